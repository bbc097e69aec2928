import Foundation
import Testing
import Lamina
import LaminaKit

/// Follows `SpinerLayer` of TKSubmitTransition by Takuya Okamoto
/// (https://github.com/takuoka/TKSubmitTransition, `SubmitTransition/Classes/SpinerLayer.swift`):
/// a shape layer on a full-circle arc from −π/2 to 3π/2 (clockwise), stroked 1 point wide
/// up to strokeEnd 0.4, spun by `transform.rotation.z` from 0 to 2π every 0.4 s
/// (linear, for ever).
@Suite("TKSubmitTransition: spinner on a −π/2…3π/2 arc, strokeEnd 0.4, rotation")
struct SubmitTransitionSpinnerTests {
    /// The sample's layer, written again.
    final class SpinerLayer: CAShapeLayer {
        var spinnerColor = UIColor.white {
            didSet { strokeColor = spinnerColor.cgColor }
        }

        init(frame: CGRect) {
            super.init()
            let radius: CGFloat = (frame.height / 2) * 0.5
            self.frame = CGRect(x: 0, y: 0, width: frame.height, height: frame.height)
            let center = CGPoint(x: frame.height / 2, y: bounds.midY)
            let startAngle = 0 - Double.pi / 2
            let endAngle = Double.pi * 2 - Double.pi / 2
            path = UIBezierPath(arcCenter: center, radius: radius, startAngle: CGFloat(startAngle),
                                endAngle: CGFloat(endAngle), clockwise: true).cgPath
            fillColor = nil
            strokeColor = spinnerColor.cgColor
            lineWidth = 1
            strokeEnd = 0.4
            isHidden = true
        }

        override init(layer: Any) {
            super.init(layer: layer)
        }

        required init?(coder aDecoder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        func animation() {
            isHidden = false
            let rotate = CABasicAnimation(keyPath: "transform.rotation.z")
            rotate.fromValue = 0
            rotate.toValue = Double.pi * 2
            rotate.duration = 0.4
            rotate.timingFunction = CAMediaTimingFunction(name: .linear)
            rotate.repeatCount = .greatestFiniteMagnitude
            rotate.fillMode = .forwards
            rotate.isRemovedOnCompletion = false
            add(rotate, forKey: rotate.keyPath)
        }
    }

    static let start: CFTimeInterval = 0.5

    static func build(_ stage: SampleStage) {
        let spinner = SpinerLayer(frame: CGRect(x: 0, y: 0, width: 240, height: 120))
        stage.setUp { stage.root.addSublayer(spinner) }
        stage.schedule(at: start) { _ in spinner.animation() }
    }

    /// The most coverage a pixel has on the ray from the centre (60, 60) at `angle`,
    /// between radii 27 and 33 (the 1-point stroke lies on radius 30).
    static func ink(_ image: CGImage, angle: Double) -> Double {
        stride(from: 27.0, through: 33.0, by: 0.25).map { r in
            let p = point(on: CGPoint(x: 60, y: 60), radius: CGFloat(r), angle: CGFloat(angle))
            return Double(pixel(image, at: p)[0]) / 255
        }.max() ?? 0
    }

    @Test("hidden until started; then 40 % of the circle from the top, turned by the spin")
    func spinnerShowsItsTurnedArc() throws {
        // `isHidden = false` on a layer of its own runs the implicit `hidden` action (0.25 s);
        // the arc is checked once that has ended.
        let times: [CFTimeInterval] = [0.4, 0.8, 0.95, 1.33]
        let frames = try renderSample("tk-spinner", width: 120, height: 120,
                                      background: CGColor(gray: 0, alpha: 1), times: times, build: Self.build)
        for step in 0..<36 {
            #expect(Self.ink(frames[0], angle: Double(step) * .pi / 18) == 0, "hidden before the tap")
        }
        for (frame, t) in zip(frames.dropFirst(), times.dropFirst()) {
            let turn = fraction((t - Self.start) / 0.4)
            var drawn = 0
            for step in 0..<72 {
                let position = Double(step) / 72
                // How far along the arc (from −π/2, clockwise, turned by `turn`) this angle lies.
                let along = fraction(position - turn + 0.25)
                let ink = Self.ink(frame, angle: 2 * .pi * position)
                if along > 0.02 && along < 0.38 {
                    drawn += 1
                    #expect(ink > 0.3, "t = \(t): \(along) along the arc is not drawn")
                } else if along > 0.43 && along < 0.97 {
                    #expect(ink == 0, "t = \(t): \(along) along the arc is drawn")
                }
            }
            #expect(drawn > 20)
        }
    }
}
