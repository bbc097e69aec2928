import Foundation
import Lamina

// # Stress: a layer added and removed
//
// Input: a count. Output: a `StressOutcome` whose `liveRenderNodes` is what the render
// tree holds once the last layer is gone (the root alone: 1) and whose `count` is the
// root's sublayers at the end (0). Runs on the calling thread.
//
// Each round adds a fresh layer to a drawn root in one transaction and removes it in
// another; every 100th round draws a frame between the two, so the render tree makes
// and frees nodes too.

package enum AddRemoveStress {
    package static func run(count: Int = 100_000) -> StressOutcome {
        let stage = StressStage()
        stage.frame()
        let (_, ms) = timed {
            for i in 0..<count {
                let layer = CALayer()
                stage.change {
                    layer.frame = CGRect(x: CGFloat(i % 48), y: CGFloat(i % 40), width: 16, height: 16)
                    layer.backgroundColor = CGColor(red: 0.9, green: 0.3, blue: 0.2, alpha: 1)
                    stage.root.addSublayer(layer)
                }
                if i % 100 == 0 { stage.frame() }
                stage.change { layer.removeFromSuperlayer() }
            }
            stage.frame()
        }
        let outcome = StressOutcome(name: "stress_add_remove_\(count / 1000)k_ms", operations: count, milliseconds: ms,
                                    liveRenderNodes: stage.liveRenderNodes, count: stage.root.sublayers?.count ?? 0)
        stage.finish()
        return outcome
    }
}
