import Foundation

/// The stored values of a `CALayer` (of any built-in class): its `RenderValues` — the
/// plain form a commit hands the render tree as it is — and, for the properties whose
/// value Apple hands back as given, the objects themselves (the `CGColor` set, the
/// copied `CGPath`, the `NSNumber`s, the enum's string). Copied whole when a layer is
/// copied (`init(layer:)`). Defaults are Apple's, from `LayerPropertyTable`.
///
/// The plain values read by name too (`state.position`), through `RenderValues`' fields.
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

    /// The defaults: `RenderValues`' own, and the model objects of the rows' defaults
    /// (immutable once made; `static let` initialization is thread-safe).
    nonisolated(unsafe) package static let defaults: LayerState = {
        precondition(RenderValues.groupsHaveTheirLayout, "RenderValues: a group's fields are not where offsets look")
        var objects = LayerObjects()
        for d in LayerPropertyTable.descriptors {
            switch d.storage {
            case .kind(_, _, let slot), .modelKind(let slot):
                objects.names[slot] = (d.defaultValue as? any LayerKindValue)?.rawValue ?? ""
            case .color(_, let slot):
                objects.colors[slot] = d.defaultValue as? CGColor
            default:
                break
            }
        }
        return LayerState(values: RenderValues(), objects: objects)
    }()
}

/// The model's objects for the fields whose render form differs (see `LayerStorage`), by
/// slot, and its values no renderer reads (`name`, `style`, `actions`, filters).
package struct LayerObjects {
    package var colors = LayerPropertyTable.ModelColors<CGColor?>(repeating: nil)
    package var paths = LayerPropertyTable.ModelPaths<CGPath?>(repeating: nil)
    package var numberLists = LayerPropertyTable.ModelNumberLists<[NSNumber]?>(repeating: nil)
    package var colorLists = LayerPropertyTable.ModelColorLists<[Any]?>(repeating: nil)
    /// The raw values of string-backed enums (their resolved kinds are in the values), in
    /// an array: layers share the defaults' storage until one of them sets one.
    package var names = [String](repeating: "", count: LayerPropertyTable.ModelNames<String>.count)
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
