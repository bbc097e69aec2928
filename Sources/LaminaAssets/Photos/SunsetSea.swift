import LaminaRaster

/// `Photo1`: a sunset over the sea. An indigo-to-gold sky with lit streaks of cloud, a
/// low sun with a wide glow, a dark headland on the left, and a sea that catches the
/// sky's colours with a glittering path of light under the sun.
enum SunsetSea {
    static let horizon: CGFloat = 122

    static func draw(_ canvas: AssetCanvas) {
        var random = SeededRandom(seed: 0x5_0_5E7)
        let size = canvas.size
        PhotoEffects.verticalGradient(canvas, [.hex(0x241A5C), .hex(0x6A2C7A), .hex(0xD2495B), .hex(0xF7913F),
                                               .hex(0xFFD27A)],
                                      locations: [0, 0.3, 0.62, 0.85, 1], bottom: horizon)
        let sun = CGPoint(x: 196, y: horizon - 14)
        canvas.glow(at: sun, radius: 120, CGColor.hex(0xFFB25A, alpha: 0.55))
        canvas.glow(at: sun, radius: 45, CGColor.hex(0xFFE8A8, alpha: 0.8))
        canvas.fillRadial(PathShapes.circle(sun, 17), [.hex(0xFFFFF2), .hex(0xFFF0B0), .hex(0xFFC45E)], locations: [0, 0.6, 1],
                          center: sun, radius: 17)
        for _ in 0..<16 {
            let y = random.cgFloat(in: 10...95)
            let lit = (y / horizon)
            let color = CGColor.hex(0x5B2C7C).mixed(with: .hex(0xFF8A5C), lit).withAlpha(0.75)
            PhotoEffects.streak(canvas, center: CGPoint(x: random.cgFloat(in: 0...300), y: y),
                                length: random.cgFloat(in: 60...170), thickness: random.cgFloat(in: 3...9), color: color)
            PhotoEffects.streak(canvas, center: CGPoint(x: random.cgFloat(in: 0...300), y: y + 2),
                                length: random.cgFloat(in: 30...80), thickness: 2, color: CGColor.hex(0xFFC98A, alpha: 0.6))
        }
        PhotoEffects.inWater(canvas, below: horizon) {
            PhotoEffects.verticalGradient(canvas, [.hex(0xF0955A), .hex(0xA0456A), .hex(0x3B1E55), .hex(0x140C2B)],
                                          locations: [0, 0.2, 0.6, 1], top: horizon)
            for _ in 0..<260 {
                let depth = CGFloat(random.unit())
                let y = horizon + 1 + (size.height - horizon) * depth * depth
                let spread = 8 + 70 * depth * depth
                let x = sun.x + spread * random.cgFloat(in: -1...1) * random.cgFloat(in: 0.2...1)
                let length = 2 + 14 * depth * random.cgFloat(in: 0.4...1)
                PhotoEffects.streak(canvas, center: CGPoint(x: x, y: y), length: length, thickness: 0.8 + 1.6 * depth,
                                    color: CGColor.hex(0xFFE3A0, alpha: random.cgFloat(in: 0.5...1)))
            }
            PhotoEffects.ripples(canvas, horizon: horizon, color: CGColor.hex(0x1A0F33, alpha: 0.45), count: 140,
                                 random: &random)
        }
        let headland = CGMutablePath()
        headland.move(to: CGPoint(x: 0, y: horizon + 4))
        headland.addLine(to: CGPoint(x: 0, y: 84))
        headland.addCurve(to: CGPoint(x: 58, y: 106), control1: CGPoint(x: 20, y: 80), control2: CGPoint(x: 40, y: 96))
        headland.addCurve(to: CGPoint(x: 112, y: horizon + 1), control1: CGPoint(x: 80, y: 114), control2: CGPoint(x: 95, y: 118))
        headland.addLine(to: CGPoint(x: 0, y: horizon + 4))
        canvas.fillLinear(headland, [.hex(0x2A1438), .hex(0x140A20)], from: CGPoint(x: 0, y: 84), to: CGPoint(x: 0, y: horizon))
        for i in 0..<7 {
            let x = 8 + CGFloat(i) * 7 + random.cgFloat(in: -2...2), base = 86 + CGFloat(i) * 2.5
            canvas.fill(PathShapes.polygon([CGPoint(x: x - 3, y: base + 2), CGPoint(x: x, y: base - 10 - random.cgFloat(in: 0...5)),
                                            CGPoint(x: x + 3, y: base + 2)]), .hex(0x12081C))
        }
        for _ in 0..<5 {
            let p = random.point(x: 110...260, y: 30...80)
            let s = random.cgFloat(in: 2.5...4.5)
            let bird = CGMutablePath()
            bird.move(to: CGPoint(x: p.x - s, y: p.y - s * 0.3))
            bird.addQuadCurve(to: p, control: CGPoint(x: p.x - s * 0.5, y: p.y - s * 0.7))
            bird.addQuadCurve(to: CGPoint(x: p.x + s, y: p.y - s * 0.3), control: CGPoint(x: p.x + s * 0.5, y: p.y - s * 0.7))
            canvas.stroke(bird, .hex(0x2A1436), width: 0.9)
        }
        PhotoEffects.vignette(canvas, strength: 0.45)
        PhotoEffects.grain(canvas, strength: 0.25, seed: 1)
    }
}
