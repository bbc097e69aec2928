import Foundation
import Testing
@testable import LaminaKit

/// A small view hierarchy drawn by the CPU renderer: each colour where the frames put it.
@Suite struct ViewPixelTests {
    /// A view that draws a filled disc in `draw(_:)`.
    final class Disc: UIView {
        override func draw(_ rect: CGRect) {
            UIColor.red.setFill()
            UIBezierPath(ovalIn: bounds).fill()
        }
    }

    @Test func aWindowsContentScaleFactorRedrawsItsViewsAtThatScale() throws {
        let scene = KitScene(size: CGSize(width: 100, height: 100))
        let disc = Disc(frame: CGRect(x: 10, y: 10, width: 40, height: 30))
        disc.backgroundColor = .clear
        scene.add(disc)
        let before = try #require(disc.layer.contents as? CGImage)
        #expect(before.width == 40 && before.height == 30)
        scene.at(1) { scene.window.contentScaleFactor = 2 }
        scene.frame(at: 1)
        #expect(disc.contentScaleFactor == 2)
        let after = try #require(disc.layer.contents as? CGImage)
        #expect(after.width == 80 && after.height == 60)
        // Bad values leave it.
        scene.at(2) { scene.window.contentScaleFactor = .nan }
        #expect(scene.window.contentScaleFactor == 2)
    }

    @Test func nestedViewsShowTheirColoursWhereTheirFramesSay() {
        let scene = KitScene()
        let outer = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        outer.backgroundColor = .red
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))   // (20…40) in the window
        inner.backgroundColor = .blue
        outer.addSubview(inner)
        let hidden = UIView(frame: CGRect(x: 150, y: 150, width: 20, height: 20))
        hidden.backgroundColor = .black
        hidden.isHidden = true
        scene.add(outer)
        scene.add(hidden)
        let image = scene.frame(at: 0.1)
        #expect(pixel(image, 5, 5) == [255, 255, 255, 255])       // the window's white
        #expect(pixel(image, 12, 12) == [255, 0, 0, 255])
        #expect(pixel(image, 59, 59) == [255, 0, 0, 255])
        #expect(pixel(image, 60, 60) == [255, 255, 255, 255])
        #expect(pixel(image, 25, 25) == [0, 0, 255, 255])
        #expect(pixel(image, 39, 39) == [0, 0, 255, 255])
        #expect(pixel(image, 40, 40) == [255, 0, 0, 255])
        #expect(pixel(image, 160, 160) == [255, 255, 255, 255])
    }

    @Test func alphaBlendsAndClipsToBoundsClips() {
        let scene = KitScene()
        let faded = UIView(frame: CGRect(x: 100, y: 0, width: 40, height: 40))
        faded.backgroundColor = .green
        faded.alpha = 0.5
        let clipper = UIView(frame: CGRect(x: 0, y: 100, width: 40, height: 40))
        clipper.clipsToBounds = true
        let overflow = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
        overflow.backgroundColor = .blue
        clipper.addSubview(overflow)
        scene.add(faded)
        scene.add(clipper)
        let image = scene.frame(at: 0.1)
        // Half green over white: (0.5·0 + 0.5·1, 1, 0.5·0 + 0.5·1) in 8 bits.
        let blended = pixel(image, 120, 20)
        #expect(abs(blended[0] - 128) <= 1 && blended[1] == 255 && abs(blended[2] - 128) <= 1 && blended[3] == 255)
        #expect(pixel(image, 30, 130) == [0, 0, 255, 255])        // inside the clipper
        #expect(pixel(image, 50, 130) == [255, 255, 255, 255])    // beyond its right edge
    }

    @Test func aTransformedViewDrawsRotatedAboutItsCenter() {
        let scene = KitScene()
        let bar = UIView(frame: CGRect(x: 50, y: 95, width: 100, height: 10))
        bar.backgroundColor = .red
        bar.transform = CGAffineTransform(rotationAngle: .pi / 2)
        scene.add(bar)
        let image = scene.frame(at: 0.1)
        #expect(pixel(image, 100, 60) == [255, 0, 0, 255])     // vertical now
        #expect(pixel(image, 60, 100) == [255, 255, 255, 255])
    }

    @Test func anAnimationBlockMovesTheViewOnScreen() {
        let scene = KitScene()
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        box.backgroundColor = .red
        scene.add(box)
        scene.at(1) {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                box.center = CGPoint(x: 110, y: 10)
            })
        }
        scene.frame(at: 1)
        // Half-way: the centre at x = 10 + 100·½ = 60, so the box covers 50…70.
        let image = scene.frame(at: 1.5)
        #expect(pixel(image, 60, 10) == [255, 0, 0, 255])
        #expect(pixel(image, 5, 10) == [255, 255, 255, 255])
        #expect(pixel(image, 105, 10) == [255, 255, 255, 255])
        let end = scene.frame(at: 2.1)
        #expect(pixel(end, 110, 10) == [255, 0, 0, 255])
    }

    @Test func viewControllerViewFillsTheWindow() {
        final class Controller: UIViewController {
            var calls: [String] = []
            override func viewDidLoad() {
                calls.append("load")
                view.backgroundColor = .green
            }
            override func viewWillAppear(_ animated: Bool) { calls.append("will appear") }
            override func viewDidAppear(_ animated: Bool) { calls.append("did appear \(view.window != nil)") }
            override func viewWillDisappear(_ animated: Bool) { calls.append("will disappear") }
            override func viewDidDisappear(_ animated: Bool) { calls.append("did disappear \(view.window == nil)") }
        }
        let scene = KitScene(size: CGSize(width: 40, height: 30))
        let controller = Controller()
        scene.at(0) { scene.window.rootViewController = controller }
        #expect(controller.calls == ["load", "will appear", "did appear true"])
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 40, height: 30))
        #expect(controller.view.next === controller && controller.next === scene.window)
        #expect(pixel(scene.frame(at: 0.1), 39, 29) == [0, 255, 0, 255])
        scene.at(0.2) { scene.window.rootViewController = nil }
        #expect(controller.calls.suffix(2) == ["will disappear", "did disappear true"])
        #expect(pixel(scene.frame(at: 0.2), 39, 29) == [255, 255, 255, 255])
    }

    /// Only where no display server is named (a display would open a real window).
    @Test(.enabled(if: ProcessInfo.processInfo.environment["DISPLAY"] == nil
                    && ProcessInfo.processInfo.environment["WAYLAND_DISPLAY"] == nil))
    func makeKeyAndVisibleWithoutADisplayStaysOffscreen() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let reported = LaminaDiagnostics.capture { window.makeKeyAndVisible() }
        #expect(window.hostWindow == nil && window.isKeyWindow)
        #expect(reported.contains { $0.message.contains("renderOffscreen") })
        #expect(window.renderOffscreen(at: 0) != nil)
    }
}
