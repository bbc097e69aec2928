import Foundation
import Lamina

/// One measured row: the median time of one operation over several timed batches.
struct BenchmarkResult {
    let name: String
    let nanosecondsPerOperation: Double
    let operationsPerBatch: Int
    let batches: Int
}

/// Times `body` (one operation per call) in batches sized to last about 20 ms each,
/// after a warm-up, and keeps the median batch.
func measure(_ name: String, _ body: () -> Void) -> BenchmarkResult {
    func seconds(_ n: Int) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<n { body() }
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }
    var batch = 1
    while seconds(batch) < 0.02 && batch < 1 << 26 { batch *= 2 }
    var samples: [Double] = []
    let deadline = Date().addingTimeInterval(0.5)
    repeat {
        samples.append(seconds(batch) / Double(batch))
    } while samples.count < 5 || (Date() < deadline && samples.count < 25)
    samples.sort()
    return BenchmarkResult(name: name, nanosecondsPerOperation: samples[samples.count / 2] * 1e9,
                           operationsPerBatch: batch, batches: samples.count)
}

/// Keeps a value alive so the optimizer cannot drop the work that made it.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// Returns its argument through a call the optimizer cannot see into, so that work on
/// constant inputs is not folded away at compile time.
@inline(never)
func opaque<T>(_ value: T) -> T {
    value
}

/// A premultiplied RGBA8 bitmap context of `width` × `height`; without one (no memory
/// for it) the benchmark cannot run, so it says so and exits with status 1.
func bitmapContext(width: Int, height: Int) -> CGContext {
    guard let context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: width * 4,
                                  space: CGColorSpaceCreateDeviceRGB(),
                                  bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) else {
        FileHandle.standardError.write(Data("lamina-bench: could not make a \(width)×\(height) bitmap context\n".utf8))
        exit(1)
    }
    return context
}
