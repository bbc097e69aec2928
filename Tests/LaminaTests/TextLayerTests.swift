import Foundation
import Testing
@testable import Lamina

/// CATextLayer displays itself: property changes mark it, display draws the text into
/// contents at `contentsScale`, bad input draws nothing without crashing.
@Suite struct TextLayerTests {
    func textLayer(_ string: Any? = "Hello", width: CGFloat = 120, height: CGFloat = 50) -> CATextLayer {
        let layer = CATextLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: width, height: height)
        layer.string = string
        layer.fontSize = 24
        return layer
    }

    /// The smallest pixel rectangle with alpha > 0 in the layer's contents.
    func ink(_ layer: CALayer) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        guard let pixels = (layer.contents as? CGImage)?.pixels else { return nil }
        var r: (Int, Int, Int, Int)? = nil
        for y in 0..<pixels.height {
            for x in 0..<pixels.width where pixels.pixel(x: x, y: y).a > 0 {
                r = r.map { (min($0.0, x), min($0.1, y), max($0.2, x + 1), max($0.3, y + 1)) } ?? (x, y, x + 1, y + 1)
            }
        }
        return r.map { (minX: $0.0, minY: $0.1, maxX: $0.2, maxY: $0.3) }
    }

    @Test func everyTextPropertyMarksTheLayerForDisplay() {
        let layer = textLayer()
        let changes: [(CATextLayer) -> Void] = [
            { $0.string = "Other" }, { $0.font = "Helvetica-Bold" }, { $0.fontSize = 30 },
            { $0.foregroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1) }, { $0.isWrapped = true },
            { $0.alignmentMode = .center }, { $0.truncationMode = .end },
            { $0.bounds = CGRect(x: 0, y: 0, width: 90, height: 40) }, { $0.contentsScale = 3 },
        ]
        for (i, change) in changes.enumerated() {
            layer.displayIfNeeded()
            #expect(!layer.needsDisplay())
            change(layer)
            #expect(layer.needsDisplay(), "change \(i)")
        }
    }

    @Test func displayDrawsTheTextInWhiteByDefault() throws {
        let layer = textLayer("HHHH")
        // DejaVu Sans (Scripts install it), not the default "Helvetica": which face that
        // name finds depends on the machine's fonts (Nimbus Sans where gsfonts is
        // installed), and where the ink starts depends on the face's ascent.
        layer.font = "DejaVu Sans"
        layer.displayIfNeeded()
        let image = try #require(layer.contents as? CGImage)
        #expect(image.width == 120 && image.height == 50)
        let box = try #require(ink(layer))
        // The first line's glyphs sit below the top, from the left edge (natural alignment).
        #expect(box.minX < 6 && box.minY > 0 && box.maxY < 50, "ink \(box)")
        var white = 0
        for y in 0..<50 { for x in 0..<120 where image.pixels.pixel(x: x, y: y) == (255, 255, 255, 255) { white += 1 } }
        #expect(white > 50)
    }

    @Test func contentsScaleTwoRendersTwiceThePixels() throws {
        let one = textLayer("Hx"), two = textLayer("Hx")
        two.contentsScale = 2
        one.displayIfNeeded(); two.displayIfNeeded()
        let a = try #require(one.contents as? CGImage), b = try #require(two.contents as? CGImage)
        #expect(b.width == 2 * a.width && b.height == 2 * a.height)
        let inkA = try #require(ink(one)), inkB = try #require(ink(two))
        #expect(abs((inkB.maxX - inkB.minX) - 2 * (inkA.maxX - inkA.minX)) <= 2)
        #expect(abs((inkB.maxY - inkB.minY) - 2 * (inkA.maxY - inkA.minY)) <= 2)
    }

    @Test func alignmentRightPutsTheInkAtTheRightEdge() throws {
        let left = textLayer("Hi"), right = textLayer("Hi")
        right.alignmentMode = .right
        left.displayIfNeeded(); right.displayIfNeeded()
        let l = try #require(ink(left)), r = try #require(ink(right))
        // The same line moved by the spare width: the ink keeps its width.
        #expect(l.maxX - l.minX == r.maxX - r.minX)
        #expect(r.maxX > 110 && l.minX < 10)
    }

    @Test func aLayerAddedAfterItsStringIsDisplayedByTheCommit() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
        let layer = textLayer()
        root.addSublayer(layer)
        CATransaction.flush()
        #expect(layer.contents != nil)
        #expect(!layer.needsDisplay())
    }

    @Test func emptyNilAndZeroSizedTextDrawNothing() {
        for layer in [textLayer(""), textLayer(nil), textLayer("Hi", width: 0, height: 0),
                      textLayer(NSAttributedString(string: ""))] {
            layer.displayIfNeeded()
            #expect(ink(layer) == nil)
        }
        let zeroSize = textLayer()
        zeroSize.fontSize = 0
        zeroSize.displayIfNeeded()
        #expect(ink(zeroSize) == nil)
    }

    /// A bounds origin at the largest finite coordinate, displayed at contentsScale 2: the
    /// backing store's CTM overflows (its translation is −∞, a glyph's pen ∞ − ∞), which
    /// trapped converting the pen's quarter-pixel step (fuzzing, trees). Nothing can be
    /// placed there; the layer displays without ink, and the same layer at a finite origin
    /// still draws.
    @Test func anAstronomicBoundsOriginDisplaysWithoutTrapping() {
        let layer = textLayer("Hi")
        layer.bounds.origin = CGPoint(x: CGFloat.greatestFiniteMagnitude, y: 0)
        layer.contentsScale = 2
        layer.displayIfNeeded()
        #expect(ink(layer) == nil)
        layer.bounds.origin = .zero
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        #expect(ink(layer) != nil)
    }

    @Test func nanFontSizeIsRefusedAndUnknownValuesAreReported() {
        let layer = textLayer()
        let diagnostics = LaminaDiagnostics.capture {
            layer.fontSize = .nan
            layer.string = 42
            layer.displayIfNeeded()
        }
        #expect(layer.fontSize == 24)
        #expect(diagnostics.count == 2)
        #expect(ink(layer) == nil)
    }

    @Test func anUnknownFontNameStillDraws() {
        let layer = textLayer()
        layer.font = "Definitely Not A Font"
        let diagnostics = LaminaDiagnostics.capture { layer.displayIfNeeded() }
        #expect(ink(layer) != nil)
        #expect(diagnostics.contains { $0.message.contains("Definitely Not A Font") })
    }

    @Test func attributedStringsUseTheirOwnColours() throws {
        let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        let layer = textLayer(NSAttributedString(string: "HHH", attributes: [
            .foregroundColor: green, .font: CTFontCreateWithName("Helvetica", 30, nil)]))
        layer.foregroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        layer.displayIfNeeded()
        let pixels = try #require((layer.contents as? CGImage)?.pixels)
        var greenPixels = 0
        for y in 0..<pixels.height {
            for x in 0..<pixels.width {
                let p = pixels.pixel(x: x, y: y)
                #expect(p.r == 0 && p.b == 0)
                if p == (0, 255, 0, 255) { greenPixels += 1 }
            }
        }
        #expect(greenPixels > 50)
    }

    /// Core Text draws a range with no foreground colour attribute in black; the layer's
    /// `foregroundColor` applies to plain strings only.
    @Test func anAttributedStringWithoutAColourDrawsBlack() throws {
        let layer = textLayer(NSAttributedString(string: "HHH", attributes: [
            .font: CTFontCreateWithName("Helvetica", 30, nil)]))
        layer.foregroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        layer.displayIfNeeded()
        let pixels = try #require((layer.contents as? CGImage)?.pixels)
        var opaque = 0
        for y in 0..<pixels.height {
            for x in 0..<pixels.width {
                let p = pixels.pixel(x: x, y: y)
                #expect(p.r == 0 && p.g == 0 && p.b == 0, "(\(x), \(y)): \(p)")
                if p.a == 255 { opaque += 1 }
            }
        }
        #expect(opaque > 50, "the stems of 30-point H's are fully covered")
    }
}
