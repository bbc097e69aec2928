import Foundation

// What a layer property is, declared once (`LayerPropertyTable.swift`) and read by
// everything that handles properties: key-value coding, key paths, the model's storage
// and the render tree's (one slot in `RenderValues`, shared by both), resetting animated
// values, typed access for animations, presentation copies, implicit actions and
// redisplay.

/// Where a property's value lives: the offset of its field in `RenderValues` (in one of
/// its groups: `RenderValues.offset(ofGroup:field:)`), which is both the
/// model's storage (`LayerState.values`) and what a commit hands the render tree; for the kinds whose model value is an object Apple hands back as given (a
/// `CGColor`, a `CGPath`, an array of `NSNumber`s, a string-backed enum), also its slot
/// in the model's `LayerObjects`. Plain data, read on hot paths.
package enum LayerStorage: Hashable, Sendable {
    case cgFloat(Int), float(Int), double(Int), integer(Int), flag(Int)
    case point(Int), size(Int), rect(Int), transform(Int)
    case cornerMask(Int), edgeMask(Int)
    /// A string-backed enum: its resolved kind's field (`size` bytes) and the slot of the
    /// string the model keeps.
    case kind(Int, size: Int, slot: Int)
    /// A string-backed enum no renderer reads (`contentsFormat`): the model's string only.
    case modelKind(slot: Int)
    /// RGBA in the values, the `CGColor` in the model's slot.
    case color(Int, slot: Int)
    /// Path storage in the values, the `CGPath` in the model's slot.
    case path(Int, slot: Int)
    /// CGFloats in the values, the `NSNumber`s in the model's slot.
    case numberList(Int, slot: Int)
    /// RGBA in the values, the array of `CGColor`s in the model's slot.
    case colorList(Int, slot: Int)
    /// The same object on both sides (`contents`, `string`, `font`).
    case object(Int)
    /// The model only (`name`, `style`, `actions`, filters): nothing a renderer reads.
    case modelObject(slot: Int)
    /// Not a stored value: `frame` (derived), `mask` and `sublayers` (the tree).
    case structure
}

/// A row's field: where in `RenderValues` a property is kept (an offset as `LayerStorage`
/// gives it: in one of the values' groups), or what the model keeps instead.
/// Rows make fields through the typed functions below, so a row cannot name a field of
/// another type.
package enum LayerField {
    case cgFloat(Int), float(Int), double(Int), integer(Int), flag(Int)
    case point(Int), size(Int), rect(Int), transform(Int)
    case cornerMask(Int), edgeMask(Int)
    case resolvedKind(offset: Int, size: Int, write: (inout RenderValues, UInt8) -> Void)
    case modelKind
    case color(Int), path(Int), numberList(Int), colorList(Int), object(Int)
    case modelObject
    case structure

    /// The offset of a field of one of the values' groups.
    private static func at<G, T>(_ g: WritableKeyPath<RenderValues, RenderValueGroup<G>>,
                                 _ k: WritableKeyPath<G, T>) -> Int {
        RenderValues.offset(ofGroup: MemoryLayout<RenderValues>.offset(of: g)!, field: MemoryLayout<G>.offset(of: k)!)
    }

    static func cgFloat<G>(_ g: WritableKeyPath<RenderValues, RenderValueGroup<G>>, _ k: WritableKeyPath<G, CGFloat>) -> Self {
        .cgFloat(at(g, k))
    }
    static func float<G>(_ g: WritableKeyPath<RenderValues, RenderValueGroup<G>>, _ k: WritableKeyPath<G, Float>) -> Self {
        .float(at(g, k))
    }
    static func double<G>(_ g: WritableKeyPath<RenderValues, RenderValueGroup<G>>, _ k: WritableKeyPath<G, Double>) -> Self {
        .double(at(g, k))
    }
    static func integer<G>(_ g: WritableKeyPath<RenderValues, RenderValueGroup<G>>, _ k: WritableKeyPath<G, Int>) -> Self {
        .integer(at(g, k))
    }
    static func flag<G>(_ g: WritableKeyPath<RenderValues, RenderValueGroup<G>>, _ k: WritableKeyPath<G, Bool>) -> Self {
        .flag(at(g, k))
    }
    static func point<G>(_ g: WritableKeyPath<RenderValues, RenderValueGroup<G>>, _ k: WritableKeyPath<G, CGPoint>) -> Self {
        .point(at(g, k))
    }
    static func size<G>(_ g: WritableKeyPath<RenderValues, RenderValueGroup<G>>, _ k: WritableKeyPath<G, CGSize>) -> Self {
        .size(at(g, k))
    }
    static func rect<G>(_ g: WritableKeyPath<RenderValues, RenderValueGroup<G>>, _ k: WritableKeyPath<G, CGRect>) -> Self {
        .rect(at(g, k))
    }
    static func transform<G>(_ g: WritableKeyPath<RenderValues, RenderValueGroup<G>>,
                             _ k: WritableKeyPath<G, CATransform3D>) -> Self {
        .transform(at(g, k))
    }
    static func cornerMask<G>(_ g: WritableKeyPath<RenderValues, RenderValueGroup<G>>,
                              _ k: WritableKeyPath<G, CACornerMask>) -> Self {
        .cornerMask(at(g, k))
    }
    static func edgeMask<G>(_ g: WritableKeyPath<RenderValues, RenderValueGroup<G>>,
                            _ k: WritableKeyPath<G, CAEdgeAntialiasingMask>) -> Self {
        .edgeMask(at(g, k))
    }
    static func color<G>(_ g: WritableKeyPath<RenderValues, RenderValueGroup<G>>, _ k: WritableKeyPath<G, CGColor.RGBA?>) -> Self {
        .color(at(g, k))
    }
    static func path<G>(_ g: WritableKeyPath<RenderValues, RenderValueGroup<G>>, _ k: WritableKeyPath<G, PathStorage?>) -> Self {
        .path(at(g, k))
    }
    static func numberList<G>(_ g: WritableKeyPath<RenderValues, RenderValueGroup<G>>,
                              _ k: WritableKeyPath<G, [CGFloat]?>) -> Self {
        .numberList(at(g, k))
    }
    static func colorList<G>(_ g: WritableKeyPath<RenderValues, RenderValueGroup<G>>,
                             _ k: WritableKeyPath<G, [CGColor.RGBA]?>) -> Self {
        .colorList(at(g, k))
    }
    static func object<G>(_ g: WritableKeyPath<RenderValues, RenderValueGroup<G>>, _ k: WritableKeyPath<G, Any?>) -> Self {
        .object(at(g, k))
    }

    /// A resolved-kind field (a one-byte enum whose raw values are the kinds) of one of
    /// the values' groups.
    static func kind<G, K: RawRepresentable>(_ g: WritableKeyPath<RenderValues, RenderValueGroup<G>>,
                                             _ k: WritableKeyPath<G, K>) -> LayerField
        where K.RawValue: FixedWidthInteger {
        let offset = at(g, k)
        return .resolvedKind(offset: offset, size: MemoryLayout<K>.size, write: { values, kind in
            if let k = K(rawValue: K.RawValue(kind)) { values.withFields { RenderValues.store(k, $0, offset) } }
        })
    }

    /// The storage of this field, the model's slot (of its kind) being `slot`.
    func storage(slot: Int) -> LayerStorage {
        switch self {
        case .cgFloat(let o): return .cgFloat(o)
        case .float(let o): return .float(o)
        case .double(let o): return .double(o)
        case .integer(let o): return .integer(o)
        case .flag(let o): return .flag(o)
        case .point(let o): return .point(o)
        case .size(let o): return .size(o)
        case .rect(let o): return .rect(o)
        case .transform(let o): return .transform(o)
        case .cornerMask(let o): return .cornerMask(o)
        case .edgeMask(let o): return .edgeMask(o)
        case .resolvedKind(let offset, let size, _): return .kind(offset, size: size, slot: slot)
        case .modelKind: return .modelKind(slot: slot)
        case .color(let o): return .color(o, slot: slot)
        case .path(let o): return .path(o, slot: slot)
        case .numberList(let o): return .numberList(o, slot: slot)
        case .colorList(let o): return .colorList(o, slot: slot)
        case .object(let o): return .object(o)
        case .modelObject: return .modelObject(slot: slot)
        case .structure: return .structure
        }
    }

    /// For a resolved-kind field, how a kind is written into it.
    var kindWriter: ((inout RenderValues, UInt8) -> Void)? {
        if case .resolvedKind(_, _, let write) = self { return write }
        return nil
    }
}

/// Counts the model's object slots of each kind while the table's rows are made.
struct ModelSlots {
    private var colors = 0, paths = 0, numberLists = 0, colorLists = 0, names = 0, others = 0

    /// The next slot of `field`'s kind (0 for kinds without slots).
    mutating func next(_ field: LayerField) -> Int {
        func take(_ n: inout Int) -> Int { n += 1; return n - 1 }
        switch field {
        case .color: return take(&colors)
        case .path: return take(&paths)
        case .numberList: return take(&numberLists)
        case .colorList: return take(&colorLists)
        case .resolvedKind, .modelKind: return take(&names)
        case .modelObject: return take(&others)
        default: return 0
        }
    }
}

/// The built-in layer class that declares a property: key-value access to a property
/// that the receiver's class does not have falls back to the layer's custom values, as
/// Apple's `CALayer` does for any key it does not know.
package enum LayerPropertyOwner: Sendable {
    case layer, shapeLayer, gradientLayer, replicatorLayer, textLayer, scrollLayer, emitterLayer
    /// `preservesDepth`: declared by both `CAReplicatorLayer` and `CAEmitterLayer`.
    case depthPreservingLayer

    /// Whether instances of `layerClass` have the properties this owner declares.
    package func isAncestor(of layerClass: CALayer.Type) -> Bool {
        switch self {
        case .layer: return true
        case .shapeLayer: return layerClass is CAShapeLayer.Type
        case .gradientLayer: return layerClass is CAGradientLayer.Type
        case .replicatorLayer: return layerClass is CAReplicatorLayer.Type
        case .textLayer: return layerClass is CATextLayer.Type
        case .scrollLayer: return layerClass is CAScrollLayer.Type
        case .emitterLayer: return layerClass is CAEmitterLayer.Type
        case .depthPreservingLayer: return layerClass is CAReplicatorLayer.Type || layerClass is CAEmitterLayer.Type
        }
    }

    /// The owner `layerClass` is (the nearest built-in class it derives from).
    init(_ layerClass: CALayer.Type) {
        switch layerClass {
        case is CAShapeLayer.Type: self = .shapeLayer
        case is CAGradientLayer.Type: self = .gradientLayer
        case is CAReplicatorLayer.Type: self = .replicatorLayer
        case is CATextLayer.Type: self = .textLayer
        case is CAScrollLayer.Type: self = .scrollLayer
        case is CAEmitterLayer.Type: self = .emitterLayer
        default: self = .layer
        }
    }
}

/// The Swift type a property's (or a key path component's) value has: what
/// `value(forKey:)` returns and what the animation engine converts `fromValue` and
/// `toValue` into, once, when an animation is added.
package enum LayerValueType: Sendable, Hashable {
    /// `CGFloat`.
    case cgFloat
    /// `Float` (`opacity`, `shadowOpacity`, the replicator's colour offsets, …).
    case float
    /// `Double` / `CFTimeInterval` (`instanceDelay`).
    case double
    /// `Int` (`instanceCount`).
    case int
    /// `Bool`.
    case bool
    case point, size, rect, transform
    /// `CGColor`.
    case color
    /// `CGPath`.
    case path
    /// An option set: `CACornerMask` or `CAEdgeAntialiasingMask`.
    case mask
    /// A string-backed `RawRepresentable` struct (`contentsGravity`, `lineCap`, …).
    case stringEnum
    /// `String` (`name`).
    case string
    /// `[NSNumber]` (`locations`, `lineDashPattern`).
    case numberArray
    /// `CALayer` (`mask`).
    case layer
    /// `[CALayer]` (`sublayers`).
    case layerArray
    /// Anything else: `contents`, `colors`, `filters`, `style`, `actions`, `string`, `font`.
    case object

    /// Whether a property of this type accepts nil.
    var isOptional: Bool {
        switch self {
        case .color, .path, .string, .numberArray, .layer, .layerArray, .object: return true
        default: return false
        }
    }
}

/// One layer property: everything the engine knows about it.
package struct LayerPropertyDescriptor: @unchecked Sendable {
    package let property: LayerProperty
    /// The key as Apple spells it in key-value coding (`"hidden"` for `isHidden`).
    package let key: String
    package let owner: LayerPropertyOwner
    package let valueType: LayerValueType
    package let storage: LayerStorage
    /// Whether Apple documents it as animatable: explicit animations of it run, and
    /// (unless `runsImplicitAction` is false) changing it runs an implicit action.
    package let isAnimatable: Bool
    /// Whether changing it runs `action(forKey:)`: every animatable property but
    /// `path` ("although the path property is animatable, no implicit animation will be
    /// created when the property is changed", CAShapeLayer.h).
    package let runsImplicitAction: Bool
    /// Whether changing it marks the layer for display (a text layer's text properties).
    package let redisplays: Bool
    /// Its default for the class that declares it.
    package let defaultValue: Any?
    /// The public getter and setter, which key-value coding goes through (so overrides
    /// in subclasses apply, as Apple's accessors do).
    package let access: PropertyAccess
    /// For a string-backed enum renderers read: how its resolved kind is written.
    let writeKind: ((inout RenderValues, UInt8) -> Void)?

    /// Whether the property accepts nil.
    package var isOptional: Bool { valueType.isOptional }
}

/// A property's public accessors, type-erased: `get` reads through the getter; `set`
/// assigns a value already of the property's Swift type through the setter, returning
/// false when the value's type does not fit.
package struct PropertyAccess: @unchecked Sendable {
    let root: CALayer.Type
    let get: (CALayer) -> Any?
    let set: (CALayer, Any?) -> Bool

    /// A non-optional property.
    static func value<L: CALayer, V>(_ keyPath: ReferenceWritableKeyPath<L, V>) -> PropertyAccess {
        PropertyAccess(root: L.self, get: { ($0 as? L)?[keyPath: keyPath] }, set: { layer, value in
            guard let layer = layer as? L, let value = value as? V else { return false }
            layer[keyPath: keyPath] = value
            return true
        })
    }

    /// An optional property (nil sets nil).
    static func optional<L: CALayer, V>(_ keyPath: ReferenceWritableKeyPath<L, V?>) -> PropertyAccess {
        PropertyAccess(root: L.self, get: { ($0 as? L)?[keyPath: keyPath] }, set: { layer, value in
            guard let layer = layer as? L else { return false }
            guard let value else { layer[keyPath: keyPath] = nil; return true }
            guard let typed = value as? V else { return false }
            layer[keyPath: keyPath] = typed
            return true
        })
    }

    /// A string-backed enum: set from the type itself or from its raw `String`.
    static func stringEnum<L: CALayer, V: RawRepresentable>(_ keyPath: ReferenceWritableKeyPath<L, V>) -> PropertyAccess
        where V.RawValue == String {
        PropertyAccess(root: L.self, get: { ($0 as? L)?[keyPath: keyPath] }, set: { layer, value in
            guard let layer = layer as? L, let value, let typed = KeyValueConversion.stringEnum(value, as: V.self) else {
                return false
            }
            layer[keyPath: keyPath] = typed
            return true
        })
    }

    /// An option set: set from the type itself or from a number of its raw value.
    static func mask<L: CALayer, V: OptionSet>(_ keyPath: ReferenceWritableKeyPath<L, V>) -> PropertyAccess
        where V.RawValue: FixedWidthInteger {
        PropertyAccess(root: L.self, get: { ($0 as? L)?[keyPath: keyPath] }, set: { layer, value in
            guard let layer = layer as? L, let value, let typed = KeyValueConversion.optionSet(value, as: V.self) else {
                return false
            }
            layer[keyPath: keyPath] = typed
            return true
        })
    }
}

extension LayerProperty {
    /// Everything known about the property.
    @inline(__always)
    package var descriptor: LayerPropertyDescriptor { LayerPropertyTable.descriptors[Int(rawValue)] }

    /// Where the property's value lives (read on hot paths: plain data, no reference counting).
    @inline(__always)
    package var storage: LayerStorage { Self.storage(of: rawValue) }

    /// The table's storage of a raw value. It only reads an immutable table, which lets
    /// the optimizer read a value's slot in place instead of copying the whole value
    /// around the call.
    @_effects(readonly) @usableFromInline
    static func storage(of rawValue: UInt8) -> LayerStorage {
        LayerPropertyTable.storages[Int(rawValue)]
    }

    /// The key as Apple spells it in key-value coding (`"hidden"`, not `"isHidden"`).
    package var key: String { descriptor.key }

    /// The built-in class that declares the property.
    package var owner: LayerPropertyOwner { descriptor.owner }

    /// The type of the property's value.
    package var valueType: LayerValueType { descriptor.valueType }

    /// Whether the property accepts nil.
    package var isOptional: Bool { descriptor.isOptional }

    /// Whether Apple documents the property as animatable.
    package var isAnimatable: Bool { LayerPropertyTable.animatable.contains(self) }

    /// Whether changing the property runs an implicit action.
    package var runsImplicitAction: Bool { LayerPropertyTable.implicit.contains(self) }

    /// Whether changing the property marks the layer for display.
    package var redisplays: Bool { LayerPropertyTable.redisplaying.contains(self) }

    /// The property a key names, accepting both `"hidden"` and `"isHidden"`; nil if none.
    package init?(key: String) {
        guard let p = LayerPropertyTable.byKey[key] else { return nil }
        self = p
    }

    /// Apple's key for a case name: `isHidden` → `"hidden"` (the getter is `isHidden`,
    /// the property `hidden`); others as they are.
    static func appleKey(forCaseName name: String) -> String {
        guard name.count > 2, name.hasPrefix("is"), let third = name.dropFirst(2).first, third.isUppercase else {
            return name
        }
        return third.lowercased() + name.dropFirst(3)
    }
}
