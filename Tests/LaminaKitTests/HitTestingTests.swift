import Foundation
import Testing
@testable import LaminaKit

@Suite struct HitTestingTests {
    /// A 100×100 root with a 50×50 child at (10, 10).
    func tree() -> (root: UIView, child: UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        root.addSubview(child)
        return (root, child)
    }

    @Test func deepestFrontmostViewWins() {
        let (root, child) = tree()
        let front = UIView(frame: CGRect(x: 30, y: 30, width: 50, height: 50))
        root.addSubview(front)
        #expect(root.hitTest(CGPoint(x: 15, y: 15), with: nil) === child)
        #expect(root.hitTest(CGPoint(x: 40, y: 40), with: nil) === front)   // overlap: the later sibling
        #expect(root.hitTest(CGPoint(x: 95, y: 5), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 150, y: 5), with: nil) == nil)
    }

    @Test func hiddenTransparentAndDisabledViewsAreSkippedWithTheirSubviews() {
        let (root, child) = tree()
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        child.addSubview(inner)
        let p = CGPoint(x: 12, y: 12)
        #expect(root.hitTest(p, with: nil) === inner)
        child.isHidden = true
        #expect(root.hitTest(p, with: nil) === root)
        child.isHidden = false
        child.alpha = 0.009
        #expect(root.hitTest(p, with: nil) === root)
        child.alpha = 0.01
        #expect(root.hitTest(p, with: nil) === inner)
        child.isUserInteractionEnabled = false
        #expect(root.hitTest(p, with: nil) === root)
    }

    @Test func subviewsOutsideTheirSuperviewAreNotHit() {
        let (root, child) = tree()
        let outside = UIView(frame: CGRect(x: 60, y: 0, width: 20, height: 20))   // sticks out of child
        child.addSubview(outside)
        // (75, 15) in root is inside `outside` but outside `child`: UIKit does not look in.
        #expect(root.hitTest(CGPoint(x: 75, y: 15), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 55, y: 15), with: nil) === child)
    }

    @Test func transformedViewsAreHitInTheirOwnPlane() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let bar = UIView(frame: CGRect(x: 50, y: 95, width: 100, height: 10))
        root.addSubview(bar)
        bar.transform = CGAffineTransform(rotationAngle: .pi / 2)   // now vertical about (100, 100)
        #expect(root.hitTest(CGPoint(x: 100, y: 60), with: nil) === bar)
        #expect(root.hitTest(CGPoint(x: 60, y: 100), with: nil) === root)
    }

    @Test func overriddenHitTestAndPointInsideAreUsed() {
        // The seed's wheel button: taps on its lower half are ignored.
        final class UpperHalfButton: UIButton {
            override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
                let lower = CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
                return lower.contains(point) ? nil : super.hitTest(point, with: event)
            }
        }
        final class RoundView: UIView {
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                let dx = point.x - bounds.midX, dy = point.y - bounds.midY
                return dx * dx + dy * dy <= (bounds.width / 2) * (bounds.width / 2)
            }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let button = UpperHalfButton(frame: CGRect(x: 0, y: 0, width: 40, height: 100))
        let round = RoundView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        root.addSubview(button)
        root.addSubview(round)
        #expect(root.hitTest(CGPoint(x: 20, y: 20), with: nil) === button)
        #expect(root.hitTest(CGPoint(x: 20, y: 80), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 150, y: 150), with: nil) === round)
        #expect(root.hitTest(CGPoint(x: 103, y: 103), with: nil) === root)   // the square's corner
    }

    @Test func imageViewsAndLabelsTakeNoTouchesByDefault() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let imageView = UIImageView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let label = UILabel(frame: CGRect(x: 50, y: 50, width: 50, height: 50))
        root.addSubview(imageView)
        root.addSubview(label)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === root)
        imageView.isUserInteractionEnabled = true
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === imageView)
    }
}
