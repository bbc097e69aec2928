import Foundation

/// A layer's background, contents and border: the commonest command, so it sets what
/// every RenderCommand costs. It is kept small — the shape's rectangle is the bounds,
/// the colours are stored with a flag each instead of as optionals (which would pad
/// each to 40 bytes), the contents are out of line — 292 bytes in all.
package struct LayerItem {
    package var placement: ItemPlacement
    package var borderWidth: CGFloat
    /// The contents, out of line (most layers have none).
    package var contentsBox: ItemBox<ContentsItem>?
    @usableFromInline var background: CGColor.RGBA
    @usableFromInline var border: CGColor.RGBA
    /// The rounded shape's corners (background, contents and border follow the shape).
    package var corners: ItemCorners
    @usableFromInline var hasBackground: Bool
    @usableFromInline var hasBorder: Bool

    /// A layer item whose contents are already boxed (a builder's, from its pool).
    package init(placement: ItemPlacement, corners: ItemCorners, backgroundColor: CGColor.RGBA?,
                 borderWidth: CGFloat, borderColor: CGColor.RGBA?, contentsBox: ItemBox<ContentsItem>?) {
        self.placement = placement
        self.borderWidth = borderWidth
        self.contentsBox = contentsBox
        background = backgroundColor ?? .white
        border = borderColor ?? .white
        self.corners = corners
        hasBackground = backgroundColor != nil
        hasBorder = borderColor != nil
    }

    /// A layer item with its contents in a box of their own.
    package init(placement: ItemPlacement, cornerRadius: CGFloat, maskedCorners: CACornerMask,
                 curve: RoundedShape.Curve = .circular, backgroundColor: CGColor.RGBA?, borderWidth: CGFloat,
                 borderColor: CGColor.RGBA?, contents: ContentsItem?) {
        self.init(placement: placement, corners: ItemCorners(radius: cornerRadius, maskedCorners: maskedCorners, curve: curve),
                  backgroundColor: backgroundColor, borderWidth: borderWidth, borderColor: borderColor,
                  contentsBox: contents.map(ItemBox.init))
    }

    @inlinable package var backgroundColor: CGColor.RGBA? {
        get { hasBackground ? background : nil }
        set {
            hasBackground = newValue != nil
            background = newValue ?? .white
        }
    }

    @inlinable package var borderColor: CGColor.RGBA? {
        get { hasBorder ? border : nil }
        set {
            hasBorder = newValue != nil
            border = newValue ?? .white
        }
    }

    /// The contents image and how it is placed, if any.
    @inlinable package var contents: ContentsItem? { contentsBox?.value }

    /// The visible area: the bounds with the corners.
    @inlinable package var shape: RoundedShape { corners.shape(over: placement.bounds) }
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
