import Foundation
import LaminaRaster

// Fuzz target 2: PNG decoding. Input: fuzz bytes, read as a PNG file; output: findings,
// empty when the case passed. Caller's thread.
//
// A decode either throws a `PNGError` or yields an image within the codec's limits; a
// decoded image survives encode → decode unchanged (premultiplied → PNG → premultiplied
// is exact, PNGCodec's rule). libFuzzer's malloc limit catches an allocation the header
// alone asked for.

/// Decodes fuzzed bytes as PNG.
package enum PNGTarget {
    /// Runs one case.
    package static func run(_ data: [UInt8]) -> [String] {
        let image: CGImage
        do {
            image = try CGImage.load(pngData: Data(data))
        } catch is PNGError {
            return []
        } catch {
            return ["decoding threw \(type(of: error)), not a PNGError: \(error)"]
        }
        var findings: [String] = []
        if image.width <= 0 || image.height <= 0 || image.width * image.height > PNGCodec.maximumPixelCount {
            findings.append("decoded a \(image.width)×\(image.height) image, outside the codec's limits")
            return findings
        }
        do {
            let again = try CGImage.load(pngData: try image.pngData())
            if let difference = ImageComparison.compare(image, again), difference.isIdentical { return findings }
            findings.append("a decoded image changed on encode → decode")
        } catch {
            findings.append("re-encoding a decoded \(image.width)×\(image.height) image failed: \(error)")
        }
        return findings
    }
}
