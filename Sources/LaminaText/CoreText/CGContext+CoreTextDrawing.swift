import Foundation

// Core Text's drawing: a line's glyphs in text space (x right, y up, origin at the
// start of the baseline), through the text matrix (whose translation is the text
// position) into user space, and on through the CTM. Layouts are drawn by
// `draw(_:at:)`, whose layout space runs y down from the layout's top; one flip about
// the line's baseline turns it into text space.

extension CGContext {
    /// Draws `line` with its origin at the text position, through the text matrix.
    package func drawCoreTextLine(_ line: CTLine) {
        guard let placed = line.line else { return }
        let toTextSpace = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: placed.baseline)
        saveGState()
        concatenate(toTextSpace.concatenating(textMatrix))
        draw(line.layout, at: .zero)
        restoreGState()
    }
}
