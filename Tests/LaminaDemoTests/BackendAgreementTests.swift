import Foundation
import Testing
@testable import lamina_demo
@testable import LaminaScenes
@testable import LaminaRaster
import LaminaGL

/// Whether OpenGL can be had offscreen here (EGL with Mesa or a GPU driver). In CI
/// (`CI=true`) the suite runs regardless, so a missing context fails it with the reason.
private let openGLAvailable = (try? GLOffscreenContext(width: 1, height: 1)) != nil
    || ["true", "1", "yes"].contains(ProcessInfo.processInfo.environment["CI"]?.lowercased() ?? "")

/// Every scene of the demo drawn by OpenGL and by the CPU renderer at the same times must
/// agree as LaminaGLTests' feature scenes do: PSNR ≥ 40 dB, every channel of every pixel
/// within 3 levels except at most 1 % of the pixels (edges, where 8-bit fixed point and
/// float round a fringe pixel differently), and those within 40.
@Suite("Demo scenes on both backends", .enabled(if: openGLAvailable, "EGL cannot make an OpenGL 3.3 context here"))
struct BackendAgreementTests {
    @Test("OpenGL and the CPU renderer draw the same frames", arguments: DemoScenes.all.map { $0.number })
    func scene(_ number: Int) throws {
        let type = try #require(DemoScenes.scene(numbered: number))
        let size = CGSize(width: 400, height: 300)
        let times = [0, 0.4, 1.1, 2.3]
        // One run after the other: display links belong to the thread, so two runs at
        // once would each turn the other's scene at its own frames.
        func frames(_ target: any OffscreenTarget) throws -> [CGImage] {
            let run = checked(SceneRun(type, size: size, target: target))
            defer { run.finish() }
            return try times.map { try run.frame(at: $0) }
        }
        let cpu = try frames(try CPUOffscreenTarget(width: 400, height: 300))
        let gl = try frames(try GLOffscreenTarget(width: 400, height: 300))
        for (t, (a, b)) in zip(times, zip(cpu, gl)) {
            let difference = try #require(ImageComparison.compare(a, b, tolerance: 3))
            #expect(difference.psnr >= 40, "scene \(number) at \(t): \(difference)")
            #expect(Double(difference.differingPixels) <= 0.01 * 400 * 300, "scene \(number) at \(t): \(difference)")
            #expect(difference.maxChannelDifference <= 40, "scene \(number) at \(t): \(difference)")
        }
    }
}
