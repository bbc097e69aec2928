import Foundation
import Testing
@testable import LaminaGraphics

/// Drawing images: placement, orientation, filtering, transforms, tiling, image masks.
@Suite struct CGContextImageTests {
    /// A 2×2 image: top row red, green; bottom row blue, white (all opaque).
    var quad: CGImage {
        let bytes: [UInt8] = [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255]
        return CGImage(width: 2, height: 2, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 8,
                       space: CGColorSpaceCreateDeviceRGB(),
                       bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue),
                       provider: CGDataProvider(data: Data(bytes))!, decode: nil, shouldInterpolate: true,
                       intent: .defaultIntent)!
    }

    @Test func nearestScalingKeepsQuadrantsAndOrientation() {
        let c = ContextTest.context()
        c.interpolationQuality = .none
        c.draw(quad, in: CGRect(x: 0, y: 0, width: 100, height: 100))
        // The image's first row is at the top of the rect: user y 50…100.
        #expect(ContextTest.user(c, 25, 75) == [255, 0, 0, 255], "top-left red")
        #expect(ContextTest.user(c, 75, 75) == [0, 255, 0, 255], "top-right green")
        #expect(ContextTest.user(c, 25, 25) == [0, 0, 255, 255], "bottom-left blue")
        #expect(ContextTest.user(c, 75, 25) == [255, 255, 255, 255], "bottom-right white")
        #expect(ContextTest.user(c, 49, 50) == [255, 0, 0, 255], "nearest: no mixing at the seam")
        #expect(ContextTest.memory(c, 0, 0) == [255, 0, 0, 255], "memory row 0 is the image's top row")
    }

    @Test func bilinearCentreValues() {
        let c = ContextTest.context()
        c.draw(quad, in: CGRect(x: 0, y: 0, width: 100, height: 100))
        // Device pixel (x, y) samples image point ((x + 0.5)/50 − 0.5, (y + 0.5)/50 − 0.5).
        let colors: [[Double]] = [[255, 0, 0, 255], [0, 255, 0, 255], [0, 0, 255, 255], [255, 255, 255, 255]]
        func expected(_ x: Int, _ y: Int) -> [Double] {
            let u = Swift.min(Swift.max((Double(x) + 0.5) / 50 - 0.5, 0), 1)
            let v = Swift.min(Swift.max((Double(y) + 0.5) / 50 - 0.5, 0), 1)
            return (0..<4).map { k in
                (colors[0][k] * (1 - u) + colors[1][k] * u) * (1 - v) + (colors[2][k] * (1 - u) + colors[3][k] * u) * v
            }
        }
        for (x, y) in [(50, 50), (49, 49), (25, 75), (60, 40), (10, 90), (99, 0)] {
            let got = ContextTest.memory(c, x, y)
            #expect(ContextTest.near(got, expected(x, y), 2), "(\(x), \(y)): \(got) vs \(expected(x, y))")
        }
        // The very centre mixes all four: (127.5, 127.5, 127.5).
        #expect(ContextTest.near(ContextTest.memory(c, 50, 50), [127.5, 127.5, 127.5, 255], 4))
    }

    @Test func imagesThatShouldNotInterpolateUseNearest() {
        let bytes: [UInt8] = [255, 0, 0, 255, 0, 0, 255, 255]
        let pair = CGImage(width: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 8,
                           space: CGColorSpaceCreateDeviceRGB(),
                           bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue),
                           provider: CGDataProvider(data: Data(bytes))!, decode: nil, shouldInterpolate: false,
                           intent: .defaultIntent)!
        let c = ContextTest.context()
        c.draw(pair, in: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(ContextTest.memory(c, 49, 10) == [255, 0, 0, 255])
        #expect(ContextTest.memory(c, 50, 10) == [0, 0, 255, 255])
    }

    @Test func oneToOneDrawingCopiesExactly() throws {
        let source = ContextTest.context(8, 6)
        for k in 0..<6 {
            source.setFillColor(red: CGFloat(k) / 6, green: 0.5, blue: 1 - CGFloat(k) / 6, alpha: 0.25 + CGFloat(k) / 8)
            source.fill(CGRect(x: k, y: k, width: 8 - k, height: 1))
        }
        let image = try #require(source.makeImage())
        let c = ContextTest.context(20, 20)
        c.setBlendMode(.copy)
        c.draw(image, in: CGRect(x: 3, y: 4, width: 8, height: 6))
        for y in 0..<6 {
            for x in 0..<8 {
                #expect(ContextTest.memory(c, 3 + x, 20 - 4 - 6 + y) == ContextTest.memory(source, x, y), "(\(x), \(y))")
            }
        }
    }

    @Test func rotatedImageFollowsTheCTM() {
        let c = ContextTest.context()
        c.interpolationQuality = .none
        c.translateBy(x: 50, y: 50)
        c.rotate(by: .pi / 2)
        c.draw(quad, in: CGRect(x: 0, y: 0, width: 40, height: 40))
        // Rotated a quarter turn counterclockwise: the rect lies at user x −40…0,
        // y 0…40 relative to (50, 50); the image's top-left (red) quadrant, at local
        // (0…20, 20…40), lands at x −40…−20, y 0…20.
        #expect(ContextTest.user(c, 50 - 30, 50 + 10) == [255, 0, 0, 255])
        #expect(ContextTest.user(c, 50 - 30, 50 + 30) == [0, 255, 0, 255])
        #expect(ContextTest.user(c, 50 - 10, 50 + 10) == [0, 0, 255, 255])
        #expect(abs(ContextTest.totalAlpha(c) - 1600) < 0.5)
    }

    @Test func alphaAndBlendModesApplyToImages() {
        let c = ContextTest.context()
        c.setAlpha(0.5)
        c.interpolationQuality = .none
        c.draw(quad, in: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(ContextTest.user(c, 25, 75) == [128, 0, 0, 128])
        c.setAlpha(1)
        c.setBlendMode(.destinationOut)
        c.draw(quad, in: CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(ContextTest.user(c, 25, 25) == [0, 0, 0, 0], "destination-out with an opaque image erases")
        #expect(ContextTest.user(c, 75, 75) == [0, 128, 0, 128])
    }

    @Test func tilingRepeatsAcrossTheClip() {
        let c = ContextTest.context()
        c.interpolationQuality = .none
        c.clip(to: CGRect(x: 0, y: 0, width: 100, height: 50))
        c.draw(quad, in: CGRect(x: 10, y: 10, width: 20, height: 20), byTiling: true)
        #expect(abs(ContextTest.totalAlpha(c) - 5000) < 0.01, "the whole clip is painted")
        // Tile origin (10, 10): user x 10…20 is the image's left column; y 20…30 its top row.
        #expect(ContextTest.user(c, 15, 25) == [255, 0, 0, 255])
        #expect(ContextTest.user(c, 55, 45) == [255, 0, 0, 255], "two tiles right, one up")
        // (5, 5) is in the tile at x −10…10, y −10…10: right half, upper half → green.
        #expect(ContextTest.user(c, 5, 5) == [0, 255, 0, 255], "one tile left and down: top-right green")
        #expect(ContextTest.user(c, 5, 15) == [255, 255, 255, 255], "one tile left: bottom-right white")
        #expect(ContextTest.user(c, 5, 55) == [0, 0, 0, 0], "outside the clip")
    }

    @Test func clipToAnImageMask() throws {
        // A 2×1 gray mask: black then white; opaque gray masks by their gray level.
        let mask = try #require(CGImage(width: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 2,
                                        space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGBitmapInfo(rawValue: 0),
                                        provider: CGDataProvider(data: Data([0, 255]))!, decode: nil,
                                        shouldInterpolate: false, intent: .defaultIntent))
        let c = ContextTest.context()
        c.clip(to: CGRect(x: 0, y: 0, width: 100, height: 50), mask: mask)
        c.setFillColor(ContextTest.red)
        c.fill(CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(ContextTest.user(c, 10, 25)[3] == 0, "black clips")
        #expect(ContextTest.user(c, 90, 25) == [255, 0, 0, 255], "white keeps")
        #expect(ContextTest.user(c, 90, 75)[3] == 0, "outside the mask's rect")
        // The bilinear ramp between the two samples is half way at the centre.
        let middle = Double(ContextTest.user(c, 50, 25)[3])
        #expect(abs(middle - 127.5) < 8, "\(middle)")
        // An alpha-only mask masks by alpha.
        let alphaMask = try #require(CGImage(width: 1, height: 1, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 1,
                                             space: CGColorSpaceCreateDeviceGray(),
                                             bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.alphaOnly.rawValue),
                                             provider: CGDataProvider(data: Data([64]))!, decode: nil,
                                             shouldInterpolate: true, intent: .defaultIntent))
        let d = ContextTest.context()
        d.clip(to: CGRect(x: 0, y: 0, width: 100, height: 100), mask: alphaMask)
        d.setFillColor(ContextTest.red)
        d.fill(CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(d.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(ContextTest.user(d, 50, 50) == [64, 0, 0, 64])
    }
}
