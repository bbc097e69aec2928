import Foundation

/// Typed access to `RenderValues` by parsed key path: how animations read the value they
/// start from and write the value they present. No strings, no `Any` boxing for the
/// interpolable types, no allocation for scalars, points, sizes, rects, colours and
/// transforms.
extension RenderValues {
    /// The value `keyPath` names; nil for a nil optional (no colour, no path) or for a
    /// property the render values do not carry.
    package func value(at keyPath: LayerKeyPath) -> AnimatableValue? {
        let component = keyPath.component
        switch keyPath.property {
        case .bounds: return .rect(bounds).component(component)
        case .position: return .point(position).component(component)
        case .zPosition: return .scalar(zPosition)
        case .anchorPoint: return .point(anchorPoint).component(component)
        case .anchorPointZ: return .scalar(anchorPointZ)
        case .transform: return Self.transformValue(transform, component)
        case .sublayerTransform: return Self.transformValue(sublayerTransform, component)
        case .instanceTransform: return Self.transformValue(instanceTransform, component)
        case .isHidden: return .discrete(isHidden)
        case .isDoubleSided: return .discrete(isDoubleSided)
        case .masksToBounds: return .discrete(masksToBounds)
        case .opacity: return .scalar(CGFloat(opacity))
        case .backgroundColor: return backgroundColor.map { .color($0) }
        case .cornerRadius: return .scalar(cornerRadius)
        case .borderWidth: return .scalar(borderWidth)
        case .borderColor: return borderColor.map { .color($0) }
        case .contents: return .discrete(contents)
        case .contentsRect: return .rect(contentsRect).component(component)
        case .contentsCenter: return .rect(contentsCenter).component(component)
        case .contentsScale: return .scalar(contentsScale)
        case .shadowColor: return shadowColor.map { .color($0) }
        case .shadowOpacity: return .scalar(CGFloat(shadowOpacity))
        case .shadowOffset: return .size(shadowOffset).component(component)
        case .shadowRadius: return .scalar(shadowRadius)
        case .shadowPath: return shadowPath.map { .path($0) }
        case .path: return path.map { .path($0) }
        case .fillColor: return fillColor.map { .color($0) }
        case .strokeColor: return strokeColor.map { .color($0) }
        case .lineWidth: return .scalar(lineWidth)
        case .miterLimit: return .scalar(miterLimit)
        case .lineDashPhase: return .scalar(lineDashPhase)
        case .lineDashPattern: return lineDashPattern.map { .scalars($0) }
        case .strokeStart: return .scalar(strokeStart)
        case .strokeEnd: return .scalar(strokeEnd)
        case .colors: return colors.map { .colors($0) }
        case .locations: return locations.map { .scalars($0) }
        case .startPoint: return .point(startPoint).component(component)
        case .endPoint: return .point(endPoint).component(component)
        case .instanceCount: return .scalar(CGFloat(instanceCount))
        case .instanceDelay: return .scalar(CGFloat(instanceDelay))
        case .instanceColor: return instanceColor.map { .color($0) }
        case .instanceRedOffset: return .scalar(CGFloat(instanceRedOffset))
        case .instanceGreenOffset: return .scalar(CGFloat(instanceGreenOffset))
        case .instanceBlueOffset: return .scalar(CGFloat(instanceBlueOffset))
        case .instanceAlphaOffset: return .scalar(CGFloat(instanceAlphaOffset))
        case .fontSize: return .scalar(fontSize)
        case .foregroundColor: return foregroundColor.map { .color($0) }
        case .string: return .discrete(string)
        default: return nil
        }
    }

    /// Writes `value` where `keyPath` points. A value of another type than the key
    /// path's is ignored (animations are type-checked when they are added).
    package mutating func set(_ value: AnimatableValue?, at keyPath: LayerKeyPath) {
        let c = keyPath.component
        switch keyPath.property {
        case .bounds: bounds.assign(value, c)
        case .position: position.assign(value, c)
        case .zPosition: zPosition.assign(value)
        case .anchorPoint: anchorPoint.assign(value, c)
        case .anchorPointZ: anchorPointZ.assign(value)
        case .transform: Self.assign(&transform, value, c)
        case .sublayerTransform: Self.assign(&sublayerTransform, value, c)
        case .instanceTransform: Self.assign(&instanceTransform, value, c)
        case .isHidden: if case .discrete(let v as Bool) = value { isHidden = v }
        case .isDoubleSided: if case .discrete(let v as Bool) = value { isDoubleSided = v }
        case .masksToBounds: if case .discrete(let v as Bool) = value { masksToBounds = v }
        case .opacity: opacity.assign(value)
        case .backgroundColor: backgroundColor.assign(value)
        case .cornerRadius: cornerRadius.assign(value)
        case .borderWidth: borderWidth.assign(value)
        case .borderColor: borderColor.assign(value)
        case .contents: if case .discrete(let v) = value { contents = v } else if value == nil { contents = nil }
        case .contentsRect: contentsRect.assign(value, c)
        case .contentsCenter: contentsCenter.assign(value, c)
        case .contentsScale: contentsScale.assign(value)
        case .shadowColor: shadowColor.assign(value)
        case .shadowOpacity: shadowOpacity.assign(value)
        case .shadowOffset: shadowOffset.assign(value, c)
        case .shadowRadius: shadowRadius.assign(value)
        case .shadowPath: shadowPath.assign(value)
        case .path: path.assign(value)
        case .fillColor: fillColor.assign(value)
        case .strokeColor: strokeColor.assign(value)
        case .lineWidth: lineWidth.assign(value)
        case .miterLimit: miterLimit.assign(value)
        case .lineDashPhase: lineDashPhase.assign(value)
        case .lineDashPattern: if case .scalars(let v) = value { lineDashPattern = v } else if value == nil { lineDashPattern = nil }
        case .strokeStart: strokeStart.assign(value)
        case .strokeEnd: strokeEnd.assign(value)
        case .colors: if case .colors(let v) = value { colors = v } else if value == nil { colors = nil }
        case .locations: if case .scalars(let v) = value { locations = v } else if value == nil { locations = nil }
        case .startPoint: startPoint.assign(value, c)
        case .endPoint: endPoint.assign(value, c)
        case .instanceCount: if case .scalar(let v) = value, v.isFinite { instanceCount = Int(v.rounded(.down)) }
        case .instanceDelay: if case .scalar(let v) = value { instanceDelay = Double(v) }
        case .instanceColor: instanceColor.assign(value)
        case .instanceRedOffset: instanceRedOffset.assign(value)
        case .instanceGreenOffset: instanceGreenOffset.assign(value)
        case .instanceBlueOffset: instanceBlueOffset.assign(value)
        case .instanceAlphaOffset: instanceAlphaOffset.assign(value)
        case .fontSize: fontSize.assign(value)
        case .foregroundColor: foregroundColor.assign(value)
        case .string: if case .discrete(let v) = value { string = v }
        default: break
        }
    }

    // MARK: Transforms

    private static func transformValue(_ t: CATransform3D, _ component: LayerKeyPath.Component) -> AnimatableValue {
        switch component {
        case .whole: return .transform(t)
        case .translation: return .size(t.translationComponent)
        default:
            if CATransform3DIsIdentity(t) {
                // The common base of component animations: no decomposition needed.
                switch component {
                case .scale, .scaleX, .scaleY, .scaleZ: return .scalar(1)
                default: return .scalar(0)
                }
            }
            return .scalar(t.scalarComponent(component) ?? 0)
        }
    }

    private static func assign(_ t: inout CATransform3D, _ value: AnimatableValue?, _ component: LayerKeyPath.Component) {
        switch (component, value) {
        case (.whole, .transform(let v)?):
            t = v
        case (.translation, .size(let s)?):
            t = TransformComponents.setting(translationX: s.width, y: s.height, in: t)
        case (_, .scalar(let v)?):
            t = TransformComponents.setting(component, to: v, in: t)
        default:
            break
        }
    }
}

/// Writing one transform component per frame, fast where it is common: on an identity
/// base (the usual case for `transform.rotation.z`, `transform.scale`, …) the result is
/// built directly; otherwise the base is decomposed, edited and recomposed, without
/// diagnostics (the model side reported any problem when the value was set).
package enum TransformComponents {
    package static func setting(_ component: LayerKeyPath.Component, to v: CGFloat, in t: CATransform3D) -> CATransform3D {
        guard v.isFinite else { return t }
        if CATransform3DIsIdentity(t) {
            switch component {
            case .rotationX: return CATransform3DMakeRotation(v, 1, 0, 0)
            case .rotationY: return CATransform3DMakeRotation(v, 0, 1, 0)
            case .rotationZ:
                // CATransform3DMakeRotation about z, without normalizing the axis.
                let s = sin(v), c = cos(v)
                var r = CATransform3DIdentity
                r.m11 = c; r.m12 = s; r.m21 = -s; r.m22 = c
                return r
            case .scale: return CATransform3DMakeScale(v, v, v)
            case .scaleX: return CATransform3DMakeScale(v, 1, 1)
            case .scaleY: return CATransform3DMakeScale(1, v, 1)
            case .scaleZ: return CATransform3DMakeScale(1, 1, v)
            case .translationX: return CATransform3DMakeTranslation(v, 0, 0)
            case .translationY: return CATransform3DMakeTranslation(0, v, 0)
            case .translationZ: return CATransform3DMakeTranslation(0, 0, v)
            default: return t
            }
        }
        switch component {
        case .translationX, .translationY, .translationZ:
            var r = t
            if r.m44 != 0 && r.m44 != 1 { r = scaled(r, by: 1 / r.m44) }
            switch component {
            case .translationX: r.m41 = v
            case .translationY: r.m42 = v
            default: r.m43 = v
            }
            return r
        default:
            var parts = DecomposedTransform(t) ?? DecomposedTransform.recovering(t).decomposed
            let d = Double(v)
            switch component {
            case .scale: parts.scale = SIMD3(d, d, d)
            case .scaleX: parts.scale.x = d
            case .scaleY: parts.scale.y = d
            case .scaleZ: parts.scale.z = d
            case .rotationX: parts.eulerAngles.x = d
            case .rotationY: parts.eulerAngles.y = d
            case .rotationZ: parts.eulerAngles.z = d
            default: return t
            }
            let r = parts.transform
            return r.isFinite ? r : t
        }
    }

    package static func setting(translationX x: CGFloat, y: CGFloat, in t: CATransform3D) -> CATransform3D {
        guard x.isFinite, y.isFinite else { return t }
        var r = t
        if r.m44 != 0 && r.m44 != 1 { r = scaled(r, by: 1 / r.m44) }
        r.m41 = x
        r.m42 = y
        return r
    }

    private static func scaled(_ t: CATransform3D, by k: CGFloat) -> CATransform3D {
        CATransform3D(m11: t.m11 * k, m12: t.m12 * k, m13: t.m13 * k, m14: t.m14 * k,
                      m21: t.m21 * k, m22: t.m22 * k, m23: t.m23 * k, m24: t.m24 * k,
                      m31: t.m31 * k, m32: t.m32 * k, m33: t.m33 * k, m34: t.m34 * k,
                      m41: t.m41 * k, m42: t.m42 * k, m43: t.m43 * k, m44: 1)
    }
}

// MARK: Typed assignment helpers

extension AnimatableValue {
    /// The component of a point, size or rect value (the whole value for `.whole`).
    fileprivate func component(_ c: LayerKeyPath.Component) -> AnimatableValue {
        switch (self, c) {
        case (_, .whole): return self
        case (.point(let p), .x): return .scalar(p.x)
        case (.point(let p), .y): return .scalar(p.y)
        case (.size(let s), .width): return .scalar(s.width)
        case (.size(let s), .height): return .scalar(s.height)
        case (.rect(let r), .origin): return .point(r.origin)
        case (.rect(let r), .originX): return .scalar(r.origin.x)
        case (.rect(let r), .originY): return .scalar(r.origin.y)
        case (.rect(let r), .size): return .size(r.size)
        case (.rect(let r), .sizeWidth): return .scalar(r.size.width)
        case (.rect(let r), .sizeHeight): return .scalar(r.size.height)
        default: return self
        }
    }
}

extension CGFloat {
    fileprivate mutating func assign(_ value: AnimatableValue?) {
        if case .scalar(let v) = value { self = v }
    }
}

extension Float {
    fileprivate mutating func assign(_ value: AnimatableValue?) {
        if case .scalar(let v) = value { self = Float(v) }
    }
}

extension Optional where Wrapped == CGColor.RGBA {
    fileprivate mutating func assign(_ value: AnimatableValue?) {
        switch value {
        case .color(let c)?: self = c
        case nil: self = nil
        default: break
        }
    }
}

extension Optional where Wrapped == PathStorage {
    fileprivate mutating func assign(_ value: AnimatableValue?) {
        switch value {
        case .path(let p)?: self = p
        case nil: self = nil
        default: break
        }
    }
}

extension CGPoint {
    fileprivate mutating func assign(_ value: AnimatableValue?, _ c: LayerKeyPath.Component) {
        switch (c, value) {
        case (.whole, .point(let p)?): self = p
        case (.x, .scalar(let v)?): x = v
        case (.y, .scalar(let v)?): y = v
        default: break
        }
    }
}

extension CGSize {
    fileprivate mutating func assign(_ value: AnimatableValue?, _ c: LayerKeyPath.Component) {
        switch (c, value) {
        case (.whole, .size(let s)?): self = s
        case (.width, .scalar(let v)?): width = v
        case (.height, .scalar(let v)?): height = v
        default: break
        }
    }
}

extension CGRect {
    fileprivate mutating func assign(_ value: AnimatableValue?, _ c: LayerKeyPath.Component) {
        switch (c, value) {
        case (.whole, .rect(let r)?): self = r
        case (.origin, .point(let p)?): origin = p
        case (.originX, .scalar(let v)?): origin.x = v
        case (.originY, .scalar(let v)?): origin.y = v
        case (.size, .size(let s)?): size = s
        case (.sizeWidth, .scalar(let v)?): size.width = v
        case (.sizeHeight, .scalar(let v)?): size.height = v
        default: break
        }
    }
}
