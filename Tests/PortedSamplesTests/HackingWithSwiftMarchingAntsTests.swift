import Foundation
import Testing
import Lamina
import LaminaKit

/// Follows "How to create a marching ants effect using lineDashPhase" by Paul Hudson
/// (https://www.hackingwithswift.com/example-code/calayer/how-to-create-a-marching-ants-effect-using-linedashphase):
/// a 250 × 250 rounded rectangle (`UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`,
/// radius 20) stroked in black, 1 point wide, with the dash pattern [8, 6], its
/// `lineDashPhase` running from 0 to −14 every second.
@Suite("Hacking with Swift: marching ants on a byRoundingCorners rounded rectangle")
struct HackingWithSwiftMarchingAntsTests {
    static func build(_ stage: SampleStage) {
        stage.setUp {
            let outline = CAShapeLayer()
            let selection = CGRect(x: 50, y: 50, width: 250, height: 250)
            outline.path = UIBezierPath(roundedRect: selection, byRoundingCorners: .allCorners,
                                      cornerRadii: CGSize(width: 20, height: 20)).cgPath
            outline.strokeColor = UIColor.black.cgColor
            outline.fillColor = nil
            outline.lineDashPattern = [8, 6]
            stage.root.addSublayer(outline)

            let crawl = CABasicAnimation(keyPath: "lineDashPhase")
            crawl.fromValue = 0
            crawl.toValue = outline.lineDashPattern?.reduce(0) { $0 - $1.intValue } ?? 0
            crawl.duration = 1
            crawl.repeatCount = .infinity
            outline.add(crawl, forKey: "line")
        }
    }

    /// The ink along the top edge at column x: the 1-point line on y = 50 covers half of
    /// rows 49 and 50, so a dash pixel sums to 1 and a gap pixel to 0.
    static func ink(_ image: CGImage, _ x: Int) -> Double {
        Double(510 - pixel(image, x, 49)[1] - pixel(image, x, 50)[1]) / 255
    }

    @Test("dashes of 8 and gaps of 6 along the edge, crawling forward 14 points a second")
    func dashesCrawlClockwise() throws {
        let t0: CFTimeInterval = 0.5, dt = 5.0 / 14
        let frames = try renderSample("hws-marching-ants", width: 350, height: 350, times: [t0, t0 + dt], build: Self.build)
        let straight = 75..<265
        // The pattern repeats every 14 points and is inked 8 of them.
        for x in stride(from: straight.lowerBound, to: straight.upperBound - 14, by: 7) {
            #expect(abs(Self.ink(frames[0], x) - Self.ink(frames[0], x + 14)) < 0.03, "period at \(x)")
        }
        let period = (straight.lowerBound..<(straight.lowerBound + 14)).map { Self.ink(frames[0], $0) }.reduce(0, +)
        #expect(abs(period - 8) < 0.1, "ink over one period: \(period)")
        // 5/14 s later the phase is 5 points further on: the top edge runs left to right
        // (the path is clockwise on screen), so every dash has moved 5 points right.
        for x in straight.dropFirst(5) {
            #expect(abs(Self.ink(frames[1], x) - Self.ink(frames[0], x - 5)) < 0.03, "shift at \(x)")
        }
        // The corners are rounded: the square corner's own pixel is left blank.
        for frame in frames {
            for (x, y) in [(50, 50), (51, 51), (298, 51), (51, 298), (298, 298)] {
                #expect(pixel(frame, x, y) == [255, 255, 255, 255], "corner pixel (\(x), \(y))")
            }
        }
    }
}
