import Foundation
import Testing
@testable import Lamina
@testable import LaminaRenderList

/// A tree drawn by a backend-less renderer over a 200×200-point area at `scale`.
final class ListScene {
    let renderer: CARenderer
    let root = CALayer()

    init(scale: CGFloat = 1) {
        renderer = scale == 1 ? CARenderer() : CARenderer(backend: NullBackend(scale: scale))
        root.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
        root.position = CGPoint(x: 100, y: 100)
        renderer.layer = root
        renderer.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
    }

    func list(at t: CFTimeInterval = 0) -> RenderList {
        CAMediaClock.withFixedTime(t) {
            CATransaction.flush()
            renderer.beginFrame(atTime: t)
            renderer.render()
            renderer.endFrame()
        }
        return renderer.renderList
    }

    /// Makes changes that show at once (no implicit animation).
    func change(_ body: () -> Void) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        body()
        CATransaction.commit()
    }

    func add(_ layer: CALayer, frame: CGRect, color: CGColor? = nil, to parent: CALayer? = nil) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.frame = frame
        layer.backgroundColor = color
        (parent ?? root).addSublayer(layer)
        CATransaction.commit()
    }
}

private final class NullBackend: RenderBackend {
    let scale: CGFloat
    init(scale: CGFloat) { self.scale = scale }
    var pixelWidth: Int { Int(200 * scale) }
    var pixelHeight: Int { Int(200 * scale) }
    func draw(_ list: RenderList) {}
}

/// Counts the groups (and the shadows among them) a prepared frame holds.
private final class PreparedGroupCounter: PreparedFrameSink {
    var groups = 0, shadows = 0
    func beginFrame(width: Int, height: Int, clips: [PreparedClip]) {}
    func layer(_ item: PreparedLayer, on plane: PreparedPlane) {}
    func shape(_ item: PreparedShape) {}
    func gradient(_ item: PreparedGradient, on plane: PreparedPlane) {}
    func beginGroup(_ group: PreparedGroup) {
        groups += 1
        if group.shadow != nil { shadows += 1 }
    }
    func beginMask(_ group: PreparedGroup) {}
    func endMask(_ group: PreparedGroup) {}
    func endGroup(_ group: PreparedGroup) {}
}

private let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
private let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

/// The list's layer items, instance runs expanded (each copy placed on the target).
private func layerItems(_ list: RenderList) -> [LayerItem] {
    list.expandingInstances().commands.compactMap { if case .layer(let item) = $0 { return item } else { return nil } }
}

private func origin(_ item: LayerItem) -> CGPoint {
    item.placement.transform.mapPoint(CGPoint(x: item.placement.bounds.minX, y: item.placement.bounds.minY)) ?? .zero
}

@Suite struct RenderListTests {
    @Test func aLayerMapsItsBoundsToPixelsAtTheScale() {
        let scene = ListScene(scale: 2)
        let a = CALayer()
        scene.add(a, frame: CGRect(x: 10, y: 10, width: 50, height: 50), color: red)
        let items = layerItems(scene.list())
        #expect(items.count == 1)
        #expect(close(origin(items[0]), CGPoint(x: 20, y: 20)))
        let far = items[0].placement.transform.mapPoint(CGPoint(x: 50, y: 50))
        #expect(far.map { close($0, CGPoint(x: 120, y: 120)) } == true)
        #expect(items[0].backgroundColor == red.rgba)
        #expect(scene.renderer.renderList.pixelWidth == 400)
    }

    /// A text layer displays itself: the list holds one layer item whose contents are
    /// its backing store, bounds × contentsScale pixels — no separate text command.
    @Test func aTextLayerArrivesAsItsContents() throws {
        let scene = ListScene(scale: 2)
        let text = CATextLayer()
        text.string = "Hi"
        text.contentsScale = 2
        scene.add(text, frame: CGRect(x: 10, y: 10, width: 60, height: 30))
        let list = scene.list()
        let items = layerItems(list)
        #expect(items.count == 1 && list.commands.count == 1)
        let contents = try #require(items.first?.contents)
        #expect(contents.image.width == 120 && contents.image.height == 60)
    }

    @Test func paintersOrderFollowsZPositionStably() {
        let scene = ListScene()
        let a = CALayer(), b = CALayer(), c = CALayer()
        for (layer, x) in [(a, 0.0), (b, 10.0), (c, 20.0)] {
            scene.add(layer, frame: CGRect(x: x, y: 0, width: 5, height: 5), color: red)
        }
        scene.change { a.zPosition = 1 }
        let xs = layerItems(scene.list()).map { origin($0).x }
        #expect(xs == [10, 20, 0])
    }

    @Test func hiddenLayersAndTheirSublayersAreLeftOut() {
        let scene = ListScene()
        let parent = CALayer(), child = CALayer()
        scene.add(parent, frame: CGRect(x: 0, y: 0, width: 50, height: 50), color: red)
        scene.add(child, frame: CGRect(x: 0, y: 0, width: 10, height: 10), color: blue, to: parent)
        #expect(layerItems(scene.list()).count == 2)
        scene.change { parent.isHidden = true }
        #expect(layerItems(scene.list()).isEmpty)
    }

    @Test func opacityMultipliesDownOrGroups() {
        let scene = ListScene()
        let parent = CALayer(), child = CALayer()
        scene.add(parent, frame: CGRect(x: 0, y: 0, width: 50, height: 50), color: red)
        scene.add(child, frame: CGRect(x: 0, y: 0, width: 10, height: 10), color: blue, to: parent)
        scene.change {
            parent.opacity = 0.5
            parent.allowsGroupOpacity = false
        }
        var list = scene.list()
        #expect(layerItems(list).map(\.placement.opacity) == [0.5, 0.5])
        scene.change { parent.allowsGroupOpacity = true }
        list = scene.list()
        guard case .beginGroup(let group)? = list.commands.first else {
            Issue.record("expected a group: \(list)")
            return
        }
        #expect(group.opacity == 0.5)
        #expect(layerItems(list).map(\.placement.opacity) == [1, 1])
        #expect(group.pixelBounds.contains(CGRect(x: 0, y: 0, width: 50, height: 50)))
    }

    @Test func masksToBoundsClipsContentsAndSublayers() {
        let scene = ListScene()
        let parent = CALayer(), child = CALayer()
        scene.add(parent, frame: CGRect(x: 10, y: 10, width: 50, height: 50), color: red)
        scene.add(child, frame: CGRect(x: 40, y: 40, width: 50, height: 50), color: blue, to: parent)
        scene.change {
            parent.masksToBounds = true
            parent.cornerRadius = 8
        }
        let list = scene.list()
        #expect(list.clips.count == 1)
        #expect(list.clips[0].shape.cornerRadius == 8 && list.clips[0].parent == -1)
        #expect(layerItems(list).allSatisfy { $0.placement.clip == 0 })
    }

    @Test func theBorderIsDrawnAboveTheSublayers() {
        let scene = ListScene()
        let parent = CALayer(), child = CALayer()
        scene.add(parent, frame: CGRect(x: 0, y: 0, width: 50, height: 50), color: red)
        scene.add(child, frame: CGRect(x: 0, y: 0, width: 10, height: 10), color: blue, to: parent)
        scene.change { parent.borderWidth = 2 }
        let items = layerItems(scene.list())
        #expect(items.count == 3)
        #expect(items[0].backgroundColor == red.rgba && items[0].borderWidth == 0)
        #expect(items[1].backgroundColor == blue.rgba)
        #expect(items[2].backgroundColor == nil && items[2].borderWidth == 2)
    }

    @Test func aLeafsBorderIsPartOfItsOwnItem() {
        // Nothing lies between a leaf's background and its border: one item draws both,
        // background first.
        let scene = ListScene()
        let leaf = CALayer()
        scene.add(leaf, frame: CGRect(x: 20, y: 20, width: 40, height: 30), color: red)
        scene.change {
            leaf.borderWidth = 3
            leaf.borderColor = blue
        }
        let items = layerItems(scene.list()).filter { $0.placement.bounds.size == CGSize(width: 40, height: 30) }
        #expect(items.count == 1)
        #expect(items.first?.backgroundColor == red.rgba)
        #expect(items.first?.borderWidth == 3 && items.first?.borderColor == blue.rgba)
    }

    @Test func aBorderOverASublayerIsNotGivenToTheSublayer() {
        // A layer that draws nothing itself (a button's layer) with one sublayer (its
        // image) and a border: the border is the layer's, in its bounds, after the sublayer.
        let scene = ListScene()
        let parent = CALayer(), child = CALayer()
        scene.add(parent, frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        scene.add(child, frame: CGRect(x: 10, y: 10, width: 20, height: 20), color: blue, to: parent)
        scene.change {
            parent.borderWidth = 2
            parent.borderColor = red
        }
        let items = layerItems(scene.list())
        #expect(items.count == 2)
        #expect(items.first?.backgroundColor == blue.rgba && items.first?.borderColor == nil)
        #expect(items.last?.borderColor == red.rgba && items.last?.backgroundColor == nil)
        #expect(items.last?.placement.bounds.size == CGSize(width: 50, height: 50))
    }

    @Test func maskAndShadowMakeGroups() {
        let scene = ListScene()
        let layer = CALayer(), mask = CALayer()
        scene.add(layer, frame: CGRect(x: 20, y: 20, width: 60, height: 60), color: red)
        scene.change {
            mask.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
            mask.backgroundColor = CGColor.black
            layer.mask = mask
            layer.shadowOpacity = 0.5
            layer.shadowRadius = 4
        }
        let list = scene.list()
        #expect(list.description.hasPrefix("group opacity=1 mask=yes shadow=yes"))
        guard case .beginGroup(let group)? = list.commands.first, let shadow = group.shadow else {
            Issue.record("\(list)")
            return
        }
        // Apple's default offset (0, −3) points up in y-down layers.
        #expect(close(shadow.offset.width, 0) && close(shadow.offset.height, -3))
        #expect(close(shadow.blurRadius, 4))
        let kinds = list.commands.map { command -> String in
            switch command {
            case .beginGroup: return "group"
            case .beginMask: return "mask"
            case .endMask: return "endMask"
            case .layer: return "layer"
            case .endGroup: return "endGroup"
            default: return "other"
            }
        }
        #expect(kinds == ["group", "mask", "layer", "endMask", "layer", "endGroup"])
    }

    @Test func backFacingSingleSidedLayersAreCulled() {
        let scene = ListScene()
        let card = CALayer()
        scene.add(card, frame: CGRect(x: 50, y: 50, width: 50, height: 50), color: red)
        scene.change { card.transform = CATransform3DMakeRotation(.pi, 0, 1, 0) }
        #expect(layerItems(scene.list()).count == 1)
        scene.change { card.isDoubleSided = false }
        #expect(layerItems(scene.list()).isEmpty)
        scene.change { card.transform = CATransform3DMakeRotation(0.3, 0, 1, 0) }
        #expect(layerItems(scene.list()).count == 1)
    }

    @Test func perspectiveMagnifiesNearerLayers() {
        let scene = ListScene()
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        scene.change { scene.root.sublayerTransform = perspective }
        let near = CALayer()
        scene.add(near, frame: CGRect(x: 50, y: 50, width: 100, height: 100), color: red)
        scene.change { near.zPosition = 100 }
        let item = layerItems(scene.list())[0]
        // The root's anchor (100, 100) is the vanishing point; z = 100 scales by 1/0.8.
        #expect(close(origin(item), CGPoint(x: 100 - 62.5, y: 100 - 62.5)))
    }

    @Test func transformLayerSortsItsSceneFarToNear() {
        let scene = ListScene()
        let space = CATransformLayer()
        scene.add(space, frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let near = CALayer(), far = CALayer()
        scene.add(near, frame: CGRect(x: 0, y: 0, width: 10, height: 10), color: red, to: space)
        scene.add(far, frame: CGRect(x: 20, y: 0, width: 10, height: 10), color: blue, to: space)
        scene.change {
            near.zPosition = 50
            far.zPosition = -50
        }
        let colors = layerItems(scene.list()).map(\.backgroundColor)
        #expect(colors == [blue.rgba, red.rgba])
    }

    @Test func aReplicatorWhoseCopiesAgreeIsListedOnceAsARun() {
        // 1,000 copies of a dot, each turned 0.01 rad about the replicator's anchor and
        // 0.001 less blue: the list holds copy 0 once, and the run derives the others.
        let scene = ListScene()
        let replicator = CAReplicatorLayer()
        scene.add(replicator, frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        scene.change {
            replicator.instanceCount = 1000
            replicator.instanceTransform = CATransform3DMakeRotation(0.01, 0, 0, 1)
            replicator.instanceBlueOffset = -0.001
        }
        let dot = CALayer()
        scene.add(dot, frame: CGRect(x: 95, y: 10, width: 10, height: 10), color: red, to: replicator)
        let list = scene.list()
        let runs = list.commands.compactMap { if case .beginInstances(let run) = $0 { return run } else { return nil } }
        #expect(runs.count == 1 && runs.first?.count == 1000)
        #expect(list.commands.count == 3)
        let items = layerItems(list)
        #expect(items.count == 1000)
        for k in [0, 1, 250, 999] {
            // About the anchor (100, 100): the dot's centre (100, 15) turned by 0.01·k.
            let a = 0.01 * Double(k)
            let centre = items[k].placement.transform.mapPoint(CGPoint(x: 5, y: 5))!
            #expect(close(centre.x, CGFloat(100 + 85 * sin(a)), 1e-6))
            #expect(close(centre.y, CGFloat(100 - 85 * cos(a)), 1e-6))
            #expect(close(items[k].placement.tint.blue, 1 - 0.001 * CGFloat(k), 1e-5))
        }
    }

    @Test("nested replicators draw at most InstanceRun.maximumCopies copies together, with a diagnostic")
    func nestedReplicatorCopiesAreBounded() {
        // 100,000 copies of a replicator of 100,000 copies of a dot would be 10¹⁰ items:
        // the inner one draws as many as keep the product within 2²⁰.
        let scene = ListScene()
        let outer = CAReplicatorLayer(), inner = CAReplicatorLayer()
        scene.add(outer, frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        scene.add(inner, frame: CGRect(x: 0, y: 0, width: 200, height: 200), to: outer)
        scene.change {
            outer.instanceCount = 100_000
            outer.instanceTransform = CATransform3DMakeTranslation(0, 0.001, 0)
            inner.instanceCount = 100_000
            inner.instanceTransform = CATransform3DMakeTranslation(0.001, 0, 0)
        }
        scene.add(CALayer(), frame: CGRect(x: 10, y: 10, width: 10, height: 10), color: red, to: inner)
        var list = RenderList()
        let diagnostics = LaminaDiagnostics.capture { list = scene.list() }
        let counts = list.commands.compactMap { if case .beginInstances(let run) = $0 { return run.count } else { return nil } }
        #expect(InstanceRun.maximumCopies == 1 << 20)
        #expect(counts == [100_000, (1 << 20) / 100_000])
        #expect(diagnostics.map(\.code) == [.invalidArgument])
        #expect(diagnostics.first?.message.contains("instanceCount 100000") == true)
        // A replicator alone keeps counts up to the bound.
        scene.change { outer.instanceCount = 1 }
        let single = scene.list().commands.compactMap { if case .beginInstances(let run) = $0 { return run.count } else { return nil } }
        #expect(single == [1, 100_000])
    }

    @Test("an emitter in replicated copies keeps its youngest particles within what a frame draws, shared by the copies")
    func replicatedEmittersShareTheParticleBound() {
        // 1,000 copies of an emitter whose cell has 10⁸ live particles (10⁶ a second for
        // 100 s): drawn as one run, each copy keeps the youngest 2²⁴ / 1,000.
        let scene = ListScene()
        let replicator = CAReplicatorLayer()
        scene.add(replicator, frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let dot = CGContext(data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 8,
                            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        dot.setFillColor(red)
        dot.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        let emitter = CAEmitterLayer()
        let cell = CAEmitterCell()
        cell.birthRate = 1e6
        cell.lifetime = 100
        cell.contents = dot.makeImage()
        emitter.emitterCells = [cell]
        scene.add(emitter, frame: CGRect(x: 0, y: 0, width: 100, height: 100), to: replicator)
        scene.change {
            replicator.instanceCount = 1000
            replicator.instanceTransform = CATransform3DMakeTranslation(0.1, 0, 0)
        }
        _ = scene.list(at: 0)
        var list = RenderList()
        let diagnostics = LaminaDiagnostics.capture { list = scene.list(at: 150) }
        let runs = list.commands.compactMap { if case .particles(let box) = $0 { return box.value.count } else { return nil } }
        #expect(runs == [ParticleRun.maximumInstances / 1000])
        #expect(diagnostics.contains { $0.message.contains("youngest \(ParticleRun.maximumInstances / 1000)") })
    }

    @Test("a frame's offscreen groups past their memory budget are left out, with one diagnostic")
    func offscreenGroupsPastTheBudgetAreLeftOut() {
        // 7,000 copies of a half-opaque 100 × 100 layer with a sublayer: a group each
        // (group opacity), 40,000 bytes each on a 100 × 100 target, 280 MB in all, past the
        // 256 MB budget: the first 6,710 are prepared.
        let scene = ListScene()
        let replicator = CAReplicatorLayer()
        scene.add(replicator, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let faded = CALayer()
        scene.add(faded, frame: CGRect(x: 0, y: 0, width: 100, height: 100), color: red, to: replicator)
        scene.add(CALayer(), frame: CGRect(x: 10, y: 10, width: 20, height: 20), color: blue, to: faded)
        scene.change {
            replicator.instanceCount = 7000
            faded.opacity = 0.5
        }
        let list = scene.list()
        let preparation = FramePreparation()
        let counter = PreparedGroupCounter()
        let diagnostics = LaminaDiagnostics.capture { preparation.prepare(list, width: 100, height: 100, into: counter) }
        #expect(FramePreparation.minimumGroupBudget == 256 << 20)
        #expect(counter.groups == (256 << 20) / 40_000)
        #expect(diagnostics.filter { $0.message.contains("offscreen groups") }.count == 1)
    }

    @Test("a shadow whose blur cannot reach the pixels it lands on is not made")
    func shadowsThatCannotShowAreNotMade() {
        // A radius of 29,555 (σ capped at 256: the blur reaches 770 px) offset 1,500 px to
        // the left lands wholly left of the 200 × 200 target, whatever the group's picture
        // covers of it; offset 20 px it shows.
        var made: [Int] = []
        for offset in [-1500.0, -20.0] {
            let scene = ListScene()
            let layer = CALayer()
            scene.add(layer, frame: CGRect(x: 0, y: 0, width: 4, height: 9), color: red)
            scene.change {
                layer.shadowOpacity = 1
                layer.shadowRadius = 29_555
                layer.shadowOffset = CGSize(width: offset, height: 0)
            }
            let counter = PreparedGroupCounter()
            FramePreparation().prepare(scene.list(), width: 200, height: 200, into: counter)
            made.append(counter.shadows)
        }
        #expect(made == [0, 1])
    }

    @Test func replicatorCopiesAreTransformedTintedAndDelayed() {
        // SCENES.md scene 10: four bars 45 pt apart, green tint losing 0.03 per copy,
        // each copy's animation 0.1 s later.
        let scene = ListScene()
        let replicator = CAReplicatorLayer()
        scene.add(replicator, frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        scene.change {
            replicator.instanceCount = 4
            replicator.instanceTransform = CATransform3DMakeTranslation(45, 0, 0)
            replicator.instanceDelay = 0.1
            replicator.instanceColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
            replicator.instanceGreenOffset = -0.03
        }
        let bar = CALayer()
        scene.add(bar, frame: CGRect(x: 10, y: 50, width: 30, height: 150), color: CGColor(gray: 0.5, alpha: 1),
                  to: replicator)
        scene.change {
            bar.anchorPoint = CGPoint(x: 0.5, y: 1)
            bar.position = CGPoint(x: 25, y: 200)
        }
        let shrink = CABasicAnimation(keyPath: "transform.scale.y")
        shrink.fromValue = 1
        shrink.toValue = 0.1
        shrink.duration = 1
        CAMediaClock.withFixedTime(0) {
            bar.add(shrink, forKey: "shrink")
            CATransaction.flush()
        }
        let list = scene.list(at: 0.5)
        let items = layerItems(list)
        #expect(items.count == 4)
        for (k, item) in items.enumerated() {
            #expect(close(origin(item).x, 10 + 45 * CGFloat(k), 1e-9))
            #expect(close(item.placement.tint.green, 1 - 0.03 * CGFloat(k), 1e-6))
            // Copy k runs 0.1·k late: at 0.5 s its scale is 1 − 0.9·(0.5 − 0.1k).
            let scale = 1 - 0.9 * (0.5 - 0.1 * CGFloat(k))
            let top = item.placement.transform.mapPoint(CGPoint(x: 0, y: 0))!.y
            #expect(close(top, 200 - 150 * scale, 1e-6))
        }
    }

    @Test("copies of a shape with a large path are placed from the path's bounds, turned")
    func copiesOfALargePathShape() {
        // A 600-point polygon inscribed in the circle of radius 40 about (50, 50), drawn by
        // three copies, each turned a further 30° about the layer's centre (100, 100).
        final class ShapeBounds: PreparedFrameSink {
            var bounds: [PixelRect] = []
            func beginFrame(width: Int, height: Int, clips: [PreparedClip]) {}
            func layer(_ item: PreparedLayer, on plane: PreparedPlane) {}
            func shape(_ item: PreparedShape) { bounds.append(item.bounds) }
            func gradient(_ item: PreparedGradient, on plane: PreparedPlane) {}
            func beginGroup(_ group: PreparedGroup) {}
            func beginMask(_ group: PreparedGroup) {}
            func endMask(_ group: PreparedGroup) {}
            func endGroup(_ group: PreparedGroup) {}
        }
        let polygon = CGMutablePath()
        for k in 0..<600 {
            let a = Double(k) * 2 * .pi / 600
            let p = CGPoint(x: 50 + 40 * cos(a), y: 50 + 40 * sin(a))
            if k == 0 { polygon.move(to: p) } else { polygon.addLine(to: p) }
        }
        polygon.closeSubpath()
        // The circle's box turned by up to 60° reaches at most 40·√2 from the centre.
        let reach = 40 * 2.0.squareRoot() + 2
        do {
            let scene = ListScene()
            let replicator = CAReplicatorLayer()
            scene.add(replicator, frame: CGRect(x: 50, y: 50, width: 100, height: 100))
            let shape = CAShapeLayer()
            scene.add(shape, frame: CGRect(x: 0, y: 0, width: 100, height: 100), to: replicator)
            scene.change {
                replicator.instanceCount = 3
                replicator.instanceTransform = CATransform3DMakeRotation(.pi / 6, 0, 0, 1)
                shape.path = polygon
                shape.fillColor = red
            }
            let sink = ShapeBounds()
            FramePreparation().prepare(scene.list(), width: 200, height: 200, into: sink)
            #expect(sink.bounds.count == 3)
            // Every copy's circle (centre (100, 100) turned about itself, radius 40) lies
            // within its bounds, which reach at most the circle's box turned, plus a pixel.
            for b in sink.bounds {
                #expect(b.minX <= 60 && b.minY <= 60 && b.maxX >= 140 && b.maxY >= 140, "\(b)")
                #expect(Double(b.minX) >= 100 - reach && Double(b.maxX) <= 100 + reach, "\(b)")
            }
        }
    }

    @Test func shapeStrokesAreTrimmedAndKeyedByTheirInputs() {
        let scene = ListScene()
        let ring = CAShapeLayer()
        scene.add(ring, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scene.change {
            ring.path = CGPath(ellipseIn: CGRect(x: 10, y: 10, width: 80, height: 80), transform: nil)
            ring.fillColor = nil
            ring.strokeColor = red
            ring.lineWidth = 4
            ring.strokeEnd = 0.5
        }
        func shapeItem() -> ShapeItem? {
            scene.list().commands.compactMap { if case .shape(let s) = $0 { return s } else { return nil } }.first
        }
        guard let half = shapeItem(), let outline = half.strokeOutline else {
            Issue.record("no stroke")
            return
        }
        // Half a circle starting at (90, 50) going through (50, 90): its outline stays
        // in the lower half (y ≥ 50 − width).
        let box = CGPath(storage: outline).boundingBoxOfPath
        #expect(box.minY >= 48 - 1e-6 && box.maxY <= 92 + 0.05, "\(box)")
        #expect(half.fillPath == nil)
        scene.change { ring.strokeEnd = 0.75 }
        #expect(shapeItem()?.contentKey != half.contentKey)
    }

    @Test func contentsGravityPlacesTheImage() {
        let bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        let image = CGSize(width: 40, height: 20)
        let full = CGRect(x: 0, y: 0, width: 1, height: 1)
        func dest(_ g: ContentsGravityKind, scale: CGFloat = 1) -> CGRect {
            ContentsPlacement.destination(gravity: g, bounds: bounds, imagePixels: image, sourceRect: full,
                                          contentsScale: scale)
        }
        #expect(dest(.resize) == bounds)
        #expect(dest(.resizeAspect) == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(dest(.center) == CGRect(x: 30, y: 15, width: 40, height: 20))
        #expect(dest(.center, scale: 2) == CGRect(x: 40, y: 20, width: 20, height: 10))
        // "bottom" is minimum y and "top" maximum y, as Apple's header says.
        #expect(dest(.bottom) == CGRect(x: 30, y: 0, width: 40, height: 20))
        #expect(dest(.top) == CGRect(x: 30, y: 30, width: 40, height: 20))
        #expect(dest(.left) == CGRect(x: 0, y: 15, width: 40, height: 20))
        #expect(dest(.right) == CGRect(x: 60, y: 15, width: 40, height: 20))
        #expect(dest(.topLeft) == CGRect(x: 0, y: 30, width: 40, height: 20))
        #expect(dest(.topRight) == CGRect(x: 60, y: 30, width: 40, height: 20))
        #expect(dest(.bottomLeft) == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(dest(.bottomRight) == CGRect(x: 60, y: 0, width: 40, height: 20))
        let tall = ContentsPlacement.destination(gravity: .resizeAspectFill, bounds: bounds,
                                                 imagePixels: CGSize(width: 20, height: 20), sourceRect: full,
                                                 contentsScale: 1)
        #expect(tall == CGRect(x: 0, y: -25, width: 100, height: 100))
    }

    @Test func theListPrintsAsText() {
        let scene = ListScene()
        let a = CALayer()
        scene.add(a, frame: CGRect(x: 10, y: 20, width: 30, height: 40), color: red)
        #expect(scene.list().description == "layer bounds=(0 0 30 40) at=(10 20) opacity=1 bg=(1 0 0 1)")
    }
}
