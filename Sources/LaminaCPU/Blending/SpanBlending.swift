@_spi(LaminaBackend) import LaminaRenderList
import Foundation

// The row kernels: premultiplied source-over of one run of pixels. Input: destination
// words, a source (a constant colour or a row of pixels), optionally a coverage row in
// 0…1 and a constant 8-bit factor. Output: the destination, blended in place. Called by
// every painter from whichever band thread owns the row.
//
// Each loop body is branch-free integer arithmetic on UInt32 with wrapping operators, so
// LLVM vectorizes it (on the x86-64 baseline, SSE2, the 32-bit lane multiplies become
// pairs of pmuludq; Swift's SIMD types were tried for 16-bit lanes and compiled worse);
// the constant-colour kernels handle the common cases (opaque fill, constant blend)
// without reading a coverage row at all.

/// Source-over kernels over runs of packed pixels.
enum SpanBlending {
    /// Blends a constant premultiplied colour over `count` pixels (an opaque colour is a fill).
    @inline(__always)
    static func blend(color: UInt32, into dst: UnsafeMutablePointer<UInt32>, count: Int) {
        guard count > 0 else { return }
        let alpha = color >> 24
        if alpha == 255 {
            dst.update(repeating: color, count: count)
        } else if color != 0 {
            let inverse = 255 &- alpha
            for i in 0..<count {
                dst[i] = color &+ PackedColor.scale(dst[i], inverse)
            }
        }
    }

    /// Blends a constant colour scaled per pixel by `coverage` (0…1).
    @inline(__always)
    static func blend(color: UInt32, coverage: UnsafePointer<Float>, into dst: UnsafeMutablePointer<UInt32>, count: Int) {
        for i in 0..<count {
            let s = PackedColor.scale(color, PackedColor.factor(coverage[i]))
            dst[i] = s &+ PackedColor.scale(dst[i], 255 &- (s >> 24))
        }
    }

    /// Blends a row of premultiplied pixels. A row of opaque pixels (an opaque picture's)
    /// is copied: over an opaque source the destination's share is scaled by 0, so the
    /// result is the source, word for word.
    @inline(__always)
    static func blend(pixels src: UnsafePointer<UInt32>, into dst: UnsafeMutablePointer<UInt32>, count: Int) {
        if count > 0, src[0] >> 24 == 255, isOpaque(src, count: count) {
            dst.update(from: src, count: count)
            return
        }
        for i in 0..<count {
            let s = src[i]
            dst[i] = s &+ PackedColor.scale(dst[i], 255 &- (s >> 24))
        }
    }

    /// Whether all `count` pixels are opaque (a loop LLVM vectorizes).
    static func isOpaque(_ src: UnsafePointer<UInt32>, count: Int) -> Bool {
        var all: UInt32 = 0xFFFF_FFFF
        for i in 0..<count { all &= src[i] }
        return all >> 24 == 255
    }

    /// Blends a row of premultiplied pixels scaled by a constant 8-bit factor.
    @inline(__always)
    static func blend(pixels src: UnsafePointer<UInt32>, factor: UInt32, into dst: UnsafeMutablePointer<UInt32>, count: Int) {
        if factor == 255 { return blend(pixels: src, into: dst, count: count) }
        for i in 0..<count {
            let s = PackedColor.scale(src[i], factor)
            dst[i] = s &+ PackedColor.scale(dst[i], 255 &- (s >> 24))
        }
    }

    /// Blends a row of premultiplied pixels scaled per pixel by `coverage` × `opacity`.
    @inline(__always)
    static func blend(pixels src: UnsafePointer<UInt32>, coverage: UnsafePointer<Float>, opacity: Float,
                      into dst: UnsafeMutablePointer<UInt32>, count: Int) {
        for i in 0..<count {
            let s = PackedColor.scale(src[i], PackedColor.factor(coverage[i] * opacity))
            dst[i] = s &+ PackedColor.scale(dst[i], 255 &- (s >> 24))
        }
    }

    /// Adds a row of premultiplied pixels scaled per pixel by `coverage` × `opacity`,
    /// each channel saturating at 255 ("plus lighter").
    static func add(pixels src: UnsafePointer<UInt32>, coverage: UnsafePointer<Float>, opacity: Float,
                    into dst: UnsafeMutablePointer<UInt32>, count: Int) {
        for i in 0..<count {
            dst[i] = PackedColor.addSaturating(PackedColor.scale(src[i], PackedColor.factor(coverage[i] * opacity)), dst[i])
        }
    }

    /// Multiplies a row of pixels by per-channel factors (a tint) in place.
    static func modulate(_ row: UnsafeMutablePointer<UInt32>, by m: UInt32, count: Int) {
        guard m != 0xFFFF_FFFF else { return }
        for i in 0..<count { row[i] = PackedColor.modulate(row[i], m) }
    }

    /// Blends a constant colour over `[lo, hi)` of a row whose coverage is 1 on `[innerLo,
    /// innerHi)` and `coverage[x]` elsewhere (indices are absolute columns; `dst` and
    /// `coverage` point at column 0).
    static func blend(color: UInt32, row dst: UnsafeMutablePointer<UInt32>, coverage: UnsafePointer<Float>, span: CoverageSpan) {
        guard !span.isEmpty, color != 0 else { return }
        let inner = span.inner
        if inner.isEmpty {
            blend(color: color, coverage: coverage + span.lo, into: dst + span.lo, count: span.hi - span.lo)
            return
        }
        blend(color: color, coverage: coverage + span.lo, into: dst + span.lo, count: inner.lowerBound - span.lo)
        blend(color: color, into: dst + inner.lowerBound, count: inner.count)
        blend(color: color, coverage: coverage + inner.upperBound, into: dst + inner.upperBound, count: span.hi - inner.upperBound)
    }
}
