import Foundation

/// A gradient layer's gradient over its bounds (and corner radius): where it is and its
/// corners, inline, and its stops and axis, out of line.
package struct GradientItem {
    package var placement: ItemPlacement
    package var corners: ItemCorners
    package var style: ItemBox<GradientStyle>

    /// A gradient item whose style is already boxed (a builder's, from its pool).
    package init(placement: ItemPlacement, corners: ItemCorners, style: ItemBox<GradientStyle>) {
        self.placement = placement
        self.corners = corners
        self.style = style
    }

    /// A gradient item with its style in a box of its own.
    package init(placement: ItemPlacement, cornerRadius: CGFloat = 0, maskedCorners: CACornerMask = .allCorners,
                 curve: RoundedShape.Curve = .circular, kind: GradientKind, colors: [CGColor.RGBA],
                 locations: [CGFloat], startPoint: CGPoint, endPoint: CGPoint) {
        self.init(placement: placement,
                  corners: ItemCorners(radius: cornerRadius, maskedCorners: maskedCorners, curve: curve),
                  style: ItemBox(GradientStyle(kind: kind, colors: colors, locations: locations,
                                               startPoint: startPoint, endPoint: endPoint)))
    }

    /// The visible area: the bounds with the corners.
    @inlinable package var shape: RoundedShape { corners.shape(over: placement.bounds) }
    @inlinable package var kind: GradientKind { style.value.kind }
    @inlinable package var colors: [CGColor.RGBA] { style.value.colors }
    @inlinable package var locations: [CGFloat] { style.value.locations }
    @inlinable package var startPoint: CGPoint { style.value.startPoint }
    @inlinable package var endPoint: CGPoint { style.value.endPoint }
}

/// A gradient's stops and axis.
package struct GradientStyle {
    package var kind: GradientKind
    /// Stops in increasing location order, unpremultiplied (backends interpolate
    /// premultiplied, as Apple does).
    package var colors: [CGColor.RGBA]
    package var locations: [CGFloat]
    /// In unit coordinates of the bounds.
    package var startPoint: CGPoint
    package var endPoint: CGPoint

    package init(kind: GradientKind, colors: [CGColor.RGBA], locations: [CGFloat], startPoint: CGPoint,
                 endPoint: CGPoint) {
        self.kind = kind
        self.colors = colors
        self.locations = locations
        self.startPoint = startPoint
        self.endPoint = endPoint
    }
}
