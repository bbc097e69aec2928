import Foundation
import Testing
@testable import Lamina

/// Every property Apple's headers mark "Animatable" (the list in `PropertyTableTests`),
/// for its own layer class: an explicit, linear `CABasicAnimation` between two values
/// shows their midpoint halfway, in the render tree and in `presentation()` read through
/// the property's key. The midpoints are computed here, component by component. Apple's
/// headers do not say how a Boolean, an image or a filter list blends; those keys are
/// checked only for showing their from value at the start.
@Suite struct AnimatablePropertyAuditTests {
    struct Pair: CustomStringConvertible, Sendable {
        let key: String
        let from: @Sendable () -> Any
        let to: @Sendable () -> Any
        var description: String { key }
    }

    static func color(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat) -> CGColor {
        CGColor(red: r, green: g, blue: b, alpha: 1)
    }

    static let blending: [Pair] = [
        Pair(key: "bounds", from: { CGRect(x: 0, y: 0, width: 20, height: 40) }, to: { CGRect(x: 10, y: 0, width: 60, height: 80) }),
        Pair(key: "position", from: { CGPoint(x: 0, y: 10) }, to: { CGPoint(x: 40, y: 50) }),
        Pair(key: "zPosition", from: { 0.0 }, to: { 8.0 }),
        Pair(key: "anchorPoint", from: { CGPoint(x: 0, y: 0) }, to: { CGPoint(x: 1, y: 0.5) }),
        Pair(key: "anchorPointZ", from: { 0.0 }, to: { 6.0 }),
        Pair(key: "transform", from: { CATransform3DIdentity }, to: { CATransform3DMakeTranslation(20, -10, 4) }),
        Pair(key: "sublayerTransform", from: { CATransform3DIdentity }, to: { CATransform3DMakeTranslation(-8, 12, 0) }),
        Pair(key: "contentsRect", from: { CGRect(x: 0, y: 0, width: 1, height: 1) }, to: { CGRect(x: 0.5, y: 0, width: 0.5, height: 0.5) }),
        Pair(key: "contentsScale", from: { 1.0 }, to: { 3.0 }),
        Pair(key: "contentsCenter", from: { CGRect(x: 0, y: 0, width: 1, height: 1) }, to: { CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5) }),
        Pair(key: "minificationFilterBias", from: { 0.0 }, to: { -2.0 }),
        Pair(key: "backgroundColor", from: { color(1, 0, 0) }, to: { color(0, 0, 1) }),
        Pair(key: "cornerRadius", from: { 0.0 }, to: { 10.0 }),
        Pair(key: "borderWidth", from: { 0.0 }, to: { 4.0 }),
        Pair(key: "borderColor", from: { color(0, 1, 0) }, to: { color(1, 1, 1) }),
        Pair(key: "opacity", from: { 1.0 }, to: { 0.0 }),
        Pair(key: "rasterizationScale", from: { 1.0 }, to: { 2.0 }),
        Pair(key: "shadowColor", from: { color(0, 0, 0) }, to: { color(1, 0.5, 0) }),
        Pair(key: "shadowOpacity", from: { 0.0 }, to: { 1.0 }),
        Pair(key: "shadowOffset", from: { CGSize(width: 0, height: -3) }, to: { CGSize(width: 6, height: 3) }),
        Pair(key: "shadowRadius", from: { 3.0 }, to: { 9.0 }),
        Pair(key: "fillColor", from: { color(0, 0, 0) }, to: { color(0.5, 1, 0.25) }),
        Pair(key: "strokeColor", from: { color(1, 1, 1) }, to: { color(0, 0, 0) }),
        Pair(key: "strokeStart", from: { 0.0 }, to: { 0.5 }),
        Pair(key: "strokeEnd", from: { 1.0 }, to: { 0.0 }),
        Pair(key: "lineWidth", from: { 1.0 }, to: { 5.0 }),
        Pair(key: "miterLimit", from: { 10.0 }, to: { 2.0 }),
        Pair(key: "lineDashPhase", from: { 0.0 }, to: { 10.0 }),
        Pair(key: "colors", from: { [color(1, 0, 0), color(0, 0, 1)] }, to: { [color(0, 1, 0), color(1, 1, 1)] }),
        Pair(key: "locations", from: { [0.0, 1.0] }, to: { [0.5, 0.75] }),
        Pair(key: "startPoint", from: { CGPoint(x: 0.5, y: 0) }, to: { CGPoint(x: 0, y: 0.5) }),
        Pair(key: "endPoint", from: { CGPoint(x: 0.5, y: 1) }, to: { CGPoint(x: 1, y: 0.5) }),
        Pair(key: "instanceCount", from: { 2 }, to: { 6 }),
        Pair(key: "instanceDelay", from: { 0.0 }, to: { 1.0 }),
        Pair(key: "instanceTransform", from: { CATransform3DIdentity }, to: { CATransform3DMakeTranslation(10, 0, 0) }),
        Pair(key: "instanceColor", from: { color(1, 1, 1) }, to: { color(0, 0.5, 1) }),
        Pair(key: "instanceRedOffset", from: { 0.0 }, to: { -0.5 }),
        Pair(key: "instanceGreenOffset", from: { 0.0 }, to: { -1.0 }),
        Pair(key: "instanceBlueOffset", from: { 0.0 }, to: { 0.5 }),
        Pair(key: "instanceAlphaOffset", from: { 0.0 }, to: { -0.25 }),
        Pair(key: "fontSize", from: { 12.0 }, to: { 36.0 }),
        Pair(key: "foregroundColor", from: { color(1, 1, 1) }, to: { color(0, 0, 0) }),
    ]

    /// A value as plain numbers, in a fixed order.
    static func components(_ value: Any?) -> [Double]? {
        switch value {
        case let v as Double: return [v]
        case let v as CGFloat: return [Double(v)]
        case let v as Float: return [Double(v)]
        case let v as Int: return [Double(v)]
        case let v as NSNumber: return [v.doubleValue]
        case let p as CGPoint: return [p.x, p.y].map(Double.init)
        case let s as CGSize: return [s.width, s.height].map(Double.init)
        case let r as CGRect: return [r.origin.x, r.origin.y, r.size.width, r.size.height].map(Double.init)
        case let t as CATransform3D:
            return [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
                    t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44].map(Double.init)
        case let c as CGColor: return c.components?.map(Double.init)
        case let list as [Any]:
            var all: [Double] = []
            for item in list {
                guard let parts = components(item) else { return nil }
                all += parts
            }
            return all
        default: return nil
        }
    }

    @Test(arguments: blending)
    func blendsHalfwayInPresentation(_ pair: Pair) throws {
        #expect(PropertyTableTests.applesAnimatable.contains(pair.key))
        let scene = EngineScene()
        let layer = PropertyTableTests.layer(for: pair.key, in: scene)
        let animation = CABasicAnimation(keyPath: pair.key)
        animation.fromValue = pair.from()
        animation.toValue = pair.to()
        animation.duration = 2
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        scene.at(1) { layer.add(animation, forKey: "audit") }
        let from = try #require(Self.components(pair.from()))
        let to = try #require(Self.components(pair.to()))
        var half = zip(from, to).map { ($0 + $1) / 2 }
        if pair.key == "instanceCount" { half = half.map { $0.rounded(.down) } }
        let presented = try #require(CAMediaClock.withFixedTime(2) { layer.presentation() })
        let shown = try #require(Self.components(presented.value(forKey: pair.key)), "\(pair.key) reads back")
        #expect(shown.count == half.count)
        for (a, b) in zip(shown, half) {
            #expect(abs(a - b) < 1e-4, "\(pair.key): \(shown) against \(half)")
        }
        // Before the animation's start and after its end the model value is shown.
        scene.frame(at: 3.5)
        let after = try #require(CAMediaClock.withFixedTime(3.5) { layer.presentation() })
        #expect(Self.components(after.value(forKey: pair.key)) == Self.components(layer.value(forKey: pair.key)))
    }

    @Test(arguments: ["hidden", "doubleSided", "masksToBounds", "shouldRasterize"])
    func switchingPropertiesShowTheirFromValueAtTheStart(_ key: String) throws {
        let scene = EngineScene()
        let layer = PropertyTableTests.layer(for: key, in: scene)
        let model = try #require(layer.value(forKey: key) as? Bool)
        let animation = CABasicAnimation(keyPath: key)
        animation.fromValue = !model
        animation.toValue = !model
        animation.duration = 2
        scene.at(1) { layer.add(animation, forKey: "audit") }
        let presented = try #require(CAMediaClock.withFixedTime(1.5) { layer.presentation() })
        #expect(presented.value(forKey: key) as? Bool == !model)
        #expect(layer.value(forKey: key) as? Bool == model)
    }
}
