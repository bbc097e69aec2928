import Foundation

// The per-instance records the shaders read, written as 32-bit words into a batch's
// storage and read by the shaders as RGBA32UI texels of a buffer texture (floats as their
// bit patterns). Keep in sync with Shaders/plane.vert, layer.frag, gradient.frag,
// pixel-rect.vert, shape-mask.frag, composite.frag, blur.frag and mesh.vert.

/// Texels (4 words) per record of each kind.
enum RecordStride {
    static let layer = 10
    static let contents = 17
    static let gradient = 12
    static let shapeMask = 3
    static let composite = 4
    static let blur = 4
    /// A mesh cell: the picture's rectangle, opacity and clip, then 2 texels per corner.
    static let meshCell = 10
}

/// How far an item's fringe reaches past its shape, and the part of it certainly fully
/// covered, both in plane units (see plane.vert).
struct PlaneExtent {
    /// Plane units the drawn quad is grown by (a little more than the anti-aliasing ramp).
    var margin: Float
    /// Where coverage is certainly 1 (empty: the item is drawn whole).
    var interior: PlaneRect

    /// Whether the item is drawn as interior plus fringe.
    var isSegmented: Bool { !interior.isEmpty }
}

/// An axis-aligned rectangle of a layer's plane.
struct PlaneRect {
    var minX: Float, minY: Float, maxX: Float, maxY: Float

    static let empty = PlaneRect(minX: 0, minY: 0, maxX: 0, maxY: 0)

    var isEmpty: Bool { !(maxX > minX && maxY > minY) }
    var area: Float { isEmpty ? 0 : (maxX - minX) * (maxY - minY) }
}

/// A rounded rectangle of a layer's plane in the shaders' precision: frame preparation's
/// `RoundedRectGeometry` (the rectangle and the radii of its corners as drawn).
struct PlaneShape {
    var minX: Float, minY: Float, maxX: Float, maxY: Float
    var radii: (Float, Float, Float, Float)

    init(_ g: RoundedRectGeometry) {
        minX = Float(g.minX); minY = Float(g.minY); maxX = Float(g.maxX); maxY = Float(g.maxY)
        radii = (Float(g.rTL), Float(g.rTR), Float(g.rBL), Float(g.rBR))
    }

    init(rect: CGRect) {
        let r = rect.standardized
        minX = Float(r.minX); minY = Float(r.minY); maxX = Float(r.maxX); maxY = Float(r.maxY)
        radii = (0, 0, 0, 0)
    }

    var isEmpty: Bool { !(maxX > minX && maxY > minY) }
}

extension Array where Element == UInt32 {
    @inline(__always) mutating func append(float value: Float) { append(value.bitPattern) }

    @inline(__always) mutating func appendTexel(_ a: Float, _ b: Float, _ c: Float, _ d: Float) {
        append(a.bitPattern); append(b.bitPattern); append(c.bitPattern); append(d.bitPattern)
    }

    /// The shared head of plane items: forward and inverse homographies, the shape, the
    /// fringe margin and the interior rectangle (`PlaneExtent`).
    mutating func appendPlaneHeader(transform t: CATransform3D, mapping m: PlaneMapping, shape: PlaneShape,
                                    extent: PlaneExtent, kind: UInt32, clip: Int32) {
        appendTexel(Float(t.m11), Float(t.m12), Float(t.m14), 0)
        self[count - 1] = kind
        appendTexel(Float(t.m21), Float(t.m22), Float(t.m24), 0)
        self[count - 1] = UInt32(bitPattern: clip + 1)
        appendTexel(Float(t.m41), Float(t.m42), Float(t.m44), extent.margin)
        appendTexel(Float(m.ux), Float(m.uy), Float(m.u0), 0)
        appendTexel(Float(m.vx), Float(m.vy), Float(m.v0), 0)
        appendTexel(Float(m.qx), Float(m.qy), Float(m.q0), 0)
        appendTexel(shape.minX, shape.minY, shape.maxX, shape.maxY)
        appendTexel(shape.radii.0, shape.radii.1, shape.radii.2, shape.radii.3)
        let i = extent.interior
        appendTexel(i.minX, i.minY, i.maxX, i.maxY)
    }

    /// A rectangle of target pixels (texel 0 of pixel-rectangle items).
    mutating func appendPixelRect(_ r: PixelRect) {
        appendTexel(Float(r.minX), Float(r.minY), Float(r.maxX), Float(r.maxY))
    }
}
