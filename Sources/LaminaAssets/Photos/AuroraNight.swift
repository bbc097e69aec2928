import LaminaRaster

/// `Photo5`: the northern lights. A starry night, curtains of green aurora fringed with
/// violet drawn with the `screen` blend mode so they brighten what is behind them,
/// dark snowy hills with pines, and a frozen lake that mirrors the sky.
enum AuroraNight {
    static let shore: CGFloat = 140

    static func draw(_ canvas: AssetCanvas) {
        var random = SeededRandom(seed: 0xA_0_2A)
        let size = canvas.size
        PhotoEffects.verticalGradient(canvas, [.hex(0x020414), .hex(0x081A33), .hex(0x0E3446)], locations: [0, 0.6, 1],
                                      bottom: shore)
        for _ in 0..<260 {
            let p = random.point(x: 0...300, y: 0...shore)
            let bright = CGFloat(random.unit())
            canvas.fill(PathShapes.circle(p, 0.2 + 0.55 * bright * bright), CGColor.white.withAlpha(0.3 + 0.7 * bright))
        }
        canvas.glow(at: CGPoint(x: 60, y: 30), radius: 5, CGColor.white.withAlpha(0.7))
        canvas.isolated {
            canvas.context.setBlendMode(.screen)
            curtain(canvas, baseline: 88, amplitude: 22, length: 170, phase: 0.3, height: 70, green: .hex(0x3CFF9A),
                    fringe: .hex(0xB04CFF),
                    random: &random)
            curtain(canvas, baseline: 66, amplitude: 14, length: 230, phase: 2.1, height: 50, green: .hex(0x2EE6C0),
                    fringe: .hex(0x5A6CFF),
                    random: &random)
        }
        let far = PathShapes.hills(base: 118, waves: [(9, 140, 0.8), (4, 45, 2.2), (1.5, 13, 0.4)], width: size.width,
                                   bottom: shore + 1)
        canvas.fillLinear(far, [.hex(0x24405A), .hex(0x0E1C2C)], from: CGPoint(x: 0, y: 104), to: CGPoint(x: 0, y: shore))
        canvas.isolated {
            canvas.context.addPath(far)
            canvas.context.clip()
            canvas.fill(PathShapes.hills(base: 116, waves: [(9, 140, 0.8), (4, 45, 2.2)], width: size.width, bottom: 60),
                        CGColor.hex(0xBFE8E6, alpha: 0.55))
        }
        let near = PathShapes.hills(base: 134, waves: [(5, 110, 2.7), (2, 33, 0.9)], width: size.width, bottom: shore + 1)
        canvas.fill(near, .hex(0x06101A))
        for _ in 0..<45 {
            MountainLake.pine(canvas, base: CGPoint(x: random.cgFloat(in: -4...304), y: shore + 1),
                              height: random.cgFloat(in: 8...22), color: .hex(0x03080E))
        }
        PhotoEffects.reflect(canvas, horizon: shore, water: .hex(0x0A1C2A), tint: 0.4)
        PhotoEffects.inWater(canvas, below: shore) {
            for _ in 0..<26 {
                let y = random.cgFloat(in: shore + 4...200), x = random.cgFloat(in: -40...300)
                let crack = CGMutablePath()
                crack.move(to: CGPoint(x: x, y: y))
                crack.addLine(to: CGPoint(x: x + random.cgFloat(in: 20...70), y: y + random.cgFloat(in: -3...3)))
                canvas.stroke(crack, CGColor.hex(0xCFEFFF, alpha: 0.25), width: 0.6)
            }
            canvas.fillLinear(nil, [CGColor.hex(0xDDF4FF, alpha: 0), CGColor.hex(0xDDF4FF, alpha: 0.18)],
                              from: CGPoint(x: 0, y: shore), to: CGPoint(x: 0, y: size.height))
        }
        PhotoEffects.vignette(canvas, strength: 0.4)
        PhotoEffects.grain(canvas, strength: 0.25, seed: 5)
    }

    /// One aurora curtain: many thin vertical rays along a wavy baseline, bright at the
    /// bottom (green) and fading upwards through `fringe`.
    static func curtain(_ canvas: AssetCanvas, baseline: CGFloat, amplitude: CGFloat, length: CGFloat, phase: CGFloat,
                        height: CGFloat, green: CGColor, fringe: CGColor, random: inout SeededRandom) {
        var x: CGFloat = -10
        while x < 310 {
            let y = baseline + amplitude * sin(2 * .pi * x / length + phase) + 4 * sin(x / 9)
            let tall = height * random.cgFloat(in: 0.55...1.1)
            let strength = random.cgFloat(in: 0.15...0.45) * (0.6 + 0.4 * sin(x / 37 + phase))
            let width = random.cgFloat(in: 1.5...4)
            let ray = CGPath(rect: CGRect(x: x, y: y - tall, width: width, height: tall + 3), transform: nil)
            canvas.fillLinear(ray, [fringe.withAlpha(0), fringe.withAlpha(strength * 0.6), green.withAlpha(strength),
                                    green.withAlpha(0)],
                              locations: [0, 0.45, 0.9, 1], from: CGPoint(x: 0, y: y - tall), to: CGPoint(x: 0, y: y + 3))
            x += width * 0.7
        }
    }
}
