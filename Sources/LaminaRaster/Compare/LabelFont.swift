import Foundation

// A 5 × 7 pixel font for the captions of contact sheets, so a person looking at test
// output can tell the tiles apart without the text stage. Upper-case letters (lower case
// maps to them), digits and a little punctuation; anything else prints as a box.

/// Draws short captions into pixel buffers.
enum LabelFont {
    /// Glyph cell: 5 × 7 pixels plus one column of spacing.
    static let glyphWidth = 5, glyphHeight = 7, advance = 6

    /// Seven rows of five bits each (the high bit is the left column).
    private static let glyphs: [Character: [UInt8]] = [
        "A": [14, 17, 17, 31, 17, 17, 17], "B": [30, 17, 17, 30, 17, 17, 30], "C": [14, 17, 16, 16, 16, 17, 14],
        "D": [30, 17, 17, 17, 17, 17, 30], "E": [31, 16, 16, 30, 16, 16, 31], "F": [31, 16, 16, 30, 16, 16, 16],
        "G": [14, 17, 16, 23, 17, 17, 15], "H": [17, 17, 17, 31, 17, 17, 17], "I": [14, 4, 4, 4, 4, 4, 14],
        "J": [7, 2, 2, 2, 2, 18, 12], "K": [17, 18, 20, 24, 20, 18, 17], "L": [16, 16, 16, 16, 16, 16, 31],
        "M": [17, 27, 21, 21, 17, 17, 17], "N": [17, 17, 25, 21, 19, 17, 17], "O": [14, 17, 17, 17, 17, 17, 14],
        "P": [30, 17, 17, 30, 16, 16, 16], "Q": [14, 17, 17, 17, 21, 18, 13], "R": [30, 17, 17, 30, 20, 18, 17],
        "S": [15, 16, 16, 14, 1, 1, 30], "T": [31, 4, 4, 4, 4, 4, 4], "U": [17, 17, 17, 17, 17, 17, 14],
        "V": [17, 17, 17, 17, 17, 10, 4], "W": [17, 17, 17, 21, 21, 21, 10], "X": [17, 17, 10, 4, 10, 17, 17],
        "Y": [17, 17, 10, 4, 4, 4, 4], "Z": [31, 1, 2, 4, 8, 16, 31],
        "0": [14, 17, 19, 21, 25, 17, 14], "1": [4, 12, 4, 4, 4, 4, 14], "2": [14, 17, 1, 2, 4, 8, 31],
        "3": [31, 2, 4, 2, 1, 17, 14], "4": [2, 6, 10, 18, 31, 2, 2], "5": [31, 16, 30, 1, 1, 17, 14],
        "6": [6, 8, 16, 30, 17, 17, 14], "7": [31, 1, 2, 4, 8, 8, 8], "8": [14, 17, 17, 14, 17, 17, 14],
        "9": [14, 17, 17, 15, 1, 2, 12],
        " ": [0, 0, 0, 0, 0, 0, 0], "-": [0, 0, 0, 31, 0, 0, 0], ".": [0, 0, 0, 0, 0, 12, 12],
        ":": [0, 12, 12, 0, 12, 12, 0], "/": [1, 1, 2, 4, 8, 16, 16], "(": [2, 4, 8, 8, 8, 4, 2],
        ")": [8, 4, 2, 2, 2, 4, 8], "=": [0, 0, 31, 0, 31, 0, 0], "+": [0, 4, 4, 31, 4, 4, 0],
        "_": [0, 0, 0, 0, 0, 0, 31], "%": [24, 25, 2, 4, 8, 19, 3], ",": [0, 0, 0, 0, 12, 4, 8],
        "°": [12, 18, 12, 0, 0, 0, 0], "×": [0, 17, 10, 4, 10, 17, 0],
    ]
    private static let box: [UInt8] = [31, 17, 17, 17, 17, 17, 31]

    /// The width in pixels of `text`.
    static func width(of text: String) -> Int {
        text.isEmpty ? 0 : text.count * advance - 1
    }

    /// Draws `text` with its top-left corner at (x, y) in an opaque colour; pixels
    /// outside the buffer are skipped.
    static func draw(_ text: String, at x: Int, _ y: Int, color: (UInt8, UInt8, UInt8), in buffer: PixelBuffer) {
        var penX = x
        for character in text {
            let upper = Character(character.uppercased())
            let rows = glyphs[upper] ?? glyphs[character] ?? box
            for (r, bits) in rows.enumerated() {
                let py = y + r
                guard py >= 0, py < buffer.height else { continue }
                for c in 0..<glyphWidth where bits & (16 >> UInt8(c)) != 0 {
                    let px = penX + c
                    guard px >= 0, px < buffer.width else { continue }
                    let p = buffer.row(py) + px * 4
                    p[0] = color.0; p[1] = color.1; p[2] = color.2; p[3] = 255
                }
            }
            penX += advance
        }
    }
}
