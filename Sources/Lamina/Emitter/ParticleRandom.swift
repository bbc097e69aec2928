import Foundation

// The random numbers of particles, as a pure function: a particle's k-th number comes from
// a hash of the emitter's seed, the particle's cell (its path through nested cells), its
// index among that cell's births and k. Nothing is stepped, so any frame can be computed
// at any time, and the same inputs give the same particles on every run and backend.

/// Uniform numbers for one particle.
struct ParticleRandom {
    let key: UInt64

    /// The numbers of particle `index` of the cell whose path hashes to `cell`, under `seed`.
    init(seed: UInt32, cell: UInt64, index: UInt64) {
        key = Self.mix(Self.mix(UInt64(seed) ^ 0x9E37_79B9_7F4A_7C15) ^ Self.mix(cell &+ 0xD1B5_4A32_D192_ED03) ^ index)
    }

    /// The k-th number, uniform in [0, 1).
    func unit(_ k: UInt64) -> Double {
        Double(Self.mix(key &+ k &* 0x9E37_79B9_7F4A_7C15) >> 11) * (1.0 / 9_007_199_254_740_992)
    }

    /// The k-th number, uniform in [−1, 1): what a ± range multiplies.
    func signed(_ k: UInt64) -> Double { 2 * unit(k) - 1 }

    /// The path hash of sub-cell `child` of a cell whose path hashes to `parent` (the
    /// top-level cells: `parent` 0), for a particle of the parent numbered `index`.
    static func path(parent: UInt64, child: Int, parentIndex: UInt64 = 0) -> UInt64 {
        mix(parent ^ mix(UInt64(child) &+ 1) ^ mix(parentIndex &+ 0x632B_E59B_D9B4_E019))
    }

    /// SplitMix64's finalizer: a bijective 64-bit mix.
    static func mix(_ x: UInt64) -> UInt64 {
        var z = x &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
