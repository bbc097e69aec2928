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
/// shadow and clip, or draws it through a `TexturedMesh`: a page curl, a suck, a ripple);
/// inside a group with a mask, the mask's own commands come first,
/// between `beginMask` and `endMask`. `beginInstances` … `endInstances` bracket a
/// replicator's copies as one `InstanceRun`: the commands between are one copy, in the
/// run's space, and the run says how each copy is placed, tinted and timed (runs nest:
/// copies multiply); `particles` is one emitter cell's particles (`ParticleRun`); items whose layers run their animations late in each copy are
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
    /// Whether the backend shows how it drew the frame ("Batches": GL's draws each in its
    /// own colour, the CPU's bands; `DebugColorOptions.batches`).
    package var showsBatches = false

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
    /// An emitter cell's live particles, as the closed form that computes them.
    case particles(ItemBox<ParticleRun>)
}

/// What every drawn item shares: where it is, how opaque, how tinted, how clipped.
/// (Stored in this order, the two 4-byte fields last: 200 bytes, no padding.)
package struct ItemPlacement {
    /// Layer bounds space (points, z = 0) → target pixels, homogeneous.
    package var transform: CATransform3D
    /// The layer's bounds.
    package var bounds: CGRect
    /// A replicator's colour multiplier (unpremultiplied; white when none).
    package var tint: CGColor.RGBA
    /// The product of the layer's opacity and its ancestors' (groups apply theirs).
    package var opacity: Float
    /// The innermost clip region, or −1.
    package var clip: Int32

    package init(transform: CATransform3D, bounds: CGRect, opacity: Float, tint: CGColor.RGBA, clip: Int32) {
        self.transform = transform
        self.bounds = bounds
        self.tint = tint
        self.opacity = opacity
        self.clip = clip
    }
}

/// A rounded rectangle in a layer's bounds space: the layer's visible area.
package struct RoundedShape: Equatable {
    /// The curve of the rounded corners (`CALayerCornerCurve`, resolved: unknown names
    /// are circular).
    package enum Curve: UInt8, Sendable {
        case circular, continuous
    }

    package var rect: CGRect
    package var cornerRadius: CGFloat
    package var maskedCorners: CACornerMask
    package var curve: Curve

    package init(rect: CGRect, cornerRadius: CGFloat, maskedCorners: CACornerMask, curve: Curve) {
        self.rect = rect
        self.cornerRadius = cornerRadius
        self.maskedCorners = maskedCorners
        self.curve = curve
    }
}

/// The corners of an item's rounded shape, whose rectangle is the item's bounds
/// (standardized): the radius and, in a byte each, which corners and what curve.
package struct ItemCorners: Equatable {
    package var radius: CGFloat
    /// `CACornerMask`'s four corner bits.
    @usableFromInline var cornerBits: UInt8
    package var curve: RoundedShape.Curve

    package init(radius: CGFloat, maskedCorners: CACornerMask, curve: RoundedShape.Curve) {
        self.radius = radius
        cornerBits = UInt8(truncatingIfNeeded: maskedCorners.rawValue & CACornerMask.allCorners.rawValue)
        self.curve = curve
    }

    /// The corners `radius` rounds (only the four corner bits are kept).
    @inlinable package var maskedCorners: CACornerMask {
        get { CACornerMask(rawValue: UInt(cornerBits)) }
        set { cornerBits = UInt8(truncatingIfNeeded: newValue.rawValue & CACornerMask.allCorners.rawValue) }
    }

    /// The shape with these corners over `bounds`.
    @inlinable package func shape(over bounds: CGRect) -> RoundedShape {
        RoundedShape(rect: bounds.standardized, cornerRadius: radius, maskedCorners: maskedCorners, curve: curve)
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
    /// Composites the group through this mesh (its picture warped) instead of onto the
    /// pixels it was drawn on; its `pixelBounds` is then the picture's area, and the group
    /// has no mask or shadow.
    package var mesh: ItemBox<TexturedMesh>?

    package init(opacity: Float, hasMask: Bool, shadow: ShadowItem?, clip: Int32, pixelBounds: CGRect,
                 isAdditive: Bool = false, mesh: ItemBox<TexturedMesh>? = nil) {
        self.opacity = opacity
        self.hasMask = hasMask
        self.shadow = shadow
        self.clip = clip
        self.pixelBounds = pixelBounds
        self.isAdditive = isAdditive
        self.mesh = mesh
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
