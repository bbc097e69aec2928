import CGLFW
import Foundation
import LaminaHost

/// The checks `lamina-window-check` runs. Each opens its own window, prints what it
/// measured (`key: value` lines) and closes the window; the tests decide what is right.
final class WindowCheck {
    static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
    static let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

    /// The renderer every window of the check asks for.
    let backend: Window.RenderingBackend

    init(backend: Window.RenderingBackend) {
        self.backend = backend
    }

    // MARK: smoke

    /// A blue root, a red square at (10, 10, 40, 40) and a green 20-point square whose
    /// `position.x` animates linearly from 70 to 150 over 1 s at y = 80; the clock is
    /// fixed, so the frame read back at 0.5 s shows the green square centred at x = 110.
    func smoke() throws {
        CAMediaClock.fixedTime = 100
        let window = try openWindow("smoke")
        let green = addScene(to: window)
        slide(green, from: 70, to: 150, duration: 1, timing: CAMediaTimingFunction(name: .linear))
        try runFrames(window, atLeast: 3)
        CAMediaClock.fixedTime = 100.5
        let pixels = try capture(window)
        report("frames", "\(window.statistics.framesPresented)")
        for (name, x, y) in [("red", 30, 30), ("root", 5, 5), ("green", 110, 80), ("vacated", 75, 80), ("ahead", 140, 80)] {
            probe(pixels, name, pointX: x, pointY: y, scale: window.scale)
        }
        // A close request (the close button's path) ends `run`, which closes the window.
        window.requestClose()
        let conditionMet = window.run(until: { false })
        report("run after close request", conditionMet ? "condition met" : "ended, window closed")
        report("capture after close", window.captureFrame(timeout: 1) == nil ? "none" : "an image")
    }

    // MARK: overlay

    /// The smoke scene with the fps overlay shown: prints the overlay's renderer label,
    /// probes its panel beside the graph (over the blue root) and counts the label's
    /// bright pixels (its text, white on the dark panel).
    func overlay() throws {
        let window = try openWindow("overlay", size: CGSize(width: 320, height: 200))
        _ = addScene(to: window)
        window.showsFPSOverlay = true
        try runFrames(window, atLeast: 5)
        // The text follows four times a second: let it take the label.
        let settle = CAMediaClock.monotonicSeconds() + 0.5
        window.run(until: { CAMediaClock.monotonicSeconds() >= settle })
        let pixels = try capture(window)
        report("overlay backend", window.fpsOverlayDriver?.overlay.backendName ?? "none")
        probe(pixels, "panel", pointX: 8 + 262, pointY: 8 + 50, scale: window.scale)
        probe(pixels, "below", pointX: 100, pointY: 8 + 130, scale: window.scale)
        var bright = 0
        for y in Int(17 * window.scale)..<Int(32 * window.scale) {
            for x in Int(178 * window.scale)..<Int(298 * window.scale) {
                let p = pixels.pixel(x: x, y: y)
                if p.r > 128 && p.g > 128 && p.b > 128 { bright += 1 }
            }
        }
        report("overlay label bright pixels", "\(bright)")
        window.close()
    }

    // MARK: inspector

    /// The layer inspector over the smoke scene in a 560 × 200 window: the pointer (through
    /// the window's input path) over the red layer, then over the green layer's entry in
    /// the panel. Prints what was selected each time, the outline's frame, how many
    /// pointer events reached the app, and probes: the outline's border over the red
    /// layer, the panel, the highlighted row.
    func inspector() throws {
        let window = try openWindow("inspector", size: CGSize(width: 560, height: 200))
        let green = addScene(to: window)
        green.name = "green"
        let red = window.rootLayer.sublayers?.first { $0 !== green && $0.backgroundColor != nil }
        red?.name = "red"
        var appEvents = 0
        window.onPointer = { _ in appEvents += 1 }
        window.showsInspector = true
        try runFrames(window, atLeast: 3)
        let scale = window.input.screenUnitsPerPoint
        guard let driver = window.inspectorDriver else { throw CheckFailure("the inspector did not open") }
        // Over the red layer (10…50 × 10…50): it is selected, the app sees the move.
        window.input.cursorMoved(x: 30 * Double(scale), y: 30 * Double(scale))
        try runFrames(window, atLeast: 3)
        report("selected over the app", driver.inspector.selected?.name ?? "none")
        report("outline", describe(driver.inspector.outline.frame))
        report("app events after the app move", "\(appEvents)")
        let overApp = try capture(window)
        probe(overApp, "outline", pointX: 11, pointY: 30, scale: window.scale)
        probe(overApp, "panel", pointX: 550, pointY: 190, scale: window.scale)
        // Over the green layer's entry (root, red, green: the third row, from y = 26 in
        // rows of 14, the panel at x = 200): it is selected, the app sees nothing.
        guard let row = driver.inspector.entries.firstIndex(where: { $0.layer === green }) else {
            throw CheckFailure("the green layer is not listed")
        }
        report("green row", "\(row)")
        window.input.cursorMoved(x: 300 * Double(scale), y: Double(26 + 14 * CGFloat(row) + 7) * Double(scale))
        try runFrames(window, atLeast: 3)
        report("selected over the panel", driver.inspector.selected?.name ?? "none")
        report("outline over the panel", describe(driver.inspector.outline.frame))
        report("app events after the panel move", "\(appEvents)")
        let overPanel = try capture(window)
        probe(overPanel, "highlighted row", pointX: 204, pointY: 26 + 14 * row + 1, scale: window.scale)
        window.showsInspector = false
        report("hit under the panel after closing", window.hitTest(CGPoint(x: 300, y: 100))?.layer === window.rootLayer ? "root" : "other")
        window.close()
    }

    // MARK: blocked main thread

    /// A 3 s animation runs on the real clock; a synthesized pointer press runs a
    /// handler that blocks the main thread for 0.5 s after starting (in its own
    /// transaction) a 0.2 s animation with a delegate. Prints the block's interval, every
    /// frame presented (presentation time, frame time), the display link's firings and
    /// when and where the delegate's `animationDidStop` ran.
    func blockedMainThread() throws {
        let window = try openWindow("blocked")
        let green = addScene(to: window)
        slide(green, from: 20, to: 140, duration: 3)

        var linkFirings: [Double] = []
        let link = CADisplayLink { _ in linkFirings.append(CAMediaClock.monotonicSeconds()) }
        link.add(to: .main, forMode: .common)
        let delegate = StopRecorder()
        var blockStart = 0.0, blockEnd = 0.0
        window.onPointer = { event in
            guard event.phase == .down else { return }
            CATransaction.begin()
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0.5
            fade.duration = 0.2
            fade.delegate = delegate
            green.add(fade, forKey: "fade")
            CATransaction.commit()
            blockStart = CAMediaClock.monotonicSeconds()
            Thread.sleep(forTimeInterval: 0.5)
            blockEnd = CAMediaClock.monotonicSeconds()
        }
        try runFrames(window, atLeast: 10)
        window.input.cursorMoved(x: 100, y: 60)
        window.input.buttonChanged(GLFW_MOUSE_BUTTON_LEFT, action: GLFW_PRESS, mods: 0)
        let settle = CAMediaClock.monotonicSeconds() + 0.3
        window.run(until: { CAMediaClock.monotonicSeconds() >= settle })
        link.invalidate()

        report("block", "\(blockStart) \(blockEnd)")
        for frame in window.frameLoop.presentedFrames {
            report("frame", "\(frame.presentedAt) \(frame.frameTime)")
        }
        report("displaylink", linkFirings.map { "\($0)" }.joined(separator: " "))
        report("didstop", "\(delegate.stoppedAt) main=\(delegate.stoppedOnMainThread) finished=\(delegate.finished)")
        window.close()
    }

    // MARK: resize

    /// Opens 200×150, asks for 320×240, and reports the root layer's bounds, the
    /// resize callback and the framebuffer read back.
    func resize() throws {
        let window = try openWindow("resize", size: CGSize(width: 200, height: 150))
        _ = addScene(to: window)
        var resizes: [CGSize] = []
        window.onResize = { resizes.append($0) }
        try runFrames(window, atLeast: 1)
        report("before", describe(window.rootLayer.bounds))
        window.size = CGSize(width: 320, height: 240)
        let deadline = CAMediaClock.monotonicSeconds() + 5
        window.run(until: { window.size.width == 320 || CAMediaClock.monotonicSeconds() > deadline })
        let pixels = try capture(window)
        report("after", describe(window.rootLayer.bounds))
        report("resizes", resizes.map { "\(Int($0.width))x\(Int($0.height))" }.joined(separator: " "))
        report("scale", "\(window.scale)")
        report("framebuffer", "\(pixels.width)x\(pixels.height)")
        probe(pixels, "corner", pointX: 310, pointY: 230, scale: window.scale)
        probe(pixels, "red", pointX: 30, pointY: 30, scale: window.scale)
        window.close()
    }

    // MARK: HiDPI

    /// Opens 160×120 points and waits (5 s at most) for the output's scale to reach
    /// the window (on Wayland it comes once the surface is shown on a scaled output);
    /// reports the scale, the root layer's contentsScale and the framebuffer.
    func hiDPI() throws {
        let window = try openWindow("hidpi")
        _ = addScene(to: window)
        try runFrames(window, atLeast: 1)
        let deadline = CAMediaClock.monotonicSeconds() + 5
        window.run(until: { window.scale > 1 || CAMediaClock.monotonicSeconds() > deadline })
        let pixels = try capture(window)
        report("scale", "\(window.scale)")
        report("contentsScale", "\(window.rootLayer.contentsScale)")
        report("bounds", describe(window.rootLayer.bounds))
        report("framebuffer", "\(pixels.width)x\(pixels.height)")
        for (name, x, y) in [("red", 30, 30), ("redEdgeInside", 49, 49), ("root", 55, 55)] {
            probe(pixels, name, pointX: x, pointY: y, scale: window.scale)
        }
        window.close()
    }

    // MARK: input

    /// Pointer, wheel and keys synthesized in the X server (XTest) over a scene with a
    /// rotated layer: prints each event as the app got it (phase, location in the root,
    /// the layer hit and the location in it, modifiers).
    func pointerInput() throws {
        let window = try openWindow("input")
        let xtest: XTestInput
        switch XTestInput.load() {
        case .success(let loaded): xtest = loaded
        case .failure(let reason):
            report("xtest", "unavailable: \(reason)")
            window.close()
            return
        }
        report("xtest", "available")
        // A 60×40 layer centred at (80, 60), turned 90°: it covers x 60…100, y 30…90.
        let turned = CALayer()
        turned.name = "turned"
        turned.bounds = CGRect(x: 0, y: 0, width: 60, height: 40)
        turned.position = CGPoint(x: 80, y: 60)
        turned.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        turned.backgroundColor = WindowCheck.red
        let inner = CALayer()
        inner.name = "inner"
        inner.frame = CGRect(x: 5, y: 5, width: 20, height: 20)
        inner.backgroundColor = WindowCheck.green
        turned.addSublayer(inner)
        window.rootLayer.backgroundColor = WindowCheck.blue
        window.rootLayer.name = "root"
        window.rootLayer.addSublayer(turned)
        try runFrames(window, atLeast: 1)

        var events: [String] = []
        window.onPointer = { event in
            let hit = event.hitTest()
            events.append("pointer \(event.phase) \(event.button.map { "\($0)" } ?? "-") at \(describe(event.location)) "
                + "hit \(hit?.layer.name ?? "none") local \(hit.map { describe($0.location) } ?? "-") "
                + "buttons \(event.pressedButtons.rawValue) mods \(event.modifiers.rawValue)")
        }
        window.onScroll = { event in
            events.append("scroll \(event.deltaX) \(event.deltaY) at \(describe(event.location))")
        }
        window.onKey = { event in
            events.append("key \(event.phase) \(event.key.character.map { String($0) } ?? "\(event.key.rawValue)") mods \(event.modifiers.subtracting([.capsLock, .numLock]).rawValue)")
        }
        window.onText = { character in events.append("text \(character)") }

        var originX: Int32 = 0, originY: Int32 = 0
        glfwGetWindowPos(window.handle, &originX, &originY)
        let steps: [() -> Void] = [
            { xtest.move(toScreenX: Int(originX) + 90, y: Int(originY) + 40) },
            { xtest.button(1, pressed: true) },
            { xtest.move(toScreenX: Int(originX) + 20, y: Int(originY) + 100) },
            { xtest.button(1, pressed: false) },
            { xtest.button(4, pressed: true); xtest.button(4, pressed: false) },
            { xtest.key(keysym: 0xffe1, pressed: true) },
            { xtest.key(keysym: 0x61, pressed: true); xtest.key(keysym: 0x61, pressed: false) },
            { xtest.key(keysym: 0xffe1, pressed: false) },
        ]
        for step in steps {
            step()
            let until = CAMediaClock.monotonicSeconds() + 0.15
            window.run(until: { CAMediaClock.monotonicSeconds() >= until })
        }
        for event in events { report("event", event) }
        window.close()
    }

    // MARK: Helpers

    /// Blue root, red square at (10, 10, 40, 40), green 20-point square at (70, 80).
    func addScene(to window: Window) -> CALayer {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        window.rootLayer.backgroundColor = WindowCheck.blue
        let red = CALayer()
        red.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
        red.backgroundColor = WindowCheck.red
        let green = CALayer()
        green.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        green.position = CGPoint(x: 70, y: 80)
        green.backgroundColor = WindowCheck.green
        window.rootLayer.addSublayer(red)
        window.rootLayer.addSublayer(green)
        CATransaction.commit()
        return green
    }

    /// Animates `layer`'s `position.x` from `from` to `to` over `duration`, in its own
    /// transaction, under the key "slide".
    func slide(_ layer: CALayer, from: Double, to: Double, duration: Double,
                       timing: CAMediaTimingFunction? = nil) {
        CATransaction.begin()
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.fromValue = from
        slide.toValue = to
        slide.duration = duration
        slide.timingFunction = timing
        layer.add(slide, forKey: "slide")
        CATransaction.commit()
    }

    /// Opens the window of the check `name` (titled "lamina-window-check NAME", no vsync)
    /// and reports the platform it runs on.
    func openWindow(_ name: String, size: CGSize = CGSize(width: 160, height: 120)) throws -> Window {
        let window = try Window(title: "lamina-window-check \(name)", size: size, vsync: false, renderingBackend: backend)
        reportPlatform(of: window)
        return window
    }

    func reportPlatform(of window: Window) {
        report("version", Window.glfwVersion)
        report("platform", window.platform.rawValue)
        report("gl", window.context.driverDescription)
        report("backend", "\(window.activeRenderingBackend)")
        report("backend choice", window.backendChoice.summary)
        report("context", window.context.kind.rawValue)
        report("renderer", window.openGLRenderer)
    }

    func runFrames(_ window: Window, atLeast count: Int, timeout: Double = 10) throws {
        let start = window.statistics.framesPresented
        let deadline = CAMediaClock.monotonicSeconds() + timeout
        window.run(until: {
            window.statistics.framesPresented >= start + count || CAMediaClock.monotonicSeconds() > deadline
        })
        guard window.statistics.framesPresented >= start + count else {
            throw CheckFailure("only \(window.statistics.framesPresented - start) of \(count) frames came in \(timeout) s")
        }
    }

    func capture(_ window: Window) throws -> PixelBuffer {
        guard let pixels = window.capturePixels(timeout: 10) else {
            throw CheckFailure("the framebuffer could not be read back")
        }
        return pixels
    }

    /// Prints the pixel under point (`pointX`, `pointY`) (its centre): `probe NAME X Y: r g b a`.
    func probe(_ pixels: PixelBuffer, _ name: String, pointX: Int, pointY: Int, scale: CGFloat) {
        let x = Int((CGFloat(pointX) * scale).rounded(.down)), y = Int((CGFloat(pointY) * scale).rounded(.down))
        let p = pixels.pixel(x: x, y: y)
        report("probe \(name) \(x) \(y)", "\(p.r) \(p.g) \(p.b) \(p.a)")
    }

    func report(_ key: String, _ value: String) {
        print("\(key): \(value)")
        fflush(stdout)
    }
}

/// Records `animationDidStop`: when, on which thread, finished or not.
final class StopRecorder: NSObject, CAAnimationDelegate {
    var stoppedAt = 0.0
    var stoppedOnMainThread = false
    var finished = false

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        stoppedAt = CAMediaClock.monotonicSeconds()
        stoppedOnMainThread = Thread.isMainThread
        finished = flag
    }
}

func describe(_ p: CGPoint) -> String {
    String(format: "%.2f,%.2f", Double(p.x), Double(p.y))
}

func describe(_ r: CGRect) -> String {
    String(format: "%.0f,%.0f,%.0f,%.0f", Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
}
