import Foundation
import Testing
@testable import LaminaRaster

/// The string-named transition types drawn by the CPU renderer, checked against their
/// geometry: `TransitionTests`' 60 × 40 layer at (20, 10) turns from red to blue through a
/// linear one-second transition started at t = 1, so the frame at 1 + p shows progress p.
/// Expected places are worked out here from each effect's documented construction.
@Suite struct PrivateTransitionPixelTests {
    let base = TransitionTests()
    static let red = [255, 0, 0, 255], blue = [0, 0, 255, 255], clear = [0, 0, 0, 0]

    func frame(_ type: String, _ p: Double, subtype: CATransitionSubtype? = nil,
               configure: (CATransition) -> Void = { _ in }) -> CGContext {
        base.frame(at: 1 + p) {
            $0.type = CATransitionType(rawValue: type)
            $0.subtype = subtype
            configure($0)
        }
    }

    func px(_ ctx: CGContext, _ x: Int, _ y: Int) -> [Int] { base.rgba(ctx, x, y) }

    /// A point (along the motion from the layer's centre, depth toward the eye) seen from
    /// twice the layer's width in front of its centre: its distance from the centre
    /// divided by w = 1 − z/d.
    func projected(_ offset: Double, z: Double, eye d: Double) -> Double { offset / (1 - z / d) }

    @Test("start and end frames are exactly the old and the new picture, for every type")
    func startAndEndAreExact() {
        for type in ["cube", "oglFlip", "pageCurl", "pageUnCurl", "rippleEffect", "suckEffect",
                     "cameraIrisHollowOpen", "cameraIrisHollowClose"] {
            let start = frame(type, 0), end = frame(type, 1.01)
            for (x, y) in [(20, 10), (50, 30), (79, 49), (60, 20)] {
                #expect(px(start, x, y) == Self.red, "\(type) start (\(x), \(y))")
                #expect(px(end, x, y) == Self.blue, "\(type) end (\(x), \(y))")
            }
            #expect(px(start, 10, 5) == Self.clear && px(end, 90, 55) == Self.clear, "\(type)")
        }
    }

    @Test("cube from the right, halfway: two trapezoid faces meeting at the centre, the new one on the right")
    func cubeHalfway() {
        let ctx = frame("cube", 0.5, subtype: .fromRight)
        // Face side 60 (h = 30), turned 45°: the shared edge is pulled back onto the plane at
        // x = 50, full height; the old face's far edge is h·√2 from the centre, h·√2 deep
        // behind the plane (the cube's centre h back, minus the pull h(√2 − 1)).
        let h = 30.0, far = h * 2.0.squareRoot()
        let farX = 50 - projected(far, z: -far, eye: 120)
        let farHalfHeight = projected(20, z: -far, eye: 120)
        #expect(px(ctx, 48, 11) == Self.red && px(ctx, 51, 11) == Self.blue && px(ctx, 51, 48) == Self.blue)
        #expect(px(ctx, Int(farX) + 2, 30) == Self.red)
        #expect(px(ctx, Int(farX) - 1, 30) == Self.clear)
        // Above the far edge's top (at 30 − farHalfHeight) there is nothing: a trapezoid.
        #expect(px(ctx, Int(farX) + 1, Int(30 - farHalfHeight) - 2) == Self.clear)
        #expect(px(ctx, 80 - (Int(farX) - 20) - 3, 30) == Self.blue)
    }

    @Test("oglFlip from the left: the left edge comes forward and moves right; edge-on halfway; the new picture on the back")
    func flipQuarters() {
        let h = 30.0, s = 0.5.squareRoot()
        // A quarter: turned 45°, pulled back by h·sin 45° — the near edge (the left one) on
        // the plane at 50 − h·cos 45°, the far one 2h·sin 45° deep at 50 + its projection.
        let q = frame("oglFlip", 0.25, subtype: .fromLeft)
        let near = 50 - h * s, far = 50 + projected(h * s, z: -2 * h * s, eye: 120)
        #expect(px(q, Int(near) + 1, 11) == Self.red && px(q, Int(near) - 1, 30) == Self.clear)
        #expect(px(q, Int(far) - 1, 30) == Self.red && px(q, Int(far) + 1, 30) == Self.clear)
        #expect(px(q, Int(far) - 1, 12) == Self.clear, "the far edge is shorter")
        let half = frame("oglFlip", 0.5, subtype: .fromLeft)
        #expect(px(half, 50, 30) == Self.clear && px(half, 30, 30) == Self.clear)
        // Three quarters: the back, new picture, its near edge now on the right.
        let t = frame("oglFlip", 0.75, subtype: .fromLeft)
        #expect(px(t, Int(100 - near) - 2, 11) == Self.blue && px(t, Int(100 - near) + 1, 30) == Self.clear)
        #expect(px(t, Int(100 - far) + 1, 30) == Self.blue && px(t, Int(100 - far) - 1, 30) == Self.clear)
    }

    @Test("pageCurl lifts from the bottom edge, bottom-right corner first; its underside is the page washed toward white")
    func pageCurlHalfway() {
        let ctx = frame("pageCurl", 0.5)
        // The motion n is up, turned 20° toward the left; the curl line runs along m.
        let a = 20 * Double.pi / 180, nx = -sin(a), ny = -cos(a), mx = -ny, my = nx
        let corners = [(20.0, 10.0), (80.0, 10.0), (20.0, 50.0), (80.0, 50.0)].map { $0.0 * nx + $0.1 * ny }
        let lo = corners.min()!, hi = corners.max()!, r = 0.1 * (hi - lo)
        #expect(corners[3] == lo, "the bottom-right corner leads")
        let line = lo + 0.5 * (hi - lo + r)
        var seen = (uncovered: 0, underside: 0, page: 0)
        for y in stride(from: 11.5, to: 49, by: 2) {
            for x in stride(from: 21.5, to: 79, by: 2) {
                let along = x * nx + y * ny, t = x * mx + y * my
                let p = px(ctx, Int(x), Int(y))
                if along < line - r - 1 {
                    // Behind the roll: uncovered, the new picture.
                    #expect(p == Self.blue, "(\(x), \(y)) \(p)")
                    seen.uncovered += 1
                } else if along > line + 1 {
                    // Past the line: the underside lies here where the page point folded over
                    // it (half a turn of the roll, then flat) exists; else the page itself.
                    let depth = Double.pi * r + (along - line)
                    let sx = (line - depth) * nx + t * mx, sy = (line - depth) * ny + t * my
                    let inside = sx > 21.5 && sx < 78.5 && sy > 11.5 && sy < 48.5
                    let outside = sx < 18.5 || sx > 81.5 || sy < 8.5 || sy > 51.5
                    if inside {
                        // Red washed 65 % toward white: (255, 166, 166).
                        #expect(abs(p[0] - 255) <= 1 && abs(p[1] - 166) <= 2 && abs(p[2] - 166) <= 2 && p[3] == 255,
                                "(\(x), \(y)) \(p)")
                        seen.underside += 1
                    } else if outside {
                        #expect(p == Self.red, "(\(x), \(y)) \(p)")
                        seen.page += 1
                    }
                }
            }
        }
        #expect(seen.uncovered > 20 && seen.underside > 20 && seen.page > 20, "\(seen)")
    }

    @Test("pageUnCurl is the curl run backwards with the new picture as the page")
    func pageUnCurlMirrorsTheCurl() {
        let curl = frame("pageCurl", 0.3), uncurl = frame("pageUnCurl", 0.7)
        for y in stride(from: 10, to: 50, by: 3) {
            for x in stride(from: 20, to: 80, by: 3) {
                let c = px(curl, x, y), u = px(uncurl, x, y)
                // Red and blue swapped (the washed underside too).
                #expect([c[2], c[1], c[0], c[3]] == u, "(\(x), \(y)): \(c) vs \(u)")
            }
        }
    }

    @Test("suckEffect: the top row still whole halfway, the lower part already gone, a middle row narrowed toward the centre")
    func suckHalfway() {
        let ctx = frame("suckEffect", 0.5)
        #expect(px(ctx, 22, 11) == Self.red && px(ctx, 77, 11) == Self.red)
        #expect(px(ctx, 22, 46) == Self.blue && px(ctx, 77, 46) == Self.blue)
        // The row at y = 30 is half way from the sink (50, 50) to the farthest row: its own
        // progress is smoothstep((0.5 − 0.6·0.5)/0.4) = 0.5, so it is √0.5 narrower toward
        // x = 50 and has moved 0.5² of the way down.
        let k = 0.5, narrow = 1 - k.squareRoot(), y = 30 + 20 * k * k
        let halfWidth = 30 * narrow
        #expect(px(ctx, 50, Int(y)) == Self.red)
        #expect(px(ctx, Int(50 - halfWidth) + 2, Int(y)) == Self.red)
        #expect(px(ctx, Int(50 - halfWidth) - 3, Int(y)) == Self.blue)
    }

    @Test("rippleEffect cross-dissolves while ripples shade and move the pictures, strongest halfway")
    func rippleHalfway() {
        let ctx = frame("rippleEffect", 0.5)
        var shades: [Double] = []
        for x in 21..<79 {
            let p = px(ctx, x, 30)
            // A cross-dissolve of two uniform pictures: red and blue equal, their sum the shade.
            #expect(abs(p[0] - p[2]) <= 2 && p[1] == 0 && p[3] == 255, "(\(x), 30): \(p)")
            shades.append(Double(p[0] + p[2]) / 255)
        }
        #expect(shades.allSatisfy { $0 > 0.85 && $0 <= 1.01 })
        #expect(shades.max()! - shades.min()! > 0.05, "the crests and troughs are shaded apart")
        let quarter = frame("rippleEffect", 0.25)
        let p = px(quarter, 50, 30)
        #expect(abs(Double(p[0]) / Double(p[0] + p[2]) - 0.75) < 0.02, "a quarter of the way: 3/4 old, \(p)")
    }

    @Test("cameraIrisHollowOpen: dark blades close over the old picture, then a hole opens from the centre onto the new")
    func irisOpens() {
        // Blade opacity p/0.15; hole radius R·smoothstep((p − 0.15)/0.85), R = the hexagon
        // holding the layer: half its diagonal / cos 30°, plus a point.
        let early = frame("cameraIrisHollowOpen", 0.05)
        let alpha = 0.05 / 0.15
        // Between two of the closed blades' seams (they leave the centre every 60°, at 0°).
        let e = px(early, 58, 35)
        #expect(abs(Double(e[0]) - (255 * (1 - alpha) + 0.09 * 255 * alpha)) <= 2 && e[2] <= 10, "\(e)")
        let half = frame("cameraIrisHollowOpen", 0.5)
        let u = (0.5 - 0.15) / 0.85
        let openRadius: Double = 0.5 * (60.0 * 60 + 40 * 40).squareRoot() / cos(Double.pi / 6) + 1
        let radius: Double = openRadius * u * u * (3 - 2 * u)
        let inner = radius * cos(.pi / 6)
        #expect(px(half, 50, 30) == Self.blue)
        #expect(px(half, 50 + Int(inner) - 2, 30) == Self.blue || px(half, 50, 30 + Int(inner) - 2) == Self.blue)
        let blade = px(half, 22, 12)
        #expect(blade[0] < 40 && blade[1] < 40 && blade[2] < 40 && blade[3] == 255, "\(blade)")
        #expect(px(half, 10, 5) == Self.clear, "the blades stay inside the layer")
    }

    @Test("cameraIrisHollowClose: the hole shrinks toward the centre over the old picture; the closed blades fade off the new")
    func irisCloses() {
        let half = frame("cameraIrisHollowClose", 0.5)
        #expect(px(half, 50, 30) == Self.red)
        let blade = px(half, 77, 47)
        #expect(blade[0] < 40 && blade[2] < 40 && blade[3] == 255, "\(blade)")
        let late = frame("cameraIrisHollowClose", 0.95)
        let alpha = 0.05 / 0.15
        let l = px(late, 58, 35)
        #expect(abs(Double(l[2]) - (255 * (1 - alpha) + 0.1 * 255 * alpha)) <= 2 && l[0] <= 10, "\(l)")
    }

    @Test("startProgress and endProgress crop a private type's effect too")
    func progressCropping() {
        let cropped = base.frame(at: 1) {
            $0.type = CATransitionType(rawValue: "pageCurl"); $0.startProgress = 0.5; $0.endProgress = 0.8
        }
        let halfway = frame("pageCurl", 0.5)
        #expect(ImageComparison.compare(cropped.pixels, halfway.pixels)?.differingPixels == 0)
    }

    @Test("an unknown type string fades, with a diagnostic")
    func unknownTypeFades() {
        var ctx: CGContext?
        let diagnostics = LaminaDiagnostics.capture {
            ctx = base.frame(at: 1.5) { $0.type = CATransitionType(rawValue: "spinAround") }
        }
        #expect(diagnostics.contains { $0.message.contains("spinAround") }, "\(diagnostics)")
        guard let ctx else { return }
        #expect(base.near(base.rgba(ctx, 50, 30), [127.5, 0, 127.5, 255]))
    }
}
