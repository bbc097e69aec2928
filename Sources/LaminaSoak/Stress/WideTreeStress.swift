import Foundation
import Lamina

// # Stress: a tree a hundred thousand layers wide
//
// Input: a layer count. Output: a `StressOutcome` whose `liveRenderNodes` is the render
// tree's nodes after the frames (`count` + 1) and whose `count` is the sublayers left
// after the teardown (0). Runs on the calling thread.
//
// `count` small coloured layers, siblings under one root, tile the stage; three frames
// are drawn (one animated: every 100th layer pulses), the middle is hit tested, then
// the root's sublayers are dropped in one assignment and a frame frees their nodes.

package enum WideTreeStress {
    package static func run(count: Int = 100_000, width: Int = 320, height: Int = 240) -> StressOutcome {
        let stage = StressStage(width: width, height: height)
        var nodes = 0
        let (_, ms) = timed {
            stage.change {
                var layers: [CALayer] = []
                layers.reserveCapacity(count)
                let columns = width / 2
                for i in 0..<count {
                    let layer = CALayer()
                    layer.frame = CGRect(x: CGFloat(i % columns) * 2, y: CGFloat((i / columns) % (height / 2)) * 2,
                                         width: 2, height: 2)
                    layer.backgroundColor = CGColor(red: CGFloat(i % 7) / 7, green: 0.5, blue: 0.5, alpha: 1)
                    if i % 100 == 0 {
                        let pulse = CABasicAnimation(keyPath: "opacity")
                        pulse.fromValue = 0.2
                        pulse.toValue = 1
                        pulse.duration = 0.5
                        pulse.repeatCount = .infinity
                        layer.add(pulse, forKey: "pulse")
                    }
                    layers.append(layer)
                }
                stage.root.sublayers = layers
            }
            for _ in 0..<3 { stage.frame() }
            nodes = stage.liveRenderNodes
            _ = CAMediaClock.withFixedTime(stage.time) { stage.root.hitTest(CGPoint(x: width / 2, y: height / 2)) }
            stage.change { stage.root.sublayers = nil }
            stage.frame()
        }
        let outcome = StressOutcome(name: "stress_wide_tree_\(count / 1000)k_ms", operations: count, milliseconds: ms,
                                    liveRenderNodes: nodes, count: stage.root.sublayers?.count ?? 0)
        stage.finish()
        return outcome
    }
}
