import Foundation
import Lamina
import LaminaGL
import LaminaHost
import LaminaRaster

/// 100,000 live particles (one cell: 50,000 births a second living 2 s, from a rectangle,
/// spinning and fading) at 1280×720: the CPU renderer's whole frame, GL's on this
/// machine's driver, and `emitter_prepare_ms`, Lamina's CPU time per frame on GL
/// (evaluation, flattening, encoding). On a hardware GPU (not a software rasterizer) also
/// `emitter_million_fps`: frames per second with 1,000,000 live particles.
enum EmitterSuite {
    static func build(_ root: CALayer) { build(root, birthRate: 50_000) }

    static func build(_ root: CALayer, birthRate: Float) {
        let dot = bitmapContext(width: 4, height: 4)
        dot.setFillColor(CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        dot.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        let emitter = CAEmitterLayer()
        emitter.frame = root.bounds
        emitter.emitterPosition = CGPoint(x: 640, y: 360)
        emitter.emitterShape = .rectangle
        emitter.emitterSize = CGSize(width: 1200, height: 680)
        let cell = CAEmitterCell()
        cell.contents = dot.makeImage()
        cell.birthRate = birthRate
        cell.lifetime = 2
        cell.velocity = 20
        cell.emissionRange = 2 * .pi
        cell.spin = 1
        cell.alphaSpeed = -0.4
        cell.color = CGColor(red: 0.9, green: 0.8, blue: 0.4, alpha: 1)
        emitter.emitterCells = [cell]
        root.addSublayer(emitter)
    }

    static func run() -> SuiteReport {
        var rows: [BenchmarkResult] = []
        var figures: [String: Double] = [:]
        let cpu = CPUSuite.frameTime("cpu: 100,000 live particles", build)
        rows.append(cpu)
        figures["emitter_cpu_ms"] = cpu.nanosecondsPerOperation / 1e6
        if let context = try? GLOffscreenContext(width: CPUSuite.width, height: CPUSuite.height) {
            let renderer = GLSuite.makeRenderer(build, context: context)
            let pixels = PixelBuffer(width: CPUSuite.width, height: CPUSuite.height)
            var time: CFTimeInterval = 0
            var prepare: [Double] = []
            let gl = measure("gl: 100,000 live particles") {
                time += 1.0 / 60
                let start = DispatchTime.now().uptimeNanoseconds
                renderer.beginFrame(atTime: time)
                let evaluated = DispatchTime.now().uptimeNanoseconds
                renderer.render()
                renderer.endFrame()
                context.readPixels(into: pixels)
                let s = renderer.statistics
                prepare.append(Double(evaluated - start) / 1e6 + (s.flattenSeconds + renderer.glEncodeSeconds) * 1e3)
            }
            rows.append(gl)
            figures["emitter_gl_ms"] = gl.nanosecondsPerOperation / 1e6
            prepare.sort()
            figures["emitter_prepare_ms"] = prepare[prepare.count / 2]
            if !RenderingBackendChoice.isSoftwareRasterizer(context.renderer) {
                let (million, _) = GLSuite.frameTime("gl: 1,000,000 live particles",
                                                     { build($0, birthRate: 500_000) }, context: context)
                rows.append(million)
                figures["emitter_million_fps"] = 1e9 / million.nanosecondsPerOperation
            }
        } else {
            FileHandle.standardError.write(Data("lamina-bench emitter: no GL context; CPU rows only\n".utf8))
        }
        return SuiteReport(name: "emitter", rows: rows, figures: figures)
    }
}
