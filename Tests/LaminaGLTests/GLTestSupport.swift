import Foundation
import XCTest
@testable import LaminaGL
import LaminaRaster

// What the GL tests share: an offscreen context or a skip that says why there is none,
// frames of a layer tree drawn by the GL renderer and by the CPU renderer at the same
// times, and the comparison the agreement tests assert. Expected values come from first
// principles or from the CPU renderer, never from GL's own output.

/// Whether the tests run in CI (`CI=true`, as CI services and `.ci/run` set it): there
/// the GL tests never skip.
let runsInCI = ["true", "1", "yes"].contains(ProcessInfo.processInfo.environment["CI"]?.lowercased() ?? "")

/// A context for a test, or `XCTSkip` with the reason (no EGL, no display) — in CI the
/// test fails with the reason instead.
func makeContext(_ width: Int, _ height: Int, scale: CGFloat = 1) throws -> GLOffscreenContext {
    do {
        let context = try GLOffscreenContext(width: width, height: height)
        context.scale = scale
        return context
    } catch let error as GLContextError {
        if runsInCI { throw GLUnavailableInCI(reason: "\(error)") }
        throw XCTSkip("no OpenGL offscreen context: \(error)")
    }
}

/// What a GL test throws in CI when EGL cannot make a context: the GL path must be tested
/// there, so its absence is a failure.
struct GLUnavailableInCI: Error, CustomStringConvertible {
    let reason: String
    var description: String { "CI=true but no OpenGL offscreen context: \(reason)" }
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
    /// A change made in a transaction at a later time (before that frame is drawn).
    var change: (time: CFTimeInterval, apply: (CALayer) -> Void)?
    /// Core Animation's debug colours the renderer draws the frames with.
    var debugColors: DebugColorOptions = []
    var setUp: (CALayer) -> Void

    /// The frames, drawn by a renderer `make` makes for a root of the scene's size;
    /// `read` returns the frame after each render.
    func frames(renderer make: () -> CARenderer, clear: () -> Void, read: () -> CGImage) -> [CGImage] {
        let renderer = make()
        renderer.debugColors = debugColors
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
        var pendingChange = change
        for t in times {
            if let change = pendingChange, change.time <= t {
                pendingChange = nil
                CAMediaClock.withFixedTime(change.time) {
                    CATransaction.begin()
                    CATransaction.setDisableActions(true)
                    change.apply(root)
                    CATransaction.commit()
                }
            }
            clear()
            CAMediaClock.withFixedTime(t) {
                renderer.beginFrame(atTime: t)
                renderer.render()
                renderer.endFrame()
            }
            for problem in renderer.checkInvariants() { XCTFail("invariant at t = \(t): \(problem)") }
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

    /// The GL renderer's frames, the renderer's backend (for its counters) and the GL
    /// errors raised while drawing them.
    func glFrames() throws -> (images: [CGImage], backend: GLBackend, errors: [String]) {
        let context = try makeContext(width, height, scale: scale)
        var renderer: CARenderer?
        var errors: [String] = []
        let images = frames(renderer: {
            renderer = CARenderer(glContext: context)
            return renderer!
        }, clear: {}, read: {
            let image = context.readPixels()
            errors += glErrors()
            return image
        })
        return (images, renderer!.backend as! GLBackend, errors)
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

// MARK: RenderLists drawn directly

let red = CGColor.RGBA(red: 1, green: 0, blue: 0, alpha: 1)
let blue = CGColor.RGBA(red: 0, green: 0, blue: 1, alpha: 1)
let green = CGColor.RGBA(red: 0, green: 1, blue: 0, alpha: 1)
let white = CGColor.RGBA(red: 1, green: 1, blue: 1, alpha: 1)
let black = CGColor.RGBA(red: 0, green: 0, blue: 0, alpha: 1)
let allCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]

/// A layer item of `size` at `transform`.
func layerItem(_ transform: CATransform3D, size: CGSize, color: CGColor.RGBA?, cornerRadius: CGFloat = 0,
               corners: CACornerMask = allCorners, borderWidth: CGFloat = 0, borderColor: CGColor.RGBA? = nil,
               opacity: Float = 1, tint: CGColor.RGBA = white, clip: Int32 = -1, contents: ContentsItem? = nil) -> RenderCommand {
    let rect = CGRect(origin: .zero, size: size)
    return .layer(LayerItem(placement: ItemPlacement(transform: transform, bounds: rect, opacity: opacity, tint: tint, clip: clip),
                            cornerRadius: cornerRadius, maskedCorners: corners, curve: .circular,
                            backgroundColor: color, borderWidth: borderWidth, borderColor: borderColor, contents: contents))
}

/// A plain axis-aligned layer at `frame`.
func layerItem(frame: CGRect, color: CGColor.RGBA?, cornerRadius: CGFloat = 0, opacity: Float = 1,
               clip: Int32 = -1) -> RenderCommand {
    layerItem(CATransform3DMakeTranslation(frame.minX, frame.minY, 0), size: frame.size, color: color,
              cornerRadius: cornerRadius, opacity: opacity, clip: clip)
}

/// The rounded rectangle (0, 0, size) under `transform`, as a clip region.
func clipRegion(_ transform: CATransform3D, size: CGSize, cornerRadius: CGFloat = 0, parent: Int32 = -1) -> ClipRegion {
    ClipRegion(transform: transform, shape: RoundedShape(rect: CGRect(origin: .zero, size: size), cornerRadius: cornerRadius,
                                                         maskedCorners: allCorners, curve: .circular), parent: parent)
}

/// The transform of a `w` × `h` layer centred on (cx, cy), turned by `angle` about z.
func rotated(size w: CGFloat, _ h: CGFloat, centre cx: CGFloat, _ cy: CGFloat, angle: CGFloat) -> CATransform3D {
    var t = CATransform3DMakeTranslation(-w / 2, -h / 2, 0)
    t = CATransform3DConcat(t, CATransform3DMakeRotation(angle, 0, 0, 1))
    return CATransform3DConcat(t, CATransform3DMakeTranslation(cx, cy, 0))
}

/// A list of `commands` for a `width` × `height` target.
func renderList(_ commands: [RenderCommand], clips: [ClipRegion] = [], width: Int, height: Int) -> RenderList {
    var list = RenderList()
    list.pixelWidth = width
    list.pixelHeight = height
    list.scale = 1
    list.commands = commands
    list.clips = clips
    return list
}

/// Draws `commands` with a fresh GL backend into a fresh context.
func drawGL(_ commands: [RenderCommand], clips: [ClipRegion] = [], width: Int = 100, height: Int = 100) throws
    -> (image: CGImage, backend: GLBackend) {
    let context = try makeContext(width, height)
    let backend = GLBackend(context: context)
    backend.draw(renderList(commands, clips: clips, width: width, height: height))
    return (context.readPixels(), backend)
}

/// Draws `commands` with the CPU renderer into a fresh transparent target.
func drawCPU(_ commands: [RenderCommand], clips: [ClipRegion] = [], width: Int = 100, height: Int = 100) -> CGImage {
    let target = PixelBuffer(width: width, height: height)
    CPUBackend(threadCount: 2).draw(renderList(commands, clips: clips, width: width, height: height), into: target)
    return CGImage(pixels: target)
}

/// The sum of alpha over an image, in pixels.
func coveredArea(_ image: CGImage) -> Double {
    var sum = 0
    for y in 0..<image.height {
        for x in 0..<image.width { sum += Int(image.pixels.pixel(x: x, y: y).a) }
    }
    return Double(sum) / 255
}

/// The standard normal CDF.
func Phi(_ x: Double) -> Double { 0.5 * (1 + erf(x / 2.0.squareRoot())) }
