import CGLFW
import Foundation
import Testing
@testable import LaminaHost

/// GLFW's input, as the callbacks hand it over, turned into events in layer coordinates.
@Suite struct InputRouterTests {
    /// A 200×100 root at the window's origin; a 60×40 layer centred at (80, 60) turned
    /// 90° (covering x 60…100, y 30…90), holding a 20×20 layer at (5, 5).
    private func makeTree() -> (root: CALayer, turned: CALayer, inner: CALayer) {
        let root = CALayer()
        root.anchorPoint = .zero
        root.bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
        let turned = CALayer()
        turned.bounds = CGRect(x: 0, y: 0, width: 60, height: 40)
        turned.position = CGPoint(x: 80, y: 60)
        turned.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let inner = CALayer()
        inner.frame = CGRect(x: 5, y: 5, width: 20, height: 20)
        turned.addSublayer(inner)
        root.addSublayer(turned)
        return (root, turned, inner)
    }

    @Test func screenCoordinatesBecomePointsWhereTheAppScales() throws {
        // X11 at Xft.dpi 192: GLFW's coordinates are pixels, two per point.
        let (root, _, _) = makeTree()
        let router = InputRouter(root: root)
        router.screenUnitsPerPoint = 2
        var events: [PointerEvent] = []
        router.onPointer = { events.append($0) }
        router.cursorMoved(x: 180, y: 80)
        #expect(try #require(events.last).location == CGPoint(x: 90, y: 40))
    }

    @Test func pointerEventsCarryRootCoordinatesAndHitTheTurnedLayer() throws {
        let (root, turned, inner) = makeTree()
        let router = InputRouter(root: root)
        var events: [PointerEvent] = []
        router.onPointer = { events.append($0) }
        router.cursorMoved(x: 90, y: 40)
        router.buttonChanged(GLFW_MOUSE_BUTTON_LEFT, action: GLFW_PRESS, mods: GLFW_MOD_SHIFT)
        #expect(events.map(\.phase) == [.moved, .down])
        let down = try #require(events.last)
        #expect(down.button == .primary)
        #expect(down.pressedButtons == .primary)
        #expect(down.modifiers == .shift)
        #expect(down.location == CGPoint(x: 90, y: 40))
        // Rotating (x, y) by 90° in y-down coordinates maps it to (−y, x): the offset
        // (10, −20) from the centre comes from (−20, −10) in the layer, whose centre is
        // (30, 20), so the point is (10, 10) in `turned` and (5, 5) in `inner`.
        let hit = try #require(down.hitTest())
        #expect(hit.layer === inner)
        #expect(abs(hit.location.x - 5) < 1e-9 && abs(hit.location.y - 5) < 1e-9)
        let inTurned = down.location(in: turned)
        #expect(abs(inTurned.x - 10) < 1e-9 && abs(inTurned.y - 10) < 1e-9)
    }

    @Test func aPointOutsideEveryLayerHitsTheRoot() throws {
        let (root, _, _) = makeTree()
        let router = InputRouter(root: root)
        var last: PointerEvent?
        router.onPointer = { last = $0 }
        router.cursorMoved(x: 20, y: 80)
        let hit = try #require(last?.hitTest())
        #expect(hit.layer === root)
        #expect(hit.location == CGPoint(x: 20, y: 80))
    }

    @Test func aMovedOrScrolledRootChangesTheLocation() throws {
        let (root, _, _) = makeTree()
        // The root scrolled by 50 points and shown at half size.
        root.bounds.origin = CGPoint(x: 50, y: 0)
        root.transform = CATransform3DMakeScale(0.5, 0.5, 1)
        let router = InputRouter(root: root)
        var last: PointerEvent?
        router.onPointer = { last = $0 }
        router.cursorMoved(x: 10, y: 20)
        let event = try #require(last)
        #expect(event.location == CGPoint(x: 70, y: 40))
    }

    @Test func buttonsAccumulateUntilReleased() {
        let (root, _, _) = makeTree()
        let router = InputRouter(root: root)
        var events: [PointerEvent] = []
        router.onPointer = { events.append($0) }
        router.buttonChanged(GLFW_MOUSE_BUTTON_LEFT, action: GLFW_PRESS, mods: 0)
        router.buttonChanged(GLFW_MOUSE_BUTTON_RIGHT, action: GLFW_PRESS, mods: GLFW_MOD_CONTROL)
        router.cursorMoved(x: 5, y: 5)
        router.buttonChanged(GLFW_MOUSE_BUTTON_LEFT, action: GLFW_RELEASE, mods: 0)
        #expect(events.map(\.pressedButtons) == [[.primary], [.primary, .secondary], [.primary, .secondary], [.secondary]])
        #expect(events.map(\.button) == [.primary, .secondary, nil, .primary])
        #expect(events[1].modifiers == .control)
        // Moves carry the modifiers of the last button or key event.
        #expect(events[2].modifiers == .control)
        #expect(events.last?.phase == .up)
    }

    @Test func scrollEventsAreGivenAtThePointer() throws {
        let (root, turned, _) = makeTree()
        let router = InputRouter(root: root)
        var last: ScrollEvent?
        router.onScroll = { last = $0 }
        router.cursorMoved(x: 90, y: 40)
        router.scrolled(dx: -0.5, dy: 2)
        let event = try #require(last)
        #expect(event.deltaX == -0.5 && event.deltaY == 2)
        #expect(event.location == CGPoint(x: 90, y: 40))
        #expect(event.hitTest()?.layer !== root)
        let local = event.location(in: turned)
        #expect(abs(local.x - 10) < 1e-9 && abs(local.y - 10) < 1e-9)
    }

    @Test func keysCarryPhaseAndModifiersAndTextArrivesAsCharacters() {
        let (root, _, _) = makeTree()
        let router = InputRouter(root: root)
        var keys: [KeyEvent] = []
        var text = ""
        router.onKey = { keys.append($0) }
        router.onText = { text.append($0) }
        router.keyChanged(GLFW_KEY_A, scancode: 38, action: GLFW_PRESS, mods: GLFW_MOD_SHIFT | GLFW_MOD_CAPS_LOCK)
        router.typed(UInt32(("A" as Unicode.Scalar).value))
        router.keyChanged(GLFW_KEY_A, scancode: 38, action: GLFW_REPEAT, mods: GLFW_MOD_SHIFT)
        router.keyChanged(GLFW_KEY_A, scancode: 38, action: GLFW_RELEASE, mods: 0)
        router.keyChanged(GLFW_KEY_ESCAPE, scancode: 9, action: GLFW_PRESS, mods: GLFW_MOD_ALT | GLFW_MOD_SUPER)
        router.typed(0x1F600)
        #expect(keys.map(\.phase) == [.down, .repeated, .up, .down])
        #expect(keys[0].key == Key(character: "a"))
        #expect(keys[0].key.character == "a")
        #expect(keys[0].scancode == 38)
        #expect(keys[0].modifiers == [.shift, .capsLock])
        #expect(keys[3].key == .escape)
        #expect(keys[3].modifiers == [.alt, .super])
        #expect(text == "A😀")
    }

    @Test func keyNamesFollowTheUSLayout() {
        #expect(Key(character: "Z")?.rawValue == Int(GLFW_KEY_Z))
        #expect(Key(character: "7")?.rawValue == Int(GLFW_KEY_7))
        #expect(Key(character: "[")?.rawValue == Int(GLFW_KEY_LEFT_BRACKET))
        #expect(Key(character: "é") == nil)
        #expect(Key.function(5).rawValue == Int(GLFW_KEY_F5))
        #expect(Key.keypad(3).rawValue == Int(GLFW_KEY_KP_3))
        #expect(Key.escape.character == nil)
    }

    @Test func eventsWithoutAHandlerAreDropped() {
        let (root, _, _) = makeTree()
        let router = InputRouter(root: root)
        router.cursorMoved(x: 1, y: 2)
        router.buttonChanged(GLFW_MOUSE_BUTTON_MIDDLE, action: GLFW_PRESS, mods: 0)
        // State is still tracked for the handlers set later.
        #expect(router.cursor == CGPoint(x: 1, y: 2))
        #expect(router.pressedButtons == .middle)
    }
}

/// Sizes, scale and the platform named by GLFW's version string.
@Suite struct WindowGeometryTests {
    @Test func scaleIsFramebufferPixelsPerPoint() {
        let hiDPI = DrawableSize(points: CGSize(width: 640, height: 480), pixelWidth: 1280, pixelHeight: 960)
        #expect(hiDPI.scale == 2)
        #expect(hiDPI.bounds == CGRect(x: 0, y: 0, width: 640, height: 480))
        let plain = DrawableSize(points: CGSize(width: 640, height: 480), pixelWidth: 640, pixelHeight: 480)
        #expect(plain.scale == 1)
        let fractional = DrawableSize(points: CGSize(width: 800, height: 600), pixelWidth: 1200, pixelHeight: 900)
        #expect(fractional.scale == 1.5)
        // A minimized window has no size: the scale stays 1, never 0 or NaN.
        #expect(DrawableSize(points: .zero, pixelWidth: 0, pixelHeight: 0).scale == 1)
    }

    @Test func theVersionStringNamesThePlatform() {
        #expect(WindowPlatform(versionString: "3.3.8 X11 GLX EGL OSMesa clock_gettime evdev shared") == .x11)
        #expect(WindowPlatform(versionString: "3.3.8 Wayland EGL OSMesa clock_gettime evdev shared") == .wayland)
        #expect(WindowPlatform(versionString: "3.4.0 Null OSMesa") == .other)
    }
}
