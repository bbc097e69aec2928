import Foundation

// What must hold of a layer tree: tests check it after every frame of every scene.

extension CALayer {
    /// The ways this layer's subtree breaks the tree's rules; empty when it keeps them all:
    /// every sublayer's superlayer is its parent, a mask belongs to its layer (whose
    /// superlayer it has, outside its sublayers), no layer appears twice (no cycles), and
    /// every layer's geometry is finite.
    package func checkInvariants() -> [String] {
        var problems: [String] = []
        func note(_ text: String) { if problems.count < 20 { problems.append(text) } }
        var seen = Set<ObjectIdentifier>()
        var stack: [CALayer] = [self]
        while let layer = stack.popLast() {
            guard seen.insert(ObjectIdentifier(layer)).inserted else { note("\(layer) appears twice"); continue }
            let v = layer.state.values
            if !v.bounds.isFiniteRect || !v.position.isFinite || !v.anchorPoint.isFinite || !v.transform.isFinite
                || !v.sublayerTransform.isFinite || !v.zPosition.isFinite {
                note("\(layer): geometry not finite")
            }
            for sublayer in layer.storedSublayers {
                if sublayer.storedSuperlayer !== layer { note("\(sublayer): superlayer is not \(layer)") }
                stack.append(sublayer)
            }
            if let mask = layer.storedMask {
                if mask.maskedLayer !== layer { note("\(mask): masks another layer than \(layer)") }
                if mask.storedSuperlayer !== layer { note("\(mask): its superlayer is not the layer it masks") }
                if layer.storedSublayers.contains(where: { $0 === mask }) { note("\(mask): a mask among the sublayers") }
                stack.append(mask)
            }
        }
        return problems
    }
}
