import Foundation
import Lamina
import LaminaGL
import LaminaRaster

/// Where an offscreen run draws: a renderer with a backend, and a way to read a frame.
package protocol OffscreenTarget {
    var renderer: CARenderer { get }
    /// Clears the target before a frame.
    func clear()
    /// The frame drawn last.
    func image() throws -> CGImage
    /// Ends a frame that is not read back as a display's swap would: GL waits for the
    /// drawing (without it a driver may queue frame after frame, and what they hold).
    func present()
}

/// The CPU renderer drawing into a bitmap context.
package struct CPUOffscreenTarget: OffscreenTarget {
    package let context: CGContext
    package let renderer: CARenderer

    package init(width: Int, height: Int) throws {
        guard let context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8,
                                      bytesPerRow: width * 4, space: CGColorSpaceCreateDeviceRGB(),
                                      bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) else {
            throw OffscreenTargetError("cannot make a \(width)×\(height) bitmap")
        }
        self.context = context
        renderer = CARenderer(context: context)
    }

    /// The frame is done when `render()` returns.
    package func present() {}

    package func clear() {
        context.clear(CGRect(x: 0, y: 0, width: context.width, height: context.height))
    }

    package func image() throws -> CGImage {
        guard let image = context.makeImage() else { throw OffscreenTargetError("cannot read the frame back") }
        return image
    }
}

/// OpenGL through a headless EGL context (no display needed).
package struct GLOffscreenTarget: OffscreenTarget {
    package let context: GLOffscreenContext
    package let renderer: CARenderer

    package init(width: Int, height: Int) throws {
        do {
            context = try GLOffscreenContext(width: width, height: height)
        } catch {
            throw OffscreenTargetError("OpenGL is not available offscreen: \(error)\n(--backend cpu draws the same frames with the CPU renderer)")
        }
        renderer = CARenderer(glContext: context)
    }

    /// A target drawing into `context`.
    package init(context: GLOffscreenContext) {
        self.context = context
        renderer = CARenderer(glContext: context)
    }

    /// The renderer clears the framebuffer at the start of every frame.
    package func clear() {}

    package func present() {
        context.present()
    }

    package func image() throws -> CGImage {
        context.readPixels()
    }
}

/// Why an offscreen target cannot be made or read: the message says what is missing.
package struct OffscreenTargetError: Error, CustomStringConvertible {
    package let description: String

    package init(_ description: String) {
        self.description = description
    }
}
