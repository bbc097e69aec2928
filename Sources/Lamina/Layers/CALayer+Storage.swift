import Foundation

/// How the public properties of the layer classes write their storage: one setter per
/// storage kind, by `LayerProperty` (the getters read their `RenderValues` field, or the
/// model's object, directly). A setter refuses what Apple refuses (non-finite geometry,
/// with a diagnostic; the old value is kept), stores the model value together with its
/// plain form, and runs the change handling every property shares (`didChange`: the
/// transaction, the implicit action, redisplay).
extension CALayer {
    // MARK: Reading the model's objects

    package func kind<K: LayerKindValue>(_ p: LayerProperty, as type: K.Type) -> K {
        switch p.storage {
        case .kind(_, _, let slot), .modelKind(let slot): return K(rawValue: state.objects.names[slot])!
        default: return K(rawValue: "")!
        }
    }

    package func color(_ p: LayerProperty) -> CGColor? {
        guard case .color(_, let slot) = p.storage else { return nil }
        return state.objects[color: slot]
    }

    package func path(_ p: LayerProperty) -> CGPath? {
        guard case .path(_, let slot) = p.storage else { return nil }
        return state.objects[path: slot]
    }

    package func numberList(_ p: LayerProperty) -> [NSNumber]? {
        guard case .numberList(_, let slot) = p.storage else { return nil }
        return state.objects[numberList: slot]
    }

    package func colorList(_ p: LayerProperty) -> [Any]? {
        guard case .colorList(_, let slot) = p.storage else { return nil }
        return state.objects[colorList: slot]
    }

    package func modelObject(_ p: LayerProperty) -> Any? {
        guard case .modelObject(let slot) = p.storage else { return nil }
        return state.objects.others?.slots[slot]
    }

    // MARK: Writing

    /// Writes `value` into `p`'s field (of type `T`) and handles the change.
    @inline(__always)
    private func storeField<T>(_ value: T, _ offset: Int, _ p: LayerProperty, valueChanged: Bool = true) {
        willChangeModel()
        state.values.withFields { RenderValues.store(value, $0, offset) }
        didChange(p, valueChanged: valueChanged)
    }

    /// Writes `value` into `p`'s field and handles the change, noting whether the value
    /// differs from the one it replaces.
    @inline(__always)
    private func storeField<T: Equatable>(_ value: T, _ offset: Int, _ p: LayerProperty) {
        willChangeModel()
        let changed = state.values.withFields { fields -> Bool in
            let old = RenderValues.load(UnsafeRawPointer(fields), offset, as: T.self)
            RenderValues.store(value, fields, offset)
            return old != value
        }
        didChange(p, valueChanged: changed)
    }

    /// Stores a CGFloat property; non-finite values are refused. Returns whether it was stored.
    @discardableResult
    package func store(_ v: CGFloat, _ p: LayerProperty) -> Bool {
        guard v.isFinite else { refuseNonFinite(p.key, v); return false }
        switch p.storage {
        case .cgFloat(let o): storeField(v, o, p)
        case .double(let o): storeField(Double(v), o, p)
        default: return false
        }
        return true
    }

    @discardableResult
    package func store(_ v: Float, _ p: LayerProperty) -> Bool {
        guard v.isFinite else { refuseNonFinite(p.key, v); return false }
        guard case .float(let o) = p.storage else { return false }
        storeField(v, o, p)
        return true
    }

    @discardableResult
    package func store(_ v: Double, _ p: LayerProperty) -> Bool {
        guard v.isFinite else { refuseNonFinite(p.key, v); return false }
        guard case .double(let o) = p.storage else { return false }
        storeField(v, o, p)
        return true
    }

    package func store(_ v: Int, _ p: LayerProperty) {
        guard case .integer(let o) = p.storage else { return }
        storeField(v, o, p)
    }

    package func store(_ v: Bool, _ p: LayerProperty) {
        guard case .flag(let o) = p.storage else { return }
        storeField(v, o, p)
    }

    @discardableResult
    package func store(_ v: CGPoint, _ p: LayerProperty) -> Bool {
        guard v.isFinite else { refuseNonFinite(p.key, v); return false }
        guard case .point(let o) = p.storage else { return false }
        storeField(v, o, p)
        return true
    }

    @discardableResult
    package func store(_ v: CGSize, _ p: LayerProperty) -> Bool {
        guard v.isFinite else { refuseNonFinite(p.key, v); return false }
        guard case .size(let o) = p.storage else { return false }
        storeField(v, o, p)
        return true
    }

    @discardableResult
    package func store(_ v: CGRect, _ p: LayerProperty) -> Bool {
        guard v.isFiniteRect else { refuseNonFinite(p.key, v); return false }
        guard case .rect(let o) = p.storage else { return false }
        storeField(v, o, p)
        return true
    }

    @discardableResult
    package func store(_ v: CATransform3D, _ p: LayerProperty) -> Bool {
        guard v.isFinite else { refuseNonFinite(p.key, v); return false }
        guard case .transform(let o) = p.storage else { return false }
        storeField(v, o, p)
        return true
    }

    /// Stores a corner mask without the bits that name no corner (as Apple's layers).
    package func store(_ v: CACornerMask, _ p: LayerProperty) {
        guard case .cornerMask(let o) = p.storage else { return }
        storeField(v.intersection(.allCorners), o, p)
    }

    package func store(_ v: CAEdgeAntialiasingMask, _ p: LayerProperty) {
        guard case .edgeMask(let o) = p.storage else { return }
        storeField(v, o, p)
    }

    /// Stores a string-backed enum: its string in the model, its resolved kind for renderers.
    package func store(kind given: some LayerKindValue, _ p: LayerProperty) {
        let v = given.storedValue
        willChangeModel()
        let old: String
        switch p.storage {
        case .kind(_, _, let slot):
            old = state.objects.names[slot]
            state.objects.names[slot] = v.rawValue
            p.descriptor.writeKind?(&state.values, v.resolvedKind)
        case .modelKind(let slot):
            old = state.objects.names[slot]
            state.objects.names[slot] = v.rawValue
        default:
            return
        }
        didChange(p, valueChanged: old != v.rawValue)
    }

    package func store(_ v: CGColor?, _ p: LayerProperty) {
        guard case .color(let o, let slot) = p.storage else { return }
        willChangeModel()
        state.objects[color: slot] = v
        storeField(v?.rgba, o, p)
    }

    /// Stores a path property: a copy, as Apple's ("upon assignment the path is copied").
    package func store(_ v: CGPath?, _ p: LayerProperty) {
        guard case .path(let o, let slot) = p.storage else { return }
        willChangeModel()
        let copy = v?.copy()
        state.objects[path: slot] = copy
        storeField(copy?.storage, o, p)
    }

    package func store(_ v: [NSNumber]?, _ p: LayerProperty) {
        guard case .numberList(let o, let slot) = p.storage else { return }
        willChangeModel()
        state.objects[numberList: slot] = v
        storeField(v?.map { CGFloat($0.doubleValue) }, o, p)
    }

    /// Stores an array of colours (the entries that are not `CGColor`s are left out of
    /// what renderers see).
    package func store(colorList v: [Any]?, _ p: LayerProperty) {
        guard case .colorList(let o, let slot) = p.storage else { return }
        willChangeModel()
        state.objects[colorList: slot] = v
        storeField(v?.compactMap { ($0 as? CGColor)?.rgba }, o, p)
    }

    package func store(object v: Any?, _ p: LayerProperty) {
        guard case .object(let o) = p.storage else { return }
        let old = state.values.withFields { RenderValues.load(UnsafeRawPointer($0), o, as: Any?.self) }
        storeField(v, o, p, valueChanged: !Self.isSameObject(old, v))
    }

    /// Whether two values a layer holds as objects are the same: both nil, the same
    /// instance, equal attributed strings, or equal hashable values (strings, numbers).
    package static func isSameObject(_ a: Any?, _ b: Any?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case (let x as NSAttributedString, let y as NSAttributedString): return x.isEqual(to: y)
        case (let x?, let y?):
            if type(of: x) is AnyClass, type(of: y) is AnyClass, (x as AnyObject) === (y as AnyObject) { return true }
            if let x = x as? AnyHashable, let y = y as? AnyHashable { return x == y }
            return false
        default: return false
        }
    }

    package func store(modelObject v: Any?, _ p: LayerProperty) {
        guard case .modelObject(let slot) = p.storage else { return }
        willChangeModel()
        if state.objects.others == nil {
            guard v != nil else { return didChange(p) }
            state.objects.others = ModelOnlyValues()
        } else if !isKnownUniquelyReferenced(&state.objects.others!) {
            state.objects.others = state.objects.others!.copy()
        }
        state.objects.others!.slots[slot] = v
        didChange(p)
    }
}
