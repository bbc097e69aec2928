import Foundation
import CHeapInfo
import Lamina

/// What a plain layer costs in memory, all of it: the model layer, its node and values
/// in a renderer's render tree, and its share of the RenderList of a drawn frame. It is
/// the heap's growth (glibc's `mallinfo2`, through `CHeapInfo`) over `count` plain
/// layers drawn once, divided by `count`.
enum PlainLayerMemory {
    static func bytesPerLayer(count: Int) -> Double {
        let before = heapInUse()
        var keep: (CARenderer, CALayer)?
        do {
            let root = CALayer()
            root.bounds = CGRect(x: 0, y: 0, width: 1280, height: 720)
            for i in 0..<count {
                let layer = CALayer()
                layer.bounds = CGRect(x: 0, y: 0, width: 8, height: 8)
                layer.position = CGPoint(x: CGFloat(i % 160) * 8, y: CGFloat(i / 160) * 8)
                layer.backgroundColor = CGColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
                root.addSublayer(layer)
            }
            let models = heapInUse()
            let renderer = CARenderer()
            renderer.layer = root
            renderer.beginFrame(atTime: 0)
            let committed = heapInUse()
            renderer.render()
            renderer.endFrame()
            keep = (renderer, root)
            if ProcessInfo.processInfo.environment["LAMINA_BENCH_MEMORY_SPLIT"] != nil {
                let drawn = heapInUse()
                print("memory per layer: model \((models - before) / count) B, commit and render tree \((committed - models) / count) B, flattening \((drawn - committed) / count) B")
                print(RenderListLayout.summary)
            }
        }
        let after = heapInUse()
        withExtendedLifetime(keep) {}
        return Double(after - before) / Double(count)
    }

    /// Bytes of the heap in use (allocated and not freed).
    private static func heapInUse() -> Int {
        Int(lamina_heap_bytes_in_use())
    }
}
