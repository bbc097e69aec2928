import Foundation
import Testing
@testable import LaminaAssets
@testable import LaminaRaster

/// What the asset tests share: the repository's Assets/ folder, every picture drawn once
/// per test run, and pixel measurements.
enum AssetTestSupport {
    /// The committed pictures: Assets/ at the top of this checkout.
    static let assetsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Assets")

    /// Every picture of the catalog, drawn now, by name.
    static let rendered: [String: CGImage] = {
        let pictures = AssetCatalog.pictures
        guard let images = try? AssetWriter.render(pictures) else { return [:] }
        return Dictionary(uniqueKeysWithValues: zip(pictures.map(\.name), images))
    }()

    /// The picture called `name`, drawn now.
    static func image(_ name: String) throws -> CGImage {
        try #require(rendered[name], "\(name) was not drawn")
    }

    /// The alpha of pixel (x, y) (row 0 at the top).
    static func alpha(_ image: CGImage, _ x: Int, _ y: Int) -> UInt8 {
        image.pixels.pixel(x: x, y: y).a
    }

    /// The sum of every pixel's alpha in `columns` (all columns when nil), in units of a
    /// fully covered pixel.
    static func coverage(_ image: CGImage, columns: Range<Int>? = nil) -> Double {
        var total = 0
        for y in 0..<image.height {
            let row = image.pixels.row(y)
            for x in columns ?? 0..<image.width { total += Int(row[x * 4 + 3]) }
        }
        return Double(total) / 255
    }

    /// The mean x of the pixels' alpha in `columns` (alpha-weighted centroid), in pixels.
    static func alphaCentroidX(_ image: CGImage, columns: Range<Int>) -> Double {
        var weight = 0.0, moment = 0.0
        for y in 0..<image.height {
            let row = image.pixels.row(y)
            for x in columns {
                let a = Double(row[x * 4 + 3])
                weight += a
                moment += a * (Double(x) + 0.5)
            }
        }
        return weight > 0 ? moment / weight : .nan
    }

    /// The bytes of the pixels in `columns` of every row.
    static func bytes(_ image: CGImage, columns: Range<Int>) -> [UInt8] {
        var out: [UInt8] = []
        for y in 0..<image.height {
            let row = image.pixels.row(y)
            out.append(contentsOf: UnsafeBufferPointer(start: row + columns.lowerBound * 4, count: columns.count * 4))
        }
        return out
    }
}
