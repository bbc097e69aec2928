import Foundation

// A `CATransition` as the render tree runs it. When a commit starts a transition on a
// layer, the tree freezes what the layer showed until then (its subtree, as presented,
// without animations) — the "before" picture — and flattening draws that picture and the
// layer's new state together, placed and faded by the effect at the transition's
// progress, until the animation is removed. Read on the thread that drives frames.

/// What a transition does to the old and the new picture at a given progress.
package struct TransitionEffect: Equatable, Sendable {
    /// Apple's four public types and the eight private ones the seeds use.
    package enum Kind: String, Sendable, CaseIterable {
        case fade, push, moveIn, reveal
        case cube, oglFlip, pageCurl, pageUnCurl, rippleEffect, suckEffect
        case cameraIrisHollowOpen, cameraIrisHollowClose
    }

    package var kind: Kind
    /// The side the new content comes from (or the old one leaves towards, for
    /// `reveal`; the edge a page lifts from, for the curls), as a unit vector in the
    /// layer's coordinates (y down).
    package var direction: (x: CGFloat, y: CGFloat)
    package var startProgress: Double
    package var endProgress: Double

    /// The effect of `transition` (its type and subtype).
    ///
    /// Every type the seeds name is drawn; an unknown type string is drawn as a fade,
    /// with a diagnostic. No subtype means from the left, as on Apple's platforms, except
    /// for the page curls, which lift from the bottom edge (UIKit's curl up).
    package init(_ transition: CATransition) {
        if let kind = Kind(rawValue: transition.type.rawValue) {
            self.kind = kind
        } else {
            kind = .fade
            LaminaDiagnostics.report(.invalidArgument,
                "CATransition type \"\(transition.type.rawValue)\" is unknown; it fades instead")
        }
        switch transition.subtype {
        case .fromRight?: direction = (1, 0)
        case .fromTop?: direction = (0, -1)
        case .fromBottom?: direction = (0, 1)
        case .fromLeft?: direction = (-1, 0)
        default: direction = kind == .pageCurl || kind == .pageUnCurl ? (0, 1) : (-1, 0)
        }
        startProgress = Double(transition.startProgress)
        endProgress = Double(transition.endProgress)
    }

    package static func == (a: TransitionEffect, b: TransitionEffect) -> Bool {
        a.kind == b.kind && a.direction == b.direction && a.startProgress == b.startProgress
            && a.endProgress == b.endProgress
    }

    /// Whether it is drawn by placing the two pictures (fade, push, moveIn, reveal), not
    /// by turning, warping or masking them.
    package var isPlacement: Bool { kind == .fade || kind == .push || kind == .moveIn || kind == .reveal }

    /// Where the old and new pictures are (offsets in the layer's coordinates), how
    /// opaque, and which is on top, at `progress` (0: all old, 1: all new) for a layer
    /// of `size`:
    /// - fade: a cross-dissolve, (1 − p)·old + p·new (the opacities are those weights);
    /// - push: the new comes in from `direction` while pushing the old out the other way;
    /// - moveIn: the new slides in over the old;
    /// - reveal: the old slides out towards the other side, uncovering the new.
    package func layout(progress p: Double, size: CGSize)
        -> (old: CGPoint, new: CGPoint, oldOpacity: Float, newOpacity: Float, newOnTop: Bool) {
        let p = CGFloat(min(max(p, 0), 1))
        let span = CGPoint(x: direction.x * size.width, y: direction.y * size.height)
        let incoming = CGPoint(x: span.x * (1 - p), y: span.y * (1 - p))
        let outgoing = CGPoint(x: -span.x * p, y: -span.y * p)
        switch kind {
        case .fade: return (.zero, .zero, Float(1 - p), Float(p), true)
        case .push: return (outgoing, incoming, 1, 1, true)
        case .moveIn: return (.zero, incoming, 1, 1, true)
        case .reveal: return (outgoing, .zero, 1, 1, false)
        default: return (.zero, .zero, 1, 1, true)
        }
    }
}

/// A transition running on a render-tree node: its animation and the frozen picture of
/// what the layer showed before.
package final class LayerTransition: @unchecked Sendable {
    package let entry: AnimationEntry
    package let effect: TransitionEffect
    /// The layer's subtree as it was on screen when the transition began (no animations).
    package let before: RenderTree

    init(entry: AnimationEntry, effect: TransitionEffect, before: RenderTree) {
        self.entry = entry
        self.effect = effect
        self.before = before
    }
}

extension RenderTree {
    /// The subtree of node `index` as it is presented now, frozen: values as last
    /// evaluated, default timing, no animations.
    func frozenSubtree(at index: Int) -> RenderTree {
        var snapshots: [LayerSnapshot] = []
        var stack = [index]
        while let i = stack.popLast() {
            let node = nodes[i]
            snapshots.append(LayerSnapshot(id: node.id, kind: node.kind, values: presented[i], timing: .layerDefault,
                                           sublayers: node.sublayerIDs, mask: node.maskID, animations: []))
            stack.append(contentsOf: node.sublayers)
            if node.mask >= 0 { stack.append(node.mask) }
        }
        var tree = RenderTree()
        _ = tree.apply(snapshots, rootID: nodes[index].id)
        return tree
    }
}
