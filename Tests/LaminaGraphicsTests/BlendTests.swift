import Foundation
import Testing
@testable import LaminaGraphics

/// `PixelBlend` kernels against the premultiplied formulas, computed here in integers
/// and doubles.
@Suite struct BlendTests {
    /// round(x / 255), the exact rounding the kernels promise.
    func div255(_ x: Int) -> Int { Int((Double(x) / 255).rounded()) }

    /// A reproducible stream of bytes.
    struct Bytes {
        var seed: UInt64
        mutating func next() -> UInt8 {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return UInt8(truncatingIfNeeded: seed >> 33)
        }
        /// A valid premultiplied pixel.
        mutating func pixel() -> [UInt8] {
            let a = next()
            return [UInt8(Int(next()) * Int(a) / 255), UInt8(Int(next()) * Int(a) / 255), UInt8(Int(next()) * Int(a) / 255), a]
        }
    }

    /// `count` random premultiplied pixels, with runs of opaque and transparent ones.
    func pixels(_ count: Int, _ bytes: inout Bytes) -> [UInt8] {
        var result: [UInt8] = []
        for i in 0..<count {
            switch i % 11 {
            case 3, 4, 5, 6: result += [255, 128, 0, 255]
            case 7: result += [0, 0, 0, 0]
            default: result += bytes.pixel()
            }
        }
        return result
    }

    /// Coverage with runs of 0 and 255 (the kernels' fast paths) and arbitrary values.
    func coverage(_ count: Int, _ bytes: inout Bytes) -> [UInt8] {
        (0..<count).map { i in i % 13 < 4 ? 255 : (i % 13 < 7 ? 0 : bytes.next()) }
    }

    @Test(arguments: [1, 3, 4, 7, 16, 37, 64])
    func solidSourceOverMatchesTheFormula(count: Int) {
        var bytes = Bytes(seed: UInt64(count))
        for color in [PremultipliedColor(red: 255, green: 0, blue: 0, alpha: 255),
                      PremultipliedColor(red: 40, green: 90, blue: 10, alpha: 120)] {
            var dst = pixels(count, &bytes)
            let original = dst
            let cov = coverage(count, &bytes)
            dst.withUnsafeMutableBufferPointer { d in
                PixelBlend.sourceOver(color, into: d.baseAddress!, count: count, coverage: cov)
            }
            let s = [color.red, color.green, color.blue, color.alpha].map(Int.init)
            for i in 0..<count {
                let c = Int(cov[i])
                let sa = div255(s[3] * c)
                for k in 0..<4 {
                    let expected = div255(s[k] * c) + div255(Int(original[4 * i + k]) * (255 - sa))
                    #expect(Int(dst[4 * i + k]) == expected, "pixel \(i) channel \(k), coverage \(c)")
                }
            }
        }
    }

    @Test func opaqueColourAtFullCoverageIsExactAndZeroCoverageLeavesThePixel() {
        var dst: [UInt8] = [10, 20, 30, 40, 10, 20, 30, 40, 10, 20, 30, 40, 10, 20, 30, 40, 10, 20, 30, 40]
        let red = PremultipliedColor(red: 255, green: 0, blue: 0, alpha: 255)
        dst.withUnsafeMutableBufferPointer { PixelBlend.sourceOver(red, into: $0.baseAddress!, count: 5, coverage: [255, 0, 255, 0, 255]) }
        #expect(Array(dst[0..<4]) == [255, 0, 0, 255])
        #expect(Array(dst[4..<8]) == [10, 20, 30, 40])
        #expect(Array(dst[16..<20]) == [255, 0, 0, 255])
        dst.withUnsafeMutableBufferPointer { PixelBlend.sourceOver(red, into: $0.baseAddress!, count: 5) }
        #expect(dst == Array(repeating: [255, 0, 0, 255], count: 5).flatMap { $0 })
    }

    @Test(arguments: [1, 4, 5, 33])
    func rowSourceOverMatchesTheFormula(count: Int) {
        var bytes = Bytes(seed: 99 + UInt64(count))
        for withCoverage in [false, true] {
            let src = pixels(count, &bytes)
            var dst = pixels(count, &bytes)
            let original = dst
            let cov = coverage(count, &bytes)
            dst.withUnsafeMutableBufferPointer { d in
                src.withUnsafeBufferPointer { s in
                    PixelBlend.sourceOver(row: s.baseAddress!, into: d.baseAddress!, count: count,
                                          coverage: withCoverage ? cov : nil)
                }
            }
            for i in 0..<count {
                let c = withCoverage ? Int(cov[i]) : 255
                let sa = div255(Int(src[4 * i + 3]) * c)
                for k in 0..<4 {
                    let expected = div255(Int(src[4 * i + k]) * c) + div255(Int(original[4 * i + k]) * (255 - sa))
                    #expect(Int(dst[4 * i + k]) == expected, "pixel \(i) channel \(k)")
                }
            }
        }
    }

    @Test(arguments: [2, 4, 9, 40])
    func copyAndClearMixByCoverage(count: Int) {
        var bytes = Bytes(seed: 7 + UInt64(count))
        let color = PremultipliedColor(red: 20, green: 200, blue: 100, alpha: 210)
        let src = pixels(count, &bytes)
        let original = pixels(count, &bytes)
        let cov = coverage(count, &bytes)
        var a = original, b = original, c = original
        a.withUnsafeMutableBufferPointer { PixelBlend.copy(color, into: $0.baseAddress!, count: count, coverage: cov) }
        b.withUnsafeMutableBufferPointer { d in
            src.withUnsafeBufferPointer { PixelBlend.copy(row: $0.baseAddress!, into: d.baseAddress!, count: count, coverage: cov) }
        }
        c.withUnsafeMutableBufferPointer { PixelBlend.clear($0.baseAddress!, count: count, coverage: cov) }
        let s = [color.red, color.green, color.blue, color.alpha].map(Int.init)
        for i in 0..<count {
            let w = Int(cov[i])
            for k in 0..<4 {
                let d = Int(original[4 * i + k])
                #expect(Int(a[4 * i + k]) == div255(s[k] * w + d * (255 - w)))
                #expect(Int(b[4 * i + k]) == div255(Int(src[4 * i + k]) * w + d * (255 - w)))
                #expect(Int(c[4 * i + k]) == div255(d * (255 - w)))
            }
        }
    }

    @Test func coverageArithmetic() {
        var bytes = Bytes(seed: 5)
        var a = (0..<45).map { _ in bytes.next() }
        let b = (0..<45).map { _ in bytes.next() }
        let original = a
        a.withUnsafeMutableBufferPointer { PixelBlend.multiplyCoverage($0.baseAddress!, by: b, count: 45) }
        for i in 0..<45 { #expect(Int(a[i]) == div255(Int(original[i]) * Int(b[i]))) }
        var c = original
        c.withUnsafeMutableBufferPointer { PixelBlend.scaleCoverage($0.baseAddress!, by: 77, count: 45) }
        for i in 0..<45 { #expect(Int(c[i]) == div255(Int(original[i]) * 77)) }
    }

    /// Each mode on one pixel, against its Porter–Duff / W3C formula in doubles.
    @Test func blendModesFollowTheirFormulas() {
        let s: [Double] = [0.6, 0.2, 0.1, 0.8]   // premultiplied source
        let d: [Double] = [0.1, 0.3, 0.5, 0.6]   // premultiplied destination
        let sa = s[3], da = d[3]
        func pd(_ fs: Double, _ fd: Double) -> [Double] { (0..<4).map { s[$0] * fs + d[$0] * fd } }
        func separable(_ f: (Double, Double) -> Double) -> [Double] {
            var r = (0..<3).map { k in s[k] * (1 - da) + d[k] * (1 - sa) + sa * da * f(d[k] / da, s[k] / sa) }
            r.append(sa + da - sa * da)
            return r
        }
        let cases: [(CGBlendMode, [Double])] = [
            (.normal, pd(1, 1 - sa)), (.copy, s), (.clear, [0, 0, 0, 0]),
            (.sourceIn, pd(da, 0)), (.sourceOut, pd(1 - da, 0)), (.sourceAtop, pd(da, 1 - sa)),
            (.destinationOver, pd(1 - da, 1)), (.destinationIn, pd(0, sa)), (.destinationOut, pd(0, 1 - sa)),
            (.destinationAtop, pd(1 - da, sa)), (.xor, pd(1 - da, 1 - sa)),
            (.plusLighter, (0..<4).map { Swift.min(1, s[$0] + d[$0]) }),
            (.plusDarker, {
                let a = Swift.min(1, sa + da)
                return (0..<3).map { Swift.max(0, a - ((sa - s[$0]) + (da - d[$0]))) } + [a]
            }()),
            (.multiply, separable { $0 * $1 }), (.screen, separable { $0 + $1 - $0 * $1 }),
            (.darken, separable { Swift.min($0, $1) }), (.lighten, separable { Swift.max($0, $1) }),
            (.difference, separable { abs($0 - $1) }), (.exclusion, separable { $0 + $1 - 2 * $0 * $1 }),
        ]
        let source = s.map { UInt8(($0 * 255).rounded()) }
        let destination = d.map { UInt8(($0 * 255).rounded()) }
        for (mode, expected) in cases {
            var pixel = destination
            source.withUnsafeBufferPointer { src in
                pixel.withUnsafeMutableBufferPointer { PixelBlend.blend(mode, source: src.baseAddress!, sourceStride: 0, into: $0.baseAddress!, count: 1, coverage: nil) }
            }
            for k in 0..<4 {
                #expect(abs(Double(pixel[k]) - expected[k] * 255) <= 2, "\(mode) channel \(k): \(pixel[k]) vs \(expected[k] * 255)")
            }
            // Half coverage mixes the result with the destination.
            var half = destination
            source.withUnsafeBufferPointer { src in
                half.withUnsafeMutableBufferPointer { PixelBlend.blend(mode, source: src.baseAddress!, sourceStride: 0, into: $0.baseAddress!, count: 1, coverage: [128]) }
            }
            for k in 0..<4 {
                let mixed = d[k] + 128.0 / 255 * (expected[k] - d[k])
                #expect(abs(Double(half[k]) - mixed * 255) <= 2, "\(mode) at half coverage, channel \(k)")
            }
        }
    }

    @Test func generalKernelAgreesWithTheFastOnesForNormal() {
        var bytes = Bytes(seed: 11)
        let src = pixels(24, &bytes), original = pixels(24, &bytes), cov = coverage(24, &bytes)
        var fast = original, general = original
        fast.withUnsafeMutableBufferPointer { d in src.withUnsafeBufferPointer { PixelBlend.sourceOver(row: $0.baseAddress!, into: d.baseAddress!, count: 24, coverage: cov) } }
        general.withUnsafeMutableBufferPointer { d in src.withUnsafeBufferPointer { PixelBlend.blend(.normal, source: $0.baseAddress!, sourceStride: 4, into: d.baseAddress!, count: 24, coverage: cov) } }
        for i in 0..<(24 * 4) { #expect(abs(Int(fast[i]) - Int(general[i])) <= 1, "byte \(i)") }
    }

    @Test func premultipliedColorRoundsComponentTimesAlpha() {
        let c = PremultipliedColor(CGColor(red: 1, green: 0.5, blue: 0, alpha: 0.5))
        #expect(c == PremultipliedColor(red: 128, green: 64, blue: 0, alpha: 128))
        #expect(PremultipliedColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1), alpha: 0.5) == PremultipliedColor(red: 128, green: 0, blue: 0, alpha: 128))
        #expect(PremultipliedColor(red: 200, green: 10, blue: 10, alpha: 100).red == 100, "colour never exceeds alpha")
    }
}

/// The compositor's mask-to-buffer call.
@Suite struct BlendThroughMaskTests {
    @Test func sourceOverThroughAMaskMatchesPixelByPixelBlending() {
        let path = CGMutablePath()
        path.addEllipse(in: CGRect(x: 10.5, y: 12.25, width: 70, height: 50))
        let mask = PathRasterizer().fill(path.storage, transform: .identity, rule: .winding, clip: PixelRect(width: 100, height: 100))
        let color = PremultipliedColor(red: 30, green: 60, blue: 90, alpha: 200)
        let fast = PixelBuffer(width: 100, height: 100), slow = PixelBuffer(width: 100, height: 100)
        for buffer in [fast, slow] {
            for y in 0..<100 { for x in 0..<100 { (buffer.row(y) + 4 * x).update(from: [UInt8(x), UInt8(y), 9, 120], count: 4) } }
        }
        let clip = PixelRect(x: 0, y: 0, width: 70, height: 100)
        PixelBlend.sourceOver(color, through: mask, into: fast, clip: clip)
        for y in 0..<100 {
            for x in 0..<70 {
                var c: [UInt8] = [mask.coverage(x: x, y: y)]
                c.withUnsafeMutableBufferPointer { PixelBlend.sourceOver(color, into: slow.row(y) + 4 * x, count: 1, coverage: $0.baseAddress!) }
            }
        }
        for y in 0..<100 {
            for x in 0..<100 where fast.pixel(x: x, y: y) != slow.pixel(x: x, y: y) {
                Issue.record("pixel (\(x), \(y)): \(fast.pixel(x: x, y: y)) vs \(slow.pixel(x: x, y: y))")
            }
        }
        #expect(fast.pixel(x: 75, y: 37) == (75, 37, 9, 120), "outside the clip")
    }
}
