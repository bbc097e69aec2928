import Foundation
import Testing
@testable import lamina_demo
@testable import LaminaRaster

// Scenes run on the CPU renderer at fixed times. Expected pixels and values come from the
// scenes' specifications in SCENES.md (positions, durations, angles) and the pictures'
// geometry, computed here — never from what the demo printed.

/// A scene built on an 800×600 CPU target (the stage's own size: one point, one pixel).
func cpuRun(_ scene: any DemoScene.Type, script: [ScriptedInput]? = nil) throws -> SceneRun {
    let target = try CPUOffscreenTarget(width: 800, height: 600)
    return SceneRun(scene, size: CGSize(width: 800, height: 600), target: target, script: script)
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
