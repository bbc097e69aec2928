import LaminaRaster

/// `Photo7`: desert dunes in the late sun. A deep blue sky paling to gold, a hazy sun,
/// three ranges of dunes each with a lit face and a shadowed face split along a sharp
/// crest, wind ripples on the nearest dune, and saguaro cacti with long shadows.
enum DesertDunes {
    static func draw(_ canvas: AssetCanvas) {
        var random = SeededRandom(seed: 0xD_0_0E)
        PhotoEffects.verticalGradient(canvas, [.hex(0x1D4E9E), .hex(0x5E97D0), .hex(0xF3D9A0)], locations: [0, 0.55, 1],
                                      bottom: 110)
        canvas.glow(at: CGPoint(x: 250, y: 70), radius: 90, CGColor.hex(0xFFF1C6, alpha: 0.6))
        canvas.fill(PathShapes.circle(CGPoint(x: 250, y: 70), 12), .hex(0xFFFBEB))
        let ranges: [(CGFloat, CGFloat, CGColor, CGColor)] = [(100, 10, .hex(0xE9B877), .hex(0xC98E5A)),
                                                              (124, 18, .hex(0xE7A45C), .hex(0xA8643A)),
                                                              (150, 30, .hex(0xF0A453), .hex(0x8C4A26))]
        for (i, (base, height, lit, shade)) in ranges.enumerated() {
            dune(canvas, base: base, height: height, lit: lit, shade: shade, phase: CGFloat(i) * 2.3, ripples: i == 2,
                 random: &random)
        }
        for (x, y, h) in [(60.0, 176.0, 40.0), (212.0, 150.0, 22.0), (138.0, 128.0, 11.0)] {
            cactus(canvas, base: CGPoint(x: x, y: y), height: CGFloat(h))
        }
        for _ in 0..<20 {
            let p = random.point(x: 0...300, y: 170...198)
            canvas.fill(PathShapes.ellipse(p, rx: random.cgFloat(in: 1...3), ry: 1), .hex(0x6E4326))
        }
        PhotoEffects.vignette(canvas, strength: 0.3)
        PhotoEffects.grain(canvas, strength: 0.25, seed: 7)
    }

    /// One range of dunes: a crest line (two sines), the sand below it lit, and the far
    /// side of each crest in shadow.
    static func dune(_ canvas: AssetCanvas, base: CGFloat, height: CGFloat, lit: CGColor, shade: CGColor, phase: CGFloat,
                     ripples: Bool, random: inout SeededRandom) {
        let size = canvas.size
        let waves: [(CGFloat, CGFloat, CGFloat)] = [(height, 170, phase), (height * 0.35, 63, phase * 1.7)]
        let body = PathShapes.hills(base: base, waves: waves, width: size.width, bottom: size.height + 1, step: 2)
        canvas.fillLinear(body, [lit.lighter(0.15), lit, lit.darker(0.1)], from: CGPoint(x: 0, y: base - height),
                          to: CGPoint(x: 0, y: base + 60))
        canvas.isolated {
            canvas.context.addPath(body)
            canvas.context.clip()
            var x: CGFloat = 0
            while x <= size.width {
                var y = base, slope: CGFloat = 0
                for (amplitude, length, p) in waves {
                    y += amplitude * sin(2 * .pi * (x + 0.5) / length + p)
                    slope += amplitude * 2 * .pi / length * cos(2 * .pi * (x + 0.5) / length + p)
                }
                let away = min(1, max(0, -slope * 1.6))
                if away > 0.02 {
                    canvas.fillLinear(CGPath(rect: CGRect(x: x, y: y - 1, width: 1, height: height * 3), transform: nil),
                                      [shade.withAlpha(0.85 * away), shade.withAlpha(0)],
                                      from: CGPoint(x: 0, y: y), to: CGPoint(x: 0, y: y + height * 3))
                }
                x += 1
            }
            if ripples {
                for i in 0..<22 {
                    let y = base + 6 + CGFloat(i) * 2.4 + CGFloat(i * i) * 0.06
                    let line = CGMutablePath()
                    var xx: CGFloat = -10
                    line.move(to: CGPoint(x: xx, y: y))
                    while xx < size.width + 10 {
                        xx += 6
                        line.addLine(to: CGPoint(x: xx,
                                                 y: y + 2 * sin(xx / 13 + CGFloat(i)) + random.cgFloat(in: -0.3...0.3)))
                    }
                    canvas.stroke(line, shade.withAlpha(0.28), width: 0.5 + CGFloat(i) * 0.03)
                }
            }
        }
    }

    /// A saguaro: a trunk and two raised arms, rounded, with a shadow falling left.
    static func cactus(_ canvas: AssetCanvas, base: CGPoint, height h: CGFloat) {
        canvas.isolated {
            canvas.context.translateBy(x: base.x, y: base.y)
            canvas.context.concatenate(CGAffineTransform(a: 1, b: 0, c: 1.3, d: -0.4, tx: 0, ty: 0))
            canvas.fill(shape(h), CGColor.hex(0x5A2E14, alpha: 0.5))
        }
        canvas.isolated {
            canvas.context.translateBy(x: base.x, y: base.y)
            canvas.fillLinear(shape(h), [.hex(0x5E8C3A), .hex(0x2F5A22)], from: CGPoint(x: -h * 0.3, y: 0),
                              to: CGPoint(x: h * 0.3, y: 0))
        }
    }

    /// The cactus outline standing on the origin, `h` tall.
    static func shape(_ h: CGFloat) -> CGPath {
        let w = h * 0.13
        let path = CGMutablePath()
        path.addRoundedRect(in: CGRect(x: -w / 2, y: -h, width: w, height: h), cornerWidth: w / 2, cornerHeight: w / 2)
        path.addRoundedRect(in: CGRect(x: -w * 2.2, y: -h * 0.62, width: w * 0.8, height: h * 0.34), cornerWidth: w * 0.4,
                            cornerHeight: w * 0.4)
        path.addRect(CGRect(x: -w * 2.2, y: -h * 0.36, width: w * 1.8, height: w * 0.8))
        path.addRoundedRect(in: CGRect(x: w * 1.3, y: -h * 0.75, width: w * 0.8, height: h * 0.4), cornerWidth: w * 0.4,
                            cornerHeight: w * 0.4)
        path.addRect(CGRect(x: w * 0.4, y: -h * 0.42, width: w * 1.7, height: w * 0.8))
        return path
    }
}
