import Foundation
import Lamina

/// A layer hit tests pass through, and its sublayers with it: the window's own panels
/// (the fps overlay, the inspector) never take a click from the app.
package final class PassThroughLayer: CALayer {
    package override func hitTest(_ p: CGPoint) -> CALayer? { nil }
    package override func contains(_ p: CGPoint) -> Bool { false }
}
