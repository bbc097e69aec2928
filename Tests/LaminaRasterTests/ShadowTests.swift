import Foundation
import Testing
@testable import LaminaRaster

/// Shadows: a Gaussian of σ = shadowRadius (see `GaussianBlur`: Sketch/Figma/CSS blur b
/// has σ = b/2 and exports as shadowRadius = b/2), offset, coloured, under the group, faded
/// by the group's opacity. Expected values are the box ⊗ Gaussian integral, computed here.
@Suite struct ShadowTests {
    /// A 40×40 white square at (20, 20) casting a black shadow offset by (dx, dy).
    func scene(radius: CGFloat, dx: CGFloat, dy: CGFloat, opacity: Float = 1, groupOpacity: Float = 1,
               path: PathStorage? = nil, width: Int = 160, height: Int = 100) -> PixelBuffer {
        let shadow = ShadowItem(color: black, opacity: opacity, offset: CGSize(width: dx, height: dy), blurRadius: radius,
                                path: path, pathTransform: translation(20, 20))
        return render([
            .beginGroup(GroupItem(opacity: groupOpacity, hasMask: false, shadow: shadow, clip: -1,
                                  pixelBounds: CGRect(x: 20, y: 20, width: 40, height: 40))),
            layer(frame: CGRect(x: 20, y: 20, width: 40, height: 40), color: white),
            .endGroup,
        ], width: width, height: height)
    }

    /// The shadow's alpha at pixel (x, y) for a box [x0, x1) × [y0, y1) blurred with σ.
    func expectedAlpha(_ x: Int, _ y: Int, box: (Double, Double, Double, Double), sigma: Double) -> Double {
        let X = Double(x) + 0.5, Y = Double(y) + 0.5
        let ax = Phi((X - box.0) / sigma) - Phi((X - box.1) / sigma)
        let ay = Phi((Y - box.2) / sigma) - Phi((Y - box.3) / sigma)
        return ax * ay
    }

    @Test func shadowCentreIsDarkAndItsFalloffIsGaussian() {
        let radius = 4.0, sigma = radius
        let image = scene(radius: CGFloat(radius), dx: 60, dy: 0)
        // The shadow's box: (80…120) × (20…60).
        let box = (80.0, 120.0, 20.0, 60.0)
        #expect(near(px(image, 100, 40), [0, 0, 0, 255], 1))
        for x in [112, 116, 118, 119, 120, 121, 122, 124, 127, 130] {
            let expected = Int((expectedAlpha(x, 40, box: box, sigma: sigma) * 255).rounded())
            #expect(abs(px(image, x, 40)[3] - expected) <= 2, "x = \(x)")
            #expect(px(image, x, 40)[0] == 0)
        }
        // Corner falloff is the product of the two edges'.
        let corner = Int((expectedAlpha(121, 61, box: box, sigma: sigma) * 255).rounded())
        #expect(abs(px(image, 121, 61)[3] - corner) <= 2)
        // The group itself still draws on top, and the shadow does not reach far.
        #expect(px(image, 40, 40) == [255, 255, 255, 255])
        #expect(px(image, 150, 40) == [0, 0, 0, 0])
    }

    @Test func wideShadowStaysCloseToTheGaussian() {
        // σ = 14 takes the three-box path: within 2 % of the Gaussian everywhere.
        let sigma = 14.0
        let image = scene(radius: CGFloat(sigma), dx: 120.5, dy: 40, width: 300, height: 200)
        let box = (140.5, 180.5, 60.0, 100.0)
        var worst = 0.0
        for y in stride(from: 20, to: 150, by: 7) {
            for x in stride(from: 95, to: 230, by: 5) {
                let expected = expectedAlpha(x, y, box: box, sigma: sigma)
                worst = max(worst, abs(Double(px(image, x, y)[3]) / 255 - expected))
            }
        }
        #expect(worst < 0.02)
        #expect(abs(Double(px(image, 160, 80)[3]) / 255 - expectedAlpha(160, 80, box: box, sigma: sigma)) < 0.01)
    }

    @Test func shadowLiesBeneathTheGroup() {
        // Offset (10, 10), no blur: where the shadow and the square overlap, the square shows.
        let image = scene(radius: 0, dx: 10, dy: 10)
        #expect(px(image, 55, 55) == [255, 255, 255, 255])
        #expect(px(image, 65, 65) == [0, 0, 0, 255])
        #expect(px(image, 65, 25) == [0, 0, 0, 0])
    }

    @Test func fractionalOffsetShiftsTheShadowBySubpixels() {
        // No blur, offset 60.5: the shadow's left edge at 80.5 half-covers pixel 80.
        let image = scene(radius: 0, dx: 60.5, dy: 0)
        #expect(near(px(image, 80, 40), [0, 0, 0, 128], 2))
        #expect(px(image, 81, 40) == [0, 0, 0, 255])
        #expect(near(px(image, 120, 40), [0, 0, 0, 128], 2))
    }

    @Test func shadowOpacityColourAndGroupOpacityScaleIt() {
        let image = scene(radius: 2, dx: 60, dy: 0, opacity: 0.5, groupOpacity: 0.5)
        #expect(near(px(image, 100, 40), [0, 0, 0, 64], 1))
        #expect(near(px(image, 40, 40), [128, 128, 128, 128], 1))
    }

    @Test func shadowPathReplacesTheGroupsShape() {
        // A circle of radius 15 centred on the square (bounds space), no blur, offset 60.
        let circle = CGMutablePath()
        circle.addEllipse(in: CGRect(x: 5, y: 5, width: 30, height: 30))
        let image = scene(radius: 0, dx: 60, dy: 0, path: circle.storage)
        // The square's corner area (82, 22) is outside the circle: no shadow there.
        #expect(px(image, 82, 22) == [0, 0, 0, 0])
        #expect(px(image, 100, 40) == [0, 0, 0, 255])
        var shadowArea = 0.0
        for y in 0..<100 { for x in 65..<160 { shadowArea += Double(px(image, x, y)[3]) / 255 } }
        #expect(abs(shadowArea - Double.pi * 225) / (Double.pi * 225) < 0.01)
    }

    @Test func offscreenContentCastsAnOnscreenShadow() {
        // The square sits left of the target; its shadow, offset by 80, lands inside.
        let shadow = ShadowItem(color: black, opacity: 1, offset: CGSize(width: 80, height: 0), blurRadius: 0,
                                path: nil, pathTransform: CATransform3DIdentity)
        let image = render([
            .beginGroup(GroupItem(opacity: 1, hasMask: false, shadow: shadow, clip: -1,
                                  pixelBounds: CGRect(x: -50, y: 20, width: 40, height: 40))),
            layer(frame: CGRect(x: -50, y: 20, width: 40, height: 40), color: white),
            .endGroup,
        ])
        #expect(px(image, 40, 40) == [0, 0, 0, 255])
        #expect(abs(coveredArea(image) - 1600) < 1)
    }
}
