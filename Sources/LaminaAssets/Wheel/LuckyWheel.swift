import LaminaRaster

/// The lottery wheel's pictures (seeds 000 and 002, scene 8): the base it sits on, the
/// disc that turns, the wedge behind a selected button and the centre "pick" button.
///
/// Geometry follows the buttons: twelve 68×143 pt buttons stand on the wheel's centre
/// (`anchorPoint (0.5, 1)`) rotated by 30°·i, so button i points at −90° + 30°·i
/// (y down) and the wheel's radius is the button height, 143 pt. Sector borders lie
/// half-way between buttons; a sign's medallion sits 79–125 pt from the centre.
enum LuckyWheel {
    static let gold = CGColor.hex(0xF4C542), deepGold = CGColor.hex(0xB07A12), paleGold = CGColor.hex(0xFFF0B0)

    /// Direction of button i in radians (y down: −π/2 is up).
    static func buttonAngle(_ i: Int) -> CGFloat { -.pi / 2 + CGFloat(i) * .pi / 6 }

    /// A point at `radius` from `center` in direction `angle`.
    static func polar(_ center: CGPoint, _ radius: CGFloat, _ angle: CGFloat) -> CGPoint {
        CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }

    /// `LuckyBaseBackground`: a lacquered red ring wider than the wheel, with 24 bulbs
    /// between the wheel's rim (143 pt) and its own (160 pt), and a shadow where the
    /// wheel stands.
    static func drawBase(_ canvas: AssetCanvas) {
        let c = CGPoint(x: 160, y: 160)
        canvas.fillRadial(PathShapes.circle(c, 160), [.hex(0x6B0F1A), .hex(0x9E1B2B), .hex(0xC7303F), .hex(0x5A0A14)],
                          locations: [0, 0.86, 0.94, 1], center: c, radius: 160)
        canvas.stroke(PathShapes.circle(c, 158.5), gold, width: 3)
        canvas.stroke(PathShapes.circle(c, 145), deepGold, width: 2)
        canvas.fillRadial(PathShapes.ring(c, inner: 120, outer: 152),
                          [CGColor.black.withAlpha(0.55), CGColor.black.withAlpha(0)], locations: [0.9, 1],
                          center: c, radius: 152)
        for i in 0..<24 {
            let angle = CGFloat(i) * .pi / 12 + .pi / 24
            let p = polar(c, 151.5, angle)
            let lit = i % 2 == 0
            let bulb: CGColor = lit ? .hex(0xFFF6C8) : .hex(0xFFB347)
            canvas.glow(at: p, radius: 9, bulb.withAlpha(lit ? 0.75 : 0.5))
            canvas.fillRadial(PathShapes.circle(p, 3.6), [.white, bulb, bulb.darker(0.3)], locations: [0, 0.5, 1],
                              center: CGPoint(x: p.x - 1, y: p.y - 1), radius: 4.2)
            canvas.stroke(PathShapes.circle(p, 3.8), deepGold, width: 0.8)
        }
    }

    /// `LuckyRotateWheel`: twelve sectors centred on the buttons, alternating two violets
    /// shaded darker towards the centre, gold spokes on the borders, a gold rim with
    /// studs and a hub ring around the centre button.
    static func drawWheel(_ canvas: AssetCanvas) {
        let c = CGPoint(x: 143, y: 143), rim: CGFloat = 143
        let halfSector = CGFloat.pi / 12
        for i in 0..<12 {
            let a = buttonAngle(i)
            let sector = PathShapes.ringSector(c, inner: 0, outer: rim - 6, start: a - halfSector, end: a + halfSector)
            let base: CGColor = i % 2 == 0 ? .hex(0x4B2489) : .hex(0x2E1760)
            canvas.fillRadial(sector, [base.darker(0.55), base, base.lighter(0.18)], locations: [0.25, 0.75, 1],
                              center: c, radius: rim - 6)
            let tint = ZodiacSign(rawValue: i)!.color
            canvas.fillRadial(PathShapes.ringSector(c, inner: 74, outer: 130, start: a - halfSector * 0.9,
                                                    end: a + halfSector * 0.9),
                              [tint.withAlpha(0), tint.withAlpha(0.22), tint.withAlpha(0)], locations: [0.5, 0.78, 0.95],
                              center: c, radius: 137)
        }
        for i in 0..<12 {
            let a = buttonAngle(i) + halfSector
            let spoke = CGMutablePath()
            spoke.move(to: polar(c, 46, a))
            spoke.addLine(to: polar(c, rim - 6, a))
            canvas.stroke(spoke, deepGold, width: 2.4)
            canvas.stroke(spoke, gold, width: 1.1)
            canvas.fill(PathShapes.circle(polar(c, 66, buttonAngle(i)), 1.6), paleGold.withAlpha(0.7))
        }
        canvas.fillLinear(PathShapes.ring(c, inner: rim - 7, outer: rim), [paleGold, gold, deepGold, gold],
                          locations: [0, 0.35, 0.7, 1], from: CGPoint(x: 0, y: 0), to: CGPoint(x: 286, y: 286))
        canvas.stroke(PathShapes.circle(c, rim - 7), deepGold, width: 0.8)
        for i in 0..<48 {
            let p = polar(c, rim - 3.5, CGFloat(i) * .pi / 24)
            canvas.fill(PathShapes.circle(p, 1.3), i % 4 == 0 ? .white : deepGold)
        }
        canvas.fillLinear(PathShapes.ring(c, inner: 40, outer: 47), [paleGold, gold, deepGold],
                          from: CGPoint(x: 100, y: 100), to: CGPoint(x: 186, y: 186))
        canvas.fillRadial(PathShapes.circle(c, 40), [.hex(0x3A1A6E), .hex(0x1C0B3D)], center: c, radius: 40)
    }

    /// `LuckyRototeSelected`: a wedge from the bottom centre of the 68×143 pt button (the
    /// wheel's centre) up to the rim, glowing gold towards its outer edge.
    static func drawSelection(_ canvas: AssetCanvas) {
        let apex = CGPoint(x: 34, y: 143), half = CGFloat(13.4) * .pi / 180
        let wedge = PathShapes.ringSector(apex, inner: 40, outer: 142, start: -.pi / 2 - half, end: -.pi / 2 + half)
        canvas.fillRadial(wedge, [CGColor.hex(0xFFB300, alpha: 0), .hex(0xFFB300, alpha: 0.35), .hex(0xFFE066, alpha: 0.85)],
                          locations: [0.28, 0.62, 1], center: apex, radius: 142)
        canvas.isolated {
            canvas.context.addPath(wedge)
            canvas.context.clip()
            canvas.glow(at: CGPoint(x: 34, y: 42), radius: 30, CGColor.white.withAlpha(0.6))
        }
        let edge = CGMutablePath()
        edge.addArc(center: apex, radius: 140.5, startAngle: -.pi / 2 - half, endAngle: -.pi / 2 + half, clockwise: false)
        canvas.stroke(edge, .hex(0xFFF3B0), width: 2.5)
        for side in [-1.0, 1.0] {
            let line = CGMutablePath()
            line.move(to: polar(apex, 44, -.pi / 2 + side * half))
            line.addLine(to: polar(apex, 140, -.pi / 2 + side * half))
            canvas.stroke(line, CGColor.hex(0xFFE066, alpha: 0.8), width: 1.2)
        }
    }

    /// `LuckyCenterButton` (and `…Pressed`): a red jewel in a gold ring with a pointer at
    /// the top showing which sign the wheel picked.
    static func drawCenterButton(_ canvas: AssetCanvas, pressed: Bool) {
        let c = CGPoint(x: 40.5, y: 45), r: CGFloat = 31
        let pointer = PathShapes.polygon([CGPoint(x: 40.5, y: 2), CGPoint(x: 52, y: 24), CGPoint(x: 29, y: 24)])
        canvas.isolated {
            canvas.context.translateBy(x: 0, y: 1.5)
            canvas.fill(pointer, CGColor.black.withAlpha(0.3))
            canvas.fill(PathShapes.circle(c, r + 1), CGColor.black.withAlpha(0.3))
        }
        canvas.fillLinear(pointer, [paleGold, gold, deepGold], from: CGPoint(x: 30, y: 2), to: CGPoint(x: 52, y: 24))
        canvas.fillLinear(PathShapes.circle(c, r), [paleGold, gold, deepGold],
                          from: CGPoint(x: c.x - r, y: c.y - r), to: CGPoint(x: c.x + r, y: c.y + r))
        let red: CGColor = pressed ? .hex(0x9C1020) : .hex(0xE0283A)
        let inset: CGFloat = pressed ? 1 : 0
        canvas.fillRadial(PathShapes.circle(CGPoint(x: c.x, y: c.y + inset), r - 6),
                          [red.lighter(pressed ? 0.2 : 0.45), red, red.darker(0.45)], locations: [0, 0.55, 1],
                          center: CGPoint(x: c.x - 6, y: c.y - 7 + inset), radius: r + 2)
        canvas.stroke(PathShapes.circle(c, r - 6), deepGold, width: 1.2)
        let star = PathShapes.star(CGPoint(x: c.x, y: c.y + inset), points: 5, inner: 6, outer: 14)
        canvas.fill(star, pressed ? paleGold.withAlpha(0.8) : paleGold)
        if !pressed {
            canvas.fill(PathShapes.ellipse(CGPoint(x: c.x - 7, y: c.y - 11), rx: 10, ry: 5), CGColor.white.withAlpha(0.35))
        }
    }
}

/// The lottery wheel put together the way scene 8 builds it (seed 000), for review: the
/// base, the disc, twelve 68×143 pt buttons standing on the centre rotated by 30°·i with
/// their sign cut from the sprite sheet at (i·80, 0, 80, 92) pixels and drawn at
/// (14, 18, 40, 46) pt in the button (seed 002's `imageRectForContentRect:`), button
/// `selected` pressed over the selection wedge, and the centre button on top.
public enum WheelPreview {
    /// The assembled wheel, 320×320 pt at @2x; nil when a picture it needs is missing.
    public static func compose(_ images: [String: CGImage], selected: Int = 0) -> CGImage? {
        guard let base = images["LuckyBaseBackground"], let wheel = images["LuckyRotateWheel"],
              let normal = images["LuckyAstrology"], let pressed = images["LuckyAstrologyPressed"],
              let wedge = images["LuckyRototeSelected"], let center = images["LuckyCenterButton"],
              let canvas = AssetCanvas(size: CGSize(width: 320, height: 320), scale: 2) else { return nil }
        canvas.drawUpright(base, in: CGRect(x: 0, y: 0, width: 320, height: 320))
        canvas.drawUpright(wheel, in: CGRect(x: 17, y: 17, width: 286, height: 286))
        let cellWidth = normal.width / 12
        for i in 0..<12 {
            let sheet = i == selected ? pressed : normal
            guard let cell = sheet.cropping(to: CGRect(x: i * cellWidth, y: 0, width: cellWidth,
                                                       height: sheet.height)) else { continue }
            canvas.isolated {
                canvas.context.translateBy(x: 160, y: 160)
                canvas.context.rotate(by: CGFloat(i) * .pi / 6)
                if i == selected { canvas.drawUpright(wedge, in: CGRect(x: -34, y: -143, width: 68, height: 143)) }
                canvas.drawUpright(cell, in: CGRect(x: -20, y: -143 + 18, width: 40, height: 46))
            }
        }
        canvas.drawUpright(center, in: CGRect(x: 160 - 40.5, y: 160 - 45, width: 81, height: 81))
        return canvas.makeImage()
    }
}
