import Foundation

// Clipping: each call intersects the graphics state's clip with a new region (a path,
// rectangles, or an image mask), stored as a pixel rectangle plus, unless the region is
// a whole-pixel rectangle, a coverage mask multiplied pixel by pixel.

extension CGContext {
    /// Intersects the clip with the current path filled under `rule` (open subpaths
    /// closed), then clears the path. An empty path clips everything away.
    public func clip(using rule: CGPathFillRule = .winding) {
        defer { beginPath() }
        intersectClip(with: currentPath.storage, transform: .identity, rule: rule)
    }

    /// Intersects the clip with `rect` (user space). Clears the current path.
    public func clip(to rect: CGRect) {
        clip(to: [rect])
    }

    /// Intersects the clip with the union of `rects` (user space). Clears the current
    /// path.
    public func clip(to rects: [CGRect]) {
        beginPath()
        let t = userToPixelTransform
        if rects.count == 1, let r = rects.first, !r.isNull, r.isFiniteRect, t.b == 0, t.c == 0 {
            // An axis-aligned rectangle on whole pixels only narrows the bounds.
            let p = r.applying(t)
            if p.minX == p.minX.rounded(), p.maxX == p.maxX.rounded(), p.minY == p.minY.rounded(),
               p.maxY == p.maxY.rounded() {
                state.clip.bounds = state.clip.bounds.intersection(PixelRect(covering: p))
                if state.clip.bounds.isEmpty { state.clip = ClipState(bounds: .zero) }
                return
            }
        }
        var region = PathStorage()
        for r in rects { region.appendRect(r, transform: t, operation: "CGContext.clip(to:)") }
        intersectClip(with: region, transform: .identity, rule: .winding)
    }

    /// Intersects the clip with `mask` drawn into `rect` (user space), as
    /// `CGContextClipToMask`: outside `rect` everything is clipped away; inside, each
    /// pixel is kept in proportion to the mask sampled there (bilinearly, through the
    /// full CTM). An image with alpha (including `alphaOnly` masks) masks by its alpha;
    /// an opaque image by its gray level (white keeps, black clips), as Apple's
    /// DeviceGray masks.
    public func clip(to rect: CGRect, mask: CGImage) {
        beginPath()
        guard !rect.isNull, rect.isFiniteRect, rect.width != 0, rect.height != 0 else {
            LaminaDiagnostics.report(.invalidArgument, "CGContext.clip(to:mask:): rect \(rect) is empty or not finite; everything is clipped away")
            state.clip = ClipState(bounds: .zero)
            return
        }
        guard let pixelToImage = imageTransform(for: mask, in: rect)?.inverted() else {
            state.clip = ClipState(bounds: .zero)
            return
        }
        var region = PathStorage()
        region.appendRect(rect, transform: userToPixelTransform, operation: "CGContext.clip(to:mask:)")
        let shape = rasterize(region, rule: .winding)
        let result = shape.copy()
        let sampler = ImageSampler(image: mask.pixels, pixelToImage: pixelToImage, filter: .bilinear)
        let useAlpha = mask.hasAlpha
        for y in result.bounds.minY..<result.bounds.maxY {
            let span = result.span(ofRow: y)
            guard !span.isEmpty else { continue }
            sampler.sampleRow(y: y, x: span.lowerBound, count: span.count, into: scratchPixels)
            let cov = result.row(y) + (span.lowerBound - result.bounds.x)
            for i in 0..<span.count {
                let p = scratchPixels + 4 * i
                let value: UInt8
                if useAlpha {
                    value = p[3]
                } else {
                    // Rec. 709 luma in 8-bit weights (54 + 183 + 19 = 256).
                    let r: UInt32 = 54 * UInt32(p[0]), g: UInt32 = 183 * UInt32(p[1]), b: UInt32 = 19 * UInt32(p[2])
                    value = UInt8(truncatingIfNeeded: (r + g + b + 128) >> 8)
                }
                scratchCoverage[i] = value
            }
            PixelBlend.multiplyCoverage(cov, by: scratchCoverage, count: span.count)
            result.setSpan(ofRow: y, span)  // the mask's values end the row's solid run
        }
        intersectClip(withMask: result)
    }

    /// Removes the clip (the whole bitmap is paintable again).
    public func resetClip() {
        state.clip = ClipState(bounds: PixelRect(width: width, height: height))
    }

    /// The bounding box of the clip in user space.
    public var boundingBoxOfClipPath: CGRect {
        let bounds = state.clip.bounds
        guard !bounds.isEmpty else { return .zero }
        guard let inverse = pixelToUserTransform else { return .null }
        return bounds.cgRect.applying(inverse)
    }

    // MARK: Intersecting

    /// Intersects the clip with `path` (mapped by `transform` to target pixels).
    func intersectClip(with path: PathStorage, transform: CGAffineTransform, rule: CGPathFillRule) {
        let mask = rasterizer.fill(path, transform: transform, rule: rule, clip: state.clip.bounds,
                                   antialias: antialiasing)
        intersectClip(withMask: mask.copy())
    }

    /// Intersects the clip with `mask` (which the clip may keep: the caller hands it over).
    func intersectClip(withMask mask: CoverageMask) {
        if let current = state.clip.mask { mask.intersect(with: current) }
        let occupied = mask.occupiedBounds.intersection(state.clip.bounds)
        guard !occupied.isEmpty else {
            state.clip = ClipState(bounds: .zero)
            return
        }
        state.clip = ClipState(bounds: occupied, mask: mask)
    }
}
