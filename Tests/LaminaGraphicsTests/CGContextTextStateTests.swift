import Foundation
import Testing
@testable import LaminaGraphics

/// The text matrix and text position: CoreGraphics' defaults, the position as the
/// matrix's translation, and their place outside the graphics state.
@Suite struct CGContextTextStateTests {
    @Test func defaultsAreApples() {
        let c = ContextTest.context()
        #expect(c.textMatrix == .identity)
        #expect(c.textPosition == .zero)
    }

    @Test func thePositionIsTheMatrixTranslation() {
        let c = ContextTest.context()
        c.textMatrix = CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 5, ty: 7)
        #expect(c.textPosition == CGPoint(x: 5, y: 7))
        c.textPosition = CGPoint(x: 11, y: -4)
        #expect(c.textMatrix == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 11, ty: -4))
    }

    @Test func savingAndRestoringTheStateLeavesTextAlone() {
        // Apple: "the text matrix is not a part of the graphics state".
        let c = ContextTest.context()
        c.saveGState()
        c.textMatrix = CGAffineTransform(scaleX: 2, y: 2)
        c.textPosition = CGPoint(x: 3, y: 4)
        c.restoreGState()
        #expect(c.textMatrix == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 3, ty: 4))
    }

    @Test func nonFiniteValuesAreReportedAndIgnored() {
        let c = ContextTest.context()
        c.textPosition = CGPoint(x: 1, y: 2)
        let diagnostics = LaminaDiagnostics.capture {
            c.textPosition = CGPoint(x: CGFloat.nan, y: 0)
            c.textMatrix = CGAffineTransform(a: .infinity, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        }
        #expect(diagnostics.count == 2)
        #expect(c.textMatrix == CGAffineTransform(translationX: 1, y: 2))
    }
}
