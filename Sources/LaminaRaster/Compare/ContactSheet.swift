@_spi(LaminaBackend) import LaminaRenderList
import Foundation

// Pictures for people: a contact sheet of captioned tiles (every test scene once, for a
// person to look at before any golden image is kept), and a side-by-side of two images
// with their amplified difference (for a failed agreement test). Transparent pixels show
// over a checkerboard so coverage and alpha are visible.

/// A grid of captioned images, written as one PNG.
package struct ContactSheet {
    /// Tiles per row.
    package var columns: Int
    /// Pixels between tiles and around the sheet.
    package var gap = 12
    private var tiles: [(image: PixelBuffer, label: String)] = []

    /// An empty sheet with `columns` tiles per row.
    package init(columns: Int = 4) {
        self.columns = max(1, columns)
    }

    /// Adds a tile.
    package mutating func add(_ image: PixelBuffer, label: String) {
        tiles.append((image, label))
    }

    /// Tiles added so far.
    package var count: Int { tiles.count }

    /// The sheet: tiles left to right, top to bottom, each over a checkerboard with its
    /// caption underneath.
    package func render() -> PixelBuffer {
        let captionHeight = LabelFont.glyphHeight + 6
        let cellWidth = tiles.map { max($0.image.width, LabelFont.width(of: $0.label)) }.max() ?? 1
        let cellHeight = (tiles.map(\.image.height).max() ?? 1) + captionHeight
        let rows = (tiles.count + columns - 1) / columns
        let width = gap + max(1, min(columns, tiles.count)) * (cellWidth + gap)
        let height = gap + max(1, rows) * (cellHeight + gap)
        let sheet = PixelBuffer(width: width, height: height)
        Self.fill(sheet, PixelRect(minX: 0, minY: 0, maxX: width, maxY: height), gray: 236)
        for (i, tile) in tiles.enumerated() {
            let x = gap + (i % columns) * (cellWidth + gap), y = gap + (i / columns) * (cellHeight + gap)
            Self.composite(tile.image, onCheckerboardInto: sheet, at: x, y)
            LabelFont.draw(tile.label, at: x, y + tile.image.height + 4, color: (40, 40, 40), in: sheet)
        }
        return sheet
    }

    /// Renders the sheet and writes it as PNG.
    package func write(to url: URL) throws {
        try render().writePNG(to: url)
    }

    /// `a`, `b` and their difference (×`gain`) side by side, captioned.
    package static func sideBySide(_ a: PixelBuffer, _ b: PixelBuffer, labels: (String, String) = ("A", "B"),
                                   gain: Int = 8) -> PixelBuffer {
        var sheet = ContactSheet(columns: 3)
        sheet.add(a, label: labels.0)
        sheet.add(b, label: labels.1)
        if let difference = ImageComparison.differenceImage(a, b, gain: gain) {
            sheet.add(difference, label: "difference x\(gain)")
        }
        return sheet.render()
    }

    // MARK: Drawing

    private static func fill(_ buffer: PixelBuffer, _ rect: PixelRect, gray: UInt8) {
        for y in rect.minY..<rect.maxY {
            let row = buffer.row(y)
            for x in rect.minX..<rect.maxX {
                row[x * 4] = gray; row[x * 4 + 1] = gray; row[x * 4 + 2] = gray; row[x * 4 + 3] = 255
            }
        }
    }

    /// Draws `image` source-over a checkerboard of 8-pixel squares at (x, y).
    private static func composite(_ image: PixelBuffer, onCheckerboardInto sheet: PixelBuffer, at x: Int, _ y: Int) {
        for j in 0..<image.height where y + j < sheet.height {
            let source = image.row(j)
            let target = sheet.row(y + j)
            for i in 0..<image.width where x + i < sheet.width {
                let checker: UInt32 = ((i / 8 + j / 8) % 2 == 0) ? 255 : 204
                let background = PackedColor.pack(checker, checker, checker, 255)
                let s = PackedColor.pack(UInt32(source[i * 4]), UInt32(source[i * 4 + 1]),
                                         UInt32(source[i * 4 + 2]), UInt32(source[i * 4 + 3]))
                let p = PackedColor.over(s, background)
                let t = target + (x + i) * 4
                t[0] = UInt8(p & 0xFF); t[1] = UInt8((p >> 8) & 0xFF); t[2] = UInt8((p >> 16) & 0xFF); t[3] = 255
            }
        }
    }
}
