import LaminaRaster

/// `Photo3`: a city at dusk. A deep blue sky warming to orange at the horizon, stars
/// and a crescent moon, two rows of towers (the far one hazy, the near one dark with
/// lit windows, antennas and a spire), and a river mirroring the lights.
enum CitySkyline {
    static let riverbank: CGFloat = 150

    static func draw(_ canvas: AssetCanvas) {
        var random = SeededRandom(seed: 0xC1_7E)
        let size = canvas.size
        PhotoEffects.verticalGradient(canvas, [.hex(0x0A0F2C), .hex(0x23296B), .hex(0x7A3F7F), .hex(0xF08A5D)],
                                      locations: [0, 0.45, 0.75, 1], bottom: riverbank)
        for _ in 0..<90 {
            let p = random.point(x: 0...300, y: 0...70)
            let r = random.cgFloat(in: 0.25...0.75)
            canvas.fill(PathShapes.circle(p, r), CGColor.white.withAlpha(random.cgFloat(in: 0.35...1) * (1 - p.y / 90)))
        }
        let moon = CGPoint(x: 236, y: 34)
        canvas.glow(at: moon, radius: 34, CGColor.hex(0xFFF4D0, alpha: 0.35))
        canvas.isolated {
            canvas.context.addPath(PathShapes.circle(moon, 12))
            canvas.context.clip()
            let crescent = CGMutablePath()
            crescent.addPath(PathShapes.circle(moon, 12))
            crescent.addPath(PathShapes.circle(CGPoint(x: moon.x + 6, y: moon.y - 4), 11))
            canvas.fill(crescent, .hex(0xFFF4D0), rule: .evenOdd)
        }
        var x: CGFloat = -6
        while x < size.width {
            let w = random.cgFloat(in: 14...30), h = random.cgFloat(in: 30...80)
            canvas.fill(CGPath(rect: CGRect(x: x, y: riverbank - h - 12, width: w, height: h + 12), transform: nil),
                        CGColor.hex(0x4A3A78).mixed(with: .hex(0x6B4C86), CGFloat(random.unit())))
            x += w + random.cgFloat(in: -3...2)
        }
        canvas.fillLinear(CGPath(rect: CGRect(x: 0, y: 60, width: size.width, height: riverbank - 60), transform: nil),
                          [CGColor.hex(0xF08A5D, alpha: 0), CGColor.hex(0xF08A5D, alpha: 0.35)],
                          from: CGPoint(x: 0, y: 80), to: CGPoint(x: 0, y: riverbank))
        x = -4
        var index = 0
        while x < size.width {
            let w = random.cgFloat(in: 16...34)
            let h = index == 6 ? 118 : random.cgFloat(in: 28...92)
            tower(canvas, CGRect(x: x, y: riverbank - h, width: w, height: h), spire: index == 6, random: &random)
            x += w + random.cgFloat(in: 0...4)
            index += 1
        }
        canvas.fill(CGPath(rect: CGRect(x: 0, y: riverbank - 3, width: size.width, height: 3), transform: nil),
                    .hex(0x0B0A18))
        PhotoEffects.reflect(canvas, horizon: riverbank, water: .hex(0x0C1433), tint: 0.5)
        PhotoEffects.ripples(canvas, horizon: riverbank, [(CGColor.hex(0x050816, alpha: 0.55), 160),
                                                          (CGColor.hex(0xFFD27A, alpha: 0.3), 60)], random: &random)
        PhotoEffects.vignette(canvas, strength: 0.4)
        PhotoEffects.grain(canvas, strength: 0.2, seed: 3)
    }

    /// A dark tower with a grid of windows, about a third of them lit.
    static func tower(_ canvas: AssetCanvas, _ rect: CGRect, spire: Bool, random: inout SeededRandom) {
        let body: CGColor = CGColor.hex(0x141633).mixed(with: .hex(0x22204A), CGFloat(random.unit()))
        canvas.fillLinear(CGPath(rect: rect, transform: nil), [body.lighter(0.08), body, body.darker(0.3)],
                          from: CGPoint(x: rect.minX, y: 0), to: CGPoint(x: rect.maxX, y: 0))
        if spire {
            canvas.fill(PathShapes.polygon([CGPoint(x: rect.minX + 3, y: rect.minY), CGPoint(x: rect.midX, y: rect.minY - 26),
                                            CGPoint(x: rect.maxX - 3, y: rect.minY)]), body)
            canvas.glow(at: CGPoint(x: rect.midX, y: rect.minY - 26), radius: 5, CGColor.hex(0xFF4040, alpha: 0.9))
        } else if random.chance(0.35) {
            let mast = CGMutablePath()
            mast.move(to: CGPoint(x: rect.midX, y: rect.minY))
            mast.addLine(to: CGPoint(x: rect.midX, y: rect.minY - random.cgFloat(in: 6...16)))
            canvas.stroke(mast, body, width: 1)
            canvas.fill(PathShapes.circle(mast.currentPoint, 1), .hex(0xFF5A4A))
        }
        let columns = max(2, Int(rect.width / 5)), rows = Int(rect.height / 6)
        let cell = rect.width / CGFloat(columns)
        for row in 0..<rows {
            for column in 0..<columns where random.chance(0.33) {
                let window = CGRect(x: rect.minX + CGFloat(column) * cell + cell * 0.25,
                                    y: rect.minY + 4 + CGFloat(row) * 6,
                                    width: cell * 0.5, height: 3)
                let warm = CGColor.hex(0xFFD27A).mixed(with: .hex(0xFFF3C4), CGFloat(random.unit()))
                canvas.fill(CGPath(rect: window, transform: nil), warm.withAlpha(random.cgFloat(in: 0.6...1)))
            }
        }
    }
}
