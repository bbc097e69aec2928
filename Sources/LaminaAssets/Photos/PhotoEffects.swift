import LaminaRaster

/// What the photo-like pictures share: clouds, a reflection in still water, film grain
/// and a vignette. Each is ordinary CoreGraphics — ellipses, clips, images drawn back
/// into the context, blend modes — so the photos exercise the same calls an app makes.
enum PhotoEffects {
    /// A cumulus cloud about `width` points wide with its base at `base`: a shaded
    /// underside and a lit top made of overlapping puffs.
    static func cloud(_ canvas: AssetCanvas, base: CGPoint, width: CGFloat, lit: CGColor, shade: CGColor,
                      random: inout SeededRandom) {
        let puffs = 5 + random.index(4)
        var circles: [(CGPoint, CGFloat)] = []
        for i in 0..<puffs {
            let t = (CGFloat(i) + 0.5) / CGFloat(puffs)
            let bulge = sin(t * .pi)
            let radius = width * (0.12 + 0.14 * bulge) * random.cgFloat(in: 0.8...1.15)
            let x = base.x - width / 2 + width * t
            circles.append((CGPoint(x: x, y: base.y - radius * 0.55 - width * 0.08 * bulge), radius))
        }
        let body = CGMutablePath()
        for (center, radius) in circles { body.addPath(PathShapes.circle(center, radius)) }
        body.addRoundedRect(in: CGRect(x: base.x - width / 2, y: base.y - width * 0.12, width: width, height: width * 0.12),
                            cornerWidth: width * 0.06, cornerHeight: width * 0.06)
        canvas.isolated {
            canvas.context.addPath(body)
            canvas.context.clip()
            canvas.fillLinear(nil, [lit, lit, shade], locations: [0, 0.45, 1],
                              from: CGPoint(x: base.x, y: base.y - width * 0.45), to: base)
            for (center, radius) in circles {
                canvas.glow(at: CGPoint(x: center.x - radius * 0.25, y: center.y - radius * 0.35), radius: radius * 0.8,
                            lit.lighter(0.5).withAlpha(0.55))
            }
        }
    }

    /// A streak of thin cloud: a long, flat, soft ellipse.
    static func streak(_ canvas: AssetCanvas, center: CGPoint, length: CGFloat, thickness: CGFloat, color: CGColor) {
        canvas.isolated {
            canvas.context.translateBy(x: center.x, y: center.y)
            canvas.context.scaleBy(x: 1, y: thickness / length)
            canvas.glow(at: .zero, radius: length / 2, color)
        }
    }

    /// Reflects everything drawn above `horizon` into the region below it, as in still
    /// water: the picture so far, drawn back upside down, then tinted with `water`.
    static func reflect(_ canvas: AssetCanvas, horizon: CGFloat, water: CGColor, tint: CGFloat) {
        guard let snapshot = canvas.makeImage() else { return }
        let size = canvas.size
        inWater(canvas, below: horizon) {
            canvas.context.draw(snapshot, in: CGRect(x: 0, y: 2 * horizon - size.height, width: size.width,
                                                     height: size.height))
            canvas.fillLinear(nil, [water.withAlpha(tint * 0.6), water.withAlpha(min(1, tint * 1.3))],
                              from: CGPoint(x: 0, y: horizon), to: CGPoint(x: 0, y: size.height))
        }
    }

    /// Runs `body` clipped to the water: the part of the canvas below `horizon`.
    static func inWater(_ canvas: AssetCanvas, below horizon: CGFloat, _ body: () -> Void) {
        let size = canvas.size
        canvas.isolated {
            canvas.context.clip(to: CGRect(x: 0, y: horizon, width: size.width, height: size.height - horizon))
            body()
        }
    }

    /// Ripples of each colour in turn, `count` lines of it, clipped to the water below
    /// `horizon`.
    static func ripples(_ canvas: AssetCanvas, horizon: CGFloat, _ layers: [(color: CGColor, count: Int)],
                        random: inout SeededRandom) {
        inWater(canvas, below: horizon) {
            for layer in layers {
                ripples(canvas, horizon: horizon, color: layer.color, count: layer.count, random: &random)
            }
        }
    }

    /// Horizontal ripple lines across the water below `horizon`, longer and further
    /// apart towards the viewer.
    static func ripples(_ canvas: AssetCanvas, horizon: CGFloat, color: CGColor, count: Int, random: inout SeededRandom) {
        let size = canvas.size
        for _ in 0..<count {
            let depth = CGFloat(random.unit())
            let y = horizon + 2 + (size.height - horizon) * depth * depth
            let length = 6 + 40 * depth * random.cgFloat(in: 0.4...1)
            let x = random.cgFloat(in: -20...size.width)
            let path = CGMutablePath()
            path.move(to: CGPoint(x: x, y: y))
            path.addLine(to: CGPoint(x: x + length, y: y))
            canvas.stroke(path, color, width: 0.4 + 1.2 * depth)
        }
    }

    /// Film grain: seeded noise at one texel per pixel, soft-lit over the picture.
    static func grain(_ canvas: AssetCanvas, strength: CGFloat, seed: UInt64) {
        let context = canvas.context
        guard let noise = CGContext(data: nil, width: context.width, height: context.height, bitsPerComponent: 8,
                                    bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                                    bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue),
              let bytes = noise.data?.assumingMemoryBound(to: UInt8.self) else { return }
        var random = SeededRandom(seed: seed)
        for i in 0..<(noise.width * noise.height) {
            let value = UInt8(truncatingIfNeeded: 96 + Int(random.next() % 64))
            bytes[i * 4] = value; bytes[i * 4 + 1] = value; bytes[i * 4 + 2] = value; bytes[i * 4 + 3] = 255
        }
        guard let image = noise.makeImage() else { return }
        canvas.isolated {
            context.setBlendMode(.softLight)
            context.setAlpha(strength)
            context.draw(image, in: canvas.bounds)
        }
    }

    /// Darkens the corners: transparent black in the middle to `strength` black at the corners.
    static func vignette(_ canvas: AssetCanvas, strength: CGFloat) {
        let size = canvas.size
        let center = CGPoint(x: size.width / 2, y: size.height / 2)
        let radius = hypot(size.width, size.height) / 2
        canvas.isolated {
            canvas.context.translateBy(x: center.x, y: center.y)
            canvas.context.scaleBy(x: 1, y: size.height / size.width)
            canvas.fillRadial(nil, [CGColor.black.withAlpha(0), CGColor.black.withAlpha(0),
                                    CGColor.black.withAlpha(strength)],
                              locations: [0, 0.55, 1], center: .zero, radius: radius * size.width / size.height * 0.75)
        }
    }

    /// The whole canvas filled with a vertical gradient (top to bottom).
    static func verticalGradient(_ canvas: AssetCanvas, _ colors: [CGColor], locations: [CGFloat]? = nil,
                                 top: CGFloat = 0, bottom: CGFloat? = nil) {
        canvas.fillLinear(nil, colors, locations: locations, from: CGPoint(x: 0, y: top),
                          to: CGPoint(x: 0, y: bottom ?? canvas.size.height))
    }
}
