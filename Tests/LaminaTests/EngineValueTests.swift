import Foundation
import Testing
@testable import Lamina

@Suite struct EngineValueTests {
    @Test func fromOnlyToOnlyAndByOnlyFollowApplesTable() {
        let scene = EngineScene()
        let layer = scene.addLayer()  // model position (50, 50)
        let fromOnly = CABasicAnimation(keyPath: "position.x")
        fromOnly.fromValue = 0
        fromOnly.duration = 1
        scene.at(0) { layer.add(fromOnly, forKey: "a") }
        scene.frame(at: 0.25)
        #expect(close(scene.shown(layer).position.x, 12.5))  // 0 → model 50
        let toOnly = CABasicAnimation(keyPath: "position.y")
        toOnly.toValue = 150
        toOnly.duration = 1
        scene.at(0.25) { layer.add(toOnly, forKey: "b") }
        scene.frame(at: 0.5)
        #expect(close(scene.shown(layer).position.y, 75))  // model 50 → 150
        let byOnly = CABasicAnimation(keyPath: "opacity")
        byOnly.byValue = -0.5
        byOnly.duration = 1
        scene.at(0.5) { layer.add(byOnly, forKey: "c") }
        scene.frame(at: 1.0)
        #expect(close(CGFloat(scene.shown(layer).opacity), 0.75))  // 1 → 0.5
        let fromBy = CABasicAnimation(keyPath: "cornerRadius")
        fromBy.fromValue = 10
        fromBy.byValue = 20
        fromBy.duration = 1
        let byTo = CABasicAnimation(keyPath: "borderWidth")
        byTo.byValue = 4
        byTo.toValue = 10
        byTo.duration = 1
        scene.at(1) {
            layer.add(fromBy, forKey: "d")
            layer.add(byTo, forKey: "e")
        }
        scene.frame(at: 1.5)
        #expect(close(scene.shown(layer).cornerRadius, 20))  // 10 → 30
        #expect(close(scene.shown(layer).borderWidth, 8))    // 6 → 10
    }

    @Test func durationZeroTakesTheTransactionDuration() {
        let scene = EngineScene()
        let layer = scene.addLayer()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        scene.at(0) {
            CATransaction.begin()
            CATransaction.setAnimationDuration(2)
            layer.add(fade, forKey: "fade")
            CATransaction.commit()
        }
        scene.frame(at: 1)
        #expect(close(CGFloat(scene.shown(layer).opacity), 0.5))
        let quick = CABasicAnimation(keyPath: "opacity")
        quick.fromValue = 0
        quick.toValue = 1
        scene.at(10) { layer.add(quick, forKey: "fade") }
        scene.frame(at: 10.125)  // default transaction: 0.25 s
        #expect(close(CGFloat(scene.shown(layer).opacity), 0.5))
    }

    @Test func valueFunctionTurnsScalarsIntoTransforms() {
        let scene = EngineScene()
        let layer = scene.addLayer()
        let turn = CABasicAnimation(keyPath: "transform")
        turn.valueFunction = CAValueFunction(name: .rotateZ)
        turn.fromValue = 0
        turn.toValue = CGFloat.pi
        turn.duration = 1
        scene.at(0) { layer.add(turn, forKey: "turn") }
        scene.frame(at: 0.5)
        let m = scene.shown(layer).transform
        #expect(abs(m.m11) < 1e-9 && close(m.m12, 1))
        let grow = CABasicAnimation(keyPath: "transform")
        grow.valueFunction = CAValueFunction(name: .scale)
        grow.fromValue = [1, 1, 1]
        grow.toValue = [3, 2, 1]
        grow.duration = 1
        scene.at(1) { layer.add(grow, forKey: "turn") }
        scene.frame(at: 1.5)
        let s = scene.shown(layer).transform
        #expect(close(s.m11, 2) && close(s.m22, 1.5) && close(s.m33, 1))
    }

    @Test func colorsPathsAndArraysAnimate() {
        let scene = EngineScene()
        let shape = CAShapeLayer()
        let gradient = CAGradientLayer()
        scene.at(0) {
            CATransaction.setDisableActions(true)
            scene.root.addSublayer(shape)
            scene.root.addSublayer(gradient)
        }
        scene.frame(at: 0)
        let a = CGMutablePath(), b = CGMutablePath()
        a.move(to: .zero); a.addLine(to: CGPoint(x: 10, y: 0)); a.addQuadCurve(to: CGPoint(x: 10, y: 10), control: CGPoint(x: 20, y: 5))
        b.move(to: CGPoint(x: 10, y: 10)); b.addLine(to: CGPoint(x: 30, y: 10)); b.addQuadCurve(to: CGPoint(x: 30, y: 50), control: CGPoint(x: 40, y: 25))
        let morph = CABasicAnimation(keyPath: "path")
        morph.fromValue = a
        morph.toValue = b
        morph.duration = 1
        let tint = CABasicAnimation(keyPath: "fillColor")
        tint.fromValue = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        tint.toValue = CGColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        tint.duration = 1
        let stops = CABasicAnimation(keyPath: "locations")
        stops.fromValue = [0, 0.5, 1]
        stops.toValue = [0.2, 0.6, 0.8]
        stops.duration = 1
        let shades = CABasicAnimation(keyPath: "colors")
        shades.fromValue = [CGColor.black, CGColor.white]
        shades.toValue = [CGColor.white, CGColor.black]
        shades.duration = 1
        scene.at(0) {
            shape.add(morph, forKey: "morph")
            shape.add(tint, forKey: "tint")
            gradient.add(stops, forKey: "stops")
            gradient.add(shades, forKey: "shades")
        }
        scene.frame(at: 0.5)
        let path = scene.shown(shape).path
        #expect(path?.points == [CGPoint(x: 5, y: 5), CGPoint(x: 20, y: 5), CGPoint(x: 30, y: 15), CGPoint(x: 20, y: 30)])
        #expect(scene.shown(shape).fillColor == CGColor.RGBA(red: 0.5, green: 0, blue: 0.5, alpha: 0.75))
        let locations = scene.shown(gradient).locations ?? []
        #expect(locations.count == 3 && zip(locations, [0.1, 0.55, 0.9]).allSatisfy { close($0, $1) })
        #expect(scene.shown(gradient).colors?.first == CGColor.RGBA(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
    }

    @Test func transitionRunsItsTimingAndCallbacks() {
        let scene = EngineScene()
        let layer = scene.addLayer()
        let recorder = AnimationRecorder()
        let transition = CATransition()
        transition.type = CATransitionType(rawValue: "pageCurl")
        transition.duration = 2
        transition.delegate = recorder
        scene.at(0) { layer.add(transition, forKey: kCATransition) }
        #expect(layer.animation(forKey: "transition") is CATransition)
        scene.frames([0, 1])
        #expect(recorder.events == ["start"])
        scene.frame(at: 2.5)
        #expect(recorder.events == ["start", "stop true"])
    }

    @Test func styleActionsAndClassDefaultActionsAreSearched() {
        final class QuietLayer: CALayer {
            override class func defaultAction(forKey event: String) -> (any CAAction)? {
                event == "opacity" ? NSNull() : super.defaultAction(forKey: event)
            }
        }
        let scene = EngineScene()
        let quiet = QuietLayer()
        scene.at(0) {
            CATransaction.setDisableActions(true)
            quiet.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
            scene.root.addSublayer(quiet)
        }
        scene.frame(at: 0)
        scene.at(1) { quiet.opacity = 0.5 }
        #expect(quiet.animation(forKey: "opacity") == nil)
        scene.at(2) { quiet.position = CGPoint(x: 3, y: 3) }
        #expect(quiet.animation(forKey: "position") != nil)
        let styled = CABasicAnimation()
        styled.duration = 4
        quiet.style = ["actions": ["cornerRadius": styled]]
        scene.at(3) { quiet.cornerRadius = 5 }
        #expect(quiet.animation(forKey: "cornerRadius")?.duration == 4)
    }
}
