import Foundation
import Testing
@testable import LaminaRaster

/// Gradient layers (axial, radial, conic, locations, premultiplied interpolation, the
/// rounded shape) and shape layers (fills, even-odd, strokes, perspective, caching).
@Suite struct GradientAndShapeTests {
    func gradient(_ kind: GradientKind, colors: [RGBA], locations: [CGFloat] = [], start: CGPoint, end: CGPoint,
                  frame: CGRect = CGRect(x: 0, y: 0, width: 100, height: 100), cornerRadius: CGFloat = 0,
                  clip: Int32 = -1) -> RenderCommand {
        .gradient(GradientItem(placement: placement(translation(frame.minX, frame.minY), size: frame.size, clip: clip),
                               cornerRadius: cornerRadius, maskedCorners: allCorners, curve: .circular,
                               kind: kind, colors: colors, locations: locations, startPoint: start, endPoint: end))
    }

    /// The premultiplied bytes of `a`→`b` at t, interpolated premultiplied.
    func mix(_ a: RGBA, _ b: RGBA, _ t: Double) -> [Int] {
        func p(_ c: RGBA) -> [Double] {
            let al = Double(c.alpha)
            return [Double(c.red) * al, Double(c.green) * al, Double(c.blue) * al, al]
        }
        let pa = p(a), pb = p(b)
        return (0..<4).map { Int(((pa[$0] + (pb[$0] - pa[$0]) * t) * 255).rounded()) }
    }

    @Test func axialGradientMiddleValue() {
        let image = render([gradient(.axial, colors: [red, blue], start: CGPoint(x: 0, y: 0.5), end: CGPoint(x: 1, y: 0.5))])
        // Pixel 49's centre is at t = 0.495, pixel 50's at 0.505.
        #expect(near(px(image, 49, 30), mix(red, blue, 0.495), 1))
        #expect(near(px(image, 50, 70), mix(red, blue, 0.505), 1))
        #expect(near(px(image, 0, 0), mix(red, blue, 0.005), 1))
        #expect(near(px(image, 99, 99), mix(red, blue, 0.995), 1))
    }

    @Test func interpolationIsPremultiplied() {
        // Red → clear blue: half-way is half-transparent red, with no blue in it.
        let clearBlue = RGBA(red: 0, green: 0, blue: 1, alpha: 0)
        let image = render([gradient(.axial, colors: [red, clearBlue], start: CGPoint(x: 0, y: 0), end: CGPoint(x: 1, y: 0))])
        #expect(near(px(image, 49, 50), mix(red, clearBlue, 0.495), 1))
        #expect(px(image, 49, 50)[2] == 0)
    }

    @Test func locationsPlaceTheStops() {
        let image = render([gradient(.axial, colors: [red, green, blue], locations: [0, 0.2, 1],
                                     start: CGPoint(x: 0, y: 0), end: CGPoint(x: 1, y: 0))])
        // Pixel 19: t = 0.195, between red (0) and green (0.2); pixel 59: t = 0.595, half-way
        // from green (0.2) to blue (1) is 0.6.
        #expect(near(px(image, 19, 50), mix(red, green, 0.195 / 0.2), 1))
        #expect(near(px(image, 59, 50), mix(green, blue, (0.595 - 0.2) / 0.8), 1))
    }

    @Test func diagonalAxialGradientIsMeasuredInPoints() {
        // A 200×50 layer from (0,0) to (1,1): t is the projection on the diagonal in points.
        let image = render([gradient(.axial, colors: [black, white], start: CGPoint(x: 0, y: 0), end: CGPoint(x: 1, y: 1),
                                     frame: CGRect(x: 0, y: 0, width: 200, height: 50))], width: 200, height: 50)
        let (x, y) = (150.5, 10.5)
        let t = (x * 200 + y * 50) / (200 * 200 + 50 * 50)
        #expect(near(px(image, 150, 10), mix(black, white, t), 1))
    }

    @Test func radialAndConicGradients() {
        let radial = render([gradient(.radial, colors: [white, black], start: CGPoint(x: 0.5, y: 0.5), end: CGPoint(x: 1, y: 1))])
        // The ellipse's radii are 50 × 50: pixel (74, 49) centre is 24.5 from the centre.
        #expect(near(px(radial, 74, 49), mix(white, black, (24.5 * 24.5 + 0.5 * 0.5).squareRoot() / 50), 1))
        #expect(near(px(radial, 99, 49), mix(white, black, (49.5 * 49.5 + 0.5 * 0.5).squareRoot() / 50), 1))
        #expect(near(px(radial, 99, 99), mix(white, black, 1), 1))
        let conic = render([gradient(.conic, colors: [black, white], start: CGPoint(x: 0.5, y: 0.5), end: CGPoint(x: 1, y: 0.5))])
        // Straight below the centre on screen (y down) is a quarter turn clockwise.
        let angle = atan2(80.5 - 50, 50.5 - 50)
        #expect(near(px(conic, 50, 80), mix(black, white, angle / (2 * .pi)), 1))
    }

    @Test func gradientIsClippedToTheRoundedShape() {
        let image = render([gradient(.axial, colors: [red, blue], start: CGPoint(x: 0, y: 0), end: CGPoint(x: 1, y: 0),
                                     frame: CGRect(x: 10, y: 10, width: 80, height: 80), cornerRadius: 30)])
        #expect(px(image, 12, 12) == [0, 0, 0, 0])
        #expect(px(image, 50, 50)[3] == 255)
        let expected = 6400 - 900 * (4 - Double.pi)
        #expect(abs(coveredArea(image) - expected) / expected < 0.005)
    }

    // MARK: Shapes

    func shape(fill: CGPath?, stroke: CGPath? = nil, rule: CGPathFillRule = .winding, transform: CATransform3D = CATransform3DIdentity,
               color: RGBA = red, key: Int = 1, clip: Int32 = -1) -> RenderCommand {
        .shape(ShapeItem(placement: placement(transform, size: CGSize(width: 100, height: 100), clip: clip),
                         fillPath: fill?.storage, fillColor: fill == nil ? nil : color, fillRule: rule,
                         strokeOutline: stroke?.storage, strokeColor: stroke == nil ? nil : blue, contentKey: key))
    }

    func circle(_ cx: CGFloat, _ cy: CGFloat, _ r: CGFloat) -> CGMutablePath {
        let path = CGMutablePath()
        path.addEllipse(in: CGRect(x: cx - r, y: cy - r, width: 2 * r, height: 2 * r))
        return path
    }

    @Test func filledCircleAreaIsPiRSquared() {
        let image = render([shape(fill: circle(50, 50, 40))])
        let area = Double.pi * 1600
        #expect(abs(coveredArea(image) - area) / area < 0.005)
        #expect(px(image, 50, 50) == [255, 0, 0, 255])
        #expect(px(image, 5, 5) == [0, 0, 0, 0])
    }

    @Test func evenOddLeavesTheHoleAndNonZeroFillsIt() {
        let rings = circle(50, 50, 40)
        rings.addEllipse(in: CGRect(x: 30, y: 30, width: 40, height: 40))
        let evenOdd = render([shape(fill: rings, rule: .evenOdd)])
        let nonZero = render([shape(fill: rings, rule: .winding)])
        #expect(px(evenOdd, 50, 50) == [0, 0, 0, 0])
        #expect(px(nonZero, 50, 50) == [255, 0, 0, 255])
        let ring = Double.pi * (1600 - 400)
        #expect(abs(coveredArea(evenOdd) - ring) / ring < 0.005)
    }

    @Test func strokeOutlineIsFilledInTheStrokeColour() {
        let line = CGMutablePath()
        line.move(to: CGPoint(x: 20, y: 50))
        line.addLine(to: CGPoint(x: 80, y: 50))
        let outline = line.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        let image = render([shape(fill: nil, stroke: outline)])
        #expect(px(image, 50, 50) == [0, 0, 255, 255])
        #expect(px(image, 50, 44) == [0, 0, 0, 0])
        #expect(abs(coveredArea(image) - 600) < 1)
    }

    @Test func shapeInPerspectiveIsMagnified() {
        // The circle of radius 20 at z = 100 under m34 = −1/500 about (50, 50) shows with
        // radius 25.
        var t = translation(0, 0, 100)
        t = CATransform3DConcat(t, perspective(500, centre: 50, 50))
        var tilted = t
        tilted.m14 = 1e-9   // a (negligible) perspective term takes the texture path
        let image = render([shape(fill: circle(50, 50, 20), transform: tilted)])
        let area = Double.pi * 625
        #expect(abs(coveredArea(image) - area) / area < 0.01)
        #expect(px(image, 50, 50) == [255, 0, 0, 255])
        #expect(px(image, 50, 23) == [0, 0, 0, 0])
        #expect(px(image, 50, 27) == [255, 0, 0, 255])
    }

    @Test func shapesAreClippedAndCachedByContentKey() {
        let backend = CPUBackend(threadCount: 2)
        let commands = [shape(fill: circle(50, 50, 40), key: 7, clip: 0)]
        let clips = [clipRegion(translation(0, 0), size: CGSize(width: 50, height: 100))]
        let first = render(commands, clips: clips, backend: backend)
        let misses = backend.statistics.shapeCacheMisses
        let second = render(commands, clips: clips, backend: backend)
        #expect(backend.statistics.shapeCacheMisses == misses)
        #expect(backend.statistics.shapeCacheHits >= 1)
        #expect(ImageComparison.compare(first, second)?.isIdentical == true)
        let half = Double.pi * 800
        #expect(abs(coveredArea(first) - half) / half < 0.005)
        #expect(px(first, 60, 50) == [0, 0, 0, 0])
    }
}
