import Foundation
import Testing
import Lamina
import LaminaGL
import LaminaRaster

// What the ported samples share: a stage (a root layer standing in for the sample's
// view, drawn by a CARenderer at fixed media times), the same sample drawn by the CPU
// renderer and by OpenGL, and the pixel helpers the checks use. Expected values are
// computed in each test from what the sample is meant to show, never from the output.

/// The backend a stage draws with.
enum SampleBackend {
    case cpu
    case gl
}

/// A root layer of `width` × `height` points (one pixel per point) standing in for a
/// sample's view, drawn at chosen media times. App code the sample runs later (a tap,
/// a button) is scheduled with `schedule(at:_:)` and runs, committed, before the first
/// frame at or after its time.
final class SampleStage {
    let root = CALayer()
    let width: Int
    let height: Int
    private let renderer: CARenderer
    private let bitmap: CGContext?
    private let glContext: GLOffscreenContext?
    private var scheduled: [(time: CFTimeInterval, body: (SampleStage) -> Void)] = []

    init(width: Int, height: Int, background: CGColor?, backend: SampleBackend) throws {
        self.width = width
        self.height = height
        switch backend {
        case .cpu:
            let context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: width * 4,
                                    space: CGColorSpaceCreateDeviceRGB(),
                                    bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
            bitmap = context
            glContext = nil
            renderer = CARenderer(context: context)
        case .gl:
            let context = try GLOffscreenContext(width: width, height: height)
            bitmap = nil
            glContext = context
            renderer = CARenderer(glContext: context)
        }
        root.frame = CGRect(x: 0, y: 0, width: width, height: height)
        root.backgroundColor = background
        renderer.bounds = root.frame
        renderer.layer = root
        _ = frame(at: 0)
    }

    /// Runs `body` with the media clock at `t` (app code between frames), then commits
    /// what it changed, as the end of a main run loop turn does.
    func run(at t: CFTimeInterval, _ body: () -> Void) {
        CAMediaClock.withFixedTime(t) {
            body()
            CATransaction.flush()
        }
    }

    /// Sets up layers at `t` without implicit animations: the sample's `viewDidLoad`,
    /// before its view is on screen.
    func setUp(at t: CFTimeInterval = 0, _ body: () -> Void) {
        run(at: t) {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            body()
            CATransaction.commit()
        }
    }

    /// Runs `body` at `t`, before the first frame drawn at or after `t`.
    func schedule(at t: CFTimeInterval, _ body: @escaping (SampleStage) -> Void) {
        scheduled.append((t, body))
        scheduled.sort { $0.time < $1.time }
    }

    /// The frame at media time `t`.
    func frame(at t: CFTimeInterval) -> CGImage {
        while let next = scheduled.first, next.time <= t {
            scheduled.removeFirst()
            run(at: next.time) { next.body(self) }
        }
        bitmap?.clear(CGRect(x: 0, y: 0, width: width, height: height))
        CAMediaClock.withFixedTime(t) {
            renderer.beginFrame(atTime: t)
            renderer.render()
            renderer.endFrame()
        }
        for problem in renderer.checkInvariants() {
            Issue.record("invariant at t = \(t): \(problem)")
        }
        if let glContext { return glContext.readPixels() }
        return CGImage(pixels: bitmap!.pixels.copy())
    }
}

/// A sample drawn at `times` by the CPU renderer and by OpenGL from the same set-up;
/// `build` makes the sample's layers on a fresh stage (it runs once per backend). The
/// GL frames must agree with the CPU ones as the backend agreement tests require:
/// PSNR ≥ 40 dB, at most 1 % of the pixels past 3 levels and none past 40 (edges).
/// Returns the CPU frames, which the sample's checks read.
func renderSample(_ name: String, width: Int, height: Int, background: CGColor? = CGColor(gray: 1, alpha: 1),
                  times: [CFTimeInterval], build: (SampleStage) -> Void) throws -> [CGImage] {
    let cpuStage = try SampleStage(width: width, height: height, background: background, backend: .cpu)
    build(cpuStage)
    let cpu = times.map { cpuStage.frame(at: $0) }
    let glStage = try SampleStage(width: width, height: height, background: background, backend: .gl)
    build(glStage)
    let gl = times.map { glStage.frame(at: $0) }
    for (i, t) in times.enumerated() {
        saveForReview(cpu[i], "\(name)-\(i)-cpu")
        saveForReview(gl[i], "\(name)-\(i)-gl")
        let difference = try #require(ImageComparison.compare(cpu[i], gl[i], tolerance: 3))
        let label = "\(name) at t = \(t): \(difference)"
        #expect(difference.psnr >= 40, "\(label)")
        #expect(Double(difference.differingPixels) <= 0.01 * Double(width * height), "\(label)")
        #expect(difference.maxChannelDifference <= 40, "\(label)")
    }
    return cpu
}

/// Writes `image` to `$LAMINA_SAMPLES_OUTPUT/name.png` when that variable is set, for a
/// person to look at.
func saveForReview(_ image: CGImage, _ name: String) {
    guard let folder = ProcessInfo.processInfo.environment["LAMINA_SAMPLES_OUTPUT"] else { return }
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try? image.writePNG(to: URL(fileURLWithPath: folder).appendingPathComponent(name + ".png"))
}

/// The premultiplied channels (r, g, b, a) of the pixel whose centre is (x + ½, y + ½).
func pixel(_ image: CGImage, _ x: Int, _ y: Int) -> [Int] {
    let p = image.pixels.pixel(x: x, y: y)
    return [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
}

/// The pixel containing the point `p`.
func pixel(_ image: CGImage, at p: CGPoint) -> [Int] {
    pixel(image, Int(p.x.rounded(.down)), Int(p.y.rounded(.down)))
}

/// Whether every channel is within `tolerance` of `expected`.
func near(_ actual: [Int], _ expected: [Int], _ tolerance: Int) -> Bool {
    actual.count == expected.count && zip(actual, expected).allSatisfy { abs($0 - $1) <= tolerance }
}

/// The opaque bytes of `color` (components 0…1) laid over opaque `under` with `alpha`.
func over(_ color: [Double], alpha: Double, on under: [Double]) -> [Int] {
    (0..<3).map { Int(((color[$0] * alpha + under[$0] * (1 - alpha)) * 255).rounded()) } + [255]
}

/// The point at `angle` (radians, iOS's sense: 0 is +x, π/2 is down) on the circle
/// of `radius` about `center`.
func point(on center: CGPoint, radius: CGFloat, angle: CGFloat) -> CGPoint {
    CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
}

/// y where x = `x` on the timing Bézier (0,0), (c1x,c1y), (c2x,c2y), (1,1), found by
/// bisection on the Bernstein form (x grows with the parameter).
func timingCurve(_ x: Double, _ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double) -> Double {
    func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }
    var lo = 0.0, hi = 1.0
    for _ in 0..<100 {
        let mid = (lo + hi) / 2
        if bezier(mid, c1x, c2x) < x { lo = mid } else { hi = mid }
    }
    return bezier((lo + hi) / 2, c1y, c2y)
}

/// Apple's `easeInEaseOut` curve (0.42, 0, 0.58, 1) at `x`.
func easeInEaseOut(_ x: Double) -> Double { timingCurve(x, 0.42, 0, 0.58, 1) }

/// Apple's `default` curve (0.25, 0.1, 0.25, 1) at `x`.
func defaultCurve(_ x: Double) -> Double { timingCurve(x, 0.25, 0.1, 0.25, 1) }

/// The fractional part of `x` (x − ⌊x⌋).
func fraction(_ x: Double) -> Double { x - x.rounded(.down) }
