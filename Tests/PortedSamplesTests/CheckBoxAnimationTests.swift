import Foundation
import Testing
import Lamina
import LaminaKit

/// Follows CheckBoxAnimation by Sneha Harke (https://github.com/harkesneha94/CheckBoxAnimation,
/// `CheckBoxAnimation/ViewController.swift`): a green ring (an arc from −π/2 to 2π,
/// clockwise — more than a whole turn, so one whole circle from the top) and a green
/// check mark, both with round caps and strokeEnd 0, drawn in by strokeEnd animations
/// of 2 s and 1.6 s that stay (`fillMode = .forwards`, not removed) after a tap.
@Suite("CheckBoxAnimation: ring and check mark drawn in by strokeEnd")
struct CheckBoxAnimationTests {
    static let tap: CFTimeInterval = 0.5
    static let mark = [CGPoint(x: 55, y: 88), CGPoint(x: 84, y: 120), CGPoint(x: 140, y: 75)]

    static func build(_ stage: SampleStage) {
        let ring = CAShapeLayer()
        let tick = CAShapeLayer()
        stage.setUp {
            let box = CALayer()
            box.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
            stage.root.addSublayer(box)

            let ringPath = UIBezierPath(arcCenter: CGPoint(x: box.frame.width / 2, y: box.frame.height / 2),
                                        radius: 80, startAngle: -(CGFloat.pi / 2), endAngle: 2 * CGFloat.pi, clockwise: true)
            ring.path = ringPath.cgPath
            ring.lineWidth = 10
            ring.strokeColor = UIColor.green.cgColor
            ring.fillColor = UIColor.clear.cgColor
            ring.strokeEnd = 0
            ring.lineCap = .round
            box.addSublayer(ring)

            let tickPath = UIBezierPath()
            tickPath.move(to: mark[0])
            tickPath.addLine(to: mark[1])
            tickPath.addLine(to: mark[2])
            tick.path = tickPath.cgPath
            tick.lineWidth = 10
            tick.strokeEnd = 0
            tick.fillColor = UIColor.clear.cgColor
            tick.strokeColor = UIColor.green.cgColor
            tick.lineCap = .round
            box.addSublayer(tick)
        }
        stage.schedule(at: tap) { _ in
            let drawRing = CABasicAnimation(keyPath: "strokeEnd")
            drawRing.toValue = 1
            drawRing.fromValue = 0
            drawRing.duration = 2
            drawRing.fillMode = .forwards
            drawRing.isRemovedOnCompletion = false
            ring.add(drawRing, forKey: "circleAnimation")

            let drawTick = CABasicAnimation(keyPath: "strokeEnd")
            drawTick.toValue = 1
            drawTick.fromValue = 0
            drawTick.duration = 1.6
            drawTick.fillMode = .forwards
            drawTick.isRemovedOnCompletion = false
            tick.add(drawTick, forKey: "lineAnimation")
        }
    }

    /// The point `distance` along the check mark's polyline.
    static func alongMark(_ distance: CGFloat) -> CGPoint {
        let first = hypot(mark[1].x - mark[0].x, mark[1].y - mark[0].y)
        let (a, b, d) = distance <= first ? (mark[0], mark[1], distance) : (mark[1], mark[2], distance - first)
        let length = hypot(b.x - a.x, b.y - a.y)
        return CGPoint(x: a.x + (b.x - a.x) * d / length, y: a.y + (b.y - a.y) * d / length)
    }

    static var markLength: CGFloat {
        hypot(mark[1].x - mark[0].x, mark[1].y - mark[0].y) + hypot(mark[2].x - mark[1].x, mark[2].y - mark[1].y)
    }

    @Test("before the tap nothing is drawn; halfway the ring covers its right half from the top")
    func ringAndMarkDrawIn() throws {
        let times: [CFTimeInterval] = [0.4, 1.5, 3.0]
        let frames = try renderSample("checkbox", width: 200, height: 200, times: times, build: Self.build)
        let white = [255, 255, 255, 255], green = [0, 255, 0, 255]
        let centre = CGPoint(x: 100, y: 100)
        let degree = CGFloat.pi / 180

        for angle in stride(from: 0, to: 360, by: 15) {
            #expect(pixel(frames[0], at: point(on: centre, radius: 80, angle: CGFloat(angle) * degree)) == white)
        }
        #expect(pixel(frames[0], at: Self.alongMark(20)) == white)

        // t = 1.5: the ring's strokeEnd is 1/2, the mark's 1/1.6.
        let ring = frames[1]
        for angle in stride(from: -80, through: 80, by: 10) {
            #expect(near(pixel(ring, at: point(on: centre, radius: 80, angle: CGFloat(angle) * degree)), green, 4),
                    "ring at \(angle)°")
        }
        for angle in stride(from: 100, through: 260, by: 10) {
            #expect(pixel(ring, at: point(on: centre, radius: 80, angle: CGFloat(angle) * degree)) == white,
                    "ring at \(angle)°")
        }
        let drawn = Self.markLength / 1.6
        #expect(near(pixel(ring, at: Self.alongMark(10)), green, 4))
        #expect(near(pixel(ring, at: Self.alongMark(drawn - 8)), green, 4))
        #expect(pixel(ring, at: Self.alongMark(drawn + 10)) == white)
        #expect(pixel(ring, at: Self.alongMark(Self.markLength - 5)) == white)

        // t = 3: both stay drawn in full.
        for angle in stride(from: -90, to: 270, by: 15) {
            #expect(near(pixel(frames[2], at: point(on: centre, radius: 80, angle: CGFloat(angle) * degree)), green, 4),
                    "full ring at \(angle)°")
        }
        #expect(near(pixel(frames[2], at: Self.alongMark(Self.markLength - 2)), green, 4))
        #expect(pixel(frames[2], 100, 50) == white)
    }
}
