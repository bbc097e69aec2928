import Foundation
import Testing
@testable import LaminaKit

@Suite struct AnimationBlockTests {
    /// A 40×40 view centred at (50, 50) in a drawn window.
    func sceneWithView() -> (KitScene, UIView) {
        let scene = KitScene()
        let view = UIView(frame: CGRect(x: 30, y: 30, width: 40, height: 40))
        view.backgroundColor = .red
        scene.add(view)
        return (scene, view)
    }

    @Test func aViewsLayerNeverAnimatesOutsideABlock() {
        let (scene, view) = sceneWithView()
        scene.at(0.1) {
            view.center = CGPoint(x: 80, y: 80)
            view.alpha = 0.5
            view.layer.cornerRadius = 4
            view.backgroundColor = .blue
        }
        #expect(view.layer.animationKeys() == nil)
        // A standalone layer in the same tree still animates implicitly.
        let standalone = CALayer()
        scene.at(0.2) { view.layer.addSublayer(standalone) }
        scene.frame(at: 0.2)
        scene.at(0.3) { standalone.opacity = 0.5 }
        #expect(standalone.animation(forKey: "opacity") != nil)
    }

    @Test func aBlockAddsABasicAnimationFromTheOldToTheNewValue() {
        let (scene, view) = sceneWithView()
        scene.at(1) {
            UIView.animate(withDuration: 2, delay: 0, options: .curveEaseIn, animations: {
                view.center = CGPoint(x: 150, y: 50)
                view.alpha = 0.25
            })
        }
        let position = view.layer.animation(forKey: "position") as? CABasicAnimation
        #expect(position?.keyPath == "position")
        #expect(position?.fromValue as? CGPoint == CGPoint(x: 50, y: 50))
        #expect(position?.toValue as? CGPoint == CGPoint(x: 150, y: 50))
        #expect(position?.duration == 2)
        // UIKit's ease-in is Core Animation's: control points (0.42, 0) and (1, 1).
        #expect(position?.timingFunction == CAMediaTimingFunction(controlPoints: 0.42, 0, 1, 1))
        let opacity = view.layer.animation(forKey: "opacity") as? CABasicAnimation
        #expect(opacity?.fromValue as? Float == 1)
        #expect(opacity?.toValue as? Float == 0.25)
        // The model holds the new values at once.
        #expect(view.center == CGPoint(x: 150, y: 50))
    }

    @Test func theDefaultCurveIsEaseInEaseOutAndEachCurveOptionMaps() {
        let (scene, view) = sceneWithView()
        let cases: [(UIView.AnimationOptions, CAMediaTimingFunction)] = [
            ([], CAMediaTimingFunction(controlPoints: 0.42, 0, 0.58, 1)),
            (.curveEaseOut, CAMediaTimingFunction(controlPoints: 0, 0, 0.58, 1)),
            (.curveLinear, CAMediaTimingFunction(controlPoints: 0, 0, 1, 1)),
        ]
        for (i, (options, expected)) in cases.enumerated() {
            scene.at(Double(i)) {
                UIView.animate(withDuration: 0.5, delay: 0, options: options, animations: {
                    view.center.x += 10
                })
            }
            #expect(view.layer.animation(forKey: "position")?.timingFunction == expected)
        }
    }

    @Test func presentationFollowsTheCurveAtKnownTimes() {
        let (scene, view) = sceneWithView()
        scene.at(1) {
            UIView.animate(withDuration: 2, delay: 0, options: .curveLinear, animations: {
                view.center = CGPoint(x: 150, y: 50)
            })
        }
        scene.frame(at: 1)
        scene.frame(at: 1.5)
        let quarter = scene.at(1.5) { view.layer.presentation()?.position }
        #expect(quarter.map { near($0, CGPoint(x: 75, y: 50), 1e-6) } == true)
        scene.frame(at: 2)
        let half = scene.at(2) { view.layer.presentation()?.position }
        #expect(half.map { near($0, CGPoint(x: 100, y: 50), 1e-6) } == true)
    }

    @Test func delayRepeatAndAutoreverseOptions() {
        let (scene, view) = sceneWithView()
        scene.at(1) {
            UIView.animate(withDuration: 1, delay: 0.5, options: [.repeat, .autoreverse], animations: {
                view.alpha = 0
            })
        }
        let animation = view.layer.animation(forKey: "opacity")
        #expect(animation?.beginTime == 1.5)
        #expect(animation?.fillMode == .backwards)
        #expect(animation?.repeatCount == .greatestFiniteMagnitude)
        #expect(animation?.autoreverses == true)
    }

    @Test func setAnimationRepeatCountBoundsTheBlocksRepetition() {
        let (scene, view) = sceneWithView()
        var results: [Bool] = []
        scene.at(1) {
            UIView.animate(withDuration: 0.5, delay: 0, options: [.repeat, .autoreverse], animations: {
                UIView.setAnimationRepeatCount(1.5)
                view.alpha = 0
            }, completion: { results.append($0) })
        }
        #expect(view.layer.animation(forKey: "opacity")?.repeatCount == 1.5)
        // 1.5 cycles of forwards and back: 1.5 s; the block completes after it.
        scene.frame(at: 1)
        scene.frame(at: 2.4)
        #expect(results.isEmpty)
        scene.frame(at: 2.6)
        scene.frame(at: 2.7)
        #expect(results == [true])
        // Outside a block, and with a bad count, it changes nothing.
        UIView.setAnimationRepeatCount(3)
        scene.at(3) {
            UIView.animate(withDuration: 0.5, delay: 0, options: [.repeat], animations: {
                UIView.setAnimationRepeatCount(-1)
                view.alpha = 1
            })
        }
        #expect(view.layer.animation(forKey: "opacity")?.repeatCount == .greatestFiniteMagnitude)
    }

    @Test func keyframeBlocksBuildOneKeyframeAnimationPerProperty() {
        let (scene, view) = sceneWithView()
        var results: [Bool] = []
        scene.at(1) {
            // UIKit's own result for this block (keyTimes 0, 0.1, 1; values 1, 0, 0; linear
            // calculation; fill both; ease-in-ease-out over the 10 s).
            UIView.animateKeyframes(withDuration: 10, delay: 0, options: [], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.1) { view.alpha = 0 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) { view.center.x += 40 }
                UIView.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0.25) { view.center.x -= 40 }
            }, completion: { results.append($0) })
        }
        let fade = view.layer.animation(forKey: "opacity") as? CAKeyframeAnimation
        #expect(fade?.keyTimes == [0, 0.1, 1])
        #expect((fade?.values as? [CGFloat]) == [1, 0, 0] || (fade?.values as? [Float]) == [1, 0, 0])
        #expect(fade?.calculationMode == .linear && fade?.fillMode == .both && fade?.duration == 10)
        #expect(fade?.timingFunction == CAMediaTimingFunction(name: .easeInEaseOut))
        let move = view.layer.animation(forKey: "position") as? CAKeyframeAnimation
        #expect(move?.keyTimes == [0, 0.5, 0.75, 1])
        let xs = (move?.values ?? []).compactMap { ($0 as? CGPoint)?.x }
        #expect(xs.count == 4 && xs[0] == xs[1] && xs[2] == xs[0] + 40 && xs[3] == xs[0])
        #expect(view.alpha == 0)
        scene.frame(at: 1)
        scene.frame(at: 10.9)
        #expect(results.isEmpty)
        scene.frame(at: 11.1)
        scene.frame(at: 11.2)
        #expect(results == [true])
    }

    @Test func keyframeOptionsCarryTheCalculationModeAndACurveGivenThroughRawValue() {
        let (scene, view) = sceneWithView()
        let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)
        scene.at(1) {
            UIView.animateKeyframes(withDuration: 1, delay: 0.5, options: [.calculationModeDiscrete, linear, .repeat],
                                    animations: {
                UIView.addKeyframe(withRelativeStartTime: 0.2, relativeDuration: 0.3) { view.alpha = 0.5 }
            })
        }
        let fade = view.layer.animation(forKey: "opacity") as? CAKeyframeAnimation
        #expect(fade?.calculationMode == .discrete)
        #expect(fade?.timingFunction == CAMediaTimingFunction(name: .linear))
        #expect(fade?.keyTimes == [0, 0.2, 0.5, 1])
        #expect(fade?.beginTime == 1.5 && fade?.repeatCount == .greatestFiniteMagnitude)
    }

    @Test func springDurationBlocksSpringAtTheirPaceAndBounce() {
        let (scene, view) = sceneWithView()
        var results: [Bool] = []
        scene.at(1) {
            UIView.animate(springDuration: 0.5, bounce: 0.3, animations: { view.center.y += 100 },
                           completion: { results.append($0) })
        }
        let spring = view.layer.animation(forKey: "position") as? CASpringAnimation
        // Mass 1, ω₀ = 2π / 0.5, damping ratio ζ = 1 − bounce = 0.7: c = 2ζω₀.
        let omega0 = 2 * Double.pi / 0.5, zeta = 0.7
        #expect(spring?.mass == 1)
        #expect(abs(Double(spring?.stiffness ?? 0) - omega0 * omega0) < 1e-9)
        #expect(abs(Double(spring?.damping ?? 0) - 2 * zeta * omega0) < 1e-9)
        #expect(spring?.duration == spring?.settlingDuration)
        #expect((spring?.settlingDuration ?? 0) > 0.4)
        // Where the damped oscillator is 0.1 s in: from y 50 towards 150.
        scene.frame(at: 1)
        scene.frame(at: 1.1)
        let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
        let left = exp(-zeta * omega0 * 0.1) * (cos(omegaD * 0.1) + zeta * omega0 / omegaD * sin(omegaD * 0.1))
        let y = scene.at(1.1) { view.layer.presentation()?.position.y }
        #expect(y.map { abs(Double($0) - (150 - 100 * left)) < 1e-6 } == true)
        scene.frame(at: 1 + (spring?.settlingDuration ?? 0) + 0.05)
        scene.frame(at: 1 + (spring?.settlingDuration ?? 0) + 0.1)
        #expect(results == [true])
    }

    @Test func completionRunsWithTrueWhenTheAnimationsEnd() {
        let (scene, view) = sceneWithView()
        var results: [Bool] = []
        scene.at(1) {
            UIView.animate(withDuration: 0.5, animations: { view.center.y = 120 },
                           completion: { results.append($0) })
        }
        scene.frame(at: 1)
        scene.frame(at: 1.25)
        #expect(results.isEmpty)
        scene.frame(at: 1.5)
        scene.frame(at: 1.52)
        #expect(results == [true])
    }

    @Test func completionRunsWithFalseWhenANewBlockTakesTheProperty() {
        let (scene, view) = sceneWithView()
        var first: [Bool] = [], second: [Bool] = []
        scene.at(1) {
            UIView.animate(withDuration: 1, animations: { view.center.x = 150 }, completion: { first.append($0) })
        }
        scene.frame(at: 1)
        scene.frame(at: 1.2)
        scene.at(1.3) {
            UIView.animate(withDuration: 1, delay: 0, options: .beginFromCurrentState,
                           animations: { view.center.x = 0 }, completion: { second.append($0) })
        }
        // beginFromCurrentState starts from what is on screen at 1.3, not from the model (150).
        let from = view.layer.animation(forKey: "position").flatMap { ($0 as? CABasicAnimation)?.fromValue as? CGPoint }
        #expect(from.map { $0.x > 50 && $0.x < 150 } == true)
        scene.frame(at: 1.3)
        scene.frame(at: 1.35)
        #expect(first == [false])
        scene.frame(at: 2.3)
        scene.frame(at: 2.35)
        #expect(second == [true])
    }

    @Test func aBlockThatAnimatesNothingCompletesAtTheNextTurn() {
        let (scene, _) = sceneWithView()
        var results: [Bool] = []
        scene.at(1) {
            UIView.animate(withDuration: 1, animations: {}, completion: { results.append($0) })
            #expect(results.isEmpty)
        }
        scene.frame(at: 1.01)
        #expect(results == [true])
    }

    @Test func badDurationsAreReportedAndTakenAsZero() {
        let (scene, view) = sceneWithView()
        var results: [Bool] = []
        let reported = LaminaDiagnostics.capture {
            scene.at(1) {
                UIView.animate(withDuration: .nan, animations: { view.center.x = 10 },
                               completion: { results.append($0) })
            }
        }
        #expect(reported.count == 1)
        #expect(view.layer.animationKeys() == nil && view.center.x == 10)
        scene.frame(at: 1.01)
        #expect(results == [true])
    }

    @Test func springBlockMapsToACASpringAnimationThatSettlesInTheDuration() {
        let (scene, view) = sceneWithView()
        let duration = 0.5, zeta = 0.2, velocity = 3.0
        scene.at(1) {
            UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: zeta,
                           initialSpringVelocity: velocity, options: .curveLinear,
                           animations: { view.center = CGPoint(x: 150, y: 50) })
        }
        guard let spring = view.layer.animation(forKey: "position") as? CASpringAnimation else {
            Issue.record("no spring animation")
            return
        }
        #expect(spring.mass == 1)
        #expect(spring.duration == duration)
        #expect(Double(spring.initialVelocity) == velocity)
        #expect(spring.fromValue as? CGPoint == CGPoint(x: 50, y: 50))
        #expect(spring.toValue as? CGPoint == CGPoint(x: 150, y: 50))
        // Damping ratio ζ = c / (2√(k·m)) is the one given.
        let omega = Double(spring.stiffness).squareRoot()
        #expect(abs(Double(spring.damping) / (2 * omega) - zeta) < 1e-9)
        // Settled at the duration: the envelope (1 + |ζω₀ − v₀| / ω_d)·e^(−ζω₀T) of the
        // displacement is the 0.001 threshold there (under-damped solution of
        // x″ + c·x′ + k·(x − 1) = 0, x(0) = 0, x′(0) = v₀).
        let beta = zeta * omega, omegaD = omega * (1 - zeta * zeta).squareRoot()
        let envelope = (1 + abs(beta - velocity) / omegaD) * exp(-beta * duration)
        #expect(abs(envelope - 0.001) < 1e-6)
        // The curve option is ignored for springs.
        #expect(spring.timingFunction == CAMediaTimingFunction(controlPoints: 0, 0, 1, 1))
    }

    @Test func criticallyDampedSpringUsesTheCriticalEnvelope() {
        let (scene, view) = sceneWithView()
        scene.at(1) {
            UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                           options: [], animations: { view.alpha = 0 })
        }
        guard let spring = view.layer.animation(forKey: "opacity") as? CASpringAnimation else {
            Issue.record("no spring animation")
            return
        }
        let omega = Double(spring.stiffness).squareRoot()
        #expect(abs(Double(spring.damping) - 2 * omega) < 1e-9)
        #expect(abs((1 + omega * 1) * exp(-omega * 1) - 0.001) < 1e-6)
    }

    @Test func nestedBlocksInheritDurationAndCurveUnlessOverridden() {
        let (scene, view) = sceneWithView()
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        scene.add(other)
        scene.at(1) {
            UIView.animate(withDuration: 2, delay: 0, options: .curveLinear, animations: {
                UIView.animate(withDuration: 0.5, animations: { view.alpha = 0 })
                UIView.animate(withDuration: 0.5, delay: 0, options: [.overrideInheritedDuration, .overrideInheritedCurve],
                               animations: { other.alpha = 0 })
            })
        }
        let inherited = view.layer.animation(forKey: "opacity")
        #expect(inherited?.duration == 2)
        #expect(inherited?.timingFunction == CAMediaTimingFunction(controlPoints: 0, 0, 1, 1))
        let own = other.layer.animation(forKey: "opacity")
        #expect(own?.duration == 0.5)
        #expect(own?.timingFunction == CAMediaTimingFunction(controlPoints: 0.42, 0, 0.58, 1))
    }

    @Test func layoutSubviewsOptionAnimatesTheLayoutsFrames() {
        final class Row: UIView {
            let child = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(child)
            }
            required init?(coder: NSCoder) { nil }
            override func layoutSubviews() {
                child.frame = CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height)
            }
        }
        let scene = KitScene()
        let row = Row(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        scene.add(row)
        #expect(row.child.frame.width == 50)
        scene.at(1) {
            UIView.animate(withDuration: 1, delay: 0, options: .layoutSubviews, animations: {
                row.bounds.size.width = 160
            })
        }
        #expect(row.child.frame.width == 80)
        let bounds = row.child.layer.animation(forKey: "bounds") as? CABasicAnimation
        #expect((bounds?.fromValue as? CGRect)?.width == 50)
        #expect((bounds?.toValue as? CGRect)?.width == 80)
    }

    @Test func performWithoutAnimationInsideABlockDoesNotAnimate() {
        let (scene, view) = sceneWithView()
        scene.at(1) {
            UIView.animate(withDuration: 1, animations: {
                UIView.performWithoutAnimation { view.alpha = 0.5 }
                view.center.x = 0
            })
        }
        #expect(view.layer.animation(forKey: "opacity") == nil)
        #expect(view.layer.animation(forKey: "position") != nil)
    }

    @Test func transitionAddsACATransitionNamedByTheOption() {
        let (scene, view) = sceneWithView()
        var results: [Bool] = []
        scene.at(1) {
            UIView.transition(with: view, duration: 0.5, options: .transitionFlipFromLeft,
                              animations: { view.backgroundColor = .green }, completion: { results.append($0) })
        }
        let transition = view.layer.animation(forKey: kCATransition) as? CATransition
        #expect(transition?.type.rawValue == "oglFlip")
        #expect(transition?.subtype == .fromLeft)
        #expect(transition?.duration == 0.5)
        #expect(view.layer.animation(forKey: "backgroundColor") == nil)
        scene.at(2) {
            UIView.transition(with: view, duration: 0.5, options: .transitionCrossDissolve, animations: nil)
        }
        #expect((view.layer.animation(forKey: kCATransition) as? CATransition)?.type == .fade)
    }

    @Test func transitionFromViewToViewSwapsThemInTheContainer() {
        let (scene, view) = sceneWithView()
        let replacement = UIView(frame: view.frame)
        var results: [Bool] = []
        scene.at(1) {
            UIView.transition(from: view, to: replacement, duration: 0.3, options: .transitionCurlUp,
                              completion: { results.append($0) })
        }
        #expect(view.superview == nil && replacement.superview === scene.window)
        #expect((scene.window.layer.animation(forKey: kCATransition) as? CATransition)?.type.rawValue == "pageCurl")
        scene.frame(at: 1)
        scene.frame(at: 1.3)
        scene.frame(at: 1.31)
        #expect(results == [true])
    }
}
