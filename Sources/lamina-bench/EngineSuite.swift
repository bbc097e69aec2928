import Foundation
import Lamina

/// Animation evaluation at scale: 10,000 layers, each running a position keyframe
/// animation, a `transform.rotation` basic animation and an opacity spring, evaluated
/// for 600 frames (10 s at 60 Hz) by a backend-less `CARenderer` on one thread.
///
/// For profiling, the environment can shrink it: `LAMINA_BENCH_LAYERS`,
/// `LAMINA_BENCH_FRAMES`, and `LAMINA_BENCH_ANIMS` (any of `k`, `b`, `s`: which of the
/// three animations each layer gets).
enum EngineSuite {
    static let layerCount = Int(ProcessInfo.processInfo.environment["LAMINA_BENCH_LAYERS"] ?? "") ?? 10_000
    static let frameCount = Int(ProcessInfo.processInfo.environment["LAMINA_BENCH_FRAMES"] ?? "") ?? 600

    static func run() -> SuiteReport {
        let kinds = ProcessInfo.processInfo.environment["LAMINA_BENCH_ANIMS"] ?? "kbs"
        let count = layerCount.formatted()
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 1280, height: 720)
        for i in 0..<layerCount {
            let layer = CALayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 8, height: 8)
            layer.position = CGPoint(x: CGFloat(i % 160) * 8, y: CGFloat(i / 160) * 8)
            root.addSublayer(layer)

            let wander = CAKeyframeAnimation(keyPath: "position")
            let p = layer.position
            wander.values = [p, CGPoint(x: p.x + 20, y: p.y), CGPoint(x: p.x + 20, y: p.y + 20), p]
            wander.duration = 2
            wander.repeatCount = .greatestFiniteMagnitude
            if kinds.contains("k") { layer.add(wander, forKey: "wander") }

            let spin = CABasicAnimation(keyPath: "transform.rotation")
            spin.toValue = 2 * CGFloat.pi
            spin.duration = 1.5
            spin.repeatCount = .greatestFiniteMagnitude
            if kinds.contains("b") { layer.add(spin, forKey: "spin") }

            let pulse = CASpringAnimation(keyPath: "opacity")
            pulse.fromValue = 1
            pulse.toValue = 0.2
            pulse.damping = 2
            pulse.duration = 20
            if kinds.contains("s") { layer.add(pulse, forKey: "pulse") }
        }
        let renderer = CARenderer()
        renderer.layer = root

        let commitStart = DispatchTime.now().uptimeNanoseconds
        renderer.beginFrame(atTime: 0)
        renderer.endFrame()
        let commitNs = Double(DispatchTime.now().uptimeNanoseconds - commitStart)

        var frameNs: [Double] = []
        frameNs.reserveCapacity(frameCount)
        for frame in 1...frameCount {
            let start = DispatchTime.now().uptimeNanoseconds
            renderer.beginFrame(atTime: Double(frame) / 60)
            renderer.endFrame()
            frameNs.append(Double(DispatchTime.now().uptimeNanoseconds - start))
        }
        // Flattening the evaluated tree into a render list (what a backend draws), and the
        // whole frame (evaluation and flattening) around it.
        var flattenNs: [Double] = []
        var wholeFrameNs: [Double] = []
        for frame in 1...min(frameCount, 60) {
            let start = DispatchTime.now().uptimeNanoseconds
            renderer.beginFrame(atTime: 10 + Double(frame) / 60)
            renderer.render()
            renderer.endFrame()
            wholeFrameNs.append(Double(DispatchTime.now().uptimeNanoseconds - start))
            flattenNs.append(renderer.statistics.flattenSeconds * 1e9)
        }
        flattenNs.sort()
        wholeFrameNs.sort()
        let framePerLayer = wholeFrameNs[wholeFrameNs.count / 2] / Double(layerCount)
        let total = frameNs.reduce(0, +)
        let perLayerFrame = total / Double(frameCount * layerCount)
        frameNs.sort()
        let median = frameNs[frameNs.count / 2]

        // An idle tree of the same size: nothing animates, nothing changes.
        let idleRoot = CALayer()
        for _ in 0..<layerCount { idleRoot.addSublayer(CALayer()) }
        let idle = CARenderer()
        idle.layer = idleRoot
        idle.beginFrame(atTime: 0)
        idle.endFrame()
        var idleTime: CFTimeInterval = 1
        let idleFrame = measure("idle \(count)-layer tree: one frame") {
            idleTime += 1.0 / 60
            idle.beginFrame(atTime: idleTime)
            idle.endFrame()
        }

        let memory = PlainLayerMemory.bytesPerLayer(count: layerCount)

        let rows = [
            BenchmarkResult(name: "first commit of \(count) layers × 3 animations", nanosecondsPerOperation: commitNs,
                            operationsPerBatch: 1, batches: 1),
            BenchmarkResult(name: "frame: \(count) layers × 3 animations (median)", nanosecondsPerOperation: median,
                            operationsPerBatch: 1, batches: frameCount),
            BenchmarkResult(name: "per layer per frame (3 animations)", nanosecondsPerOperation: perLayerFrame,
                            operationsPerBatch: frameCount * layerCount, batches: 1),
            idleFrame,
            BenchmarkResult(name: "flatten \(count) animated layers into a render list (median)",
                            nanosecondsPerOperation: flattenNs[flattenNs.count / 2], operationsPerBatch: 1,
                            batches: flattenNs.count),
        ]
        return SuiteReport(name: "engine", rows: rows, figures: [
            "engine_ns_per_layer_frame": perLayerFrame,
            "engine_frame_ns_per_layer": framePerLayer,
            "memory_per_plain_layer_bytes": memory,
        ])
    }
}
