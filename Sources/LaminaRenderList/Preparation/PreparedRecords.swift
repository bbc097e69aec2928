import Foundation

// What frame preparation hands a backend: one record per thing to draw, in painter's
// order, with every decision made — where it lands, which pixels it can touch, its
// colours packed and premultiplied, its plane projected, its contents mapped, its group
// sized. Records are plain values (and a few shared, immutable caches' objects: images,
// shape rasters, gradient tables, mip chains); a backend reads them and draws.
//
// Surfaces: record `surface` 0 is the frame's target; every group that is drawn gets a
// content surface, and a mask surface when it has a mask, numbered in the order the
// groups begin. Pixel coordinates are the target's everywhere, offscreen surfaces too
// (a surface covers `PreparedGroup.rect` of them).

/// An item's rounded rectangle, projected: its shape in its own plane and the outline
/// that shape casts on the target.
package struct PreparedOutline {
    package var geometry: RoundedRectGeometry
    /// The rectangle's corners projected, clipped at the eye (`outline.bounds` holds every
    /// pixel that can get coverage).
    package var outline: ScreenPolygon

    /// `geometry` seen through `mapping`; nil when it covers nothing.
    package init?(_ geometry: RoundedRectGeometry, mapping: PlaneMapping) {
        guard !geometry.isEmpty else { return nil }
        self.geometry = geometry
        outline = ScreenPolygon(rect: geometry.rect, mapping: mapping)
        guard outline.count >= 3 else { return nil }
    }
}

/// How a plane item's anti-aliasing grows under its mapping: the largest Jacobian norm
/// (plane units per pixel, √2 for one unit per pixel) at the rectangle's corners in
/// front of the eye, and whether a corner is behind it. The OpenGL backend sizes its
/// quads' fringes from it.
package struct PlaneReach {
    package var unitsPerPixel: Double
    package var cornerBehind: Bool

    /// The reach of `geometry` under `mapping`.
    package init(_ geometry: RoundedRectGeometry, mapping m: PlaneMapping) {
        if let w = m.constantW, geometry.minX.isFinite, geometry.minY.isFinite, geometry.maxX.isFinite,
           geometry.maxY.isFinite {
            // Affine: every corner has the same Jacobian (Q is exactly 1), or is behind.
            let n = (m.ux * m.ux + m.uy * m.uy + m.vx * m.vx + m.vy * m.vy).squareRoot()
            unitsPerPixel = w > 0 && n.isFinite ? n : 0
            cornerBehind = !(w > 0)
            return
        }
        var norm = 0.0
        var behind = false
        for corner in 0..<4 {
            let x = corner & 1 == 0 ? geometry.minX : geometry.maxX, y = corner & 2 == 0 ? geometry.minY : geometry.maxY
            let h = m.project(x, y)
            guard h.w > 0 else { behind = true; continue }
            let X = h.x / h.w, Y = h.y / h.w
            let q = m.qx * X + m.qy * Y + m.q0
            let a = (m.ux - x * m.qx) / q, b = (m.uy - x * m.qy) / q
            let c = (m.vx - y * m.qx) / q, d = (m.vy - y * m.qy) / q
            let n = (a * a + b * b + c * c + d * d).squareRoot()
            if n.isFinite { norm = max(norm, n) }
        }
        unitsPerPixel = norm
        cornerBehind = behind
    }
}

/// A clip region, ready: its plane, its parent (validated: in range, no cycles) and the
/// pixels the whole chain can let through.
package struct PreparedClip {
    /// Whether the region lets anything through (false when its plane is edge-on, its
    /// shape empty, or it was part of a cycle).
    package var isVisible: Bool
    package var mapping: PlaneMapping
    package var shape: PreparedOutline?
    package var parent: Int32
    /// Own bounds ∩ every ancestor's (empty when the chain shows nothing).
    package var chainBounds: PixelRect
}

/// How contents are sampled, decided once per item from the filter in force (the
/// minification filter when the image is minified at the shape's centre).
package enum ContentsSampling: UInt32, Sendable {
    case nearest = 0
    case bilinear = 1
    /// `.trilinear` minification: through the mip chain, by the level of detail.
    case trilinear = 2
}

/// A layer's `contents`, mapped onto its plane. A reference (made once, read by the
/// backend), so that the layer records without contents stay small.
package final class PreparedContents {
    /// Identifies the picture for a backend's texture cache: the `CGImage`, or the shape
    /// texture a perspective shape layer is drawn from.
    package let source: AnyObject
    package let pixels: PixelBuffer
    /// Whether the picture lives for this frame only (a shape's plane texture): a backend
    /// should not keep it once it is gone.
    package let isTransient: Bool
    package let mapping: ContentsMapping
    /// The destination's own edges (sides reaching the layer's shape pushed out of the
    /// way); nil when it covers the whole shape.
    package let destination: PreparedOutline?
    package let sampling: ContentsSampling
    /// The levels `.trilinear` minification reads (nil unless `sampling` is trilinear).
    package let mipChain: MipChain?
    /// The layer's opacity (for an untinted item) …
    package let opacity: Float
    /// … or per-channel factors with the opacity folded in (tint × opacity).
    package let modulation: UInt32
    package let isTinted: Bool

    package init(source: AnyObject, pixels: PixelBuffer, isTransient: Bool, mapping: ContentsMapping,
                 destination: PreparedOutline?, sampling: ContentsSampling, mipChain: MipChain?, opacity: Float,
                 modulation: UInt32, isTinted: Bool) {
        self.source = source
        self.pixels = pixels
        self.isTransient = isTransient
        self.mapping = mapping
        self.destination = destination
        self.sampling = sampling
        self.mipChain = mipChain
        self.opacity = opacity
        self.modulation = modulation
        self.isTinted = isTinted
    }
}

/// Where a rounded-rectangle item lands: what layer and gradient records share.
package struct PreparedPlane {
    package var surface: Int
    /// The pixels it can touch: its outline ∩ its surface's relevant area ∩ its clip chain.
    package var bounds: PixelRect
    /// The innermost clip region (a valid index), or −1.
    package var clip: Int32
    /// Bounds space → target pixels (the RenderList's), and its inverse.
    package var transform: CATransform3D
    package var mapping: PlaneMapping
    package var shape: PreparedOutline
    package var reach: PlaneReach
}

/// A layer's background, contents and border: what it paints on its plane (handed over
/// with the `PreparedPlane` it lands on).
package struct PreparedLayer {
    /// Premultiplied with opacity and tint; 0 when none.
    package var background: UInt32
    /// Premultiplied with opacity and tint; 0 when there is no border.
    package var borderColor: UInt32
    package var borderWidth: Double
    /// The border's inner edge; nil when the border fills the whole shape (or there is none).
    package var borderInner: PreparedOutline? { inner?.outline }
    package var contents: PreparedContents?
    /// Added to the surface's pixels (saturating) instead of drawn over them.
    package var isAdditive: Bool
    /// The inner edge, held by reference: most layers have none, and their records stay
    /// small (a frame hands over one record per layer).
    private let inner: OutlineBox?

    package init(background: UInt32, borderColor: UInt32, borderWidth: Double,
                 borderInner: PreparedOutline?, contents: PreparedContents?, isAdditive: Bool = false) {
        self.isAdditive = isAdditive
        self.background = background
        self.borderColor = borderColor
        self.borderWidth = borderWidth
        inner = borderInner.map(OutlineBox.init)
        self.contents = contents
    }

    private final class OutlineBox {
        let outline: PreparedOutline
        init(_ outline: PreparedOutline) { self.outline = outline }
    }
}

/// A gradient layer's gradient.
package struct PreparedGradient {
    /// The premultiplied lookup table of its stops (shared by every gradient with them).
    package var table: GradientTable
    package var kind: GradientKind
    package var geometry: GradientGeometry
    /// Per-channel factors (tint × opacity); 0xFFFFFFFF for none.
    package var modulation: UInt32
}

/// A shape layer's fill and stroke under an affine transform, as coverage masks in target
/// pixels. (Under perspective a shape is drawn from a plane texture, as a layer's
/// contents: a `PreparedLayer`.)
package struct PreparedShape {
    package var surface: Int
    package var bounds: PixelRect
    package var clip: Int32
    package var raster: ShapeRaster
    /// Premultiplied with opacity and tint; 0 when the raster has no such mask.
    package var fillColor: UInt32
    package var strokeColor: UInt32
}

/// A group's shadow: where it is blurred, how, and from what.
package struct PreparedShadow {
    package var geometry: ShadowGeometry
    /// The blurred plane's pixels (before the shadow's offset).
    package var rect: PixelRect
    /// Premultiplied shadow colour × shadowOpacity.
    package var color: UInt32
    /// The blur of each axis as one kernel (`BlurKernel.weights`), sub-pixel shift included.
    package var kernels: ShadowKernels
    /// `shadowPath` filled (non-zero) in target pixels within `rect`; nil when the path
    /// covers nothing there, or when there is no path (`hasPath`).
    package var pathMask: CoverageMask?
    /// Whether the shadow comes from `shadowPath` (an empty path casts none) rather than
    /// from the group's alpha.
    package var hasPath: Bool
}

/// The two one-dimensional kernels of a shadow blur (`weights[k + reach]`, k = −reach…reach).
package final class ShadowKernels {
    package private(set) var x: [Float] = []
    package private(set) var y: [Float] = []
    package private(set) var reachX = 0
    package private(set) var reachY = 0

    init() {}

    /// Fills both kernels for a blur of `sigma` shifted by (`shiftX`, `shiftY`).
    func make(sigma: Double, shiftX: Double, shiftY: Double) {
        reachX = BlurKernel.weights(sigma: sigma, shift: shiftX, into: &x)
        reachY = BlurKernel.weights(sigma: sigma, shift: shiftY, into: &y)
    }
}

/// An offscreen group: its records draw into `content` (the mask's into `mask`), then it
/// is composited into `parent` with its opacity, mask, shadow and clip.
package struct PreparedGroup {
    /// Its place among the frame's groups (0, 1, … in the order they begin).
    package var index: Int
    package var parent: Int
    package var content: Int
    /// −1 when the group has no mask.
    package var mask: Int
    /// The offscreen size: the group's pixels that can still reach the visible parent.
    package var rect: PixelRect
    package var opacity: Float
    /// The clip region the composite goes through (a valid index), or −1.
    package var clip: Int32
    package var shadow: PreparedShadow?
    /// The pixels the composite can touch in the parent (group ∪ shadow, ∩ the relevant area).
    package var composite: PixelRect
    /// Added to the parent (saturating) instead of drawn over it.
    package var isAdditive: Bool
    /// Composited through this mesh (vertices in the parent's pixels) rather than onto
    /// the same pixels; such a group has no mask and no shadow.
    package var mesh: TexturedMesh?

    package init(index: Int, parent: Int, content: Int, mask: Int, rect: PixelRect, opacity: Float, clip: Int32,
                 shadow: PreparedShadow?, composite: PixelRect, isAdditive: Bool, mesh: TexturedMesh? = nil) {
        self.index = index
        self.parent = parent
        self.content = content
        self.mask = mask
        self.rect = rect
        self.opacity = opacity
        self.clip = clip
        self.shadow = shadow
        self.composite = composite
        self.isAdditive = isAdditive
        self.mesh = mesh
    }
}

/// What frame preparation counted: the figures every backend's statistics share.
package struct PreparationStatistics: Equatable, Sendable {
    /// Records handed over (layers, shapes, gradients).
    package var itemsDrawn = 0
    /// Items and groups dropped as invisible (zero opacity, edge-on, outside the target or
    /// the clip).
    package var itemsCulled = 0
    /// Offscreen groups composited.
    package var groups = 0
    /// Shadows blurred.
    package var shadows = 0

    /// Zero figures.
    package init() {}

    package init(itemsDrawn: Int, itemsCulled: Int, groups: Int, shadows: Int) {
        self.itemsDrawn = itemsDrawn
        self.itemsCulled = itemsCulled
        self.groups = groups
        self.shadows = shadows
    }

    /// The same figures with `dropped` records the backend could not draw after all
    /// counted as culled.
    package func dropping(_ dropped: Int) -> PreparationStatistics {
        PreparationStatistics(itemsDrawn: itemsDrawn - dropped, itemsCulled: itemsCulled + dropped,
                              groups: groups, shadows: shadows)
    }
}

/// A backend's statistics: what frame preparation counted (read as the backend's own
/// fields, `statistics.itemsDrawn`) and the backend's figures.
package protocol BackendStatistics {
    /// What frame preparation counted for the frame.
    var prepared: PreparationStatistics { get }
}

extension BackendStatistics {
    /// A figure of frame preparation's, read as the statistics' own.
    @inlinable
    package subscript<T>(dynamicMember figure: KeyPath<PreparationStatistics, T>) -> T {
        prepared[keyPath: figure]
    }
}
