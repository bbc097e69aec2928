import Foundation
import Testing
@testable import LaminaKit

/// `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)` and `addClip()`, checked
/// by containment and pixels worked out from the geometry: a point is outside a rounded
/// corner when it is farther than the radius from the corner oval's centre.
@Suite struct RoundedCornerPathTests {
    @Test func rectCornerHasUIKitsBits() {
        #expect(UIRectCorner.topLeft.rawValue == 1 && UIRectCorner.topRight.rawValue == 2)
        #expect(UIRectCorner.bottomLeft.rawValue == 4 && UIRectCorner.bottomRight.rawValue == 8)
        #expect(UIRectCorner.allCorners.rawValue == ~0)
        #expect(UIRectCorner.allCorners.contains([.topLeft, .bottomRight]))
    }

    /// (0, 0, 100, 60) with the top-left and bottom-right corners rounded by 20: the
    /// corner circles are centred at (20, 20) and (80, 40).
    @Test func onlyTheNamedCornersAreRounded() {
        let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 60),
                                byRoundingCorners: [.topLeft, .bottomRight], cornerRadii: CGSize(width: 20, height: 20))
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 100, height: 60))
        // Distance from (20, 20): (5, 5) is 21.2 away (outside), (6.5, 6.5) is 19.1 (inside).
        #expect(!path.contains(CGPoint(x: 5, y: 5)))
        #expect(path.contains(CGPoint(x: 6.5, y: 6.5)))
        #expect(!path.contains(CGPoint(x: 95, y: 55)))       // 21.2 from (80, 40)
        #expect(path.contains(CGPoint(x: 93.5, y: 53.5)))    // 19.1 from (80, 40)
        // The square corners reach their corner points.
        #expect(path.contains(CGPoint(x: 99.5, y: 0.5)) && path.contains(CGPoint(x: 0.5, y: 59.5)))
        #expect(path.contains(CGPoint(x: 50, y: 30)))
    }

    /// Radii past half the size are clamped to half the width and height (UIKit's
    /// documentation): on 100 × 60, radii (100, 100) make ovals of 50 × 30, so the path
    /// is the ellipse inscribed in the rectangle; an oval radius follows both axes.
    @Test func radiiAreClampedAndMayBeOvals() {
        let rect = CGRect(x: 10, y: 20, width: 100, height: 60)
        let capsule = UIBezierPath(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: 100, height: 100))
        // On the ellipse ((x − 60)/50)² + ((y − 50)/30)² = 1: inside at 0.9 of the way, outside at 1.1.
        let angle = CGFloat.pi / 4
        func point(_ scale: CGFloat) -> CGPoint {
            CGPoint(x: 60 + 50 * scale * cos(angle), y: 50 - 30 * scale * sin(angle))
        }
        #expect(capsule.contains(point(0.97)) && !capsule.contains(point(1.03)))
        let oval = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 100),
                                byRoundingCorners: .topRight, cornerRadii: CGSize(width: 40, height: 10))
        // The top-right quarter oval is centred at (60, 10) with radii 40 × 10.
        #expect(oval.contains(CGPoint(x: 60 + 40 * 0.97 * cos(angle), y: 10 - 10 * 0.97 * sin(angle))))
        #expect(!oval.contains(CGPoint(x: 60 + 40 * 1.03 * cos(angle), y: 10 - 10 * 1.03 * sin(angle))))
    }

    @Test func badGeometryIsHandled() {
        let reported = LaminaDiagnostics.capture {
            let empty = UIBezierPath(roundedRect: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10),
                                     byRoundingCorners: .allCorners, cornerRadii: CGSize(width: 2, height: 2))
            #expect(empty.isEmpty)
        }
        #expect(reported.map(\.code) == [.nonFiniteValue])
        let square = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10),
                                  byRoundingCorners: .allCorners, cornerRadii: CGSize(width: -3, height: CGFloat.nan))
        #expect(square.contains(CGPoint(x: 0.2, y: 0.2)) && square.bounds == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    /// A 40 × 40 image: clip to a disc of radius 20 at its centre, fill everything red.
    @Test func addClipLimitsLaterDrawing() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 40, height: 40), false, 1)
        UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 40, height: 40)).addClip()
        UIColor.red.setFill()
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 40, height: 40)).fill()
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext()?.cgImage)
        UIGraphicsEndImageContext()
        #expect(pixel(image, 20, 20) == [255, 0, 0, 255])
        #expect(pixel(image, 1, 1) == [0, 0, 0, 0])          // 26.9 from the centre
        #expect(pixel(image, 38, 20) == [255, 0, 0, 255])    // 18.5 from the centre
        let outside = LaminaDiagnostics.capture { UIBezierPath(rect: .zero).addClip() }
        #expect(outside.count == 1)
    }
}
