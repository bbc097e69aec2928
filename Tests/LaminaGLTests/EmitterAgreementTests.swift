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

    /// Draws `scene` on both backends and checks they agree at the frames `compared` (all:
    /// nil); returns the CPU's frames.
    @discardableResult
    func agreement(_ scene: Scene, compared: [Int]? = nil) throws -> [CGImage] {
        let gl = try scene.glFrames()
        XCTAssertEqual(gl.errors, [], scene.name)
        let cpu = scene.cpuFrames()
        for i in compared ?? Array(scene.times.indices) {
            let t = scene.times[i]
            let difference = ImageComparison.compare(cpu[i], gl.images[i], tolerance: 3)!
            print("agreement \(scene.name) at t = \(t): \(difference)")
            saveForReview(cpu[i], "\(scene.name)-\(i)-cpu")
            saveForReview(gl.images[i], "\(scene.name)-\(i)-gl")
            XCTAssertGreaterThanOrEqual(difference.psnr, 40, "\(scene.name) at t = \(t)")
        }
        return cpu
    }

    func assertAgreement(_ scene: Scene) throws {
        let cpu = try agreement(scene)
        // Particles were drawn: the frames differ from the background alone.
        XCTAssertGreaterThan(ImageComparison.compare(cpu[1], cpu[2])!.differingPixels, 200)
    }

    /// A soft round dot, `size` pixels across (alpha falling off to the edge).
    static func softDot(_ size: Int) -> CGImage {
        let ctx = CGContext(data: nil, width: size, height: size, bitsPerComponent: 8, bytesPerRow: size * 4,
                            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        let r = CGFloat(size) / 2
        for step in stride(from: r, to: 0, by: -1) {
            let a = 1 - step / r
            ctx.setFillColor(AgreementScenes.color(1, 1, 1, a * a))
            ctx.fillEllipse(in: CGRect(x: r - step, y: r - step, width: 2 * step, height: 2 * step))
        }
        return ctx.makeImage()!
    }

    /// Apple's fireworks recipe: rockets rise, each emits a burst when it dies (a sub-cell
    /// with beginTime at the rocket's lifetime), and the burst emits sparks every way that
    /// fall and fade — three generations, additive.
    static func fireworks() -> (Scene, CAEmitterLayer) {
        let emitter = CAEmitterLayer()
        let scene = Scene(name: "emitter-fireworks", width: 240, height: 200, times: [0.6, 1.5, 2.3]) { root in
            root.backgroundColor = AgreementScenes.color(0.02, 0.02, 0.08)
            emitter.frame = root.bounds
            emitter.emitterPosition = CGPoint(x: 120, y: 195)
            emitter.emitterSize = CGSize(width: 80, height: 0)
            emitter.emitterShape = .line
            emitter.renderMode = .additive
            emitter.seed = 5
            let rocket = CAEmitterCell()
            rocket.name = "rocket"
            rocket.contents = softDot(6)
            rocket.birthRate = 2
            rocket.lifetime = 1
            rocket.velocity = 160
            rocket.velocityRange = 30
            rocket.emissionLongitude = -.pi / 2
            rocket.emissionRange = .pi / 8
            rocket.yAcceleration = 40
            rocket.color = AgreementScenes.color(0.6, 0.6, 0.6)
            rocket.redRange = 0.4; rocket.greenRange = 0.4; rocket.blueRange = 0.4
            let burst = CAEmitterCell()
            burst.name = "burst"
            burst.birthRate = 1
            burst.beginTime = 0.9
            burst.duration = 0.1
            burst.lifetime = 0.2
            burst.velocity = 0
            let spark = CAEmitterCell()
            spark.name = "spark"
            spark.contents = softDot(5)
            spark.birthRate = 300
            spark.lifetime = 1
            spark.velocity = 70
            spark.emissionRange = 2 * .pi
            spark.yAcceleration = 50
            spark.alphaSpeed = -0.8
            spark.scaleSpeed = -0.3
            burst.emitterCells = [spark]
            rocket.emitterCells = [burst]
            emitter.emitterCells = [rocket]
            root.addSublayer(emitter)
        }
        return (scene, emitter)
    }

    func testFireworks() throws {
        let (scene, _) = Self.fireworks()
        try assertAgreement(scene)
        // One instanced draw per drawing cell (rockets, sparks), over the background's.
        let gl = try scene.glFrames()
        XCTAssertLessThanOrEqual(gl.backend.statistics.batches, 3)
        XCTAssertGreaterThan(gl.backend.statistics.instances, 300)
    }

    /// A fire whose emitter moves: particles born before the move stay where they were
    /// born; inside a clipping emitter (the clipped program).
    func testMovedClippedEmitter() throws {
        var scene = Scene(name: "emitter-moved", width: 200, height: 150, times: [0.5, 0.9, 1.4]) { (root: CALayer) in
            root.backgroundColor = AgreementScenes.color(0.1, 0.1, 0.1)
            let emitter = CAEmitterLayer()
            emitter.name = "fire"
            emitter.frame = CGRect(x: 20, y: 10, width: 160, height: 130)
            emitter.masksToBounds = true
            emitter.cornerRadius = 20
            emitter.emitterPosition = CGPoint(x: 40, y: 110)
            emitter.renderMode = .additive
            let flame = CAEmitterCell()
            flame.contents = Self.softDot(10)
            flame.birthRate = 150
            flame.lifetime = 1
            flame.velocity = 60
            flame.emissionLongitude = -.pi / 2
            flame.emissionRange = 0.6
            flame.yAcceleration = -40
            flame.scaleSpeed = -0.5
            flame.alphaSpeed = -0.6
            flame.color = AgreementScenes.color(1, 0.45, 0.1, 0.8)
            emitter.emitterCells = [flame]
            root.addSublayer(emitter)
        }
        scene.change = (0.7, { root in
            (root.sublayers?.first as? CAEmitterLayer)?.emitterPosition = CGPoint(x: 120, y: 110)
        })
        try assertAgreement(scene)
    }

    /// preservesDepth: particles keep z (a cuboid volume, z velocity) and are seen through
    /// the layer's perspective sublayerTransform.
    func testPreservesDepth() throws {
        let scene = Scene(name: "emitter-depth", width: 200, height: 150, times: [0.5, 1.1, 1.8]) { root in
            root.backgroundColor = AgreementScenes.color(0.05, 0.1, 0.1)
            let emitter = CAEmitterLayer()
            emitter.frame = root.bounds
            emitter.preservesDepth = true
            emitter.sublayerTransform = AgreementScenes.perspective(300)
            emitter.emitterPosition = CGPoint(x: 100, y: 75)
            emitter.emitterShape = .cuboid
            emitter.emitterSize = CGSize(width: 80, height: 40)
            emitter.emitterDepth = 200
            let cell = CAEmitterCell()
            cell.contents = AgreementScenes.checkerboard(cells: 2, cell: 4)
            cell.birthRate = 60
            cell.lifetime = 2
            cell.velocity = 30
            cell.emissionLatitude = .pi / 2
            cell.emissionRange = .pi / 4
            cell.color = AgreementScenes.color(0.5, 0.9, 1)
            emitter.emitterCells = [cell]
            root.addSublayer(emitter)
        }
        try assertAgreement(scene)
    }

    /// Random access on the GPU too: the frame at 2.5 s drawn directly equals, byte for
    /// byte, the one drawn after the frames at 0.5, 1.0, … 2.0; another seed differs.
    func testRandomAccess() throws {
        var stepped = Self.fireworks().0
        stepped.times = [0.5, 1.0, 1.5, 2.0, 2.5]
        var direct = stepped
        direct.times = [2.5]
        let a = try stepped.glFrames().images.last!, b = try direct.glFrames().images.last!
        XCTAssertEqual(ImageComparison.compare(a, b, tolerance: 0)!.differingPixels, 0)
        let (reseeded, emitter) = Self.fireworks()
        var other = reseeded
        other.times = [2.5]
        let setUp = other.setUp
        other.setUp = { root in setUp(root); emitter.seed = 6 }
        XCTAssertGreaterThan(ImageComparison.compare(b, try other.glFrames().images.last!, tolerance: 0)!.differingPixels, 50)
    }

    /// An emitter whose position an animation moves (a new epoch every frame: 45 of them)
    /// leaves a trail, and its particles emit sub-particles as they fly: the GPU finds each
    /// birth's epoch among many.
    func testAnimatedEmitterTrail() throws {
        let frames = (1...45).map { Double($0) / 30 }
        let scene = Scene(name: "emitter-trail", width: 200, height: 150, times: frames) { root in
            root.backgroundColor = AgreementScenes.color(0.05, 0.05, 0.1)
            let emitter = CAEmitterLayer()
            emitter.frame = root.bounds
            emitter.emitterPosition = CGPoint(x: 30, y: 100)
            emitter.seed = 9
            let move = CABasicAnimation(keyPath: "emitterPosition")
            move.fromValue = CGPoint(x: 30, y: 100)
            move.toValue = CGPoint(x: 170, y: 60)
            move.duration = 1.5
            emitter.add(move, forKey: "move")
            let cell = CAEmitterCell()
            cell.contents = Self.softDot(8)
            cell.birthRate = 40
            cell.lifetime = 1.2
            cell.velocity = 25
            cell.emissionRange = 2 * .pi
            cell.color = AgreementScenes.color(0.4, 0.8, 1, 0.9)
            cell.alphaSpeed = -0.5
            let sub = CAEmitterCell()
            sub.contents = Self.softDot(4)
            sub.birthRate = 8
            sub.lifetime = 0.6
            sub.velocity = 10
            sub.emissionRange = .pi
            sub.yAcceleration = 30
            cell.emitterCells = [sub]
            emitter.emitterCells = [cell]
            root.addSublayer(emitter)
        }
        let cpu = try agreement(scene, compared: [14, 29, 44])
        // The trail reaches as far right as the emitter has come (its x at t: 30 + 140t/1.5,
        // particles drifting 25 pt/s at most for 1.2 s), and it starts where the move began.
        func reach(_ image: CGImage) -> (first: Int, last: Int) {
            let background = rgba(image, 195, 145)[2]
            let columns = (0..<200).filter { x in (0..<150).contains { rgba(image, x, $0)[2] > background + 40 } }
            return (columns.min() ?? -1, columns.max() ?? -1)
        }
        for (i, t) in [(14, 0.5), (29, 1.0), (43, 1.4667)] {
            let x = 30 + 140 * t / 1.5, seen = reach(cpu[i])
            XCTAssertLessThanOrEqual(seen.last, Int(x + 25 * 1.2 + 8), "t = \(t)")
            XCTAssertGreaterThanOrEqual(seen.last, Int(x - 10), "t = \(t)")
            XCTAssertLessThanOrEqual(seen.first, 30, "t = \(t)")
        }
    }

    /// Animations of a cell's colour and birth rate by key path (an epoch a frame): each
    /// particle keeps the colour of its birth, on both backends.
    func testCellKeyPathAnimation() throws {
        let frames = (1...30).map { Double($0) / 20 }
        let scene = Scene(name: "emitter-cell-animation", width: 200, height: 150, times: frames) { root in
            root.backgroundColor = AgreementScenes.color(0.1, 0.1, 0.1)
            let emitter = CAEmitterLayer()
            emitter.frame = root.bounds
            emitter.emitterPosition = CGPoint(x: 20, y: 75)
            let cell = CAEmitterCell()
            cell.name = "dot"
            cell.contents = Self.softDot(8)
            cell.birthRate = 20
            cell.lifetime = 2
            cell.velocity = 100
            cell.emissionRange = 0.3
            let sub = CAEmitterCell()
            sub.name = "crumb"
            sub.contents = Self.softDot(4)
            sub.birthRate = 5
            sub.lifetime = 1
            sub.yAcceleration = 40
            cell.emitterCells = [sub]
            emitter.emitterCells = [cell]
            let color = CABasicAnimation(keyPath: "emitterCells.dot.color")
            color.fromValue = AgreementScenes.color(1, 0, 0)
            color.toValue = AgreementScenes.color(0, 0.3, 1)
            color.duration = 1.5
            emitter.add(color, forKey: "color")
            let rate = CAKeyframeAnimation(keyPath: "emitterCells.dot.crumb.birthRate")
            rate.values = [0, 20, 0]
            rate.duration = 1.5
            emitter.add(rate, forKey: "rate")
            root.addSublayer(emitter)
        }
        let cpu = try agreement(scene, compared: [9, 19, 29])
        // At 1.5 s the particles born early in the animation (red, 100 pt/s) are near
        // x = 20 + 100 × 1.3 (those born before it began, at 0 and 0.05, are white); the
        // youngest (born blue) are near the emitter.
        let last = cpu[29]
        let lead = (115..<150).flatMap { x in (60..<90).map { rgba(last, x, $0) } }.max { $0[0] < $1[0] }!
        XCTAssertGreaterThan(lead[0], lead[2] + 60, "the leaders were born red: \(lead)")
        let young = (22..<40).flatMap { x in (65..<85).map { rgba(last, x, $0) } }.max { $0[2] < $1[2] }!
        XCTAssertGreaterThan(young[2], young[0] + 60, "the young were born blue: \(young)")
    }

    func testFountain() throws { try assertAgreement(Self.fountain(.unordered)) }
    func testAdditiveFountain() throws { try assertAgreement(Self.fountain(.additive)) }
    func testOldestFirstFountain() throws { try assertAgreement(Self.fountain(.oldestFirst)) }
}
