import LaminaRaster

/// The lottery wheel's sprite sheets `LuckyAstrology` and `LuckyAstrologyPressed`: the
/// twelve signs side by side, one 40×46 pt cell each, cut apart by the scene with
/// `contentsRect` or `cropping(to:)` (seed 000: `CGRectMake(i * imageW, 0, imageW, imageH)`).
///
/// A cell holds a medallion 37 pt across at the top with the sign's glyph and a small
/// diamond under it pointing to the wheel's rim. Normal: a cream medallion ringed and
/// drawn in the element's colour. Pressed: the medallion glows in the element's colour
/// and the glyph turns white.
enum ZodiacSprite {
    static func draw(_ canvas: AssetCanvas, pressed: Bool) {
        let cell = AssetCatalog.zodiacCell
        for sign in ZodiacSign.allCases {
            canvas.isolated {
                canvas.context.clip(to: CGRect(x: CGFloat(sign.rawValue) * cell.width, y: 0, width: cell.width,
                                               height: cell.height))
                canvas.context.translateBy(x: CGFloat(sign.rawValue) * cell.width, y: 0)
                drawCell(canvas, sign, pressed: pressed)
            }
        }
    }

    /// One sign in the cell at the origin.
    static func drawCell(_ canvas: AssetCanvas, _ sign: ZodiacSign, pressed: Bool) {
        let center = CGPoint(x: 20, y: 20), radius: CGFloat = 18.5
        let color = sign.color
        let medallion = PathShapes.circle(center, radius)
        if pressed {
            canvas.glow(at: center, radius: radius + 1.5, color.lighter(0.3).withAlpha(0.9))
            canvas.fillRadial(medallion, [color.lighter(0.45), color, color.darker(0.35)], locations: [0, 0.6, 1],
                              center: CGPoint(x: center.x - 4, y: center.y - 5), radius: radius * 1.3)
            canvas.stroke(PathShapes.circle(center, radius - 0.8), .hex(0xFFD54A), width: 1.6)
        } else {
            canvas.fillRadial(medallion, [.hex(0xFFFDF5), .hex(0xF6EBCF), .hex(0xE3CFA0)], locations: [0, 0.7, 1],
                              center: CGPoint(x: center.x - 4, y: center.y - 5), radius: radius * 1.3)
            canvas.stroke(PathShapes.circle(center, radius - 0.8), color.darker(0.1), width: 1.4)
            canvas.stroke(PathShapes.circle(center, radius - 2.6), color.withAlpha(0.3), width: 0.6)
        }
        let glyph = sign.glyph(center: center, radius: 10.5)
        if pressed {
            canvas.isolated {
                canvas.context.translateBy(x: 0.5, y: 0.8)
                canvas.stroke(glyph, color.darker(0.6).withAlpha(0.55), width: 3.2)
            }
            canvas.stroke(glyph, .white, width: 2.4)
        } else {
            canvas.stroke(glyph, .white, width: 3.6)
            canvas.stroke(glyph, color, width: 2.2)
        }
        let diamond = PathShapes.polygon([CGPoint(x: 20, y: 39.5), CGPoint(x: 23, y: 42.5),
                                          CGPoint(x: 20, y: 45.5), CGPoint(x: 17, y: 42.5)])
        if pressed {
            canvas.glow(at: CGPoint(x: 20, y: 42.5), radius: 4, CGColor.hex(0xFFE27A, alpha: 0.9))
            canvas.fill(diamond, .hex(0xFFD54A))
        } else {
            canvas.fill(diamond, color.withAlpha(0.8))
        }
    }
}
