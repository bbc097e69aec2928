import Foundation

// Drawing images: an image is mapped onto a rectangle of user space and through the
// full CTM (rotation and shear included), its edges anti-aliased by rasterizing the
// mapped rectangle, its pixels resampled at each target pixel centre.

extension CGContext {
    /// Draws `image` scaled to fill `rect` (user space), as `CGContextDrawImage`: the
    /// image's first row goes along the top of the rectangle in user space (`rect.maxY`
    /// in the default y-up space; in a y-down CTM the image appears upside down, as on
    /// Apple platforms). Resampling is bilinear, or nearest when
    /// `interpolationQuality` is `.none` or the image says `shouldInterpolate == false`.
    /// An empty or non-finite rectangle draws nothing (non-finite: with a diagnostic).
    public func draw(_ image: CGImage, in rect: CGRect) {
        guard validate(rect, "CGContext.draw(_:in:)"), let toImage = imageTransform(for: image, in: rect)?.inverted() else { return }
        var region = PathStorage()
        region.appendRect(rect, transform: userToPixelTransform, operation: "CGContext.draw(_:in:)")
        let sampler = ImageSampler(image: image.pixels, pixelToImage: toImage, filter: filter(for: image))
        paint(rasterize(region, rule: .winding), .rows { y, x, count, pixels, _ in
            sampler.sampleRow(y: y, x: x, count: count, into: pixels)
        })
    }

    /// Draws `image`, scaled to `rect`, either once (`byTiling` false, as
    /// `draw(_:in:)`) or repeated edge to edge from `rect`'s origin in every direction
    /// across the whole clip (`byTiling` true), as `CGContextDrawTiledImage`.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool) {
        guard byTiling else { draw(image, in: rect); return }
        guard validate(rect, "CGContext.draw(_:in:byTiling:)"), let toImage = imageTransform(for: image, in: rect)?.inverted() else { return }
        let sampler = ImageSampler(image: image.pixels, pixelToImage: toImage, filter: filter(for: image), wrap: .repeat)
        paint(nil, .rows { y, x, count, pixels, _ in
            sampler.sampleRow(y: y, x: x, count: count, into: pixels)
        })
    }

    /// Whether `rect` can hold an image: finite (otherwise reported) and not empty.
    private func validate(_ rect: CGRect, _ op: String) -> Bool {
        guard !rect.isNull, rect.isFiniteRect else {
            LaminaDiagnostics.report(.nonFiniteValue, "\(op): rect \(rect) is null or not finite; nothing is drawn")
            return false
        }
        return rect.width != 0 && rect.height != 0
    }

    /// The filter the state and the image ask for.
    private func filter(for image: CGImage) -> ImageSampler.Filter {
        state.interpolationQuality == .none || !image.shouldInterpolate ? .nearest : .bilinear
    }

    /// Image pixel space (origin top-left, y down) to target pixels for `image` drawn
    /// in `rect`: image x 0…width onto rect.minX…maxX, image row 0 at rect.maxY. Nil
    /// when the mapping cannot be inverted (nothing would be visible).
    func imageTransform(for image: CGImage, in rect: CGRect) -> CGAffineTransform? {
        let r = rect.standardized
        guard image.width > 0, image.height > 0, r.width > 0, r.height > 0 else { return nil }
        let imageToUser = CGAffineTransform(a: r.width / CGFloat(image.width), b: 0, c: 0,
                                            d: -r.height / CGFloat(image.height), tx: r.minX, ty: r.maxY)
        let t = imageToUser.concatenating(userToPixelTransform)
        let det = t.a * t.d - t.b * t.c
        guard det != 0, det.isFinite, t.isFiniteForPath else { return nil }
        return t
    }
}
