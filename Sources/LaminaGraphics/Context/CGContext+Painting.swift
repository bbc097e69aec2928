import Foundation

// Painting paths: filling and stroking the current path, and the rectangle, ellipse and
// line-segment conveniences. Each rasterizes in target pixels and composites through
// `paint`. Painting consumes the current path, as on Apple platforms.

extension CGContext {
    /// Fills the current path with the fill colour under `rule`, closing open subpaths,
    /// then clears the path.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        defer { beginPath() }
        guard !currentPath.isEmpty else { return }
        paint(rasterize(currentPath.storage, rule: rule), .color(premultipliedFill))
    }

    /// Strokes the current path with the stroke colour and line style, then clears the
    /// path. The line width is in user space at the time of the call: the path is
    /// stroked in user space and the outline mapped by the CTM, so a non-uniform scale
    /// stretches the stroke, as on Apple platforms.
    public func strokePath() {
        defer { beginPath() }
        guard !currentPath.isEmpty else { return }
        strokeCurrentPath()
    }

    /// Paints the current path as `mode` says (fill, stroke or both, fill first), then
    /// clears it.
    public func drawPath(using mode: CGPathDrawingMode) {
        defer { beginPath() }
        guard !currentPath.isEmpty else { return }
        switch mode {
        case .fill: paint(rasterize(currentPath.storage, rule: .winding), .color(premultipliedFill))
        case .eoFill: paint(rasterize(currentPath.storage, rule: .evenOdd), .color(premultipliedFill))
        case .stroke: strokeCurrentPath()
        case .fillStroke:
            paint(rasterize(currentPath.storage, rule: .winding), .color(premultipliedFill))
            strokeCurrentPath()
        case .eoFillStroke:
            paint(rasterize(currentPath.storage, rule: .evenOdd), .color(premultipliedFill))
            strokeCurrentPath()
        }
    }

    // MARK: Rectangles, ellipses, segments

    /// Fills `rect` (user space) with the fill colour. Clears the current path.
    public func fill(_ rect: CGRect) {
        fill([rect])
    }

    /// Fills the rectangles (user space) with the fill colour, as one non-zero shape
    /// (overlaps are painted once). Clears the current path.
    public func fill(_ rects: [CGRect]) {
        beginPath()
        addRects(rects)
        fillPath()
    }

    /// Strokes the outline of `rect` with the stroke colour and line style. Clears the
    /// current path.
    public func stroke(_ rect: CGRect) {
        beginPath()
        addRect(rect)
        strokePath()
    }

    /// Strokes the outline of `rect` with a line `width` wide (the state's width is
    /// unchanged). Clears the current path.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        guard width >= 0, width.isFinite else {
            LaminaDiagnostics.report(.invalidArgument, "CGContext.stroke(_:width:): width \(width) must be finite and not negative; nothing is drawn")
            return
        }
        let saved = state.lineWidth
        state.lineWidth = width
        stroke(rect)
        state.lineWidth = saved
    }

    /// Makes `rect` (user space) transparent, whatever the blend mode and alpha; the
    /// clip applies. Clears the current path.
    public func clear(_ rect: CGRect) {
        beginPath()
        let t = userToPixelTransform
        if state.clip.mask == nil, !rect.isNull, rect.isFiniteRect, t.b == 0, t.c == 0 {
            // An axis-aligned rectangle on whole pixels covers them fully: zeroed, row by row,
            // without rasterizing it (what the coverage path writes there too).
            let p = rect.applying(t)
            if p.minX == p.minX.rounded(), p.maxX == p.maxX.rounded(), p.minY == p.minY.rounded(),
               p.maxY == p.maxY.rounded() {
                let area = PixelRect(covering: p).intersection(state.clip.bounds)
                guard !area.isEmpty else { return }
                for y in area.minY..<area.maxY {
                    (pixels.row(y) + 4 * area.minX).update(repeating: 0, count: 4 * (area.maxX - area.minX))
                }
                return
            }
        }
        addRect(rect)
        defer { beginPath() }
        guard !currentPath.isEmpty else { return }
        let savedMode = state.blendMode
        state.blendMode = .clear
        paint(rasterize(currentPath.storage, rule: .winding), .color(.clear))
        state.blendMode = savedMode
    }

    /// Fills the ellipse inscribed in `rect`. Clears the current path.
    public func fillEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        fillPath()
    }

    /// Strokes the ellipse inscribed in `rect`. Clears the current path.
    public func strokeEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        strokePath()
    }

    /// Strokes the segments between consecutive pairs of `points` (0→1, 2→3, …; an odd
    /// last point is ignored). Clears the current path.
    public func strokeLineSegments(between points: [CGPoint]) {
        beginPath()
        var i = 0
        while i + 1 < points.count {
            move(to: points[i])
            addLine(to: points[i + 1])
            i += 2
        }
        strokePath()
    }

    // MARK: Stroking

    /// Rasterizes and paints the stroke of the current path.
    private func strokeCurrentPath() {
        guard let (outline, transform) = strokeOutlineInStrokeSpace(cullingToClip: true) else { return }
        paint(rasterize(outline.storage, transform: transform, rule: .winding), .color(premultipliedStroke))
    }

    /// The stroke outline of the current path in target pixels, whole (clip or not), or
    /// nil when the CTM cannot be inverted.
    func strokeOutline() -> CGPath? {
        guard let (outline, transform) = strokeOutlineInStrokeSpace(cullingToClip: false) else { return nil }
        return CGPath(storage: outline.storage.applying(transform))
    }

    /// The stroke outline of the current path, and the transform that maps it to target
    /// pixels.
    ///
    /// The path goes back to user space and is stroked there, scaled by k = √|det CTM|
    /// (pixels per user unit) so the stroker's flattening tolerance, 0.1 unit at most,
    /// stays within 0.1 pixel (and at least `minimumStrokeTolerance`); line width and dash
    /// lengths are scaled by k as well. A width of 0 strokes one pixel wide.
    ///
    /// When painting (`cullingToClip`), only the clip's pixels need an exact outline:
    /// dashes and pieces of the outline wholly outside the clip's box (a pixel wider) are
    /// left out, and curves whose stroke lies wholly outside it are not flattened. The
    /// work then follows what is drawn, not how far the path runs outside the target.
    private func strokeOutlineInStrokeSpace(cullingToClip: Bool) -> (CGPath, CGAffineTransform)? {
        guard let toUser = pixelToUserTransform else {
            reportOnce("stroke-singular", .singularTransform, "CGContext: the CTM is singular; strokes draw nothing")
            return nil
        }
        let toPixels = userToPixelTransform
        let k = abs(toPixels.a * toPixels.d - toPixels.b * toPixels.c).squareRoot()
        let scale = CGAffineTransform(scaleX: k, y: k)
        let toStroke = toUser.concatenating(scale)
        let box = state.clip.bounds
        var visible: CGRect? = cullingToClip
            ? CGRect(x: box.x - 1, y: box.y - 1, width: box.width + 2, height: box.height + 2).applying(toStroke) : nil
        if let v = visible, !(v.minX.isFinite && v.minY.isFinite && v.maxX.isFinite && v.maxY.isFinite) { visible = nil }
        var path = CGPath(storage: currentPath.storage.applying(toStroke))
        let width = state.lineWidth == 0 ? 1 : state.lineWidth * k
        if !state.dashLengths.isEmpty {
            let reach = PathStroker.reach(width: width, cap: state.lineCap, join: state.lineJoin, miterLimit: state.miterLimit)
            path = path.copy(dashingWithPhase: state.dashPhase * k, lengths: state.dashLengths.map { $0 * k }, transform: .identity,
                             showingIn: visible?.insetBy(dx: -reach, dy: -reach))
        }
        let outline = path.copy(strokingWithWidth: width, lineCap: state.lineCap, lineJoin: state.lineJoin,
                                miterLimit: state.miterLimit, transform: .identity, showingIn: visible,
                                minimumTolerance: Self.minimumStrokeTolerance)
        return (outline, CGAffineTransform(scaleX: 1 / k, y: 1 / k).concatenating(toPixels))
    }

    /// The finest flattening a stroke gets, in pixels: an outline this close to the exact
    /// one changes a pixel's coverage by under half an 8-bit level, so a hairline of 10⁻²⁴⁸
    /// pixels is not cut into thousands of chords a curve.
    static let minimumStrokeTolerance: CGFloat = 1.0 / 1024
}
