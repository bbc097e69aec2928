import Foundation
import Lamina

// # Stress: a tree thousands of layers deep
//
// Input: a depth. Output: a `StressOutcome` whose `count` is the depth of the layer that
// hit testing the middle of the stage found (the deepest: `depth`) and whose
// `liveRenderNodes` is the render tree's nodes after the frames (`depth` + 1, the root
// too). Runs on the calling thread; what overflows a stack here is recursion over the
// tree, in commit, the render tree, evaluation, flattening, drawing, hit testing,
// conversion or deinit.
//
// Each layer is the only sublayer of the one before, offset by a thousandth of a point;
// every 1,000th clips to its bounds and one in the middle runs an animation.

package enum DeepTreeStress {
    package static func run(depth: Int = 10_000) -> StressOutcome {
        let stage = StressStage()
        var found = 0
        var nodes = 0
        let (_, ms) = timed {
            var deepest = stage.root
            stage.change {
                for level in 1...depth {
                    let layer = CALayer()
                    layer.frame = CGRect(x: 0.001, y: 0.001, width: 40, height: 40)
                    layer.name = "\(level)"
                    if level % 1_000 == 0 { layer.masksToBounds = true }
                    if level % 7 == 0 { layer.backgroundColor = CGColor(red: 0.3, green: 0.5, blue: 0.8, alpha: 1) }
                    deepest.addSublayer(layer)
                    deepest = layer
                }
                let spin = CABasicAnimation(keyPath: "opacity")
                spin.fromValue = 0.5
                spin.toValue = 1
                spin.duration = 1
                spin.repeatCount = .infinity
                var middle = stage.root
                for _ in 0..<(depth / 2) { middle = middle.sublayers![0] }
                middle.add(spin, forKey: "pulse")
            }
            for _ in 0..<3 { stage.frame() }
            nodes = stage.liveRenderNodes
            CAMediaClock.withFixedTime(stage.time) {
                let point = CGPoint(x: 20, y: 20)
                found = stage.root.hitTest(point).flatMap { Int($0.name ?? "") } ?? 0
                _ = deepest.convert(CGPoint(x: 1, y: 1), to: stage.root)
                _ = deepest.presentation()
            }
            // Teardown: the tree leaves the renderer, then the model layers go.
            stage.change { stage.root.sublayers = nil }
            stage.frame()
        }
        let outcome = StressOutcome(name: "stress_deep_tree_\(depth / 1000)k_ms", operations: depth, milliseconds: ms,
                                    liveRenderNodes: nodes, count: found)
        stage.finish()
        return outcome
    }
}
