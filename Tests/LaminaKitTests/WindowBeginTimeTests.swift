import Foundation
import Testing
@testable import LaminaKit

/// An animation added before a window has drawn its first frame begins at the commit
/// that carried it, as on iOS, not at the first frame.
@Suite struct WindowBeginTimeTests {
    @Test func anAnimationCommittedBeforeTheFirstFrameIsThatFarAlong() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        window.backgroundColor = .white
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.backgroundColor = .black
        CAMediaClock.withFixedTime(1) {
            window.addSubview(view)
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0.0
            fade.toValue = 1.0
            fade.duration = 4
            view.layer.add(fade, forKey: "fade")
            CATransaction.flush()
        }
        let image = CAMediaClock.withFixedTime(2) { window.renderOffscreen(at: 2) }
        // Black at opacity 0.25 over white: 255 · 0.75.
        let p = pixel(image, 20, 20)
        #expect(p.count == 4 && abs(p[0] - 191) <= 1 && p[3] == 255, "\(p)")
    }
}
