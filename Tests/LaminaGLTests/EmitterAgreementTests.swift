import Foundation
import XCTest
@testable import LaminaGL
import LaminaRaster

/// Emitter layers drawn by OpenGL and by the CPU renderer agree (PSNR ≥ 40 dB): a
/// fountain of spinning, shrinking, fading particles over a line, source-over and
/// additive. With `LAMINA_GL_OUTPUT` set, the frames are saved for review.
final class EmitterAgreementTests: XCTestCase {
    static func fountain(_ mode: CAEmitterLayerRenderMode) -> Scene {
        Scene(name: "emitter-\(mode.rawValue)", width: 200, height: 150, times: [0.4, 1.0, 1.7]) { root in
            root.backgroundColor = AgreementScenes.color(0.1, 0.1, 0.15)
            let emitter = CAEmitterLayer()
            emitter.frame = root.bounds
            emitter.emitterPosition = CGPoint(x: 100, y: 130)
            emitter.emitterShape = .line
            emitter.emitterSize = CGSize(width: 60, height: 0)
            emitter.renderMode = mode
            emitter.seed = 11
            let cell = CAEmitterCell()
            cell.contents = AgreementScenes.checkerboard(cells: 2, cell: 4)
            cell.birthRate = 120
            cell.lifetime = 1.5
            cell.lifetimeRange = 0.3
            cell.velocity = 90
            cell.velocityRange = 20
            cell.emissionLongitude = -.pi / 2
            cell.emissionRange = .pi / 3
            cell.yAcceleration = 60
            cell.spin = 2
            cell.scale = 1.2
            cell.scaleSpeed = -0.4
            cell.color = AgreementScenes.color(1, 0.7, 0.3, 0.9)
            cell.alphaSpeed = -0.4
            cell.greenRange = 0.2
            emitter.emitterCells = [cell]
            root.addSublayer(emitter)
        }
    }

    func assertAgreement(_ scene: Scene) throws {
        let gl = try scene.glFrames()
        XCTAssertEqual(gl.errors, [], scene.name)
        let cpu = scene.cpuFrames()
        for (i, t) in scene.times.enumerated() {
            let difference = ImageComparison.compare(cpu[i], gl.images[i], tolerance: 3)!
            print("agreement \(scene.name) at t = \(t): \(difference)")
            saveForReview(cpu[i], "\(scene.name)-\(i)-cpu")
            saveForReview(gl.images[i], "\(scene.name)-\(i)-gl")
            XCTAssertGreaterThanOrEqual(difference.psnr, 40, "\(scene.name) at t = \(t)")
        }
        // Particles were drawn: the frames differ from the background alone.
        XCTAssertGreaterThan(ImageComparison.compare(cpu[1], cpu[2])!.differingPixels, 200)
    }

    func testFountain() throws { try assertAgreement(Self.fountain(.unordered)) }
    func testAdditiveFountain() throws { try assertAgreement(Self.fountain(.additive)) }
    func testOldestFirstFountain() throws { try assertAgreement(Self.fountain(.oldestFirst)) }
}
