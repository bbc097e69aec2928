import Foundation
import Testing
@testable import LaminaKit

/// The README's example, driven offscreen: a dot dragged by a pan springs back.
@Suite struct ReadmeExampleTests {
    final class Badge: UIViewController {
        var dot: UIView!
        override func viewDidLoad() {
            let dot = UIView(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
            self.dot = dot
            dot.backgroundColor = .red
            dot.layer.cornerRadius = 20
            view.addSubview(dot)
            dot.addGestureRecognizer(UIPanGestureRecognizer { pan in
                let t = pan.translation(in: dot)
                dot.center = CGPoint(x: dot.center.x + t.x, y: dot.center.y + t.y)
                pan.setTranslation(.zero, in: dot)
                if pan.state == .ended {
                    UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.3,
                                   initialSpringVelocity: 0, options: [], animations: {
                        dot.center = CGPoint(x: 120, y: 120)
                    })
                }
            })
        }
    }

    @Test func theDotFollowsThePointerAndSpringsBack() {
        let scene = KitScene(size: CGSize(width: 300, height: 300))
        let badge = Badge()
        scene.at(0) { scene.window.rootViewController = badge }
        scene.frame(at: 0)
        scene.touch(.began, 120, 120, at: 1)
        scene.touch(.moved, 140, 120, at: 1.05)
        scene.touch(.moved, 200, 180, at: 1.1)
        #expect(badge.dot.center == CGPoint(x: 200, y: 180))
        #expect(pixel(scene.frame(at: 1.1), 200, 180) == [255, 0, 0, 255])
        scene.touch(.ended, 200, 180, at: 1.15)
        #expect(badge.dot.center == CGPoint(x: 120, y: 120))
        #expect(badge.dot.layer.animation(forKey: "position") is CASpringAnimation)
        scene.frame(at: 1.15)
        // Settled once the 0.5 s are over: the dot is back where the model says.
        let settled = scene.frame(at: 1.7)
        #expect(pixel(settled, 120, 120) == [255, 0, 0, 255])
        #expect(pixel(settled, 200, 180) == [255, 255, 255, 255])
    }
}
