import Foundation
import Testing
import Lamina
import LaminaKit

/// The sample's helper, written again: a transaction with a duration and a completion
/// block around a closure of layer changes (implicit animations).
extension CALayer {
    class func animateWithDuration(_ duration: TimeInterval, animation: () -> Void, completion: (() -> Void)?) {
        CATransaction.begin()
        CATransaction.setAnimationDuration(duration)
        CATransaction.setCompletionBlock(completion)
        animation()
        CATransaction.commit()
    }
}

/// Follows `CALayer.animateWithDuration(_:animation:completion:)` of bigBsoft's
/// Swift-Extensions (https://github.com/bigBsoft/Swift-Extensions, `UIKit/CALayer+Extension.swift`):
/// a CATransaction block that sets its duration and completion block around property
/// changes. Used here as an app would: a card layer slides right and half fades in one
/// second, and the completion block takes it out of the tree.
@Suite("Swift-Extensions: CATransaction block with duration and completion")
struct TransactionCompletionTests {
    final class Log {
        var completedAt: CFTimeInterval?
        var seen: [Bool] = []
    }

    static let start: CFTimeInterval = 0.5

    static func build(_ stage: SampleStage, log: Log) {
        let card = CALayer()
        stage.setUp {
            card.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
            card.position = CGPoint(x: 40, y: 60)
            card.backgroundColor = UIColor.blue.cgColor
            stage.root.addSublayer(card)
        }
        stage.schedule(at: start) { _ in
            CALayer.animateWithDuration(1, animation: {
                card.position = CGPoint(x: 200, y: 60)
                card.opacity = 0.5
            }, completion: {
                card.removeFromSuperlayer()
                log.completedAt = CACurrentMediaTime()
            })
        }
    }

    @Test("the implicit animations take the transaction's second; the completion block runs once they end")
    func slideFadeThenRemove() throws {
        let times: [CFTimeInterval] = [0.75, 1.0, 1.45, 1.55, 1.7]
        var logs: [Log] = []
        let frames = try renderSample("transaction", width: 240, height: 120, times: times) { stage in
            let log = Log()
            logs.append(log)
            Self.build(stage, log: log)
            // App code after the frames at 1.45 and at 1.55: has the block run yet?
            stage.schedule(at: 1.5) { _ in log.seen.append(log.completedAt != nil) }
            stage.schedule(at: 1.56) { _ in log.seen.append(log.completedAt != nil) }
        }
        #expect(logs.count == 2)
        for log in logs {
            #expect(log.seen == [false, true])
            let completed = try #require(log.completedAt)
            #expect(completed >= 1.5 && completed <= 1.55)
        }

        for (i, t) in times.prefix(3).enumerated() {
            let p = defaultCurve((t - Self.start) / 1)
            let x = 40 + 160 * p, opacity = 1 - 0.5 * p
            let expected = over([0, 0, 1], alpha: opacity, on: [1, 1, 1])
            #expect(near(pixel(frames[i], at: CGPoint(x: x, y: 60)), expected, 3), "t = \(t): card centre")
            #expect(near(pixel(frames[i], at: CGPoint(x: x - 17, y: 45)), expected, 3), "t = \(t): card's left side")
            #expect(near(pixel(frames[i], at: CGPoint(x: x + 17, y: 75)), expected, 3), "t = \(t): card's right side")
            #expect(pixel(frames[i], at: CGPoint(x: x - 23, y: 60)) == [255, 255, 255, 255], "t = \(t): left of the card")
            #expect(pixel(frames[i], at: CGPoint(x: x + 23, y: 60)) == [255, 255, 255, 255], "t = \(t): right of the card")
        }
        // Removed by the completion block: nothing left where it ended.
        #expect(pixel(frames[4], 200, 60) == [255, 255, 255, 255])
    }
}
