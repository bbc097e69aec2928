import LaminaRaster

/// The sticky badge's explosion (seeds 001 and 003: `UIImageView.animationImages` of
/// eight pictures played over 0.5–1 s when the badge is dragged past its range).
///
/// One burst seen at eight moments t = i/7: a hot core that flashes and fades, sparks
/// flying outwards, and a ring of smoke puffs that spreads and thins. The sparks' and
/// puffs' directions come from one seed, so every frame shows the same burst later.
/// Its painted area grows over the first frames and fades over the last ones.
enum ExplosionFrames {
    /// Frames in the sequence.
    static let count = 8

    static func draw(_ canvas: AssetCanvas, frame: Int) {
        let t = CGFloat(frame) / CGFloat(count - 1)
        let c = CGPoint(x: 25, y: 25)
        let grow = 1 - pow(1 - t, 2.2)
        let reach = 5 + 19 * grow
        let fade = t < 0.4 ? 1 : max(0, 1 - pow((t - 0.4) / 0.6, 1.3) * 0.9)
        var random = SeededRandom(seed: 0xB00_0B5)

        let smoke = CGColor.hex(0x8A7F86)
        let puffs = 9
        for i in 0..<puffs {
            let angle = CGFloat(i) * 2 * .pi / CGFloat(puffs) + random.cgFloat(in: -0.25...0.25)
            let distance = reach * random.cgFloat(in: 0.8...1.0)
            let size = (2 + 7 * grow) * random.cgFloat(in: 0.75...1.2)
            let alpha = 0.75 * fade * min(1, t * 3)
            let p = CGPoint(x: c.x + distance * cos(angle), y: c.y + distance * sin(angle))
            canvas.fillRadial(PathShapes.circle(p, size), [smoke.lighter(0.3).withAlpha(alpha),
                                                           smoke.withAlpha(alpha * 0.8),
                                                          smoke.withAlpha(0)],
                              locations: [0, 0.6, 1], center: p, radius: size, extendsOutside: false)
        }

        let heat = max(0, 1 - t * 1.25)
        canvas.glow(at: c, radius: reach * 1.05, CGColor.hex(0xFF5A1F, alpha: 0.85 * fade))
        canvas.fillRadial(PathShapes.circle(c, reach * 0.75),
                          [CGColor.white.withAlpha(heat), CGColor.hex(0xFFE34D, alpha: max(heat, 0.6 * fade)),
                           CGColor.hex(0xFF7A1A, alpha: 0.8 * fade), CGColor.hex(0xE0261B, alpha: 0)],
                          locations: [0, 0.3, 0.65, 1], center: c, radius: reach * 0.75, extendsOutside: false)

        let sparks = 14
        for i in 0..<sparks {
            let angle = CGFloat(i) * 2 * .pi / CGFloat(sparks) + random.cgFloat(in: -0.2...0.2)
            let speed = random.cgFloat(in: 0.8...1.15)
            let outer = min(24.5, reach * 1.1 * speed), inner = outer * (0.35 + 0.4 * t)
            let width = 2.6 * (1 - 0.6 * t) * speed
            let spark = CGMutablePath()
            spark.move(to: CGPoint(x: c.x + inner * cos(angle), y: c.y + inner * sin(angle)))
            spark.addLine(to: CGPoint(x: c.x + outer * cos(angle), y: c.y + outer * sin(angle)))
            canvas.stroke(spark, CGColor.hex(0xFFB830, alpha: 0.9 * fade), width: width)
            canvas.stroke(spark, CGColor.hex(0xFFF6D0, alpha: fade), width: width * 0.4)
        }
        if t < 0.35 {
            canvas.fill(PathShapes.star(c, points: 8, inner: reach * 0.35, outer: reach * 1.2, rotation: 0.2),
                        CGColor.hex(0xFFF3A0, alpha: 0.7 * (1 - t / 0.35)))
        }
    }
}
