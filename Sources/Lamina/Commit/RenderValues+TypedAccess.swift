import Foundation

// Typed writes for the evaluation fast paths: the value goes straight into its field,
// with no `AnimatableValue` built, matched or destroyed. Key paths whose type differs
// from the call's are ignored (animations are type-checked when they are added).

extension RenderValues {
    /// The scalar a key path names (a number property, or a component of a point, size,
    /// rect or transform); nil for other key paths.
    package func scalar(at keyPath: LayerKeyPath) -> CGFloat? {
        switch (keyPath.property, keyPath.component) {
        case (.opacity, _): return CGFloat(opacity)
        case (.position, .x): return position.x
        case (.position, .y): return position.y
        case (.transform, let c) where c != .whole && c != .translation && CATransform3DIsIdentity(transform):
            // The usual base of a transform component animation: no decomposition.
            switch c {
            case .scale, .scaleX, .scaleY, .scaleZ: return 1
            default: return 0
            }
        default:
            if case .scalar(let v)? = value(at: keyPath) { return v }
            return nil
        }
    }

    /// Writes a scalar: a number property, or a component.
    package mutating func setScalar(_ v: CGFloat, at keyPath: LayerKeyPath) {
        let c = keyPath.component
        switch keyPath.property {
        case .position: position.setComponent(c, v)
        case .anchorPoint: anchorPoint.setComponent(c, v)
        case .startPoint: startPoint.setComponent(c, v)
        case .endPoint: endPoint.setComponent(c, v)
        case .bounds: bounds.setComponent(c, v)
        case .contentsRect: contentsRect.setComponent(c, v)
        case .contentsCenter: contentsCenter.setComponent(c, v)
        case .shadowOffset: shadowOffset.setComponent(c, v)
        case .transform: transform = TransformComponents.setting(c, to: v, in: transform)
        case .sublayerTransform: sublayerTransform = TransformComponents.setting(c, to: v, in: sublayerTransform)
        case .instanceTransform: instanceTransform = TransformComponents.setting(c, to: v, in: instanceTransform)
        case .opacity: opacity = Float(v)
        case .zPosition: zPosition = v
        case .anchorPointZ: anchorPointZ = v
        case .cornerRadius: cornerRadius = v
        case .borderWidth: borderWidth = v
        case .shadowOpacity: shadowOpacity = Float(v)
        case .shadowRadius: shadowRadius = v
        case .strokeStart: strokeStart = v
        case .strokeEnd: strokeEnd = v
        case .lineWidth: lineWidth = v
        case .fontSize: fontSize = v
        default: set(.scalar(v), at: keyPath)
        }
    }

    /// Writes a point: a point property, or a rect's origin.
    package mutating func setPoint(_ p: CGPoint, at keyPath: LayerKeyPath) {
        switch (keyPath.property, keyPath.component) {
        case (.position, .whole): position = p
        case (.anchorPoint, .whole): anchorPoint = p
        case (.startPoint, .whole): startPoint = p
        case (.endPoint, .whole): endPoint = p
        default: set(.point(p), at: keyPath)
        }
    }

    /// Writes a transform property.
    package mutating func setTransform(_ t: CATransform3D, at keyPath: LayerKeyPath) {
        switch (keyPath.property, keyPath.component) {
        case (.transform, .whole): transform = t
        case (.sublayerTransform, .whole): sublayerTransform = t
        case (.instanceTransform, .whole): instanceTransform = t
        default: set(.transform(t), at: keyPath)
        }
    }

    /// Writes a colour property.
    package mutating func setColor(_ c: RGBA, at keyPath: LayerKeyPath) {
        switch keyPath.property {
        case .backgroundColor: backgroundColor = c
        case .borderColor: borderColor = c
        case .shadowColor: shadowColor = c
        case .fillColor: fillColor = c
        case .strokeColor: strokeColor = c
        case .instanceColor: instanceColor = c
        case .foregroundColor: foregroundColor = c
        default: break
        }
    }
}

extension CGPoint {
    fileprivate mutating func setComponent(_ c: LayerKeyPath.Component, _ v: CGFloat) {
        switch c {
        case .x: x = v
        case .y: y = v
        default: break
        }
    }
}

extension CGSize {
    fileprivate mutating func setComponent(_ c: LayerKeyPath.Component, _ v: CGFloat) {
        switch c {
        case .width: width = v
        case .height: height = v
        default: break
        }
    }
}

extension CGRect {
    fileprivate mutating func setComponent(_ c: LayerKeyPath.Component, _ v: CGFloat) {
        switch c {
        case .originX: origin.x = v
        case .originY: origin.y = v
        case .sizeWidth: size.width = v
        case .sizeHeight: size.height = v
        default: break
        }
    }
}
