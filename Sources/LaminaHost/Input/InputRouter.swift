import CGLFW
import Foundation
import Lamina

/// Turns GLFW's input callbacks (window points, GLFW codes) into Lamina's events in the
/// root layer's coordinates and hands them to the app's handlers. Runs on the main
/// thread, inside the event wait of the window's run loop; a handler that blocks only
/// delays later events and commits — the render thread keeps presenting frames.
package final class InputRouter {
    /// The root layer events are given in.
    let root: CALayer
    var onPointer: ((PointerEvent) -> Void)?
    /// Sees pointer events before the app (the window's inspector); true keeps one from
    /// the app.
    var interceptPointer: ((PointerEvent) -> Bool)?
    var onScroll: ((ScrollEvent) -> Void)?
    var onKey: ((KeyEvent) -> Void)?
    var onText: ((Character) -> Void)?

    /// The pointer's last position, in window points.
    package private(set) var cursor = CGPoint.zero
    /// GLFW's screen coordinates per point (`DrawableSize.screenUnitsPerPoint`).
    package var screenUnitsPerPoint: CGFloat = 1
    /// The buttons held.
    package private(set) var pressedButtons: PointerButtons = []
    /// The modifiers of the last key or button event (GLFW gives none with moves).
    package private(set) var modifiers: KeyModifiers = []

    package init(root: CALayer) {
        self.root = root
    }

    /// The pointer moved to (`x`, `y`) in GLFW's screen coordinates.
    package func cursorMoved(x: Double, y: Double) {
        cursor = CGPoint(x: CGFloat(x) / screenUnitsPerPoint, y: CGFloat(y) / screenUnitsPerPoint)
        deliver(pointerEvent(.moved, button: nil))
    }

    /// A button (GLFW's number) was pressed or released (`GLFW_PRESS`/`GLFW_RELEASE`).
    package func buttonChanged(_ number: Int32, action: Int32, mods: Int32) {
        let button = PointerButton(rawValue: Int(number))
        modifiers = KeyModifiers(glfw: mods)
        let phase: PointerEvent.Phase
        if action == GLFW_PRESS {
            pressedButtons.insert(PointerButtons(button))
            phase = .down
        } else {
            pressedButtons.remove(PointerButtons(button))
            phase = .up
        }
        deliver(pointerEvent(phase, button: button))
    }

    /// Hands a pointer event to the interceptor, then (unless it kept it) to the app.
    private func deliver(_ event: @autoclosure () -> PointerEvent) {
        guard onPointer != nil || interceptPointer != nil else { return }
        let e = event()
        if let interceptPointer, interceptPointer(e) { return }
        onPointer?(e)
    }

    /// The wheel or touchpad scrolled by (`dx`, `dy`) steps.
    package func scrolled(dx: Double, dy: Double) {
        guard let onScroll else { return }
        onScroll(ScrollEvent(deltaX: dx, deltaY: dy, location: rootLocation(of: cursor), modifiers: modifiers,
                             timestamp: CACurrentMediaTime(), place: cursorPlace))
    }

    /// A key (GLFW's code) was pressed, repeated or released.
    package func keyChanged(_ code: Int32, scancode: Int32, action: Int32, mods: Int32) {
        modifiers = KeyModifiers(glfw: mods)
        guard let onKey else { return }
        let phase: KeyEvent.Phase = action == GLFW_PRESS ? .down : action == GLFW_REPEAT ? .repeated : .up
        onKey(KeyEvent(phase: phase, key: Key(rawValue: Int(code)), scancode: Int(scancode),
                       modifiers: modifiers, timestamp: CACurrentMediaTime()))
    }

    /// A character was typed (a Unicode code point).
    package func typed(_ codepoint: UInt32) {
        guard let onText, let scalar = Unicode.Scalar(codepoint) else { return }
        onText(Character(scalar))
    }

    /// A window point in the root layer's coordinates (through the root's position,
    /// anchor, bounds origin and transform).
    package func rootLocation(of windowPoint: CGPoint) -> CGPoint {
        root.localToParentTransform(includingParent: false).unprojectToPlane(windowPoint) ?? windowPoint
    }

    private func pointerEvent(_ phase: PointerEvent.Phase, button: PointerButton?) -> PointerEvent {
        PointerEvent(phase: phase, button: button, pressedButtons: pressedButtons,
                     location: rootLocation(of: cursor), modifiers: modifiers,
                     timestamp: CACurrentMediaTime(), place: cursorPlace)
    }

    /// The root layer and the cursor's window point, for the events made now.
    private var cursorPlace: PointerPlace { PointerPlace(root: root, windowPoint: cursor) }
}
