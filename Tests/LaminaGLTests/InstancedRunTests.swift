import Foundation
import XCTest
@testable import LaminaGL
import LaminaRaster

/// Instance runs drawn by OpenGL: one draw call for all copies of a replicated layer,
/// with each copy where its step puts it and tinted as its colour offsets say (expected
/// values from the run's definition, computed here).
final class InstancedRunTests: XCTestCase {
    /// A 10 × 10 grid of 10-pixel squares: an outer run of rows (20 px down, green −0.1 a
    /// row) around an inner run of columns (20 px right, red −0.1 a column).
    func testNestedRunsAreOneDrawWithEveryCopyPlacedAndTinted() throws {
        let rows = InstanceRun(count: 10, step: CATransform3DMakeTranslation(0, 20, 0), placement: CATransform3DIdentity,
                               color: white, colorOffsets: SIMD4(0, -0.1, 0, 0), delay: 0)
        let columns = InstanceRun(count: 10, step: CATransform3DMakeTranslation(20, 0, 0),
                                  placement: CATransform3DMakeTranslation(5, 5, 0),
                                  color: white, colorOffsets: SIMD4(-0.1, 0, 0, 0), delay: 0)
        let (image, backend) = try drawGL([.beginInstances(rows), .beginInstances(columns),
                                           layerItem(frame: CGRect(x: 0, y: 0, width: 10, height: 10), color: white),
                                           .endInstances, .endInstances], width: 200, height: 200)
        XCTAssertEqual(backend.statistics.drawCalls, 1)
        for j in 0..<10 {
            for i in 0..<10 {
                let r = Int((255 * (1 - 0.1 * Double(i))).rounded()), g = Int((255 * (1 - 0.1 * Double(j))).rounded())
                let centre = rgba(image, 10 + 20 * i, 10 + 20 * j)
                XCTAssertTrue(near(centre, [r, g, 255, 255], 1), "copy (\(i), \(j)): \(centre)")
                XCTAssertEqual(rgba(image, 20 + 20 * i, 20 + 20 * j), [0, 0, 0, 0])
            }
        }
        XCTAssertEqual(coveredArea(image), 100 * 100, accuracy: 1)
    }

    /// Eight copies, 48 px apart, of a 40 × 40 layer showing a picture of two texels
    /// (left (200, 40, 0), right (0, 80, 240)), each copy 0.1 less red than the one before:
    /// one instanced draw (copies drawn one by one would be two draws, interiors and
    /// fringes, at this size); copy k shows the picture times its tint (the left texel's
    /// red × (1 − 0.1·k)), and the CPU renderer, which draws the copies one by one, shows
    /// the same. With different filters for minifying and magnifying, the copies may be
    /// sampled differently, so they are drawn one by one.
    func testCopiesOfAPictureAreOneDrawEachTintedAsItsCopy() throws {
        let pixels = PixelBuffer(width: 2, height: 1)
        let texels: [UInt8] = [200, 40, 0, 255, 0, 80, 240, 255]
        pixels.data.update(from: texels, count: texels.count)
        let picture = CGImage(pixels: pixels)
        let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
        func copies(magnification: ContentsFilterKind) -> [RenderCommand] {
            let contents = ContentsItem(image: picture, sourceRect: unit, destinationRect: CGRect(x: 0, y: 0, width: 40, height: 40),
                                        center: unit, minificationFilter: .linear, magnificationFilter: magnification,
                                        isFlipped: false)
            let run = InstanceRun(count: 8, step: CATransform3DMakeTranslation(48, 0, 0), placement: CATransform3DIdentity,
                                  color: white, colorOffsets: SIMD4(-0.1, 0, 0, 0), delay: 0)
            return [.beginInstances(run),
                    layerItem(CATransform3DMakeTranslation(4, 4, 0), size: CGSize(width: 40, height: 40), color: nil,
                              contents: contents),
                    .endInstances]
        }
        let (image, backend) = try drawGL(copies(magnification: .linear), width: 400, height: 48)
        XCTAssertEqual(backend.statistics.drawCalls, 1)
        let cpu = drawCPU(copies(magnification: .linear), width: 400, height: 48)
        for k in 0..<8 {
            let x = 4 + 48 * k
            let red = Int((200 * (1 - 0.1 * Double(k))).rounded())
            XCTAssertTrue(near(rgba(image, x + 3, 24), [red, 40, 0, 255], 2), "copy \(k), left: \(rgba(image, x + 3, 24))")
            XCTAssertTrue(near(rgba(image, x + 36, 24), [0, 80, 240, 255], 2), "copy \(k), right: \(rgba(image, x + 36, 24))")
            XCTAssertEqual(rgba(image, x + 44, 24), [0, 0, 0, 0], "between copies \(k) and \(k + 1)")
            for column in stride(from: x, to: x + 40, by: 3) {
                XCTAssertTrue(near(rgba(image, column, 20), rgba(cpu, column, 20), 2),
                              "copy \(k), column \(column): GL \(rgba(image, column, 20)), CPU \(rgba(cpu, column, 20))")
            }
        }
        let (nearest, oneByOne) = try drawGL(copies(magnification: .nearest), width: 400, height: 48)
        XCTAssertEqual(oneByOne.statistics.drawCalls, 2)
        XCTAssertTrue(near(rgba(nearest, 4 + 48 * 7 + 19, 24), [Int((200 * 0.3).rounded()), 40, 0, 255], 2))
    }

    /// Eight copies, 48 px apart, of a 40 × 40 gradient layer, red at the top to blue at
    /// the bottom (axial, Apple's default start and end points), each copy 0.1 more
    /// transparent than the one before: one instanced draw (drawn one by one they would be
    /// two draws, interiors and fringes); row y of copy k shows the ramp at
    /// t = (y − 4 + ½) / 40 times the copy's alpha 1 − 0.1·k, premultiplied, and the CPU
    /// renderer, which draws the copies one by one, shows the same.
    func testCopiesOfAGradientAreOneDrawEachTintedAsItsCopy() throws {
        let red = CGColor.RGBA(red: 1, green: 0, blue: 0, alpha: 1), blue = CGColor.RGBA(red: 0, green: 0, blue: 1, alpha: 1)
        let size = CGRect(x: 0, y: 0, width: 40, height: 40)
        let run = InstanceRun(count: 8, step: CATransform3DMakeTranslation(48, 0, 0), placement: CATransform3DIdentity,
                              color: white, colorOffsets: SIMD4(0, 0, 0, -0.1), delay: 0)
        let gradient = GradientItem(
            placement: ItemPlacement(transform: CATransform3DMakeTranslation(4, 4, 0), bounds: size, opacity: 1, tint: white,
                                     clip: -1),
            cornerRadius: 0, maskedCorners: .allCorners, curve: .circular,
            kind: .axial, colors: [red, blue], locations: [], startPoint: CGPoint(x: 0.5, y: 0), endPoint: CGPoint(x: 0.5, y: 1))
        let commands: [RenderCommand] = [.beginInstances(run), .gradient(gradient), .endInstances]
        let (image, backend) = try drawGL(commands, width: 400, height: 48)
        XCTAssertEqual(backend.statistics.drawCalls, 1)
        let cpu = drawCPU(commands, width: 400, height: 48)
        for k in 0..<8 {
            let x = 4 + 48 * k
            let alpha = 1 - 0.1 * Double(k)
            for y in stride(from: 5, to: 44, by: 6) {
                let t = (Double(y) - 4 + 0.5) / 40
                let expected = [Int((255 * (1 - t) * alpha).rounded()), 0, Int((255 * t * alpha).rounded()),
                                Int((255 * alpha).rounded())]
                XCTAssertTrue(near(rgba(image, x + 20, y), expected, 4), "copy \(k), row \(y): \(rgba(image, x + 20, y)) ≠ \(expected)")
                XCTAssertTrue(near(rgba(image, x + 20, y), rgba(cpu, x + 20, y), 2),
                              "copy \(k), row \(y): GL \(rgba(image, x + 20, y)), CPU \(rgba(cpu, x + 20, y))")
            }
            XCTAssertEqual(rgba(image, x + 44, 24), [0, 0, 0, 0], "between copies \(k) and \(k + 1)")
        }
        let alphas = (0..<8).reduce(0.0) { $0 + (1 - 0.1 * Double($1)) }
        XCTAssertEqual(coveredArea(image), 40 * 40 * alphas, accuracy: 8)
    }

    /// 100,000 copies of a square turned by a small angle about a centre each: still one
    /// draw, and the last copy lands where the rotation by 99,999 steps puts it.
    func testAHundredThousandCopiesAreOneDraw() throws {
        let count = 100_000, angle = 2 * CGFloat.pi / 1000
        let centre = CGPoint(x: 50, y: 50)
        var step = CATransform3DMakeTranslation(-centre.x, -centre.y, 0)
        step = CATransform3DConcat(step, CATransform3DMakeRotation(angle, 0, 0, 1))
        step = CATransform3DConcat(step, CATransform3DMakeTranslation(centre.x, centre.y, 0))
        let run = InstanceRun(count: count, step: step, placement: CATransform3DIdentity, color: white,
                              colorOffsets: .zero, delay: 0)
        let (image, backend) = try drawGL([.beginInstances(run),
                                           layerItem(frame: CGRect(x: 46, y: 6, width: 8, height: 8), color: red),
                                           .endInstances], width: 100, height: 100)
        XCTAssertEqual(backend.statistics.drawCalls, 1)
        // Every copy lies on the circle of radius 40 about the centre: it is covered all round.
        for k in stride(from: 0, to: 1000, by: 37) {
            let a = Double(k) * Double(angle) - .pi / 2
            let x = Int(50 + 40 * cos(a)), y = Int(50 + 40 * sin(a))
            XCTAssertEqual(rgba(image, x, y), [255, 0, 0, 255], "at \(k) steps")
        }
        XCTAssertEqual(rgba(image, 50, 50), [0, 0, 0, 0])
    }
    /// Ten copies, 20 px apart, of a square whose position and colour animate from tables
    /// (position (10, 10) → (190, 10) px and red → blue over one second, repeating), each copy 0.1 s
    /// later than the one before, 0.95 s after the animations began: copy k is at
    /// progress 0.95 − 0.1·k, so its centre is at x = 10 + 180·(0.95 − 0.1·k) and its
    /// colour that far from red to blue. One draw, and the CPU renderer draws the same.
    func testCopiesRunningLateAreOneDrawEvaluatedFromTracks() throws {
        let position = InstanceTrackTable(channel: .position, samples: [10, 10, 190, 10])
        let colour = InstanceTrackTable(channel: .backgroundColor, samples: [1, 0, 0, 1, 0, 0, 1, 1])
        func track(_ table: InstanceTrackTable) -> InstanceTrack {
            InstanceTrack(table: table, localTime: 0.95, beginTime: 0, speed: 1, timeOffset: 0, duration: 1, autoreverses: false,
                          active: .infinity, firstProgress: nil, finalProgress: nil)
        }
        var run = InstanceRun(count: 10, step: CATransform3DMakeTranslation(0, 20, 0), placement: CATransform3DIdentity,
                              color: white, colorOffsets: .zero, delay: 0.1)
        run.varyings = 0..<1
        let commands: [RenderCommand] = [.beginInstances(run),
                                         layerItem(frame: CGRect(x: 6, y: 6, width: 8, height: 8), color: red),
                                         .endInstances]
        var list = renderList(commands, width: 200, height: 200)
        list.instanceTracks = [track(position), track(colour)]
        list.instanceVaryings = [InstanceVarying(
            command: 1, tracks: 0..<2, shift: 0, outer: CATransform3DIdentity, anchorPoint: CGPoint(x: 0.5, y: 0.5),
            anchorPointZ: 0, zPosition: 0, transform: CATransform3DIdentity, position: CGPoint(x: 10, y: 10),
            bounds: CGRect(x: 0, y: 0, width: 8, height: 8), opacity: 1, inheritedOpacity: 1,
            backgroundColor: red, drawsBackground: true)]
        let context = try makeContext(200, 200)
        let backend = GLBackend(context: context)
        backend.draw(list)
        let image = context.readPixels()
        XCTAssertEqual(backend.statistics.drawCalls, 1)
        let target = PixelBuffer(width: 200, height: 200)
        CPUBackend(threadCount: 2).draw(list, into: target)
        let cpu = CGImage(pixels: target)
        for k in 0..<10 {
            let p = 0.95 - 0.1 * Double(k)
            let x = Int(10 + 180 * p), y = 10 + 20 * k
            let expected = [Int((255 * (1 - p)).rounded()), 0, Int((255 * p).rounded()), 255]
            XCTAssertTrue(near(rgba(image, x, y), expected, 2), "GL copy \(k): \(rgba(image, x, y)) ≠ \(expected)")
            XCTAssertTrue(near(rgba(cpu, x, y), expected, 2), "CPU copy \(k): \(rgba(cpu, x, y)) ≠ \(expected)")
            // Nothing where copy 0 would be on the other rows.
            if k > 0 { XCTAssertEqual(rgba(image, Int(10 + 180 * 0.95), y), [0, 0, 0, 0]) }
        }
        XCTAssertEqual(coveredArea(image), 10 * 64, accuracy: 12)
    }
}
