import Foundation

/// A shape layer's path, filled and stroked: where it is, inline, and what it paints,
/// out of line (the paths and colours would make every command bigger).
package struct ShapeItem {
    package var placement: ItemPlacement
    package var paint: ItemBox<ShapePaint>

    /// A shape item whose paint is already boxed (a builder's, from its pool).
    package init(placement: ItemPlacement, paint: ItemBox<ShapePaint>) {
        self.placement = placement
        self.paint = paint
    }

    /// A shape item with its paint in a box of its own.
    package init(placement: ItemPlacement, fillPath: PathStorage?, fillColor: CGColor.RGBA?, fillRule: CGPathFillRule,
                 strokeOutline: PathStorage?, strokeColor: CGColor.RGBA?, contentKey: Int) {
        self.init(placement: placement, paint: ItemBox(ShapePaint(
            fillPath: fillPath, fillColor: fillColor, fillRule: fillRule, strokeOutline: strokeOutline,
            strokeColor: strokeColor, contentKey: contentKey)))
    }

    @inlinable package var fillPath: PathStorage? { paint.value.fillPath }
    @inlinable package var fillColor: CGColor.RGBA? { paint.value.fillColor }
    @inlinable package var fillRule: CGPathFillRule { paint.value.fillRule }
    @inlinable package var strokeOutline: PathStorage? { paint.value.strokeOutline }
    @inlinable package var strokeColor: CGColor.RGBA? { paint.value.strokeColor }
    @inlinable package var contentKey: Int { paint.value.contentKey }
}

/// What a shape layer paints: its path filled and its stroke (dashes and
/// `strokeStart`/`strokeEnd` already applied) as an outline filled. Paths are in the
/// layer's bounds space.
package struct ShapePaint {
    package var fillPath: PathStorage?
    package var fillColor: CGColor.RGBA?
    package var fillRule: CGPathFillRule
    /// The stroke as an outline to fill with the non-zero rule (empty: no stroke).
    package var strokeOutline: PathStorage?
    package var strokeColor: CGColor.RGBA?
    /// Changes whenever any input of the shape's pixels changes (for caches).
    package var contentKey: Int

    package init(fillPath: PathStorage?, fillColor: CGColor.RGBA?, fillRule: CGPathFillRule,
                 strokeOutline: PathStorage?, strokeColor: CGColor.RGBA?, contentKey: Int) {
        self.fillPath = fillPath
        self.fillColor = fillColor
        self.fillRule = fillRule
        self.strokeOutline = strokeOutline
        self.strokeColor = strokeColor
        self.contentKey = contentKey
    }
}
