import Foundation
import Testing
@testable import LaminaKit

/// Bad input gives a diagnostic or UIKit's documented behaviour, never a crash or hang.
@Suite struct BadInputTests {
    @Test func emptyWindowsDoNotRender() {
        let window = UIWindow(frame: .zero)
        var image: CGImage?
        let reported = LaminaDiagnostics.capture { image = window.renderOffscreen(at: 0) }
        #expect(image == nil && reported.count == 1)
        let sized = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let nan = LaminaDiagnostics.capture { image = sized.renderOffscreen(at: .nan) }
        #expect(image == nil && nan.count == 1)
    }

    @Test func unreadableImageFilesAreNil() {
        var image: UIImage?
        let reported = LaminaDiagnostics.capture {
            image = UIImage(contentsOfFile: "/nonexistent/lamina/picture.png")
            #expect(UIImage(data: Data([1, 2, 3])) == nil)
        }
        #expect(image == nil && reported.count == 2)
    }

    @Test func extremeSpringsStillMakeAnimations() {
        let scene = KitScene()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        scene.add(view)
        let cases: [(TimeInterval, CGFloat, CGFloat)] = [(0.25, 0, 0), (1e-6, 0.5, 0), (0.5, 2, 1e6), (0.5, 0.5, -50)]
        for (i, (duration, damping, velocity)) in cases.enumerated() {
            scene.at(Double(i)) {
                UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: damping,
                               initialSpringVelocity: velocity, options: [], animations: { view.center.x += 1 })
            }
            let spring = view.layer.animation(forKey: "position") as? CASpringAnimation
            #expect(spring.map { $0.stiffness.isFinite && $0.stiffness > 0 && $0.damping.isFinite } == true)
        }
    }

    @Test func removingAViewDuringATouchCancelsIt() {
        let scene = KitScene()
        let view = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scene.add(view)
        scene.touch(.began, 10, 10, at: 0)
        scene.touch(.moved, 20, 15, at: 0.1)
        #expect(view.previousLocationsMatch)
        scene.at(0.2) { view.removeFromSuperview() }
        scene.touch(.ended, 30, 10, at: 0.3)
        #expect(view.events == ["began", "moved", "cancelled"])
    }
}

extension TouchRecordingView {
    /// Whether the last move's previous location was the location before it.
    var previousLocationsMatch: Bool {
        locations.count >= 2 && lastPrevious == locations[locations.count - 2]
    }
}
