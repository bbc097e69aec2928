import Foundation
import Lamina

/// The display: its size in points and pixels per point. Lamina's main screen is the
/// key window's area (800 × 600 points until a window is made key) at its pixels per
/// point (1 offscreen), so code that sizes itself from `UIScreen.main.bounds` fits the
/// window.
open class UIScreen: NSObject, @unchecked Sendable {
    /// The screen the app's windows are on.
    public static let main = UIScreen()

    private let lock = NSLock()
    private var storedBounds = CGRect(x: 0, y: 0, width: 800, height: 600)
    private var storedScale: CGFloat = 1

    /// The screen's rectangle in points.
    open var bounds: CGRect {
        lock.lock(); defer { lock.unlock() }
        return storedBounds
    }

    /// Pixels per point.
    open var scale: CGFloat {
        lock.lock(); defer { lock.unlock() }
        return storedScale
    }

    /// Pixels per point of the physical display.
    open var nativeScale: CGFloat { scale }

    /// The screen's rectangle in pixels.
    open var nativeBounds: CGRect {
        let b = bounds, s = scale
        return CGRect(x: 0, y: 0, width: b.width * s, height: b.height * s)
    }

    /// Takes the key window's area and pixels per point as the screen's.
    func adopt(bounds: CGRect, scale: CGFloat) {
        guard bounds.width > 0, bounds.height > 0, scale.isFinite, scale > 0 else { return }
        lock.lock(); defer { lock.unlock() }
        storedBounds = CGRect(origin: .zero, size: bounds.size)
        storedScale = scale
    }
}
