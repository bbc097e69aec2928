import Foundation
import Testing
@testable import Lamina

@Suite struct KeyValueCodingEdgeCaseTests {
    /// Malformed key paths give nil (reads) or change nothing (writes), with a diagnostic;
    /// none of them crashes or alters the layer.
    @Test(arguments: ["", ".", "..", "position.", ".position", "position..x", "bounds.size.",
                      "transform.rotation.", "transform..scale", "mask.", "a.b.c.d", "position.x.y"])
    func malformedKeyPathsAreHarmless(_ keyPath: String) {
        let layer = CALayer()
        layer.position = CGPoint(x: 1, y: 2)
        let before = layer.state.position
        var read: Any?
        let reported = LaminaDiagnostics.capture {
            read = layer.value(forKeyPath: keyPath)
            layer.setValue(5, forKeyPath: keyPath)
        }
        #expect(layer.state.position == before)
        if keyPath.contains(".") {
            #expect(read == nil)
            #expect(!reported.isEmpty)
        }
    }
}
