import Foundation
import Testing
import Lamina
import LaminaKit

/// Follows MaterialActivityIndicator by Jans Pavlovs
/// (https://github.com/nspavlo/MaterialActivityIndicator, `MaterialActivityIndicator.swift`
/// and `MaterialActivityIndicatorAnimator.swift`): a full-circle arc shape layer whose
/// strokeStart and strokeEnd chase each other in a repeating 1.5 s group of four
/// ease-in-ease-out animations (two of them beginning at 1 s inside the group), while the
/// layer turns once every 4 s.
@Suite("MaterialActivityIndicator: strokeStart/strokeEnd group with rotation")
struct MaterialActivityIndicatorTests {
    /// The sample's view, written again: a shape layer on a full-circle arc laid out in
    /// `layoutSubviews`, started by `startAnimating()`.
    final class MaterialActivityIndicatorView: UIView {
        var color: UIColor = .red {
            didSet { indicator.strokeColor = color.cgColor }
        }
        var lineWidth: CGFloat = 2.0 {
            didSet {
                indicator.lineWidth = lineWidth
                setNeedsLayout()
            }
        }
        let indicator = CAShapeLayer()

        override init(frame: CGRect) {
            super.init(frame: frame)
            indicator.strokeColor = color.cgColor
            indicator.fillColor = nil
            indicator.lineWidth = lineWidth
            indicator.strokeStart = 0.0
            indicator.strokeEnd = 0.0
            layer.addSublayer(indicator)
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            indicator.frame = bounds
            let diameter = min(bounds.width, bounds.height) - indicator.lineWidth
            let path = UIBezierPath(arcCenter: CGPoint(x: bounds.midX, y: bounds.midY), radius: diameter / 2,
                                    startAngle: 0, endAngle: CGFloat(.pi * 2.0), clockwise: true)
            indicator.path = path.cgPath
        }

        func startAnimating() {
            indicator.add(rotationAnimation(), forKey: "material.indicator.rotation")
            indicator.add(springAnimation(), forKey: "material.indicator.spring")
        }

        private func rotationAnimation() -> CABasicAnimation {
            let animation = CABasicAnimation(keyPath: "transform.rotation.z")
            animation.duration = 4
            animation.fromValue = 0
            animation.toValue = 2.0 * .pi
            animation.repeatCount = .infinity
            return animation
        }

        private func springAnimation() -> CAAnimationGroup {
            let animation = CAAnimationGroup()
            animation.duration = 1.5
            animation.animations = [
                stroke("strokeStart", from: 0, to: 0.15, begin: 0, duration: 1),
                stroke("strokeEnd", from: 0, to: 1, begin: 0, duration: 1),
                stroke("strokeStart", from: 0.15, to: 1, begin: 1, duration: 0.5),
                stroke("strokeEnd", from: 1, to: 1, begin: 1, duration: 0.5),
            ]
            animation.repeatCount = .infinity
            return animation
        }

        private func stroke(_ keyPath: String, from: CGFloat, to: CGFloat, begin: CFTimeInterval,
                            duration: CFTimeInterval) -> CABasicAnimation {
            let animation = CABasicAnimation(keyPath: keyPath)
            animation.beginTime = begin
            animation.duration = duration
            animation.fromValue = from
            animation.toValue = to
            animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            return animation
        }
    }

    /// strokeStart and strokeEnd at `t` from the group's four animations.
    static func stroke(at t: Double) -> (start: Double, end: Double) {
        let g = t.truncatingRemainder(dividingBy: 1.5)
        if g < 1 {
            let f = easeInEaseOut(g)
            return (0.15 * f, f)
        }
        return (0.15 + 0.85 * easeInEaseOut((g - 1) / 0.5), 1)
    }

    static func build(_ stage: SampleStage) {
        stage.setUp {
            let view = MaterialActivityIndicatorView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
            view.lineWidth = 4
            stage.root.addSublayer(view.layer)
            view.layoutIfNeeded()
            view.startAnimating()
        }
    }

    @Test("the arc covers exactly the turned strokeStart…strokeEnd span of the circle")
    func arcSpansTheStrokeRange() throws {
        let times: [CFTimeInterval] = [0.4, 0.8, 1.25, 2.1, 3.3]
        let frames = try renderSample("material-indicator", width: 120, height: 120, times: times, build: Self.build)
        let centre = CGPoint(x: 60, y: 60)
        for (frame, t) in zip(frames, times) {
            let (start, end) = Self.stroke(at: t)
            let turn = t / 4
            var painted = 0
            for step in 0..<72 {
                let position = Double(step) / 72
                let along = fraction(position - turn)
                let p = point(on: centre, radius: 48, angle: CGFloat(2 * Double.pi * position))
                let actual = pixel(frame, at: p)
                if along > start + 0.02 && along < end - 0.02 {
                    painted += 1
                    #expect(near(actual, [255, 0, 0, 255], 8), "t = \(t): \(along) of the circle in [\(start), \(end)]")
                } else if along < start - 0.02 || along > end + 0.02 {
                    #expect(actual == [255, 255, 255, 255], "t = \(t): \(along) of the circle outside [\(start), \(end)]")
                }
            }
            #expect(painted > 0 || end - start < 0.1, "t = \(t): no arc drawn")
            #expect(pixel(frame, 60, 60) == [255, 255, 255, 255])
        }
    }
}
