import Foundation
import Testing
import Lamina
import LaminaKit

/// Follows "Animating shapes in iOS" by Kristaps Grinbergs
/// (https://kristaps.me/blog/animating-shapes-in-ios): a CAShapeLayer morphs between a
/// square and a triangle built from the same number of points (the triangle's apex is
/// two coincident corners), two `path` animations one after the other by `beginTime`
/// inside a repeating CAAnimationGroup, which holds the duration and repeat count.
@Suite("kristaps.me: square ↔ triangle path morph in an animation group")
struct ShapeMorphGroupTests {
    static func square() -> UIBezierPath {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 100))
        path.addLine(to: CGPoint(x: 0, y: 100))
        path.close()
        return path
    }

    static func triangle() -> UIBezierPath {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 50, y: 0))
        path.addLine(to: CGPoint(x: 50, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 100))
        path.addLine(to: CGPoint(x: 0, y: 100))
        path.close()
        return path
    }

    static func build(_ stage: SampleStage) {
        stage.setUp {
            let shapeLayer = CAShapeLayer()
            shapeLayer.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
            shapeLayer.fillColor = UIColor.red.cgColor
            shapeLayer.path = square().cgPath
            stage.root.addSublayer(shapeLayer)

            let toTriangle = CABasicAnimation(keyPath: "path")
            toTriangle.fromValue = square().cgPath
            toTriangle.toValue = triangle().cgPath
            toTriangle.beginTime = 0
            toTriangle.duration = 1

            let toSquare = CABasicAnimation(keyPath: "path")
            toSquare.fromValue = triangle().cgPath
            toSquare.toValue = square().cgPath
            toSquare.beginTime = 1
            toSquare.duration = 1

            let animationGroup = CAAnimationGroup()
            animationGroup.animations = [toTriangle, toSquare]
            animationGroup.duration = 2
            animationGroup.repeatCount = .infinity
            shapeLayer.add(animationGroup, forKey: "morph")
        }
    }

    /// How far the top corners have moved toward the apex at `t` (0 square, 1 triangle).
    static func morph(at t: Double) -> Double {
        let g = t.truncatingRemainder(dividingBy: 2)
        return g < 1 ? g : 2 - g
    }

    @Test("the shape is the point-by-point blend of square and triangle")
    func shapeIsTheBlend() throws {
        let times: [CFTimeInterval] = [0.25, 0.5, 0.9, 1.5, 2.75]
        let frames = try renderSample("morph", width: 200, height: 200, times: times, build: Self.build)
        for (frame, t) in zip(frames, times) {
            let m = Self.morph(at: t)
            let topLeft = 50 * m, topRight = 100 - 50 * m
            var inside = 0
            for y in stride(from: 2.5, to: 100, by: 7) {
                let left = topLeft * (1 - y / 100), right = topRight + (100 - topRight) * y / 100
                for x in stride(from: 0.5, to: 100, by: 3) {
                    let actual = pixel(frame, 50 + Int(x), 50 + Int(y))
                    if x > left + 1.5 && x < right - 1.5 {
                        inside += 1
                        #expect(actual == [255, 0, 0, 255], "t = \(t): (\(x), \(y)) inside")
                    } else if x < left - 1.5 || x > right + 1.5 {
                        #expect(actual == [255, 255, 255, 255], "t = \(t): (\(x), \(y)) outside")
                    }
                }
            }
            #expect(inside > 100)
        }
    }
}
