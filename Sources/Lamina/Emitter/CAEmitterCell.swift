import Foundation

/// The definition of a particle emitted by a `CAEmitterLayer`, as Apple's class: how
/// often particles are born, how long they live, where they go, how they look and change
/// over their lives, and the sub-cells every live particle emits in turn.
///
/// Ranges follow Apple's rule: a particle's value is drawn uniformly from base ± range
/// (`lifetime ± lifetimeRange`, `velocity ± velocityRange`, …), once at its birth. The
/// speeds (`scaleSpeed`, `redSpeed`, …) change the value per second of the particle's
/// life. A cell is a reference type and its values are read when a commit hands the
/// layer tree to the renderer, as for layers.
open class CAEmitterCell: NSObject, NSCopying, CAMediaTiming {
    public required override init() { super.init() }

    /// A cell with Apple's defaults (`emitterCell()` in Objective-C).
    open class func emitterCell() -> Self { self.init() }

    /// Apple's default value of the property named `key` (nil for an unknown key).
    open class func defaultValue(forKey key: String) -> Any? {
        keyTable[key]?.defaultValue
    }

    /// Whether the value for `key` is archived (every property of the cell is).
    open func shouldArchiveValue(forKey key: String) -> Bool { Self.keyTable[key] != nil }

    // MARK: Identity and content

    /// The cell's name, used in key paths such as `"emitterCells.spark.birthRate"`. Default nil.
    open var name: String?
    /// Whether particles of the cell are rendered (and born). Default true.
    open var isEnabled = true
    /// The image drawn for each particle (a `CGImage`; anything else draws nothing).
    /// Default nil.
    open var contents: Any?
    /// The part of `contents` drawn, in the unit square. Default (0, 0, 1, 1).
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// Image pixels per point. Default 1.
    open var contentsScale: CGFloat = 1
    /// The filters when the image is drawn smaller or larger. Default `"linear"` for both.
    open var minificationFilter = "linear"
    open var magnificationFilter = "linear"
    /// The mipmap level bias of the minification filter. Default 0.
    open var minificationFilterBias: Float = 0
    /// Sub-cells: every live particle of this cell emits them. Default nil.
    open var emitterCells: [CAEmitterCell]?
    /// Extra style values (stored). Default nil.
    open var style: [AnyHashable: Any]?

    // MARK: Births and lifetimes

    /// Particles born per second (times the layer's `birthRate`). Default 0.
    open var birthRate: Float = 0
    /// A particle's life in seconds (times the layer's `lifetime`). Default 0.
    open var lifetime: Float = 0
    /// How much a particle's life varies: lifetime ± lifetimeRange. Default 0.
    open var lifetimeRange: Float = 0

    // MARK: Motion

    /// The direction of emission: its angle from the layer's plane toward +z (latitude)
    /// and its angle in the plane from +x toward +y (longitude; y points down in Lamina's
    /// flipped-by-default layers, so π/2 is down). Default 0.
    open var emissionLatitude: CGFloat = 0
    open var emissionLongitude: CGFloat = 0
    /// The full angle of the cone around the emission direction in which particles leave,
    /// uniformly: 2π sends them every way. Default 0.
    open var emissionRange: CGFloat = 0
    /// The initial speed in points per second (times the layer's `velocity`), ± range.
    /// Default 0.
    open var velocity: CGFloat = 0
    open var velocityRange: CGFloat = 0
    /// Constant accelerations in points per second². Default 0.
    open var xAcceleration: CGFloat = 0
    open var yAcceleration: CGFloat = 0
    open var zAcceleration: CGFloat = 0

    // MARK: Size and spin

    /// The particle's size as a multiple of its image's (times the layer's `scale`),
    /// ± range, changing by `scaleSpeed` per second. Default 1, 0, 0.
    open var scale: CGFloat = 1
    open var scaleRange: CGFloat = 0
    open var scaleSpeed: CGFloat = 0
    /// Rotation in radians per second (times the layer's `spin`), ± range. Default 0.
    open var spin: CGFloat = 0
    open var spinRange: CGFloat = 0

    // MARK: Colour

    /// The colour each particle's image is multiplied by. Default opaque white.
    open var color: CGColor? = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
    /// How much each component varies (± range, drawn once per particle). Default 0.
    open var redRange: Float = 0
    open var greenRange: Float = 0
    open var blueRange: Float = 0
    open var alphaRange: Float = 0
    /// How fast each component changes, per second of the particle's life. Default 0.
    open var redSpeed: Float = 0
    open var greenSpeed: Float = 0
    open var blueSpeed: Float = 0
    open var alphaSpeed: Float = 0

    // MARK: CAMediaTiming

    /// The cell's own timing in the emitter layer's time: it emits while active. A cell
    /// with `duration` 0 emits for ever from `beginTime`.
    open var beginTime: CFTimeInterval = 0
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed

    // MARK: Key-value coding

    /// The value of the property named `key` (Apple's Objective-C names, `enabled` too);
    /// an unknown key is reported and answers nil.
    open func value(forKey key: String) -> Any? {
        guard let entry = Self.keyTable[key] else {
            LaminaDiagnostics.report(.invalidArgument, "CAEmitterCell.value(forKey: \"\(key)\"): no such property")
            return nil
        }
        return entry.read(self)
    }

    /// Sets the property named `key` from a value of its type (numbers convert); an unknown
    /// key or a value of the wrong type is reported and ignored.
    open func setValue(_ value: Any?, forKey key: String) {
        guard let entry = Self.keyTable[key] else {
            return LaminaDiagnostics.report(.invalidArgument, "CAEmitterCell.setValue(_:forKey: \"\(key)\"): no such property; ignored")
        }
        if !entry.write(self, value) {
            LaminaDiagnostics.report(.invalidArgument,
                "CAEmitterCell.setValue(_:forKey: \"\(key)\"): \(value.map { "\($0)" } ?? "nil") is not a valid value; ignored")
        }
    }

    /// `value(forKey:)` through dotted key paths: `"spark.birthRate"` names the sub-cell
    /// called spark (`emitterCells.spark.birthRate` also works).
    open func value(forKeyPath keyPath: String) -> Any? {
        guard let (cell, key) = resolve(keyPath, for: "value(forKeyPath:)") else { return nil }
        return cell.value(forKey: key)
    }

    open func setValue(_ value: Any?, forKeyPath keyPath: String) {
        guard let (cell, key) = resolve(keyPath, for: "setValue(_:forKeyPath:)") else { return }
        cell.setValue(value, forKey: key)
    }

    /// The cell a key path's leading names lead to, and its last key.
    private func resolve(_ keyPath: String, for method: String) -> (CAEmitterCell, String)? {
        var parts = keyPath.split(separator: ".").map(String.init)
        guard let key = parts.popLast() else { return nil }
        let found = Self.cell(named: parts[...], in: emitterCells ?? [])
        if let missing = found.missing {
            LaminaDiagnostics.report(.invalidArgument,
                "CAEmitterCell.\(method) \"\(keyPath)\": no sub-cell named \"\(missing)\"; ignored")
            return nil
        }
        return (found.cell ?? self, key)
    }

    /// The cell `names` lead to through nested `emitterCells`, from `cells` (an
    /// `"emitterCells"` component between names is skipped); nil with no names. `missing`
    /// is the first name no cell has.
    static func cell(named names: ArraySlice<String>, in cells: [CAEmitterCell]) -> (cell: CAEmitterCell?, missing: String?) {
        var cells = cells, found: CAEmitterCell?
        for name in names where name != "emitterCells" {
            guard let next = cells.first(where: { $0.name == name }) else { return (nil, name) }
            found = next
            cells = next.emitterCells ?? []
        }
        return (found, nil)
    }

    /// A copy with the same values; sub-cells are copied too.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        for entry in Self.entries { _ = entry.write(copy, entry.read(self)) }
        copy.emitterCells = emitterCells?.map { $0.copy() as! CAEmitterCell }
        return copy
    }

    // MARK: The key table

    /// One property as key-value coding sees it. Immutable; its closures capture only key
    /// paths and pure conversions, so it can be shared across threads.
    struct Key: @unchecked Sendable {
        let names: [String]
        let defaultValue: Any?
        let read: (CAEmitterCell) -> Any?
        /// Sets the property from a value; false when the value does not convert.
        let write: (CAEmitterCell, Any?) -> Bool

        static func value<V>(_ name: String, _ path: ReferenceWritableKeyPath<CAEmitterCell, V>, swiftName: String? = nil,
                             default value: V, convert: @escaping (Any) -> V?) -> Key {
            Key(names: [name] + (swiftName.map { [$0] } ?? []), defaultValue: value, read: { $0[keyPath: path] },
                write: { cell, value in
                    guard let value, let converted = convert(value) else { return false }
                    cell[keyPath: path] = converted
                    return true
                })
        }

        static func optional<V>(_ name: String, _ path: ReferenceWritableKeyPath<CAEmitterCell, V?>,
                                default value: V? = nil, convert: @escaping (Any) -> V? = { $0 as? V }) -> Key {
            Key(names: [name], defaultValue: value, read: { $0[keyPath: path] },
                write: { cell, value in
                    guard let value else { cell[keyPath: path] = nil; return true }
                    guard let converted = convert(value) else { return false }
                    cell[keyPath: path] = converted
                    return true
                })
        }
    }

    static let entries: [Key] = {
        let f = KeyValueConversion.float, g = KeyValueConversion.cgFloat, d = KeyValueConversion.double
        return [
            .optional("name", \.name),
            .value("enabled", \.isEnabled, swiftName: "isEnabled", default: true, convert: KeyValueConversion.bool),
            .value("birthRate", \.birthRate, default: 0, convert: f),
            .value("lifetime", \.lifetime, default: 0, convert: f),
            .value("lifetimeRange", \.lifetimeRange, default: 0, convert: f),
            .value("emissionLatitude", \.emissionLatitude, default: 0, convert: g),
            .value("emissionLongitude", \.emissionLongitude, default: 0, convert: g),
            .value("emissionRange", \.emissionRange, default: 0, convert: g),
            .value("velocity", \.velocity, default: 0, convert: g),
            .value("velocityRange", \.velocityRange, default: 0, convert: g),
            .value("xAcceleration", \.xAcceleration, default: 0, convert: g),
            .value("yAcceleration", \.yAcceleration, default: 0, convert: g),
            .value("zAcceleration", \.zAcceleration, default: 0, convert: g),
            .value("scale", \.scale, default: 1, convert: g),
            .value("scaleRange", \.scaleRange, default: 0, convert: g),
            .value("scaleSpeed", \.scaleSpeed, default: 0, convert: g),
            .value("spin", \.spin, default: 0, convert: g),
            .value("spinRange", \.spinRange, default: 0, convert: g),
            .optional("color", \.color, default: CGColor(red: 1, green: 1, blue: 1, alpha: 1),
                      convert: { ($0 as AnyObject) as? CGColor }),
            .value("redRange", \.redRange, default: 0, convert: f),
            .value("greenRange", \.greenRange, default: 0, convert: f),
            .value("blueRange", \.blueRange, default: 0, convert: f),
            .value("alphaRange", \.alphaRange, default: 0, convert: f),
            .value("redSpeed", \.redSpeed, default: 0, convert: f),
            .value("greenSpeed", \.greenSpeed, default: 0, convert: f),
            .value("blueSpeed", \.blueSpeed, default: 0, convert: f),
            .value("alphaSpeed", \.alphaSpeed, default: 0, convert: f),
            Key(names: ["contents"], defaultValue: nil, read: { $0.contents }, write: { $0.contents = $1; return true }),
            .value("contentsRect", \.contentsRect, default: CGRect(x: 0, y: 0, width: 1, height: 1),
                   convert: { $0 as? CGRect }),
            .value("contentsScale", \.contentsScale, default: 1, convert: g),
            .value("minificationFilter", \.minificationFilter, default: "linear", convert: { $0 as? String }),
            .value("magnificationFilter", \.magnificationFilter, default: "linear", convert: { $0 as? String }),
            .value("minificationFilterBias", \.minificationFilterBias, default: 0, convert: f),
            .optional("emitterCells", \.emitterCells),
            .optional("style", \.style),
            .value("beginTime", \.beginTime, default: 0, convert: d),
            .value("duration", \.duration, default: 0, convert: d),
            .value("speed", \.speed, default: 1, convert: f),
            .value("timeOffset", \.timeOffset, default: 0, convert: d),
            .value("repeatCount", \.repeatCount, default: 0, convert: f),
            .value("repeatDuration", \.repeatDuration, default: 0, convert: d),
            .value("autoreverses", \.autoreverses, default: false, convert: KeyValueConversion.bool),
            .value("fillMode", \.fillMode, default: .removed,
                   convert: { KeyValueConversion.stringEnum($0, as: CAMediaTimingFillMode.self) }),
        ]
    }()

    static let keyTable: [String: Key] = {
        var table: [String: Key] = [:]
        for entry in entries { for name in entry.names { table[name] = entry } }
        return table
    }()
}
