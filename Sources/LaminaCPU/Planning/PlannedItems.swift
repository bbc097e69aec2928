@_spi(LaminaBackend) import LaminaRenderList
import Foundation

// What the frame planner makes of each prepared record: the record in the form a band
// thread reads on every row (coverage scanners for its outlines, a texel sampler for its
// contents, buffers for its group). Written by the planner on the calling thread, then
// only read by the band threads.

/// One step a band performs, in painter's order.
enum DrawOp {
    /// Draw `layers[i]`.
    case layer(Int)
    /// Draw `shapes[i]` (coverage masks in target pixels; the prepared record as it is).
    case shape(Int)
    /// Draw `gradients[i]`.
    case gradient(Int)
    /// Clear the band's rows of `groups[i]`'s buffers.
    case beginGroup(Int)
    /// Composite `groups[i]` (and its shadow) into its parent.
    case endGroup(Int)

    /// Whether this op draws an item (for statistics).
    var isItem: Bool {
        switch self {
        case .layer, .shape, .gradient: true
        case .beginGroup, .endGroup: false
        }
    }
}

/// A clip region, projected.
struct PlannedClip {
    /// `.none` when the region shows nothing (empty, edge-on or behind the eye).
    var shape: ProjectedShape
    var parent: Int32
    /// The pixels the whole chain (this region and its ancestors) can let through.
    var chainBounds: PixelRect
}

/// A layer's background, contents and border, ready to draw.
struct PlannedLayer {
    /// Index into the frame's targets.
    var target: Int
    /// The pixels it can touch (within its target and its clip chain).
    var bounds: PixelRect
    var clip: Int32
    /// Premultiplied, with opacity and tint; 0 when none.
    var background: UInt32
    /// Premultiplied, with opacity and tint; 0 when there is no border.
    var borderColor: UInt32
    /// Index into the frame's contents, or −1.
    var contents: Int
    var shape: ProjectedShape
    /// The border's inner edge in `FramePlan.borderInners`; −1 when the border fills the
    /// whole shape (or there is none). Kept out of line: most layers have none.
    var borderInner: Int
}

/// A `contents` image and how it maps onto a layer's plane.
struct PlannedContents {
    /// Keeps the texels alive.
    let image: PixelBuffer
    /// Keeps the levels of `.trilinear` minification alive (nil: not mipmapped).
    let mipChain: MipChain?
    /// How a plane point finds its texel; what a row copies to sample.
    var sampler: ContentsSampler
    /// The destination rectangle's coverage, sides that reach the layer's shape pushed
    /// out of the way (so shared edges are not anti-aliased twice); `.none` (and
    /// `hasDestination` false) when it covers the whole shape.
    var destination: ProjectedShape
    var hasDestination: Bool
    /// The layer's opacity (tint white) …
    var opacity: Float
    /// … or, when tinted, per-channel factors with the opacity folded in.
    var modulation: UInt32
    var isTinted: Bool
    /// Added to the target's pixels (saturating) instead of drawn over them.
    var isAdditive: Bool
}

/// The texels of a `contents` image and the map from a layer's plane onto them.
struct ContentsSampler {
    let texels: UnsafePointer<UInt32>
    let width: Int, height: Int
    /// Words from one texel row to the next.
    let stride: Int
    /// Plane → texel coordinates without stretching: u = au·x + bu, v = av·y + bv.
    var au: Double, bu: Double, av: Double, bv: Double
    /// Nine-part stretching (nil: plain scaling).
    var ninePart: (x: NinePartAxis, y: NinePartAxis)?
    /// Destination origin and flip, for the nine-part path.
    var destinationOrigin: (x: Double, y: Double)
    var destinationHeight: Double
    var isFlipped: Bool
    /// The source rectangle in texels (for the nine-part path).
    var sourceTexels: (x: Double, y: Double, width: Double, height: Double)
    /// Nearest-neighbour instead of bilinear.
    var nearest: Bool
    /// `.trilinear` minification: the mip chain's levels (level 0 is the image), else nil.
    var mips: UnsafePointer<MipLevel>?
    var mipCount: Int
}

/// A gradient layer's gradient, ready to draw.
struct PlannedGradient {
    var target: Int
    var bounds: PixelRect
    var shape: ProjectedShape
    var clip: Int32
    /// Where its colours start in `FramePlan.gradientColors`: LaminaGraphics' premultiplied
    /// lookup table (the one `CGGradient` draws with), tint and opacity already applied.
    var colors: Int
    var kind: GradientKind
    var geometry: GradientGeometry
}

/// A shadow, once its source has been blurred.
struct PlannedShadow {
    /// Where it falls, how it is blurred (kernels), and its path's mask.
    let prepared: PreparedShadow
    /// The offset in whole pixels (the fraction is in the blur's kernels).
    var offsetX: Int, offsetY: Int
    /// Premultiplied shadow colour × shadowOpacity.
    var color: UInt32
    /// The blurred alpha (0…1) covering `rect` (before the offset), one float per pixel.
    var alpha: UnsafeMutablePointer<Float>
    /// A second plane of the same size for the blur's horizontal pass.
    var temporary: UnsafeMutablePointer<Float>
    var rect: PixelRect

    init(_ prepared: PreparedShadow, alpha: UnsafeMutablePointer<Float>, temporary: UnsafeMutablePointer<Float>) {
        self.prepared = prepared
        color = prepared.color
        offsetX = prepared.geometry.offsetX; offsetY = prepared.geometry.offsetY
        self.alpha = alpha; self.temporary = temporary; rect = prepared.rect
    }
}

/// An offscreen group.
struct PlannedGroup {
    /// The target the group composites into.
    var parent: Int
    /// The group's content target and its mask target (−1 when none).
    var content: Int
    var mask: Int
    /// The group's pixels (the offscreen size).
    var rect: PixelRect
    var opacity: Float
    var clip: Int32
    var shadow: PlannedShadow?
    /// The pixels the composite can touch in the parent (group ∪ shadow, ∩ parent, ∩ clip).
    var compositeBounds: PixelRect
    /// Added to the parent (saturating) instead of drawn over it.
    var isAdditive: Bool
    /// Composited through a mesh: its triangles in `FramePlan.meshTriangles` (empty for a
    /// plain composite).
    var meshTriangles: Range<Int> = 0..<0
    var hasMesh = false
}
