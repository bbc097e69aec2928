import Foundation
import Testing
@testable import lamina_demo
@testable import LaminaScenes
@testable import LaminaRaster

// Scenes run on the CPU renderer at fixed times. Expected pixels and values come from the
// scenes' specifications in SCENES.md (positions, durations, angles) and the pictures'
// geometry, computed here — never from what the demo printed.

/// A scene built on an 800×600 CPU target (the stage's own size: one point, one pixel),
/// whose layer tree, render tree and render list are checked after every frame.
func cpuRun(_ scene: any DemoScene.Type, script: [ScriptedInput]? = nil) throws -> SceneRun {
    let target = try CPUOffscreenTarget(width: 800, height: 600)
    return checked(SceneRun(scene, size: CGSize(width: 800, height: 600), target: target, script: script))
}

/// `run`, recording an issue for each broken invariant after every frame it draws.
func checked(_ run: SceneRun) -> SceneRun {
    run.onInvariantViolation = { problem in Issue.record(Comment(rawValue: "invariant: \(problem)")) }
    return run
}

/// The colour at a pixel, unpremultiplied to 0…1 (the frames are opaque).
func color(_ image: CGImage, _ x: CGFloat, _ y: CGFloat) -> (r: Double, g: Double, b: Double) {
    let p = image.pixels.pixel(x: Int(x), y: Int(y))
    return (Double(p.r) / 255, Double(p.g) / 255, Double(p.b) / 255)
}

/// Whether two colours agree within `tolerance` per channel.
func close(_ a: (r: Double, g: Double, b: Double), _ b: (r: Double, g: Double, b: Double), _ tolerance: Double = 0.02) -> Bool {
    abs(a.r - b.r) <= tolerance && abs(a.g - b.g) <= tolerance && abs(a.b - b.b) <= tolerance
}

/// A colour's components as the test compares them.
func rgb(_ c: CGColor) -> (r: Double, g: Double, b: Double) {
    let k = c.components ?? [0, 0, 0, 1]
    return k.count >= 3 ? (Double(k[0]), Double(k[1]), Double(k[2])) : (Double(k[0]), Double(k[0]), Double(k[0]))
}

/// Whether two images have the same pixels.
func samePixels(_ a: CGImage, _ b: CGImage) -> Bool {
    guard a.width == b.width, a.height == b.height else { return false }
    for y in 0..<a.height where memcmp(a.pixels.row(y), b.pixels.row(y), a.width * 4) != 0 { return false }
    return true
}

/// Draws `run`'s frames at `fps` from `start` up to, not including, `end`, as the window
/// and offscreen runs do: what the frame loop delivers (animation completions, display
/// links, delayed calls) happens on the way.
func play(_ run: SceneRun, from start: CFTimeInterval, to end: CFTimeInterval, fps: Double = 20) throws {
    var index = 0
    while start + Double(index) / fps < end - 1e-9 {
        _ = try run.frame(at: start + Double(index) / fps)
        index += 1
    }
}

/// The mean difference per channel (0…1) between the frame's pixels in the disc of
/// `radius` points around `centre` and `picture` drawn upright, stretched to `frame`
/// (points), sampled bilinearly at each frame pixel's centre. Pictures are opaque there.
func difference(_ image: CGImage, at centre: CGPoint, radius: CGFloat, picture: CGImage, in frame: CGRect) -> Double {
    let pixels = picture.pixels
    func sample(_ x: CGFloat, _ y: CGFloat) -> (Double, Double, Double) {
        let fx = x - 0.5, fy = y - 0.5
        let x0 = Int(fx.rounded(.down)), y0 = Int(fy.rounded(.down))
        let wx = Double(fx) - Double(x0), wy = Double(fy) - Double(y0)
        var s = (0.0, 0.0, 0.0)
        for (dx, dy, w) in [(0, 0, (1 - wx) * (1 - wy)), (1, 0, wx * (1 - wy)), (0, 1, (1 - wx) * wy), (1, 1, wx * wy)] {
            let p = pixels.pixel(x: min(max(x0 + dx, 0), pixels.width - 1), y: min(max(y0 + dy, 0), pixels.height - 1))
            s = (s.0 + w * Double(p.r) / 255, s.1 + w * Double(p.g) / 255, s.2 + w * Double(p.b) / 255)
        }
        return s
    }
    var total = 0.0, count = 0
    let sx = CGFloat(picture.width) / frame.width, sy = CGFloat(picture.height) / frame.height
    for y in Int((centre.y - radius).rounded(.down))...Int((centre.y + radius).rounded(.up)) {
        for x in Int((centre.x - radius).rounded(.down))...Int((centre.x + radius).rounded(.up)) {
            let px = CGFloat(x) + 0.5, py = CGFloat(y) + 0.5
            guard hypot(px - centre.x, py - centre.y) <= radius else { continue }
            let c = color(image, CGFloat(x), CGFloat(y))
            let s = sample((px - frame.minX) * sx, (py - frame.minY) * sy)
            total += abs(c.r - s.0) + abs(c.g - s.1) + abs(c.b - s.2)
            count += 3
        }
    }
    return count > 0 ? total / Double(count) : .infinity
}

/// `difference(_:at:radius:picture:in:)` for a `size`-point square picture centred on
/// `centre`.
func difference(_ image: CGImage, at centre: CGPoint, size: CGFloat, radius: CGFloat, picture: CGImage) -> Double {
    difference(image, at: centre, radius: radius, picture: picture,
               in: CGRect(x: centre.x - size / 2, y: centre.y - size / 2, width: size, height: size))
}
