import Foundation
import Lamina

// Fuzz target 5: layer trees. Input: fuzz bytes; output: findings (invariants broken, or
// GL disagreeing with the CPU), empty when the case passed. Caller's thread.
//
// The bytes build a tree (`LayerTreeGenerator`), sometimes with an animation or two,
// which the CPU renderer draws at two times; where EGL works GL draws the same frames and
// the two are compared with the agreement tolerance.

/// Renders fuzzed layer trees on both backends.
package enum TreesTarget {
    /// Runs one case on `stage`; `compare` checks GL against the CPU where GL is present.
    package static func run(_ data: [UInt8], on stage: FuzzStage, compare: Bool = true) -> [String] {
        var input = FuzzBytes(data)
        let (root, layers) = CAMediaClock.withFixedTime(0) { () -> (CALayer, [CALayer]) in
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            let built = LayerTreeGenerator.tree(&input, side: CGFloat(stage.side))
            for _ in 0..<(input.oneIn(3) ? input.int(in: 1...2) : 0) {
                let target = input.choose(built.layers)
                target.add(AnimationGenerator.animation(&input, layers: built.layers), forKey: input.bool() ? "fuzz" : nil)
            }
            CATransaction.commit()
            return built
        }
        _ = layers
        let times: [CFTimeInterval] = [0, input.finite(in: 0...3)]
        let frames = stage.frames(of: root, at: times)
        var findings = frames.findings
        if compare, stage.hasGL { findings += stage.disagreements(cpu: frames.cpu, gl: frames.gl, times: times) }
        return findings
    }
}
