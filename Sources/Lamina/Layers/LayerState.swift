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
                precondition((d.owner == .layer) == (slot < LayerPropertyTable.ModelOwnColors<CGColor?>.count),
                             "LayerObjects: CALayer's own colours must take the first colour slots")
                objects[color: slot] = d.defaultValue as? CGColor
            default:
                break
            }
        }
        return LayerState(values: RenderValues(), objects: objects)
    }()
}

/// The model's objects for the fields whose render form differs (see `LayerStorage`), by
/// slot, and its values no renderer reads (`name`, `style`, `actions`, filters).
///
/// Only CALayer's own colours (background, border, shadow: the first colour slots) are
/// kept inline; the objects only some layers set (the subclasses' colours, paths and
/// lists, the shadow path) lie in one box shared copy-on-write, so a plain layer shares
/// the defaults' box.
package struct LayerObjects {
    private var ownColors = LayerPropertyTable.ModelOwnColors<CGColor?>(repeating: nil)
    private var rare = RareModelObjects()
    /// The raw values of string-backed enums (their resolved kinds are in the values), in
    /// an array: layers share the defaults' storage until one of them sets one.
    package var names = [String](repeating: "", count: LayerPropertyTable.ModelNames<String>.count)
    /// The values no renderer reads, made when the first is set (most layers have none).
    package var others: ModelOnlyValues?

    /// How many slots of each kind there are (the rows' slots are below these).
    package static let colorSlots = LayerPropertyTable.ModelOwnColors<CGColor?>.count
        + LayerPropertyTable.ModelSubclassColors<CGColor?>.count
    package static let pathSlots = LayerPropertyTable.ModelPaths<CGPath?>.count
    package static let numberListSlots = LayerPropertyTable.ModelNumberLists<[NSNumber]?>.count
    package static let colorListSlots = LayerPropertyTable.ModelColorLists<[Any]?>.count

    /// The `CGColor` of colour slot `slot`.
    package subscript(color slot: Int) -> CGColor? {
        get { slot < ownColors.count ? ownColors[slot] : rare.colors[slot - ownColors.count] }
        set {
            if slot < ownColors.count { ownColors[slot] = newValue } else { uniqueRare().colors[slot - ownColors.count] = newValue }
        }
    }

    /// The `CGPath` of path slot `slot`.
    package subscript(path slot: Int) -> CGPath? {
        get { rare.paths[slot] }
        set { uniqueRare().paths[slot] = newValue }
    }

    /// The `NSNumber`s of number-list slot `slot`.
    package subscript(numberList slot: Int) -> [NSNumber]? {
        get { rare.numberLists[slot] }
        set { uniqueRare().numberLists[slot] = newValue }
    }

    /// The array of colours of colour-list slot `slot`.
    package subscript(colorList slot: Int) -> [Any]? {
        get { rare.colorLists[slot] }
        set { uniqueRare().colorLists[slot] = newValue }
    }

    /// The box of rare objects, copied first when another layer shares it.
    private mutating func uniqueRare() -> RareModelObjects {
        if !isKnownUniquelyReferenced(&rare) { rare = rare.copy() }
        return rare
    }
}

/// The model objects only some layers set: the subclasses' colours (after CALayer's own
/// slots), every path slot and every list slot. Shared by the layers that set none.
package final class RareModelObjects {
    var colors = LayerPropertyTable.ModelSubclassColors<CGColor?>(repeating: nil)
    var paths = LayerPropertyTable.ModelPaths<CGPath?>(repeating: nil)
    var numberLists = LayerPropertyTable.ModelNumberLists<[NSNumber]?>(repeating: nil)
    var colorLists = LayerPropertyTable.ModelColorLists<[Any]?>(repeating: nil)

    init() {}

    func copy() -> RareModelObjects {
        let other = RareModelObjects()
        other.colors = colors
        other.paths = paths
        other.numberLists = numberLists
        other.colorLists = colorLists
        return other
    }
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
