import Foundation
import Testing
@testable import LaminaKit

/// Colour and image literals typed as UIKit's classes: `UIColor` and `UIImage` are
/// `_ExpressibleByColorLiteral` / `_ExpressibleByImageLiteral` in UIKit's Swift overlay,
/// the colour from sRGB components, the image as `UIImage(named:)`.
@Suite struct LiteralTests {
    @Test func aColorLiteralTypedAsUIColor() {
        let c: UIColor = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(c == UIColor.red)
        let translucent: UIColor = #colorLiteral(red: 0.25, green: 0.5, blue: 0.75, alpha: 0.5)
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        #expect(translucent.getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect([r, g, b, a] == [0.25, 0.5, 0.75, 0.5])
        #expect(translucent.cgColor.colorSpace?.model == .rgb)
        // A literal where a UIColor is expected.
        let view = UIView()
        view.backgroundColor = #colorLiteral(red: 0, green: 0, blue: 1, alpha: 1)
        #expect(view.layer.backgroundColor == CGColor(red: 0, green: 0, blue: 1, alpha: 1))
    }

    @Test func anImageLiteralOfAMissingPictureIsEmptyWithADiagnostic() {
        var image: UIImage?
        let reported = LaminaDiagnostics.capture {
            image = #imageLiteral(resourceName: "lamina-kit-test-no-such-literal")
        }
        #expect(image?.cgImage == nil && image?.size == .zero)
        #expect(reported.count == 1 && reported[0].message.contains("lamina-kit-test-no-such-literal"))
        #expect(UIImage().cgImage == nil && UIImage().scale == 1)
    }
}
