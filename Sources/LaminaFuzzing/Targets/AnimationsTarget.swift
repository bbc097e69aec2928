import Foundation
import Lamina

// Fuzz target 3: animation evaluation. Input: fuzz bytes; output: findings (invariants
// broken, a model value changed by an animation), empty when the case passed. Caller's
// thread.
//
// The bytes build a small tree, add animations of every class with random timing, key
// paths and values (`AnimationGenerator`), sometimes remove or replace them, then read
// `presentation()` at random times (before the begin time, inside, at the ends, far past
// them) and draw frames with the CPU renderer at those times.

/// Evaluates fuzzed animations.
package enum AnimationsTarget {
    /// Runs one case on `stage` (its CPU renderer only).
    package static func run(_ data: [UInt8], on stage: FuzzStage) -> [String] {
        var input = FuzzBytes(data)
        var findings: [String] = []
        let (root, layers) = CAMediaClock.withFixedTime(0) { () -> (CALayer, [CALayer]) in
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            let built = LayerTreeGenerator.tree(&input, side: CGFloat(stage.side), maxLayers: 4)
            CATransaction.commit()
            return built
        }
        let models = layers.map { ($0.position, $0.bounds, $0.opacity) }
        let animationCount = input.int(in: 1...4)
        CAMediaClock.withFixedTime(0) {
            CATransaction.begin()
            for _ in 0..<animationCount {
                let layer = input.choose(layers)
                let key: String? = input.oneIn(4) ? nil : input.choose(["a", "b", "position", "transform"])
                layer.add(AnimationGenerator.animation(&input, layers: layers), forKey: key)
                if input.oneIn(6) { layer.removeAnimation(forKey: input.choose(["a", "b", "position", "transform"])) }
                if input.oneIn(10) { layer.removeAllAnimations() }
            }
            CATransaction.commit()
        }
        let times = (0..<input.int(in: 1...4)).map { _ in input.double(typical: -1...6) }.filter(\.isFinite)
        for t in times {
            CAMediaClock.withFixedTime(t) {
                for layer in layers {
                    guard let presentation = layer.presentation() else { continue }
                    _ = presentation.position
                    _ = presentation.bounds
                    _ = presentation.transform
                    _ = presentation.opacity
                    _ = presentation.value(forKeyPath: ValueGenerator.keyPath(&input))
                    for key in layer.animationKeys() ?? [] { _ = layer.animation(forKey: key) }
                }
            }
        }
        for (layer, model) in zip(layers, models)
        where !same(layer.position, model.0) || !same(layer.bounds, model.1) || !(layer.opacity == model.2 || layer.opacity.isNaN && model.2.isNaN) {
            findings.append("\(layer): an animation changed the model layer")
        }
        findings += stage.frames(of: root, at: times.filter { $0 >= 0 }.sorted()).findings
        return findings
    }

    private static func same(_ a: CGPoint, _ b: CGPoint) -> Bool { a == b || (a.x.isNaN || a.y.isNaN) }
    private static func same(_ a: CGRect, _ b: CGRect) -> Bool { a == b || a.isNull && b.isNull }
}
