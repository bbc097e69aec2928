@_spi(LaminaBackend) import LaminaRenderList
import Foundation
import Testing
@testable import LaminaRaster

/// PNG reading and writing (round trips, straight alpha on disk, errors for bad input),
/// the image comparison numbers and the 8-bit kernels they rest on.
@Suite struct PNGAndComparisonTests {
    /// Every premultiplied value with alphas 0, 1, 2, 127, 128, 254, 255 and channels ≤ alpha.
    func premultipliedSamples() -> PixelBuffer {
        let alphas = [0, 1, 2, 127, 128, 254, 255]
        let width = 256, height = alphas.count
        let buffer = PixelBuffer(width: width, height: height)
        for (y, a) in alphas.enumerated() {
            for x in 0..<width {
                let p = buffer.row(y) + x * 4
                let c = UInt8(min(x, a))
                p[0] = c; p[1] = UInt8(min(255 - x, a)); p[2] = UInt8(a / 2); p[3] = UInt8(a)
            }
        }
        return buffer
    }

    func temporaryURL(_ name: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("lamina-raster-\(UUID().uuidString)-\(name)")
    }

    @Test func pngRoundTripIsExactForPremultipliedPixels() throws {
        let original = premultipliedSamples()
        let data = try original.pngData()
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let decoded = try CGImage.load(pngData: data)
        #expect(decoded.width == 256 && decoded.height == 7)
        #expect(ImageComparison.compare(original, decoded.pixels)?.isIdentical == true)
    }

    @Test func pngFileRoundTripAndDataProviderInit() throws {
        let image = makeImage(width: 3, height: 2) { x, y in (UInt8(x * 100), UInt8(y * 200), 7, 255) }
        let url = temporaryURL("round.png")
        defer { try? FileManager.default.removeItem(at: url) }
        try image.writePNG(to: url)
        let loaded = try CGImage.load(contentsOf: url)
        #expect(ImageComparison.compare(image, loaded)?.isIdentical == true)
        let provider = CGDataProvider(data: try Data(contentsOf: url))!
        let viaProvider = CGImage(pngDataProviderSource: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent)
        #expect(viaProvider.map { ImageComparison.compare(image, $0)?.isIdentical == true } == true)
    }

    @Test func pngStraightAlphaIsPremultipliedOnReadAndBackOnWrite() throws {
        // A hand-made PNG (uncompressed zlib) holding straight (200, 100, 0, 128) and an
        // opaque (10, 20, 30, 255): read premultiplied, as 200·128/255 = 100.4 → 100 and
        // 100·128/255 = 50.2 → 50.
        let file = handMadePNG(width: 2, height: 1, rgba: [200, 100, 0, 128, 10, 20, 30, 255])
        let image = try CGImage.load(pngData: file)
        #expect(px(image.pixels, 0, 0) == [100, 50, 0, 128])
        #expect(px(image.pixels, 1, 0) == [10, 20, 30, 255])
        // Written back and read again: the straight values survive to within rounding.
        let again = try CGImage.load(pngData: try image.pngData())
        #expect(px(again.pixels, 0, 0) == [100, 50, 0, 128])
    }

    /// A PNG of 8-bit straight RGBA, stored without compression.
    func handMadePNG(width: Int, height: Int, rgba: [UInt8]) -> Data {
        func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }
        func crc32(_ bytes: [UInt8]) -> UInt32 {
            var c: UInt32 = 0xFFFF_FFFF
            for b in bytes {
                c ^= UInt32(b)
                for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
            }
            return ~c
        }
        func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
            let typed = Array(type.utf8) + body
            return be32(UInt32(body.count)) + typed + be32(crc32(typed))
        }
        var raw: [UInt8] = []
        for y in 0..<height {
            raw.append(0)
            raw += rgba[(y * width * 4)..<((y + 1) * width * 4)]
        }
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in raw { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
        let length = UInt16(raw.count)
        let zlib: [UInt8] = [0x78, 0x01, 0x01, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
            + raw + be32(b << 16 | a)
        let header = be32(UInt32(width)) + be32(UInt32(height)) + [8, 6, 0, 0, 0]
        return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", zlib) + chunk("IEND", []))
    }

    @Test func missingAndCorruptFilesThrowErrors() throws {
        let missing = URL(fileURLWithPath: "/nonexistent/lamina/none.png")
        #expect(throws: PNGError.self) { try CGImage.load(contentsOf: missing) }
        #expect(throws: PNGError.self) { try CGImage.load(pngData: Data()) }
        #expect(throws: PNGError.self) { try CGImage.load(pngData: Data("not a png at all".utf8)) }
        // A valid file cut short.
        let data = try premultipliedSamples().pngData()
        #expect(throws: PNGError.self) { try CGImage.load(pngData: data.prefix(data.count / 2)) }
        // A corrupted chunk (CRC mismatch in IHDR).
        var damaged = data
        damaged[20] ^= 0xFF
        #expect(throws: PNGError.self) { try CGImage.load(pngData: damaged) }
        do {
            _ = try CGImage.load(pngData: Data("not a png at all".utf8))
        } catch let error as PNGError {
            if case .invalidData(let reason) = error { #expect(!reason.isEmpty) } else { Issue.record("wrong case \(error)") }
        }
        let diagnostics = LaminaDiagnostics.capture {
            let provider = CGDataProvider(data: Data([1, 2, 3]))!
            #expect(CGImage(pngDataProviderSource: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent) == nil)
        }
        #expect(diagnostics.count == 1)
    }

    @Test func unwritablePathThrows() {
        let image = makeImage(width: 1, height: 1) { _, _ in (0, 0, 0, 255) }
        #expect(throws: PNGError.self) { try image.writePNG(to: URL(fileURLWithPath: "/nonexistent/dir/x.png")) }
    }

    // MARK: Comparison

    @Test func psnrOfIdenticalImagesIsInfinite() {
        let a = premultipliedSamples()
        let d = ImageComparison.compare(a, a.copy())!
        #expect(d.psnr == .infinity)
        #expect(d.maxChannelDifference == 0 && d.differingPixels == 0 && d.isIdentical)
    }

    @Test func psnrOfAKnownDifference() {
        // 10×10 transparent images; one pixel's red differs by 10 and another's alpha by 4.
        let a = PixelBuffer(width: 10, height: 10), b = PixelBuffer(width: 10, height: 10)
        b.row(3)[4 * 4] = 10
        b.row(7)[2 * 4 + 3] = 4
        let d = ImageComparison.compare(a, b, tolerance: 5)!
        let mse = Double(10 * 10 + 4 * 4) / 400
        #expect(abs(d.meanSquaredError - mse) < 1e-12)
        #expect(abs(d.psnr - 10 * log10(255 * 255 / mse)) < 1e-9)
        #expect(d.maxChannelDifference == 10)
        #expect(d.differingPixels == 1)
        #expect(ImageComparison.compare(a, b, tolerance: 0)!.differingPixels == 2)
        #expect(ImageComparison.compare(a, PixelBuffer(width: 9, height: 10)) == nil)
    }

    @Test func sideBySideSheetHasThreeTiles() {
        let a = render([layer(frame: CGRect(x: 10, y: 10, width: 30, height: 30), color: red)], width: 50, height: 50)
        let b = render([layer(frame: CGRect(x: 12, y: 10, width: 30, height: 30), color: red)], width: 50, height: 50)
        let sheet = ContactSheet.sideBySide(a, b, labels: ("cpu", "gl"))
        #expect(sheet.width >= 3 * 50 && sheet.height >= 50)
        // The difference tile shows the 2-pixel-wide strips where they differ.
        let difference = ImageComparison.differenceImage(a, b)!
        #expect(px(difference, 11, 20)[0] > 0)
        #expect(px(difference, 20, 20) == [0, 0, 0, 255])
    }

    // MARK: Kernels

    @Test func eightBitScaleIsExactRounding() {
        for f in 0...255 {
            for c in 0...255 {
                let p = UInt32(c) | UInt32(255 - c) << 8 | UInt32(c / 3) << 16 | UInt32(c) << 24
                let s = PackedColor.channels(PackedColor.scale(p, UInt32(f)))
                func exact(_ v: Int) -> UInt32 { UInt32((Double(v * f) / 255).rounded()) }
                if s.r != exact(c) || s.g != exact(255 - c) || s.b != exact(c / 3) || s.a != exact(c) {
                    Issue.record("scale(\(c), \(f)) = \(s)")
                    return
                }
            }
        }
        #expect(PackedColor.over(0xFF00_00FF, 0x8000_8000) == 0xFF00_00FF)
        #expect(PackedColor.lerp(0x8040_2010, 0x8040_2010, 77) == 0x8040_2010)
    }
}
