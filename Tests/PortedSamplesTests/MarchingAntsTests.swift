import Foundation
import Testing
import Lamina
import LaminaKit

/// The sample's extension, written again: a dash pattern of 8 on, 6 off, whose phase
/// runs from 0 to minus the pattern's length every second.
extension CAShapeLayer {
    func runMarchingAntsAnimation() {
        lineDashPattern = [8, 6]
        let animation = CABasicAnimation(keyPath: "lineDashPhase")
        animation.fromValue = 0
        animation.toValue = lineDashPattern?.reduce(0) { result, next in result - next.intValue }
        animation.duration = 1
        animation.repeatCount = .infinity
        add(animation, forKey: "ICSVGMarchingAnts")
    }
}

/// Follows `CAShapeLayer+MarchingAntsAnimation.swift` of ICSVG by Alexander Selling
/// (https://github.com/sellingsolutions/ICSVG,
/// `ICSVG/Source/Extensions/CAShapeLayer+MarchingAntsAnimation.swift`): marching ants
/// on a selection rectangle — `lineDashPhase` animated from 0 to −14 each second over the
/// dash pattern [8, 6], so the dashes crawl along the path, 14 points a second.
@Suite("ICSVG: marching ants, a lineDashPhase animation")
struct MarchingAntsTests {
    static let rect = CGRect(x: 20, y: 20, width: 160, height: 100)

    static func build(_ stage: SampleStage) {
        stage.setUp {
            let selection = CAShapeLayer()
            selection.path = UIBezierPath(rect: rect).cgPath
            selection.strokeColor = UIColor.black.cgColor
            selection.fillColor = nil
            selection.lineWidth = 2
            stage.root.addSublayer(selection)
            selection.runMarchingAntsAnimation()
        }
    }

    @Test("a point of the outline is dashed where (distance along the path + phase) mod 14 < 8")
    func dashesCrawlAlongThePath() throws {
        let times: [CFTimeInterval] = [0.25, 0.5, 1.8]
        let frames = try renderSample("marching-ants", width: 200, height: 140, times: times, build: Self.build)
        let r = Self.rect
        for (frame, t) in zip(frames, times) {
            let phase = -14 * fraction(t)
            var on = 0, off = 0
            func check(_ p: CGPoint, along s: Double) {
                let position = (s + phase).truncatingRemainder(dividingBy: 14) + (s + phase < 0 ? 14 : 0)
                let actual = pixel(frame, at: p)
                if position > 0.7 && position < 7.3 {
                    on += 1
                    #expect(actual == [0, 0, 0, 255], "t = \(t): dash expected \(s) along the path")
                } else if position > 8.7 && position < 13.3 {
                    off += 1
                    #expect(actual == [255, 255, 255, 255], "t = \(t): gap expected \(s) along the path")
                }
            }
            // The rectangle's outline runs from its top-left corner right, down, left and up.
            for x in stride(from: r.minX + 2, to: r.maxX - 2, by: 1) {
                check(CGPoint(x: x + 0.5, y: r.minY - 0.5), along: x + 0.5 - r.minX)
                check(CGPoint(x: x + 0.5, y: r.maxY + 0.5), along: 2 * r.width + r.height - (x + 0.5 - r.minX))
            }
            for y in stride(from: r.minY + 2, to: r.maxY - 2, by: 1) {
                check(CGPoint(x: r.maxX + 0.5, y: y + 0.5), along: r.width + (y + 0.5 - r.minY))
                check(CGPoint(x: r.minX - 0.5, y: y + 0.5), along: 2 * r.width + 2 * r.height - (y + 0.5 - r.minY))
            }
            #expect(on > 100 && off > 100)
            #expect(pixel(frame, 100, 70) == [255, 255, 255, 255])
        }
    }
}
