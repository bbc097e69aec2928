import Foundation

/// A set of `LayerProperty` values as a bit set: no allocation, constant-time tests.
/// Two words hold 128 properties (a test checks that every case fits).
package struct LayerPropertySet: Equatable, Sendable {
    private var low: UInt64 = 0
    private var high: UInt64 = 0

    package init() {}

    package init(_ properties: some Sequence<LayerProperty>) {
        for property in properties { insert(property) }
    }

    package func contains(_ property: LayerProperty) -> Bool {
        let bit = property.rawValue
        return bit < 64 ? low & (1 << UInt64(bit)) != 0 : high & (1 << UInt64(bit - 64)) != 0
    }

    package mutating func insert(_ property: LayerProperty) {
        let bit = property.rawValue
        if bit < 64 { low |= 1 << UInt64(bit) } else { high |= 1 << UInt64(bit - 64) }
    }

    package mutating func remove(_ property: LayerProperty) {
        let bit = property.rawValue
        if bit < 64 { low &= ~(1 << UInt64(bit)) } else { high &= ~(1 << UInt64(bit - 64)) }
    }

    package var isEmpty: Bool { low == 0 && high == 0 }
}
