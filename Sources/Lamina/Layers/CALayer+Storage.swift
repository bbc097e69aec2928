import Foundation

/// How the public properties of the layer classes read and write their storage: one
/// getter and one setter per storage kind, by `LayerProperty`. A setter refuses what
/// Apple refuses (non-finite geometry, with a diagnostic; the old value is kept), stores
/// the model value together with its plain form, and runs the change handling every
/// property shares (`didChange`: the transaction, the implicit action, redisplay).
extension CALayer {
    // MARK: Reading

    @inline(__always) package func cgFloat(_ p: LayerProperty) -> CGFloat { state.values[cgFloat: p] }
    @inline(__always) package func float(_ p: LayerProperty) -> Float { state.values[float: p] }
    @inline(__always) package func double(_ p: LayerProperty) -> Double { state.values[number: p] }
    @inline(__always) package func integer(_ p: LayerProperty) -> Int { state.values[integer: p] }
    @inline(__always) package func flag(_ p: LayerProperty) -> Bool { state.values[flag: p] }
    @inline(__always) package func point(_ p: LayerProperty) -> CGPoint { state.values[point: p] }
    @inline(__always) package func size(_ p: LayerProperty) -> CGSize { state.values[size: p] }
    @inline(__always) package func rect(_ p: LayerProperty) -> CGRect { state.values[rect: p] }
    @inline(__always) package func transform(_ p: LayerProperty) -> CATransform3D { state.values[transform: p] }
    @inline(__always) package func object(_ p: LayerProperty) -> Any? { state.values[object: p] }

    package func mask<M: OptionSet>(_ p: LayerProperty, as type: M.Type) -> M where M.RawValue: FixedWidthInteger {
        M(rawValue: M.RawValue(truncatingIfNeeded: state.values[mask: p]))
    }

    package func kind<K: LayerKindValue>(_ p: LayerProperty, as type: K.Type) -> K {
        guard case .kind(let i) = p.storage else { return K(rawValue: "")! }
        return K(rawValue: state.objects.names[i])!
    }

    package func color(_ p: LayerProperty) -> CGColor? {
        guard case .color(let i) = p.storage else { return nil }
        return state.objects.colors[i]
    }

    package func path(_ p: LayerProperty) -> CGPath? {
        guard case .path(let i) = p.storage else { return nil }
        return state.objects.paths[i]
    }

    package func numberList(_ p: LayerProperty) -> [NSNumber]? {
        guard case .numberList(let i) = p.storage else { return nil }
        return state.objects.numberLists[i]
    }

    package func colorList(_ p: LayerProperty) -> [Any]? {
        guard case .colorList(let i) = p.storage else { return nil }
        return state.objects.colorLists[i]
    }

    package func modelObject(_ p: LayerProperty) -> Any? {
        guard case .modelObject(let i) = p.storage else { return nil }
        return state.objects.others?.slots[i]
    }

    // MARK: Writing

    /// Stores a CGFloat property; non-finite values are refused. Returns whether it was stored.
    @discardableResult
    package func store(_ v: CGFloat, _ p: LayerProperty) -> Bool {
        guard v.isFinite else { refuseNonFinite(p.key, v); return false }
        state.values[cgFloat: p] = v
        didChange(p)
        return true
    }

    @discardableResult
    package func store(_ v: Float, _ p: LayerProperty) -> Bool {
        guard v.isFinite else { refuseNonFinite(p.key, v); return false }
        state.values[float: p] = v
        didChange(p)
        return true
    }

    @discardableResult
    package func store(_ v: Double, _ p: LayerProperty) -> Bool {
        guard v.isFinite else { refuseNonFinite(p.key, v); return false }
        state.values[number: p] = v
        didChange(p)
        return true
    }

    package func store(_ v: Int, _ p: LayerProperty) {
        state.values[integer: p] = v
        didChange(p)
    }

    package func store(_ v: Bool, _ p: LayerProperty) {
        state.values[flag: p] = v
        didChange(p)
    }

    @discardableResult
    package func store(_ v: CGPoint, _ p: LayerProperty) -> Bool {
        guard v.isFinite else { refuseNonFinite(p.key, v); return false }
        state.values[point: p] = v
        didChange(p)
        return true
    }

    @discardableResult
    package func store(_ v: CGSize, _ p: LayerProperty) -> Bool {
        guard v.isFinite else { refuseNonFinite(p.key, v); return false }
        state.values[size: p] = v
        didChange(p)
        return true
    }

    @discardableResult
    package func store(_ v: CGRect, _ p: LayerProperty) -> Bool {
        guard v.isFiniteRect else { refuseNonFinite(p.key, v); return false }
        state.values[rect: p] = v
        didChange(p)
        return true
    }

    @discardableResult
    package func store(_ v: CATransform3D, _ p: LayerProperty) -> Bool {
        guard v.isFinite else { refuseNonFinite(p.key, v); return false }
        state.values[transform: p] = v
        didChange(p)
        return true
    }

    package func store<M: OptionSet>(mask v: M, _ p: LayerProperty) where M.RawValue: FixedWidthInteger {
        state.values[mask: p] = UInt(truncatingIfNeeded: v.rawValue)
        didChange(p)
    }

    package func store(kind v: some LayerKindValue, _ p: LayerProperty) {
        guard case .kind(let i) = p.storage else { return }
        state.objects.names[i] = v.rawValue
        state.values.kindSlots[i] = v.resolvedKind
        didChange(p)
    }

    package func store(_ v: CGColor?, _ p: LayerProperty) {
        guard case .color(let i) = p.storage else { return }
        state.objects.colors[i] = v
        state.values.colorSlots[i] = v?.rgba
        didChange(p)
    }

    /// Stores a path property: a copy, as Apple's ("upon assignment the path is copied").
    package func store(_ v: CGPath?, _ p: LayerProperty) {
        guard case .path(let i) = p.storage else { return }
        let copy = v?.copy()
        state.objects.paths[i] = copy
        state.values.pathSlots[i] = copy?.storage
        didChange(p)
    }

    package func store(_ v: [NSNumber]?, _ p: LayerProperty) {
        guard case .numberList(let i) = p.storage else { return }
        state.objects.numberLists[i] = v
        state.values.numberListSlots[i] = v?.map { CGFloat($0.doubleValue) }
        didChange(p)
    }

    /// Stores an array of colours (the entries that are not `CGColor`s are left out of
    /// what renderers see).
    package func store(colorList v: [Any]?, _ p: LayerProperty) {
        guard case .colorList(let i) = p.storage else { return }
        state.objects.colorLists[i] = v
        state.values.colorListSlots[i] = v?.compactMap { ($0 as? CGColor)?.rgba }
        didChange(p)
    }

    package func store(object v: Any?, _ p: LayerProperty) {
        state.values[object: p] = v
        didChange(p)
    }

    package func store(modelObject v: Any?, _ p: LayerProperty) {
        guard case .modelObject(let i) = p.storage else { return }
        if state.objects.others == nil {
            guard v != nil else { return didChange(p) }
            state.objects.others = ModelOnlyValues()
        } else if !isKnownUniquelyReferenced(&state.objects.others!) {
            state.objects.others = state.objects.others!.copy()
        }
        state.objects.others!.slots[i] = v
        didChange(p)
    }
}
