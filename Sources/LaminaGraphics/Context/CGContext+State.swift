import Foundation

// The graphics state: what it holds, saving and restoring it, the current
// transformation matrix, and the parameters painting reads (colours, line style, alpha,
// blend mode, anti-aliasing, interpolation). The current path and the pixels are not
// part of it.

extension CGContext {
    // MARK: Saving and restoring

    /// Pushes a copy of the graphics state (CTM, colours, line style, alpha, blend mode,
    /// clip, anti-aliasing, interpolation quality). The current path is not part of it.
    public func saveGState() {
        savedStates.append(state)
    }

    /// Pops the state saved by the matching `saveGState()`. With nothing saved, reports
    /// `invalidArgument` and keeps the current state.
    public func restoreGState() {
        guard let saved = savedStates.popLast() else {
            LaminaDiagnostics.report(.invalidArgument, "CGContext.restoreGState(): no saved graphics state to restore; ignored")
            return
        }
        state = saved
    }

    // MARK: Current transformation matrix

    /// The current transformation matrix: user space to the context's default space
    /// (y up, origin bottom-left, one unit per pixel). The identity for a new context.
    public var ctm: CGAffineTransform { state.ctm }

    /// Moves the user space origin by (`tx`, `ty`) user units.
    public func translateBy(x tx: CGFloat, y ty: CGFloat) {
        guard tx.isFinite, ty.isFinite else {
            LaminaDiagnostics.report(.nonFiniteValue, "CGContext.translateBy(x:y:): (\(tx), \(ty)) is not finite; the CTM is unchanged")
            return
        }
        state.ctm = state.ctm.translatedBy(x: tx, y: ty)
    }

    /// Scales user space by (`sx`, `sy`).
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) {
        guard sx.isFinite, sy.isFinite else {
            LaminaDiagnostics.report(.nonFiniteValue, "CGContext.scaleBy(x:y:): (\(sx), \(sy)) is not finite; the CTM is unchanged")
            return
        }
        state.ctm = state.ctm.scaledBy(x: sx, y: sy)
    }

    /// Rotates user space by `angle` radians (counterclockwise on screen in the default
    /// y-up space).
    public func rotate(by angle: CGFloat) {
        guard angle.isFinite else {
            LaminaDiagnostics.report(.nonFiniteValue, "CGContext.rotate(by:): angle \(angle) is not finite; the CTM is unchanged")
            return
        }
        state.ctm = state.ctm.rotated(by: angle)
    }

    /// Applies `transform` to user space before the current CTM (CTM = transform × CTM).
    public func concatenate(_ transform: CGAffineTransform) {
        guard transform.isFiniteForPath else {
            LaminaDiagnostics.report(.nonFiniteValue, "CGContext.concatenate(_:): \(transform) is not finite; the CTM is unchanged")
            return
        }
        state.ctm = transform.concatenating(state.ctm)
    }

    /// User space to the device space of a bitmap context (y up, pixels).
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform { state.ctm }

    /// `point` in user space mapped to device space.
    public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint { point.applying(state.ctm) }

    /// `point` in device space mapped to user space.
    public func convertToUserSpace(_ point: CGPoint) -> CGPoint { point.applying(state.ctm.inverted()) }

    /// `rect` in user space mapped to device space (the bounding box of its corners).
    public func convertToDeviceSpace(_ rect: CGRect) -> CGRect { rect.applying(state.ctm) }

    /// `rect` in device space mapped to user space (the bounding box of its corners).
    public func convertToUserSpace(_ rect: CGRect) -> CGRect { rect.applying(state.ctm.inverted()) }

    // MARK: Colours

    /// Sets the colour `fillPath`, `fill(_:)` and friends paint with.
    public func setFillColor(_ color: CGColor) {
        state.fillColor = color
    }

    /// Sets the fill colour from sRGB components (clamped to 0…1).
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Sets the fill colour to a gray.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) {
        state.fillColor = CGColor(gray: gray, alpha: alpha)
    }

    /// Sets the colour `strokePath` and friends paint with.
    public func setStrokeColor(_ color: CGColor) {
        state.strokeColor = color
    }

    /// Sets the stroke colour from sRGB components (clamped to 0…1).
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Sets the stroke colour to a gray.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(gray: gray, alpha: alpha)
    }

    // MARK: Line style

    /// Sets the stroke width in user space units (default 1). A width of 0 strokes the
    /// thinnest line the bitmap shows, one pixel wide (PDF's rule, which Quartz
    /// follows); a negative or non-finite width reports `invalidArgument` and is ignored.
    public func setLineWidth(_ width: CGFloat) {
        guard width >= 0, width.isFinite else {
            LaminaDiagnostics.report(.invalidArgument, "CGContext.setLineWidth(_:): width \(width) must be finite and not negative; ignored")
            return
        }
        state.lineWidth = width
    }

    /// Sets how open subpaths end when stroked (default `.butt`).
    public func setLineCap(_ cap: CGLineCap) {
        state.lineCap = cap
    }

    /// Sets how stroked segments meet (default `.miter`).
    public func setLineJoin(_ join: CGLineJoin) {
        state.lineJoin = join
    }

    /// Sets the miter limit (default 10): a miter longer than `limit` × the line width
    /// becomes a bevel. A non-finite limit is reported and ignored.
    public func setMiterLimit(_ limit: CGFloat) {
        guard limit.isFinite else {
            LaminaDiagnostics.report(.invalidArgument, "CGContext.setMiterLimit(_:): limit \(limit) is not finite; ignored")
            return
        }
        state.miterLimit = limit
    }

    /// Sets the dash pattern of strokes: `lengths` alternate painted and unpainted
    /// lengths in user space, `phase` is how far into the pattern each subpath starts
    /// (see `CGPath.copy(dashingWithPhase:lengths:)`). An empty `lengths` turns dashing
    /// off, as passing no pattern does on Apple platforms. Negative or non-finite
    /// lengths, all-zero lengths or a non-finite phase report `invalidArgument` and
    /// leave the pattern unchanged.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        let op = "CGContext.setLineDash(phase:lengths:)"
        guard !lengths.isEmpty else {
            state.dashLengths = []
            state.dashPhase = 0
            return
        }
        guard phase.isFinite, lengths.allSatisfy({ $0.isFinite && $0 >= 0 }), lengths.contains(where: { $0 > 0 }) else {
            LaminaDiagnostics.report(.invalidArgument, "\(op): phase \(phase) and lengths \(lengths) must be finite, lengths not negative and not all zero; the pattern is unchanged")
            return
        }
        state.dashPhase = phase
        state.dashLengths = lengths
    }

    /// Sets how finely curves are flattened. Lamina always flattens within 0.1 pixel,
    /// so the value is kept but does not change the result.
    public func setFlatness(_ flatness: CGFloat) {
        guard flatness.isFinite, flatness > 0 else {
            LaminaDiagnostics.report(.invalidArgument, "CGContext.setFlatness(_:): flatness \(flatness) must be positive and finite; ignored")
            return
        }
        state.flatness = flatness
    }

    // MARK: Compositing

    /// Sets the opacity applied to everything painted (clamped to 0…1; default 1).
    public func setAlpha(_ alpha: CGFloat) {
        guard !alpha.isNaN else {
            LaminaDiagnostics.report(.nonFiniteValue, "CGContext.setAlpha(_:): alpha is NaN; ignored")
            return
        }
        state.alpha = Swift.min(Swift.max(alpha, 0), 1)
    }

    /// Sets how painting combines with the pixels already there (default `.normal`).
    public func setBlendMode(_ mode: CGBlendMode) {
        state.blendMode = mode
    }

    /// Turns anti-aliasing on or off in the graphics state (default on). Edges are
    /// anti-aliased only when this and `setAllowsAntialiasing` are both on.
    public func setShouldAntialias(_ shouldAntialias: Bool) {
        state.shouldAntialias = shouldAntialias
    }

    /// Allows or forbids anti-aliasing for the context (not part of the graphics state;
    /// default allowed).
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {
        self.allowsAntialiasing = allowsAntialiasing
    }

    /// How images are resampled when drawn (part of the graphics state). `.none`
    /// samples the nearest pixel; every other quality filters bilinearly.
    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolationQuality }
        set { state.interpolationQuality = newValue }
    }
}

/// The clip of a graphics state, in target pixels: a rectangle and, when the clip is
/// not a whole-pixel rectangle, a coverage mask over that rectangle.
///
/// A stored mask is never mutated (a new clip makes a new mask), so states saved by
/// `saveGState()` can share it.
package struct ClipState {
    /// Pixels outside it are clipped away.
    package var bounds: PixelRect
    /// Per-pixel clip coverage over `bounds`; nil means every pixel of `bounds` is in.
    package var mask: CoverageMask?

    /// The whole target.
    package init(bounds: PixelRect, mask: CoverageMask? = nil) {
        self.bounds = bounds
        self.mask = mask
    }
}

/// A `CGContext`'s graphics state, with CoreGraphics' defaults.
struct GraphicsState {
    /// User space to the context's default (y-up) space.
    var ctm = CGAffineTransform.identity
    var fillColor = CGColor.black
    var strokeColor = CGColor.black
    var lineWidth: CGFloat = 1
    var lineCap = CGLineCap.butt
    var lineJoin = CGLineJoin.miter
    var miterLimit: CGFloat = 10
    var dashPhase: CGFloat = 0
    /// Empty: solid lines.
    var dashLengths: [CGFloat] = []
    var alpha: CGFloat = 1
    var blendMode = CGBlendMode.normal
    var shouldAntialias = true
    var interpolationQuality = CGInterpolationQuality.default
    var flatness: CGFloat = 0.5
    var clip: ClipState

    init(clip: ClipState) {
        self.clip = clip
    }
}
