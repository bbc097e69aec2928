import Foundation
import Testing
import Lamina
import LaminaKit

/// Follows `GradientAnimation.swift` of BlendApp by Amanda Aizuss
/// (https://github.com/aaizuss/BlendApp, `BlendApp/BlendApp/GradientAnimation.swift`): a
/// full-view CAGradientLayer whose `colors` animate (0.6 s, linear) from a flat sunset
/// colour to a two-colour start gradient, inside a CATransaction whose completion block
/// takes the layer away. The app's palette is its own; these colours stand in for it.
@Suite("BlendApp: CAGradientLayer colors animation in a CATransaction with completion")
struct BlendGradientAnimationTests {
    static let sunset = [1.0, 0.5, 0.25], startTop = [0.2, 0.3, 0.9], startBottom = [0.1, 0.8, 0.5]
    static let start: CFTimeInterval = 0.5

    static func color(_ c: [Double]) -> CGColor {
        UIColor(red: CGFloat(c[0]), green: CGFloat(c[1]), blue: CGFloat(c[2]), alpha: 1).cgColor
    }

    static func setupAnimationLayer(_ layer: CAGradientLayer, in view: CALayer) {
        layer.frame = view.bounds
        layer.colors = [color(sunset), color(sunset)]
        view.insertSublayer(layer, at: 0)
    }

    static func animateGradient(_ layer: CAGradientLayer) {
        CATransaction.begin()
        CATransaction.setCompletionBlock {
            layer.removeFromSuperlayer()
        }
        let fromColors = [color(sunset), color(sunset)]
        let toColors = [color(startTop), color(startBottom)]
        let animation = CABasicAnimation(keyPath: "colors")
        layer.colors = toColors
        animation.fromValue = fromColors
        animation.toValue = toColors
        animation.duration = 0.6
        animation.fillMode = .forwards
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(animation, forKey: "animateGradient")
        CATransaction.commit()
    }

    static func build(_ stage: SampleStage) {
        let gradient = CAGradientLayer()
        stage.setUp { setupAnimationLayer(gradient, in: stage.root) }
        stage.schedule(at: start) { _ in animateGradient(gradient) }
    }

    @Test("the two stops blend from sunset to the start colours over 0.6 s; then the layer is gone")
    func colorsBlendThenTheLayerGoes() throws {
        let times: [CFTimeInterval] = [0.4, 0.65, 0.8, 1.0, 1.15, 1.3]
        let frames = try renderSample("blend-gradient", width: 60, height: 100, background: CGColor(gray: 1, alpha: 1),
                                      times: times, build: Self.build)
        func lerp(_ a: [Double], _ b: [Double], _ f: Double) -> [Double] { zip(a, b).map { $0 + ($1 - $0) * f } }
        for (frame, t) in zip(frames.prefix(4), times) {
            let f = min(max((t - Self.start) / 0.6, 0), 1)
            let top = lerp(Self.sunset, Self.startTop, f), bottom = lerp(Self.sunset, Self.startBottom, f)
            for y in [0, 25, 50, 75, 99] {
                // The default axis runs from the top edge's middle to the bottom's.
                let expected = over(lerp(top, bottom, (Double(y) + 0.5) / 100), alpha: 1, on: [1, 1, 1])
                #expect(near(pixel(frame, 30, y), expected, 3), "t = \(t), row \(y): \(pixel(frame, 30, y)) ≠ \(expected)")
            }
        }
        // The completion block runs at the first frame after the end (1.15), which still shows
        // the final colours; by the next frame the layer is gone.
        let end = over(lerp(Self.startTop, Self.startBottom, 0.505), alpha: 1, on: [1, 1, 1])
        #expect(near(pixel(frames[4], 30, 50), end, 3))
        #expect(pixel(frames[5], 30, 50) == [255, 255, 255, 255])
    }
}
