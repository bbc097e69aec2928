import Foundation

/// A small deterministic random generator (SplitMix64): the same seed gives the same
/// numbers on every machine and every run, which is what makes the pictures
/// reproducible byte for byte. Each picture seeds its own generator.
public struct SeededRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator starting from `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in 0 ..< 1 with 53 random bits.
    public mutating func unit() -> Double {
        Double(next() >> 11) * 0x1.0p-53
    }

    /// A number in `range` (uniform).
    public mutating func value(in range: ClosedRange<Double>) -> Double {
        range.lowerBound + (range.upperBound - range.lowerBound) * unit()
    }

    /// A `CGFloat` in `range` (uniform).
    public mutating func cgFloat(in range: ClosedRange<CGFloat>) -> CGFloat {
        range.lowerBound + (range.upperBound - range.lowerBound) * CGFloat(unit())
    }

    /// A point with x in `x` and y in `y`, uniform (x is drawn first).
    public mutating func point(x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>) -> CGPoint {
        let px = cgFloat(in: x)
        return CGPoint(x: px, y: cgFloat(in: y))
    }

    /// True with probability `p`.
    public mutating func chance(_ p: Double) -> Bool {
        unit() < p
    }

    /// An index in 0 ..< `count` (`count` must be positive).
    public mutating func index(_ count: Int) -> Int {
        Int(next() % UInt64(count))
    }
}
