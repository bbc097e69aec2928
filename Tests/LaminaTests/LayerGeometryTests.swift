import Foundation
import Testing
@testable import Lamina

@Suite struct LayerGeometryTests {
    @Test func defaultsAreApples() {
        let l = CALayer()
        #expect(l.bounds == .zero && l.position == .zero)
        #expect(l.anchorPoint == CGPoint(x: 0.5, y: 0.5) && l.anchorPointZ == 0 && l.zPosition == 0)
        #expect(CATransform3DIsIdentity(l.transform) && CATransform3DIsIdentity(l.sublayerTransform))
        #expect(l.opacity == 1 && !l.isHidden && l.isDoubleSided && !l.masksToBounds)
        #expect(l.backgroundColor == nil && l.borderWidth == 0 && l.borderColor == CGColor.black)
        #expect(l.cornerRadius == 0 && l.maskedCorners.rawValue == 15 && l.cornerCurve == .circular)
        #expect(l.shadowOpacity == 0 && l.shadowRadius == 3 && l.shadowOffset == CGSize(width: 0, height: -3))
        #expect(l.shadowColor == CGColor.black && l.shadowPath == nil)
        #expect(l.contents == nil && l.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(l.contentsCenter == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(l.contentsGravity == .resize && l.contentsScale == 1)
        #expect(l.minificationFilter == .linear && l.magnificationFilter == .linear)
        #expect(l.allowsGroupOpacity && !l.allowsEdgeAntialiasing && !l.isGeometryFlipped)
        #expect(l.name == nil && l.delegate == nil && l.actions == nil && l.style == nil && l.mask == nil)
    }

    @Test func frameIsPositionMinusAnchorTimesSize() {
        let l = CALayer()
        l.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        l.position = CGPoint(x: 100, y: 100)
        l.anchorPoint = CGPoint(x: 0, y: 1)
        #expect(l.frame == CGRect(x: 100, y: 50, width: 100, height: 50))
        l.anchorPoint = CGPoint(x: 0.5, y: 0.5)
        #expect(l.frame == CGRect(x: 50, y: 75, width: 100, height: 50))
    }

    @Test func boundsOriginDoesNotMoveTheFrame() {
        let l = CALayer()
        l.bounds = CGRect(x: 40, y: -30, width: 10, height: 20)
        l.position = CGPoint(x: 5, y: 10)
        #expect(l.frame == CGRect(x: 0, y: 0, width: 10, height: 20))
    }

    @Test func settingFrameSetsPositionAndBoundsSize() {
        let l = CALayer()
        l.bounds = CGRect(x: 7, y: 8, width: 1, height: 1)
        l.anchorPoint = CGPoint(x: 0.25, y: 1)
        l.frame = CGRect(x: 10, y: 20, width: 40, height: 60)
        #expect(l.bounds == CGRect(x: 7, y: 8, width: 40, height: 60))
        #expect(l.position == CGPoint(x: 10 + 0.25 * 40, y: 20 + 60))
        #expect(l.frame == CGRect(x: 10, y: 20, width: 40, height: 60))
    }

    @Test func frameWithATransformIsTheBoundingBox() {
        let l = CALayer()
        l.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        l.position = CGPoint(x: 200, y: 200)
        l.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        // A quarter turn about the centre swaps the extents.
        #expect(close(l.frame, CGRect(x: 175, y: 150, width: 50, height: 100)))
        l.transform = CATransform3DMakeScale(2, 3, 1)
        #expect(close(l.frame, CGRect(x: 100, y: 125, width: 200, height: 150)))
        // Setting the frame under a scale sets the bounds that scale to it.
        l.frame = CGRect(x: 0, y: 0, width: 20, height: 30)
        #expect(close(l.bounds, CGRect(x: 0, y: 0, width: 10, height: 10)))
        #expect(close(l.frame, CGRect(x: 0, y: 0, width: 20, height: 30)))
    }

    @Test func nonFiniteGeometryIsRefusedAndTheOldValueKept() {
        let l = CALayer()
        l.position = CGPoint(x: 1, y: 2)
        l.bounds = CGRect(x: 0, y: 0, width: 3, height: 4)
        let reported = LaminaDiagnostics.capture {
            l.position = CGPoint(x: CGFloat.nan, y: 0)
            l.bounds = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1)
            l.frame = CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)
            l.zPosition = .infinity
            l.anchorPoint = CGPoint(x: 0, y: CGFloat.nan)
            var t = CATransform3DIdentity
            t.m34 = .nan
            l.transform = t
            l.opacity = .nan
            l.cornerRadius = -.infinity
            l.contentsScale = 0
        }
        #expect(reported.count == 9)
        #expect(l.position == CGPoint(x: 1, y: 2) && l.bounds == CGRect(x: 0, y: 0, width: 3, height: 4))
        #expect(l.zPosition == 0 && l.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(CATransform3DIsIdentity(l.transform) && l.opacity == 1 && l.cornerRadius == 0 && l.contentsScale == 1)
    }

    @Test func negativeAndZeroSizesAreKept() {
        let l = CALayer()
        l.bounds = CGRect(x: 0, y: 0, width: -10, height: 0)
        // CGRect.width is standardized; the stored size keeps its sign.
        #expect(l.bounds.size.width == -10 && l.bounds.size.height == 0)
        l.position = CGPoint(x: 50, y: 50)
        // The anchor sits at 0.5 × (−10) = −5 in bounds space, the middle of the
        // standardized span −10…0; the frame is that span centred on the position.
        #expect(l.frame == CGRect(x: 45, y: 50, width: 10, height: 0))
    }

    @Test func affineTransformRoundTrip() {
        let l = CALayer()
        let a = CGAffineTransform(rotationAngle: 0.5).translatedBy(x: 3, y: 4)
        l.setAffineTransform(a)
        #expect(l.affineTransform() == a)
        #expect(l.transform == CATransform3DMakeAffineTransform(a))
    }

    @Test func preferredFrameSizeIsTheTransformedBoundsSize() {
        let l = CALayer()
        l.bounds = CGRect(x: 0, y: 0, width: 30, height: 10)
        #expect(l.preferredFrameSize() == CGSize(width: 30, height: 10))
        l.transform = CATransform3DMakeScale(2, 0.5, 1)
        #expect(l.preferredFrameSize() == CGSize(width: 60, height: 5))
    }

    @Test func contentsAreFlippedCountsFlipsUpTheTree() {
        let a = CALayer(), b = CALayer(), c = CALayer()
        a.addSublayer(b)
        b.addSublayer(c)
        #expect(!c.contentsAreFlipped())
        a.isGeometryFlipped = true
        #expect(c.contentsAreFlipped())
        c.isGeometryFlipped = true
        #expect(!c.contentsAreFlipped())
    }
}
