import Foundation
import Lamina

// Fuzz target 5: layer trees. Input: fuzz bytes; output: findings (invariants broken, or
// GL disagreeing with the CPU), empty when the case passed. Caller's thread.
//
// The bytes build a tree (`LayerTreeGenerator`), sometimes with an animation or two,
// which the CPU renderer draws at two times; where EGL works GL draws the same frames of
// a second tree built from the same bytes, and the two are compared with the agreement
// tolerance.

/// Renders fuzzed layer trees on both backends.
package enum TreesTarget {
    /// Runs one case on `stage`; `compare` checks GL against the CPU where GL is present.
    package static func run(_ data: [UInt8], on stage: FuzzStage, compare: Bool = true) -> [String] {
        var input = FuzzBytes(data)
        // GL draws a tree of its own built from the same bytes, so that what the CPU's
        // frames did to the model (a transition removed on completion) is not in it.
        var glInput = input
        let root = tree(&input, side: stage.side)
        let times: [CFTimeInterval] = [0, input.finite(in: 0...3)]
        let glRoot = compare && stage.hasGL ? tree(&glInput, side: stage.side) : nil
        let frames = stage.frames(of: root, glRoot: glRoot, at: times)
        var findings = frames.findings
        if compare, stage.hasGL { findings += stage.disagreements(cpu: frames.cpu, gl: frames.gl, times: times) }
        return findings
    }

    /// The tree the bytes build, sometimes with an animation or two, committed at time 0.
    static func tree(_ input: inout FuzzBytes, side: Int) -> CALayer {
        CAMediaClock.withFixedTime(0) {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            let built = LayerTreeGenerator.tree(&input, side: CGFloat(side))
            for _ in 0..<(input.oneIn(3) ? input.int(in: 1...2) : 0) {
                let target = input.choose(built.layers)
                target.add(AnimationGenerator.animation(&input, layers: built.layers), forKey: input.bool() ? "fuzz" : nil)
            }
            CATransaction.commit()
            return built.root
        }
    }
}
