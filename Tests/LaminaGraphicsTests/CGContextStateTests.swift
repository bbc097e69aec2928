import Foundation
import Testing
@testable import LaminaGraphics

/// Graphics state, CTM, clipping, and bad input.
@Suite struct CGContextStateTests {
    @Test func saveAndRestoreCTMColourAndClip() {
        let c = ContextTest.context()
        c.setFillColor(ContextTest.red)
        c.saveGState()
        c.translateBy(x: 50, y: 50)
        c.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
        c.clip(to: CGRect(x: 0, y: 0, width: 10, height: 10))
        c.fill(CGRect(x: -100, y: -100, width: 300, height: 300))
        #expect(ContextTest.totalAlpha(c) == 100, "clipped to 10×10")
        #expect(ContextTest.user(c, 55, 55) == [0, 255, 0, 255])
        c.restoreGState()
        #expect(c.ctm == .identity)
        #expect(c.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 100, height: 100))
        c.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(ContextTest.user(c, 5, 5) == [255, 0, 0, 255], "colour restored, clip gone")
    }

    @Test func ctmOperationsComposeAsApples() {
        let c = ContextTest.context()
        c.translateBy(x: 10, y: 20)
        c.scaleBy(x: 2, y: 3)
        c.rotate(by: .pi / 2)
        let t = CGAffineTransform(rotationAngle: .pi / 2).concatenating(CGAffineTransform(scaleX: 2, y: 3))
            .concatenating(CGAffineTransform(translationX: 10, y: 20))
        #expect(abs(c.ctm.a - t.a) < 1e-12 && abs(c.ctm.b - t.b) < 1e-12 && abs(c.ctm.c - t.c) < 1e-12
                && abs(c.ctm.d - t.d) < 1e-12 && c.ctm.tx == t.tx && c.ctm.ty == t.ty)
        // A point at user (1, 0) goes to (10, 20 + 3).
        let p = CGPoint(x: 1, y: 0).applying(c.ctm)
        #expect(abs(p.x - 10) < 1e-12 && abs(p.y - 23) < 1e-12)
        c.concatenate(CGAffineTransform(translationX: 1, y: 1))
        let q = CGPoint.zero.applying(c.ctm)
        #expect(abs(q.x - (10 - 2)) < 1e-12 && abs(q.y - (20 + 3)) < 1e-12)
    }

    @Test func rotatedSquareKeepsItsArea() {
        let c = ContextTest.context()
        c.setFillColor(ContextTest.red)
        c.translateBy(x: 50, y: 50)
        c.rotate(by: .pi / 6)
        c.fill(CGRect(x: -20, y: -20, width: 40, height: 40))
        #expect(abs(ContextTest.totalAlpha(c) - 1600) < 1600 * 0.002)
        // The corner (20, 20) rotated by 30° is at (50 + 7.32, 50 + 27.32).
        #expect(ContextTest.user(c, 57, 75)[3] == 255)
        #expect(ContextTest.user(c, 69, 69)[3] == 0, "outside the rotated square, inside the unrotated one")
    }

    @Test func pathQueriesAreInUserSpace() {
        let c = ContextTest.context()
        c.translateBy(x: 30, y: 10)
        c.scaleBy(x: 2, y: 2)
        #expect(c.isPathEmpty)
        #expect(c.boundingBoxOfPath.isNull)
        c.move(to: CGPoint(x: 1, y: 2))
        c.addLine(to: CGPoint(x: 5, y: 7))
        #expect(!c.isPathEmpty)
        #expect(c.currentPointOfPath == CGPoint(x: 5, y: 7))
        #expect(c.boundingBoxOfPath == CGRect(x: 1, y: 2, width: 4, height: 5))
        #expect(c.path?.boundingBox == CGRect(x: 1, y: 2, width: 4, height: 5))
        c.closePath()
        #expect(c.pathContains(CGPoint(x: 3, y: 4.4), mode: .stroke))
        c.beginPath()
        #expect(c.isPathEmpty)
    }

    @Test func clipToAPath() {
        let c = ContextTest.context()
        c.addEllipse(in: CGRect(x: 20, y: 20, width: 60, height: 40))
        c.clip()
        #expect(c.isPathEmpty, "clipping consumes the path")
        #expect(c.boundingBoxOfClipPath == CGRect(x: 20, y: 20, width: 60, height: 40))
        c.setFillColor(ContextTest.red)
        c.fill(CGRect(x: 0, y: 0, width: 100, height: 100))
        let area = ContextTest.totalAlpha(c)
        #expect(abs(area - .pi * 30 * 20) / (.pi * 600) < 0.005, "\(area)")
        #expect(ContextTest.user(c, 50, 40) == [255, 0, 0, 255])
        #expect(ContextTest.user(c, 22, 22) == [0, 0, 0, 0])
    }

    @Test func clipsIntersect() {
        let c = ContextTest.context()
        c.clip(to: CGRect(x: 10, y: 10, width: 50, height: 50))
        c.clip(to: CGRect(x: 30.5, y: 30, width: 50, height: 50))
        c.setFillColor(ContextTest.red)
        c.fill(CGRect(x: 0, y: 0, width: 100, height: 100))
        // 29.5 × 30 pixels, the left column half covered.
        #expect(abs(ContextTest.totalAlpha(c) - 29.5 * 30) < 0.1)
        #expect(ContextTest.near(ContextTest.user(c, 30, 40), [127.5, 0, 0, 127.5], 1.5))
        #expect(ContextTest.user(c, 61, 40)[3] == 0)
        c.resetClip()
        c.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        #expect(ContextTest.user(c, 2, 2)[3] == 255)
        // An even-odd path clip with a hole, intersected with a rectangle.
        let e = ContextTest.context()
        e.addRect(CGRect(x: 0, y: 0, width: 60, height: 60))
        e.addRect(CGRect(x: 20, y: 20, width: 20, height: 20))
        e.clip(using: .evenOdd)
        e.clip(to: CGRect(x: 10, y: 10, width: 90, height: 90))
        e.setFillColor(ContextTest.red)
        e.fill(CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(ContextTest.totalAlpha(e) == 50 * 50 - 400)
        #expect(ContextTest.user(e, 30, 30)[3] == 0, "the hole")
    }

    @Test func clipToAnEmptyPathClipsEverything() {
        let c = ContextTest.context()
        c.clip()
        c.setFillColor(ContextTest.red)
        c.fill(CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(ContextTest.totalAlpha(c) == 0)
    }

    @Test func rotatedRectClipIsExact() {
        let c = ContextTest.context()
        c.translateBy(x: 50, y: 50)
        c.rotate(by: .pi / 4)
        c.clip(to: CGRect(x: -20, y: -20, width: 40, height: 40))
        c.rotate(by: -.pi / 4)
        c.setFillColor(ContextTest.red)
        c.fill(CGRect(x: -50, y: -50, width: 100, height: 100))
        #expect(abs(ContextTest.totalAlpha(c) - 1600) < 1600 * 0.002)
    }

    @Test func badInputReportsAndDoesNothing() {
        let c = ContextTest.context()
        let diagnostics = LaminaDiagnostics.capture {
            c.restoreGState()
            c.setLineWidth(-1)
            c.setLineWidth(.nan)
            c.translateBy(x: .nan, y: 0)
            c.scaleBy(x: .infinity, y: 1)
            c.rotate(by: .nan)
            c.setLineDash(phase: 0, lengths: [-1, 2])
            c.setLineDash(phase: 0, lengths: [0, 0])
            c.setAlpha(.nan)
            c.move(to: CGPoint(x: CGFloat.nan, y: 0))
            c.addLine(to: CGPoint(x: 1, y: 1))
            c.setMiterLimit(.infinity)
            c.drawRadialGradient(CGGradient(colorsSpace: nil, colors: [.black, .white], locations: nil)!,
                                 startCenter: .zero, startRadius: -1, endCenter: .zero, endRadius: 5, options: [])
            c.stroke(CGRect(x: 0, y: 0, width: 10, height: 10), width: -2)
            c.fill(CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10))
        }
        #expect(diagnostics.map(\.code) == [.invalidArgument, .invalidArgument, .invalidArgument, .nonFiniteValue,
                                            .nonFiniteValue, .nonFiniteValue, .invalidArgument, .invalidArgument,
                                            .nonFiniteValue, .nonFiniteValue, .invalidPathOperation, .invalidArgument,
                                            .invalidArgument, .invalidArgument, .nonFiniteValue],
                "\(diagnostics.map(\.message))")
        #expect(c.ctm == .identity)
        #expect(c.isPathEmpty)
        #expect(ContextTest.totalAlpha(c) == 0)
        // The state is unchanged: the default width 1 strokes one pixel (two half rows,
        // each stored as 128 / 255).
        c.setStrokeColor(ContextTest.red)
        c.move(to: CGPoint(x: 0, y: 50))
        c.addLine(to: CGPoint(x: 100, y: 50))
        c.strokePath()
        #expect(abs(ContextTest.totalAlpha(c) - 100 * 256 / 255) < 0.01)
    }

    @Test func singularCTMDrawsNothing() {
        let c = ContextTest.context()
        c.scaleBy(x: 0, y: 1)
        c.setStrokeColor(ContextTest.red)
        c.setFillColor(ContextTest.red)
        c.move(to: CGPoint(x: 10, y: 10))
        c.addLine(to: CGPoint(x: 50, y: 50))
        let diagnostics = LaminaDiagnostics.capture { c.strokePath() }
        #expect(diagnostics.map(\.code) == [.singularTransform])
        c.fill(CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(ContextTest.totalAlpha(c) == 0)
    }
}
