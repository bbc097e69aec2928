import Foundation
import Testing
@testable import LaminaKit

@Suite struct ImageAndButtonTests {
    let red = UIImage(cgImage: solidImage(width: 10, height: 10, red: 255, green: 0, blue: 0))
    let green = UIImage(cgImage: solidImage(width: 10, height: 10, red: 0, green: 255, blue: 0))
    let blue = UIImage(cgImage: solidImage(width: 10, height: 10, red: 0, green: 0, blue: 255))
    let yellow = UIImage(cgImage: solidImage(width: 10, height: 10, red: 255, green: 255, blue: 0))

    @Test func imageViewShowsItsImage() {
        let scene = KitScene()
        let imageView = UIImageView(image: red)
        #expect(imageView.bounds.size == CGSize(width: 10, height: 10))
        imageView.frame = CGRect(x: 20, y: 20, width: 40, height: 40)
        scene.add(imageView)
        let image = scene.frame(at: 0.1)
        #expect(pixel(image, 40, 40) == [255, 0, 0, 255])
        #expect(pixel(image, 10, 10) == [255, 255, 255, 255])
    }

    @Test func animationImagesCycleEvenlyThroughTheDuration() {
        let scene = KitScene()
        let imageView = UIImageView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        scene.add(imageView)
        scene.at(1) {
            imageView.animationImages = [red, green, blue, yellow]
            imageView.animationDuration = 0.4
            imageView.animationRepeatCount = 1
            imageView.startAnimating()
            #expect(imageView.isAnimating)
        }
        // Each picture shows for 0.4 / 4 = 0.1 s, in order, from the start.
        let expected: [(CFTimeInterval, [Int])] = [
            (1.05, [255, 0, 0, 255]), (1.15, [0, 255, 0, 255]),
            (1.25, [0, 0, 255, 255]), (1.35, [255, 255, 0, 255]),
        ]
        for (t, colour) in expected {
            #expect(pixel(scene.frame(at: t), 10, 10) == colour, "at \(t)")
        }
        // One cycle only: afterwards the view shows its `image` (none: the window's white).
        #expect(pixel(scene.frame(at: 1.45), 10, 10) == [255, 255, 255, 255])
        #expect(scene.at(1.45) { !imageView.isAnimating })
        let keyframes = imageView.layer.animation(forKey: "UIImageAnimation") as? CAKeyframeAnimation
        #expect(keyframes == nil || keyframes?.keyPath == "contents")
    }

    @Test func stopAnimatingShowsTheImageAgain() {
        let scene = KitScene()
        let imageView = UIImageView(image: blue)
        imageView.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        scene.add(imageView)
        scene.at(1) {
            imageView.animationImages = [red, green]
            imageView.animationDuration = 1
            imageView.startAnimating()
        }
        #expect(pixel(scene.frame(at: 1.2), 10, 10) == [255, 0, 0, 255])
        scene.at(1.3) { imageView.stopAnimating() }
        #expect(!imageView.isAnimating)
        #expect(pixel(scene.frame(at: 1.3), 10, 10) == [0, 0, 255, 255])
    }

    @Test func buttonImagePerStateFallsBackToNormal() {
        let button = UIButton(type: .custom)
        button.setImage(red, for: .normal)
        button.setImage(green, for: .selected)
        button.setBackgroundImage(blue, for: .selected)
        #expect(button.currentImage === red && button.currentBackgroundImage == nil)
        button.isHighlighted = true
        #expect(button.currentImage === red)          // no highlighted image: the normal one
        button.isHighlighted = false
        button.isSelected = true
        #expect(button.currentImage === green && button.currentBackgroundImage === blue)
        #expect(button.imageView?.image === green)
        #expect(button.image(for: .disabled) === red)
    }

    @Test func imageRectOverrideIsUsedForTheImageView() {
        // The seed's wheel button places a 40×46 picture 18 points from the top.
        final class WheelButton: UIButton {
            override func imageRect(forContentRect contentRect: CGRect) -> CGRect {
                CGRect(x: (contentRect.width - 40) * 0.5, y: 18, width: 40, height: 46)
            }
        }
        let scene = KitScene()
        let button = WheelButton(frame: CGRect(x: 0, y: 0, width: 68, height: 143))
        button.setImage(red, for: .normal)
        scene.add(button)
        #expect(button.imageView?.frame == CGRect(x: 14, y: 18, width: 40, height: 46))
        let image = scene.frame(at: 0.1)
        #expect(pixel(image, 34, 40) == [255, 0, 0, 255])
        #expect(pixel(image, 34, 10) == [255, 255, 255, 255])
        #expect(pixel(image, 10, 40) == [255, 255, 255, 255])
    }

    @Test func defaultImageRectCentresTheImage() {
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        button.setImage(red, for: .normal)   // 10×10 points
        #expect(button.imageRect(forContentRect: button.bounds) == CGRect(x: 45, y: 20, width: 10, height: 10))
    }

    @Test func selectedBackgroundShowsWhenSelected() {
        let scene = KitScene()
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        button.setBackgroundImage(blue, for: .selected)
        scene.add(button)
        #expect(pixel(scene.frame(at: 0.1), 30, 30) == [255, 255, 255, 255])
        scene.at(0.2) { button.isSelected = true }
        #expect(pixel(scene.frame(at: 0.2), 30, 30) == [0, 0, 255, 255])
    }

    @Test func missingNamedImageIsNilWithADiagnostic() {
        var image: UIImage?
        let reported = LaminaDiagnostics.capture {
            image = UIImage(named: "lamina-kit-test-no-such-picture")
        }
        #expect(image == nil)
        #expect(reported.count == 1 && reported[0].message.contains("lamina-kit-test-no-such-picture"))
        let empty = LaminaDiagnostics.capture { #expect(UIImage(named: "") == nil) }
        #expect(empty.count == 1)
    }

    @Test func namedImagesLoadFromLaminaAssetsWithTheirScale() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("lamina-kit-assets-\(UUID().uuidString)/sprites", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        try solidImage(width: 8, height: 6, red: 0, green: 0, blue: 255).writePNG(to: folder.appendingPathComponent("kitdot.png"))
        try solidImage(width: 8, height: 6, red: 0, green: 255, blue: 0).writePNG(to: folder.appendingPathComponent("kitretina@2x.png"))
        setenv("LAMINA_ASSETS", folder.deletingLastPathComponent().path, 1)
        NamedImages.shared.reset()
        let dot = UIImage(named: "kitdot")
        #expect(dot?.size == CGSize(width: 8, height: 6) && dot?.scale == 1)
        #expect(dot?.cgImage.map { pixel($0, 3, 3) } == [0, 0, 255, 255])
        let retina = UIImage(named: "kitretina")
        #expect(retina?.scale == 2 && retina?.size == CGSize(width: 4, height: 3))
        // A cropped sprite, as the seeds cut theirs.
        let cropped = dot?.cgImage?.cropping(to: CGRect(x: 0, y: 0, width: 4, height: 6)).map { UIImage(cgImage: $0) }
        #expect(cropped?.size == CGSize(width: 4, height: 6))
    }

    @Test func labelDrivesItsTextLayer() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        label.text = "12"
        label.font = UIFont.boldSystemFont(ofSize: 20)
        label.textColor = .white
        label.textAlignment = .center
        let text = label.textLayer
        #expect(text.string as? String == "12")
        #expect(text.fontSize == 20)
        #expect(text.foregroundColor == UIColor.white.cgColor)
        #expect(text.alignmentMode == .center)
        #expect(!text.isWrapped)
        // One line is the font's ascent + descent + leading tall (UIKit's lineHeight),
        // centred in the 60 point height.
        let font = CTFontCreateWithName(label.font.fontName as CFString, 20, nil)
        let line = CTFontGetAscent(font) + CTFontGetDescent(font) + CTFontGetLeading(font)
        #expect(line > 20 && line < 30)
        #expect(abs(text.frame.height - line) < 1e-9 && abs(text.frame.minY - (60 - line) / 2) < 1e-9, "\(text.frame)")
        label.numberOfLines = 0
        #expect(text.isWrapped)
    }

    @Test func colorsAndFonts() {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        #expect(UIColor.gray.getRed(&r, green: &g, blue: &b, alpha: &a) && r == 0.5 && g == 0.5 && a == 1)
        #expect(UIColor.purple.cgColor == CGColor(red: 0.5, green: 0, blue: 0.5, alpha: 1))
        #expect(UIColor(hue: 0.5, saturation: 1, brightness: 1, alpha: 1).cgColor == CGColor(red: 0, green: 1, blue: 1, alpha: 1))
        #expect(UIColor.red.withAlphaComponent(0.5).cgColor.alpha == 0.5)
        #expect(UIColor.red == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(UIFont.systemFont(ofSize: 12).pointSize == 12)
        #expect(UIFont(name: "DejaVuSans", size: 9)?.pointSize == 9)
        let reported = LaminaDiagnostics.capture { #expect(UIFont(name: "DejaVuSans", size: -1) == nil) }
        #expect(reported.count == 1)
    }
}
