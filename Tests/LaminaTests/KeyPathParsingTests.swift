import Foundation
import Testing
@testable import Lamina

/// `LayerKeyPath`: Apple's key path table (Core Animation Programming Guide, "Key-Value
/// Coding Extensions", tables C-2 to C-5) parsed into typed form.
@Suite struct KeyPathParsingTests {
    private func parsed(_ string: String) -> (LayerProperty, LayerKeyPath.Component)? {
        LayerKeyPath(string).map { ($0.property, $0.component) }
    }

    @Test func wholePropertiesParseWithBothSpellingsOfBoolKeys() {
        #expect(parsed("opacity")! == (.opacity, .whole))
        #expect(parsed("hidden")! == (.isHidden, .whole))
        #expect(parsed("isHidden")! == (.isHidden, .whole))
        #expect(parsed("geometryFlipped")! == (.isGeometryFlipped, .whole))
        #expect(parsed("strokeEnd")! == (.strokeEnd, .whole))
    }

    @Test func pointSizeAndRectComponentsParse() {
        #expect(parsed("position.x")! == (.position, .x))
        #expect(parsed("anchorPoint.y")! == (.anchorPoint, .y))
        #expect(parsed("startPoint.x")! == (.startPoint, .x))
        #expect(parsed("shadowOffset.width")! == (.shadowOffset, .width))
        #expect(parsed("shadowOffset.height")! == (.shadowOffset, .height))
        #expect(parsed("bounds.origin")! == (.bounds, .origin))
        #expect(parsed("bounds.origin.x")! == (.bounds, .originX))
        #expect(parsed("frame.origin.y")! == (.frame, .originY))
        #expect(parsed("contentsRect.size")! == (.contentsRect, .size))
        #expect(parsed("contentsCenter.size.width")! == (.contentsCenter, .sizeWidth))
        #expect(parsed("bounds.size.height")! == (.bounds, .sizeHeight))
    }

    @Test func transformComponentsParseAndRotationMeansRotationZ() {
        for property in ["transform", "sublayerTransform", "instanceTransform"] {
            let p = LayerProperty(key: property)!
            #expect(parsed("\(property).rotation")! == (p, .rotationZ))
            #expect(parsed("\(property).rotation.x")! == (p, .rotationX))
            #expect(parsed("\(property).rotation.y")! == (p, .rotationY))
            #expect(parsed("\(property).rotation.z")! == (p, .rotationZ))
            #expect(parsed("\(property).scale")! == (p, .scale))
            #expect(parsed("\(property).scale.x")! == (p, .scaleX))
            #expect(parsed("\(property).scale.z")! == (p, .scaleZ))
            #expect(parsed("\(property).translation")! == (p, .translation))
            #expect(parsed("\(property).translation.y")! == (p, .translationY))
        }
    }

    @Test func componentsThatTheValueDoesNotHaveAreRefused() {
        for bad in ["position.z", "position.width", "transform.bogus", "transform.rotation.w",
                    "bounds.x", "bounds.size.depth", "opacity.x", "shadowOffset.x", "transform.scale.",
                    "position.", "transform.x"] {
            #expect(LayerKeyPath(bad) == nil, "\(bad)")
            guard case .unknownComponent = LayerKeyPath.parseDetailed(bad) else {
                Issue.record("\(bad) should name a known property with an unknown component")
                continue
            }
        }
        guard case .unknownComponent(let property, let rest) = LayerKeyPath.parseDetailed("transform.bogus") else {
            Issue.record("transform.bogus"); return
        }
        #expect(property == .transform && rest == "bogus")
    }

    @Test func unknownFirstComponentsAreUnknownProperties() {
        for bad in ["someKey", "view.frame", "", ".x", "Position.x"] {
            guard case .unknownProperty = LayerKeyPath.parseDetailed(bad) else {
                Issue.record("\(bad) should be an unknown property"); continue
            }
        }
    }

    @Test func descriptionIsTheCanonicalSpelling() {
        #expect(LayerKeyPath("transform.rotation")!.description == "transform.rotation.z")
        #expect(LayerKeyPath("isHidden")!.description == "hidden")
        #expect(LayerKeyPath("bounds.size.width")!.description == "bounds.size.width")
        // Every canonical spelling parses back to the same key path.
        for property in LayerProperty.allCases {
            for component in LayerKeyPath.Component.allCases {
                guard let keyPath = LayerKeyPath(property: property, component: component) else { continue }
                #expect(LayerKeyPath(keyPath.description) == keyPath, "\(keyPath)")
            }
        }
    }

    @Test func typedConstructionChecksTheComponentAgainstTheValueType() {
        #expect(LayerKeyPath(property: .position, component: .x) != nil)
        #expect(LayerKeyPath(property: .position, component: .width) == nil)
        #expect(LayerKeyPath(property: .opacity, component: .x) == nil)
        #expect(LayerKeyPath(property: .opacity, component: .whole) != nil)
        #expect(LayerKeyPath(property: .instanceTransform, component: .translation) != nil)
    }

    @Test func valueTypesFollowTheComponent() {
        #expect(LayerKeyPath("opacity")!.valueType == .float)
        #expect(LayerKeyPath("position")!.valueType == .point)
        #expect(LayerKeyPath("position.x")!.valueType == .cgFloat)
        #expect(LayerKeyPath("bounds.origin")!.valueType == .point)
        #expect(LayerKeyPath("bounds.size")!.valueType == .size)
        #expect(LayerKeyPath("transform.translation")!.valueType == .size)
        #expect(LayerKeyPath("transform.scale")!.valueType == .cgFloat)
        #expect(LayerKeyPath("transform")!.valueType == .transform)
        #expect(LayerKeyPath("instanceCount")!.valueType == .int)
        #expect(LayerKeyPath("backgroundColor")!.valueType == .color)
    }

    @Test func parsingFromManyThreadsAgreesWithTheCache() {
        let strings = ["position.x", "transform.rotation.z", "bounds.size.width", "hidden",
                       "instanceTransform.scale", "shadowOffset.height", "contentsRect.origin.y"]
        let expected = strings.map { LayerKeyPath($0) }
        let mismatches = Mismatches()
        DispatchQueue.concurrentPerform(iterations: 64) { i in
            for (j, s) in strings.enumerated() where LayerKeyPath(s + "") != expected[j] {
                mismatches.add("\(i): \(s)")
            }
        }
        #expect(mismatches.items.isEmpty)
    }
}

/// Collects failures from concurrent work.
private final class Mismatches: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [String] = []
    func add(_ s: String) { lock.lock(); list.append(s); lock.unlock() }
    var items: [String] { lock.lock(); defer { lock.unlock() }; return list }
}
