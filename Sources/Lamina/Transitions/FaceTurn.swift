import Foundation

// Where the old and the new picture are during a `cube` or an `oglFlip` transition: each
// picture is a face turning in depth about an axis parallel to the entering edge, seen
// in perspective from in front of the layer's centre. Input: the progress, the layer's
// bounds and the effect's direction; output: per face, a matrix from the layer's bounds
// space to itself (homogeneous: the flattening applies it before the layer's own
// placement), or nil where the face is turned away. Read by flattening.
//
// Both effects push their faces back as they turn, so the face nearest the eye never
// comes in front of the layer's plane: the pictures stay within the layer's frame.
// The eye is `eyeDistance` × the layer's extent along the motion in front of its centre
// (perspective proportional to the layer, so a small layer turns like a large one).

enum FaceTurn {
    /// The eye's distance in front of the layer, as a multiple of its extent along the
    /// motion (m34 = −1/(2·extent); about Apple's usual −1/500 on a phone-sized layer).
    static let eyeDistance = 2.0

    /// The two faces of a cube whose side is the layer's extent along the motion, turned
    /// a quarter turn at `p` = 1: the old face leaves toward the side opposite
    /// `direction`, the new one (the cube's face on the `direction` side) comes to the
    /// front. The edge they share is nearest the eye.
    static func cube(progress p: Double, bounds: CGRect, direction: (x: CGFloat, y: CGFloat))
        -> (old: CATransform3D?, new: CATransform3D?) {
        let frame = Frame(bounds, direction)
        let phi = min(max(p, 0), 1) * .pi / 2
        let h = frame.extent / 2, c = cos(phi), s = sin(phi)
        // The cube's centre is h behind the plane; moving it back by `pull` keeps the
        // shared edge (h·(sin φ + cos φ) in front of the centre) on the plane.
        let pull = h * (s + c - 1)
        // Along the motion, per face: a′ = α·a + β and z = γ·a + δ (a: the point's
        // coordinate along the motion from the centre).
        let old = frame.face(alpha: c, beta: -h * s, gamma: s, delta: h * c - h - pull)
        let new = frame.face(alpha: s, beta: h * c, gamma: -c, delta: h * s - h - pull)
        return (phi < .pi / 2 ? old : nil, phi > 0 ? new : nil)
    }

    /// The picture turned half a turn about its centre axis across the motion: the edge
    /// on the `direction` side comes toward the eye; the old picture is its front, the
    /// new one its back (unmirrored once turned), edge-on at `p` = 0.5. The picture is
    /// pulled back by its near edge's depth, so that edge stays on the layer's plane.
    static func flip(progress p: Double, bounds: CGRect, direction: (x: CGFloat, y: CGFloat))
        -> (old: CATransform3D?, new: CATransform3D?) {
        let frame = Frame(bounds, direction)
        let theta = min(max(p, 0), 1) * .pi
        let h = frame.extent / 2, c = cos(theta), s = sin(theta)
        let pull = h * s
        let old = frame.face(alpha: c, beta: 0, gamma: s, delta: -pull)
        // The back shows the new picture through the sheet: its point a sits at −a.
        let new = frame.face(alpha: -c, beta: 0, gamma: -s, delta: -pull)
        return (c > 0 ? old : nil, c < 0 ? new : nil)
    }

    /// The layer's bounds seen along one axis of motion.
    private struct Frame {
        /// Whether the motion is horizontal; its sign along that axis (+1: toward +x or +y).
        let horizontal: Bool, sign: Double
        /// The bounds' centre along the motion and across it; the extent along it.
        let middle: Double, across: Double, extent: Double

        init(_ bounds: CGRect, _ direction: (x: CGFloat, y: CGFloat)) {
            let b = bounds.standardized
            horizontal = direction.y == 0
            sign = (horizontal ? direction.x : direction.y) < 0 ? -1 : 1
            middle = Double(horizontal ? b.midX : b.midY)
            across = Double(horizontal ? b.midY : b.midX)
            extent = Double(horizontal ? b.width : b.height)
        }

        /// A linear function of a point's coordinate along the motion, across it, and 1.
        struct Linear {
            var along: Double, across: Double, one: Double
            static func + (l: Linear, r: Linear) -> Linear { Linear(along: l.along + r.along, across: l.across + r.across, one: l.one + r.one) }
            static func * (l: Linear, k: Double) -> Linear { Linear(along: l.along * k, across: l.across * k, one: l.one * k) }
            static func + (l: Linear, k: Double) -> Linear { Linear(along: l.along, across: l.across, one: l.one + k) }
        }

        /// The face whose point at a (along the motion, from the centre, signed toward
        /// `direction`) lands at a′ = α·a + β at depth z = γ·a + δ (toward the eye),
        /// seen from `eyeDistance`·extent in front of the centre.
        func face(alpha: Double, beta: Double, gamma: Double, delta: Double) -> CATransform3D {
            let d = FaceTurn.eyeDistance * max(extent, 1e-9)
            let a = Linear(along: sign, across: 0, one: -sign * middle)
            let b = Linear(along: 0, across: 1, one: -across)
            let z = a * gamma + delta
            let w = z * (-1 / d) + 1
            // Homogeneous: the centre scaled by w plus the offsets from it.
            let alongOut = w * middle + (a * alpha + beta) * sign
            let acrossOut = w * across + b
            let x = horizontal ? alongOut : acrossOut, y = horizontal ? acrossOut : alongOut
            func inX(_ l: Linear) -> CGFloat { CGFloat(horizontal ? l.along : l.across) }
            func inY(_ l: Linear) -> CGFloat { CGFloat(horizontal ? l.across : l.along) }
            var m = CATransform3DIdentity
            m.m11 = inX(x); m.m21 = inY(x); m.m41 = CGFloat(x.one)
            m.m12 = inX(y); m.m22 = inY(y); m.m42 = CGFloat(y.one)
            m.m13 = inX(z); m.m23 = inY(z); m.m43 = CGFloat(z.one); m.m33 = 1
            m.m14 = inX(w); m.m24 = inY(w); m.m44 = CGFloat(w.one)
            return m
        }
    }
}
