import Foundation

/// The stored values of a `CALayer` (of any built-in class): its `RenderValues` — the
/// plain form a commit hands the render tree as it is — and, for the properties whose
/// value Apple hands back as given, the objects themselves (the `CGColor` set, the
/// copied `CGPath`, the `NSNumber`s, the enum's string). Copied whole when a layer is
/// copied (`init(layer:)`). Defaults are Apple's, from `LayerPropertyTable`.
///
/// The plain values read by name too (`state.position`), through `RenderValues`' named
/// accessors.
@dynamicMemberLookup
package struct LayerState {
    package var values: RenderValues
    package var objects: LayerObjects

    /// Every property at its default.
    package init() {
        self = Self.defaults
    }

    private init(values: RenderValues, objects: LayerObjects) {
        self.values = values
        self.objects = objects
    }

    package subscript<T>(dynamicMember keyPath: KeyPath<RenderValues, T>) -> T {
        values[keyPath: keyPath]
    }

    /// The defaults, written once from the table (immutable once made; `static let`
    /// initialization is thread-safe).
    nonisolated(unsafe) package static let defaults: LayerState = {
        var state = LayerState(values: RenderValues(blank: ()), objects: LayerObjects())
        for d in LayerPropertyTable.descriptors {
            state.setDefault(d)
        }
        return state
    }()

    private mutating func setDefault(_ d: LayerPropertyDescriptor) {
        let v = d.defaultValue
        switch d.storage {
        case .number(let i, let format): values.numberSlots[i] = format.stored(v.flatMap(KeyValueConversion.double) ?? 0)
        case .integer(let i): values.integerSlots[i] = v.flatMap(KeyValueConversion.int) ?? 0
        case .flag(let i): values.flagSlots[i] = v as? Bool ?? false
        case .point(let i): values.pointSlots[i] = v as? CGPoint ?? .zero
        case .size(let i): values.sizeSlots[i] = v as? CGSize ?? .zero
        case .rect(let i): values.rectSlots[i] = v as? CGRect ?? .zero
        case .transform(let i): values.transformSlots[i] = v as? CATransform3D ?? CATransform3DIdentity
        case .mask(let i):
            if let m = v as? CACornerMask { values.maskSlots[i] = m.rawValue }
            if let m = v as? CAEdgeAntialiasingMask { values.maskSlots[i] = UInt(m.rawValue) }
        case .kind(let i):
            let kind = v as? any LayerKindValue
            objects.names[i] = kind?.rawValue ?? ""
            values.kindSlots[i] = kind?.resolvedKind ?? 0
        case .color(let i):
            objects.colors[i] = v as? CGColor
            values.colorSlots[i] = (v as? CGColor)?.rgba
        case .path, .numberList, .colorList, .object, .modelObject, .structure:
            break
        }
    }
}

/// The model's objects for the slots whose render form differs (see `LayerStorage`), and
/// its values no renderer reads (`name`, `style`, `actions`, filters).
package struct LayerObjects {
    package var colors = LayerPropertyTable.Colors<CGColor?>(repeating: nil)
    package var paths = LayerPropertyTable.Paths<CGPath?>(repeating: nil)
    package var numberLists = LayerPropertyTable.NumberLists<[NSNumber]?>(repeating: nil)
    package var colorLists = LayerPropertyTable.ColorLists<[Any]?>(repeating: nil)
    /// The raw values of string-backed enums (their resolved kinds are in `kindSlots`).
    package var names = LayerPropertyTable.Kinds<String>(repeating: "")
    /// The values no renderer reads, made when the first is set (most layers have none).
    package var others: ModelOnlyValues?
}

/// A layer's values that no renderer reads (`name`, `style`, `actions`, filters), by slot.
package final class ModelOnlyValues {
    package var slots = LayerPropertyTable.ModelObjects<Any?>(repeating: nil)

    init() {}

    /// A copy (a layer's copy must not share them).
    func copy() -> ModelOnlyValues {
        let other = ModelOnlyValues()
        other.slots = slots
        return other
    }
}
