import Foundation

/// Hit testing with Apple's observed rules: front to back, hidden layers skipped,
/// sublayers outside their parent hit unless the parent masks to bounds, and each
/// layer's plane solved exactly through its homography (3D rotation and perspective).
extension CALayer {
    /// `hitTest(_:)`'s default: maps `p` into this layer's plane and searches there.
    package func defaultHitTest(_ p: CGPoint) -> CALayer? {
        guard !state.values.isHidden else { return nil }
        guard let local = localToParentTransform().unprojectToPlane(p) else { return nil }
        return hitTest(local: local)
    }

    /// Searches this layer and its sublayers for `q`, given in this layer's coordinates.
    package func hitTest(local q: CGPoint) -> CALayer? {
        if state.values.masksToBounds && !contains(q) { return nil }
        var hit: CALayer?
        forEachSublayerFrontToBack { sublayer in
            hit = sublayer.hitTest(q)
            return hit == nil
        }
        if let hit { return hit }
        return contains(q) ? self : nil
    }

    /// Visits the sublayers in hit-testing order (higher `zPosition` first, later
    /// siblings first among equals) until `body` returns false.
    package func forEachSublayerFrontToBack(_ body: (CALayer) -> Bool) {
        let layers = storedSublayers
        guard let first = layers.first else { return }
        if layers.allSatisfy({ $0.state.values.zPosition == first.state.values.zPosition }) {
            for layer in layers.reversed() where !body(layer) { return }
            return
        }
        let order = layers.indices.sorted { a, b in
            let za = layers[a].state.values.zPosition, zb = layers[b].state.values.zPosition
            return za != zb ? za > zb : a > b
        }
        for index in order where !body(layers[index]) { return }
    }
}

extension CATransformLayer {
    /// Tests `p` against every layer of the 3D scene below this transform layer; the
    /// hit nearest the viewer wins.
    package func hitTestScene(_ p: CGPoint) -> CALayer? {
        guard !state.values.isHidden else { return nil }
        var best: (layer: CALayer, depth: CGFloat)?
        hitTestScene(p, through: localToParentTransform(flattening: false), best: &best)
        return best?.layer
    }

    private func hitTestScene(_ p: CGPoint, through toReference: CATransform3D,
                              best: inout (layer: CALayer, depth: CGFloat)?) {
        for sublayer in storedSublayers where !sublayer.state.values.isHidden {
            let m = CATransform3DConcat(sublayer.localToParentTransform(), toReference)
            if let scene = sublayer as? CATransformLayer {
                scene.hitTestScene(p, through: m, best: &best)
                continue
            }
            guard let q = m.unprojectToPlane(p), let hit = sublayer.hitTest(local: q) else { continue }
            let h = m.project(x: q.x, y: q.y, z: 0)
            let depth = h.z / h.w
            if best == nil || depth > best!.depth { best = (hit, depth) }
        }
    }
}
