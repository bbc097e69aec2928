import LaminaRaster

/// `Photo4`: tulip fields in spring. A bright sky with clouds, a line of trees and a
/// windmill on the horizon, stripes of red, yellow, pink, violet and white tulips
/// converging on it, and large tulips with leaves in the foreground.
enum TulipField {
    static let horizon: CGFloat = 82
    static let colors: [CGColor] = [.hex(0xE32636), .hex(0xFFD23F), .hex(0xF35BA5), .hex(0x8E44C9), .hex(0xFFF5F0),
                                    .hex(0xFF7F2A)]

    static func draw(_ canvas: AssetCanvas) {
        var random = SeededRandom(seed: 0x7_0_11)
        let size = canvas.size
        PhotoEffects.verticalGradient(canvas, [.hex(0x3F8EE0), .hex(0x8CC4F2), .hex(0xDFF1FB)], bottom: horizon)
        for _ in 0..<4 {
            PhotoEffects.cloud(canvas, base: random.point(x: 10...290, y: 24...62),
                               width: random.cgFloat(in: 36...80), lit: .white, shade: .hex(0xC4D6EA), random: &random)
        }
        for _ in 0..<40 {
            let p = CGPoint(x: random.cgFloat(in: 0...300), y: horizon - 2)
            canvas.fill(PathShapes.ellipse(p, rx: random.cgFloat(in: 4...10), ry: random.cgFloat(in: 3...8)),
                        CGColor.hex(0x2F5E2A).mixed(with: .hex(0x4C7F35), CGFloat(random.unit())))
        }
        windmill(canvas, base: CGPoint(x: 208, y: horizon + 1))
        let vanishing = CGPoint(x: 190, y: horizon - 30)
        let stripes = 13
        for i in 0..<stripes {
            let x0 = -260 + CGFloat(i) * 64, x1 = x0 + 64
            let path = CGMutablePath()
            for (k, x) in [x0, x1].enumerated() {
                let bottom = CGPoint(x: x, y: size.height)
                let t = (horizon - vanishing.y) / (bottom.y - vanishing.y)
                let top = CGPoint(x: vanishing.x + (bottom.x - vanishing.x) * t, y: horizon)
                if k == 0 { path.move(to: top); path.addLine(to: bottom) } else { path.addLine(to: bottom); path.addLine(to: top) }
            }
            path.closeSubpath()
            let color = i % 2 == 1 ? CGColor.hex(0x4E8A2E) : colors[(i / 2) % colors.count]
            canvas.fillLinear(path, [color.mixed(with: .hex(0x9FB7C8), 0.45), color, color.darker(0.15)], locations: [0, 0.3, 1],
                              from: CGPoint(x: 0, y: horizon), to: CGPoint(x: 0, y: size.height))
            if i % 2 == 0 {
                canvas.isolated {
                    canvas.context.addPath(path)
                    canvas.context.clip()
                    for _ in 0..<120 {
                        let depth = CGFloat(random.unit())
                        let y = horizon + (size.height - horizon) * depth * depth
                        let r = 0.4 + 2.2 * depth * depth
                        let p = CGPoint(x: random.cgFloat(in: -200...500), y: y)
                        canvas.fill(PathShapes.ellipse(p, rx: r, ry: r * 1.2), color.lighter(0.25).withAlpha(0.8))
                    }
                }
            }
        }
        canvas.fillLinear(CGPath(rect: CGRect(x: 0, y: horizon, width: size.width, height: 14), transform: nil),
                          [CGColor.hex(0xDFF1FB, alpha: 0.6), CGColor.hex(0xDFF1FB, alpha: 0)],
                          from: CGPoint(x: 0, y: horizon), to: CGPoint(x: 0, y: horizon + 14))
        for _ in 0..<22 {
            let x = random.cgFloat(in: -10...310), y = random.cgFloat(in: 176...214)
            tulip(canvas, at: CGPoint(x: x, y: y), height: 26 + (y - 176) * 0.6, color: colors[random.index(colors.count)],
                  lean: random.cgFloat(in: -0.2...0.2))
        }
        PhotoEffects.vignette(canvas, strength: 0.25)
        PhotoEffects.grain(canvas, strength: 0.2, seed: 4)
    }

    /// A tulip: a leaning stem with two leaves and a three-petal cup at `at`'s top.
    static func tulip(_ canvas: AssetCanvas, at base: CGPoint, height: CGFloat, color: CGColor, lean: CGFloat) {
        let head = CGPoint(x: base.x + lean * height, y: base.y - height)
        let stem = CGMutablePath()
        stem.move(to: base)
        stem.addQuadCurve(to: head, control: CGPoint(x: base.x, y: base.y - height * 0.6))
        canvas.stroke(stem, .hex(0x2F7A2A), width: height * 0.06)
        for side in [-1.0, 1.0] {
            let leaf = CGMutablePath()
            leaf.move(to: base)
            leaf.addQuadCurve(to: CGPoint(x: base.x + side * height * 0.3, y: base.y - height * 0.65),
                              control: CGPoint(x: base.x + side * height * 0.35, y: base.y - height * 0.1))
            leaf.addQuadCurve(to: base, control: CGPoint(x: base.x + side * height * 0.02, y: base.y - height * 0.35))
            canvas.fill(leaf, CGColor.hex(0x3E9A36).darker(side > 0 ? 0.15 : 0))
        }
        let w = height * 0.17, h = height * 0.26
        let cup = CGMutablePath()
        cup.move(to: CGPoint(x: head.x - w, y: head.y - h * 0.85))
        cup.addQuadCurve(to: CGPoint(x: head.x, y: head.y + h * 0.2), control: CGPoint(x: head.x - w * 1.1, y: head.y + h * 0.2))
        cup.addQuadCurve(to: CGPoint(x: head.x + w, y: head.y - h * 0.85), control: CGPoint(x: head.x + w * 1.1, y: head.y + h * 0.2))
        cup.addLine(to: CGPoint(x: head.x + w * 0.45, y: head.y - h * 0.45))
        cup.addLine(to: CGPoint(x: head.x, y: head.y - h))
        cup.addLine(to: CGPoint(x: head.x - w * 0.45, y: head.y - h * 0.45))
        cup.closeSubpath()
        canvas.fillLinear(cup, [color.lighter(0.35), color, color.darker(0.3)],
                          from: CGPoint(x: head.x - w, y: head.y - h), to: CGPoint(x: head.x + w, y: head.y + h * 0.2))
        let petal = CGMutablePath()
        petal.move(to: CGPoint(x: head.x - w * 0.5, y: head.y - h * 0.3))
        petal.addQuadCurve(to: CGPoint(x: head.x + w * 0.5, y: head.y - h * 0.3), control: CGPoint(x: head.x, y: head.y + h * 0.1))
        canvas.stroke(petal, color.darker(0.35).withAlpha(0.6), width: height * 0.015)
    }

    /// A Dutch windmill: a tapered tower, a cap and four sails turned a little.
    static func windmill(_ canvas: AssetCanvas, base: CGPoint) {
        let body = PathShapes.polygon([CGPoint(x: base.x - 8, y: base.y), CGPoint(x: base.x - 4.5, y: base.y - 30),
                                       CGPoint(x: base.x + 4.5, y: base.y - 30), CGPoint(x: base.x + 8, y: base.y)])
        canvas.fillLinear(body, [.hex(0x6B4A3A), .hex(0x3A2A22)], from: CGPoint(x: base.x - 8, y: 0),
                          to: CGPoint(x: base.x + 8, y: 0))
        canvas.fill(PathShapes.ellipse(CGPoint(x: base.x, y: base.y - 31), rx: 5.5, ry: 3.5), .hex(0x2E221C))
        let hub = CGPoint(x: base.x, y: base.y - 31)
        for i in 0..<4 {
            let angle = 0.35 + CGFloat(i) * .pi / 2
            canvas.isolated {
                canvas.context.translateBy(x: hub.x, y: hub.y)
                canvas.context.rotate(by: angle)
                canvas.fill(CGPath(rect: CGRect(x: 2, y: -0.5, width: 24, height: 1), transform: nil), .hex(0x3A2A22))
                canvas.fill(CGPath(rect: CGRect(x: 6, y: 0.5, width: 19, height: 4.5), transform: nil),
                            CGColor.hex(0xF2EBDD, alpha: 0.9))
            }
        }
        canvas.fill(PathShapes.circle(hub, 1.5), .hex(0x2E221C))
        canvas.fill(CGPath(rect: CGRect(x: base.x - 1.5, y: base.y - 8, width: 3, height: 8), transform: nil),
                    .hex(0x241A14))
    }
}
