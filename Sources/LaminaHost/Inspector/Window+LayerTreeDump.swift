import Foundation
import Lamina

extension Window {
    /// The window's layer tree as text, one layer a line (each layer's `debugDescription`:
    /// class and address, name, frame, what differs from a new layer, running animations
    /// with their progress), sublayers indented under their parent with "   | " a level,
    /// as UIKit's `recursiveDescription` prints views. The text engineers attach to bug
    /// reports. Main thread.
    public var layerTreeDescription: String {
        rootLayer.layerTreeDescription(atMediaTime: CACurrentMediaTime())
    }

    /// Prints `layerTreeDescription` to standard output (the demo's T key).
    public func dumpLayerTree() {
        FileHandle.standardOutput.write(Data((layerTreeDescription + "\n").utf8))
    }
}
