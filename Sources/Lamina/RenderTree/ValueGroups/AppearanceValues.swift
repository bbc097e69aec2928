import Foundation

/// What a layer's look rarely changes: the rounded corners' mask and curve, the border's
/// colour, edge antialiasing, rasterization and the drawing hints. One of `RenderValues`'
/// groups (`RenderValues.appearanceGroup`): layers at these defaults share one copy.
package struct AppearanceValues: RenderValueFields {
    package typealias RGBA = CGColor.RGBA

    package var maskedCorners: CACornerMask = CACornerMask.allCorners
    package var cornerCurve: CornerCurveKind = CornerCurveKind.circular
    package var borderColor: RGBA? = CGColor.black.rgba
    package var isOpaque: Bool = false
    package var needsDisplayOnBoundsChange: Bool = false
    package var drawsAsynchronously: Bool = false
    package var edgeAntialiasingMask: CAEdgeAntialiasingMask = [.layerLeftEdge, .layerRightEdge,
                                                                .layerBottomEdge, .layerTopEdge]
    package var allowsEdgeAntialiasing: Bool = false
    package var shouldRasterize: Bool = false
    package var rasterizationScale: CGFloat = 1

    /// Every field at its default.
    package init() {}

    /// The box the groups at these defaults share.
    nonisolated(unsafe) package static let defaults = FieldGroupBox(AppearanceValues())
}

/// The fields of `AppearanceValues`, by name, as `RenderValues`' own.
extension RenderValues {
    package var maskedCorners: CACornerMask {
        @inline(__always) get { appearanceGroup.fields.maskedCorners }
        @inline(__always) set { appearanceGroup.fields.maskedCorners = newValue }
    }
    package var cornerCurve: CornerCurveKind {
        @inline(__always) get { appearanceGroup.fields.cornerCurve }
        @inline(__always) set { appearanceGroup.fields.cornerCurve = newValue }
    }
    package var borderColor: RGBA? {
        @inline(__always) get { appearanceGroup.fields.borderColor }
        @inline(__always) set { appearanceGroup.fields.borderColor = newValue }
    }
    package var isOpaque: Bool {
        @inline(__always) get { appearanceGroup.fields.isOpaque }
        @inline(__always) set { appearanceGroup.fields.isOpaque = newValue }
    }
    package var needsDisplayOnBoundsChange: Bool {
        @inline(__always) get { appearanceGroup.fields.needsDisplayOnBoundsChange }
        @inline(__always) set { appearanceGroup.fields.needsDisplayOnBoundsChange = newValue }
    }
    package var drawsAsynchronously: Bool {
        @inline(__always) get { appearanceGroup.fields.drawsAsynchronously }
        @inline(__always) set { appearanceGroup.fields.drawsAsynchronously = newValue }
    }
    package var edgeAntialiasingMask: CAEdgeAntialiasingMask {
        @inline(__always) get { appearanceGroup.fields.edgeAntialiasingMask }
        @inline(__always) set { appearanceGroup.fields.edgeAntialiasingMask = newValue }
    }
    package var allowsEdgeAntialiasing: Bool {
        @inline(__always) get { appearanceGroup.fields.allowsEdgeAntialiasing }
        @inline(__always) set { appearanceGroup.fields.allowsEdgeAntialiasing = newValue }
    }
    package var shouldRasterize: Bool {
        @inline(__always) get { appearanceGroup.fields.shouldRasterize }
        @inline(__always) set { appearanceGroup.fields.shouldRasterize = newValue }
    }
    package var rasterizationScale: CGFloat {
        @inline(__always) get { appearanceGroup.fields.rasterizationScale }
        @inline(__always) set { appearanceGroup.fields.rasterizationScale = newValue }
    }
}
