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
    ///
    /// What a sublayer's `hitTest(_:)` would do is done here, with a stack of its own,
    /// for the layer classes whose `hitTest(_:)` is this default (Lamina's own, but for
    /// `CATransformLayer`): a tree of any depth is searched without recursing. A
    /// subclass's `hitTest(_:)` (which may override) is called as before.
    package func hitTest(local q: CGPoint) -> CALayer? {
        struct Level {
            let layer: CALayer
            let point: CGPoint
            let sublayers: [CALayer]
            var next = 0
        }
        func enter(_ layer: CALayer, _ q: CGPoint) -> Level? {
            if layer.state.values.masksToBounds && !layer.contains(q) { return nil }
            return Level(layer: layer, point: q, sublayers: layer.sublayersFrontToBack)
        }
        guard let first = enter(self, q) else { return nil }
        var levels = [first]
        while let top = levels.indices.last {
            let level = levels[top]
            guard level.next < level.sublayers.count else {
                // No sublayer was hit: the layer itself, if it contains the point, is the
                // hit of every layer above it too.
                levels.removeLast()
                if level.layer.contains(level.point) { return level.layer }
                continue
            }
            levels[top].next += 1
            let sublayer = level.sublayers[level.next]
            if sublayer.usesDefaultHitTest {
                guard !sublayer.state.values.isHidden,
                      let local = sublayer.localToParentTransform().unprojectToPlane(level.point) else { continue }
                if let below = enter(sublayer, local) { levels.append(below) }
            } else if let hit = sublayer.hitTest(level.point) {
                return hit
            }
        }
        return nil
    }

    /// Whether the layer's class keeps `hitTest(_:)` as `defaultHitTest(_:)`: Lamina's
    /// own classes but `CATransformLayer` (a subclass may override it).
    private var usesDefaultHitTest: Bool {
        let kind = ObjectIdentifier(type(of: self))
        return kind == ObjectIdentifier(CALayer.self) || kind == ObjectIdentifier(CAShapeLayer.self)
            || kind == ObjectIdentifier(CAGradientLayer.self) || kind == ObjectIdentifier(CATextLayer.self)
            || kind == ObjectIdentifier(CAReplicatorLayer.self) || kind == ObjectIdentifier(CAScrollLayer.self)
            || kind == ObjectIdentifier(CAEmitterLayer.self)
    }

    /// The sublayers in hit-testing order (`forEachSublayerFrontToBack`).
    private var sublayersFrontToBack: [CALayer] {
        var order: [CALayer] = []
        forEachSublayerFrontToBack { order.append($0); return true }
        return order
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
