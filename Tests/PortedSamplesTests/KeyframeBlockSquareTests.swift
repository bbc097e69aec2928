import Foundation
import Testing
import Lamina
import LaminaKit

/// Follows `KeyframeViewController` of botong-zhou's AnimationSample
/// (https://github.com/botong-zhou/AnimationSample, `AnimationSample/KeyframeViewController.swift`):
/// a blue square goes round the view in a UIView keyframe block of 2 s — four keyframes
/// of a quarter each mirroring its centre's x, then y, then x, then y.
@Suite("AnimationSample: UIView.animateKeyframes round the view")
struct KeyframeBlockSquareTests {
    static let start: CFTimeInterval = 0.5
    static let size = CGSize(width: 300, height: 200)

    static func build(_ stage: SampleStage) {
        let view = UIView(frame: CGRect(origin: .zero, size: size))
        let blueSquare = UIView(frame: CGRect(x: 20, y: 20, width: 50, height: 50))
        blueSquare.backgroundColor = .blue
        view.addSubview(blueSquare)
        stage.setUp { stage.root.addSublayer(view.layer) }
        stage.schedule(at: start) { _ in
            UIView.animateKeyframes(withDuration: 2, delay: 0, options: [], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25, animations: {
                    blueSquare.center.x = view.bounds.width - blueSquare.center.x
                })
                UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.25, animations: {
                    blueSquare.center.y = view.bounds.height - blueSquare.center.y
                })
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25, animations: {
                    blueSquare.center.x = view.bounds.width - blueSquare.center.x
                })
                UIView.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0.25, animations: {
                    blueSquare.center.y = view.bounds.height - blueSquare.center.y
                })
            }, completion: nil)
        }
    }

    /// The square's centre `s` seconds in: the block's ease-in-ease-out curve over the
    /// whole 2 s, then straight between the corners (45, 45), (255, 45), (255, 155),
    /// (45, 155), (45, 45) at key times 0, ¼, ½, ¾, 1.
    static func centre(after s: Double) -> CGPoint {
        let corners = [CGPoint(x: 45, y: 45), CGPoint(x: 255, y: 45), CGPoint(x: 255, y: 155),
                       CGPoint(x: 45, y: 155), CGPoint(x: 45, y: 45)]
        let u = easeInEaseOut(min(max(s / 2, 0), 1)) * 4
        let k = min(Int(u), 3), f = u - Double(k)
        return CGPoint(x: corners[k].x + (corners[k + 1].x - corners[k].x) * f,
                       y: corners[k].y + (corners[k + 1].y - corners[k].y) * f)
    }

    @Test("the square's edges are where the eased keyframes put its centre")
    func squareGoesRound() throws {
        let offsets: [Double] = [0.2, 0.45, 0.8, 1.0, 1.3, 1.7, 1.95]
        let times = offsets.map { Self.start + $0 } + [3]
        let frames = try renderSample("keyframe-block", width: 300, height: 200, times: times, build: Self.build)
        for (i, s) in (offsets + [3 - Self.start]).enumerated() {
            let c = Self.centre(after: s)
            let row = Int(c.y), column = Int(c.x)
            let left = (0..<column).reduce(0.0) { $0 + Double(pixel(frames[i], $1, row)[0]) / 255 }
            let top = (0..<row).reduce(0.0) { $0 + Double(pixel(frames[i], column, $1)[0]) / 255 }
            #expect(abs(left - (c.x - 25)) < 0.06, "\(s) s in: left edge \(left), expected \(c.x - 25)")
            #expect(abs(top - (c.y - 25)) < 0.06, "\(s) s in: top edge \(top), expected \(c.y - 25)")
        }
    }
}
