import Foundation
import Testing
import Lamina
import LaminaKit

/// Follows example 5.2 of *iOS Core Animation: Advanced Techniques* as written up in
/// chandler7k's Playground (https://github.com/chandler7k/Playground,
/// `Core_Animation/Chapter-5/5-2/5-2/ViewController.m`): a light grey 100 × 100 view
/// turned π/4 about the y axis under a perspective of m34 = −1/500.
@Suite("Core Animation Advanced Techniques 5.2: rotation about y with m34 perspective")
struct PerspectiveTiltTests {
    static func build(_ stage: SampleStage) {
        stage.setUp {
            let layerView = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
            stage.root.addSublayer(layerView.layer)
            layerView.backgroundColor = .lightGray
            var transform = CATransform3DIdentity
            transform.m34 = -1.0 / 500.0
            transform = CATransform3DRotate(transform, .pi / 4, 0, 1, 0)
            layerView.layer.transform = transform
        }
    }

    /// Where the layer point (x, y) (from its centre) lands on screen: turned about y
    /// (x′ = x·cos a, z′ = −x·sin a), divided by w = 1 − z′/500, about the centre (150, 150).
    static func project(_ x: Double, _ y: Double) -> CGPoint {
        let a = Double.pi / 4
        let w = 1 + x * sin(a) / 500
        return CGPoint(x: 150 + x * cos(a) / w, y: 150 + y / w)
    }

    @Test("the square is the trapezoid its corners project to: the right side farther, so shorter")
    func squareProjectsToATrapezoid() throws {
        let frames = try renderSample("perspective-tilt", width: 300, height: 300, times: [0.1], build: Self.build)
        let frame = frames[0]
        let grey = [170, 170, 170, 255], white = [255, 255, 255, 255]
        // Points of the layer, projected: inside (|x|, |y| ≤ 47) grey, outside (≥ 53) white.
        for x in stride(from: -47.0, through: 47, by: 4.7) {
            for y in [-47.0, -20, 0, 20, 47] {
                #expect(near(pixel(frame, at: Self.project(x, y)), grey, 1), "layer point (\(x), \(y))")
            }
        }
        for (x, y) in [(53.0, 0.0), (-53, 0), (0, 53), (0, -53), (53, 45), (-53, -45), (30, 53), (-30, -53)] {
            #expect(pixel(frame, at: Self.project(x, y)) == white, "outside point (\(x), \(y))")
        }
        let right = Self.project(50, 50), left = Self.project(-50, 50)
        #expect(right.y - 150 < 47 && left.y - 150 > 53)
    }
}
