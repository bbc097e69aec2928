import Foundation
import Testing
@testable import Lamina

@Suite struct LayerStyleTests {
    @Test func styleSuppliesPropertiesNotSetExplicitly() {
        let l = CALayer()
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        l.style = ["backgroundColor": red, "cornerRadius": CGFloat(6)]
        #expect(l.backgroundColor == red && l.cornerRadius == 6)
        // An explicit value wins over the style and survives style changes.
        l.cornerRadius = 2
        l.style = ["cornerRadius": CGFloat(9)]
        #expect(l.cornerRadius == 2)
        // A key the new style no longer has returns to the class default.
        #expect(l.backgroundColor == nil)
    }

    @Test func nestedStyleDictionariesContinueTheSearch() {
        let l = CALayer()
        l.style = ["opacity": Float(0.5), "style": ["opacity": Float(0.1), "borderWidth": CGFloat(3)]]
        #expect(l.opacity == 0.5 && l.borderWidth == 3)
        l.style = ["style": ["custom": "from style"]]
        #expect(l.value(forKey: "custom") as? String == "from style")
        #expect(l.opacity == 1)
    }

    @Test func classDefaultsAreNotExplicit() {
        final class Tinted: CALayer {
            override class func defaultValue(forKey key: String) -> Any? {
                key == "borderWidth" ? CGFloat(4) : super.defaultValue(forKey: key)
            }
        }
        let l = Tinted()
        #expect(l.borderWidth == 4)
        l.style = ["borderWidth": CGFloat(7)]
        #expect(l.borderWidth == 7)
        l.style = nil
        #expect(l.borderWidth == 4)
    }

    @Test func everyPropertyFitsTheBitSet() {
        #expect(LayerProperty.allCases.count <= 128)
        var set = LayerPropertySet(LayerProperty.allCases)
        #expect(LayerProperty.allCases.allSatisfy(set.contains))
        for property in LayerProperty.allCases { set.remove(property) }
        #expect(set.isEmpty)
    }
}
