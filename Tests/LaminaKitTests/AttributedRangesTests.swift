import Foundation
import Testing
@testable import LaminaKit

/// iOS's usual way of styling ranges — `addAttribute` with UIKit fonts and colours on
/// neighbouring ranges — which Linux Foundation's attributed strings crash on for
/// `NSObject` values; UIKit's types are plain classes so it works, and draws.
@Suite struct AttributedRangesTests {
    @Test func fontsAndColoursOnNeighbouringRanges() throws {
        let s = NSMutableAttributedString(string: "HH HH", attributes: [
            .font: UIFont.systemFont(ofSize: 30), .foregroundColor: UIColor.black,
        ])
        s.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 0, length: 2))
        s.addAttribute(.foregroundColor, value: UIColor.blue, range: NSRange(location: 3, length: 2))
        s.addAttribute(.font, value: UIFont.boldSystemFont(ofSize: 30), range: NSRange(location: 3, length: 2))
        s.addAttribute(.foregroundColor, value: UIColor(red: 1, green: 0, blue: 0, alpha: 1), range: NSRange(location: 2, length: 1))
        var runs = 0
        s.enumerateAttributes(in: NSRange(location: 0, length: s.length)) { _, _, _ in runs += 1 }
        #expect(runs == 2, "equal colours coalesce: red \"HH \", blue bold \"HH\"")
        let image = try #require(Ink.image(CGSize(width: 200, height: 50)) { s.draw(at: CGPoint(x: 0, y: 5)) })
        let split = Int(StringMeasuringTests.probe.advance("HH ", size: 30) * 1.5)
        var red = 0, blue = 0
        for y in 0..<50 {
            for x in 0..<200 {
                let p = image.pixels.pixel(x: x, y: y)
                guard p.a == 255 else { continue }
                if p.r == 255 && p.b == 0 { red += 1; #expect(x < split) }
                if p.b == 255 && p.r == 0 { blue += 1 }
            }
        }
        #expect(red > 50 && blue > 50)
        #expect(UIColor.red == UIColor(red: 1, green: 0, blue: 0, alpha: 1) && UIColor.red.isEqual(UIColor.red))
        #expect(UIFont.systemFont(ofSize: 12) == UIFont.systemFont(ofSize: 12) && UIFont.systemFont(ofSize: 12) != UIFont.systemFont(ofSize: 13))
    }
}
