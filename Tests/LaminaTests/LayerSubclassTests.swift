import Foundation
import Testing
@testable import Lamina

@Suite struct LayerSubclassTests {
    @Test func shapeLayerDefaults() {
        let s = CAShapeLayer()
        #expect(s.path == nil && s.fillColor == CGColor.black && s.strokeColor == nil)
        #expect(s.fillRule == .nonZero && s.lineWidth == 1 && s.lineCap == .butt && s.lineJoin == .miter)
        #expect(s.miterLimit == 10 && s.lineDashPattern == nil && s.lineDashPhase == 0)
        #expect(s.strokeStart == 0 && s.strokeEnd == 1)
        #expect(CAShapeLayerFillRule.evenOdd.rawValue == "even-odd")
    }

    @Test func shapeLayerCopiesItsPath() {
        let s = CAShapeLayer()
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 10, y: 0))
        s.path = path
        path.addLine(to: CGPoint(x: 10, y: 10))
        // Later edits to the caller's mutable path do not reach the layer.
        #expect(s.path?.currentPoint == CGPoint(x: 10, y: 0))
        s.lineDashPattern = [4, 2]
        #expect(s.lineDashPattern == [4, 2])
    }

    @Test func gradientLayerDefaults() {
        let g = CAGradientLayer()
        #expect(g.colors == nil && g.locations == nil && g.type == .axial)
        #expect(g.startPoint == CGPoint(x: 0.5, y: 0) && g.endPoint == CGPoint(x: 0.5, y: 1))
        g.colors = [CGColor.clear, CGColor.black]
        g.locations = [0, 1]
        #expect(g.colors?.count == 2 && g.locations == [0, 1])
    }

    @Test func replicatorLayerDefaults() {
        let r = CAReplicatorLayer()
        #expect(r.instanceCount == 1 && r.instanceDelay == 0 && !r.preservesDepth)
        #expect(CATransform3DIsIdentity(r.instanceTransform) && r.instanceColor == CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(r.instanceRedOffset == 0 && r.instanceGreenOffset == 0)
        #expect(r.instanceBlueOffset == 0 && r.instanceAlphaOffset == 0)
    }

    @Test func textLayerDefaults() {
        let t = CATextLayer()
        #expect(t.string == nil && t.fontSize == 36 && t.foregroundColor == CGColor.white)
        #expect(t.alignmentMode == .natural && !t.isWrapped && t.truncationMode == CATextLayerTruncationMode.none)
    }

    @Test func initWithLayerCopiesValuesButNotTheTree() {
        let s = CAShapeLayer()
        s.position = CGPoint(x: 3, y: 4)
        s.strokeEnd = 0.5
        s.setValue("tag", forKey: "custom")
        s.addSublayer(CALayer())
        let copy = CAShapeLayer(layer: s)
        #expect(copy.position == CGPoint(x: 3, y: 4) && copy.strokeEnd == 0.5)
        #expect(copy.value(forKey: "custom") as? String == "tag")
        #expect(copy.sublayers == nil && copy.superlayer == nil)
    }

    @Test func nonFiniteSubclassValuesAreRefused() {
        let s = CAShapeLayer(), r = CAReplicatorLayer()
        let reported = LaminaDiagnostics.capture {
            s.lineWidth = .nan
            s.strokeEnd = .infinity
            r.instanceDelay = .nan
            r.instanceAlphaOffset = .nan
        }
        #expect(reported.count == 4 && s.lineWidth == 1 && s.strokeEnd == 1)
        #expect(r.instanceDelay == 0 && r.instanceAlphaOffset == 0)
    }

    /// Apple's layers read back their default for a gravity or corner curve they do not
    /// know, and keep only the bits of `maskedCorners` that name corners.
    @Test func unknownValuesReadBackAsApplesDefaults() {
        let l = CALayer()
        l.contentsGravity = .topLeft
        l.contentsGravity = CALayerContentsGravity(rawValue: "sideways")
        #expect(l.contentsGravity == .center)
        l.setValue("diagonal", forKey: "contentsGravity")
        #expect(l.contentsGravity == .center)
        l.contentsGravity = .resizeAspectFill
        #expect(l.contentsGravity == .resizeAspectFill)
        l.cornerCurve = .continuous
        l.cornerCurve = CALayerCornerCurve(rawValue: "squircle")
        #expect(l.cornerCurve == .circular)
        l.maskedCorners = CACornerMask(rawValue: 0b1_0110)
        #expect(l.maskedCorners == [.layerMaxXMinYCorner, .layerMinXMaxYCorner])
        l.setValue(0xFF, forKey: "maskedCorners")
        #expect(l.maskedCorners.rawValue == 0b1111)
    }

    /// `CAReplicatorLayer.instanceColor` defaults to opaque white in an RGB space (four
    /// components), as Apple's.
    @Test func instanceColorDefaultsToOpaqueRGBWhite() throws {
        let color = try #require(CAReplicatorLayer().instanceColor)
        #expect(color.numberOfComponents == 4)
        #expect(color.components == [1, 1, 1, 1])
    }
}

@Suite struct ResolvedStyleTests {
    @Test func knownNamesResolveToThemselves() {
        #expect(ContentsGravityKind(.resizeAspectFill) == .resizeAspectFill)
        #expect(ContentsGravityKind(.bottomLeft) == .bottomLeft)
        #expect(ContentsFilterKind(.nearest) == .nearest)
        #expect(CGPathFillRule(CAShapeLayerFillRule.evenOdd) == .evenOdd)
        #expect(CGLineCap(CAShapeLayerLineCap.round) == .round)
        #expect(CGLineJoin(CAShapeLayerLineJoin.bevel) == .bevel)
        #expect(GradientKind(.conic) == .conic)
        #expect(TextAlignment(.justified) == .justified)
        #expect(TextTruncation(.middle) == .middle)
    }

    @Test func unknownNamesFallBackAsApples() {
        #expect(ContentsGravityKind(CALayerContentsGravity(rawValue: "sideways")) == .center)
        #expect(ContentsFilterKind(CALayerContentsFilter(rawValue: "cubic")) == .linear)
        #expect(CGPathFillRule(CAShapeLayerFillRule(rawValue: "odd")) == .winding)
        #expect(CGLineCap(CAShapeLayerLineCap(rawValue: "pointy")) == .butt)
        #expect(CGLineJoin(CAShapeLayerLineJoin(rawValue: "weld")) == .miter)
        #expect(GradientKind(CAGradientLayerType(rawValue: "diamond")) == .axial)
        #expect(TextAlignment(CATextLayerAlignmentMode(rawValue: "up")) == .natural)
        #expect(TextTruncation(CATextLayerTruncationMode(rawValue: "fold")) == .none)
    }
}
