import Foundation
import Testing
import Lamina
import LaminaKit

/// Follows the done mark of NativePopup by mono (https://github.com/mono0926/NativePopup,
/// `NativePopup/Animatable/AnimatableDoneView.swift`, `HasAnimatablePath.swift`,
/// `HasAnimatableLayer.swift`): a check mark stroked in the view's `tintColor`, 9 points
/// wide with round caps and joins, drawn in by a 0.3 s ease-in-ease-out strokeEnd
/// animation after the model's strokeEnd is set to 1.
@Suite("NativePopup: the done mark, a tint-coloured strokeEnd animation")
struct NativePopupDoneMarkTests {
    /// The sample's view, written again: its path scales with its width.
    final class DoneMarkView: UIView {
        let markLayer = CAShapeLayer()

        var markPath: UIBezierPath {
            let side = frame.width
            let path = UIBezierPath()
            path.move(to: CGPoint(x: side * 0.196, y: side * 0.527))
            path.addLine(to: CGPoint(x: side * 0.47, y: side * 0.777))
            path.addLine(to: CGPoint(x: side * 0.99, y: side * 0.25))
            return path
        }

        func setupLayer() {
            markLayer.path = markPath.cgPath
            markLayer.fillColor = UIColor.clear.cgColor
            markLayer.strokeColor = tintColor.cgColor
            markLayer.lineWidth = 9
            markLayer.lineCap = .round
            markLayer.lineJoin = .round
            markLayer.strokeEnd = 0
            layer.addSublayer(markLayer)
        }

        func animate() {
            let drawIn = CABasicAnimation(keyPath: "strokeEnd")
            drawIn.duration = 0.3
            drawIn.fromValue = 0
            drawIn.toValue = 1
            drawIn.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            markLayer.strokeEnd = 1
            markLayer.add(drawIn, forKey: "animation")
        }
    }

    static let start: CFTimeInterval = 0.5
    static let side: CGFloat = 140

    static func build(_ stage: SampleStage) {
        let mark = DoneMarkView(frame: CGRect(x: 0, y: 0, width: side, height: side))
        stage.setUp {
            mark.setupLayer()
            stage.root.addSublayer(mark.layer)
        }
        stage.schedule(at: start) { _ in mark.animate() }
    }

    /// The point `d` along the mark's polyline.
    static func along(_ d: CGFloat) -> CGPoint {
        let p = [CGPoint(x: side * 0.196, y: side * 0.527), CGPoint(x: side * 0.47, y: side * 0.777),
                 CGPoint(x: side * 0.99, y: side * 0.25)]
        let first = hypot(p[1].x - p[0].x, p[1].y - p[0].y)
        let (a, b, t) = d <= first ? (p[0], p[1], d) : (p[1], p[2], d - first)
        let l = hypot(b.x - a.x, b.y - a.y)
        return CGPoint(x: a.x + (b.x - a.x) * t / l, y: a.y + (b.y - a.y) * t / l)
    }

    static var length: CGFloat {
        hypot(side * (0.47 - 0.196), side * (0.777 - 0.527)) + hypot(side * (0.99 - 0.47), side * (0.25 - 0.777))
    }

    @Test("the mark is drawn in the system-blue tint up to the eased strokeEnd, then whole")
    func markDrawsIn() throws {
        let times: [CFTimeInterval] = [0.45, 0.62, 0.65, 0.74, 0.9]
        let frames = try renderSample("nativepopup-done", width: 150, height: 150, times: times, build: Self.build)
        let tint = [0, 122, 255, 255], white = [255, 255, 255, 255]
        #expect(pixel(frames[0], at: Self.along(20)) == white)
        for (frame, t) in zip(frames.dropFirst(), times.dropFirst()) {
            let drawn = Self.length * CGFloat(easeInEaseOut(min((t - Self.start) / 0.3, 1)))
            for d in stride(from: CGFloat(3), to: drawn - 3, by: 6) {
                #expect(near(pixel(frame, at: Self.along(d)), tint, 3), "t = \(t): \(d) along the mark")
            }
            // Past the round cap (4.5 points) the path is not drawn yet.
            for d in stride(from: drawn + 8, to: Self.length, by: 6) {
                #expect(pixel(frame, at: Self.along(d)) == white, "t = \(t): \(d) along the mark")
            }
        }
    }
}
