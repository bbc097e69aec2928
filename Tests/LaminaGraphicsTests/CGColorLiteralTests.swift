import Foundation
import Testing
@testable import LaminaGraphics

/// `#colorLiteral` typed as `CGColor`: Core Graphics' Swift overlay makes CGColor
/// `_ExpressibleByColorLiteral` on every platform, and on iOS the literal is an sRGB
/// colour of the literal's components.
@Suite struct CGColorLiteralTests {
    @Test func aColorLiteralIsAnSRGBColor() {
        let c: CGColor = #colorLiteral(red: 1, green: 0.5, blue: 0.25, alpha: 0.75)
        #expect(c.components == [1, 0.5, 0.25, 0.75])
        #expect(c.colorSpace?.model == .rgb && c.colorSpace?.name == CGColorSpace.sRGB)
        #expect(c == CGColor(srgbRed: 1, green: 0.5, blue: 0.25, alpha: 0.75))
    }

    @Test func componentsOutsideTheRangeAreClampedAsAnyCGColors() {
        let c: CGColor = #colorLiteral(red: 2, green: -1, blue: 0, alpha: 1)
        #expect(c.components == [1, 0, 0, 1])
    }
}
