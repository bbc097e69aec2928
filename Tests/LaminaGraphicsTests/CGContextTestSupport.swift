import Foundation
import Testing
@testable import LaminaGraphics

/// Helpers for the `CGContext` tests (namespaced so they never clash with other suites).
enum ContextTest {
    /// A transparent `width` × `height` premultiplied RGBA context, as Apple code makes one.
    static func context(_ width: Int = 100, _ height: Int = 100) -> CGContext {
        CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                  space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
    }

    /// The pixel at memory column `x`, memory row `y` (row 0 is the top).
    static func memory(_ c: CGContext, _ x: Int, _ y: Int) -> [UInt8] {
        let p = c.data!.assumingMemoryBound(to: UInt8.self) + y * c.bytesPerRow + 4 * x
        return [p[0], p[1], p[2], p[3]]
    }

    /// The pixel whose square is [x, x+1) × [y, y+1) in the default y-up user space:
    /// memory row height − 1 − y.
    static func user(_ c: CGContext, _ x: Int, _ y: Int) -> [UInt8] {
        memory(c, x, c.height - 1 - y)
    }

    /// The sum of alpha over every pixel, in pixels (alpha / 255).
    static func totalAlpha(_ c: CGContext) -> Double {
        var sum = 0
        for y in 0..<c.height {
            for x in 0..<c.width { sum += Int(memory(c, x, y)[3]) }
        }
        return Double(sum) / 255
    }

    /// Alpha of memory row `row` for columns 0..<width, as numbers.
    static func alphaRow(_ c: CGContext, memoryRow row: Int) -> [UInt8] {
        (0..<c.width).map { memory(c, $0, row)[3] }
    }

    /// Alpha of memory column `column` for rows 0..<height.
    static func alphaColumn(_ c: CGContext, column: Int) -> [UInt8] {
        (0..<c.height).map { memory(c, column, $0)[3] }
    }

    /// Runs of non-zero values: (start, length) pairs.
    static func runs(_ values: [UInt8]) -> [(start: Int, length: Int)] {
        var result: [(Int, Int)] = []
        var start: Int?
        for (i, v) in values.enumerated() {
            if v != 0 { if start == nil { start = i } } else if let s = start { result.append((s, i - s)); start = nil }
        }
        if let s = start { result.append((s, values.count - s)) }
        return result
    }

    static func near(_ a: [UInt8], _ b: [Double], _ tolerance: Double) -> Bool {
        zip(a, b).allSatisfy { abs(Double($0) - $1) <= tolerance }
    }

    static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
}
