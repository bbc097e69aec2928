import Foundation
import Testing
@testable import LaminaKit

/// Public iOS text-drawing code, ported as literally as the platform allows, checked in
/// the pixels of the view's backing store.
@Suite struct PortedTextSnippetTests {
    /// Hacking with Swift, project 27 ("Core Graphics", drawImagesAndText): centred text
    /// drawn with an attributed string and `NSMutableParagraphStyle`. The original draws
    /// into a 512×512 `UIGraphicsImageRenderer`; here the same lines are a view's
    /// `draw(_:)` of that size.
    final class BestLaidSchemesView: UIView {
        override func draw(_ rect: CGRect) {
            let paragraphStyle = NSMutableParagraphStyle()
            paragraphStyle.alignment = .center

            let attrs: [NSAttributedString.Key: Any] = [
                .font: UIFont.systemFont(ofSize: 36),
                .paragraphStyle: paragraphStyle
            ]

            let string = "The best-laid schemes o'\nmice an' men gang aft agley"
            let attributedString = NSAttributedString(string: string, attributes: attrs)

            attributedString.draw(with: CGRect(x: 32, y: 32, width: 448, height: 448), options: .usesLineFragmentOrigin, context: nil)
        }
    }

    @Test func hackingWithSwiftsCentredTextIsCentredInItsRect() throws {
        let scene = KitScene(size: CGSize(width: 512, height: 512))
        let view = BestLaidSchemesView(frame: CGRect(x: 0, y: 0, width: 512, height: 512))
        view.backgroundColor = .clear
        scene.add(view)
        let image = try #require(view.layer.contents as? CGImage)
        let bands = Ink.rowBands(image)
        #expect(bands.count >= 2, "two paragraphs, wrapped where a line is wider than 448: \(bands)")
        let probe = FontProbe(UIFont.systemFont(ofSize: 36))
        #expect(CGFloat(bands[0].upperBound) <= 32 + probe.lineHeight(size: 36) + 1, "the first line at the rect's top")
        for band in bands {
            let ink = try #require(Ink.bounds(image, in: (0..<512, band)))
            let centre = CGFloat(ink.minX + ink.maxX) / 2
            // The ink's centre is the advance's centre give or take the side bearings.
            #expect(abs(centre - 256) <= 3, "line \(band) is centred: ink \(ink.minX)..<\(ink.maxX)")
            #expect(ink.minX >= 32 && ink.maxX <= 480 && band.lowerBound >= 32)
        }
    }

    /// Kodeco (Ray Wenderlich), "Core Text Tutorial for iOS: Making a Magazine App":
    /// the first `CTView`, whose `draw(_:)` fills its bounds with a frame. The
    /// tutorial's first run shows the text upside down at the bottom, then it adds the
    /// flip; `flips` says which.
    final class CTView: UIView {
        var flips = true

        override func draw(_ rect: CGRect) {
            // 1
            guard let context = UIGraphicsGetCurrentContext() else { return }
            if flips {
                // Flip the coordinate system
                context.textMatrix = .identity
                context.translateBy(x: 0, y: bounds.size.height)
                context.scaleBy(x: 1.0, y: -1.0)
            }
            // 2
            let path = CGMutablePath()
            path.addRect(bounds)
            // 3
            let attrString = NSAttributedString(string: "Hello World")
            // 4
            let framesetter = CTFramesetterCreateWithAttributedString(attrString as CFAttributedString)
            // 5
            let frame = CTFramesetterCreateFrame(framesetter, CFRangeMake(0, attrString.length), path, nil)
            // 6
            CTFrameDraw(frame, context)
        }
    }

    /// The ink of a `CTView` 300×200 and the default font's (Helvetica 12) ascent.
    private func drawn(flips: Bool) throws -> (ink: (minX: Int, minY: Int, maxX: Int, maxY: Int), ascent: CGFloat, cap: CGFloat) {
        let scene = KitScene(size: CGSize(width: 300, height: 200))
        let view = CTView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        view.flips = flips
        view.backgroundColor = .clear
        scene.add(view)
        let image = try #require(view.layer.contents as? CGImage)
        let probe = FontProbe(ctFont: CTFontCreateWithName("Helvetica", 12, nil))
        return (try #require(Ink.bounds(image)), probe.metrics(size: 12).ascent, probe.glyphBox("H", size: 12).maxY)
    }

    @Test func kodecosFlippedFrameDrawsUprightAtTheTopLeft() throws {
        let (ink, ascent, cap) = try drawn(flips: true)
        // Upright: the ink sits on the baseline, the ascent below the top, and rises by
        // the capitals' height.
        #expect(abs(CGFloat(ink.maxY) - ascent) <= 1.5, "\(ink), baseline \(ascent)")
        #expect(abs(CGFloat(ink.minY) - (ascent - cap)) <= 1.5)
        #expect(ink.minX <= 2)
    }

    @Test func withoutTheFlipKodecosTextIsUpsideDownAtTheBottomAsOnIOS() throws {
        let (ink, ascent, cap) = try drawn(flips: false)
        // In UIKit's y-down space the frame's first baseline is the ascent above the
        // bottom, and the mirrored glyphs hang below it.
        #expect(abs(CGFloat(ink.minY) - (200 - ascent)) <= 1.5, "\(ink)")
        #expect(abs(CGFloat(ink.maxY) - (200 - ascent + cap)) <= 1.5)
        #expect(ink.minX <= 2)
    }
}
