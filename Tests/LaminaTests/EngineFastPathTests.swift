import Foundation
import Testing
@testable import Lamina

/// The frame loop's fast tracks must show exactly what the general programs show.
@Suite struct EngineFastPathTests {
    /// Animations of the shapes the fast path takes, and one it does not.
    static func animations() -> [(String, CAAnimation, Bool)] {
        let spin = CABasicAnimation(keyPath: "transform.rotation")
        spin.toValue = 2 * CGFloat.pi
        spin.duration = 1.5
        spin.repeatCount = .greatestFiniteMagnitude
        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = CGPoint(x: 0, y: 0)
        move.toValue = CGPoint(x: 100, y: 50)
        move.duration = 2
        move.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        move.repeatCount = 2.5
        let tint = CABasicAnimation(keyPath: "backgroundColor")
        tint.fromValue = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        tint.toValue = CGColor(red: 0, green: 1, blue: 1, alpha: 0.5)
        tint.duration = 1
        let pulse = CASpringAnimation(keyPath: "opacity")
        pulse.fromValue = 1
        pulse.toValue = 0.2
        pulse.damping = 2
        pulse.duration = 4
        let wander = CAKeyframeAnimation(keyPath: "position")
        wander.values = [CGPoint(x: 0, y: 0), CGPoint(x: 30, y: 0), CGPoint(x: 30, y: 40), CGPoint(x: 0, y: 0)]
        wander.duration = 2
        wander.repeatCount = .greatestFiniteMagnitude
        let paced = CAKeyframeAnimation(keyPath: "opacity")
        paced.values = [0, 1, 0.5]
        paced.calculationMode = .paced
        paced.duration = 3
        let reversing = CABasicAnimation(keyPath: "position.x")
        reversing.fromValue = 0
        reversing.toValue = 10
        reversing.autoreverses = true
        reversing.duration = 1
        return [("spin", spin, true), ("move", move, true), ("tint", tint, true), ("pulse", pulse, true),
                ("wander", wander, true), ("paced", paced, true), ("reversing", reversing, false)]
    }

    @Test(arguments: ["spin", "move", "tint", "pulse", "wander", "paced", "reversing"])
    func fastTrackMatchesTheProgram(_ name: String) {
        guard let (_, animation, isFast) = Self.animations().first(where: { $0.0 == name }) else { return }
        let scene = EngineScene()
        let layer = scene.addLayer()
        scene.at(0) { layer.add(animation, forKey: name) }
        guard let entry = layer.animationEntries.first else {
            Issue.record("no animation entry")
            return
        }
        #expect((entry.program.fastTrack != nil) == isFast)
        let model = RenderValues(model: layer)
        for t in stride(from: 0.0, through: 5.0, by: 0.137) {
            scene.frame(at: t)
            var expected = model
            _ = entry.program.evaluate(parentTime: t, beginTime: entry.beginTime!, into: &expected)
            let shown = scene.shown(layer)
            #expect(close(shown.position, expected.position, 1e-9))
            #expect(close(CGFloat(shown.opacity), CGFloat(expected.opacity), 1e-6))
            #expect(close(shown.transform, expected.transform, 1e-9))
            #expect(shown.backgroundColor == expected.backgroundColor
                    || zip([shown.backgroundColor?.red, shown.backgroundColor?.green, shown.backgroundColor?.blue],
                           [expected.backgroundColor?.red, expected.backgroundColor?.green, expected.backgroundColor?.blue])
                        .allSatisfy { abs(($0 ?? 0) - ($1 ?? 0)) < 1e-9 })
        }
    }
}
