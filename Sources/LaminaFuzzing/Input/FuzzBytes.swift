import Foundation

// The one byte reader every fuzz target draws its choices from. Input: the fuzzer's
// bytes; output: numbers, choices and values, deterministically. Runs on the caller's
// thread. Reading past the end yields zeros, so every input, however short, describes
// a complete (if small) case and the fuzzer's mutations map to nearby cases.

/// A cursor over fuzzer input that turns bytes into the choices a target makes.
package struct FuzzBytes {
    private let bytes: [UInt8]
    private var index = 0

    /// A reader over `bytes`.
    package init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// A reader over `count` bytes at `start` (libFuzzer's arguments).
    package init(_ start: UnsafePointer<UInt8>?, count: Int) {
        if let start, count > 0 { bytes = Array(UnsafeBufferPointer(start: start, count: count)) } else { bytes = [] }
    }

    /// Whether every byte has been read.
    package var isExhausted: Bool { index >= bytes.count }

    /// The bytes not yet read.
    package var remaining: Int { max(0, bytes.count - index) }

    /// The next byte (0 past the end).
    package mutating func byte() -> UInt8 {
        guard index < bytes.count else { return 0 }
        defer { index += 1 }
        return bytes[index]
    }

    /// The next `count` bytes, as many as there are.
    package mutating func bytes(_ count: Int) -> [UInt8] {
        let n = max(0, min(count, remaining))
        defer { index += n }
        return Array(bytes[index..<index + n])
    }

    /// Every byte not yet read.
    package mutating func rest() -> [UInt8] { bytes(remaining) }

    /// A little-endian 16-bit value.
    package mutating func uint16() -> UInt16 { UInt16(byte()) | UInt16(byte()) << 8 }

    /// A little-endian 32-bit value.
    package mutating func uint32() -> UInt32 { UInt32(uint16()) | UInt32(uint16()) << 16 }

    /// A little-endian 64-bit value.
    package mutating func uint64() -> UInt64 { UInt64(uint32()) | UInt64(uint32()) << 32 }

    /// A coin toss.
    package mutating func bool() -> Bool { byte() & 1 == 1 }

    /// True about once in `n` draws.
    package mutating func oneIn(_ n: Int) -> Bool { n <= 1 || Int(byte()) % n == 0 }

    /// An integer in `range` (its lower bound past the end of the input).
    package mutating func int(in range: ClosedRange<Int>) -> Int {
        let span = UInt64(bitPattern: Int64(range.upperBound &- range.lowerBound))
        if span == 0 { return range.lowerBound }
        let raw = span < 256 ? UInt64(byte()) : span < 65_536 ? UInt64(uint16()) : uint64()
        let offset = span == .max ? raw : raw % (span + 1)
        return range.lowerBound &+ Int(truncatingIfNeeded: offset)
    }

    /// One of `choices` (the first past the end of the input).
    package mutating func choose<T>(_ choices: [T]) -> T {
        choices[int(in: 0...(choices.count - 1))]
    }

    /// The values that break geometry code: non-finite, signed zero, the extremes of
    /// `Double`, and magnitudes far outside any screen.
    package static let extremeDoubles: [Double] = [
        .nan, .infinity, -.infinity, 0, -0.0, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
        .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude, 1e300, -1e300,
        1e-300, 1e18, -1e18, 1e9, -1e9, 1e-9, .pi, -.pi, 2 * .pi, .ulpOfOne, 1, -1, 0.5,
    ]

    /// A number: mostly in `typical` (a plausible screen value), sometimes an extreme
    /// one, sometimes an arbitrary bit pattern.
    package mutating func double(typical: ClosedRange<Double> = -200...200) -> Double {
        switch byte() % 16 {
        case 0, 1: return Self.extremeDoubles[Int(byte()) % Self.extremeDoubles.count]
        case 2: return Double(bitPattern: uint64())
        case 3: return Double(Int16(bitPattern: uint16()))
        default:
            let unit = Double(uint16()) / 65_535
            return typical.lowerBound + unit * (typical.upperBound - typical.lowerBound)
        }
    }

    /// A finite number in `range` (never an extreme), for counts and sizes the engine
    /// would otherwise reject before reaching the code under test.
    package mutating func finite(in range: ClosedRange<Double>) -> Double {
        range.lowerBound + Double(uint16()) / 65_535 * (range.upperBound - range.lowerBound)
    }

    /// A `CGFloat` as `double(typical:)` draws it.
    package mutating func cgFloat(typical: ClosedRange<Double> = -200...200) -> CGFloat {
        CGFloat(double(typical: typical))
    }

    /// A point of two `cgFloat(typical:)` coordinates.
    package mutating func point(typical: ClosedRange<Double> = -200...200) -> CGPoint {
        CGPoint(x: cgFloat(typical: typical), y: cgFloat(typical: typical))
    }

    /// A size; negative and non-finite sizes included.
    package mutating func size(typical: ClosedRange<Double> = -20...200) -> CGSize {
        CGSize(width: cgFloat(typical: typical), height: cgFloat(typical: typical))
    }

    /// A rectangle of `point` and `size`.
    package mutating func rect(typical: ClosedRange<Double> = -50...200) -> CGRect {
        CGRect(origin: point(typical: typical), size: size())
    }

    /// A short string: a known word from `words`, or bytes read as UTF-8 (invalid
    /// sequences repaired, as Swift's `String(decoding:)` does).
    package mutating func string(words: [String] = []) -> String {
        if !words.isEmpty, byte() % 4 != 0 { return choose(words) }
        return String(decoding: bytes(int(in: 0...24)), as: UTF8.self)
    }
}
