import LaminaRaster

/// `Photo2`: snowy mountains mirrored in a lake. A clear blue sky with a few clouds,
/// a far range with snow caps, a nearer blue-green range, a shore of pines, and the
/// lake reflecting all of it with ripples.
enum MountainLake {
    static let shore: CGFloat = 128

    static func draw(_ canvas: AssetCanvas) {
        var random = SeededRandom(seed: 0x3_0_0_4E)
        let size = canvas.size
        PhotoEffects.verticalGradient(canvas, [.hex(0x2F6FC2), .hex(0x6FA8E0), .hex(0xCFE8F7)], locations: [0, 0.5, 1],
                                      bottom: shore)
        for _ in 0..<3 {
            PhotoEffects.cloud(canvas, base: random.point(x: 20...280, y: 26...50),
                               width: random.cgFloat(in: 40...70), lit: .white, shade: .hex(0xB9CCE0), random: &random)
        }
        let far = PathShapes.ridgeHeights(count: 64, base: 62, amplitude: 70, roughness: 0.55, random: &random)
        let farPath = PathShapes.ridge(far, width: size.width, bottom: shore)
        canvas.fillLinear(farPath, [.hex(0x8C9FC4), .hex(0x6C7FA8)], from: CGPoint(x: 0, y: 30), to: CGPoint(x: 0, y: shore))
        canvas.isolated {
            canvas.context.addPath(farPath)
            canvas.context.clip()
            let snowline = PathShapes.hills(base: 72, waves: [(6, 53, 0.4), (3, 17, 1.3), (1.5, 7, 0.2)],
                                            width: size.width, bottom: -10)
            canvas.fillLinear(snowline, [.white, .hex(0xDCE6F5)], from: CGPoint(x: 0, y: 20), to: CGPoint(x: 0, y: 80))
            canvas.isolated {
                canvas.context.setBlendMode(.multiply)
                for face in shadedFaces(far, width: size.width, bottom: shore) {
                    canvas.fill(face, CGColor.hex(0x9FAACB, alpha: 0.85))
                }
            }
        }
        let mid = PathShapes.ridgeHeights(count: 64, base: 100, amplitude: 36, roughness: 0.6, random: &random)
        canvas.fillLinear(PathShapes.ridge(mid, width: size.width, bottom: shore), [.hex(0x3E6C7A), .hex(0x2A4E4A)],
                          from: CGPoint(x: 0, y: 80), to: CGPoint(x: 0, y: shore))
        canvas.fill(PathShapes.hills(base: shore - 5, waves: [(2.5, 90, 0.3), (1.5, 31, 2.0)], width: size.width,
                                     bottom: shore + 1),
                    .hex(0x24452F))
        for _ in 0..<70 {
            let x = random.cgFloat(in: -4...304), h = random.cgFloat(in: 10...24)
            pine(canvas, base: CGPoint(x: x, y: shore + 1), height: h,
                 color: CGColor.hex(0x17331F).mixed(with: .hex(0x2D5A35), CGFloat(random.unit())))
        }
        PhotoEffects.reflect(canvas, horizon: shore, water: .hex(0x1F4E6E), tint: 0.45)
        PhotoEffects.ripples(canvas, horizon: shore, [(CGColor.hex(0xDCEBFA, alpha: 0.18), 45),
                                                      (CGColor.hex(0x0E2B3F, alpha: 0.2), 45)], random: &random)
        let bank = PathShapes.hills(base: 188, waves: [(4, 120, 0.2), (2, 37, 1.1)], width: size.width,
                                    bottom: size.height + 1)
        canvas.fillLinear(bank, [.hex(0x5E7A3A), .hex(0x34491F)], from: CGPoint(x: 0, y: 182), to: CGPoint(x: 0, y: 200))
        for _ in 0..<18 {
            let p = random.point(x: 0...300, y: 189...197)
            canvas.fill(PathShapes.ellipse(p, rx: random.cgFloat(in: 2...5), ry: 1.6), .hex(0x8C8A7E))
        }
        PhotoEffects.vignette(canvas, strength: 0.3)
        PhotoEffects.grain(canvas, strength: 0.2, seed: 2)
    }

    /// The shadowed face of each peak of a ridge lit from the left: from the peak along
    /// the ridge down to the next valley on its right, then straight down to the foot.
    static func shadedFaces(_ heights: [CGFloat], width: CGFloat, bottom: CGFloat) -> [CGPath] {
        let dx = width / CGFloat(heights.count - 1), reach = 3
        func point(_ i: Int) -> CGPoint { CGPoint(x: CGFloat(i) * dx, y: heights[i]) }
        func isExtreme(_ i: Int, peak: Bool) -> Bool {
            let window = max(0, i - reach)...min(heights.count - 1, i + reach)
            return window.allSatisfy { peak ? heights[$0] >= heights[i] : heights[$0] <= heights[i] }
        }
        var faces: [CGPath] = []
        for i in 1..<(heights.count - 1) where isExtreme(i, peak: true) {
            var j = i + 1
            while j < heights.count - 1 && !isExtreme(j, peak: false) { j += 1 }
            var outline = (i...j).map(point)
            outline.append(CGPoint(x: point(j).x, y: bottom))
            outline.append(CGPoint(x: point(i).x + (point(j).x - point(i).x) * 0.35, y: bottom))
            faces.append(PathShapes.polygon(outline))
        }
        return faces
    }

    /// A pine tree: three stacked triangles over a short trunk.
    static func pine(_ canvas: AssetCanvas, base: CGPoint, height: CGFloat, color: CGColor) {
        canvas.fill(CGPath(rect: CGRect(x: base.x - height * 0.04, y: base.y - height * 0.15, width: height * 0.08,
                                        height: height * 0.15),
                           transform: nil), .hex(0x3B2A1A))
        for tier in 0..<3 {
            let bottom = base.y - height * (0.1 + CGFloat(tier) * 0.25)
            let width = height * (0.42 - CGFloat(tier) * 0.1)
            canvas.fill(PathShapes.polygon([CGPoint(x: base.x - width / 2, y: bottom), CGPoint(x: base.x, y: bottom - height * 0.45),
                                            CGPoint(x: base.x + width / 2, y: bottom)]), color)
        }
    }
}
