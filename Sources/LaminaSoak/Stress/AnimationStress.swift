import Foundation
import Lamina

// # Stress: animations added and removed
//
// Input: a count. Output: a `StressOutcome` whose `count` is the animations the layer
// still has at the end (0) and whose `liveRenderNodes` is the render tree's nodes (the
// root and the layer: 2). Runs on the calling thread.
//
// Each round adds an opacity animation (and, every third round, a second one under
// another key) in one transaction and removes it in the next; every 100th round draws
// a frame in between, so the render tree compiles and drops animation programs too.

package enum AnimationStress {
    package static func run(count: Int = 100_000) -> StressOutcome {
        let stage = StressStage()
        let layer = CALayer()
        stage.change {
            layer.frame = CGRect(x: 8, y: 8, width: 32, height: 32)
            layer.backgroundColor = CGColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1)
            stage.root.addSublayer(layer)
        }
        stage.frame()
        let (_, ms) = timed {
            for i in 0..<count {
                stage.change {
                    let fade = CABasicAnimation(keyPath: "opacity")
                    fade.fromValue = 0
                    fade.toValue = 1
                    fade.duration = 1
                    layer.add(fade, forKey: "fade")
                    if i % 3 == 0 {
                        let move = CABasicAnimation(keyPath: "position.x")
                        move.byValue = 10
                        move.duration = 0.5
                        layer.add(move, forKey: "move")
                    }
                }
                if i % 100 == 0 { stage.frame() }
                stage.change {
                    if i % 2 == 0 { layer.removeAnimation(forKey: "fade") } else { layer.removeAllAnimations() }
                }
            }
            stage.change { layer.removeAllAnimations() }
            stage.frame()
        }
        let outcome = StressOutcome(name: "stress_animations_\(count / 1000)k_ms", operations: count, milliseconds: ms,
                                    liveRenderNodes: stage.liveRenderNodes, count: layer.animationKeys()?.count ?? 0)
        stage.finish()
        return outcome
    }
}
