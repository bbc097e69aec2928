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
}
