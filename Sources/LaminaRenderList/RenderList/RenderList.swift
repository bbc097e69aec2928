import Foundation

/// One frame of a layer tree, flattened for a backend: plain values in painter's order,
/// nothing that refers back to layers. Both backends draw the same list (DESIGN.md,
/// "Rendering"), which is how the CPU path tests the GL path.
///
/// Coordinates: every item carries `transform`, the 4×4 (row vectors, `p' = p · M`)
/// from its layer's bounds space — points (x, y, 0, 1) — to target pixels (divide by w).
/// Pixels are y down with (0, 0) the top-left corner of the top-left pixel, so pixel
/// (i, j) covers [i, i + 1) × [j, j + 1) and its centre is (i + 0.5, j + 0.5).
///
/// Structure: `commands` is a flat sequence; `beginGroup` … `endGroup` pairs nest (a
/// group renders into an offscreen target, then composites it with its opacity, mask,
/// shadow and clip); inside a group with a mask, the mask's own commands come first,
/// between `beginMask` and `endMask`. `beginInstances` … `endInstances` bracket a
/// replicator's copies as one `InstanceRun`: the commands between are one copy, in the
/// run's space, and the run says how each copy is placed, tinted and timed (runs nest:
/// copies multiply); items whose layers run their animations late in each copy are
/// rebuilt per copy from `instanceVaryings` and `instanceTracks`. A backend draws a
/// run instanced, or expands it (`InstanceRun.forEachCopy`, `InstanceRun.Copy`).
package struct RenderList {
    /// The target's size in pixels.
    package var pixelWidth = 0
    package var pixelHeight = 0
    /// Pixels per point.
    package var scale: CGFloat = 1
    package var commands: [RenderCommand] = []
    /// Clip regions; items and groups name the innermost by index, each names its parent.
    package var clips: [ClipRegion] = []
    /// The items of runs whose copies run their animations late, and how they vary
    /// (each run names its range).
    package var instanceVaryings: [InstanceVarying] = []
    /// The animations those items' layers run late, with their tables.
    package var instanceTracks: [InstanceTrack] = []

    package init() {}

    /// Empties the list, keeping its storage for the next frame.
    package mutating func removeAll() {
        commands.removeAll(keepingCapacity: true)
        clips.removeAll(keepingCapacity: true)
        instanceVaryings.removeAll(keepingCapacity: true)
        instanceTracks.removeAll(keepingCapacity: true)
    }
}

/// A step of a frame.
package enum RenderCommand {
    /// A layer's own drawing: background, contents, border.
    case layer(LayerItem)
    /// A shape layer's fill and stroke.
    case shape(ShapeItem)
    /// A gradient layer's gradient.
    case gradient(GradientItem)
    /// Start of an offscreen group.
    case beginGroup(GroupItem)
    /// Start of the mask of the enclosing group (its commands draw the mask's alpha).
    case beginMask
    /// End of the mask's commands.
    case endMask
    /// End of the innermost group: composite it.
    case endGroup
    /// Start of a replicator's copies: the commands up to the matching `endInstances` are
    /// one copy, in the run's space.
    case beginInstances(InstanceRun)
    /// End of a replicator's copies.
    case endInstances
}

/// What every drawn item shares: where it is, how opaque, how tinted, how clipped.
package struct ItemPlacement {
    /// Layer bounds space (points, z = 0) → target pixels, homogeneous.
    package var transform: CATransform3D
    /// The layer's bounds.
    package var bounds: CGRect
    /// The product of the layer's opacity and its ancestors' (groups apply theirs).
    package var opacity: Float
    /// A replicator's colour multiplier (unpremultiplied; white when none).
    package var tint: CGColor.RGBA
    /// The innermost clip region, or −1.
    package var clip: Int32

    package init(transform: CATransform3D, bounds: CGRect, opacity: Float, tint: CGColor.RGBA, clip: Int32) {
        self.transform = transform
        self.bounds = bounds
        self.opacity = opacity
        self.tint = tint
        self.clip = clip
    }
}

/// A rounded rectangle in a layer's bounds space: the layer's visible area.
package struct RoundedShape: Equatable {
    package var rect: CGRect
    package var cornerRadius: CGFloat
    package var maskedCorners: CACornerMask
    package var curve: CALayerCornerCurve

    package init(rect: CGRect, cornerRadius: CGFloat, maskedCorners: CACornerMask, curve: CALayerCornerCurve) {
        self.rect = rect
        self.cornerRadius = cornerRadius
        self.maskedCorners = maskedCorners
        self.curve = curve
    }
}

/// A layer's background, contents and border.
package struct LayerItem {
    package var placement: ItemPlacement
    /// The bounds with the corner radius (background, contents and border follow it).
    package var shape: RoundedShape
    package var backgroundColor: CGColor.RGBA?
    package var borderWidth: CGFloat
    package var borderColor: CGColor.RGBA?
    package var contents: ContentsItem?

    package init(placement: ItemPlacement, shape: RoundedShape, backgroundColor: CGColor.RGBA?,
                 borderWidth: CGFloat, borderColor: CGColor.RGBA?, contents: ContentsItem?) {
        self.placement = placement
        self.shape = shape
        self.backgroundColor = backgroundColor
        self.borderWidth = borderWidth
        self.borderColor = borderColor
        self.contents = contents
    }
}

/// A layer's `contents` image and how it is placed.
package struct ContentsItem {
    package var image: CGImage
    /// The part of the image shown, in unit coordinates (`contentsRect`).
    package var sourceRect: CGRect
    /// Where the image's `sourceRect` lands, in the layer's bounds space, after gravity
    /// and `contentsScale` (may extend past the bounds; the layer shape clips it).
    package var destinationRect: CGRect
    /// `contentsCenter`: the stretchable centre in unit coordinates of `sourceRect`
    /// ((0, 0, 1, 1): plain scaling).
    package var center: CGRect
    package var minificationFilter: ContentsFilterKind
    package var magnificationFilter: ContentsFilterKind
    /// Whether the image is drawn flipped vertically (`contentsAreFlipped()`).
    package var isFlipped: Bool
    /// The image's pixels per point (`contentsScale`): nine-part stretching keeps the
    /// corners at their size in points.
    package var contentsScale: CGFloat

    package init(image: CGImage, sourceRect: CGRect, destinationRect: CGRect, center: CGRect,
                 minificationFilter: ContentsFilterKind, magnificationFilter: ContentsFilterKind, isFlipped: Bool,
                 contentsScale: CGFloat = 1) {
        self.image = image
        self.sourceRect = sourceRect
        self.destinationRect = destinationRect
        self.center = center
        self.minificationFilter = minificationFilter
        self.magnificationFilter = magnificationFilter
        self.isFlipped = isFlipped
        self.contentsScale = contentsScale
    }
}

/// A shape layer's path, filled and stroked (dashes and `strokeStart`/`strokeEnd`
/// already applied to `strokePath`). Paths are in the layer's bounds space.
package struct ShapeItem {
    package var placement: ItemPlacement
    package var fillPath: PathStorage?
    package var fillColor: CGColor.RGBA?
    package var fillRule: CGPathFillRule
    /// The stroke as an outline to fill with the non-zero rule (empty: no stroke).
    package var strokeOutline: PathStorage?
    package var strokeColor: CGColor.RGBA?
    /// Changes whenever any input of the shape's pixels changes (for caches).
    package var contentKey: Int

    package init(placement: ItemPlacement, fillPath: PathStorage?, fillColor: CGColor.RGBA?, fillRule: CGPathFillRule,
                 strokeOutline: PathStorage?, strokeColor: CGColor.RGBA?, contentKey: Int) {
        self.placement = placement
        self.fillPath = fillPath
        self.fillColor = fillColor
        self.fillRule = fillRule
        self.strokeOutline = strokeOutline
        self.strokeColor = strokeColor
        self.contentKey = contentKey
    }
}

/// A gradient layer's gradient over its bounds (and corner radius).
package struct GradientItem {
    package var placement: ItemPlacement
    package var shape: RoundedShape
    package var kind: GradientKind
    /// Stops in increasing location order, unpremultiplied (backends interpolate
    /// premultiplied, as Apple does).
    package var colors: [CGColor.RGBA]
    package var locations: [CGFloat]
    /// In unit coordinates of the bounds.
    package var startPoint: CGPoint
    package var endPoint: CGPoint

    package init(placement: ItemPlacement, shape: RoundedShape, kind: GradientKind, colors: [CGColor.RGBA],
                 locations: [CGFloat], startPoint: CGPoint, endPoint: CGPoint) {
        self.placement = placement
        self.shape = shape
        self.kind = kind
        self.colors = colors
        self.locations = locations
        self.startPoint = startPoint
        self.endPoint = endPoint
    }
}

/// An offscreen group: its commands render into a target of their own, which is then
/// composited with the group's opacity, mask and shadow, through its clip.
package struct GroupItem {
    /// Multiplies the group's pixels when composited.
    package var opacity: Float
    /// Whether the group's first commands (between `beginMask` and `endMask`) draw a
    /// mask whose alpha multiplies the group.
    package var hasMask: Bool
    /// A shadow drawn beneath the composited group.
    package var shadow: ShadowItem?
    /// The clip region the group is composited through, or −1.
    package var clip: Int32
    /// The area the group can touch, in target pixels (conservative; the offscreen size).
    package var pixelBounds: CGRect
    /// Whether the group is added to what is beneath (premultiplied sum, saturating)
    /// instead of drawn over it: two such groups of weights 1 − p and p inside a group
    /// make a cross-dissolve (a fade transition).
    package var isAdditive: Bool

    package init(opacity: Float, hasMask: Bool, shadow: ShadowItem?, clip: Int32, pixelBounds: CGRect,
                 isAdditive: Bool = false) {
        self.opacity = opacity
        self.hasMask = hasMask
        self.shadow = shadow
        self.clip = clip
        self.pixelBounds = pixelBounds
        self.isAdditive = isAdditive
    }
}

/// A shadow: the group's alpha (or `path`), blurred, offset and coloured.
package struct ShadowItem {
    /// Premultiplied by `opacity` when drawn: colour × shadowOpacity.
    package var color: CGColor.RGBA
    package var opacity: Float
    /// In target pixels (the layer's `shadowOffset`, y down, mapped by its transform).
    package var offset: CGSize
    /// Apple's `shadowRadius` in target pixels; the blur's σ comes from it through
    /// `GaussianBlur.sigma(forShadowRadius:)` (σ = radius: iOS blurs twice as much as CSS
    /// for the same number).
    package var blurRadius: CGFloat
    /// `shadowPath` in the layer's bounds space with the layer's transform to pixels;
    /// nil: the shadow follows the group's alpha.
    package var path: PathStorage?
    package var pathTransform: CATransform3D

    package init(color: CGColor.RGBA, opacity: Float, offset: CGSize, blurRadius: CGFloat,
                 path: PathStorage?, pathTransform: CATransform3D) {
        self.color = color
        self.opacity = opacity
        self.offset = offset
        self.blurRadius = blurRadius
        self.path = path
        self.pathTransform = pathTransform
    }
}

/// A clip: pixels outside `shape` (in the layer's bounds space, mapped by `transform`)
/// are dropped, and so are pixels outside the parent region. Tested per pixel through
/// the inverse of `transform`, so it is exact under rotation and perspective.
package struct ClipRegion {
    package var transform: CATransform3D
    package var shape: RoundedShape
    package var parent: Int32

    package init(transform: CATransform3D, shape: RoundedShape, parent: Int32) {
        self.transform = transform
        self.shape = shape
        self.parent = parent
    }
}
