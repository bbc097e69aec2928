import Foundation
import Testing
@testable import LaminaKit

@Suite struct GestureTests {
    /// A window with a 200×200 view filling it.
    func sceneWithView<V: UIView>(_ view: V) -> KitScene {
        let scene = KitScene()
        view.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        scene.add(view)
        return scene
    }

    @Test func panStatesTranslationAndVelocityFromKnownMoves() {
        let view = UIView()
        let scene = sceneWithView(view)
        var log: [(UIGestureRecognizer.State, CGPoint, CGPoint)] = []
        let pan = UIPanGestureRecognizer { pan in
            log.append((pan.state, pan.translation(in: view), pan.velocity(in: view)))
        }
        view.addGestureRecognizer(pan)
        scene.touch(.began, 50, 50, at: 1.00)
        scene.touch(.moved, 55, 50, at: 1.01)     // 5 pt: under the 10 pt hysteresis
        #expect(log.isEmpty && pan.state == .possible)
        scene.touch(.moved, 70, 50, at: 1.02)     // 20 pt: begins
        scene.touch(.moved, 80, 60, at: 1.04)
        scene.touch(.ended, 80, 60, at: 1.05)
        #expect(log.map(\.0) == [.began, .changed, .ended])
        // Translation: from where the touch went down.
        #expect(near(log[0].1, CGPoint(x: 20, y: 0)))
        #expect(near(log[1].1, CGPoint(x: 30, y: 10)))
        // Velocity: the last move (10, 10) over 0.02 s.
        #expect(near(log[1].2, CGPoint(x: 500, y: 500), 1e-6))
        #expect(near(log[2].2, CGPoint(x: 500, y: 500), 1e-6))
        // Reset for the next sequence.
        #expect(pan.state == .possible)
    }

    @Test func translationIsInTheGivenViewsCoordinates() {
        let view = UIView()
        let scene = sceneWithView(view)
        let scaled = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
        scene.at(0) { view.addSubview(scaled) }
        var inScaled: [CGPoint] = []
        var velocityInScaled: [CGPoint] = []
        view.addGestureRecognizer(UIPanGestureRecognizer { pan in
            inScaled.append(pan.translation(in: scaled))
            velocityInScaled.append(pan.velocity(in: scaled))
        })
        scene.touch(.began, 10, 10, at: 0)
        scene.touch(.moved, 30, 50, at: 0.1)
        #expect(inScaled.count == 1 && near(inScaled[0], CGPoint(x: 10, y: 20), 1e-9))
        #expect(near(velocityInScaled[0], CGPoint(x: 100, y: 200), 1e-6))
    }

    @Test func draggingWithSetTranslationMovesTheViewByTheTotalMove() {
        // The seeds' badge: center += translation, then setTranslation(.zero).
        let scene = KitScene()
        let badge = UIView(frame: CGRect(x: 80, y: 80, width: 40, height: 40))
        scene.add(badge)
        badge.addGestureRecognizer(UIPanGestureRecognizer { pan in
            let t = pan.translation(in: badge)
            badge.center = CGPoint(x: badge.center.x + t.x, y: badge.center.y + t.y)
            pan.setTranslation(.zero, in: badge)
        })
        scene.touch(.began, 100, 100, at: 0)
        scene.touch(.moved, 115, 100, at: 0.02)
        scene.touch(.moved, 130, 120, at: 0.04)
        scene.touch(.moved, 90, 150, at: 0.06)
        scene.touch(.ended, 90, 150, at: 0.08)
        #expect(near(badge.center, CGPoint(x: 90, y: 150), 1e-9))
    }

    @Test func aShortPressIsATapAndAHeldPressALongPress() {
        let view = UIView()
        let scene = sceneWithView(view)
        var taps = 0
        var longStates: [UIGestureRecognizer.State] = []
        view.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
        let long = UILongPressGestureRecognizer { longStates.append($0.state) }
        #expect(long.minimumPressDuration == 0.5)
        view.addGestureRecognizer(long)

        scene.touch(.began, 50, 50, at: 0)
        scene.touch(.ended, 51, 50, at: 0.1)
        #expect(taps == 1 && longStates.isEmpty)

        scene.touch(.began, 50, 50, at: 1)
        scene.at(1.4) { scene.window.advanceTime(to: 1.4) }
        #expect(longStates.isEmpty)
        scene.frame(at: 1.6)                      // the window's clock passes 0.5 s held
        #expect(longStates == [.began])
        scene.touch(.moved, 60, 50, at: 1.7)
        scene.touch(.ended, 60, 50, at: 2)
        #expect(longStates == [.began, .changed, .ended])
        #expect(taps == 1)
    }

    @Test func aLongPressThatWandersFailsAndATapThatWandersFails() {
        let view = UIView()
        let scene = sceneWithView(view)
        var taps = 0, longs = 0
        view.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
        view.addGestureRecognizer(UILongPressGestureRecognizer { _ in longs += 1 })
        scene.touch(.began, 50, 50, at: 0)
        scene.touch(.moved, 80, 50, at: 0.1)
        scene.frame(at: 1)
        scene.touch(.ended, 80, 50, at: 1.1)
        #expect(taps == 0 && longs == 0)
    }

    @Test func doubleTapNeedsTwoTapsCloseInTime() {
        let view = UIView()
        let scene = sceneWithView(view)
        var doubles = 0
        let double = UITapGestureRecognizer { _ in doubles += 1 }
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(double)
        scene.touch(.began, 50, 50, at: 0)
        scene.touch(.ended, 50, 50, at: 0.05)
        scene.touch(.began, 52, 50, at: 0.2)
        scene.touch(.ended, 52, 50, at: 0.25)
        #expect(doubles == 1)
        scene.touch(.began, 50, 50, at: 1)
        scene.touch(.ended, 50, 50, at: 1.05)
        scene.touch(.began, 50, 50, at: 1.6)      // 0.55 s later: too late
        scene.touch(.ended, 50, 50, at: 1.65)
        #expect(doubles == 1)
    }

    @Test func aSingleTapThatRequiresTheDoubleTapToFailWaitsForIt() {
        let view = UIView()
        let scene = sceneWithView(view)
        var log: [String] = []
        let single = UITapGestureRecognizer { _ in log.append("single") }
        let double = UITapGestureRecognizer { _ in log.append("double") }
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        // A double tap: only the double tap recognizes.
        scene.touch(.began, 50, 50, at: 0)
        scene.touch(.ended, 50, 50, at: 0.05)
        #expect(log.isEmpty)
        scene.touch(.began, 50, 50, at: 0.2)
        scene.touch(.ended, 50, 50, at: 0.25)
        #expect(log == ["double"])
        // A single tap: recognized once the double tap has failed (0.35 s after the lift).
        scene.touch(.began, 50, 50, at: 2)
        scene.touch(.ended, 50, 50, at: 2.05)
        scene.frame(at: 2.3)
        #expect(log == ["double"])
        scene.frame(at: 2.5)
        #expect(log == ["double", "single"])
    }

    @Test func touchesReachTheHitViewInItsCoordinatesAndTapCountsRise() {
        let scene = KitScene()
        let view = TouchRecordingView(frame: CGRect(x: 20, y: 30, width: 100, height: 100))
        scene.add(view)
        var tapCounts: [Int] = []
        final class Counter: UIView {
            var counts: [Int] = []
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
                counts.append(touches.first?.tapCount ?? 0)
            }
        }
        scene.touch(.began, 30, 40, at: 0)
        scene.touch(.moved, 35, 45, at: 0.01)
        scene.touch(.ended, 35, 45, at: 0.02)
        #expect(view.events == ["began", "moved", "ended"])
        #expect(view.locations == [CGPoint(x: 10, y: 10), CGPoint(x: 15, y: 15), CGPoint(x: 15, y: 15)])
        let counter = Counter(frame: CGRect(x: 150, y: 150, width: 40, height: 40))
        scene.add(counter)
        for i in 0..<3 {
            let t = 1 + Double(i) * 0.2
            scene.touch(.began, 160, 160, at: t)
            scene.touch(.ended, 160, 160, at: t + 0.05)
        }
        tapCounts = counter.counts
        #expect(tapCounts == [1, 2, 3])
    }

    @Test func unhandledTouchesGoUpTheResponderChain() {
        let scene = KitScene()
        let parent = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = TouchRecordingView(frame: CGRect(x: 50, y: 50, width: 50, height: 50))
        child.forwards = true
        parent.addSubview(child)
        scene.add(parent)
        scene.touch(.began, 60, 60, at: 0)
        scene.touch(.ended, 60, 60, at: 0.1)
        #expect(child.events == ["began", "ended"])
        #expect(parent.events == ["began", "ended"])
        // The touch stays the child's; the parent reads it in its own coordinates.
        #expect(parent.locations.first == CGPoint(x: 60, y: 60))
    }

    @Test func aRecognizedGestureCancelsTheViewsTouches() {
        let scene = KitScene()
        let view = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        scene.add(view)
        view.addGestureRecognizer(UIPanGestureRecognizer { _ in })
        scene.touch(.began, 10, 10, at: 0)
        scene.touch(.moved, 40, 10, at: 0.1)
        scene.touch(.moved, 60, 10, at: 0.2)
        scene.touch(.ended, 60, 10, at: 0.3)
        #expect(view.events == ["began", "cancelled"])
    }

    @Test func disabledRecognizersAndHiddenViewsGetNothing() {
        let scene = KitScene()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scene.add(view)
        var taps = 0
        let tap = UITapGestureRecognizer { _ in taps += 1 }
        view.addGestureRecognizer(tap)
        tap.isEnabled = false
        scene.touch(.began, 10, 10, at: 0)
        scene.touch(.ended, 10, 10, at: 0.05)
        tap.isEnabled = true
        scene.at(0.5) { view.isHidden = true }
        scene.touch(.began, 10, 10, at: 1)
        scene.touch(.ended, 10, 10, at: 1.05)
        #expect(taps == 0)
        scene.at(1.5) { view.isHidden = false }
        scene.touch(.began, 10, 10, at: 2)
        scene.touch(.ended, 10, 10, at: 2.05)
        #expect(taps == 1)
    }

    @Test func aButtonSendsTouchUpInsideAndIsHighlightedWhilePressed() {
        let scene = KitScene()
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 50, y: 50, width: 60, height: 40)
        scene.add(button)
        var events: [String] = []
        button.addAction(UIAction { action in
            events.append("up inside \((action.sender as? UIButton) === button)")
        }, for: .touchUpInside)
        button.addAction(UIAction { _ in events.append("up outside") }, for: .touchUpOutside)
        button.addAction(UIAction { _ in events.append("down") }, for: .touchDown)
        // A tap recognizer on the superview does not take the button's taps (UIKit).
        var parentTaps = 0
        scene.window.addGestureRecognizer(UITapGestureRecognizer { _ in parentTaps += 1 })

        scene.touch(.began, 60, 60, at: 0)
        #expect(button.isHighlighted && button.state == .highlighted)
        scene.touch(.ended, 62, 61, at: 0.1)
        #expect(!button.isHighlighted)
        #expect(events == ["down", "up inside true"])
        #expect(parentTaps == 0)

        // Lifted more than 70 points beyond the bounds: outside.
        scene.touch(.began, 60, 60, at: 1)
        scene.touch(.moved, 60, 195, at: 1.1)
        #expect(!button.isHighlighted)
        scene.touch(.ended, 60, 195, at: 1.2)
        #expect(events == ["down", "up inside true", "down", "up outside"])

        button.isEnabled = false
        scene.touch(.began, 60, 60, at: 2)
        scene.touch(.ended, 60, 60, at: 2.1)
        #expect(events.count == 4)
        #expect(parentTaps == 1)   // a disabled button is not hit: the window's tap gets it
    }

    @Test func touchInjectionWithoutATouchDownIsIgnored() {
        let scene = KitScene()
        let view = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scene.add(view)
        scene.touch(.moved, 10, 10, at: 0)
        scene.touch(.ended, 10, 10, at: 0.1)
        #expect(view.events.isEmpty)
        let reported = LaminaDiagnostics.capture { scene.touch(.began, CGFloat.nan, 0, at: 0.2) }
        #expect(reported.count == 1 && view.events.isEmpty)
    }
}
