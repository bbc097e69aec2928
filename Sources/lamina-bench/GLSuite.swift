import Foundation
import Lamina
import LaminaGL
import LaminaRaster

/// The `cpu` suite's scenes drawn by OpenGL into an offscreen EGL context at 1280×720
/// (Mesa's llvmpipe on a machine without a GPU, the GPU through EGL's device platform on
/// one): "gl_ms" per scene (a whole frame: commit, evaluate, flatten, draw, and the
/// readback, which waits for the GPU), "gl_draw_calls" per scene, and
/// "cpu_over_llvmpipe": the CPU renderer's frame time over GL's for the same scene in
/// the same run (below 1: the CPU renderer is faster). Then a 1,000,000-copy replicator
/// (`gl_replicator1m_fps`, the frame rate a GPU machine reaches with it;
/// `gl_replicator1m_prepare_ms`, the CPU time Lamina spends on its frame; its draw calls),
/// and the same with every copy running its animation late (`gl_replicator1m_late_*`).
enum GLSuite {
    static let width = CPUSuite.width, height = CPUSuite.height

    static func run() -> SuiteReport {
        let context: GLOffscreenContext
        do {
            context = try GLOffscreenContext(width: width, height: height)
        } catch {
            FileHandle.standardError.write(Data("lamina-bench gl: \(error)\n".utf8))
            return SuiteReport(name: "gl", rows: [], figures: [:])
        }
        FileHandle.standardError.write(Data("lamina-bench gl: \(context.renderer), EGL \(context.platform)\n".utf8))
        var rows: [BenchmarkResult] = []
        var glMs: [String: Double] = [:], drawCalls: [String: Double] = [:], ratio: [String: Double] = [:]
        for entry in CPUSuite.scenes {
            let (gl, calls) = frameTime("gl: " + entry.name, entry.build, context: context)
            let cpu = CPUSuite.frameTime("cpu: " + entry.name, entry.build)
            rows.append(gl)
            rows.append(cpu)
            glMs[entry.key] = gl.nanosecondsPerOperation / 1e6
            drawCalls[entry.key] = Double(calls)
            ratio[entry.key] = cpu.nanosecondsPerOperation / gl.nanosecondsPerOperation
        }
        var figures: [String: Double] = [:]
        let million = millionReplicator(context: context)
        rows.append(million.row)
        figures["gl_replicator1m_fps"] = 1e9 / million.row.nanosecondsPerOperation
        figures["gl_replicator1m_draw_ms"] = million.drawMs
        figures["gl_replicator1m_encode_ms"] = million.encodeMs
        figures["gl_replicator1m_flatten_ms"] = million.flattenMs
        // Lamina's CPU time per frame: evaluation (with the commit), flattening, encoding.
        figures["gl_replicator1m_prepare_ms"] = million.evaluateMs + million.flattenMs + million.encodeMs
        figures["gl_replicator1m_draw_calls"] = Double(million.drawCalls)
        // The same copies each running the pulse 10 µs after the one before
        // (`instanceDelay`): evaluated per copy on the GPU from the pulse's track.
        let late = millionReplicator(context: context, delay: 1e-5)
        rows.append(late.row)
        figures["gl_replicator1m_late_fps"] = 1e9 / late.row.nanosecondsPerOperation
        figures["gl_replicator1m_late_prepare_ms"] = late.evaluateMs + late.flattenMs + late.encodeMs
        figures["gl_replicator1m_late_draw_calls"] = Double(late.drawCalls)
        return SuiteReport(name: "gl", rows: rows, figures: figures,
                           groups: ["gl_ms": glMs, "gl_draw_calls": drawCalls, "cpu_over_llvmpipe": ratio])
    }

    /// A renderer for a scene `build` makes, drawing into `context`.
    static func makeRenderer(_ build: (CALayer) -> Void, context: GLOffscreenContext) -> CARenderer {
        let renderer = CARenderer(glContext: context)
        CPUSuite.show(build, on: renderer)
        return renderer
    }

    /// Median time of one whole frame, read back (so the GPU's work is in it), and the
    /// frame's draw calls.
    static func frameTime(_ name: String, _ build: (CALayer) -> Void, context: GLOffscreenContext) -> (BenchmarkResult, Int) {
        let renderer = makeRenderer(build, context: context)
        let pixels = PixelBuffer(width: width, height: height)
        var time: CFTimeInterval = 0
        let result = measure(name) {
            time += 1.0 / 60
            renderer.beginFrame(atTime: time)
            renderer.render()
            renderer.endFrame()
            context.readPixels(into: pixels)
        }
        return (result, renderer.statistics.drawCalls)
    }

    /// A 1,000,000-copy replicator of a 4-pt pulsing dot on a spiral: the median of a few frames
    /// (each is long on llvmpipe), with the flatten, draw and encode (the GL backend's
    /// CPU work, part of draw) parts of the last. `delay`: the replicator's
    /// `instanceDelay` (0: every copy pulses in step).
    static func millionReplicator(context: GLOffscreenContext, delay: CFTimeInterval = 0)
        -> (row: BenchmarkResult, drawMs: Double, encodeMs: Double, flattenMs: Double, evaluateMs: Double, drawCalls: Int) {
        let renderer = makeRenderer({ root in
            // The replicator alone on the target, its dot pulsing.
            root.backgroundColor = nil
            CPUSuite.dotSpiral(root, copies: 1_000_000, scale: 0.999997, angle: 0.0021, blueOffset: -0.000001, dot: 4, y: 20)
            (root.sublayers?.first as? CAReplicatorLayer)?.instanceDelay = delay
            let pulse = CABasicAnimation(keyPath: "opacity")
            pulse.fromValue = 1
            pulse.toValue = 0.4
            pulse.duration = 0.5
            pulse.autoreverses = true
            pulse.repeatCount = .infinity
            root.sublayers?.first?.sublayers?.first?.add(pulse, forKey: "pulse")
        }, context: context)
        let pixels = PixelBuffer(width: width, height: height)
        var samples: [Double] = []
        var evaluateNs = 0.0
        for frame in 0..<4 {
            let t = Double(frame) / 60
            let start = DispatchTime.now().uptimeNanoseconds
            renderer.beginFrame(atTime: t)
            evaluateNs = Double(DispatchTime.now().uptimeNanoseconds - start)
            renderer.render()
            renderer.endFrame()
            context.readPixels(into: pixels)
            if frame > 0 { samples.append(Double(DispatchTime.now().uptimeNanoseconds - start)) }
        }
        samples.sort()
        let s = renderer.statistics
        let name = delay == 0 ? "gl: 1,000,000-copy replicator of one dot" : "gl: 1,000,000 copies of one dot, each pulsing \(delay) s late"
        return (BenchmarkResult(name: name, nanosecondsPerOperation: samples[samples.count / 2],
                                operationsPerBatch: 1, batches: samples.count),
                s.drawSeconds * 1e3, renderer.glEncodeSeconds * 1e3, s.flattenSeconds * 1e3, evaluateNs / 1e6, s.drawCalls)
    }
}
