import Foundation
import Testing
@testable import LaminaRaster

/// `contents`: source rectangles, destinations (gravity), nine-part stretching, filters,
/// flipping, tint and perspective-correct mapping.
@Suite struct ContentsTests {
    /// 40 × 40, texel row y has red = 6y, opaque.
    let rows = makeImage(width: 40, height: 40) { _, y in (UInt8(6 * y), 0, 0, 255) }
    let unit = CGRect(x: 0, y: 0, width: 1, height: 1)

    @Test func imageLandingTexelForTexelIsCopiedExactly() {
        let image = makeImage(width: 30, height: 20) { x, y in (UInt8(x * 8), UInt8(y * 12), 100, 255) }
        let out = render([layer(frame: CGRect(x: 5, y: 7, width: 30, height: 20), color: nil,
                                contents: contents(image, destination: CGRect(x: 0, y: 0, width: 30, height: 20)))])
        for (x, y) in [(0, 0), (29, 19), (13, 4), (7, 18)] {
            #expect(px(out, 5 + x, 7 + y) == [x * 8, y * 12, 100, 255])
        }
        let faded = render([layer(translation(5, 7), size: CGSize(width: 30, height: 20), color: nil, opacity: 0.5,
                                  contents: contents(image, destination: CGRect(x: 0, y: 0, width: 30, height: 20)))])
        #expect(near(px(faded, 5 + 10, 7 + 10), [40, 60, 50, 128], 1))
    }

    @Test func sourceRectHalvesShowTheImageHalves() {
        // The image-fold scene: one picture in two layers, the top showing contentsRect
        // (0, 0, 1, 0.5), the bottom (0, 0.5, 1, 0.5), meeting in the middle.
        let top = layer(frame: CGRect(x: 10, y: 10, width: 40, height: 20), color: nil,
                        contents: contents(rows, destination: CGRect(x: 0, y: 0, width: 40, height: 20),
                                           source: CGRect(x: 0, y: 0, width: 1, height: 0.5)))
        let bottom = layer(frame: CGRect(x: 10, y: 30, width: 40, height: 20), color: nil,
                           contents: contents(rows, destination: CGRect(x: 0, y: 0, width: 40, height: 20),
                                              source: CGRect(x: 0, y: 0.5, width: 1, height: 0.5)))
        let out = render([top, bottom])
        // Together they show the picture unchanged: target row 10 + j shows texel row j.
        for j in [0, 5, 19, 20, 21, 39] {
            #expect(px(out, 25, 10 + j) == [6 * j, 0, 0, 255], "row \(j)")
        }
    }

    @Test func foldedTopHalfShowsTheTopHalfInPerspective() {
        // Top half rotated −60° about its bottom edge (the fold line y = 50), m34 = −1/500.
        let height: CGFloat = 40, width: CGFloat = 80
        let twoTone = makeImage(width: 80, height: 80) { _, y in y < 40 ? (255, 0, 0, 255) : (0, 0, 255, 255) }
        var t = translation(-width / 2, -height)             // anchor (0.5, 1)
        t = CATransform3DConcat(t, CATransform3DMakeRotation(-.pi / 3, 1, 0, 0))
        t = CATransform3DConcat(t, translation(60, 50))
        t = CATransform3DConcat(t, perspective(500, centre: 60, 50))
        let top = layer(t, size: CGSize(width: width, height: height), color: nil,
                        contents: contents(twoTone, destination: CGRect(x: 0, y: 0, width: width, height: height),
                                           source: CGRect(x: 0, y: 0, width: 1, height: 0.5)))
        let out = render([top], width: 120, height: 100)
        // The top edge projects to y = (top of the folded layer); between it and the fold
        // the layer shows red only.
        let topY = projectedY(t, width / 2, 0)
        #expect(topY > 10 && topY < 50)
        let midY = Int(((topY + 50) / 2).rounded())
        #expect(px(out, 60, midY) == [255, 0, 0, 255])
        #expect(px(out, 60, Int(topY.rounded(.down)) - 2) == [0, 0, 0, 0])
        #expect(px(out, 60, 49) == [255, 0, 0, 255])
    }

    @Test func everyGravityDestinationReceivesTheImageClippedByTheShape() {
        // A 20 × 10 green image in a 40 × 40 layer (blue background) at (30, 30); the
        // destination rects are what each gravity asks for (computed here); the image
        // lands in it, and only inside the layer's bounds.
        let image = makeImage(width: 20, height: 10) { _, _ in (0, 255, 0, 255) }
        let bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        for (name, destination) in gravityDestinations(image: CGSize(width: 20, height: 10), bounds: bounds) {
            let out = render([layer(translation(30, 30), size: bounds.size, color: blue,
                                    contents: contents(image, destination: destination))])
            let visible = destination.intersection(bounds)
            // Pixels well inside the visible destination: image.
            let inside = (Int(visible.midX.rounded(.down)) + 30, Int(visible.midY.rounded(.down)) + 30)
            #expect(px(out, inside.0, inside.1) == [0, 255, 0, 255], "\(name)")
            // A layer pixel outside the destination keeps the background.
            if let outside = pixelOutside(destination, within: bounds) {
                #expect(px(out, outside.0 + 30, outside.1 + 30) == [0, 0, 255, 255], "\(name)")
            }
            // Nothing lands outside the layer, even where the destination does.
            if !bounds.contains(destination) {
                let beyond = (Int(destination.minX) + 30 - 1, Int(destination.midY) + 30)
                if destination.minX < 0 { #expect(px(out, beyond.0, beyond.1) == [0, 0, 0, 0], "\(name)") }
            }
            #expect(abs(coveredArea(out) - 1600) < 0.5, "\(name)")
        }
    }

    @Test func ninePartStretchingKeepsCornersUnscaled() {
        // 30 × 30 image: a 10-texel red frame round a blue centre; contentsCenter the
        // middle third; stretched to 90 × 60 at scale 1, the frame stays 10 pixels thick.
        let framed = makeImage(width: 30, height: 30) { x, y in
            (x < 10 || x >= 20 || y < 10 || y >= 20) ? (255, 0, 0, 255) : (0, 0, 255, 255)
        }
        let third = CGRect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)
        let out = render([layer(frame: CGRect(x: 5, y: 5, width: 90, height: 60), color: nil,
                                contents: contents(framed, destination: CGRect(x: 0, y: 0, width: 90, height: 60), center: third))])
        // The stretched centre is blue from a few pixels past the frame (bilinear filtering
        // blends the boundary texels over one stretched texel, 7 pixels across here).
        #expect(px(out, 5 + 7, 5 + 30) == [255, 0, 0, 255])
        #expect(px(out, 5 + 9, 5 + 30) == [255, 0, 0, 255])
        #expect(px(out, 5 + 15, 5 + 30) == [0, 0, 255, 255])
        #expect(px(out, 5 + 82, 5 + 30) == [255, 0, 0, 255])
        #expect(px(out, 5 + 75, 5 + 30) == [0, 0, 255, 255])
        #expect(px(out, 5 + 45, 5 + 7) == [255, 0, 0, 255])
        #expect(px(out, 5 + 45, 5 + 15) == [0, 0, 255, 255])
        #expect(px(out, 5 + 45, 5 + 52) == [255, 0, 0, 255])
        #expect(px(out, 5 + 45, 5 + 45) == [0, 0, 255, 255])
        // Plain scaling (no centre) would make the left frame 30 pixels wide.
        let plain = render([layer(frame: CGRect(x: 5, y: 5, width: 90, height: 60), color: nil,
                                  contents: contents(framed, destination: CGRect(x: 0, y: 0, width: 90, height: 60)))])
        #expect(px(plain, 5 + 15, 5 + 30) == [255, 0, 0, 255])
    }

    @Test func nearestAndLinearFiltersAndEdgeClamping() {
        // 2 × 1: black | white, magnified to 40 × 20.
        let two = makeImage(width: 2, height: 1) { x, _ in x == 0 ? (0, 0, 0, 255) : (255, 255, 255, 255) }
        let destination = CGRect(x: 0, y: 0, width: 40, height: 20)
        let nearest = render([layer(frame: CGRect(x: 0, y: 0, width: 40, height: 20), color: nil,
                                    contents: contents(two, destination: destination, filter: .nearest))])
        #expect(px(nearest, 19, 10) == [0, 0, 0, 255])
        #expect(px(nearest, 20, 10) == [255, 255, 255, 255])
        let linear = render([layer(frame: CGRect(x: 0, y: 0, width: 40, height: 20), color: nil,
                                   contents: contents(two, destination: destination, filter: .linear))])
        // Pixel 19's centre maps to u = 19.5/20 = 0.975 texels: 0.475 of the way from
        // texel 0's centre to texel 1's.
        #expect(near(px(linear, 19, 10), [121, 121, 121, 255], 2))
        // Outside the texel centres the edge texels are extended.
        #expect(px(linear, 0, 10) == [0, 0, 0, 255])
        #expect(px(linear, 39, 10) == [255, 255, 255, 255])
    }

    /// The bilinear sample of `image` at texel coordinates (u, v) (texel centres at
    /// k + ½), edge texels extended: what every pixel of a linearly filtered layer shows.
    func bilinear(_ texel: (Int, Int) -> [Double], width: Int, height: Int, _ u: Double, _ v: Double) -> [Double] {
        let x = u - 0.5, y = v - 0.5
        let x0 = Int(x.rounded(.down)), y0 = Int(y.rounded(.down))
        let fx = x - Double(x0), fy = y - Double(y0)
        func at(_ i: Int, _ j: Int) -> [Double] { texel(min(max(i, 0), width - 1), min(max(j, 0), height - 1)) }
        return (0..<4).map { c in
            let top = at(x0, y0)[c] * (1 - fx) + at(x0 + 1, y0)[c] * fx
            let bottom = at(x0, y0 + 1)[c] * (1 - fx) + at(x0 + 1, y0 + 1)[c] * fx
            return top * (1 - fy) + bottom * fy
        }
    }

    @Test func linearFilteringMatchesBilinearInterpolationAtEveryPixel() {
        // A 7 × 5 picture with unrelated channels, shown at several sizes (magnified,
        // 1:1 along a row, minified, stretched one way only) at a fractional position:
        // every pixel is the bilinear interpolation at its centre, within the 8-bit
        // rounding of the weights.
        func texel(_ x: Int, _ y: Int) -> [Double] { [Double((x * 37 + y * 11) % 256), Double((x * 5 + y * 53) % 256), Double(x * 30 + y * 7), 255] }
        let image = makeImage(width: 7, height: 5) { x, y in
            let t = texel(x, y)
            return (UInt8(t[0]), UInt8(t[1]), UInt8(t[2]), 255)
        }
        for size in [CGSize(width: 50, height: 36), CGSize(width: 7, height: 23), CGSize(width: 5, height: 4),
                     CGSize(width: 61, height: 5)] {
            let origin = CGPoint(x: 3.25, y: 2.5)
            let out = render([layer(translation(origin.x, origin.y), size: size, color: nil,
                                    contents: contents(image, destination: CGRect(origin: .zero, size: size), filter: .linear))])
            var worst = 0.0
            // Interior pixels only: the layer's own edges are anti-aliased.
            for y in Int(origin.y.rounded(.up))..<Int((origin.y + size.height).rounded(.down)) {
                for x in Int(origin.x.rounded(.up))..<Int((origin.x + size.width).rounded(.down)) {
                    let u = (Double(x) + 0.5 - origin.x) * 7 / size.width
                    let v = (Double(y) + 0.5 - origin.y) * 5 / size.height
                    let expected = bilinear(texel, width: 7, height: 5, u, v)
                    let actual = px(out, x, y)
                    for c in 0..<4 { worst = max(worst, abs(Double(actual[c]) - expected[c])) }
                }
            }
            #expect(worst <= 2.5, "\(size): worst channel difference \(worst)")
        }
    }

    @Test func perspectiveLinearFilteringMatchesBilinearAtTheProjectedPoint() {
        // The same picture on a plane turned 50° about x in perspective: each interior
        // pixel shows the bilinear sample at the plane point its centre projects from.
        func texel(_ x: Int, _ y: Int) -> [Double] { [Double((x * 37 + y * 11) % 256), Double((x * 5 + y * 53) % 256), Double(x * 30 + y * 7), 255] }
        let image = makeImage(width: 7, height: 5) { x, y in
            let t = texel(x, y)
            return (UInt8(t[0]), UInt8(t[1]), UInt8(t[2]), 255)
        }
        let size = CGSize(width: 70, height: 50)
        var t = translation(-size.width / 2, -size.height / 2)
        t = CATransform3DConcat(t, CATransform3DMakeRotation(50 * .pi / 180, 1, 0, 0))
        t = CATransform3DConcat(t, translation(50, 50))
        t = CATransform3DConcat(t, perspective(150, centre: 50, 50))
        let out = render([layer(t, size: size, color: nil,
                                contents: contents(image, destination: CGRect(origin: .zero, size: size), filter: .linear))])
        // Inverse of the plane → screen homography (plane z = 0), solved per pixel.
        func planePoint(_ X: Double, _ Y: Double) -> (Double, Double)? {
            // X·w = x·m11 + y·m21 + m41, Y·w = x·m12 + y·m22 + m42, w = x·m14 + y·m24 + m44.
            let a = Double(t.m11) - X * Double(t.m14), b = Double(t.m21) - X * Double(t.m24), e = X * Double(t.m44) - Double(t.m41)
            let c = Double(t.m12) - Y * Double(t.m14), d = Double(t.m22) - Y * Double(t.m24), f = Y * Double(t.m44) - Double(t.m42)
            let det = a * d - b * c
            guard abs(det) > 1e-12 else { return nil }
            return ((e * d - b * f) / det, (a * f - e * c) / det)
        }
        var worst = 0.0, checked = 0
        for y in 0..<100 {
            for x in 0..<100 {
                guard let p = planePoint(Double(x) + 0.5, Double(y) + 0.5),
                      p.0 > 1.5, p.0 < size.width - 1.5, p.1 > 1.5, p.1 < size.height - 1.5 else { continue }
                let expected = bilinear(texel, width: 7, height: 5, p.0 * 7 / size.width, p.1 * 5 / size.height)
                let actual = px(out, x, y)
                for c in 0..<4 { worst = max(worst, abs(Double(actual[c]) - expected[c])) }
                checked += 1
            }
        }
        #expect(checked > 1000)
        #expect(worst <= 2.5, "worst channel difference \(worst)")
    }

    @Test func trilinearMinificationAveragesThroughTheMipChain() {
        // One-pixel black and white stripes shown about 7× smaller: from level 1 on every
        // texel is the mean of a black and a white pair, (0 + 255 + 0 + 255 + 2) / 4 = 128,
        // so trilinear filtering shows 128 everywhere; plain bilinear picks stripes and
        // aliases.
        let stripes = makeImage(width: 256, height: 256) { x, _ in x % 2 == 0 ? (0, 0, 0, 255) : (255, 255, 255, 255) }
        let destination = CGRect(x: 0, y: 0, width: 37, height: 37)
        let out = render([layer(frame: CGRect(x: 4, y: 4, width: 37, height: 37), color: nil,
                                contents: contents(stripes, destination: destination, filter: .trilinear)),
                          layer(frame: CGRect(x: 50, y: 4, width: 37, height: 37), color: nil,
                                contents: contents(stripes, destination: destination, filter: .linear))])
        let trilinear = (8..<36).map { px(out, $0, 20)[0] }, bilinear = (8..<36).map { px(out, 46 + $0, 20)[0] }
        #expect(trilinear.allSatisfy { abs($0 - 128) <= 1 }, "\(trilinear)")
        #expect((bilinear.max() ?? 0) - (bilinear.min() ?? 0) > 40, "\(bilinear)")
    }

    @Test func mipChainHalvesWithRoundedMeansDownToOneTexel() {
        // 5 × 3 → 2 × 1 → 1 × 1: floor halving (an odd last row or column left out), each
        // texel the rounded mean of the 2 × 2 under it, a side of 1 read twice.
        func value(_ x: Int, _ y: Int) -> Int { (x * 41 + y * 97) % 256 }
        let image = makeImage(width: 5, height: 3) { x, y in (UInt8(value(x, y)), UInt8(255 - value(x, y)), 7, 255) }
        let chain = MipChain(image.pixels)
        #expect(chain.levels.map { [$0.width, $0.height] } == [[5, 3], [2, 1], [1, 1]])
        func mean(_ a: Int, _ b: Int, _ c: Int, _ d: Int) -> Int { (a + b + c + d + 2) / 4 }
        let level1 = (0..<2).map { i in mean(value(2 * i, 0), value(2 * i + 1, 0), value(2 * i, 1), value(2 * i + 1, 1)) }
        let texels1 = (0..<2).map { chain.levels[1].pixel(x: $0, y: 0) }
        #expect(texels1.map { Int($0.r) } == level1)
        #expect(texels1.map { Int($0.b) } == [7, 7] && texels1.map { Int($0.a) } == [255, 255])
        let top = chain.levels[2].pixel(x: 0, y: 0)
        #expect(Int(top.r) == mean(level1[0], level1[1], level1[0], level1[1]))
    }

    @Test func trilinearAtAWholeLevelShowsThatLevel() {
        // 64 × 64 texels on 16 × 16 pixels: ρ = 4, level of detail exactly 2, and every
        // pixel centre lands on a level-2 texel centre, so each pixel is that texel: the
        // 4 × 4 block under it averaged twice (rounded each time).
        func value(_ x: Int, _ y: Int) -> Int { (x * 29 + y * 53 + (x * y) % 17) % 256 }
        let image = makeImage(width: 64, height: 64) { x, y in (UInt8(value(x, y)), 0, 0, 255) }
        let out = render([layer(frame: CGRect(x: 10, y: 10, width: 16, height: 16), color: nil,
                                contents: contents(image, destination: CGRect(x: 0, y: 0, width: 16, height: 16), filter: .trilinear))])
        func mean(_ a: Int, _ b: Int, _ c: Int, _ d: Int) -> Int { (a + b + c + d + 2) / 4 }
        func level1(_ i: Int, _ j: Int) -> Int {
            mean(value(2 * i, 2 * j), value(2 * i + 1, 2 * j), value(2 * i, 2 * j + 1), value(2 * i + 1, 2 * j + 1))
        }
        for (i, j) in [(1, 1), (5, 9), (14, 3), (8, 8), (2, 13)] {
            let expected = mean(level1(2 * i, 2 * j), level1(2 * i + 1, 2 * j), level1(2 * i, 2 * j + 1), level1(2 * i + 1, 2 * j + 1))
            #expect(abs(px(out, 10 + i, 10 + j)[0] - expected) <= 1, "pixel (\(i), \(j))")
        }
    }

    @Test func flippedContentsAreDrawnUpsideDown() {
        let out = render([layer(frame: CGRect(x: 10, y: 10, width: 40, height: 40), color: nil,
                                contents: contents(rows, destination: CGRect(x: 0, y: 0, width: 40, height: 40), flipped: true))])
        #expect(px(out, 20, 10) == [6 * 39, 0, 0, 255])
        #expect(px(out, 20, 49) == [0, 0, 0, 255])
    }

    @Test func tintMultipliesPremultipliedTexels() {
        let whiteImage = makeImage(width: 4, height: 4) { _, _ in (255, 255, 255, 255) }
        let out = render([layer(translation(10, 10), size: CGSize(width: 20, height: 20), color: nil,
                                tint: RGBA(red: 1, green: 0.5, blue: 0, alpha: 0.5),
                                contents: contents(whiteImage, destination: CGRect(x: 0, y: 0, width: 20, height: 20)))])
        #expect(near(px(out, 20, 20), [128, 64, 0, 128], 1))
    }

    @Test func textureMappingIsPerspectiveCorrect() {
        // Left half red, right half blue, on a layer turned 60° about y in perspective:
        // the colour boundary is the projection of the plane's middle line, which lies
        // well off the midpoint of the projected edges.
        let halves = makeImage(width: 2, height: 1) { x, _ in x == 0 ? (255, 0, 0, 255) : (0, 0, 255, 255) }
        let size: CGFloat = 160
        var t = translation(-size / 2, -size / 2)
        t = CATransform3DConcat(t, CATransform3DMakeRotation(.pi / 3, 0, 1, 0))
        t = CATransform3DConcat(t, translation(150, 150))
        t = CATransform3DConcat(t, perspective(200, centre: 150, 150))
        let out = render([layer(t, size: CGSize(width: size, height: size), color: nil,
                                contents: contents(halves, destination: CGRect(x: 0, y: 0, width: size, height: size),
                                                   filter: .nearest))], width: 300, height: 300)
        let middle = projectedX(t, size / 2, size / 2)
        let naive = (projectedX(t, 0, size / 2) + projectedX(t, size, size / 2)) / 2
        #expect(abs(middle - naive) > 10)
        let redSide = projectedX(t, 0, size / 2) < middle ? -2.0 : 2.0
        #expect(px(out, Int((middle + redSide).rounded(.down)), 150) == [255, 0, 0, 255])
        #expect(px(out, Int((middle - redSide).rounded(.down)), 150) == [0, 0, 255, 255])
    }

    // MARK: Helpers

    /// Destination rectangles for the 12 gravities, y down, image at its own size.
    func gravityDestinations(image: CGSize, bounds: CGRect) -> [(String, CGRect)] {
        let w = image.width, h = image.height, W = bounds.width, H = bounds.height
        let fit = min(W / w, H / h), fill = max(W / w, H / h)
        return [
            ("center", CGRect(x: (W - w) / 2, y: (H - h) / 2, width: w, height: h)),
            ("top", CGRect(x: (W - w) / 2, y: 0, width: w, height: h)),
            ("bottom", CGRect(x: (W - w) / 2, y: H - h, width: w, height: h)),
            ("left", CGRect(x: 0, y: (H - h) / 2, width: w, height: h)),
            ("right", CGRect(x: W - w, y: (H - h) / 2, width: w, height: h)),
            ("topLeft", CGRect(x: 0, y: 0, width: w, height: h)),
            ("topRight", CGRect(x: W - w, y: 0, width: w, height: h)),
            ("bottomLeft", CGRect(x: 0, y: H - h, width: w, height: h)),
            ("bottomRight", CGRect(x: W - w, y: H - h, width: w, height: h)),
            ("resize", bounds),
            ("resizeAspect", CGRect(x: (W - w * fit) / 2, y: (H - h * fit) / 2, width: w * fit, height: h * fit)),
            ("resizeAspectFill", CGRect(x: (W - w * fill) / 2, y: (H - h * fill) / 2, width: w * fill, height: h * fill)),
        ]
    }

    /// A pixel of `bounds` at least 2 pixels away from `rect`, if any.
    func pixelOutside(_ rect: CGRect, within bounds: CGRect) -> (Int, Int)? {
        for y in stride(from: 1, to: Int(bounds.height) - 1, by: 3) {
            for x in stride(from: 1, to: Int(bounds.width) - 1, by: 3) {
                let pixel = CGRect(x: x, y: y, width: 1, height: 1).insetBy(dx: -2, dy: -2)
                if !pixel.intersects(rect) { return (x, y) }
            }
        }
        return nil
    }
}
