import Foundation

/// SplitMix64: a small, fast generator with a fixed seed, so that a scene's "random"
/// changes are the same on every run (offscreen frames must not differ between runs).
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// `arc4random_uniform(bound)` of the seeds: an integer in 0..<bound.
    mutating func uniform(_ bound: UInt32) -> UInt32 {
        UInt32.random(in: 0..<bound, using: &self)
    }
}
