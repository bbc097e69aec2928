import Foundation

/// A layer's identity in render trees: a serial number, never reused (an object
/// address could be, after the layer is freed).
package struct LayerID: Hashable, Sendable, Comparable, CustomStringConvertible {
    package let raw: UInt64

    private static let lock = NSLock()
    nonisolated(unsafe) private static var last: UInt64 = 0

    /// A new identity.
    package static func next() -> LayerID {
        lock.lock(); defer { lock.unlock() }
        last += 1
        return LayerID(raw: last)
    }

    package static func < (a: LayerID, b: LayerID) -> Bool { a.raw < b.raw }
    package var description: String { "#\(raw)" }
}

/// What a commit hands a renderer for one layer: its values, timing, children and
/// started animations, as plain data plus the shared, read-only animation entries.
package struct LayerSnapshot {
    package let id: LayerID
    package let kind: LayerKind
    package let values: RenderValues
    package let timing: MediaTiming
    package let sublayers: [LayerID]
    package let mask: LayerID?
    package let animations: [AnimationEntry]

    /// A snapshot of `layer` now (without its animations when `includingAnimations` is
    /// false).
    package init(_ layer: CALayer, includingAnimations: Bool = true) {
        id = layer.layerID
        kind = LayerKind(of: layer)
        values = layer.state.values
        timing = layer.timing
        sublayers = layer.storedSublayers.map(\.layerID)
        mask = layer.storedMask?.layerID
        animations = includingAnimations ? layer.animationEntries.filter { $0.beginTime != nil } : []
    }

    /// A snapshot made of its parts (a render tree freezing what it shows).
    package init(id: LayerID, kind: LayerKind, values: RenderValues, timing: MediaTiming, sublayers: [LayerID],
                 mask: LayerID?, animations: [AnimationEntry]) {
        self.id = id
        self.kind = kind
        self.values = values
        self.timing = timing
        self.sublayers = sublayers
        self.mask = mask
        self.animations = animations
    }
}
