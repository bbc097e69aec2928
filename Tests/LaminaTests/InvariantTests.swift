import Foundation
import Testing
@testable import Lamina

/// `checkInvariants()` finds what it should: each check is shown a structure that breaks
/// one rule, and a sound one.
@Suite struct InvariantTests {
    static let identity = CATransform3DIdentity
    static func item(clip: Int32 = -1, transform: CATransform3D = identity) -> RenderCommand {
        .layer(LayerItem(placement: ItemPlacement(transform: transform, bounds: CGRect(x: 0, y: 0, width: 10, height: 10),
                                                  opacity: 1, tint: .white, clip: clip),
                         cornerRadius: 0, maskedCorners: [], curve: .circular,
                         backgroundColor: .white, borderWidth: 0, borderColor: nil, contents: nil))
    }

    static func group(mask: Bool = false, clip: Int32 = -1) -> RenderCommand {
        .beginGroup(GroupItem(opacity: 0.5, hasMask: mask, shadow: nil, clip: clip,
                              pixelBounds: CGRect(x: 0, y: 0, width: 10, height: 10)))
    }

    static func list(_ commands: [RenderCommand], clips: [ClipRegion] = []) -> RenderList {
        var list = RenderList()
        list.pixelWidth = 10
        list.pixelHeight = 10
        list.commands = commands
        list.clips = clips
        return list
    }

    /// A run of three copies of one item, its first `listed` varyings in the list naming
    /// `command` and `tracks` (the list has none).
    static func varyingRun(varyings: Range<Int>, listed: Int, tracks: Range<Int>, command: Int = 1) -> RenderList {
        var r = run(count: 3)
        r.varyings = varyings
        var broken = list([.beginInstances(r), item(), .endInstances, item()])
        broken.instanceVaryings = (0..<listed).map { _ in
            InstanceVarying(command: command, tracks: tracks, shift: 0, outer: identity, anchorPoint: .zero, anchorPointZ: 0,
                            zPosition: 0, transform: identity, position: .zero, bounds: .zero, opacity: 1,
                            inheritedOpacity: 1, backgroundColor: nil, drawsBackground: false)
        }
        // Drawing it does not trap: the copies show copy 0's item.
        _ = broken.expandingInstances()
        return broken
    }

    static func run(count: Int, step: CATransform3D = CATransform3DMakeTranslation(10, 0, 0)) -> InstanceRun {
        InstanceRun(count: count, step: step, placement: identity, color: .white, colorOffsets: .zero, delay: 0)
    }

    static func clip(parent: Int32) -> ClipRegion {
        ClipRegion(transform: identity, shape: RoundedShape(rect: CGRect(x: 0, y: 0, width: 5, height: 5), cornerRadius: 0,
                                                            maskedCorners: [], curve: .circular), parent: parent)
    }

    @Test func aSoundListKeepsEveryRule() {
        let sound = Self.list([Self.group(mask: true), .beginMask, Self.item(), .endMask,
                               .beginInstances(Self.run(count: 2)), Self.item(clip: 0), Self.item(clip: 1),
                               .endInstances, .endGroup],
                              clips: [Self.clip(parent: -1), Self.clip(parent: 0)])
        #expect(sound.checkInvariants().isEmpty)
    }

    @Test(arguments: [
        ("an unclosed group", list([group(), item()])),
        ("an endGroup without a group", list([item(), .endGroup])),
        ("a mask outside a masked group", list([group(), .beginMask, .endMask, .endGroup])),
        ("a masked group without its mask", list([group(mask: true), item(), .endGroup])),
        ("a group inside an instance run", list([.beginInstances(run(count: 3)), group(), item(), .endGroup, .endInstances])),
        ("an unclosed instance run", list([.beginInstances(run(count: 3)), item()])),
        ("an instance run that is not finite",
         list([.beginInstances(run(count: 3, step: CATransform3DMakeTranslation(.infinity, 0, 0))), item(), .endInstances])),
        ("a clip index out of range", list([item(clip: 4)])),
        ("a clip cycle", list([item(clip: 0)], clips: [clip(parent: 1), clip(parent: 0)])),
        ("a matrix that is not finite", list([item(transform: CATransform3DMakeTranslation(.nan, 0, 0))])),
        ("an instance run naming varyings the list lacks", varyingRun(varyings: 0..<2, listed: 1, tracks: 0..<0)),
        ("a varying naming tracks the list lacks", varyingRun(varyings: 0..<1, listed: 1, tracks: 0..<3)),
        ("a varying naming a command outside its run", varyingRun(varyings: 0..<1, listed: 1, tracks: 0..<0, command: 3)),
    ] as [(String, RenderList)])
    func aBrokenListIsFound(_ name: String, _ list: RenderList) {
        #expect(!list.checkInvariants().isEmpty, "\(name)")
    }

    @Test func aLayerTreeWithABrokenLinkIsFound() {
        let root = CALayer(), child = CALayer(), mask = CALayer()
        root.addSublayer(child)
        child.mask = mask
        #expect(root.checkInvariants().isEmpty)
        child.storedSuperlayer = nil
        #expect(!root.checkInvariants().isEmpty)
        child.storedSuperlayer = root
        mask.maskedLayer = nil
        #expect(!root.checkInvariants().isEmpty)
    }

    @Test func aRenderedTreeKeepsItsRules() {
        let scene = EngineScene()
        let replicator = CAReplicatorLayer()
        let dot = CALayer()
        scene.at(0) {
            replicator.instanceCount = 3
            replicator.instanceDelay = 0.1
            dot.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
            replicator.addSublayer(dot)
            scene.root.addSublayer(replicator)
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0
            fade.duration = 1
            dot.add(fade, forKey: "fade")
        }
        for t in [0.0, 0.3, 0.6, 1.5] {
            scene.frame(at: t)
            #expect(scene.renderer.checkInvariants().isEmpty, "t = \(t)")
        }
    }
}
