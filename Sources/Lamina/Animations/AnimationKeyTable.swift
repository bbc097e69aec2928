import Foundation

/// One property of an animation class as key-value coding sees it: the keys it answers
/// to, Apple's default, and how it is read, written and copied.
///
/// Each Lamina animation class lists its own properties once (`CAAnimation.keyTable`),
/// and `value(forKey:)`, `setValue(_:forKey:)`, `defaultValue(forKey:)` and the keys a
/// subclass's defaults are applied to all derive from that list. (`copy(with:)` copies
/// fields directly: it runs for every animation added to a layer.)
/// Immutable once made; its closures capture only key paths and pure conversions,
/// which is why it can be shared across threads.
package struct AnimationKey: @unchecked Sendable {
    /// The keys: Apple's Objective-C spelling (`"removedOnCompletion"`), then the Swift
    /// one where it differs (`"isRemovedOnCompletion"`).
    package let names: [String]
    /// The value a new animation has (nil: none).
    package let defaultValue: Any?
    fileprivate let read: (CAAnimation) -> Any?
    /// Sets the property from a key-value coding value; nil for a read-only property.
    fileprivate let write: ((CAAnimation, Any?, String) -> Void)?

    /// A property whose value must convert to `V` (`convert` accepts the forms Apple
    /// accepts, such as any number); nil or an unconvertible value is reported and ignored.
    package static func value<Owner: CAAnimation, V>(
        _ name: String, _ path: ReferenceWritableKeyPath<Owner, V>, swiftName: String? = nil,
        default defaultValue: V, convert: @escaping (Any) -> V?
    ) -> AnimationKey {
        AnimationKey(names: [name] + (swiftName.map { [$0] } ?? []), defaultValue: defaultValue,
                     read: { ($0 as! Owner)[keyPath: path] },
                     write: { animation, value, key in
                         guard let value, let converted = convert(value) else {
                             return animation.reportInvalidValue(value, forKey: key, expected: V.self)
                         }
                         (animation as! Owner)[keyPath: path] = converted
                     })
    }

    /// An optional property: nil clears it, a value `convert` accepts sets it, anything
    /// else is reported and ignored. No default.
    package static func optional<Owner: CAAnimation, V>(
        _ name: String, _ path: ReferenceWritableKeyPath<Owner, V?>,
        convert: @escaping (Any) -> V? = { $0 as? V }
    ) -> AnimationKey {
        AnimationKey(names: [name], defaultValue: nil,
                     read: { ($0 as! Owner)[keyPath: path] },
                     write: { animation, value, key in
                         guard let value else { (animation as! Owner)[keyPath: path] = nil; return }
                         guard let converted = convert(value) else {
                             return animation.reportInvalidValue(value, forKey: key, expected: V.self)
                         }
                         (animation as! Owner)[keyPath: path] = converted
                     })
    }

    /// A property holding any value as given (`fromValue`, `filter`).
    package static func any<Owner: CAAnimation>(_ name: String, _ path: ReferenceWritableKeyPath<Owner, Any?>)
        -> AnimationKey {
        AnimationKey(names: [name], defaultValue: nil,
                     read: { ($0 as! Owner)[keyPath: path] },
                     write: { animation, value, _ in (animation as! Owner)[keyPath: path] = value })
    }

    /// A computed property: reading works, setting is reported and ignored.
    package static func readOnly<Owner: CAAnimation, V>(_ name: String, _ path: KeyPath<Owner, V>) -> AnimationKey {
        AnimationKey(names: [name], defaultValue: nil, read: { ($0 as! Owner)[keyPath: path] },
                     write: nil)
    }

    /// The property's value in `animation`.
    package func value(in animation: CAAnimation) -> Any? { read(animation) }

    /// Sets the property in `animation` from `value` (`name` is the key used, for
    /// diagnostics); a read-only property is reported and left alone.
    package func setValue(_ value: Any?, named name: String, in animation: CAAnimation) {
        guard let write else {
            return LaminaDiagnostics.report(.invalidArgument,
                "\(type(of: animation)).setValue(_:forKey: \"\(name)\"): the property is read-only; ignored")
        }
        write(animation, value, name)
    }
}

/// The properties of one animation class, its superclasses' included, by key.
package struct AnimationKeyTable: Sendable {
    /// Every property, the superclasses' first.
    package let keys: [AnimationKey]
    private let index: [String: Int]

    /// The table of a class adding `keys` to its superclass's `inherited` ones.
    package init(inheriting inherited: AnimationKeyTable? = nil, _ keys: [AnimationKey]) {
        self.keys = (inherited?.keys ?? []) + keys
        var index: [String: Int] = [:]
        for (position, key) in self.keys.enumerated() {
            for name in key.names { index[name] = position }
        }
        self.index = index
    }

    /// The property `name` names, or nil.
    package subscript(name: String) -> AnimationKey? {
        index[name].map { keys[$0] }
    }

    /// The keys that can be set (Apple's spelling), which a subclass's
    /// `defaultValue(forKey:)` is asked about.
    package var settableNames: [String] {
        keys.compactMap { $0.write == nil ? nil : $0.names[0] }
    }
}
