import Foundation
import Testing
@testable import LaminaKit

/// `getHue(_:saturation:brightness:alpha:)` as the inverse of
/// `init(hue:saturation:brightness:alpha:)`, and HSB's definitions (brightness is the
/// largest component, saturation the spread over it).
@Suite struct ColorHueTests {
    func hsba(_ color: UIColor) -> [CGFloat] {
        var h: CGFloat = -1, s: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
        #expect(color.getHue(&h, saturation: &s, brightness: &b, alpha: &a))
        return [h, s, b, a]
    }

    @Test func hueSaturationBrightnessRoundTrip() {
        for hue in stride(from: CGFloat(0), to: 1, by: 0.05) {
            let values = hsba(UIColor(hue: hue, saturation: 0.5, brightness: 0.8, alpha: 0.3))
            #expect(abs(values[0] - hue) < 1e-9 && abs(values[1] - 0.5) < 1e-9)
            #expect(abs(values[2] - 0.8) < 1e-9 && abs(values[3] - 0.3) < 1e-9)
        }
    }

    @Test func knownColours() {
        #expect(hsba(.red) == [0, 1, 1, 1])
        #expect(hsba(UIColor(red: 0, green: 1, blue: 0, alpha: 1)) == [1.0 / 3, 1, 1, 1])
        #expect(hsba(UIColor(red: 0, green: 0, blue: 0.5, alpha: 1)) == [2.0 / 3, 1, 0.5, 1])
        // (1, 0, 0.5): max 1 (red), chroma 1, hue (0 − 0.5)/6 + 1 = 11/12.
        #expect(abs(hsba(UIColor(red: 1, green: 0, blue: 0.5, alpha: 1))[0] - 11.0 / 12) < 1e-12)
        // Greys have no hue or saturation; black has no brightness.
        #expect(hsba(UIColor(white: 0.25, alpha: 1)) == [0, 0, 0.25, 1])
        #expect(hsba(.black) == [0, 0, 0, 1])
    }
}
