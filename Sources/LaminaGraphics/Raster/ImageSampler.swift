import Foundation

// Image sampling: input a `PixelBuffer` and an affine map from target pixels to image
// pixels; output rows of premultiplied RGBA8 resampled at target pixel centres. Used by
// `CGContext.draw(_:in:)`, tiling, image clip masks, and the compositor's affine
// `contents` drawing. Runs on the caller's thread; a sampler is a value.
//
// Image pixel (i, j) covers [i, i+1) × [j, j+1) of image space, row 0 at the top.
// Nearest takes the pixel under the mapped centre. Bilinear weighs the four pixels
// around the mapped centre minus (½, ½), so a 1:1 mapping on whole pixels copies the
// image exactly. Steps along a row are fixed-point (16.16); weights are 8-bit and the
// arithmetic is two lanes per 32-bit word. Outside the image, `clamp` repeats the
// edge pixels (the drawn rectangle's own anti-aliased edge bounds the result) and
// `repeat` wraps around (tiling).

/// Resamples an image along rows of target pixels.
package struct ImageSampler {
    /// How pixels between image pixels are filled.
    package enum Filter: Sendable {
        /// The nearest image pixel.
        case nearest
        /// Bilinear interpolation of the four nearest image pixels.
        case bilinear
    }

    /// What is read outside the image.
    package enum Wrap: Sendable {
        /// The nearest edge pixel.
        case clamp
        /// The image repeated in every direction.
        case `repeat`
    }

    /// The image read.
    package let image: PixelBuffer
    /// Target pixel space (y down) to image pixel space (y down, origin top-left).
    package let pixelToImage: CGAffineTransform
    /// Nearest or bilinear.
    package let filter: Filter
    /// Clamp or repeat outside the image.
    package let wrap: Wrap

    /// A sampler of `image` through `pixelToImage`.
    package init(image: PixelBuffer, pixelToImage: CGAffineTransform, filter: Filter, wrap: Wrap = .clamp) {
        self.image = image
        self.pixelToImage = pixelToImage
        self.filter = filter
        self.wrap = wrap
    }

    /// Writes `count` resampled pixels of target row `y`, from column `x`, into `out`.
    package func sampleRow(y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<UInt8>) {
        guard count > 0 else { return }
        let w = image.width, h = image.height
        let dst = UnsafeMutableRawPointer(out).bindMemory(to: UInt32.self, capacity: count)
        guard w > 0, h > 0 else {
            dst.update(repeating: 0, count: count)
            return
        }
        let m = pixelToImage
        let cx = CGFloat(x) + 0.5, cy = CGFloat(y) + 0.5
        var u = m.a * cx + m.c * cy + m.tx, v = m.b * cx + m.d * cy + m.ty
        if filter == .bilinear { u -= 0.5; v -= 0.5 }
        // 16.16 fixed point; coordinates are first brought near the image (wrapping or
        // clamping far-away starts) so they cannot overflow.
        let limit = CGFloat(1 << 20)
        guard u.isFinite, v.isFinite, m.a.isFinite, m.b.isFinite, abs(m.a) < limit, abs(m.b) < limit else {
            dst.update(repeating: 0, count: count)
            return
        }
        let span = CGFloat(count)
        if wrap == .repeat {
            u -= (u / CGFloat(w)).rounded(.down) * CGFloat(w)
            v -= (v / CGFloat(h)).rounded(.down) * CGFloat(h)
        } else {
            u = Swift.min(Swift.max(u, -limit - abs(m.a) * span), limit)
            v = Swift.min(Swift.max(v, -limit - abs(m.b) * span), limit)
        }
        var fu = Int((u * 65536).rounded(.down)), fv = Int((v * 65536).rounded(.down))
        let du = Int((m.a * 65536).rounded()), dv = Int((m.b * 65536).rounded())
        let pixels = UnsafeRawPointer(image.data)
        let stride = image.bytesPerRow
        @inline(__always) func fetch(_ i: Int, _ j: Int) -> UInt32 {
            pixels.loadUnaligned(fromByteOffset: j * stride + 4 * i, as: UInt32.self)
        }
        @inline(__always) func column(_ i: Int) -> Int {
            wrap == .clamp ? Swift.min(Swift.max(i, 0), w - 1) : ((i % w) + w) % w
        }
        @inline(__always) func row(_ j: Int) -> Int {
            wrap == .clamp ? Swift.min(Swift.max(j, 0), h - 1) : ((j % h) + h) % h
        }
        switch filter {
        case .nearest:
            for k in 0..<count {
                dst[k] = fetch(column(fu >> 16), row(fv >> 16))
                fu += du; fv += dv
            }
        case .bilinear:
            for k in 0..<count {
                let i = fu >> 16, j = fv >> 16
                let wx = UInt32((fu >> 8) & 0xFF), wy = UInt32((fv >> 8) & 0xFF)
                let i0 = column(i), i1 = column(i + 1), j0 = row(j), j1 = row(j + 1)
                let top = ImageSampler.lerp(fetch(i0, j0), fetch(i1, j0), wx)
                let bottom = ImageSampler.lerp(fetch(i0, j1), fetch(i1, j1), wx)
                dst[k] = ImageSampler.lerp(top, bottom, wy)
                fu += du; fv += dv
            }
        }
    }

    /// a + (b − a)·w/256 for each byte of two pixels, rounded; w in 0…255.
    @inline(__always)
    private static func lerp(_ a: UInt32, _ b: UInt32, _ w: UInt32) -> UInt32 {
        if w == 0 { return a }
        let iw = 256 - w
        let rb = ((a & 0x00FF_00FF) &* iw &+ (b & 0x00FF_00FF) &* w &+ 0x0080_0080) >> 8
        let ag = (((a >> 8) & 0x00FF_00FF) &* iw &+ ((b >> 8) & 0x00FF_00FF) &* w &+ 0x0080_0080) >> 8
        return (rb & 0x00FF_00FF) | ((ag & 0x00FF_00FF) << 8)
    }
}
