import Foundation
import Testing
import XCTest
@testable import Lamina
@testable import LaminaGL
@testable import LaminaHost
@testable import LaminaRaster
@testable @_spi(Fuzzing) import LaminaFuzzing

/// The "Bad input" table of the developers' guide, row by row, and what fuzzing found:
/// for each case the documented Apple behaviour, or the diagnostic Lamina emits where
/// Apple raises an exception or leaves the result undefined. Never a crash, a hang or a
/// corrupted tree (`checkInvariants()` after each row).
@Suite("Bad input table")
struct BadInputTableTests {
    /// A 20 × 20 bitmap with `root` drawn into it through `render(in:)`, flipped as
    /// UIKit flips (y down: a layer's pixel (x, y) is the image's).
    func draw(_ root: CALayer, side: Int = 20) -> CGImage {
        let context = CGContext(data: nil, width: side, height: side, bitsPerComponent: 8, bytesPerRow: side * 4,
                                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        context.translateBy(x: 0, y: CGFloat(side))
        context.scaleBy(x: 1, y: -1)
        root.render(in: context)
        return context.makeImage()!
    }

    /// `layer`'s presentation at `t` once a renderer (without a backend) has committed
    /// `root` and run a frame at `t`; `setUp` runs in a transaction at `start` first.
    func presentation(of layer: CALayer, in root: CALayer, start: CFTimeInterval, at t: CFTimeInterval,
                      setUp: () -> Void) -> CALayer? {
        let renderer = CARenderer()
        renderer.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        renderer.layer = root
        CAMediaClock.withFixedTime(start) {
            renderer.beginFrame(atTime: start)
            renderer.endFrame()
            CATransaction.begin()
            setUp()
            CATransaction.commit()
        }
        return CAMediaClock.withFixedTime(t) {
            renderer.beginFrame(atTime: t)
            renderer.endFrame()
            return layer.presentation()
        }
    }

    func alpha(_ image: CGImage, _ x: Int, _ y: Int) -> Int { Int(image.pixels.pixel(x: x, y: y).a) }

    func codes(_ diagnostics: [LaminaDiagnostic]) -> [LaminaDiagnostic.Code] { diagnostics.map(\.code) }

    // MARK: Geometry

    @Test("NaN and infinite geometry is refused; the old value is kept and the rest draws")
    func nonFiniteGeometry() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        root.addSublayer(layer)
        let diagnostics = LaminaDiagnostics.capture {
            layer.position = CGPoint(x: CGFloat.nan, y: 3)
            layer.bounds = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1)
            layer.zPosition = -.infinity
            var transform = CATransform3DIdentity
            transform.m11 = .nan
            layer.transform = transform
            layer.frame = CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)
        }
        #expect(codes(diagnostics).allSatisfy { $0 == .nonFiniteValue } && diagnostics.count >= 4, "\(diagnostics)")
        #expect(layer.position == CGPoint(x: 5, y: 5))
        #expect(layer.bounds == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(layer.zPosition == 0 && CATransform3DIsIdentity(layer.transform))
        #expect(root.checkInvariants().isEmpty)
        let image = draw(root)
        #expect(alpha(image, 5, 5) == 255 && alpha(image, 15, 15) == 0)
    }

    @Test("zero and negative sizes are stored as given; a zero-size layer draws nothing")
    func zeroAndNegativeSizes() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        let empty = CALayer()
        empty.frame = CGRect(x: 2, y: 2, width: 0, height: 10)
        empty.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        empty.borderWidth = 0
        let negative = CALayer()
        negative.bounds = CGRect(x: 0, y: 0, width: -8, height: -8)
        negative.position = CGPoint(x: 14, y: 14)
        negative.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        root.addSublayer(empty)
        root.addSublayer(negative)
        // CGRect keeps the sign of a stored size; its width reads standardized (CoreGraphics).
        #expect(negative.bounds.size.width == -8 && negative.frame == CGRect(x: 10, y: 10, width: 8, height: 8))
        #expect(empty.frame.width == 0)
        let image = draw(root)
        #expect((0..<20).allSatisfy { alpha(image, 2, $0) == 0 }, "the zero-width layer drew")
        #expect(root.checkInvariants().isEmpty)
    }

    @Test("singular transforms: CATransform3DInvert returns its argument, convert reports, the layer vanishes")
    func singularTransforms() {
        let singular = CATransform3DMakeScale(0, 1, 1)
        // Apple: "If the matrix has no inverse, returns the original matrix."
        #expect(CATransform3DInvert(singular) == singular)
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        let flat = CALayer()
        flat.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        flat.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        flat.transform = singular
        root.addSublayer(flat)
        var converted = CGPoint.zero
        let diagnostics = LaminaDiagnostics.capture { converted = root.convert(CGPoint(x: 3, y: 4), to: flat) }
        #expect(codes(diagnostics) == [.singularTransform])
        #expect(converted == CGPoint(x: 3, y: 4))
        #expect(root.hitTest(CGPoint(x: 10, y: 10)) === root, "a layer with no area is not hit")
        let image = draw(root)
        #expect((0..<20).allSatisfy { alpha(image, $0, 10) == 0 })
    }

    // MARK: Key paths

    @Test("unknown keys are stored as custom keys (CALayer is a KVC container); unknown components are ignored")
    func unknownKeyPaths() {
        let layer = CALayer()
        // Apple: CALayer and CAAnimation "are key-value coding compliant container classes,
        // which means that you can set values for arbitrary keys".
        let quiet = LaminaDiagnostics.capture {
            layer.setValue(42, forKey: "myCustomKey")
        }
        #expect(quiet.isEmpty)
        #expect(layer.value(forKey: "myCustomKey") as? Int == 42)
        // A component a struct does not have raises NSUnknownKeyException on Apple:
        // Lamina ignores the call with a diagnostic and keeps the value.
        layer.position = CGPoint(x: 1, y: 2)
        let diagnostics = LaminaDiagnostics.capture {
            layer.setValue(5, forKeyPath: "position.w")
            #expect(layer.value(forKeyPath: "position.w") == nil)
        }
        #expect(codes(diagnostics).allSatisfy { $0 == .unknownKeyPath } && !diagnostics.isEmpty, "\(diagnostics)")
        #expect(layer.position == CGPoint(x: 1, y: 2))
        // An animation of a key path that names nothing animates nothing.
        let root = CALayer()
        root.addSublayer(layer)
        let animation = CABasicAnimation(keyPath: "position.w")
        animation.fromValue = 0
        animation.toValue = 10
        animation.duration = 1
        var presented: CGPoint?
        LaminaDiagnostics.capture {
            presented = presentation(of: layer, in: root, start: 1, at: 1.5) { layer.add(animation, forKey: "w") }?.position
        }
        #expect(presented == CGPoint(x: 1, y: 2))
        #expect(root.checkInvariants().isEmpty)
    }

    @Test("an animation given NaN or an infinity is ignored with a diagnostic; the layer keeps its model value")
    func nonFiniteAnimationValues() {
        let root = CALayer()
        let layer = CALayer()
        layer.position = CGPoint(x: 3, y: 4)
        root.addSublayer(layer)
        let basic = CABasicAnimation(keyPath: "position")
        basic.fromValue = CGPoint(x: -CGFloat.infinity, y: 2)
        basic.toValue = CGPoint(x: 10, y: 10)
        basic.duration = 2
        let keyframes = CAKeyframeAnimation(keyPath: "opacity")
        keyframes.values = [0, Double.nan, 1]
        keyframes.duration = 2
        var presented: CALayer?
        let diagnostics = LaminaDiagnostics.capture {
            presented = presentation(of: layer, in: root, start: 1, at: 2) {
                layer.add(basic, forKey: "move")
                layer.add(keyframes, forKey: "fade")
            }
        }
        #expect(diagnostics.filter { $0.message.contains("not finite") }.count == 2, "\(diagnostics)")
        #expect(presented?.position == CGPoint(x: 3, y: 4) && presented?.opacity == 1)
    }

    @Test("mismatched keyframe arrays: the animation is ignored with one diagnostic naming the array")
    func mismatchedKeyframeArrays() {
        let root = CALayer()
        let layer = CALayer()
        layer.position = CGPoint(x: 7, y: 7)
        root.addSublayer(layer)
        let keyframes = CAKeyframeAnimation(keyPath: "position.x")
        keyframes.values = [0, 50, 100]
        keyframes.keyTimes = [0, 1]
        keyframes.duration = 2
        var presented: CGFloat?
        let diagnostics = LaminaDiagnostics.capture {
            presented = presentation(of: layer, in: root, start: 10, at: 11) { layer.add(keyframes, forKey: "x") }?.position.x
        }
        #expect(diagnostics.contains { $0.message.contains("keyTimes") }, "\(diagnostics)")
        #expect(presented == 7, "the rejected animation still moved the layer")
    }

    // MARK: The tree

    @Test("a layer added to itself or to its own descendant leaves the tree unchanged, with .layerCycle")
    func cycles() {
        let parent = CALayer(), child = CALayer(), grandchild = CALayer()
        parent.addSublayer(child)
        child.addSublayer(grandchild)
        let diagnostics = LaminaDiagnostics.capture {
            grandchild.addSublayer(parent)
            child.addSublayer(child)
            grandchild.insertSublayer(parent, at: 0)
            grandchild.mask = parent
            child.sublayers = [parent]
        }
        #expect(codes(diagnostics).allSatisfy { $0 == .layerCycle } && diagnostics.count >= 4, "\(diagnostics)")
        #expect(parent.superlayer == nil && parent.sublayers?.count == 1 && child.sublayers?.first === grandchild)
        #expect(grandchild.mask == nil && (grandchild.sublayers ?? []).isEmpty)
        #expect(parent.checkInvariants().isEmpty)
    }

    @Test("nested replicators beyond 2²⁰ copies together draw the first copies of the inner one, with a diagnostic")
    func nestedReplicatorsBeyondTheCopyBound() {
        // Fuzzing: 100,000 copies of 100,000 copies would list 10¹⁰ items (a hang, or
        // memory exhausted). The inner replicator draws 2²⁰ / 100,000 = 10 copies a copy.
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        let outer = CAReplicatorLayer(), inner = CAReplicatorLayer()
        outer.frame = root.bounds
        inner.frame = root.bounds
        outer.instanceCount = 100_000
        outer.instanceTransform = CATransform3DMakeTranslation(0, 1, 0)
        inner.instanceCount = 100_000
        inner.instanceTransform = CATransform3DMakeTranslation(1, 0, 0)
        let dot = CALayer()
        dot.frame = CGRect(x: 0, y: 0, width: 1, height: 1)
        dot.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        inner.addSublayer(dot)
        outer.addSublayer(inner)
        root.addSublayer(outer)
        let renderer = CARenderer()
        renderer.bounds = root.bounds
        renderer.layer = root
        let diagnostics = LaminaDiagnostics.capture {
            CAMediaClock.withFixedTime(0) {
                renderer.beginFrame(atTime: 0)
                renderer.render()
                renderer.endFrame()
            }
        }
        let counts = renderer.renderList.commands.compactMap { command -> Int? in
            if case .beginInstances(let run) = command { return run.count } else { return nil }
        }
        #expect(counts == [100_000, 10])
        #expect(codes(diagnostics) == [.invalidArgument] && diagnostics[0].message.contains("CAReplicatorLayer"))
        #expect(renderer.checkInvariants().isEmpty && root.checkInvariants().isEmpty)
    }

    @Test("a contentsRect far past the image shows its edge pixels, extended outwards (Apple's contentsRect)")
    func contentsRectFarPastTheImage() {
        // Fuzzing: GL drew nothing for a contentsRect 10²⁹⁹ wide. Apple: "If pixels outside
        // the unit rectangle are requested, the edge pixels of the contents image will be
        // extended outwards." A red-left, blue-right image shown from 10³⁰⁰: all blue.
        let halves = CGContext(data: nil, width: 4, height: 1, bitsPerComponent: 8, bytesPerRow: 16,
                               space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        halves.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        halves.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
        halves.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        halves.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        for (x, rect) in [(0, CGRect(x: 1e300, y: 0, width: 0.5, height: 1)), (10, CGRect(x: 0.5, y: 0, width: 1.6e299, height: 1))] {
            let layer = CALayer()
            layer.frame = CGRect(x: CGFloat(x), y: 0, width: 10, height: 20)
            layer.contents = halves.makeImage()
            layer.contentsRect = rect
            root.addSublayer(layer)
        }
        let image = draw(root)
        for (x, y) in [(1, 1), (5, 10), (12, 3), (18, 18)] {
            let p = image.pixels.pixel(x: x, y: y)
            #expect([p.r, p.g, p.b, p.a] == [0, 0, 255, 255], "(\(x), \(y))")
        }
    }

    // MARK: Files and platform

    @Test("a missing, corrupt or lying PNG file throws a PNGError that says which and why")
    func missingAndCorruptImages() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-bad-input-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = folder.appendingPathComponent("missing.png")
        #expect {
            try CGImage.load(contentsOf: missing)
        } throws: { error in
            guard case PNGError.unreadableFile(let path, _) = error else { return false }
            return path == missing.path
        }
        let corrupt = folder.appendingPathComponent("corrupt.png")
        try Data("not a PNG at all".utf8).write(to: corrupt)
        #expect { try CGImage.load(contentsOf: corrupt) } throws: { error in
            if case PNGError.invalidData = error { return true } else { return false }
        }
        // A header claiming 60000 × 60000 pixels in a 45-byte file: refused before the
        // 13 GiB it would ask for (fuzzing's first finding on PNGs: a header alone could
        // allocate up to the codec's cap).
        // A header claiming 16384 × 16384 pixels (within the codec's cap) in a 66-byte
        // file: refused before the gigabyte it would ask for. Fuzzing's first PNG finding
        // was that a header alone could allocate up to the cap.
        var ihdr: [UInt8] = [0, 0, 0x40, 0, 0, 0, 0x40, 0, 8, 6, 0, 0, 0]
        let lying = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] + Self.chunk("IHDR", ihdr)
            + Self.chunk("IDAT", [0x78, 0x9c, 0x63, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01]) + Self.chunk("IEND", [])
        #expect { try CGImage.load(pngData: Data(lying)) } throws: { error in
            guard case PNGError.invalidData(let reason) = error else { return false }
            return reason.contains("16384×16384")
        }
        // The same header over 1 × 1 pixels decodes (the bound is not a guess at sizes).
        ihdr.replaceSubrange(0..<8, with: [0, 0, 0, 1, 0, 0, 0, 1])
        let small = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] + Self.chunk("IHDR", ihdr)
            + Self.chunk("IDAT", [0x78, 0x9c, 0x63, 0x60, 0x00, 0x02, 0x00, 0x00, 0x05, 0x00, 0x01]) + Self.chunk("IEND", [])
        let image = try CGImage.load(pngData: Data(small))
        #expect(image.width == 1 && image.height == 1)
    }

    /// A PNG chunk: its length, type, data and CRC.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        let crc = crc32(body)
        return bigEndian(UInt32(data.count)) + body + bigEndian(crc)
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xff), UInt8(value >> 8 & 0xff), UInt8(value & 0xff)]
    }

    /// PNG's CRC-32 (ISO 3309, the polynomial 0xEDB88320 reflected), of `bytes`.
    static func crc32<C: Collection>(_ bytes: C) -> UInt32 where C.Element == UInt8 {
        var crc: UInt32 = 0xffff_ffff
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xedb8_8320 : crc >> 1 }
        }
        return ~crc
    }

    @Test("no GL: an offscreen context of no area is refused with GLContextError.invalidSize")
    func invalidGLSurface() {
        for (width, height) in [(0, 10), (10, -1), (Int.max, 2)] {
            #expect(throws: GLContextError.invalidSize(width: width, height: height)) {
                _ = try GLOffscreenContext(width: width, height: height)
            }
        }
    }
}

/// The platform rows: no display (on the main thread, GLFW's rule, which XCTest keeps)
/// and no GL (a process-wide fault, so not among the parallel Swift Testing cases).
final class BadInputPlatformTests: XCTestCase {
    func testNoDisplayThrowsNoDisplayWithTheReasonAndWhatToDo() {
        XCTAssertThrowsError(try GLFWRuntime.start(environment: ["DISPLAY": "", "WAYLAND_DISPLAY": "", "HOME": "/"])) { error in
            guard case WindowError.noDisplay = error else { return XCTFail("\(error)") }
            XCTAssertTrue("\(error)".contains("xvfb-run") && "\(error)".contains("offscreen"), "\(error)")
        }
    }

    func testNoEGLThrowsEGLUnavailableSayingWhatToInstall() throws {
        defer { GLFaults.active = GLFaults() }
        GLFaults.active = GLFaults(parsing: "egl-missing")
        XCTAssertThrowsError(try GLOffscreenContext(width: 8, height: 8)) { error in
            XCTAssertEqual(error as? GLContextError, .eglUnavailable)
            XCTAssertTrue("\(error)".contains("apt-get install"), "\(error)")
        }
    }
}
