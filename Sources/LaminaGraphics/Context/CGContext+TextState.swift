import Foundation

// Where text goes: the text matrix and the text position Core Text's `CTLineDraw`,
// `CTFrameDraw` and `CTRunDraw`-style drawing read (LaminaText draws with them).

extension CGContext {
    /// The transform from text space to user space, as CoreGraphics' `textMatrix`:
    /// text is drawn through it and then through the CTM. The identity for a new
    /// context. Its translation (`tx`, `ty`) is the text position, so setting
    /// `textPosition` changes it and setting it moves the text position.
    ///
    /// As Apple documents, the text matrix is not part of the graphics state:
    /// `saveGState()` and `restoreGState()` leave it as it is.
    public var textMatrix: CGAffineTransform {
        get { currentTextMatrix }
        set {
            guard newValue.isFiniteForPath else {
                LaminaDiagnostics.report(.nonFiniteValue, "CGContext.textMatrix: \(newValue) is not finite; unchanged")
                return
            }
            currentTextMatrix = newValue
        }
    }

    /// Where the next text is drawn, in user space, as CoreGraphics' `textPosition`
    /// (`CGContextSetTextPosition`): for Core Text's `CTLineDraw`, the origin of the
    /// line's baseline. `.zero` for a new context. It is the text matrix's translation;
    /// a point that is not finite is reported and ignored.
    public var textPosition: CGPoint {
        get { CGPoint(x: currentTextMatrix.tx, y: currentTextMatrix.ty) }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else {
                LaminaDiagnostics.report(.nonFiniteValue, "CGContext.textPosition: \(newValue) is not finite; unchanged")
                return
            }
            currentTextMatrix.tx = newValue.x
            currentTextMatrix.ty = newValue.y
        }
    }
}
