import Foundation
import Lamina
import LaminaGL
import LaminaRaster

/// Where an offscreen run draws: a renderer with a backend, and a way to read a frame.
protocol OffscreenTarget {
    var renderer: CARenderer { get }
    /// Clears the target before a frame.
    func clear()
    /// The frame drawn last.
    func image() throws -> CGImage
}

/// The CPU renderer drawing into a bitmap context.
struct CPUOffscreenTarget: OffscreenTarget {
    let context: CGContext
    let renderer: CARenderer

    init(width: Int, height: Int) throws {
        guard let context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8,
                                      bytesPerRow: width * 4, space: CGColorSpaceCreateDeviceRGB(),
                                      bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) else {
            throw DemoError.failed("cannot make a \(width)×\(height) bitmap")
        }
        self.context = context
        renderer = CARenderer(context: context)
    }

    func clear() {
        context.clear(CGRect(x: 0, y: 0, width: context.width, height: context.height))
    }

    func image() throws -> CGImage {
        guard let image = context.makeImage() else { throw DemoError.failed("cannot read the frame back") }
        return image
    }
}

/// OpenGL through a headless EGL context (no display needed).
struct GLOffscreenTarget: OffscreenTarget {
    let context: GLOffscreenContext
    let renderer: CARenderer

    init(width: Int, height: Int) throws {
        do {
            context = try GLOffscreenContext(width: width, height: height)
        } catch {
            throw DemoError.failed("OpenGL is not available offscreen: \(error)\n(--backend cpu draws the same frames with the CPU renderer)")
        }
        renderer = CARenderer(glContext: context)
    }

    /// A target drawing into `context`.
    init(context: GLOffscreenContext) {
        self.context = context
        renderer = CARenderer(glContext: context)
    }

    /// The renderer clears the framebuffer at the start of every frame.
    func clear() {}

    func image() throws -> CGImage {
        context.readPixels()
    }
}
