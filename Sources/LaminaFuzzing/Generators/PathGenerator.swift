import Foundation
import Lamina

// Fuzz input → a CGPath. Input: a `FuzzBytes` cursor; output: a path of every element
// kind CGMutablePath builds (moves, lines, quadratic and cubic curves, the three arc
// calls, rectangles, ellipses, rounded rectangles, sub-paths, closes), with coordinates
// that run from ordinary through huge and tiny to NaN and infinite. Caller's thread.

/// Builds paths from fuzz input, for the paths target and for shape layers and masks.
package enum PathGenerator {
    /// A path of up to `maxOperations` operations drawn from `input`, near a `scale`-point stage.
    package static func path(_ input: inout FuzzBytes, maxOperations: Int = 24, scale: Double = 64) -> CGMutablePath {
        let path = CGMutablePath()
        let count = input.int(in: 0...maxOperations)
        let typical = -scale / 2...scale * 1.5
        for _ in 0..<count {
            if input.isExhausted { break }
            let transform = input.oneIn(8) ? affineTransform(&input) : .identity
            switch input.byte() % 13 {
            case 0: path.move(to: input.point(typical: typical), transform: transform)
            case 1, 2: path.addLine(to: input.point(typical: typical), transform: transform)
            case 3: path.addQuadCurve(to: input.point(typical: typical), control: input.point(typical: typical), transform: transform)
            case 4: path.addCurve(to: input.point(typical: typical), control1: input.point(typical: typical),
                                  control2: input.point(typical: typical), transform: transform)
            case 5: path.addArc(center: input.point(typical: typical), radius: input.cgFloat(typical: -4...scale),
                                startAngle: input.cgFloat(typical: -7...7), endAngle: input.cgFloat(typical: -7...7),
                                clockwise: input.bool(), transform: transform)
            case 6: path.addRelativeArc(center: input.point(typical: typical), radius: input.cgFloat(typical: -4...scale),
                                        startAngle: input.cgFloat(typical: -7...7), delta: input.cgFloat(typical: -20...20),
                                        transform: transform)
            case 7: path.addArc(tangent1End: input.point(typical: typical), tangent2End: input.point(typical: typical),
                                radius: input.cgFloat(typical: -4...scale), transform: transform)
            case 8: path.addRect(input.rect(typical: typical), transform: transform)
            case 9: path.addEllipse(in: input.rect(typical: typical), transform: transform)
            case 10: path.addRoundedRect(in: input.rect(typical: typical), cornerWidth: input.cgFloat(typical: -4...scale),
                                         cornerHeight: input.cgFloat(typical: -4...scale), transform: transform)
            case 11: path.closeSubpath()
            default:
                let inner = self.path(&input, maxOperations: 3, scale: scale)
                path.addPath(inner, transform: transform)
            }
        }
        return path
    }

    /// An affine transform: identity, a scale (zero and negative included), a rotation,
    /// or six arbitrary coefficients (singular and non-finite ones included).
    package static func affineTransform(_ input: inout FuzzBytes) -> CGAffineTransform {
        switch input.byte() % 4 {
        case 0: return CGAffineTransform(scaleX: input.cgFloat(typical: -3...3), y: input.cgFloat(typical: -3...3))
        case 1: return CGAffineTransform(rotationAngle: input.cgFloat(typical: -7...7))
        case 2: return CGAffineTransform(translationX: input.cgFloat(), y: input.cgFloat())
        default:
            return CGAffineTransform(a: input.cgFloat(typical: -3...3), b: input.cgFloat(typical: -3...3),
                                     c: input.cgFloat(typical: -3...3), d: input.cgFloat(typical: -3...3),
                                     tx: input.cgFloat(), ty: input.cgFloat())
        }
    }

    /// A dash pattern: none, ordinary lengths, or zeros, negatives and non-finite lengths.
    package static func dashPattern(_ input: inout FuzzBytes) -> [CGFloat] {
        (0..<input.int(in: 0...6)).map { _ in input.cgFloat(typical: -2...20) }
    }
}
