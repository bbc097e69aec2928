import Foundation
import Testing
@testable import LaminaGraphics

@Suite struct CGColorTests {
    @Test func rgbColorHasFourComponents() {
        let c = CGColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 0.5)
        #expect(c.components == [0.25, 0.5, 0.75, 0.5])
        #expect(c.numberOfComponents == 4)
        #expect(c.alpha == 0.5)
        #expect(c.colorSpace?.model == .rgb)
    }

    @Test func grayColorHasTwoComponentsAndExpandsToEqualRGB() {
        let g = CGColor(gray: 0.3, alpha: 0.8)
        #expect(g.components == [0.3, 0.8])
        #expect(g.numberOfComponents == 2)
        #expect(g.colorSpace?.model == .monochrome)
        #expect(g.rgba == CGColor.RGBA(red: 0.3, green: 0.3, blue: 0.3, alpha: 0.8))
    }

    @Test func equalityIsBySpaceAndComponents() {
        #expect(CGColor(red: 1, green: 0, blue: 0, alpha: 1) == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(CGColor(red: 1, green: 0, blue: 0, alpha: 1) != CGColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        // As on Apple, white in gray is not white in RGB.
        #expect(CGColor(gray: 1, alpha: 1) != CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(CGColor.white == CGColor(gray: 1, alpha: 1))
        #expect(CGColor.clear.alpha == 0)
    }

    @Test func copyWithAlphaKeepsTheColour() {
        let c = CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)
        let half = c.copy(alpha: 0.5)
        #expect(half?.components == [0.1, 0.2, 0.3, 0.5])
        #expect(c.alpha == 1)
        #expect(CGColor.black.copy(alpha: 0.25)?.components == [0, 0.25])
    }

    @Test func componentsAreClampedAndNaNIsReported() {
        let clamped = CGColor(red: 2, green: -1, blue: 0.5, alpha: 1.5)
        #expect(clamped.components == [1, 0, 0.5, 1])
        var c: CGColor?
        let reported = LaminaDiagnostics.capture { c = CGColor(red: .nan, green: 0, blue: 0, alpha: 1) }
        #expect(c?.components == [0, 0, 0, 1])
        #expect(reported.map(\.code) == [.nonFiniteValue])
    }

    @Test func conversionToGrayUsesLuma() {
        let c = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let gray = c.converted(to: CGColorSpaceCreateDeviceGray(), intent: .defaultIntent, options: nil)
        #expect(gray?.components == [0.2126, 1])
        #expect(CGColorSpace(name: CGColorSpace.sRGB)?.numberOfComponents == 3)
        #expect(CGColorSpace(name: "nonsense") == nil)
    }
}
