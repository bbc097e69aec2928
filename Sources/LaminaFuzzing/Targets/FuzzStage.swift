import Foundation
import Lamina
import LaminaCPU
import LaminaGL
import LaminaRaster

// Where the fuzz targets draw: one CPU renderer on a small bitmap and, where EGL makes a
// context, one GL renderer on an offscreen surface of the same size, both kept for the
// whole run (a fresh GL backend per case would spend the run compiling shaders). Input:
// a root layer and frame times; output: the frames and the rules they broke. Caller's
// thread, which is also the app thread of both renderers.

/// The renderers a fuzz target draws a layer tree with.
package final class FuzzStage {
    /// The stage's side, in pixels and points.
    package let side: Int
    private let bitmap: CGContext
    private let cpu: CARenderer
    private let glContext: GLOffscreenContext?
    private let gl: CARenderer?

    /// A stage of `side` × `side`; `withGL` adds the GL renderer when EGL can make a
    /// context (`glUnavailableReason` says why not otherwise).
    package init(side: Int, withGL: Bool) {
        self.side = side
        bitmap = CGContext(data: nil, width: side, height: side, bitsPerComponent: 8, bytesPerRow: side * 4,
                           space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        cpu = CARenderer(backend: ContextBackend(context: bitmap, scale: 1, renderer: CPUBackend(threadCount: 1)))
        var context: GLOffscreenContext?
        var reason: String?
        if withGL {
            do { context = try GLOffscreenContext(width: side, height: side) } catch { reason = "\(error)" }
        }
        glContext = context
        gl = context.map { CARenderer(glContext: $0) }
        // Cases are a few frames each and share nothing: a small texture budget keeps the
        // process's memory flat over a long run (llvmpipe's textures are the process's
        // memory, under AddressSanitizer twice over) and evicts often, which is tested too.
        (gl?.backend as? GLBackend)?.textureBudgetBytes = Self.textureBudgetBytes
        glUnavailableReason = reason
    }

    /// The GL renderer's texture budget (a window's is 256 MB).
    static let textureBudgetBytes = 16 << 20

    /// Why the GL renderer is missing when it was asked for.
    package let glUnavailableReason: String?

    /// Whether frames are also drawn by GL.
    package var hasGL: Bool { gl != nil }

    /// The frames of `root` at `times` by the CPU renderer (and by GL when present, of
    /// `glRoot` when given), and the invariant problems found after each frame.
    ///
    /// The CPU draws all its frames first, and what they do to the model reaches GL's: an
    /// animation removed on completion at a later time is gone when GL draws the first.
    /// Frames compared between the backends take `glRoot`, a second tree built alike.
    package func frames(of root: CALayer, glRoot: CALayer? = nil, at times: [CFTimeInterval])
        -> (cpu: [CGImage], gl: [CGImage], findings: [String]) {
        var findings: [String] = []
        var cpuFrames: [CGImage] = [], glFrames: [CGImage] = []
        let full = CGRect(x: 0, y: 0, width: side, height: side)
        for renderer in [cpu] + (gl.map { [$0] } ?? []) {
            let drawn = renderer === cpu ? root : glRoot ?? root
            renderer.bounds = full
            renderer.layer = drawn
            for t in times {
                if renderer === cpu { bitmap.clear(full) }
                CAMediaClock.withFixedTime(t) {
                    renderer.beginFrame(atTime: t)
                    renderer.render()
                    renderer.endFrame()
                }
                for problem in renderer.checkInvariants() { findings.append("t = \(t): \(problem)") }
                if renderer === cpu { cpuFrames.append(bitmap.makeImage()!) } else { glFrames.append(glContext!.readPixels()) }
            }
            renderer.layer = nil
        }
        for problem in root.checkInvariants() { findings.append("tree: \(problem)") }
        for problem in glRoot?.checkInvariants() ?? [] { findings.append("GL's tree: \(problem)") }
        return (cpuFrames, glFrames, findings)
    }

    /// Channel levels every pixel of the two backends' frames agrees to, the largest
    /// difference an edge pixel may show and the share of pixels allowed past the first
    /// (the agreement tests' tolerance, `AgreementTests`).
    package static let tolerance = 3, edgeTolerance = 40, edgeShare = 0.01

    /// How a finding of `disagreements(cpu:gl:times:)` begins.
    package static let disagreementLead = "GL disagrees with the CPU"

    /// Where the GL frames disagree with the CPU frames beyond the agreement tolerance.
    package func disagreements(cpu: [CGImage], gl: [CGImage], times: [CFTimeInterval]) -> [String] {
        var findings: [String] = []
        for (i, t) in times.enumerated() where i < cpu.count && i < gl.count {
            guard let difference = ImageComparison.compare(cpu[i], gl[i], tolerance: Self.tolerance) else { continue }
            if difference.psnr < 40 || Double(difference.differingPixels) > Self.edgeShare * Double(side * side)
                || difference.maxChannelDifference > Self.edgeTolerance {
                findings.append("\(Self.disagreementLead) at t = \(t): \(difference)")
            }
        }
        return findings
    }
}
