import Foundation
import Lamina

// # Stress: transactions nested deep
//
// Input: a depth. Output: a `StressOutcome` whose `count` is the completion blocks that
// ran (one per level: `depth`). Runs on the calling thread.
//
// `depth` explicit transactions are begun one inside the other, each with its own
// animation duration and completion block and a change to a layer's opacity (an
// implicit animation), then committed from the innermost out; frames are drawn until the
// animations are done, which runs the completion blocks.

package enum NestingStress {
    package static func run(depth: Int = 10_000) -> StressOutcome {
        let stage = StressStage()
        let layer = CALayer()
        stage.change {
            layer.frame = CGRect(x: 8, y: 8, width: 32, height: 32)
            layer.backgroundColor = CGColor(red: 0.2, green: 0.7, blue: 0.3, alpha: 1)
            stage.root.addSublayer(layer)
        }
        stage.frame()
        var completions = 0
        let (_, ms) = timed {
            CAMediaClock.withFixedTime(stage.time) {
                for level in 0..<depth {
                    CATransaction.begin()
                    CATransaction.setAnimationDuration(0.1 + Double(level % 10) * 0.01)
                    CATransaction.setCompletionBlock { completions += 1 }
                    layer.opacity = Float(level % 100) / 100
                }
                for _ in 0..<depth { CATransaction.commit() }
            }
            for _ in 0..<30 { stage.frame(after: 0.05) }
        }
        let outcome = StressOutcome(name: "stress_nesting_\(depth / 1000)k_ms", operations: depth, milliseconds: ms,
                                    liveRenderNodes: stage.liveRenderNodes, count: completions)
        stage.finish()
        return outcome
    }
}
