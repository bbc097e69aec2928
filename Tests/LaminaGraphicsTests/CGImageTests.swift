import Foundation
import Testing
@testable import LaminaGraphics

/// `CGImage` from data in CoreGraphics' layouts, and its public API.
@Suite struct CGImageTests {
    func image(_ bytes: [UInt8], width: Int, height: Int, bitsPerPixel: Int = 32, bytesPerRow: Int? = nil,
               space: CGColorSpace = CGColorSpaceCreateDeviceRGB(), info: UInt32) -> CGImage? {
        CGImage(width: width, height: height, bitsPerComponent: 8, bitsPerPixel: bitsPerPixel,
                bytesPerRow: bytesPerRow ?? width * bitsPerPixel / 8, space: space,
                bitmapInfo: CGBitmapInfo(rawValue: info), provider: CGDataProvider(data: Data(bytes))!,
                decode: nil, shouldInterpolate: true, intent: .defaultIntent)
    }

    func pixel(_ image: CGImage, _ x: Int, _ y: Int) -> [UInt8] {
        let p = image.pixels.pixel(x: x, y: y)
        return [p.r, p.g, p.b, p.a]
    }

    @Test func premultipliedRGBARoundTrips() throws {
        let bytes: [UInt8] = [255, 0, 0, 255, 0, 128, 0, 128, 0, 0, 0, 0, 10, 20, 30, 40]
        let i = try #require(image(bytes, width: 2, height: 2, info: CGImageAlphaInfo.premultipliedLast.rawValue))
        #expect(pixel(i, 0, 0) == [255, 0, 0, 255])
        #expect(pixel(i, 1, 0) == [0, 128, 0, 128])
        #expect(pixel(i, 0, 1) == [0, 0, 0, 0])
        #expect(pixel(i, 1, 1) == [10, 20, 30, 40])
        #expect(i.width == 2 && i.height == 2 && i.bitsPerPixel == 32 && i.bitsPerComponent == 8 && i.bytesPerRow == 8)
        #expect(i.alphaInfo == .premultipliedLast && i.byteOrderInfo == .orderDefault)
        #expect(i.dataProvider?.data == Data(bytes), "the provider the image was made with")
    }

    @Test func bgraAndArgbAndAbgrLayouts() throws {
        // One pixel: premultiplied (r 200, g 100, b 50, a 220) in each memory order.
        let expected: [UInt8] = [200, 100, 50, 220]
        let layouts: [([UInt8], UInt32)] = [
            ([50, 100, 200, 220], CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue),
            ([220, 200, 100, 50], CGImageAlphaInfo.premultipliedFirst.rawValue),
            ([220, 50, 100, 200], CGImageAlphaInfo.premultipliedLast.rawValue | CGBitmapInfo.byteOrder32Little.rawValue),
            ([200, 100, 50, 220], CGImageAlphaInfo.premultipliedLast.rawValue | CGBitmapInfo.byteOrder32Big.rawValue),
        ]
        for (bytes, info) in layouts {
            let i = try #require(image(bytes, width: 1, height: 1, info: info))
            #expect(pixel(i, 0, 0) == expected, "info \(info)")
            #expect(i.bitmapInfo.rawValue == info)
        }
    }

    @Test func straightAlphaIsPremultiplied() throws {
        // (255, 128, 0) at alpha 128 → (128, 64, 0, 128); BGRA straight likewise.
        let rgba = try #require(image([255, 128, 0, 128], width: 1, height: 1, info: CGImageAlphaInfo.last.rawValue))
        #expect(pixel(rgba, 0, 0) == [128, 64, 0, 128])
        let bgra = try #require(image([0, 128, 255, 128], width: 1, height: 1,
                                      info: CGImageAlphaInfo.first.rawValue | CGBitmapInfo.byteOrder32Little.rawValue))
        #expect(pixel(bgra, 0, 0) == [128, 64, 0, 128])
        let argb = try #require(image([51, 255, 255, 255], width: 1, height: 1, info: CGImageAlphaInfo.first.rawValue))
        #expect(pixel(argb, 0, 0) == [51, 51, 51, 51])
    }

    @Test func opaqueAndGrayLayouts() throws {
        let skip = try #require(image([10, 20, 30, 0], width: 1, height: 1, info: CGImageAlphaInfo.noneSkipLast.rawValue))
        #expect(pixel(skip, 0, 0) == [10, 20, 30, 255])
        #expect(!skip.hasAlpha)
        let skipFirst = try #require(image([0, 10, 20, 30], width: 1, height: 1, info: CGImageAlphaInfo.noneSkipFirst.rawValue))
        #expect(pixel(skipFirst, 0, 0) == [10, 20, 30, 255])
        let rgb = try #require(image([1, 2, 3, 4, 5, 6], width: 2, height: 1, bitsPerPixel: 24, info: CGImageAlphaInfo.none.rawValue))
        #expect(pixel(rgb, 1, 0) == [4, 5, 6, 255])
        let gray = try #require(image([0, 77, 255, 9], width: 2, height: 2, bitsPerPixel: 8,
                                      space: CGColorSpaceCreateDeviceGray(), info: CGImageAlphaInfo.none.rawValue))
        #expect(pixel(gray, 1, 0) == [77, 77, 77, 255])
        #expect(gray.bitsPerPixel == 8 && gray.colorSpace?.model == .monochrome)
        let grayAlpha = try #require(image([200, 100], width: 1, height: 1, bitsPerPixel: 16,
                                           space: CGColorSpaceCreateDeviceGray(), info: CGImageAlphaInfo.last.rawValue))
        #expect(pixel(grayAlpha, 0, 0) == [78, 78, 78, 100])
        let mask = try #require(image([0, 128, 255], width: 3, height: 1, bitsPerPixel: 8,
                                      space: CGColorSpaceCreateDeviceGray(), info: CGImageAlphaInfo.alphaOnly.rawValue))
        #expect(pixel(mask, 1, 0) == [0, 0, 0, 128])
    }

    @Test func paddedRowsAreRead() throws {
        // Two rows of one pixel each, 8 bytes apart.
        let bytes: [UInt8] = [1, 2, 3, 255, 9, 9, 9, 9, 4, 5, 6, 255]
        let i = try #require(image(bytes, width: 1, height: 2, bytesPerRow: 8, info: CGImageAlphaInfo.premultipliedLast.rawValue))
        #expect(pixel(i, 0, 1) == [4, 5, 6, 255])
        #expect(i.bytesPerRow == 8)
    }

    @Test func invalidPremultipliedColourIsClampedToAlpha() throws {
        let i = try #require(image([200, 10, 10, 100], width: 1, height: 1, info: CGImageAlphaInfo.premultipliedLast.rawValue))
        #expect(pixel(i, 0, 0) == [100, 10, 10, 100])
    }

    @Test func unsupportedLayoutsGiveNilAndADiagnostic() {
        let four = [UInt8](repeating: 0, count: 64)
        let rgb = CGColorSpaceCreateDeviceRGB()
        let cases: [() -> CGImage?] = [
            { CGImage(width: 2, height: 2, bitsPerComponent: 16, bitsPerPixel: 64, bytesPerRow: 16, space: rgb,
                      bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue),
                      provider: CGDataProvider(data: Data(four))!, decode: nil, shouldInterpolate: true, intent: .defaultIntent) },
            { self.image(four, width: 2, height: 2, info: CGImageAlphaInfo.premultipliedLast.rawValue | CGBitmapInfo.floatComponents.rawValue) },
            { self.image(four, width: 2, height: 2, info: CGImageAlphaInfo.premultipliedLast.rawValue | CGBitmapInfo.byteOrder16Little.rawValue) },
            { self.image(four, width: 2, height: 2, bitsPerPixel: 24, info: CGImageAlphaInfo.premultipliedLast.rawValue) },
            { self.image(four, width: 0, height: 2, info: CGImageAlphaInfo.premultipliedLast.rawValue) },
            { self.image(four, width: 2, height: 2, bytesPerRow: 7, info: CGImageAlphaInfo.premultipliedLast.rawValue) },
            { self.image([1, 2, 3], width: 2, height: 2, info: CGImageAlphaInfo.premultipliedLast.rawValue) },
            { self.image(four, width: 2, height: 2, info: 9) },
        ]
        for (k, make) in cases.enumerated() {
            let diagnostics = LaminaDiagnostics.capture { #expect(make() == nil, "case \(k)") }
            #expect(diagnostics.map(\.code) == [.invalidArgument], "case \(k): \(diagnostics)")
        }
    }

    @Test func croppingUsesTopLeftPixelCoordinates() throws {
        var bytes: [UInt8] = []
        for y in 0..<4 { for x in 0..<4 { bytes += [UInt8(x * 10), UInt8(y * 10), 0, 255] } }
        let i = try #require(image(bytes, width: 4, height: 4, info: CGImageAlphaInfo.premultipliedLast.rawValue))
        let crop = try #require(i.cropping(to: CGRect(x: 1, y: 2, width: 2, height: 5)))
        #expect(crop.width == 2 && crop.height == 2, "clipped to the image")
        #expect(pixel(crop, 0, 0) == [10, 20, 0, 255])
        #expect(pixel(crop, 1, 1) == [20, 30, 0, 255])
        let fractional = try #require(i.cropping(to: CGRect(x: 0.5, y: 0.5, width: 1, height: 1)))
        #expect(fractional.width == 2 && fractional.height == 2, "made integral outward")
        let diagnostics = LaminaDiagnostics.capture {
            #expect(i.cropping(to: CGRect(x: 10, y: 10, width: 2, height: 2)) == nil)
            #expect(i.cropping(to: .null) == nil)
        }
        #expect(diagnostics.count == 2)
    }

    @Test func equalityIsIdentity() throws {
        let bytes: [UInt8] = [1, 2, 3, 255]
        let a = try #require(image(bytes, width: 1, height: 1, info: CGImageAlphaInfo.premultipliedLast.rawValue))
        let b = try #require(image(bytes, width: 1, height: 1, info: CGImageAlphaInfo.premultipliedLast.rawValue))
        #expect(a == a)
        #expect(a != b, "same pixels, different images")
        let copy = try #require(a.copy())
        #expect(copy != a)
        #expect(copy.pixels === a.pixels, "a copy shares the immutable pixels")
        #expect(Set([a, b, a]).count == 2)
    }

    @Test func imagesMadeByLaminaReportItsLayout() throws {
        let c = ContextTest.context(3, 2)
        c.setFillColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        c.fill(CGRect(x: 0, y: 0, width: 3, height: 2))
        let i = try #require(c.makeImage())
        #expect(i.bitsPerPixel == 32 && i.bytesPerRow == 12 && i.alphaInfo == .premultipliedLast)
        #expect(i.shouldInterpolate)
        let data = try #require(i.dataProvider?.data)
        #expect(Array(data.prefix(4)) == [0, 0, 128, 128])
        #expect(data.count == 24)
    }
}
