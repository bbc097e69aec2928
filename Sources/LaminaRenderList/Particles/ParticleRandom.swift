import Foundation

// The random numbers of particles, as a pure function: a particle's k-th number comes from
// a hash of the emitter's seed, the particle's cell (its path through nested cells), its
// index among that cell's births and k. Nothing is stepped, so any frame can be computed
// at any time, and the same inputs give the same particles on every run and backend.
//
// Everything is 32-bit integer arithmetic (a well-mixing integer hash: xor-shifts and odd
// multipliers) and each number has 24 bits, so a shader (GLSL 3.3's `uint`) computes the
// very same numbers, exactly representable as floats.

/// Uniform numbers for one particle.
package struct ParticleRandom {
    package let key: UInt32

    /// The numbers of particle `index` of the cell whose path hashes to `cell`, under `seed`.
    package init(seed: UInt32, cell: UInt32, index: UInt32) {
        key = Self.hash(seed ^ Self.hash(cell ^ Self.hash(index &+ 0x9E37_79B9)))
    }

    /// The k-th number, uniform in [0, 1) in steps of 2⁻²⁴.
    package func unit(_ k: UInt32) -> Double {
        Double(Self.hash(key &+ k &* 0x9E37_79B9) >> 8) * (1.0 / 16_777_216)
    }

    /// The k-th number, uniform in [−1, 1): what a ± range multiplies.
    package func signed(_ k: UInt32) -> Double { 2 * unit(k) - 1 }

    /// The path hash of sub-cell `child` of a cell whose path hashes to `parent` (the
    /// top-level cells: `parent` 0), for a particle of the parent numbered `index`.
    package static func path(parent: UInt32, child: Int, parentIndex: UInt32 = 0) -> UInt32 {
        hash(parent ^ hash(UInt32(truncatingIfNeeded: child) &+ 1) ^ hash(parentIndex &+ 0x632B_E5AB))
    }

    /// A 32-bit integer hash: every input bit affects every output bit.
    package static func hash(_ x: UInt32) -> UInt32 {
        var x = x
        x ^= x >> 16
        x = x &* 0x7FEB_352D
        x ^= x >> 15
        x = x &* 0x846C_A68B
        x ^= x >> 16
        return x
    }
}
