import Foundation
import Lamina

// Fuzz target 1: path building and rasterizing. Input: fuzz bytes; output: findings (a
// broken rule the run observed), empty when the case passed. Caller's thread. A crash,
// a trap or a hang is the finding libFuzzer itself records.
//
// The bytes build a path (`PathGenerator`), then a short program of fills (both rules),
// strokes (every cap and join, dashes, widths from hairline to huge and non-finite),
// clips and stroked-path copies draws it into a small bitmap under a random CTM.

/// Rasterizes fuzzed paths through CGContext and CGPath's stroking and dashing.
package enum PathsTarget {
    /// The bitmap's side, in pixels: small, so that a case costs microseconds.
    static let side = 32

    /// Runs one case.
    package static func run(_ data: [UInt8]) -> [String] {
        var input = FuzzBytes(data)
        let context = CGContext(data: nil, width: side, height: side, bitsPerComponent: 8, bytesPerRow: side * 4,
                                space: CGColorSpaceCreateDeviceRGB(),
                                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        var findings: [String] = []
        let path = PathGenerator.path(&input)
        _ = path.boundingBox
        _ = path.boundingBoxOfPath
        _ = path.contains(input.point(typical: -8...40), using: input.bool() ? .evenOdd : .winding)
        if input.oneIn(4) { context.concatenate(PathGenerator.affineTransform(&input)) }
        let steps = input.int(in: 1...6)
        for _ in 0..<steps {
            context.setFillColor(red: 1, green: 0, blue: 0, alpha: CGFloat(input.byte()) / 255)
            context.setStrokeColor(red: 0, green: 0, blue: 1, alpha: 1)
            switch input.byte() % 6 {
            case 0:
                context.addPath(path)
                context.fillPath(using: .winding)
            case 1:
                context.addPath(path)
                context.fillPath(using: .evenOdd)
            case 2, 3:
                context.setLineWidth(input.cgFloat(typical: 0...12))
                context.setLineCap(input.choose([.butt, .round, .square]))
                context.setLineJoin(input.choose([.miter, .round, .bevel]))
                context.setMiterLimit(input.cgFloat(typical: 0...20))
                context.setLineDash(phase: input.cgFloat(typical: -10...10), lengths: PathGenerator.dashPattern(&input))
                context.addPath(path)
                context.strokePath()
            case 4:
                context.saveGState()
                context.addPath(path)
                context.clip(using: input.bool() ? .evenOdd : .winding)
                context.fill(CGRect(x: 0, y: 0, width: side, height: side))
                context.restoreGState()
            default:
                let stroked = path.copy(strokingWithWidth: input.cgFloat(typical: 0...12),
                                        lineCap: input.choose([.butt, .round, .square]),
                                        lineJoin: input.choose([.miter, .round, .bevel]),
                                        miterLimit: input.cgFloat(typical: 0...20))
                let dashed = stroked.copy(dashingWithPhase: input.cgFloat(typical: -10...10),
                                          lengths: PathGenerator.dashPattern(&input))
                context.addPath(dashed)
                context.fillPath(using: .winding)
            }
            if !context.isPathEmpty { findings.append("the current path outlived the drawing call that used it") }
        }
        return findings
    }
}
