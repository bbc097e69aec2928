import Foundation

// Image comparison for tests and backend agreement (DESIGN.md "Tests": CPU and GL must
// match to PSNR ≥ 40 dB with a documented per-pixel tolerance at edges). Input: two
// images of the same size; output: how they differ. Compares the stored premultiplied
// bytes, all four channels, so a difference in coverage or alpha counts as much as one
// in colour.

/// How two images of the same size differ.
public struct ImageDifference: Equatable, Sendable, CustomStringConvertible {
    /// The images' width in pixels.
    public var width: Int
    /// The images' height in pixels.
    public var height: Int
    /// Peak signal-to-noise ratio in dB over every channel (peak 255); +∞ when identical.
    public var psnr: Double
    /// Mean squared channel difference.
    public var meanSquaredError: Double
    /// The largest difference of one channel of one pixel (0…255).
    public var maxChannelDifference: Int
    /// Pixels with a channel differing by more than `tolerance`.
    public var differingPixels: Int
    /// The tolerance `differingPixels` was counted with.
    public var tolerance: Int

    /// Whether the images are identical.
    public var isIdentical: Bool { maxChannelDifference == 0 }

    /// One line: size, PSNR, the largest channel difference and the pixels past the
    /// tolerance.
    public var description: String {
        let p = psnr.isInfinite ? "∞" : String(format: "%.2f", psnr)
        return "\(width)×\(height): PSNR \(p) dB, max channel difference \(maxChannelDifference), "
            + "\(differingPixels) pixel(s) differ by more than \(tolerance)"
    }
}

/// Compares images.
public enum ImageComparison {
    /// How `a` and `b` differ; nil when their sizes differ. `tolerance` is the largest
    /// channel difference a pixel may have and still count as equal.
    public static func compare(_ a: CGImage, _ b: CGImage, tolerance: Int = 0) -> ImageDifference? {
        compare(a.pixels, b.pixels, tolerance: tolerance)
    }

    /// How two pixel buffers differ; nil when their sizes differ.
    package static func compare(_ a: PixelBuffer, _ b: PixelBuffer, tolerance: Int = 0) -> ImageDifference? {
        guard a.width == b.width, a.height == b.height else { return nil }
        var squares: UInt64 = 0
        var maxDifference = 0
        var differing = 0
        for y in 0..<a.height {
            let ra = a.row(y), rb = b.row(y)
            for x in 0..<a.width {
                var pixelMax = 0
                for c in 0..<4 {
                    let d = abs(Int(ra[x * 4 + c]) - Int(rb[x * 4 + c]))
                    squares += UInt64(d * d)
                    pixelMax = max(pixelMax, d)
                }
                if pixelMax > tolerance { differing += 1 }
                maxDifference = max(maxDifference, pixelMax)
            }
        }
        let samples = Double(max(1, a.width * a.height * 4))
        let mse = Double(squares) / samples
        let psnr = mse == 0 ? Double.infinity : 10 * log10(255 * 255 / mse)
        return ImageDifference(width: a.width, height: a.height, psnr: psnr, meanSquaredError: mse,
                               maxChannelDifference: maxDifference, differingPixels: differing, tolerance: tolerance)
    }

    /// An image of where `a` and `b` differ: black where equal, each channel's absolute
    /// difference scaled by `gain` (clamped), opaque. nil when sizes differ.
    package static func differenceImage(_ a: PixelBuffer, _ b: PixelBuffer, gain: Int = 8) -> PixelBuffer? {
        guard a.width == b.width, a.height == b.height else { return nil }
        let out = PixelBuffer(width: a.width, height: a.height)
        for y in 0..<a.height {
            let ra = a.row(y), rb = b.row(y), ro = out.row(y)
            for x in 0..<a.width {
                let alphaDifference = abs(Int(ra[x * 4 + 3]) - Int(rb[x * 4 + 3]))
                for c in 0..<3 {
                    let d = abs(Int(ra[x * 4 + c]) - Int(rb[x * 4 + c]))
                    ro[x * 4 + c] = UInt8(min(255, d * gain))
                }
                // A pure alpha difference shows as white.
                if alphaDifference > 0 {
                    for c in 0..<3 { ro[x * 4 + c] = max(ro[x * 4 + c], UInt8(min(255, alphaDifference * gain))) }
                }
                ro[x * 4 + 3] = 255
            }
        }
        return out
    }
}
