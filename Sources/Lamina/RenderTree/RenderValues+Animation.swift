import Foundation

// Typed access to `RenderValues` by parsed key path: how animations read the value they
// start from, write the value they present, and reset animated properties from the model
// each frame. Everything goes through the property's field offset (`LayerPropertyTable`)
// on the values in place: no strings, no `Any` boxing for the interpolable types, no
// allocation for scalars, points, sizes, rects, colours and transforms, no copy of the
// values, and no per-property code.

extension RenderValues {
    /// The value `keyPath` names; nil for a nil optional (no colour, no path) or for a
    /// property the render values hold no animatable value of (kinds, masks, the tree).
    package static func value(at keyPath: LayerKeyPath, in base: UnsafeRawPointer) -> AnimatableValue? {
        let c = keyPath.component
        switch keyPath.storage {
        case .cgFloat(let o): return .scalar(load(base, o, as: CGFloat.self))
        case .float(let o): return .scalar(CGFloat(load(base, o, as: Float.self)))
        case .double(let o): return .scalar(CGFloat(load(base, o, as: Double.self)))
        case .integer(let o): return .scalar(CGFloat(load(base, o, as: Int.self)))
        case .flag(let o): return .discrete(load(base, o, as: Bool.self))
        case .point(let o): return AnimatableValue.point(load(base, o, as: CGPoint.self)).component(c)
        case .size(let o): return AnimatableValue.size(load(base, o, as: CGSize.self)).component(c)
        case .rect(let o): return AnimatableValue.rect(load(base, o, as: CGRect.self)).component(c)
        case .transform(let o): return transformValue(load(base, o, as: CATransform3D.self), c)
        case .color(let o, _): return load(base, o, as: RGBA?.self).map { .color($0) }
        case .path(let o, _): return load(base, o, as: PathStorage?.self).map { .path($0) }
        case .numberList(let o, _): return load(base, o, as: [CGFloat]?.self).map { .scalars($0) }
        case .colorList(let o, _): return load(base, o, as: [RGBA]?.self).map { .colors($0) }
        case .object(let o): return .discrete(load(base, o, as: Any?.self))
        case .cornerMask, .edgeMask, .kind, .modelKind, .modelObject, .structure: return nil
        }
    }

    /// Writes `value` where `keyPath` points. A value of another type than the key
    /// path's is ignored (animations are type-checked when they are added), and so is a
    /// value that is not finite: an animation between finite values can still reach one
    /// (ends near Double's largest, a curve or a spring overshooting past it), and the
    /// property then presents what it had, as a setter refuses NaN and keeps the old value.
    package static func set(_ value: AnimatableValue?, at keyPath: LayerKeyPath, in base: UnsafeMutableRawPointer) {
        if let value, !value.isFinite { return }
        let c = keyPath.component
        switch keyPath.storage {
        case .cgFloat(let o):
            if case .scalar(let v) = value { store(v, base, o) }
        case .float(let o):
            if case .scalar(let v) = value { store(floatValue(v), base, o) }
        case .double(let o):
            if case .scalar(let v) = value { store(Double(v), base, o) }
        case .integer(let o):
            if case .scalar(let v) = value, v.isFinite { store(Int(min(max(v.rounded(.down), -9e18), 9e18)), base, o) }
        case .flag(let o):
            if case .discrete(let v as Bool) = value { store(v, base, o) }
        case .point(let o):
            var p = load(base, o, as: CGPoint.self)
            p.assign(value, c)
            store(p, base, o)
        case .size(let o):
            var v = load(base, o, as: CGSize.self)
            v.assign(value, c)
            store(v, base, o)
        case .rect(let o):
            var r = load(base, o, as: CGRect.self)
            r.assign(value, c)
            store(r, base, o)
        case .transform(let o):
            var t = load(base, o, as: CATransform3D.self)
            assign(&t, value, c)
            store(t, base, o)
        case .color(let o, _):
            switch value {
            case .color(let v)?: store(RGBA?.some(v), base, o)
            case nil: store(RGBA?.none, base, o)
            default: break
            }
        case .path(let o, _):
            switch value {
            case .path(let v)?: store(PathStorage?.some(v), base, o)
            case nil: store(PathStorage?.none, base, o)
            default: break
            }
        case .numberList(let o, _):
            if case .scalars(let v) = value { store([CGFloat]?.some(v), base, o) } else if value == nil { store([CGFloat]?.none, base, o) }
        case .colorList(let o, _):
            if case .colors(let v) = value { store([RGBA]?.some(v), base, o) } else if value == nil { store([RGBA]?.none, base, o) }
        case .object(let o):
            if case .discrete(let v) = value { store(Any?.some(v as Any), base, o) } else if value == nil { store(Any?.none, base, o) }
        case .cornerMask, .edgeMask, .kind, .modelKind, .modelObject, .structure:
            break
        }
    }

    /// Copies one property's model value back before the frame's animations write it
    /// (`storage` is the property's).
    package static func reset(_ storage: LayerStorage, in base: UnsafeMutableRawPointer, from model: UnsafeRawPointer) {
        switch storage {
        case .cgFloat(let o): store(load(model, o, as: CGFloat.self), base, o)
        case .double(let o): store(load(model, o, as: Double.self), base, o)
        case .integer(let o): store(load(model, o, as: Int.self), base, o)
        case .float(let o): store(load(model, o, as: Float.self), base, o)
        case .flag(let o): store(load(model, o, as: Bool.self), base, o)
        case .point(let o): store(load(model, o, as: CGPoint.self), base, o)
        case .size(let o): store(load(model, o, as: CGSize.self), base, o)
        case .rect(let o): store(load(model, o, as: CGRect.self), base, o)
        case .transform(let o): store(load(model, o, as: CATransform3D.self), base, o)
        case .cornerMask(let o): store(load(model, o, as: CACornerMask.self), base, o)
        case .edgeMask(let o): store(load(model, o, as: CAEdgeAntialiasingMask.self), base, o)
        case .kind(let o, let size, _): mutableAddress(base, o).copyMemory(from: address(model, o), byteCount: size)
        case .color(let o, _): store(load(model, o, as: RGBA?.self), base, o)
        case .path(let o, _): store(load(model, o, as: PathStorage?.self), base, o)
        case .numberList(let o, _): store(load(model, o, as: [CGFloat]?.self), base, o)
        case .colorList(let o, _): store(load(model, o, as: [RGBA]?.self), base, o)
        case .object(let o): store(load(model, o, as: Any?.self), base, o)
        case .modelKind, .modelObject, .structure: break
        }
    }

    /// The scalar a key path names (a number property, or a component of a point, size,
    /// rect or transform); nil for other key paths.
    @inline(__always)
    package static func scalar(at keyPath: LayerKeyPath, in base: UnsafeRawPointer) -> CGFloat? {
        let c = keyPath.component
        switch keyPath.storage {
        case .cgFloat(let o): return load(base, o, as: CGFloat.self)
        case .float(let o): return CGFloat(load(base, o, as: Float.self))
        case .point(let o) where c == .x: return load(base, o, as: CGPoint.self).x
        case .point(let o) where c == .y: return load(base, o, as: CGPoint.self).y
        case .transform(let o) where c != .whole && c != .translation:
            let t = load(base, o, as: CATransform3D.self)
            if CATransform3DIsIdentity(t) {
                // The usual base of a transform component animation: no decomposition.
                return c.scaleAxes != nil ? 1 : 0
            }
            return t.scalarComponent(c) ?? 0
        default:
            if case .scalar(let v)? = value(at: keyPath, in: base) { return v }
            return nil
        }
    }

    /// `v` as a `Float` property holds it: a finite value past Float's range is its largest
    /// (an opacity animated to 10²⁷⁸ presents as Float's largest, drawn as 1), not an
    /// infinity; a non-finite one stays as it is.
    @inline(__always)
    package static func floatValue(_ v: CGFloat) -> Float {
        let limit = CGFloat(Float.greatestFiniteMagnitude)
        return Float(v.isFinite ? min(max(v, -limit), limit) : v)
    }

    /// Writes a scalar: a number property, or a component (not a value that is not
    /// finite, as `set` refuses it).
    package static func setScalar(_ v: CGFloat, at keyPath: LayerKeyPath, in base: UnsafeMutableRawPointer) {
        guard v.isFinite else { return }
        let c = keyPath.component
        switch keyPath.storage {
        case .cgFloat(let o): store(v, base, o)
        case .float(let o): store(floatValue(v), base, o)
        case .double(let o): store(Double(v), base, o)
        case .point(let o):
            var p = load(base, o, as: CGPoint.self)
            p.assign(.scalar(v), c)
            store(p, base, o)
        case .size(let o):
            var s = load(base, o, as: CGSize.self)
            s.assign(.scalar(v), c)
            store(s, base, o)
        case .rect(let o):
            var r = load(base, o, as: CGRect.self)
            r.assign(.scalar(v), c)
            store(r, base, o)
        case .transform(let o):
            store(TransformComponents.setting(c, to: v, in: load(base, o, as: CATransform3D.self)), base, o)
        default:
            set(.scalar(v), at: keyPath, in: base)
        }
    }

    /// Writes a point: a point property, or a rect's origin (not a point that is not
    /// finite, as `set` refuses it).
    package static func setPoint(_ p: CGPoint, at keyPath: LayerKeyPath, in base: UnsafeMutableRawPointer) {
        guard p.x.isFinite, p.y.isFinite else { return }
        if case .point(let o) = keyPath.storage, keyPath.component == .whole {
            store(p, base, o)
        } else {
            set(.point(p), at: keyPath, in: base)
        }
    }

    /// Writes a transform property (not a transform that is not finite, as `set`
    /// refuses it).
    package static func setTransform(_ t: CATransform3D, at keyPath: LayerKeyPath, in base: UnsafeMutableRawPointer) {
        guard t.isFinite else { return }
        if case .transform(let o) = keyPath.storage, keyPath.component == .whole {
            store(t, base, o)
        } else {
            set(.transform(t), at: keyPath, in: base)
        }
    }

    /// Writes a colour property (not a colour that is not finite, as `set` refuses it).
    package static func setColor(_ c: RGBA, at keyPath: LayerKeyPath, in base: UnsafeMutableRawPointer) {
        guard c.red.isFinite, c.green.isFinite, c.blue.isFinite, c.alpha.isFinite else { return }
        if case .color(let o, _) = keyPath.storage { store(RGBA?.some(c), base, o) }
    }

    // MARK: In place on a value

    /// The value `keyPath` names (see `value(at:in:)`).
    package func value(at keyPath: LayerKeyPath) -> AnimatableValue? {
        var copy = self
        return copy.withFields { Self.value(at: keyPath, in: UnsafeRawPointer($0)) }
    }

    /// The value `keyPath` names in `values`, read in place.
    package static func value(at keyPath: LayerKeyPath, in values: inout RenderValues) -> AnimatableValue? {
        values.withFields { value(at: keyPath, in: UnsafeRawPointer($0)) }
    }

    package mutating func set(_ value: AnimatableValue?, at keyPath: LayerKeyPath) {
        withFields { Self.set(value, at: keyPath, in: $0) }
    }

    /// Copies `property`'s model value back (see `reset(_:in:from:)`); for `contents`,
    /// also ends any cross-dissolve an animation wrote.
    package mutating func reset(_ property: LayerProperty, from model: UnsafePointer<RenderValues>) {
        reset(property.storage, from: model)
        if property == .contents, contentsFadeWeight != 0 {
            contentsFadeFrom = nil
            contentsFadeWeight = 0
        }
    }

    /// Copies the model value of the property stored as `storage` back.
    package mutating func reset(_ storage: LayerStorage, from model: UnsafePointer<RenderValues>) {
        withFields { Self.reset(storage, in: $0, from: UnsafeRawPointer(model)) }
    }

    package static func scalar(at keyPath: LayerKeyPath, in values: inout RenderValues) -> CGFloat? {
        values.withFields { scalar(at: keyPath, in: UnsafeRawPointer($0)) }
    }

    package mutating func setScalar(_ v: CGFloat, at keyPath: LayerKeyPath) {
        withFields { Self.setScalar(v, at: keyPath, in: $0) }
    }

    package mutating func setPoint(_ p: CGPoint, at keyPath: LayerKeyPath) {
        withFields { Self.setPoint(p, at: keyPath, in: $0) }
    }

    package mutating func setTransform(_ t: CATransform3D, at keyPath: LayerKeyPath) {
        withFields { Self.setTransform(t, at: keyPath, in: $0) }
    }

    package mutating func setColor(_ c: RGBA, at keyPath: LayerKeyPath) {
        withFields { Self.setColor(c, at: keyPath, in: $0) }
    }

    // MARK: Transforms

    private static func transformValue(_ t: CATransform3D, _ component: LayerKeyPath.Component) -> AnimatableValue {
        switch component {
        case .whole: return .transform(t)
        case .translation: return .size(t.translationComponent)
        default:
            if CATransform3DIsIdentity(t) {
                // The common base of component animations: no decomposition needed.
                return .scalar(component.scaleAxes != nil ? 1 : 0)
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
            if let axes = component.scaleAxes {
                return CATransform3DMakeScale(axes.x ? v : 1, axes.y ? v : 1, axes.z ? v : 1)
            }
            switch component {
            case .rotationX: return CATransform3DMakeRotation(v, 1, 0, 0)
            case .rotationY: return CATransform3DMakeRotation(v, 0, 1, 0)
            case .rotationZ:
                // CATransform3DMakeRotation about z, without normalizing the axis.
                let s = sin(v), c = cos(v)
                var r = CATransform3DIdentity
                r.m11 = c; r.m12 = s; r.m21 = -s; r.m22 = c
                return r
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
            if let axes = component.scaleAxes {
                parts.scale = axes.setting(d, in: parts.scale)
            } else {
                switch component {
                case .rotationX: parts.eulerAngles.x = d
                case .rotationY: parts.eulerAngles.y = d
                case .rotationZ: parts.eulerAngles.z = d
                default: return t
                }
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
