import Foundation
import LaminaRenderList

// The CPU renderer's share of "Batches" (`DebugColorOptions.batches`). Input: a drawn
// frame's target and how its rows were split into bands; output: each band's rows half
// covered in a colour of its own, so the bands the cores took in turn show. Runs on the
// caller's thread after the frame's bands are drawn.

/// Tints the bands of a drawn frame.
enum BandTints {
    /// Covers band b of `bands` over rows `rows` of `target` with `batchColor(b)`, half
    /// opaque, source-over (premultiplied RGBA8).
    static func apply(to target: PixelBuffer, rows: Range<Int>, bands: Int) {
        guard bands > 0 else { return }
        let count = rows.count
        for band in 0..<bands {
            let c = DebugColorOptions.batchColor(band)
            let tint = (UInt16((c.red * 127.5).rounded()), UInt16((c.green * 127.5).rounded()),
                        UInt16((c.blue * 127.5).rounded()), UInt16(128))
            let lo = rows.lowerBound + band * count / bands, hi = rows.lowerBound + (band + 1) * count / bands
            for y in max(lo, 0)..<min(hi, target.height) {
                let row = target.row(y)
                for x in 0..<target.width {
                    let p = row + x * 4
                    // source + destination × (1 − ½), rounded.
                    p[0] = UInt8(min(255, tint.0 + (UInt16(p[0]) + 1) / 2))
                    p[1] = UInt8(min(255, tint.1 + (UInt16(p[1]) + 1) / 2))
                    p[2] = UInt8(min(255, tint.2 + (UInt16(p[2]) + 1) / 2))
                    p[3] = UInt8(min(255, tint.3 + (UInt16(p[3]) + 1) / 2))
                }
            }
        }
    }
}
