import Foundation

// Typed access to `RenderValues` by parsed key path: how animations read the value they
// start from, write the value they present, and reset animated properties from the model
// each frame. Everything goes by the property's storage slot (`LayerPropertyTable`): no
// strings, no `Any` boxing for the interpolable types, no allocation for scalars, points,
// sizes, rects, colours and transforms, and no per-property code.

extension RenderValues {
    /// The value `keyPath` names; nil for a nil optional (no colour, no path) or for a
    /// property the render values hold no animatable value of (kinds, masks, the tree).
    package func value(at keyPath: LayerKeyPath) -> AnimatableValue? {
        let c = keyPath.component
        switch keyPath.property.storage {
        case .number(let i, _): return .scalar(CGFloat(numberSlots[i]))
        case .integer(let i): return .scalar(CGFloat(integerSlots[i]))
        case .flag(let i): return .discrete(flagSlots[i])
        case .point(let i): return AnimatableValue.point(pointSlots[i]).component(c)
        case .size(let i): return AnimatableValue.size(sizeSlots[i]).component(c)
        case .rect(let i): return AnimatableValue.rect(rectSlots[i]).component(c)
        case .transform(let i): return Self.transformValue(transformSlots[i], c)
        case .color(let i): return colorSlots[i].map { .color($0) }
        case .path(let i): return pathSlots[i].map { .path($0) }
        case .numberList(let i): return numberListSlots[i].map { .scalars($0) }
        case .colorList(let i): return colorListSlots[i].map { .colors($0) }
        case .object(let i): return .discrete(objectSlots[i])
        case .mask, .kind, .modelObject, .structure: return nil
        }
    }

    /// Writes `value` where `keyPath` points. A value of another type than the key
    /// path's is ignored (animations are type-checked when they are added).
    package mutating func set(_ value: AnimatableValue?, at keyPath: LayerKeyPath) {
        let c = keyPath.component
        switch keyPath.property.storage {
        case .number(let i, let format):
            if case .scalar(let v) = value { numberSlots[i] = format.stored(Double(v)) }
        case .integer(let i):
            if case .scalar(let v) = value, v.isFinite { integerSlots[i] = Int(min(max(v.rounded(.down), -9e18), 9e18)) }
        case .flag(let i):
            if case .discrete(let v as Bool) = value { flagSlots[i] = v }
        case .point(let i): pointSlots[i].assign(value, c)
        case .size(let i): sizeSlots[i].assign(value, c)
        case .rect(let i): rectSlots[i].assign(value, c)
        case .transform(let i): Self.assign(&transformSlots[i], value, c)
        case .color(let i): colorSlots[i].assign(value)
        case .path(let i): pathSlots[i].assign(value)
        case .numberList(let i):
            if case .scalars(let v) = value { numberListSlots[i] = v } else if value == nil { numberListSlots[i] = nil }
        case .colorList(let i):
            if case .colors(let v) = value { colorListSlots[i] = v } else if value == nil { colorListSlots[i] = nil }
        case .object(let i):
            if case .discrete(let v) = value { objectSlots[i] = v } else if value == nil { objectSlots[i] = nil }
        case .mask, .kind, .modelObject, .structure:
            break
        }
    }

    /// Copies one property's model value back before the frame's animations write it.
    /// Reads through a pointer so only that slot is loaded (no copy of the whole values,
    /// which would retain every object they hold).
    package mutating func reset(_ property: LayerProperty, from model: UnsafePointer<RenderValues>) {
        switch property.storage {
        case .number(let i, _): numberSlots[i] = model.pointee.numberSlots[i]
        case .integer(let i): integerSlots[i] = model.pointee.integerSlots[i]
        case .flag(let i): flagSlots[i] = model.pointee.flagSlots[i]
        case .point(let i): pointSlots[i] = model.pointee.pointSlots[i]
        case .size(let i): sizeSlots[i] = model.pointee.sizeSlots[i]
        case .rect(let i): rectSlots[i] = model.pointee.rectSlots[i]
        case .transform(let i): transformSlots[i] = model.pointee.transformSlots[i]
        case .mask(let i): maskSlots[i] = model.pointee.maskSlots[i]
        case .kind(let i): kindSlots[i] = model.pointee.kindSlots[i]
        case .color(let i): colorSlots[i] = model.pointee.colorSlots[i]
        case .path(let i): pathSlots[i] = model.pointee.pathSlots[i]
        case .numberList(let i): numberListSlots[i] = model.pointee.numberListSlots[i]
        case .colorList(let i): colorListSlots[i] = model.pointee.colorListSlots[i]
        case .object(let i): objectSlots[i] = model.pointee.objectSlots[i]
        case .modelObject, .structure: break
        }
    }

    // MARK: Typed writes for the evaluation fast paths

    /// The scalar a key path names (a number property, or a component of a point, size,
    /// rect or transform); nil for other key paths.
    package func scalar(at keyPath: LayerKeyPath) -> CGFloat? {
        let c = keyPath.component
        switch keyPath.property.storage {
        case .number(let i, _): return CGFloat(numberSlots[i])
        case .point(let i) where c == .x: return pointSlots[i].x
        case .point(let i) where c == .y: return pointSlots[i].y
        case .transform(let i) where c != .whole && c != .translation && CATransform3DIsIdentity(transformSlots[i]):
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
        switch keyPath.property.storage {
        case .number(let i, let format): numberSlots[i] = format.stored(Double(v))
        case .point(let i): pointSlots[i].setComponent(c, v)
        case .size(let i): sizeSlots[i].setComponent(c, v)
        case .rect(let i): rectSlots[i].setComponent(c, v)
        case .transform(let i): transformSlots[i] = TransformComponents.setting(c, to: v, in: transformSlots[i])
        default: set(.scalar(v), at: keyPath)
        }
    }

    /// Writes a point: a point property, or a rect's origin.
    package mutating func setPoint(_ p: CGPoint, at keyPath: LayerKeyPath) {
        if case .point(let i) = keyPath.property.storage, keyPath.component == .whole {
            pointSlots[i] = p
        } else {
            set(.point(p), at: keyPath)
        }
    }

    /// Writes a transform property.
    package mutating func setTransform(_ t: CATransform3D, at keyPath: LayerKeyPath) {
        if case .transform(let i) = keyPath.property.storage, keyPath.component == .whole {
            transformSlots[i] = t
        } else {
            set(.transform(t), at: keyPath)
        }
    }

    /// Writes a colour property.
    package mutating func setColor(_ c: RGBA, at keyPath: LayerKeyPath) {
        if case .color(let i) = keyPath.property.storage { colorSlots[i] = c }
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
