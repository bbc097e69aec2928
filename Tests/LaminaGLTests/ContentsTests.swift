import Foundation
import XCTest
@testable import LaminaGL
import LaminaRaster

/// Contents sampling details: flipped and tinted contents against the CPU renderer,
/// nine-part corners at their size, trilinear minification through real mipmaps.
final class ContentsTests: XCTestCase {
    let unit = CGRect(x: 0, y: 0, width: 1, height: 1)

    /// A `w` × `h` image whose pixel (x, y) is `f(x, y)` (opaque).
    func image(_ w: Int, _ h: Int, _ f: (Int, Int) -> (UInt8, UInt8, UInt8)) -> CGImage {
        let pixels = PixelBuffer(width: w, height: h)
        for y in 0..<h {
            for x in 0..<w {
                let c = f(x, y), p = pixels.row(y) + x * 4
                p[0] = c.0; p[1] = c.1; p[2] = c.2; p[3] = 255
            }
        }
        return CGImage(pixels: pixels)
    }

    func testFlippedAndTintedContentsMatchTheCPU() throws {
        let picture = image(20, 14) { x, y in (UInt8(x * 12), UInt8(y * 18), 200) }
        func item(flipped: Bool, tint: CGColor.RGBA, at x: CGFloat) -> RenderCommand {
            let c = ContentsItem(image: picture, sourceRect: CGRect(x: 0.1, y: 0.2, width: 0.8, height: 0.7),
                                 destinationRect: CGRect(x: 0, y: 0, width: 40, height: 30), center: unit,
                                 minificationFilter: .linear, magnificationFilter: .linear, isFlipped: flipped)
            return layerItem(rotated(size: 40, 30, centre: x, 40, angle: 0.2), size: CGSize(width: 40, height: 30),
                             color: nil, opacity: 0.8, tint: tint, contents: c)
        }
        let commands = [item(flipped: true, tint: white, at: 30),
                        item(flipped: false, tint: CGColor.RGBA(red: 1, green: 0.5, blue: 0.2, alpha: 0.9), at: 80),
                        item(flipped: true, tint: CGColor.RGBA(red: 0.3, green: 1, blue: 1, alpha: 1), at: 130)]
        let (gl, _) = try drawGL(commands, width: 160, height: 80)
        let cpu = drawCPU(commands, width: 160, height: 80)
        let difference = ImageComparison.compare(cpu, gl, tolerance: 2)!
        XCTAssertGreaterThanOrEqual(difference.psnr, 50, "\(difference)")
        XCTAssertEqual(difference.differingPixels, 0, "\(difference)")
        // Flipped: the image's bottom row at the layer's top.
        let flippedTop = rgba(gl, 30, 28), plainTop = rgba(gl, 80, 28)
        XCTAssertGreaterThan(flippedTop[1], plainTop[1])
    }

    func testNinePartCornersKeepTheirSizeInPoints() throws {
        // A 9×9 image: a 3-px red frame around white; centre (1/3…2/3) stretched over 60×30.
        let frame = image(9, 9) { x, y in (x < 3 || x >= 6 || y < 3 || y >= 6) ? (255, 0, 0) : (255, 255, 255) }
        let c = ContentsItem(image: frame, sourceRect: unit, destinationRect: CGRect(x: 0, y: 0, width: 60, height: 30),
                             center: CGRect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3),
                             minificationFilter: .nearest, magnificationFilter: .nearest, isFlipped: false)
        let (gl, _) = try drawGL([layerItem(CATransform3DMakeTranslation(10, 10, 0), size: CGSize(width: 60, height: 30),
                                            color: nil, contents: c)])
        // Corners stay 3 px: red at x = 12, white from x = 13 on; the middle stretches.
        XCTAssertEqual(rgba(gl, 12, 25), [255, 0, 0, 255])
        XCTAssertEqual(rgba(gl, 13, 25), [255, 255, 255, 255])
        XCTAssertEqual(rgba(gl, 66, 25), [255, 255, 255, 255])
        XCTAssertEqual(rgba(gl, 67, 25), [255, 0, 0, 255])
        XCTAssertEqual(rgba(gl, 40, 12), [255, 0, 0, 255])
        XCTAssertEqual(rgba(gl, 40, 13), [255, 255, 255, 255])
    }

    func testTrilinearMinificationAveragesThroughMipmaps() throws {
        // One-pixel black and white stripes shown about 7× smaller: mipmaps average them
        // to grey (≈ 128 everywhere); bilinear sampling picks stripes and aliases.
        let stripes = image(256, 256) { x, _ in x % 2 == 0 ? (0, 0, 0) : (255, 255, 255) }
        func item(_ filter: ContentsFilterKind, at x: CGFloat) -> RenderCommand {
            let c = ContentsItem(image: stripes, sourceRect: unit, destinationRect: CGRect(x: 0, y: 0, width: 37, height: 37),
                                 center: unit, minificationFilter: filter, magnificationFilter: .linear, isFlipped: false)
            return layerItem(CATransform3DMakeTranslation(x, 4, 0), size: CGSize(width: 37, height: 37), color: nil, contents: c)
        }
        let (gl, _) = try drawGL([item(.trilinear, at: 4), item(.linear, at: 44)], width: 90, height: 45)
        var trilinear: [Int] = [], bilinear: [Int] = []
        for x in 8..<36 { trilinear.append(rgba(gl, x, 20)[0]); bilinear.append(rgba(gl, x + 40, 20)[0]) }
        XCTAssertTrue(trilinear.allSatisfy { abs($0 - 128) <= 4 }, "\(trilinear)")
        XCTAssertGreaterThan((bilinear.max() ?? 0) - (bilinear.min() ?? 0), 40, "\(bilinear)")
    }

    /// Apple: "If pixels outside the unit rectangle are requested, the edge pixels of the
    /// contents image will be extended outwards." A contentsRect of astronomic origin or
    /// width asks for pixels past an edge everywhere (fuzzing found GL drawing nothing for
    /// a width of 10²⁹⁹: its texel coordinates were infinite in single precision).
    func testAContentsRectFarBeyondTheImageExtendsItsEdgeOnBothBackends() throws {
        // Red left half, blue right half; the layer 30 × 20 at (5, 5).
        let halves = image(4, 4) { x, _ in x < 2 ? (255, 0, 0) : (0, 0, 255) }
        let red = [255, 0, 0, 255], blue = [0, 0, 255, 255]
        let cases: [(CGRect, [Int], String)] = [
            (CGRect(x: 0.5, y: 0, width: 1.6e299, height: 1), blue, "from the middle on, 10²⁹⁹ images wide: the right edge"),
            (CGRect(x: 1e300, y: 0, width: 0.5, height: 1), blue, "origin 10³⁰⁰: the right edge"),
            (CGRect(x: -1e300, y: 0, width: 2, height: 1), red, "origin −10³⁰⁰: the left edge"),
            (CGRect(x: 0.5, y: 0, width: -1.6e299, height: 1), red, "from the middle back, 10²⁹⁹ images: the left edge"),
        ]
        for (source, expected, label) in cases {
            let c = ContentsItem(image: halves, sourceRect: source, destinationRect: CGRect(x: 0, y: 0, width: 30, height: 20),
                                 center: unit, minificationFilter: .linear, magnificationFilter: .linear, isFlipped: false)
            let commands = [layerItem(CATransform3DMakeTranslation(5, 5, 0), size: CGSize(width: 30, height: 20), color: nil, contents: c)]
            let (gl, _) = try drawGL(commands, width: 40, height: 30)
            let cpu = drawCPU(commands, width: 40, height: 30)
            for (x, y) in [(6, 6), (20, 15), (33, 23)] {
                XCTAssertEqual(rgba(cpu, x, y), expected, "CPU at (\(x), \(y)), \(label)")
                XCTAssertEqual(rgba(gl, x, y), expected, "GL at (\(x), \(y)), \(label)")
            }
        }
    }

    /// A destination that only touches the layer's shape shares no area with it, and
    /// nothing shows: its edge and the shape's, a pixel apart, once multiplied to a line
    /// a quarter covered on the CPU (fuzzing, trees: a topLeft image whose contentsRect
    /// height was negative sat wholly above its layer). One that overlaps the shape by
    /// half a pixel shows there, alike on both backends.
    func testADestinationTouchingTheShapeFromOutsideShowsNothing() throws {
        let grey = image(1, 7) { _, _ in (200, 200, 200) }
        // The layer's top edge at y = 4.5, across row 4.
        let place = CATransform3DMakeTranslation(5, 4.5, 0)
        for (destination, shows) in [(CGRect(x: 0, y: -7, width: 10, height: 7), false),
                                     (CGRect(x: 0, y: -7, width: 10, height: 7.5), true)] {
            let c = ContentsItem(image: grey, sourceRect: unit, destinationRect: destination, center: unit,
                                 minificationFilter: .linear, magnificationFilter: .linear, isFlipped: false)
            let commands = [layerItem(place, size: CGSize(width: 10, height: 10), color: nil, contents: c)]
            let (gl, _) = try drawGL(commands, width: 20, height: 20)
            let cpu = drawCPU(commands, width: 20, height: 20)
            for (name, frame) in [("CPU", cpu), ("GL", gl)] {
                for y in 0..<20 {
                    for x in 0..<20 where !shows || y != 4 || x < 5 || x >= 15 {
                        XCTAssertEqual(rgba(frame, x, y)[3], 0, "\(name) (\(x), \(y)), destination \(destination)")
                    }
                }
                // Half a pixel of overlap, in row 4: half covered.
                if shows { XCTAssertEqual(Double(rgba(frame, 10, 4)[3]), 127.5, accuracy: 3, name) }
            }
        }
    }
}
