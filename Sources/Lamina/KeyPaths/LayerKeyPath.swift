import Foundation

/// A layer key path parsed once into a typed form: the property it starts with and the
/// part of that property's value it names (`"position.x"`, `"bounds.size.width"`,
/// `"transform.rotation.z"`). Key-value coding parses each string through a shared,
/// lock-protected cache; animations keep the parsed value and never look at strings
/// again.
///
/// The components are Apple's (Core Animation Programming Guide, "Key-Value Coding
/// Extensions", tables C-2 to C-5): `x`, `y` of `CGPoint` properties; `width`, `height`
/// of `CGSize` properties; `origin`, `origin.x`, `origin.y`, `size`, `size.width`,
/// `size.height` of `CGRect` properties; and for `CATransform3D` properties
/// `rotation.x`, `rotation.y`, `rotation.z`, `rotation` (the same as `rotation.z`),
/// `scale.x`, `scale.y`, `scale.z`, `scale` (the average of the three factors; setting it
/// sets all three; Core Animation also takes two or three axes together, `scale.xy`),
/// `translation.x`, `translation.y`, `translation.z` and `translation`
/// (a `CGSize` of x and y).
package struct LayerKeyPath: Hashable, Sendable, CustomStringConvertible {
    /// The part of a property's value a key path names.
    package enum Component: UInt8, Hashable, Sendable, CaseIterable {
        /// The whole value.
        case whole
        /// `x` / `y` of a point.
        case x, y
        /// `width` / `height` of a size.
        case width, height
        /// Parts of a rectangle.
        case origin, originX, originY, size, sizeWidth, sizeHeight
        /// Rotation about an axis, in radians (`rotation` is `rotationZ`).
        case rotationX, rotationY, rotationZ
        /// The average scale factor (get) or all three (set).
        case scale
        /// One scale factor.
        case scaleX, scaleY, scaleZ
        /// Two scale factors together (`scale.xy`, also spelt `scale.yx`, …): their
        /// average (get) or both (set). Apple's headers do not list these, but Core
        /// Animation accepts any combination of the axes after `scale.`.
        case scaleXY, scaleXZ, scaleYZ
        /// The x and y translation, as a `CGSize`.
        case translation
        /// One translation component.
        case translationX, translationY, translationZ

        /// The scale factors a `scale…` component names, nil for the other components.
        package var scaleAxes: ScaleAxes? {
            switch self {
            case .scale: return ScaleAxes(x: true, y: true, z: true)
            case .scaleX: return ScaleAxes(x: true, y: false, z: false)
            case .scaleY: return ScaleAxes(x: false, y: true, z: false)
            case .scaleZ: return ScaleAxes(x: false, y: false, z: true)
            case .scaleXY: return ScaleAxes(x: true, y: true, z: false)
            case .scaleXZ: return ScaleAxes(x: true, y: false, z: true)
            case .scaleYZ: return ScaleAxes(x: false, y: true, z: true)
            default: return nil
            }
        }

        /// The component's spelling after the property name (empty for `whole`).
        package var suffix: String {
            switch self {
            case .whole: return ""
            case .x: return "x"
            case .y: return "y"
            case .width: return "width"
            case .height: return "height"
            case .origin: return "origin"
            case .originX: return "origin.x"
            case .originY: return "origin.y"
            case .size: return "size"
            case .sizeWidth: return "size.width"
            case .sizeHeight: return "size.height"
            case .rotationX: return "rotation.x"
            case .rotationY: return "rotation.y"
            case .rotationZ: return "rotation.z"
            case .scale: return "scale"
            case .scaleX: return "scale.x"
            case .scaleY: return "scale.y"
            case .scaleZ: return "scale.z"
            case .scaleXY: return "scale.xy"
            case .scaleXZ: return "scale.xz"
            case .scaleYZ: return "scale.yz"
            case .translation: return "translation"
            case .translationX: return "translation.x"
            case .translationY: return "translation.y"
            case .translationZ: return "translation.z"
            }
        }

        /// The type of the value the component names, for a property of type `whole`.
        package func valueType(within whole: LayerValueType) -> LayerValueType {
            switch self {
            case .whole: return whole
            case .origin: return .point
            case .size, .translation: return .size
            default: return .cgFloat
            }
        }

        /// The components a value of type `type` has, by suffix.
        static func table(for type: LayerValueType) -> [Substring: Component] {
            switch type {
            case .point: return ["x": .x, "y": .y]
            case .size: return ["width": .width, "height": .height]
            case .rect: return rectTable
            case .transform: return transformTable
            default: return [:]
            }
        }

        private static let rectTable: [Substring: Component] = byName(
            [.origin, .originX, .originY, .size, .sizeWidth, .sizeHeight])

        private static let transformTable: [Substring: Component] = {
            var table = byName([.rotationX, .rotationY, .rotationZ, .scale, .scaleX, .scaleY,
                                .scaleZ, .scaleXY, .scaleXZ, .scaleYZ,
                                .translation, .translationX, .translationY, .translationZ])
            table["rotation"] = .rotationZ
            table["scale.yx"] = .scaleXY
            table["scale.zx"] = .scaleXZ
            table["scale.zy"] = .scaleYZ
            for axes in ["xyz", "xzy", "yxz", "yzx", "zxy", "zyx"] { table[Substring("scale." + axes)] = .scale }
            return table
        }()

        private static func byName(_ components: [Component]) -> [Substring: Component] {
            Dictionary(uniqueKeysWithValues: components.map { (Substring($0.suffix), $0) })
        }
    }

    /// Which scale factors a `scale…` component reads (their average) and sets.
    package struct ScaleAxes: Sendable {
        package let x: Bool, y: Bool, z: Bool

        /// The average of the named factors of `scale`.
        package func average(of scale: SIMD3<Double>) -> Double {
            var total = 0.0, count = 0.0
            if x { total += scale.x; count += 1 }
            if y { total += scale.y; count += 1 }
            if z { total += scale.z; count += 1 }
            return total / count
        }

        /// `scale` with the named factors set to `v`.
        package func setting(_ v: Double, in scale: SIMD3<Double>) -> SIMD3<Double> {
            SIMD3(x ? v : scale.x, y ? v : scale.y, z ? v : scale.z)
        }
    }

    /// The property the key path starts with.
    package let property: LayerProperty
    /// Where the property's value lives (its row's storage, kept here so evaluation
    /// reaches the field without looking it up).
    package let storage: LayerStorage
    /// The part of the property's value it names.
    package let component: Component

    /// A key path from its parts; nil when the property's value has no such component.
    package init?(property: LayerProperty, component: Component) {
        guard component == .whole
            || Component.table(for: property.valueType).values.contains(component) else { return nil }
        self.property = property
        self.component = component
        storage = property.storage
    }

    /// The key path a string spells, through the shared cache; nil when the first
    /// component names no layer property or the rest names no part of its value.
    /// Both `"hidden"` and `"isHidden"` name `isHidden`.
    package init?(_ string: String) {
        guard let parsed = LayerKeyPath.parse(string) else { return nil }
        self = parsed
    }

    /// The key path of the whole property (`transform` for `transform.rotation.z`).
    package var whole: LayerKeyPath { LayerKeyPath(property: property, component: .whole)! }

    /// The type of the value the key path names.
    package var valueType: LayerValueType { component.valueType(within: property.valueType) }

    /// The canonical spelling (`"transform.rotation.z"` for `"transform.rotation"`).
    package var description: String {
        component == .whole ? property.key : property.key + "." + component.suffix
    }

    // MARK: Parsing

    /// How a string failed to parse (or the key path it spells).
    package enum ParseResult: Sendable {
        case keyPath(LayerKeyPath)
        /// The first component names no layer property.
        case unknownProperty
        /// The first component names `property`, but the rest names nothing in its value.
        case unknownComponent(LayerProperty, rest: Substring)
    }

    /// Parses `string`, consulting the cache first. Only successes are cached, so the
    /// cache stays as small as the set of valid key paths in use.
    package static func parseDetailed(_ string: String) -> ParseResult {
        if let cached = cache.lookup(string) { return .keyPath(cached) }
        let result = parseUncached(string)
        if case .keyPath(let keyPath) = result { cache.store(keyPath, for: string) }
        return result
    }

    /// The key path `string` spells, or nil (through the cache).
    package static func parse(_ string: String) -> LayerKeyPath? {
        if case .keyPath(let keyPath) = parseDetailed(string) { return keyPath }
        return nil
    }

    private static func parseUncached(_ string: String) -> ParseResult {
        let dot = string.firstIndex(of: ".")
        let head = dot.map { String(string[..<$0]) } ?? string
        guard let property = LayerProperty(key: head) else { return .unknownProperty }
        guard let dot else { return .keyPath(LayerKeyPath(property, .whole)) }
        let rest = string[string.index(after: dot)...]
        guard let component = Component.table(for: property.valueType)[rest] else {
            return .unknownComponent(property, rest: rest)
        }
        return .keyPath(LayerKeyPath(property, component))
    }

    private init(_ property: LayerProperty, _ component: Component) {
        self.property = property
        self.component = component
        storage = property.storage
    }

    private static let cache = KeyPathCache()
}

/// String → parsed key path, shared by every thread behind a lock.
private final class KeyPathCache: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String: LayerKeyPath] = [:]

    func lookup(_ string: String) -> LayerKeyPath? {
        lock.lock(); defer { lock.unlock() }
        return entries[string]
    }

    func store(_ keyPath: LayerKeyPath, for string: String) {
        lock.lock(); defer { lock.unlock() }
        entries[string] = keyPath
    }
}
