import Foundation
import XCTest
@testable import LaminaGL
import LaminaRaster

/// The eight string-named transition types (cube, oglFlip, the page curls, ripple, suck,
/// the iris) drawn by OpenGL and by the CPU renderer at progress 0, 0.25, 0.5, 0.75 and 1
/// and after: PSNR ≥ 40 dB for every frame. A mesh's triangle edges are not anti-aliased
/// on either backend, so a few pixels along a warped silhouette may differ entirely; the
/// frames as a whole must still agree. With `LAMINA_GL_OUTPUT` set, every frame is saved
/// for review, with a contact sheet per backend.
final class PrivateTransitionAgreementTests: XCTestCase {
    /// A 140 × 100 layer with a picture and a border, turning into a checkerboard on green
    /// at t = 0.3 through a linear 0.8 s transition of `type`.
    static func scene(_ type: String, subtype: CATransitionSubtype? = nil) -> Scene {
        Scene(name: "transition-\(type)" + (subtype.map { "-" + $0.rawValue } ?? ""), width: 180, height: 140, times: [0, 0.3, 0.5, 0.7, 0.9, 1.1, 1.2],
              change: (0.3, { root in
            let layer = root.sublayers![0]
            layer.contents = AgreementScenes.checkerboard(cells: 6, cell: 8)
            layer.backgroundColor = AgreementScenes.color(0.1, 0.6, 0.3)
            let transition = CATransition()
            transition.type = CATransitionType(rawValue: type)
            transition.subtype = subtype
            transition.duration = 0.8
            layer.add(transition, forKey: kCATransition)
        })) { root in
            root.backgroundColor = AgreementScenes.color(0.15, 0.15, 0.2)
            let layer = CALayer()
            layer.frame = CGRect(x: 20, y: 20, width: 140, height: 100)
            layer.contents = AgreementScenes.picture(width: 140, height: 100)
            layer.borderWidth = 2
            layer.borderColor = AgreementScenes.color(1, 1, 1)
            root.addSublayer(layer)
        }
    }

    func assertAgreement(_ scene: Scene, file: StaticString = #filePath, line: UInt = #line) throws {
        let gl = try scene.glFrames()
        XCTAssertEqual(gl.errors, [], "GL errors drawing \(scene.name)", file: file, line: line)
        let cpu = scene.cpuFrames()
        for (i, t) in scene.times.enumerated() {
            let difference = ImageComparison.compare(cpu[i], gl.images[i], tolerance: 3)!
            print("agreement \(scene.name) at t = \(t): \(difference)")
            saveForReview(cpu[i], "\(scene.name)-\(i)-cpu")
            saveForReview(gl.images[i], "\(scene.name)-\(i)-gl")
            XCTAssertGreaterThanOrEqual(difference.psnr, 40, "\(scene.name) at t = \(t)", file: file, line: line)
        }
        // Exactly the old picture before and at the start, exactly the new one at the end.
        let cpuStart = ImageComparison.compare(cpu[0], cpu[1])!
        XCTAssertEqual(cpuStart.differingPixels, 0, "\(scene.name): the start is the old picture", file: file, line: line)
        let cpuEnd = ImageComparison.compare(cpu[5], cpu[6])!
        XCTAssertEqual(cpuEnd.differingPixels, 0, "\(scene.name): the end is the new picture", file: file, line: line)
    }

    /// Every type (Apple's four and the eight string-named ones) at progress 0, ¼, ½, ¾
    /// and 1, a row each, on both backends: the two sheets agree, and halfway every type
    /// shows something else than both its ends. Saved as `transition-contact-sheet-cpu`
    /// and `-gl` for a person to look at.
    func testContactSheetOfEveryType() throws {
        let types: [(String, CATransitionSubtype?)] = [
            ("fade", nil), ("push", .fromRight), ("moveIn", .fromTop), ("reveal", .fromBottom), ("cube", .fromRight),
            ("oglFlip", .fromLeft), ("pageCurl", nil), ("pageUnCurl", nil), ("rippleEffect", nil), ("suckEffect", nil),
            ("cameraIrisHollowOpen", nil), ("cameraIrisHollowClose", nil),
        ]
        let columns = [1, 2, 3, 4, 5]   // times 0.3 … 1.1: progress 0, ¼, ½, ¾, 1
        let tileWidth = 180, tileHeight = 140
        let cpuSheet = PixelBuffer(width: tileWidth * columns.count, height: tileHeight * types.count)
        let glSheet = PixelBuffer(width: tileWidth * columns.count, height: tileHeight * types.count)
        for (row, (type, subtype)) in types.enumerated() {
            let scene = Self.scene(type, subtype: subtype)
            let gl = try scene.glFrames()
            XCTAssertEqual(gl.errors, [], type)
            let cpu = scene.cpuFrames()
            for (column, frame) in columns.enumerated() {
                for (sheet, image) in [(cpuSheet, cpu[frame]), (glSheet, gl.images[frame])] {
                    for y in 0..<tileHeight {
                        let from = image.pixels.row(y), to = sheet.row(row * tileHeight + y) + column * tileWidth * 4
                        to.update(from: from, count: tileWidth * 4)
                    }
                }
            }
            let start = ImageComparison.compare(cpu[1], cpu[3])!, end = ImageComparison.compare(cpu[5], cpu[3])!
            XCTAssertGreaterThan(start.differingPixels, 500, "\(type) halfway is not its start")
            XCTAssertGreaterThan(end.differingPixels, 500, "\(type) halfway is not its end")
        }
        let cpuImage = CGImage(pixels: cpuSheet), glImage = CGImage(pixels: glSheet)
        saveForReview(cpuImage, "transition-contact-sheet-cpu")
        saveForReview(glImage, "transition-contact-sheet-gl")
        let difference = ImageComparison.compare(cpuImage, glImage, tolerance: 3)!
        print("transition contact sheets: \(difference)")
        XCTAssertGreaterThanOrEqual(difference.psnr, 40)
    }

    func testCube() throws { try assertAgreement(Self.scene("cube", subtype: .fromRight)) }
    func testCubeFromTop() throws { try assertAgreement(Self.scene("cube", subtype: .fromTop)) }
    func testOglFlip() throws { try assertAgreement(Self.scene("oglFlip", subtype: .fromLeft)) }
    func testOglFlipFromBottom() throws { try assertAgreement(Self.scene("oglFlip", subtype: .fromBottom)) }
    func testPageCurl() throws { try assertAgreement(Self.scene("pageCurl")) }
    func testPageUnCurl() throws { try assertAgreement(Self.scene("pageUnCurl")) }
    func testRippleEffect() throws { try assertAgreement(Self.scene("rippleEffect")) }
    func testSuckEffect() throws { try assertAgreement(Self.scene("suckEffect")) }
    func testCameraIrisHollowOpen() throws { try assertAgreement(Self.scene("cameraIrisHollowOpen")) }
    func testCameraIrisHollowClose() throws { try assertAgreement(Self.scene("cameraIrisHollowClose")) }
}
