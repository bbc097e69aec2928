import Foundation

extension RenderTree {
    /// A render tree of `layer`'s subtree with its model values, no animations: what
    /// `render(in:)` draws ("directly from the layer tree, ignoring any animations added
    /// to the render tree", as Apple documents it).
    package init(modelOf layer: CALayer) {
        self.init()
        var snapshots: [LayerSnapshot] = []
        func collect(_ layer: CALayer) {
            snapshots.append(LayerSnapshot(layer, includingAnimations: false))
            layer.storedSublayers.forEach(collect)
            if let mask = layer.storedMask { collect(mask) }
        }
        collect(layer)
        _ = apply(snapshots, rootID: layer.layerID)
    }
}
