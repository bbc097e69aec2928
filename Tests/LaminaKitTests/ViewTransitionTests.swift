import Foundation
import Testing
@testable import LaminaKit

/// `UIView.transition(with:…)` and `transition(from:to:…)` as UIKit runs them: the
/// transition covers every change the block makes to the view's subtree, so a subview
/// hidden in the block fades out with the rest while the one shown fades in, and
/// `.showHideTransitionViews` hides and shows instead of removing and adding.
@Suite struct ViewTransitionTests {
    /// A container with a red subview (shown) and a blue one (hidden) over each other.
    func scene() -> (KitScene, container: UIView, red: UIView, blue: UIView) {
        let scene = KitScene()
        let container = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 80))
        container.backgroundColor = .white
        let red = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 60))
        red.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let blue = UIView(frame: red.frame)
        blue.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        blue.isHidden = true
        container.addSubview(red)
        container.addSubview(blue)
        scene.add(container)
        return (scene, container, red, blue)
    }

    @Test("a subview hidden in transition(with:) cross-dissolves out while the one shown dissolves in")
    func hiddenAndShownSubviewsDissolveTogether() {
        let (scene, container, red, blue) = scene()
        scene.at(1) {
            UIView.transition(with: container, duration: 1, options: [.transitionCrossDissolve, .curveLinear],
                              animations: { red.isHidden = true; blue.isHidden = false })
        }
        scene.frame(at: 1)
        let half = scene.frame(at: 1.5)
        // (x 70, y 60) in the window is inside both subviews: half red, half blue.
        let p = pixel(half, 70, 60)
        #expect(abs(p[0] - 128) <= 2 && abs(p[2] - 128) <= 2 && p[1] <= 2 && p[3] == 255, "\(p)")
        let end = scene.frame(at: 2.1)
        #expect(pixel(end, 70, 60) == [0, 0, 255, 255])
    }

    @Test("a subview removed and one added in transition(with:) dissolve together")
    func removedAndAddedSubviewsDissolveTogether() {
        let (scene, container, red, _) = scene()
        let green = UIView(frame: red.frame)
        green.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        scene.at(1) {
            UIView.transition(with: container, duration: 1, options: [.transitionCrossDissolve, .curveLinear],
                              animations: { red.removeFromSuperview(); container.addSubview(green) })
        }
        scene.frame(at: 1)
        let p = pixel(scene.frame(at: 1.5), 70, 60)
        #expect(abs(p[0] - 128) <= 2 && abs(p[1] - 128) <= 2 && p[2] <= 2 && p[3] == 255, "\(p)")
    }

    @Test("transition(from:to:) with .showHideTransitionViews hides and shows, keeping both in the hierarchy")
    func showHideTransitionViews() {
        let (scene, container, red, blue) = scene()
        var finished: [Bool] = []
        scene.at(1) {
            UIView.transition(from: red, to: blue, duration: 0.5,
                              options: [.transitionFlipFromLeft, .showHideTransitionViews],
                              completion: { finished.append($0) })
        }
        #expect(red.superview === container && blue.superview === container)
        #expect(red.isHidden && !blue.isHidden)
        let transition = container.layer.animation(forKey: kCATransition) as? CATransition
        #expect(transition?.type.rawValue == "oglFlip" && transition?.subtype == .fromLeft)
        scene.frame(at: 1)
        scene.frame(at: 1.6)
        #expect(finished == [true])
    }

    @Test("the transition options name Core Animation's types as UIKit does")
    func optionsMapToTransitionTypes() {
        let cases: [(UIView.AnimationOptions, String, CATransitionSubtype?)] = [
            (.transitionFlipFromLeft, "oglFlip", .fromLeft), (.transitionFlipFromRight, "oglFlip", .fromRight),
            (.transitionFlipFromTop, "oglFlip", .fromTop), (.transitionFlipFromBottom, "oglFlip", .fromBottom),
            (.transitionCurlUp, "pageCurl", .fromBottom), (.transitionCurlDown, "pageUnCurl", .fromBottom),
            (.transitionCrossDissolve, "fade", nil),
        ]
        for (option, type, subtype) in cases {
            let (scene, container, _, _) = scene()
            scene.at(1) { UIView.transition(with: container, duration: 0.5, options: option, animations: nil) }
            let transition = container.layer.animation(forKey: kCATransition) as? CATransition
            #expect(transition?.type.rawValue == type && transition?.subtype == subtype, "\(option)")
        }
    }
}
