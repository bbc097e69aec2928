import Foundation
import Lamina

// Fuzz target 4: key-value coding. Input: fuzz bytes; output: findings (the tree's rules
// broken), empty when the case passed. Caller's thread.
//
// The bytes build a small tree of every layer class, then a run of
// `setValue(_:forKeyPath:)`, `setValue(_:forKey:)`, `value(forKeyPath:)` and
// `value(forKey:)` calls with random key paths and values of every type (layers of the
// same tree among them, so that `sublayers` and `mask` are offered cycles), each on
// a random layer or emitter cell; the tree must still keep its rules and draw.

/// Drives key-value coding with fuzzed key paths and values.
package enum KeyValueTarget {
    /// Runs one case on `stage` (its CPU renderer only).
    package static func run(_ data: [UInt8], on stage: FuzzStage) -> [String] {
        var input = FuzzBytes(data)
        let (root, layers) = CAMediaClock.withFixedTime(0) { () -> (CALayer, [CALayer]) in
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            var built = LayerTreeGenerator.tree(&input, side: CGFloat(stage.side), maxLayers: 4)
            for layerClass in LayerTreeGenerator.layerClasses where input.bool() {
                let layer = LayerTreeGenerator.make(layerClass)
                built.root.addSublayer(layer)
                built.layers.append(layer)
            }
            CATransaction.commit()
            return built
        }
        let calls = input.int(in: 1...12)
        CAMediaClock.withFixedTime(0) {
            CATransaction.begin()
            CATransaction.setDisableActions(input.bool())
            for _ in 0..<calls {
                if input.isExhausted { break }
                let layer = input.choose(layers)
                let keyPath = ValueGenerator.keyPath(&input)
                switch input.byte() % 6 {
                case 0, 1: layer.setValue(ValueGenerator.value(&input, layers: layers), forKeyPath: keyPath)
                case 2: layer.setValue(ValueGenerator.value(&input, layers: layers), forKey: keyPath)
                case 3: _ = layer.value(forKeyPath: keyPath)
                case 4: _ = layer.value(forKey: keyPath)
                default:
                    let cells = (layer as? CAEmitterLayer)?.emitterCells ?? []
                    if let cell = cells.first {
                        cell.setValue(ValueGenerator.value(&input, layers: layers), forKeyPath: keyPath)
                        _ = cell.value(forKeyPath: keyPath)
                    } else {
                        _ = layer.presentation()?.value(forKeyPath: keyPath)
                    }
                }
            }
            LayerTreeGenerator.keepCheap(layers)
            CATransaction.commit()
        }
        return stage.frames(of: root, at: [0, 0.5]).findings
    }
}
