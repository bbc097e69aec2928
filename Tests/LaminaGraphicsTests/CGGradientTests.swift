import Foundation
import Testing
@testable import LaminaGraphics

/// `CGGradient` evaluation and the gradient shaders.
@Suite struct CGGradientTests {
    let redToClearBlue = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                    colors: [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 0)],
                                    locations: nil)!

    @Test func premultipliedInterpolation() {
        // Halfway between opaque red and transparent blue: premultiplied (0.5, 0, 0, 0.5).
        let mid = redToClearBlue.premultipliedColor(at: 0.5)
        #expect(abs(mid.red - 0.5) < 1e-12 && mid.green == 0 && mid.blue == 0 && abs(mid.alpha - 0.5) < 1e-12)
        let start = redToClearBlue.premultipliedColor(at: 0), end = redToClearBlue.premultipliedColor(at: 1)
        #expect(start == (1, 0, 0, 1))
        #expect(end == (0, 0, 0, 0))
        // Beyond the ends the end colours hold.
        #expect(redToClearBlue.premultipliedColor(at: -3) == (1, 0, 0, 1))
        let table = redToClearBlue.lookupTable
        #expect(table.colors.count == 256)
        #expect(table.colors[0] == 0xFF00_00FF)
        #expect(table.colors[255] == 0)
        // Entry 128 is t = 128/255: red and alpha both (1 − t)·255 = 127.
        #expect(table.colors[128] == 127 | 127 << 24)
    }

    @Test func locationsAndComponents() throws {
        var components: [CGFloat] = [0, 0, 0, 1, 1, 1, 1, 1, 1, 0, 0, 1]
        var locations: [CGFloat] = [0.8, 0.2, 1]
        let g = try #require(CGGradient(colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: &components,
                                        locations: &locations, count: 3))
        // Sorted: white at 0.2, black at 0.8, red at 1.
        #expect(g.stops.map(\.location) == [0.2, 0.8, 1])
        #expect(g.premultipliedColor(at: 0.1) == (1, 1, 1, 1))
        let q = g.premultipliedColor(at: 0.35)
        #expect(abs(q.red - 0.75) < 1e-12 && abs(q.green - 0.75) < 1e-12 && q.alpha == 1)
        let r = g.premultipliedColor(at: 0.9)
        #expect(abs(r.red - 0.5) < 1e-12 && r.green == 0 && r.alpha == 1)
        var gray: [CGFloat] = [0.25, 1, 0.75, 0.5]
        let gg = try #require(CGGradient(colorSpace: CGColorSpaceCreateDeviceGray(), colorComponents: &gray, locations: nil, count: 2))
        let m = gg.premultipliedColor(at: 0.5)
        #expect(abs(m.alpha - 0.75) < 1e-12 && abs(m.red - (0.25 + 0.375) / 2) < 1e-12)
    }

    @Test func badGradientsAreRefused() {
        let diagnostics = LaminaDiagnostics.capture {
            #expect(CGGradient(colorsSpace: nil, colors: [], locations: nil) == nil)
            var components: [CGFloat] = [0, 0, 0, 1]
            #expect(CGGradient(colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: &components, locations: nil, count: 0) == nil)
            var nanLocation: [CGFloat] = [.nan]
            #expect(CGGradient(colorsSpace: nil, colors: [.black], locations: &nanLocation) == nil)
        }
        #expect(diagnostics.map(\.code) == [.invalidArgument, .invalidArgument, .nonFiniteValue])
    }

    @Test func linearGradientInAContext() {
        let c = ContextTest.context(101, 10)
        c.drawLinearGradient(redToClearBlue, start: CGPoint(x: 0.5, y: 0), end: CGPoint(x: 100.5, y: 0), options: [])
        // Column x samples t = x / 100.
        #expect(ContextTest.near(ContextTest.user(c, 0, 5), [255, 0, 0, 255], 0))
        #expect(ContextTest.near(ContextTest.user(c, 50, 5), [127.5, 0, 0, 127.5], 1.5))
        #expect(ContextTest.near(ContextTest.user(c, 100, 5), [0, 0, 0, 0], 0))
        #expect(ContextTest.near(ContextTest.user(c, 25, 5), [191.25, 0, 0, 191.25], 1.5))
    }

    @Test func extendOptions() {
        let g = CGGradient(colorsSpace: nil, colors: [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)],
                           locations: nil)!
        let plain = ContextTest.context(100, 4)
        plain.drawLinearGradient(g, start: CGPoint(x: 30, y: 0), end: CGPoint(x: 70, y: 0), options: [])
        #expect(ContextTest.user(plain, 10, 1) == [0, 0, 0, 0], "nothing before the start")
        #expect(ContextTest.user(plain, 90, 1) == [0, 0, 0, 0], "nothing after the end")
        #expect(ContextTest.user(plain, 50, 1)[3] == 255)
        let both = ContextTest.context(100, 4)
        both.drawLinearGradient(g, start: CGPoint(x: 30, y: 0), end: CGPoint(x: 70, y: 0),
                                options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        #expect(ContextTest.user(both, 10, 1) == [255, 0, 0, 255])
        #expect(ContextTest.user(both, 90, 1) == [0, 0, 255, 255])
    }

    @Test func radialGradientInAContext() {
        let g = CGGradient(colorsSpace: nil, colors: [CGColor(red: 1, green: 1, blue: 1, alpha: 1), CGColor(red: 0, green: 0, blue: 0, alpha: 1)],
                           locations: nil)!
        let c = ContextTest.context()
        c.drawRadialGradient(g, startCenter: CGPoint(x: 50, y: 50), startRadius: 0, endCenter: CGPoint(x: 50, y: 50),
                             endRadius: 40, options: [])
        // Pixel centre at distance d from the centre takes t = d / 40.
        func expected(_ x: Int, _ y: Int) -> Double {
            let d = hypot(Double(x) + 0.5 - 50, Double(y) + 0.5 - 50)
            return 255 * (1 - d / 40)
        }
        for (x, y) in [(50, 50), (60, 50), (50, 79), (70, 70)] {
            let p = ContextTest.user(c, x, y)
            #expect(abs(Double(p[0]) - expected(x, y)) <= 1.5, "(\(x), \(y)): \(p[0]) vs \(expected(x, y))")
            #expect(p[3] == 255)
        }
        #expect(ContextTest.user(c, 95, 95)[3] == 0, "outside the end circle without the option")
        let extended = ContextTest.context()
        extended.drawRadialGradient(g, startCenter: CGPoint(x: 50, y: 50), startRadius: 0, endCenter: CGPoint(x: 50, y: 50),
                                    endRadius: 40, options: .drawsAfterEndLocation)
        #expect(ContextTest.user(extended, 95, 95) == [0, 0, 0, 255])
    }

    @Test func shaderFillsAxialRadialAndConic() {
        let g = CGGradient(colorsSpace: nil, colors: [CGColor(red: 0, green: 0, blue: 0, alpha: 1), CGColor(red: 1, green: 1, blue: 1, alpha: 1)],
                           locations: nil)!
        let target = PixelBuffer(width: 64, height: 64)
        // Axial from (0, 0) to (0, 64) in pixel space: t = (y + 0.5) / 64.
        GradientShader(table: g.lookupTable, geometry: .axial(start: .zero, end: CGPoint(x: 0, y: 64)),
                       pixelToGradient: .identity, extendsBefore: false, extendsAfter: false)
            .fill(target, rect: PixelRect(width: 64, height: 64))
        for y in [0, 31, 63] {
            let expected = 255 * (Double(y) + 0.5) / 64
            #expect(abs(Double(target.pixel(x: 10, y: y).r) - expected) <= 1.5, "axial row \(y)")
        }
        // Conic around (32, 32) starting along +x, angles growing toward +y.
        GradientShader(table: g.lookupTable, geometry: .conic(center: CGPoint(x: 32, y: 32), startAngle: 0),
                       pixelToGradient: .identity, extendsBefore: false, extendsAfter: false)
            .fill(target, rect: PixelRect(width: 64, height: 64))
        for (x, y) in [(60, 40), (32, 60), (5, 33), (33, 5), (60, 30)] {
            var t = atan2(Double(y) + 0.5 - 32, Double(x) + 0.5 - 32) / (2 * .pi)
            if t < 0 { t += 1 }
            #expect(abs(Double(target.pixel(x: x, y: y).r) - 255 * t) <= 1.5, "conic (\(x), \(y))")
        }
        // Two-circle radial: from a point at (16, 32) to a circle of radius 30 at (32, 32).
        GradientShader(table: g.lookupTable, geometry: .radial(startCenter: CGPoint(x: 16, y: 32), startRadius: 0,
                                                               endCenter: CGPoint(x: 32, y: 32), endRadius: 30),
                       pixelToGradient: .identity, extendsBefore: false, extendsAfter: false)
            .fill(target, rect: PixelRect(width: 64, height: 64))
        // On the axis to the right, a point at x has |x − (16 + 16t)| = 30t → t = (x − 16)/46.
        for x in [20, 40, 60] {
            let t = (Double(x) + 0.5 - 16) / 46
            #expect(abs(Double(target.pixel(x: x, y: 31).r) - 255 * t) <= 3, "radial x \(x)")
        }
        #expect(target.pixel(x: 0, y: 0).a == 0, "outside the end circle")
    }

    @Test func fastAtan2IsAccurate() {
        for k in 0..<720 {
            let a = Double(k) / 720 * 2 * .pi - .pi + 0.001
            let (y, x) = (sin(a) * 3.7, cos(a) * 3.7)
            #expect(abs(GradientShader.fastAtan2(y, x) - atan2(y, x)) < 2e-5, "angle \(a)")
        }
    }
}
