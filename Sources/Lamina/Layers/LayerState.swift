import Foundation

/// The stored values of a `CALayer`: plain data, copied whole when a layer is copied
/// (`init(layer:)`) and, later, when a commit hands the model to the renderer.
/// Defaults are Apple's.
package struct LayerState {
    package var bounds = CGRect.zero
    package var position = CGPoint.zero
    package var zPosition: CGFloat = 0
    package var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    package var anchorPointZ: CGFloat = 0
    package var transform = CATransform3DIdentity
    package var sublayerTransform = CATransform3DIdentity
    package var isGeometryFlipped = false

    package var isHidden = false
    package var isDoubleSided = true
    package var masksToBounds = false
    package var opacity: Float = 1
    package var allowsGroupOpacity = true
    package var backgroundColor: CGColor?
    package var cornerRadius: CGFloat = 0
    package var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner,
                                               .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    package var cornerCurve = CALayerCornerCurve.circular
    package var borderWidth: CGFloat = 0
    package var borderColor: CGColor? = CGColor.black

    package var contents: Any?
    package var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    package var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    package var contentsGravity = CALayerContentsGravity.resize
    package var contentsScale: CGFloat = 1
    package var contentsFormat = CALayerContentsFormat.RGBA8Uint
    package var minificationFilter = CALayerContentsFilter.linear
    package var magnificationFilter = CALayerContentsFilter.linear
    package var minificationFilterBias: Float = 0

    package var isOpaque = false
    package var needsDisplayOnBoundsChange = false
    package var drawsAsynchronously = false
    package var edgeAntialiasingMask: CAEdgeAntialiasingMask = [.layerLeftEdge, .layerRightEdge,
                                                                .layerBottomEdge, .layerTopEdge]
    package var allowsEdgeAntialiasing = false
    package var shouldRasterize = false
    package var rasterizationScale: CGFloat = 1

    package var shadowColor: CGColor? = CGColor.black
    package var shadowOpacity: Float = 0
    package var shadowOffset = CGSize(width: 0, height: -3)
    package var shadowRadius: CGFloat = 3
    package var shadowPath: CGPath?

    package var name: String?
    package var style: [AnyHashable: Any]?
    package var actions: [String: any CAAction]?
    package var filters: [Any]?
    package var backgroundFilters: [Any]?
    package var compositingFilter: Any?

    package init() {}
}
