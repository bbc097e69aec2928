import Foundation
import Testing
@testable import LaminaKit

/// A window drawn offscreen by the CPU renderer, driven frame by frame at chosen media
/// times (the clock is fixed to each frame's time, and to `at`'s time for app code).
final class KitScene {
    let window: UIWindow

    init(size: CGSize = CGSize(width: 200, height: 200)) {
        window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.backgroundColor = .white
        _ = frame(at: 0)
    }

    /// Runs `body` with the media clock at `t` (app code between frames), then commits.
    @discardableResult
    func at<R>(_ t: CFTimeInterval, _ body: () throws -> R) rethrows -> R {
        try CAMediaClock.withFixedTime(t) {
            let result = try body()
            CATransaction.flush()
            return result
        }
    }

    /// Draws the frame at `t`.
    @discardableResult
    func frame(at t: CFTimeInterval) -> CGImage? {
        window.renderOffscreen(at: t)
    }

    /// Adds `view` to the window without animation and draws a frame at `t`.
    func add(_ view: UIView, at t: CFTimeInterval = 0) {
        at(t) { window.addSubview(view) }
        frame(at: t)
    }

    /// The touch `phase` at `point` (window coordinates) at time `t`.
    func touch(_ phase: UITouch.Phase, _ x: CGFloat, _ y: CGFloat, at t: CFTimeInterval) {
        at(t) { window.sendTouch(phase, at: CGPoint(x: x, y: y), timestamp: t) }
    }
}

/// The pixel at (x, y) of `image`: (r, g, b, a), premultiplied.
func pixel(_ image: CGImage?, _ x: Int, _ y: Int) -> [Int] {
    guard let image else { return [] }
    let p = image.pixels.pixel(x: x, y: y)
    return [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
}

/// Whether two points agree within `tolerance`.
func near(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

func near(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

/// Records the touch methods a view receives, with locations in its own coordinates.
final class TouchRecordingView: UIView {
    var events: [String] = []
    var locations: [CGPoint] = []
    var lastPrevious: CGPoint?
    var forwards = false

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("began", touches)
        if forwards { super.touchesBegan(touches, with: event) }
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("moved", touches)
        if forwards { super.touchesMoved(touches, with: event) }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("ended", touches)
        if forwards { super.touchesEnded(touches, with: event) }
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("cancelled", touches)
        if forwards { super.touchesCancelled(touches, with: event) }
    }

    private func record(_ name: String, _ touches: Set<UITouch>) {
        events.append(name)
        if let touch = touches.first {
            locations.append(touch.location(in: self))
            lastPrevious = touch.previousLocation(in: self)
        }
    }
}

/// A solid image of `width`×`height` pixels of one colour.
func solidImage(width: Int, height: Int, red: UInt8, green: UInt8, blue: UInt8) -> CGImage {
    let pixels = PixelBuffer(width: width, height: height)
    for y in 0..<height {
        for x in 0..<width {
            let p = pixels.row(y) + x * 4
            p[0] = red; p[1] = green; p[2] = blue; p[3] = 255
        }
    }
    return CGImage(pixels: pixels)
}
