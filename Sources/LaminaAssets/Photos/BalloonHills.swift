import LaminaRaster

/// `Photo6`: hot-air balloons over the countryside. A summer sky with a bright sun and
/// clouds, rolling hills in layers with a patchwork of fields and hedges, and five
/// striped balloons at different distances.
enum BalloonHills {
    static func draw(_ canvas: AssetCanvas) {
        var random = SeededRandom(seed: 0xBA_11)
        let size = canvas.size
        PhotoEffects.verticalGradient(canvas, [.hex(0x4FA3E8), .hex(0x9ED2F5), .hex(0xEAF6FC)], locations: [0, 0.55, 1],
                                      bottom: 130)
        canvas.glow(at: CGPoint(x: 40, y: 28), radius: 70, CGColor.hex(0xFFF8D8, alpha: 0.7))
        canvas.fill(PathShapes.circle(CGPoint(x: 40, y: 28), 11), .hex(0xFFFBEA))
        for _ in 0..<5 {
            PhotoEffects.cloud(canvas, base: random.point(x: 0...300, y: 40...100),
                               width: random.cgFloat(in: 40...90), lit: .white, shade: .hex(0xC9DCEB), random: &random)
        }
        let layers: [(CGFloat, CGColor, CGColor)] = [(112, .hex(0x9DBF8A), .hex(0x86AD72)), (132, .hex(0x77AE4F), .hex(0x5C9440)),
                                                     (158, .hex(0x5A9A36), .hex(0x3F7A26))]
        for (i, (base, top, bottom)) in layers.enumerated() {
            let hill = PathShapes.hills(base: base, waves: [(7 - CGFloat(i), 190 - CGFloat(i) * 30, CGFloat(i) * 1.7),
                                                           (3, 61, CGFloat(i) * 0.9)],
                                        width: size.width, bottom: size.height + 1)
            canvas.fillLinear(hill, [top, bottom], from: CGPoint(x: 0, y: base - 8), to: CGPoint(x: 0, y: size.height))
            canvas.isolated {
                canvas.context.addPath(hill)
                canvas.context.clip()
                for _ in 0..<(10 + i * 8) {
                    let p = CGPoint(x: random.cgFloat(in: 0...300), y: base + random.cgFloat(in: 2...60))
                    let w = random.cgFloat(in: 14...40) * (1 + CGFloat(i) * 0.4), h = w * 0.22
                    let field = PathShapes.polygon([CGPoint(x: p.x - w / 2, y: p.y), CGPoint(x: p.x, y: p.y - h),
                                                    CGPoint(x: p.x + w / 2, y: p.y), CGPoint(x: p.x, y: p.y + h)])
                    let tone: CGColor = [.hex(0xC9C25A), .hex(0x8DBF4E), .hex(0xB8934E), .hex(0x6FA33D)][random.index(4)]
                    canvas.fill(field, tone.withAlpha(0.75))
                    canvas.stroke(field, CGColor.hex(0x2E5A1E, alpha: 0.5), width: 0.5)
                }
                for _ in 0..<(6 + i * 6) {
                    let p = CGPoint(x: random.cgFloat(in: 0...300), y: base + random.cgFloat(in: 0...50))
                    let r = 1.2 + CGFloat(i) * 1.1
                    canvas.fill(PathShapes.circle(CGPoint(x: p.x, y: p.y - r), r), .hex(0x2F5E1F))
                }
            }
        }
        let balloons: [(CGPoint, CGFloat, [CGColor])] = [
            (CGPoint(x: 232, y: 62), 30, [.hex(0xE63946), .hex(0xFFD23F)]),
            (CGPoint(x: 120, y: 46), 19, [.hex(0x2A9DF4), .hex(0xFFFFFF)]),
            (CGPoint(x: 170, y: 104), 12, [.hex(0x8E44C9), .hex(0xFF8C42)]),
            (CGPoint(x: 70, y: 88), 9, [.hex(0x2BB673), .hex(0xF9F871)]),
            (CGPoint(x: 278, y: 130), 6, [.hex(0xFF5DA2), .hex(0x4CC9F0)]),
        ]
        for (center, radius, stripes) in balloons { balloon(canvas, center: center, radius: radius, stripes: stripes) }
        PhotoEffects.vignette(canvas, strength: 0.2)
        PhotoEffects.grain(canvas, strength: 0.2, seed: 6)
    }

    /// A balloon: a round-topped envelope tapering to a mouth, gored in alternating
    /// colours, lit from the upper left, with ropes and a basket below.
    static func balloon(_ canvas: AssetCanvas, center c: CGPoint, radius r: CGFloat, stripes: [CGColor]) {
        let envelope = CGMutablePath()
        envelope.move(to: CGPoint(x: c.x - r * 0.3, y: c.y + r * 1.25))
        envelope.addCurve(to: CGPoint(x: c.x - r, y: c.y), control1: CGPoint(x: c.x - r * 0.55, y: c.y + r * 0.9),
                          control2: CGPoint(x: c.x - r, y: c.y + r * 0.5))
        envelope.addArc(center: c, radius: r, startAngle: .pi, endAngle: 0, clockwise: false)
        envelope.addCurve(to: CGPoint(x: c.x + r * 0.3, y: c.y + r * 1.25), control1: CGPoint(x: c.x + r, y: c.y + r * 0.5),
                          control2: CGPoint(x: c.x + r * 0.55, y: c.y + r * 0.9))
        envelope.closeSubpath()
        let mouth = CGPoint(x: c.x, y: c.y + r * 1.25)
        for side in [-1.0, 1.0] {
            let rope = CGMutablePath()
            rope.move(to: CGPoint(x: mouth.x + side * r * 0.28, y: mouth.y))
            rope.addLine(to: CGPoint(x: mouth.x + side * r * 0.16, y: mouth.y + r * 0.45))
            canvas.stroke(rope, .hex(0x4A3A2A), width: max(0.3, r * 0.02))
        }
        canvas.fill(CGPath(roundedRect: CGRect(x: mouth.x - r * 0.18, y: mouth.y + r * 0.42, width: r * 0.36,
                                               height: r * 0.28),
                           cornerWidth: r * 0.04, cornerHeight: r * 0.04, transform: nil), .hex(0x8A5A2B))
        canvas.isolated {
            canvas.context.addPath(envelope)
            canvas.context.clip()
            let gores = 8
            for i in 0..<gores {
                let left = c.x - r + CGFloat(i) * 2 * r / CGFloat(gores), right = left + 2 * r / CGFloat(gores)
                let gore = CGMutablePath()
                gore.move(to: CGPoint(x: c.x, y: c.y - r * 1.05))
                gore.addQuadCurve(to: CGPoint(x: c.x + (left - c.x) * 0.3, y: mouth.y),
                                  control: CGPoint(x: left + (left - c.x) * 0.35, y: c.y))
                gore.addLine(to: CGPoint(x: c.x + (right - c.x) * 0.3, y: mouth.y))
                gore.addQuadCurve(to: CGPoint(x: c.x, y: c.y - r * 1.05),
                                  control: CGPoint(x: right + (right - c.x) * 0.35, y: c.y))
                canvas.fill(gore, stripes[i % stripes.count])
            }
            canvas.fillRadial(nil, [CGColor.white.withAlpha(0.45), CGColor.white.withAlpha(0),
                                    CGColor.black.withAlpha(0.35)],
                              locations: [0, 0.45, 1], center: CGPoint(x: c.x - r * 0.4, y: c.y - r * 0.45), radius: r * 2)
        }
    }
}
