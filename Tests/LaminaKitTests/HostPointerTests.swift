import Foundation
import Testing
@testable import LaminaHost
@testable import LaminaKit

/// A desktop window's pointer, as GLFW reports it, reaching views as touches: the host's
/// input router (what a `Window` feeds from GLFW) turns button and cursor callbacks into
/// pointer events in its root layer, and the window's handler turns the primary button's
/// presses, drags and releases into a touch sequence.
@Suite struct HostPointerTests {
    // GLFW's codes (glfw3.h): the left button is 0, a press 1, a release 0.
    let leftButton: Int32 = 0, rightButton: Int32 = 1, press: Int32 = 1, release: Int32 = 0

    /// A window placed at (30, 20) in a host root layer, with a 100 × 40 button at
    /// (10, 10) in it counting its taps, and the router feeding the window.
    func makeHost() -> (router: InputRouter, scene: KitScene, taps: () -> Int, button: UIButton) {
        let scene = KitScene(size: CGSize(width: 200, height: 120))
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 300, height: 200)
        root.anchorPoint = .zero
        scene.at(0) {
            root.addSublayer(scene.window.layer)
            scene.window.frame.origin = CGPoint(x: 30, y: 20)
        }
        var count = 0
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 100, height: 40))
        button.addAction(UIAction { _ in count += 1 }, for: .touchUpInside)
        scene.add(button)
        let router = InputRouter(root: root)
        router.onPointer = { [window = scene.window] in window.handlePointer($0) }
        return (router, scene, { count }, button)
    }

    @Test func aClickOnAButtonIsATap() {
        let host = makeHost()
        // (90, 50) in the root is (60, 30) in the window: inside the button.
        host.scene.at(1) {
            host.router.cursorMoved(x: 90, y: 50)
            host.router.buttonChanged(leftButton, action: press, mods: 0)
        }
        #expect(host.button.isHighlighted)
        host.scene.at(1.1) { host.router.buttonChanged(leftButton, action: release, mods: 0) }
        #expect(host.taps() == 1)
        #expect(!host.button.isHighlighted)
    }

    @Test func aDragOffTheButtonBeforeReleaseIsNoTap() {
        let host = makeHost()
        host.scene.at(1) {
            host.router.cursorMoved(x: 90, y: 50)
            host.router.buttonChanged(leftButton, action: press, mods: 0)
        }
        // Far outside the button (beyond UIKit's 70 pt allowance) before the release.
        host.scene.at(1.1) { host.router.cursorMoved(x: 290, y: 190) }
        host.scene.at(1.2) { host.router.buttonChanged(leftButton, action: release, mods: 0) }
        #expect(host.taps() == 0)
    }

    @Test func otherButtonsAndMovesWithoutAButtonAreNoTouches() {
        let host = makeHost()
        host.scene.at(1) {
            host.router.cursorMoved(x: 90, y: 50)
            host.router.buttonChanged(rightButton, action: press, mods: 0)
            host.router.buttonChanged(rightButton, action: release, mods: 0)
            host.router.cursorMoved(x: 95, y: 52)
        }
        #expect(host.taps() == 0)
        #expect(!host.button.isHighlighted)
    }
}
