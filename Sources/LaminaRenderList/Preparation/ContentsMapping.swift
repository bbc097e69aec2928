import Foundation

// How a layer's `contents` image maps onto the layer's plane, worked out once per item the
// same way for both backends: the destination rectangle (from `contentsGravity`) and which
// of its sides reach the layer's shape (those are left to the shape's own anti-aliasing, so
// a shared edge is not softened twice), plane → texel coordinates through `contentsRect`,
// `contentsCenter` stretching, and the filter, chosen by whether the image is minified at
// the shape's centre (as Core Animation picks minificationFilter or magnificationFilter).

/// A `ContentsItem` mapped onto its layer's plane.
package struct ContentsMapping {
    /// The destination rectangle in the plane (standardized).
    package let destination: CGRect
    /// The destination's edges, sides that reach the shape moved out of the way (±10¹²).
    package let edges: (minX: Double, minY: Double, maxX: Double, maxY: Double)
    /// Whether every side reaches the shape: the destination adds no edge of its own.
    package let coversShape: Bool
    /// Plane → texel coordinates without stretching: u = au·x + bu, v = av·y + bv.
    package let au: Double, bu: Double, av: Double, bv: Double
    /// `contentsCenter` stretching; nil for plain scaling.
    package let ninePart: (x: NinePartAxis, y: NinePartAxis)?
    /// The source rectangle in texels.
    package let sourceTexels: (x: Double, y: Double, width: Double, height: Double)
    package let isFlipped: Bool
    /// Whether the image is minified at the shape's centre, and the filter that applies.
    package let minifying: Bool
    package let filter: ContentsFilterKind

    /// `c` (an image of `width` × `height` texels) on a layer whose shape is `shape`
    /// (plane coordinates) seen through `mapping`; nil when it shows nothing.
    package init?(_ c: ContentsItem, width: Int, height: Int, shape: CGRect, mapping: PlaneMapping) {
        let d = c.destinationRect.standardized
        let s = c.sourceRect
        guard width > 0, height > 0, d.width > 0, d.height > 0,
              d.minX.isFinite, d.minY.isFinite, d.width.isFinite, d.height.isFinite,
              s.minX.isFinite, s.minY.isFinite, s.width.isFinite, s.height.isFinite, s.width != 0, s.height != 0 else { return nil }
        // A destination that only touches the shape (a contentsRect of negative size puts a
        // topLeft image wholly above its layer) shares no area with it: nothing shows. The
        // two coverages multiplied at the shared edge would paint a quarter-covered line.
        guard d.minX < shape.maxX, d.maxX > shape.minX, d.minY < shape.maxY, d.maxY > shape.minY else { return nil }
        let W = Double(width), H = Double(height)
        var (sx, sw) = Self.representable(Double(s.minX), Double(s.width))
        var (sy, sh) = Self.representable(Double(s.minY), Double(s.height))
        var dMinX = Double(d.minX), dMinY = Double(d.minY), dW = Double(d.width), dH = Double(d.height)
        let center = c.center
        var nine: (x: NinePartAxis, y: NinePartAxis)?
        if center.minX.isFinite, center.minY.isFinite, center.width.isFinite, center.height.isFinite,
           abs(center.minX) > 1e-9 || abs(center.minY) > 1e-9 || abs(center.width - 1) > 1e-9 || abs(center.height - 1) > 1e-9 {
            let c0x = min(max(Double(center.minX), 0), 1), c1x = min(max(Double(center.maxX), c0x), 1)
            let c0y = min(max(Double(center.minY), 0), 1), c1y = min(max(Double(center.maxY), c0y), 1)
            // `contentsCenter` needs the image's size in points, hence `contentsScale`.
            let imageScale = c.contentsScale.isFinite && c.contentsScale > 0 ? Double(c.contentsScale) : 1
            nine = (NinePartAxis(length: dW, natural: abs(sw) * W / imageScale, c0: c0x, c1: c1x),
                    NinePartAxis(length: dH, natural: abs(sh) * H / imageScale, c0: c0y, c1: c1y))
        }
        // A destination reaching far past the shape keeps only the part near it, with the
        // part of the source and of the nine-part axis that showed there: every point near
        // the shape maps to the texel it did, in numbers a single-precision shader carries.
        if let w = Self.nearPart(dMinX, dW, Double(shape.minX), Double(shape.width)) {
            let cut = (nine?.x ?? .plain(length: dW)).part(from: w.start - dMinX, length: w.length)
            sx += cut.u0 * sw; sw *= cut.u1 - cut.u0
            nine?.x = cut.axis
            dMinX = w.start; dW = w.length
        }
        if let w = Self.nearPart(dMinY, dH, Double(shape.minY), Double(shape.height)) {
            // A flipped image's axis runs from the destination's far edge.
            let start = c.isFlipped ? dMinY + dH - (w.start + w.length) : w.start - dMinY
            let cut = (nine?.y ?? .plain(length: dH)).part(from: start, length: w.length)
            sy += cut.u0 * sh; sh *= cut.u1 - cut.u0
            nine?.y = cut.axis
            dMinY = w.start; dH = w.length
        }
        destination = CGRect(x: dMinX, y: dMinY, width: dW, height: dH)
        let far = 1e12, eps = 1e-9
        var e = (minX: dMinX, minY: dMinY, maxX: dMinX + dW, maxY: dMinY + dH)
        var reached = 0
        if e.minX <= Double(shape.minX) + eps { e.minX = -far; reached += 1 }
        if e.minY <= Double(shape.minY) + eps { e.minY = -far; reached += 1 }
        if e.maxX >= Double(shape.maxX) - eps { e.maxX = far; reached += 1 }
        if e.maxY >= Double(shape.maxY) - eps { e.maxY = far; reached += 1 }
        edges = e
        coversShape = reached == 4
        au = sw * W / dW; bu = sx * W - au * dMinX
        isFlipped = c.isFlipped
        if c.isFlipped {
            av = -(sh * H / dH); bv = (sy + sh) * H - av * dMinY
        } else {
            av = sh * H / dH; bv = sy * H - av * dMinY
        }
        sourceTexels = (sx * W, sy * H, sw * W, sh * H)
        ninePart = nine
        // Minification or magnification: texels per pixel at the shape's centre.
        let cx = Double(shape.midX), cy = Double(shape.midY)
        var minifying = false
        let h = mapping.project(cx, cy)
        if h.w > 0 {
            let j = mapping.jacobian(x: cx, y: cy, q: mapping.homogeneous(h.x / h.w, h.y / h.w).q)
            let duX = au * j.xX, duY = au * j.xY, dvX = av * j.yX, dvY = av * j.yY
            let rho = max((duX * duX + dvX * dvX).squareRoot(), (duY * duY + dvY * dvY).squareRoot())
            minifying = rho > 1 + 1e-6
        }
        self.minifying = minifying
        filter = minifying ? c.minificationFilter : c.magnificationFilter
    }
}

extension ContentsMapping {
    /// How far past the shape, in shape sizes (at least 1 point), a destination reaches
    /// before only its part within that distance is kept.
    package static let maximumDestinationReach = 1e4

    /// The part of a destination axis from `start` over `length` within
    /// `maximumDestinationReach` shape sizes of the shape's axis (from `shapeStart` over
    /// `shapeLength`); nil when it reaches no further. A `contentsRect` 10⁻¹⁹⁸ units tall
    /// under `resizeAspectFill`, or 10¹⁰⁹ wide under `.top`, made a destination 10¹⁰⁸ to
    /// 10¹⁹⁸ points long that GL's single precision could not place (fuzzing).
    static func nearPart(_ start: Double, _ length: Double, _ shapeStart: Double, _ shapeLength: Double)
        -> (start: Double, length: Double)? {
        let reach = maximumDestinationReach * max(shapeLength, 1)
        let low = shapeStart - reach, high = shapeStart + shapeLength + reach
        guard start < low || start + length > high else { return nil }
        let a = max(start, low), b = min(start + length, high)
        return b > a ? (a, b - a) : nil
    }

    /// The largest unit source extent (`contentsRect` origin or size) kept as given.
    package static let maximumSourceExtent = 1e4

    /// One axis of a `contentsRect` as an interval the backends sample alike: unchanged when
    /// its origin and length are at most `maximumSourceExtent`; otherwise one that shows the
    /// same picture in numbers a single-precision shader carries. Beyond the unit interval
    /// the image's edge texels are extended (Apple: "If pixels outside the unit rectangle
    /// are requested, the edge pixels of the contents image will be extended outwards"), so
    /// an interval wholly on one side of the image is any interval on that side, and one
    /// that crosses it keeps where it crosses its middle, its length capped (the edge then
    /// changes over 1/10⁴ of the destination rather than at once). A contentsRect of width
    /// 10²⁹⁹ made GL's texel coordinates infinite while the CPU extended the edge (fuzzing).
    static func representable(_ origin: Double, _ length: Double) -> (origin: Double, length: Double) {
        let m = maximumSourceExtent
        guard abs(origin) > m || abs(length) > m else { return (origin, length) }
        let end = origin + length
        if min(origin, end) >= 1 { return (2, 1) }
        if max(origin, end) <= 0 { return (-2, 1) }
        let middle = (0.5 - origin) / length
        let capped = length < 0 ? -min(-length, m) : min(length, m)
        return (0.5 - middle * capped, capped)
    }
}

/// One axis of `contentsCenter` stretching: destination distance → unit source position.
package struct NinePartAxis {
    /// The destination's extent, plane units.
    package var length: Double
    /// The unstretched leading and trailing parts, plane units (shrunk together when
    /// they do not fit).
    package var lead: Double, trail: Double
    /// The centre's start and end in unit source coordinates.
    package var c0: Double, c1: Double

    /// An axis of `length` whose source is `natural` plane units long unstretched, with the
    /// centre from `c0` to `c1`: the ends keep their natural size, shrunk together when
    /// they do not fit, and the centre takes the rest.
    package init(length: Double, natural: Double, c0: Double, c1: Double) {
        var lead = c0 * natural, trail = (1 - c1) * natural
        if lead + trail > length, lead + trail > 0 {
            let k = length / (lead + trail)
            lead *= k; trail *= k
        }
        self.length = length; self.lead = lead; self.trail = trail; self.c0 = c0; self.c1 = c1
    }

    /// Plain scaling over `length`: no fixed ends.
    package static func plain(length: Double) -> NinePartAxis {
        NinePartAxis(length: length, natural: 0, c0: 0, c1: 1)
    }

    /// The part of this axis from distance `start` over `length`, as an axis of its own
    /// over the unit interval from `u0` to `u1` of this one (`map(start)`, `map(start +
    /// length)`): the same source position at each distance, measured from `start`.
    package func part(from start: Double, length: Double) -> (axis: NinePartAxis, u0: Double, u1: Double) {
        let u0 = map(start), u1 = map(start + length), span = u1 - u0
        var axis = self
        axis.length = length
        axis.lead = max(0, min(lead - start, length))
        axis.trail = max(0, min(trail - (self.length - start - length), length))
        if span != 0 {
            axis.c0 = (map(start + axis.lead) - u0) / span
            axis.c1 = (map(start + length - axis.trail) - u0) / span
        } else {
            axis.c0 = 0; axis.c1 = 1
        }
        return (axis, u0, u1)
    }

    /// How fast the unit source coordinate changes at distance `d`, per plane unit
    /// (outside the destination, the slope of the part beside it).
    @inlinable @inline(__always)
    package func slope(_ d: Double) -> Double {
        if d < lead, lead > 0 { return c0 / lead }
        let tail = length - trail
        if d > tail, trail > 0 { return (1 - c1) / trail }
        let middle = tail - lead
        return middle > 0 ? (c1 - c0) / middle : 0
    }

    /// The unit source coordinate shown at distance `d` from the destination's start
    /// (outside the destination, the part beside it continued, as `slope` and the plain
    /// affine mapping are: an edge pixel whose centre lies outside samples where the
    /// mapping carries its centre).
    @inlinable @inline(__always)
    package func map(_ d: Double) -> Double {
        if d < lead, lead > 0 { return d / lead * c0 }
        let tail = length - trail
        if d > tail, trail > 0 { return c1 + (d - tail) / trail * (1 - c1) }
        let middle = tail - lead
        return middle > 0 ? c0 + (d - lead) / middle * (c1 - c0) : c0
    }
}
