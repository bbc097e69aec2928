import Foundation

/// What kind of layer a render node draws.
package enum LayerKind: UInt8, Sendable {
    case plain, shape, gradient, replicator, transform, text

    package init(of layer: CALayer) {
        switch layer {
        case is CAShapeLayer: self = .shape
        case is CAGradientLayer: self = .gradient
        case is CAReplicatorLayer: self = .replicator
        case is CATransformLayer: self = .transform
        case is CATextLayer: self = .text
        default: self = .plain
        }
    }
}

/// A layer's values in the form renderers and animations use: plain values only
/// (colours as RGBA, paths as `PathStorage`), so evaluating and drawing a frame never
/// creates objects. Made from the model at commit; animations write presented values
/// into a copy each frame.
package struct RenderValues {
    package typealias RGBA = CGColor.RGBA

    // Geometry
    package var bounds = CGRect.zero
    package var position = CGPoint.zero
    package var zPosition: CGFloat = 0
    package var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    package var anchorPointZ: CGFloat = 0
    package var transform = CATransform3DIdentity
    package var sublayerTransform = CATransform3DIdentity
    package var isGeometryFlipped = false

    // Appearance
    package var isHidden = false
    package var isDoubleSided = true
    package var masksToBounds = false
    package var opacity: Float = 1
    package var allowsGroupOpacity = true
    package var backgroundColor: RGBA?
    package var cornerRadius: CGFloat = 0
    package var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner,
                                               .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    package var cornerCurve = CALayerCornerCurve.circular
    package var borderWidth: CGFloat = 0
    package var borderColor: RGBA?
    package var allowsEdgeAntialiasing = false
    package var edgeAntialiasingMask: CAEdgeAntialiasingMask = [.layerLeftEdge, .layerRightEdge,
                                                                .layerBottomEdge, .layerTopEdge]

    // Contents
    package var contents: Any?
    package var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    package var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    package var contentsGravity = ContentsGravityKind.resize
    package var contentsScale: CGFloat = 1
    package var minificationFilter = ContentsFilterKind.linear
    package var magnificationFilter = ContentsFilterKind.linear

    // Shadow
    package var shadowColor: RGBA?
    package var shadowOpacity: Float = 0
    package var shadowOffset = CGSize(width: 0, height: -3)
    package var shadowRadius: CGFloat = 3
    package var shadowPath: PathStorage?

    // CAShapeLayer
    package var path: PathStorage?
    package var fillColor: RGBA?
    package var fillRule = CGPathFillRule.winding
    package var strokeColor: RGBA?
    package var lineWidth: CGFloat = 1
    package var lineCap = CGLineCap.butt
    package var lineJoin = CGLineJoin.miter
    package var miterLimit: CGFloat = 10
    package var lineDashPattern: [CGFloat]?
    package var lineDashPhase: CGFloat = 0
    package var strokeStart: CGFloat = 0
    package var strokeEnd: CGFloat = 1

    // CAGradientLayer
    package var colors: [RGBA]?
    package var locations: [CGFloat]?
    package var startPoint = CGPoint(x: 0.5, y: 0)
    package var endPoint = CGPoint(x: 0.5, y: 1)
    package var gradientType = GradientKind.axial

    // CAReplicatorLayer
    package var instanceCount = 1
    package var instanceDelay: CFTimeInterval = 0
    package var instanceTransform = CATransform3DIdentity
    package var instanceColor: RGBA?
    package var instanceRedOffset: Float = 0
    package var instanceGreenOffset: Float = 0
    package var instanceBlueOffset: Float = 0
    package var instanceAlphaOffset: Float = 0
    package var preservesDepth = false

    // CATextLayer
    package var string: Any?
    package var font: Any?
    package var fontSize: CGFloat = 36
    package var foregroundColor: RGBA?
    package var isWrapped = false
    package var alignmentMode = TextAlignmentKind.natural
    package var truncationMode = TruncationKind.none

    package init() {}
}

extension RenderValues {
    /// The values of `layer`'s model.
    package init(model layer: CALayer) {
        let s = layer.state
        bounds = s.bounds; position = s.position; zPosition = s.zPosition
        anchorPoint = s.anchorPoint; anchorPointZ = s.anchorPointZ
        transform = s.transform; sublayerTransform = s.sublayerTransform
        isGeometryFlipped = s.isGeometryFlipped
        isHidden = s.isHidden; isDoubleSided = s.isDoubleSided; masksToBounds = s.masksToBounds
        opacity = s.opacity; allowsGroupOpacity = s.allowsGroupOpacity
        backgroundColor = s.backgroundColor?.rgba; cornerRadius = s.cornerRadius
        maskedCorners = s.maskedCorners; cornerCurve = s.cornerCurve
        borderWidth = s.borderWidth; borderColor = s.borderColor?.rgba
        allowsEdgeAntialiasing = s.allowsEdgeAntialiasing; edgeAntialiasingMask = s.edgeAntialiasingMask
        contents = s.contents; contentsRect = s.contentsRect; contentsCenter = s.contentsCenter
        contentsGravity = ContentsGravityKind(s.contentsGravity); contentsScale = s.contentsScale
        minificationFilter = ContentsFilterKind(s.minificationFilter)
        magnificationFilter = ContentsFilterKind(s.magnificationFilter)
        shadowColor = s.shadowColor?.rgba; shadowOpacity = s.shadowOpacity
        shadowOffset = s.shadowOffset; shadowRadius = s.shadowRadius
        shadowPath = s.shadowPath?.storage
        if let shape = layer as? CAShapeLayer {
            let v = shape.shape
            path = v.path?.storage; fillColor = v.fillColor?.rgba; fillRule = CGPathFillRule(v.fillRule)
            strokeColor = v.strokeColor?.rgba; lineWidth = v.lineWidth
            lineCap = CGLineCap(v.lineCap); lineJoin = CGLineJoin(v.lineJoin); miterLimit = v.miterLimit
            lineDashPattern = v.lineDashPattern?.map { CGFloat($0.doubleValue) }
            lineDashPhase = v.lineDashPhase; strokeStart = v.strokeStart; strokeEnd = v.strokeEnd
        } else if let gradient = layer as? CAGradientLayer {
            let v = gradient.gradient
            colors = v.colors?.compactMap { ($0 as? CGColor)?.rgba }
            locations = v.locations?.map { CGFloat($0.doubleValue) }
            startPoint = v.startPoint; endPoint = v.endPoint; gradientType = GradientKind(v.type)
        } else if let replicator = layer as? CAReplicatorLayer {
            let v = replicator.replicator
            instanceCount = v.instanceCount; instanceDelay = v.instanceDelay
            instanceTransform = v.instanceTransform; instanceColor = v.instanceColor?.rgba
            instanceRedOffset = v.instanceRedOffset; instanceGreenOffset = v.instanceGreenOffset
            instanceBlueOffset = v.instanceBlueOffset; instanceAlphaOffset = v.instanceAlphaOffset
            preservesDepth = v.preservesDepth
        } else if let text = layer as? CATextLayer {
            let v = text.text
            string = v.string; font = v.font; fontSize = v.fontSize
            foregroundColor = v.foregroundColor?.rgba; isWrapped = v.isWrapped
            alignmentMode = TextAlignmentKind(v.alignmentMode); truncationMode = TruncationKind(v.truncationMode)
        }
    }
}
