import Foundation
import Testing
import Lamina
import LaminaKit

/// Follows `CircleAroundViewController` of sjcode's AnimationPlayground
/// (https://github.com/sjcode/AnimationPlayground,
/// `AnimationPlayground/Controller/CircleAroundViewController.swift`): a 30 × 30 picture
/// layer orbits an image view along the ellipse of its bounds grown by 20 points — a
/// CAKeyframeAnimation of `position` along that path, additive, paced, turned to the
/// path's tangent (`rotateAuto`), 4 s a lap, for ever. The sample's snowman picture is
/// drawn here: its left half blue, its right half red, so its turn shows.
@Suite("AnimationPlayground: CAKeyframeAnimation along an ellipse, paced, rotateAuto")
struct OrbitKeyframeTests {
    /// The picture: 30 × 30, blue on the left, red on the right.
    static func picture() -> CGImage {
        let context = CGContext(data: nil, width: 30, height: 30, bitsPerComponent: 8, bytesPerRow: 120,
                                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        context.setFillColor(UIColor.blue.cgColor)
        context.fill(CGRect(x: 0, y: 0, width: 15, height: 30))
        context.setFillColor(UIColor.red.cgColor)
        context.fill(CGRect(x: 15, y: 0, width: 15, height: 30))
        return context.makeImage()!
    }

    static func build(_ stage: SampleStage) {
        stage.setUp {
            let layerView = UIImageView(image: nil)
            layerView.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
            stage.root.addSublayer(layerView.layer)

            let manLayer = CALayer()
            manLayer.contents = picture()
            manLayer.bounds = CGRect(x: 0, y: 0, width: 30, height: 30)
            layerView.layer.addSublayer(manLayer)

            let frame = layerView.bounds.insetBy(dx: -20, dy: -20)
            let path = CGPath(ellipseIn: frame, transform: nil)
            let animation = CAKeyframeAnimation()
            animation.keyPath = "position"
            animation.path = path
            animation.duration = 4
            animation.isAdditive = true
            animation.repeatCount = .infinity
            animation.calculationMode = .paced
            animation.rotationMode = .rotateAuto
            manLayer.add(animation, forKey: "circlearound")
        }
    }

    @Test("the picture is where constant speed puts it on the circle, its right half facing forward")
    func pictureOrbitsFacingForward() throws {
        let times: [CFTimeInterval] = [0.5, 1.7, 3.1, 5.0]
        let frames = try renderSample("orbit", width: 200, height: 200, times: times, build: Self.build)
        for (frame, t) in zip(frames, times) {
            // The ellipse of (−20, −20, 140, 140) starts at its right and runs clockwise on
            // screen; the layer's model position (0, 0) adds nothing; the view is at (50, 50).
            let phi = 2 * Double.pi * fraction(t / 4)
            let centre = CGPoint(x: 50 + 50 + 70 * cos(phi), y: 50 + 50 + 70 * sin(phi))
            let tangent = (x: -sin(phi), y: cos(phi))
            let normal = (x: cos(phi), y: sin(phi))
            func at(_ along: Double, _ across: Double) -> [Int] {
                pixel(frame, at: CGPoint(x: centre.x + along * tangent.x + across * normal.x,
                                         y: centre.y + along * tangent.y + across * normal.y))
            }
            for across in [-10.0, 0, 10] {
                #expect(near(at(8, across), [255, 0, 0, 255], 6), "t = \(t): ahead of the centre, \(across) across")
                #expect(near(at(-8, across), [0, 0, 255, 255], 6), "t = \(t): behind the centre, \(across) across")
            }
            #expect(at(19, 0) == [255, 255, 255, 255], "t = \(t): beyond the picture's front")
            #expect(at(0, 19) == [255, 255, 255, 255], "t = \(t): beyond the picture's side")
            #expect(pixel(frame, 100, 100) == [255, 255, 255, 255])
        }
    }
}
