import Foundation

extension RenderValues {
    /// Copies one property's model value back before the frame's animations write it.
    /// Reads through a pointer so only that field is loaded (no copy of the whole
    /// values, which would retain every object they hold).
    package mutating func reset(_ property: LayerProperty, from model: UnsafePointer<RenderValues>) {
        switch property {
        case .bounds: bounds = model.pointee.bounds
        case .position: position = model.pointee.position
        case .zPosition: zPosition = model.pointee.zPosition
        case .anchorPoint: anchorPoint = model.pointee.anchorPoint
        case .anchorPointZ: anchorPointZ = model.pointee.anchorPointZ
        case .transform: transform = model.pointee.transform
        case .sublayerTransform: sublayerTransform = model.pointee.sublayerTransform
        case .isHidden: isHidden = model.pointee.isHidden
        case .isDoubleSided: isDoubleSided = model.pointee.isDoubleSided
        case .masksToBounds: masksToBounds = model.pointee.masksToBounds
        case .opacity: opacity = model.pointee.opacity
        case .backgroundColor: backgroundColor = model.pointee.backgroundColor
        case .cornerRadius: cornerRadius = model.pointee.cornerRadius
        case .borderWidth: borderWidth = model.pointee.borderWidth
        case .borderColor: borderColor = model.pointee.borderColor
        case .contents: contents = model.pointee.contents
        case .contentsRect: contentsRect = model.pointee.contentsRect
        case .contentsCenter: contentsCenter = model.pointee.contentsCenter
        case .contentsScale: contentsScale = model.pointee.contentsScale
        case .shadowColor: shadowColor = model.pointee.shadowColor
        case .shadowOpacity: shadowOpacity = model.pointee.shadowOpacity
        case .shadowOffset: shadowOffset = model.pointee.shadowOffset
        case .shadowRadius: shadowRadius = model.pointee.shadowRadius
        case .shadowPath: shadowPath = model.pointee.shadowPath
        case .path: path = model.pointee.path
        case .fillColor: fillColor = model.pointee.fillColor
        case .strokeColor: strokeColor = model.pointee.strokeColor
        case .lineWidth: lineWidth = model.pointee.lineWidth
        case .miterLimit: miterLimit = model.pointee.miterLimit
        case .lineDashPhase: lineDashPhase = model.pointee.lineDashPhase
        case .lineDashPattern: lineDashPattern = model.pointee.lineDashPattern
        case .strokeStart: strokeStart = model.pointee.strokeStart
        case .strokeEnd: strokeEnd = model.pointee.strokeEnd
        case .colors: colors = model.pointee.colors
        case .locations: locations = model.pointee.locations
        case .startPoint: startPoint = model.pointee.startPoint
        case .endPoint: endPoint = model.pointee.endPoint
        case .instanceCount: instanceCount = model.pointee.instanceCount
        case .instanceDelay: instanceDelay = model.pointee.instanceDelay
        case .instanceTransform: instanceTransform = model.pointee.instanceTransform
        case .instanceColor: instanceColor = model.pointee.instanceColor
        case .instanceRedOffset: instanceRedOffset = model.pointee.instanceRedOffset
        case .instanceGreenOffset: instanceGreenOffset = model.pointee.instanceGreenOffset
        case .instanceBlueOffset: instanceBlueOffset = model.pointee.instanceBlueOffset
        case .instanceAlphaOffset: instanceAlphaOffset = model.pointee.instanceAlphaOffset
        case .fontSize: fontSize = model.pointee.fontSize
        case .foregroundColor: foregroundColor = model.pointee.foregroundColor
        case .string: string = model.pointee.string
        default: break
        }
    }
}
