import Foundation
import XCTest
@testable import LaminaGL
import LaminaRaster

// What the GL tests share: an offscreen context or a skip that says why there is none,
// frames of a layer tree drawn by the GL renderer and by the CPU renderer at the same
// times, and the comparison the agreement tests assert. Expected values come from first
// principles or from the CPU renderer, never from GL's own output.

/// A context for a test, or `XCTSkip` with the reason (no EGL, no display).
func makeContext(_ width: Int, _ height: Int, scale: CGFloat = 1) throws -> GLOffscreenContext {
    do {
        let context = try GLOffscreenContext(width: width, height: height)
        context.scale = scale
        return context
    } catch let error as GLContextError {
        throw XCTSkip("no OpenGL offscreen context: \(error)")
    }
}

/// A bitmap context of `width` × `height` (premultiplied RGBA8).
func makeBitmap(_ width: Int, _ height: Int) -> CGContext {
    CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: width * 4,
              space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
}

/// A scene: a root layer of `size` points, built by `setUp` at time `times[0]` (no
/// implicit animations), drawn at each of `times`.
struct Scene {
    var name: String
    var width: Int
    var height: Int
    var scale: CGFloat = 1
    var times: [CFTimeInterval] = [0]
    var setUp: (CALayer) -> Void

    /// The frames, drawn by a renderer `make` makes for a root of the scene's size;
    /// `read` returns the frame after each render.
    func frames(renderer make: () -> CARenderer, clear: () -> Void, read: () -> CGImage) -> [CGImage] {
        let renderer = make()
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: CGFloat(width) / scale, height: CGFloat(height) / scale)
        renderer.bounds = root.frame
        renderer.layer = root
        CAMediaClock.withFixedTime(times[0]) {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            setUp(root)
            CATransaction.commit()
        }
        var images: [CGImage] = []
        for t in times {
            clear()
            CAMediaClock.withFixedTime(t) {
                renderer.beginFrame(atTime: t)
                renderer.render()
                renderer.endFrame()
            }
            images.append(read())
        }
        return images
    }

    /// The CPU renderer's frames.
    func cpuFrames() -> [CGImage] {
        let bitmap = makeBitmap(width, height)
        let full = CGRect(x: 0, y: 0, width: width, height: height)
        return frames(renderer: { CARenderer(backend: ContextBackend(context: bitmap, scale: scale)) },
                      clear: { bitmap.clear(full) },
                      read: { CGImage(pixels: bitmap.pixels.copy()) })
    }

    /// The GL renderer's frames, and the renderer's backend (for its counters).
    func glFrames() throws -> (images: [CGImage], backend: GLBackend) {
        let context = try makeContext(width, height, scale: scale)
        var renderer: CARenderer?
        let images = frames(renderer: {
            renderer = CARenderer(glContext: context)
            return renderer!
        }, clear: {}, read: { context.readPixels() })
        return (images, renderer!.backend as! GLBackend)
    }
}

/// Where review images go: `$LAMINA_GL_OUTPUT` when set.
func saveForReview(_ image: CGImage, _ name: String) {
    guard let folder = ProcessInfo.processInfo.environment["LAMINA_GL_OUTPUT"] else { return }
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try? image.writePNG(to: URL(fileURLWithPath: folder).appendingPathComponent(name + ".png"))
}

/// The premultiplied channels of a pixel.
func rgba(_ image: CGImage, _ x: Int, _ y: Int) -> [Int] {
    let p = image.pixels.pixel(x: x, y: y)
    return [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
}

/// Whether every channel is within `tolerance` of `expected`.
func near(_ actual: [Int], _ expected: [Int], _ tolerance: Int) -> Bool {
    zip(actual, expected).allSatisfy { abs($0 - $1) <= tolerance }
}
