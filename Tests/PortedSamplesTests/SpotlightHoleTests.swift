import Foundation
import Testing
import Lamina
import LaminaKit

/// Follows `SpotlightView` of Cookiezby's SpotLightView (https://github.com/Cookiezby/SpotLightView,
/// `SpotLight/Classes/SpotLight.swift`): a dimming layer (black at 80 %) filling the
/// view's rectangle with the spotlight's rounded rectangle appended `reversing()` — under
/// the default non-zero rule the opposite winding cuts the spot out.
@Suite("SpotLightView: a hole cut by a reversed rounded rectangle (non-zero rule)")
struct SpotlightHoleTests {
    /// A spot: where the hole is and how round its corners are.
    struct Spotlight {
        let frame: CGRect
        let cornerRadius: CGFloat
    }

    /// The sample's view, written again (its animations left out).
    final class SpotlightView: UIView {
        private let spotlightLayer = CAShapeLayer()

        init(frame: CGRect, spotlight: Spotlight, backgroundColor: UIColor = UIColor(white: 0.0, alpha: 0.8)) {
            super.init(frame: frame)
            self.backgroundColor = .clear
            spotlightLayer.fillColor = backgroundColor.cgColor
            layer.addSublayer(spotlightLayer)
            lightUp(spotlight)
        }

        required init?(coder aDecoder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        private func lightUp(_ spot: Spotlight) {
            let fullScreenPath = UIBezierPath(rect: frame)
            let path = UIBezierPath(roundedRect: spot.frame, cornerRadius: spot.cornerRadius)
            fullScreenPath.append(path.reversing())
            spotlightLayer.path = fullScreenPath.cgPath
        }
    }

    static let spot = CGRect(x: 60, y: 40, width: 120, height: 80)

    static func build(_ stage: SampleStage) {
        stage.setUp {
            let content = UIView(frame: CGRect(x: 40, y: 20, width: 160, height: 120))
            content.backgroundColor = .red
            stage.root.addSublayer(content.layer)
            let overlay = SpotlightView(frame: stage.root.bounds, spotlight: Spotlight(frame: spot, cornerRadius: 20))
            stage.root.addSublayer(overlay.layer)
        }
    }

    @Test("the spot shows the content as it is; everywhere else is dimmed to 20 %")
    func spotIsCutOut() throws {
        let frames = try renderSample("spotlight", width: 240, height: 160, times: [0.1], build: Self.build)
        let frame = frames[0]
        let red = [255, 0, 0, 255], dimRed = over([1, 0, 0], alpha: 0.2, on: [0, 0, 0]),
            dimWhite = over([1, 1, 1], alpha: 0.2, on: [0, 0, 0])
        for (x, y) in [(120, 80), (65, 80), (175, 80), (120, 45), (120, 115), (70, 50), (170, 110)] {
            #expect(near(pixel(frame, x, y), red, 1), "inside the spot at (\(x), \(y))")
        }
        // The rounded corners of the spot (radius 20) are dimmed at their very tips.
        for (x, y) in [(61, 41), (178, 41), (61, 118), (178, 118)] {
            #expect(near(pixel(frame, x, y), dimRed, 2), "spot corner (\(x), \(y))")
        }
        for (x, y) in [(50, 30), (190, 130), (55, 80), (120, 35)] {
            #expect(near(pixel(frame, x, y), dimRed, 2), "dimmed content at (\(x), \(y))")
        }
        for (x, y) in [(10, 10), (230, 150), (20, 80)] {
            #expect(near(pixel(frame, x, y), dimWhite, 2), "dimmed background at (\(x), \(y))")
        }
    }
}
