import LaminaRaster

/// The twelve signs of the zodiac in the seeds' order (the sprite sheet's cells, left to
/// right), each with its astrological element and its glyph (♈–♓) as a stroked path.
public enum ZodiacSign: Int, CaseIterable, Sendable {
    /// ♈ Aries.
    case aries
    /// ♉ Taurus.
    case taurus
    /// ♊ Gemini.
    case gemini
    /// ♋ Cancer.
    case cancer
    /// ♌ Leo.
    case leo
    /// ♍ Virgo.
    case virgo
    /// ♎ Libra.
    case libra
    /// ♏ Scorpio.
    case scorpio
    /// ♐ Sagittarius.
    case sagittarius
    /// ♑ Capricorn.
    case capricorn
    /// ♒ Aquarius.
    case aquarius
    /// ♓ Pisces.
    case pisces

    /// Fire, earth, air or water: the colour family of the sign's cell.
    public enum Element: Sendable {
        /// Aries, Leo, Sagittarius.
        case fire
        /// Taurus, Virgo, Capricorn.
        case earth
        /// Gemini, Libra, Aquarius.
        case air
        /// Cancer, Scorpio, Pisces.
        case water
    }

    /// The sign's element (they cycle fire, earth, air, water from Aries).
    public var element: Element {
        [.fire, .earth, .air, .water][rawValue % 4]
    }

    /// The Unicode character the glyph draws.
    public var symbol: Character {
        Character(Unicode.Scalar(0x2648 + UInt32(rawValue))!)
    }

    /// The element's colour.
    public var color: CGColor {
        switch element {
        case .fire: .hex(0xE2452B)
        case .earth: .hex(0x2F9A52)
        case .air: .hex(0x8A4FD0)
        case .water: .hex(0x237BD6)
        }
    }

    /// The glyph as an open path to stroke (round caps and joins), drawn in the square
    /// of half-size `radius` around `center`: the design space is −1…1 both ways, y down.
    public func glyph(center: CGPoint, radius: CGFloat) -> CGPath {
        let pen = GlyphPen(transform: CGAffineTransform(a: radius, b: 0, c: 0, d: radius, tx: center.x, ty: center.y))
        switch self {
        case .aries:
            for side in [-1.0, 1.0] {
                pen.move(0, 0.85)
                pen.line(0, -0.2)
                pen.curve(side * 0.05, -0.55, side * 0.2, -0.8, side * 0.45, -0.8)
                pen.curve(side * 0.75, -0.8, side * 0.85, -0.45, side * 0.7, -0.2)
            }
        case .taurus:
            pen.circle(0, 0.3, 0.45)
            pen.move(-0.8, -0.8)
            pen.curve(-0.6, -0.25, 0.6, -0.25, 0.8, -0.8)
        case .gemini:
            pen.move(-0.75, -0.8); pen.quad(0, -0.5, 0.75, -0.8)
            pen.move(-0.75, 0.8); pen.quad(0, 0.5, 0.75, 0.8)
            pen.move(-0.3, -0.63); pen.line(-0.3, 0.63)
            pen.move(0.3, -0.63); pen.line(0.3, 0.63)
        case .cancer:
            pen.circle(-0.4, -0.25, 0.24)
            pen.move(-0.4, -0.49); pen.curve(0, -0.75, 0.5, -0.7, 0.85, -0.4)
            pen.circle(0.4, 0.25, 0.24)
            pen.move(0.4, 0.49); pen.curve(0, 0.75, -0.5, 0.7, -0.85, 0.4)
        case .leo:
            pen.circle(-0.47, 0.35, 0.25)
            pen.move(-0.24, 0.28)
            pen.curve(-0.4, -0.2, -0.3, -0.8, 0.15, -0.8)
            pen.curve(0.6, -0.8, 0.7, -0.35, 0.42, 0.05)
            pen.curve(0.2, 0.35, 0.25, 0.82, 0.55, 0.82)
            pen.curve(0.72, 0.82, 0.82, 0.72, 0.84, 0.6)
        case .virgo:
            humps(pen, lastLegEnd: 0.2)
            pen.curve(0.25, 0.75, 0.8, 0.7, 0.8, 0.25)
            pen.curve(0.8, -0.1, 0.45, -0.05, 0.35, 0.3)
            pen.curve(0.27, 0.6, 0.1, 0.85, -0.08, 0.92)
        case .libra:
            pen.move(-0.8, 0.62); pen.line(0.8, 0.62)
            pen.move(-0.8, 0.2); pen.line(-0.3, 0.2)
            pen.curve(-0.6, -0.1, -0.42, -0.72, 0, -0.72)
            pen.curve(0.42, -0.72, 0.6, -0.1, 0.3, 0.2)
            pen.line(0.8, 0.2)
        case .scorpio:
            humps(pen, lastLegEnd: 0.55)
            pen.quad(0.28, 0.78, 0.55, 0.7)
            pen.line(0.85, 0.45)
            pen.move(0.6, 0.42); pen.line(0.86, 0.44); pen.line(0.84, 0.7)
        case .sagittarius:
            pen.move(-0.78, 0.78); pen.line(0.78, -0.78)
            pen.move(0.12, -0.78); pen.line(0.78, -0.78); pen.line(0.78, -0.12)
            pen.move(-0.58, -0.06); pen.line(0.06, 0.58)
        case .capricorn:
            pen.move(-0.88, -0.55)
            pen.curve(-0.68, -0.78, -0.55, -0.5, -0.47, -0.2)
            pen.line(-0.22, 0.62)
            pen.line(0.08, -0.45)
            pen.curve(0.18, -0.82, 0.45, -0.78, 0.45, -0.35)
            pen.line(0.45, 0.3)
            pen.curve(0.45, 0.75, 0.88, 0.75, 0.88, 0.4)
            pen.curve(0.88, 0.05, 0.45, 0.05, 0.45, 0.42)
            pen.curve(0.45, 0.75, 0.2, 0.9, -0.02, 0.86)
        case .aquarius:
            for base in [-0.05, 0.5] {
                pen.move(-0.85, base)
                for i in 0..<6 {
                    pen.line(-0.85 + 0.283 * Double(i + 1), i % 2 == 0 ? base - 0.3 : base)
                }
            }
        case .pisces:
            pen.move(-0.75, -0.8); pen.curve(-0.25, -0.45, -0.25, 0.45, -0.75, 0.8)
            pen.move(0.75, -0.8); pen.curve(0.25, -0.45, 0.25, 0.45, 0.75, 0.8)
            pen.move(-0.65, 0); pen.line(0.65, 0)
        }
        return pen.path
    }

    /// The three stems and two humps Virgo and Scorpio share (an "m"); the pen ends at
    /// the bottom of the third stem, at `lastLegEnd`.
    private func humps(_ pen: GlyphPen, lastLegEnd: Double) {
        pen.move(-0.85, -0.5); pen.quad(-0.66, -0.72, -0.58, -0.5); pen.line(-0.58, 0.62)
        pen.move(-0.58, -0.3); pen.curve(-0.58, -0.72, -0.17, -0.72, -0.17, -0.3); pen.line(-0.17, 0.62)
        pen.move(-0.17, -0.3); pen.curve(-0.17, -0.72, 0.25, -0.72, 0.25, -0.3); pen.line(0.25, lastLegEnd)
    }
}

/// Builds a glyph's path in its −1…1 design space, mapped by one transform.
final class GlyphPen {
    let path = CGMutablePath()
    private let transform: CGAffineTransform

    init(transform: CGAffineTransform) {
        self.transform = transform
    }

    func move(_ x: Double, _ y: Double) {
        path.move(to: CGPoint(x: x, y: y), transform: transform)
    }

    func line(_ x: Double, _ y: Double) {
        path.addLine(to: CGPoint(x: x, y: y), transform: transform)
    }

    func quad(_ cx: Double, _ cy: Double, _ x: Double, _ y: Double) {
        path.addQuadCurve(to: CGPoint(x: x, y: y), control: CGPoint(x: cx, y: cy), transform: transform)
    }

    func curve(_ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double, _ x: Double, _ y: Double) {
        path.addCurve(to: CGPoint(x: x, y: y), control1: CGPoint(x: c1x, y: c1y), control2: CGPoint(x: c2x, y: c2y),
                      transform: transform)
    }

    func circle(_ x: Double, _ y: Double, _ r: Double) {
        path.addEllipse(in: CGRect(x: x - r, y: y - r, width: 2 * r, height: 2 * r), transform: transform)
    }
}
