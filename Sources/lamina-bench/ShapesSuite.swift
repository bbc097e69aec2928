import CCairo
import Foundation
import Lamina

/// Anti-aliased path filling and stroking through the public `CGContext` API, next to
/// cairo doing the same work in the same run (PLATFORM.md's reference cases): the
/// "sticky blob" (circles r = 50 and 35 with centres 100 apart, joined by two quadratic
/// curves) filled in a 512×512 target, and a 1,000-segment polyline stroked 4 px wide.
enum ShapesSuite {
    static func run() -> SuiteReport {
        let blob = stickyBlob()
        let polyline = randomPolyline()

        let context = bitmapContext(width: 512, height: 512)
        context.setFillColor(CGColor(red: 0.9, green: 0.1, blue: 0.1, alpha: 1))
        context.setStrokeColor(CGColor(red: 0.1, green: 0.2, blue: 0.8, alpha: 1))
        context.setLineWidth(4)
        let fill = measure("sticky blob fill, 512×512 (Lamina)") {
            context.addPath(blob)
            context.fillPath()
        }
        let stroke = measure("1,000-segment polyline, 4 px stroke (Lamina)") {
            context.addPath(polyline)
            context.strokePath()
        }

        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 512, 512)
        let cr = cairo_create(surface)
        defer {
            cairo_destroy(cr)
            cairo_surface_destroy(surface)
        }
        cairo_set_line_width(cr, 4)
        let cairoFill = measure("sticky blob fill, 512×512 (cairo)") {
            cairo_set_source_rgba(cr, 0.9, 0.1, 0.1, 1)
            trace(blob, into: cr)
            cairo_fill(cr)
        }
        let cairoStroke = measure("1,000-segment polyline, 4 px stroke (cairo)") {
            cairo_set_source_rgba(cr, 0.1, 0.2, 0.8, 1)
            trace(polyline, into: cr)
            cairo_stroke(cr)
        }
        return SuiteReport(name: "shapes", rows: [fill, cairoFill, stroke, cairoStroke], figures: [
            "shape_fill_us": fill.nanosecondsPerOperation / 1000,
            "cairo_fill_us": cairoFill.nanosecondsPerOperation / 1000,
            "stroke_us": stroke.nanosecondsPerOperation / 1000,
            "cairo_stroke_us": cairoStroke.nanosecondsPerOperation / 1000,
        ])
    }

    /// Two circles joined by the seed's blob (SCENES.md scene 14), centred in 512×512.
    static func stickyBlob() -> CGPath {
        let c1 = CGPoint(x: 206, y: 256), r1: CGFloat = 50
        let c2 = CGPoint(x: 306, y: 256), r2: CGFloat = 35
        let path = CGMutablePath()
        path.addEllipse(in: CGRect(x: c1.x - r1, y: c1.y - r1, width: 2 * r1, height: 2 * r1))
        path.addEllipse(in: CGRect(x: c2.x - r2, y: c2.y - r2, width: 2 * r2, height: 2 * r2))
        let d = c2.x - c1.x
        let sinθ = (c2.x - c1.x) / d, cosθ = (c2.y - c1.y) / d
        let a = CGPoint(x: c1.x - r1 * cosθ, y: c1.y + r1 * sinθ)
        let b = CGPoint(x: c1.x + r1 * cosθ, y: c1.y - r1 * sinθ)
        let c = CGPoint(x: c2.x + r2 * cosθ, y: c2.y - r2 * sinθ)
        let dd = CGPoint(x: c2.x - r2 * cosθ, y: c2.y + r2 * sinθ)
        let o = CGPoint(x: a.x + d * 0.5 * sinθ, y: a.y + d * 0.5 * cosθ)
        let p = CGPoint(x: b.x + d * 0.5 * sinθ, y: b.y + d * 0.5 * cosθ)
        path.move(to: a)
        path.addLine(to: b)
        path.addQuadCurve(to: c, control: p)
        path.addLine(to: dd)
        path.addQuadCurve(to: a, control: o)
        path.closeSubpath()
        return path
    }

    /// 1,000 segments zig-zagging across the target (seeded, so every run is the same).
    static func randomPolyline() -> CGPath {
        var state: UInt64 = 0x5EED
        func next() -> CGFloat {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return CGFloat(state >> 11) / CGFloat(1 << 53)
        }
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 256))
        for i in 1...1000 {
            path.addLine(to: CGPoint(x: CGFloat(i) * 0.5, y: 8 + next() * 496))
        }
        return path
    }

    /// Replays `path` into cairo (quadratic curves raised to cubics, as cairo has none).
    static func trace(_ path: CGPath, into cr: OpaquePointer?) {
        cairo_new_path(cr)
        var last = CGPoint.zero
        path.applyWithBlock { element in
            let p = element.pointee.points
            switch element.pointee.type {
            case .moveToPoint:
                cairo_move_to(cr, p[0].x, p[0].y); last = p[0]
            case .addLineToPoint:
                cairo_line_to(cr, p[0].x, p[0].y); last = p[0]
            case .addQuadCurveToPoint:
                let c1 = CGPoint(x: last.x + 2 / 3 * (p[0].x - last.x), y: last.y + 2 / 3 * (p[0].y - last.y))
                let c2 = CGPoint(x: p[1].x + 2 / 3 * (p[0].x - p[1].x), y: p[1].y + 2 / 3 * (p[0].y - p[1].y))
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p[1].x, p[1].y); last = p[1]
            case .addCurveToPoint:
                cairo_curve_to(cr, p[0].x, p[0].y, p[1].x, p[1].y, p[2].x, p[2].y); last = p[2]
            case .closeSubpath:
                cairo_close_path(cr)
            }
        }
    }
}
