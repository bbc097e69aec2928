import Foundation
import Testing
@testable import LaminaGraphics

/// Bitmap contexts: creation, coordinates, filling.
@Suite struct CGContextTests {
    @Test func redRectInTheDefaultYUpSpace() {
        let c = ContextTest.context()
        c.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        c.fill(CGRect(x: 10, y: 10, width: 50, height: 50))
        // User y 10..<60 is memory rows 40..<90 of a 100-row bitmap.
        #expect(ContextTest.user(c, 35, 35) == [255, 0, 0, 255])
        #expect(ContextTest.memory(c, 35, 100 - 1 - 35) == [255, 0, 0, 255])
        #expect(ContextTest.memory(c, 10, 89) == [255, 0, 0, 255], "bottom-left pixel of the rect")
        #expect(ContextTest.memory(c, 59, 40) == [255, 0, 0, 255], "top-right pixel of the rect")
        #expect(ContextTest.memory(c, 10, 90) == [0, 0, 0, 0], "just below")
        #expect(ContextTest.memory(c, 10, 39) == [0, 0, 0, 0], "just above")
        #expect(ContextTest.user(c, 5, 5) == [0, 0, 0, 0])
        #expect(ContextTest.user(c, 60, 35) == [0, 0, 0, 0])
        #expect(ContextTest.totalAlpha(c) == 2500)
    }

    @Test func originIsTheBottomLeftCornerAndTheLastRowsInMemory() {
        let c = ContextTest.context(20, 30)
        c.setFillColor(ContextTest.red)
        c.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        for row in 0..<30 {
            for column in 0..<20 {
                let inside = column < 10 && row >= 20
                #expect(ContextTest.memory(c, column, row) == (inside ? [255, 0, 0, 255] : [0, 0, 0, 0]), "memory (\(column), \(row))")
            }
        }
    }

    @Test func halfPixelEdgeIsHalfCovered() {
        let c = ContextTest.context()
        c.setFillColor(ContextTest.red)
        c.fill(CGRect(x: 10.5, y: 10, width: 20, height: 20))
        let edge = ContextTest.user(c, 10, 15)
        #expect(ContextTest.near(edge, [127.5, 0, 0, 127.5], 2), "\(edge)")
        #expect(ContextTest.user(c, 30, 15)[3] > 120 && ContextTest.user(c, 30, 15)[3] < 135)
    }

    @Test func filledCircleAreaIsPiRSquared() {
        let c = ContextTest.context(200, 200)
        c.setFillColor(gray: 0, alpha: 1)
        c.fillEllipse(in: CGRect(x: 100.3 - 60, y: 99.6 - 60, width: 120, height: 120))
        let area = ContextTest.totalAlpha(c)
        #expect(abs(area - .pi * 3600) / (.pi * 3600) < 0.005, "\(area)")
    }

    @Test func nonZeroAndEvenOddFills() {
        for (rule, overlap) in [(CGPathFillRule.winding, UInt8(255)), (.evenOdd, 0)] {
            let c = ContextTest.context()
            c.setFillColor(ContextTest.red)
            c.addRect(CGRect(x: 10, y: 10, width: 40, height: 40))
            c.addRect(CGRect(x: 30, y: 30, width: 40, height: 40))
            c.fillPath(using: rule)
            #expect(ContextTest.user(c, 40, 40)[3] == overlap, "\(rule)")
            #expect(ContextTest.user(c, 20, 20)[3] == 255)
            #expect(c.isPathEmpty, "painting consumes the path")
        }
    }

    @Test func drawPathModes() {
        let c = ContextTest.context()
        c.setFillColor(ContextTest.red)
        c.setStrokeColor(red: 0, green: 0, blue: 1, alpha: 1)
        c.setLineWidth(4)
        c.addRect(CGRect(x: 20, y: 20, width: 60, height: 60))
        c.drawPath(using: .fillStroke)
        #expect(ContextTest.user(c, 50, 50) == [255, 0, 0, 255], "fill inside")
        #expect(ContextTest.user(c, 50, 79) == [0, 0, 255, 255], "stroke over the fill's edge")
        #expect(ContextTest.user(c, 50, 81) == [0, 0, 255, 255], "stroke outside the edge")
        #expect(ContextTest.user(c, 50, 82) == [0, 0, 0, 0])
    }

    @Test func fillRectsPaintsOverlapsOnce() {
        let c = ContextTest.context()
        c.setFillColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        c.fill([CGRect(x: 0, y: 0, width: 30, height: 30), CGRect(x: 20, y: 20, width: 30, height: 30)])
        #expect(ContextTest.user(c, 25, 25) == [128, 0, 0, 128])
    }

    @Test func alphaScalesThePaint() {
        let c = ContextTest.context()
        c.setAlpha(0.5)
        c.setFillColor(ContextTest.red)
        c.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(ContextTest.user(c, 5, 5) == [128, 0, 0, 128])
        // Over it, opaque green at alpha 0.5: G = 128 + D·(1 − 128/255).
        c.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
        c.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        let d = ContextTest.user(c, 5, 5)
        #expect(d == [64, 128, 0, 192], "\(d)")
    }

    @Test func clearMakesARectTransparentWhateverTheMode() {
        let c = ContextTest.context()
        c.setFillColor(ContextTest.red)
        c.fill(CGRect(x: 0, y: 0, width: 100, height: 100))
        c.setAlpha(0.3)
        c.setBlendMode(.multiply)
        c.clear(CGRect(x: 10, y: 10, width: 10, height: 10))
        #expect(ContextTest.user(c, 15, 15) == [0, 0, 0, 0])
        #expect(ContextTest.user(c, 25, 15) == [255, 0, 0, 255])
    }

    @Test func contextDrawsIntoCallerMemoryWithWideRows() {
        let rowBytes = 64
        let memory = UnsafeMutableRawPointer.allocate(byteCount: rowBytes * 8, alignment: 16)
        defer { memory.deallocate() }
        memory.initializeMemory(as: UInt8.self, repeating: 7, count: rowBytes * 8)
        let c = CGContext(data: memory, width: 10, height: 8, bitsPerComponent: 8, bytesPerRow: rowBytes,
                          space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        #expect(c.data == memory)
        #expect(c.bytesPerRow == 64 && c.width == 10 && c.height == 8 && c.bitsPerPixel == 32 && c.bitsPerComponent == 8)
        #expect(c.bitmapInfo.alphaInfo == .premultipliedLast)
        c.setFillColor(ContextTest.red)
        c.fill(CGRect(x: 0, y: 0, width: 10, height: 1))
        let bytes = memory.assumingMemoryBound(to: UInt8.self)
        #expect(Array(UnsafeBufferPointer(start: bytes + 7 * rowBytes, count: 4)) == [255, 0, 0, 255], "bottom row")
        #expect(bytes[7 * rowBytes + 40] == 7, "padding past the row is untouched")
        #expect(bytes[6 * rowBytes] == 7, "the row above is untouched")
    }

    @Test func allocatedContextsStartTransparent() {
        let c = ContextTest.context(7, 5)
        #expect(ContextTest.totalAlpha(c) == 0)
        #expect(c.bytesPerRow == 28)
        let wide = CGContext(data: nil, width: 7, height: 5, bitsPerComponent: 8, bytesPerRow: 40,
                             space: CGColorSpaceCreateDeviceRGB(),
                             bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue | CGBitmapInfo.byteOrder32Big.rawValue)
        #expect(wide?.bytesPerRow == 40)
    }

    @Test func unsupportedLayoutsGiveNilAndADiagnostic() {
        let rgb = CGColorSpaceCreateDeviceRGB()
        let bad: [(Int, Int, Int, Int, CGColorSpace, UInt32)] = [
            (0, 10, 8, 0, rgb, CGImageAlphaInfo.premultipliedLast.rawValue),
            (10, -1, 8, 0, rgb, CGImageAlphaInfo.premultipliedLast.rawValue),
            (10, 10, 16, 0, rgb, CGImageAlphaInfo.premultipliedLast.rawValue),
            (10, 10, 8, 0, rgb, CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue),
            (10, 10, 8, 0, rgb, CGImageAlphaInfo.last.rawValue),
            (10, 10, 8, 0, CGColorSpaceCreateDeviceGray(), CGImageAlphaInfo.none.rawValue),
            (10, 10, 8, 39, rgb, CGImageAlphaInfo.premultipliedLast.rawValue),
        ]
        for (w, h, bpc, bpr, space, info) in bad {
            let diagnostics = LaminaDiagnostics.capture {
                #expect(CGContext(data: nil, width: w, height: h, bitsPerComponent: bpc, bytesPerRow: bpr, space: space, bitmapInfo: info) == nil)
            }
            #expect(diagnostics.map(\.code) == [.invalidArgument], "\(w)×\(h) bpc \(bpc) info \(info)")
        }
    }

    @Test func makeImageCopiesThePixels() throws {
        let c = ContextTest.context(4, 4)
        c.setFillColor(ContextTest.red)
        c.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
        let image = try #require(c.makeImage())
        c.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(image.width == 4 && image.height == 4)
        #expect(image.alphaInfo == .premultipliedLast)
        #expect(image.pixels.pixel(x: 0, y: 3) == (255, 0, 0, 255), "bottom rows red")
        #expect(image.pixels.pixel(x: 0, y: 0) == (0, 0, 0, 0), "top rows were clear when the image was made")
    }

    @Test func blendModesOnChosenPixels() {
        // Destination: premultiplied (0.1, 0.3, 0.5, 0.6) everywhere; source colour
        // (0.75, 0.25, 0.125) at alpha 0.8, i.e. premultiplied (0.6, 0.2, 0.1, 0.8).
        let d: [Double] = [0.1, 0.3, 0.5, 0.6]
        let s: [Double] = [0.6, 0.2, 0.1, 0.8]
        let sa = s[3], da = d[3]
        func pd(_ fs: Double, _ fd: Double) -> [Double] { (0..<4).map { s[$0] * fs + d[$0] * fd } }
        func separable(_ f: (Double, Double) -> Double) -> [Double] {
            var result: [Double] = []
            for k in 0..<3 {
                let mixed: Double = sa * da * f(d[k] / da, s[k] / sa)
                result.append(s[k] * (1 - da) + d[k] * (1 - sa) + mixed)
            }
            return result + [sa + da - sa * da]
        }
        func plusDarker() -> [Double] {
            var result: [Double] = []
            for k in 0..<3 { result.append(Swift.max(0, 1 - ((sa - s[k]) + (da - d[k])))) }
            return result + [1]
        }
        let plusLighter: [Double] = (0..<4).map { Swift.min(1, s[$0] + d[$0]) }
        let expectations: [(CGBlendMode, [Double])] = [
            (.normal, pd(1, 1 - sa)), (.copy, s), (.clear, [0, 0, 0, 0]),
            (.multiply, separable { $0 * $1 }), (.screen, separable { $0 + $1 - $0 * $1 }),
            (.sourceIn, pd(da, 0)), (.sourceOut, pd(1 - da, 0)), (.destinationOver, pd(1 - da, 1)),
            (.destinationIn, pd(0, sa)), (.destinationOut, pd(0, 1 - sa)), (.xor, pd(1 - da, 1 - sa)),
            (.plusLighter, plusLighter), (.plusDarker, plusDarker()),
        ]
        for (mode, expected) in expectations {
            let c = ContextTest.context(20, 20)
            c.setFillColor(red: 0.1 / 0.6, green: 0.3 / 0.6, blue: 0.5 / 0.6, alpha: 0.6)
            c.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
            c.setBlendMode(mode)
            c.setFillColor(red: 0.75, green: 0.25, blue: 0.125, alpha: 0.8)
            c.fill(CGRect(x: 5, y: 5, width: 10, height: 10))
            let inside = ContextTest.user(c, 10, 10), outside = ContextTest.user(c, 2, 2)
            #expect(ContextTest.near(inside, expected.map { $0 * 255 }, 2.5), "\(mode): \(inside) vs \(expected.map { $0 * 255 })")
            #expect(ContextTest.near(outside, d.map { $0 * 255 }, 1), "\(mode) changes nothing outside the shape")
        }
    }

    @Test func everyBlendModeDrawsWithoutDiagnostics() {
        for mode in CGBlendMode.allCases {
            let c = ContextTest.context(8, 8)
            c.setFillColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
            c.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
            let diagnostics = LaminaDiagnostics.capture {
                c.setBlendMode(mode)
                c.setFillColor(red: 0.9, green: 0.5, blue: 0.1, alpha: 0.7)
                c.fill(CGRect(x: 2, y: 2, width: 4, height: 4))
            }
            #expect(diagnostics.isEmpty, "\(mode)")
            let p = ContextTest.user(c, 4, 4)
            #expect(p[0] <= p[3] && p[1] <= p[3] && p[2] <= p[3], "\(mode) keeps premultiplied pixels valid")
        }
    }

    @Test func antialiasingOffGivesHardEdges() {
        let c = ContextTest.context()
        c.setShouldAntialias(false)
        c.setFillColor(ContextTest.red)
        c.fillEllipse(in: CGRect(x: 10.3, y: 10.7, width: 50, height: 40))
        for y in 0..<100 {
            for x in 0..<100 {
                let a = ContextTest.memory(c, x, y)[3]
                #expect(a == 0 || a == 255, "pixel (\(x), \(y)) is \(a)")
            }
        }
        #expect(abs(ContextTest.totalAlpha(c) - .pi * 25 * 20) < 30)
    }
}
