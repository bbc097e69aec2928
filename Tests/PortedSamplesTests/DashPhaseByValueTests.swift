import Foundation
import Testing
import Lamina
import LaminaKit

/// Follows Day 22 of Jinsei Shima's Daily iOS Animations
/// (https://github.com/shima11/Daily_iOS_Animations, `DailyiOSAnimations/Day22ViewController.swift`):
/// a circle drawn as a rounded rectangle whose corner radius is half its side, stroked
/// light grey 2 points wide with the dash pattern [8, 4], its `lineDashPhase` animated by
/// `byValue` 12 each second (linear, for ever) — from the current phase, 0, to 12.
@Suite("Daily iOS Animations 22: lineDashPhase by a byValue animation on a rounded-rect circle")
struct DashPhaseByValueTests {
    static func build(_ stage: SampleStage) {
        stage.setUp {
            let ring = CAShapeLayer()
            ring.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
            ring.position = CGPoint(x: 120, y: 120)
            ring.strokeColor = UIColor.lightGray.cgColor
            ring.fillColor = UIColor.clear.cgColor
            stage.root.addSublayer(ring)
            ring.path = UIBezierPath(roundedRect: ring.bounds, cornerRadius: ring.bounds.size.width / 2).cgPath
            ring.lineWidth = 2.0
            ring.lineDashPattern = [8, 4]

            let march = CABasicAnimation(keyPath: "lineDashPhase")
            march.byValue = 12
            march.duration = 1
            march.timingFunction = CAMediaTimingFunction(name: .linear)
            march.repeatCount = .greatestFiniteMagnitude
            ring.add(march, forKey: nil)
        }
    }

    /// The ink on the circle (radius 100 about (120, 120)) at `angle`: grey 170 on white,
    /// the largest coverage between radii 98.5 and 101.5.
    static func ink(_ image: CGImage, angle: Double) -> Double {
        stride(from: 98.5, through: 101.5, by: 0.5).map { r in
            Double(255 - pixel(image, at: point(on: CGPoint(x: 120, y: 120), radius: CGFloat(r), angle: CGFloat(angle)))[0]) / 85
        }.max() ?? 0
    }

    @Test("the circle is dashed 8 on, 4 off, and the dashes crawl backwards 12 points a second")
    func dashesCrawlBackwards() throws {
        let t0: CFTimeInterval = 0.5, dt = 0.25
        let frames = try renderSample("dash-byvalue", width: 240, height: 240, times: [t0, t0 + dt], build: Self.build)
        // Along the top of the circle (angles about −π/2), 1 point of arc is 1/100 radian.
        let steps = (-300...300).map { -Double.pi / 2 + Double($0) / 1000 }
        let before = steps.map { Self.ink(frames[0], angle: $0) }
        let after = steps.map { Self.ink(frames[1], angle: $0) }
        // Inked about 8 of every 12 points.
        let inked = before.filter { $0 > 0.5 }.count
        #expect(abs(Double(inked) / Double(steps.count) - 8.0 / 12) < 0.06, "inked share \(inked) of \(steps.count)")
        // The phase grew by 3 points: each dash is 3 points further back along the path
        // (the path runs clockwise, so at the top the dashes have moved left).
        var agree = 0, checked = 0
        for i in 40..<(steps.count - 40) where abs(before[i] - 0.5) > 0.4 {
            checked += 1
            if (before[i] > 0.5) == (after[i - 30] > 0.5) { agree += 1 }
        }
        #expect(checked > 300)
        #expect(Double(agree) / Double(checked) > 0.97, "\(agree) of \(checked) samples moved 3 points left")
    }
}
