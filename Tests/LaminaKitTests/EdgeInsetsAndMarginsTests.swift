import Foundation
import Testing
@testable import LaminaKit

/// `UIEdgeInsets`, `NSDirectionalEdgeInsets`, `CGRect.inset(by:)` and a view's layout
/// margins, against UIKit's documentation and UIGeometry.h's `UIEdgeInsetsInsetRect`
/// (origin += (left, top), size −= (left + right, top + bottom), nothing else).
@Suite struct EdgeInsetsAndMarginsTests {
    @Test func insetsHaveUIKitsMembers() {
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(insets.top == 1 && insets.left == 2 && insets.bottom == 3 && insets.right == 4)
        #expect(UIEdgeInsets.zero == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        #expect(UIEdgeInsets() == .zero)
        #expect(insets != UIEdgeInsets(top: 1, left: 2, bottom: 4, right: 3))
        #expect(Set([insets, insets, .zero]).count == 2)
        let directional = NSDirectionalEdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 8)
        #expect(directional.leading == 6 && directional.trailing == 8)
        #expect(NSDirectionalEdgeInsets() == .zero && NSDirectionalEdgeInsets.zero.top == 0)
    }

    @Test func insetByFollowsUIEdgeInsetsInsetRect() {
        let rect = CGRect(x: 10, y: 20, width: 100, height: 50)
        let insets = UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20)
        #expect(rect.inset(by: insets) == CGRect(x: 10 + 10, y: 20 + 5, width: 100 - (10 + 20), height: 50 - (5 + 15)))
        // Negative insets grow the rectangle.
        #expect(rect.inset(by: UIEdgeInsets(top: -1, left: -2, bottom: -3, right: -4))
                == CGRect(x: 8, y: 19, width: 106, height: 54))
        #expect(rect.inset(by: .zero) == rect)
        // Insets larger than the rectangle: plain arithmetic, a negative size, not standardized.
        let over = CGRect(x: 0, y: 0, width: 10, height: 10).inset(by: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(over.origin == CGPoint(x: 8, y: 8))
        #expect(over.size == CGSize(width: 10 - 16, height: 10 - 16))
    }

    /// Counts margin notifications and layout passes.
    final class MarginView: UIView {
        var marginChanges = 0
        var layouts = 0
        var marginsSeenByLayout: UIEdgeInsets?
        override func layoutMarginsDidChange() { marginChanges += 1 }
        override func layoutSubviews() {
            layouts += 1
            marginsSeenByLayout = layoutMargins
        }
    }

    @Test func aViewsMarginsDefaultToEightPoints() {
        #expect(UIView().layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(UIView().directionalLayoutMargins == NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
        #expect(UILabel().layoutMargins.left == 8)
    }

    @Test func settingMarginsNotifiesAndLaysOutAgain() {
        let view = MarginView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.layoutIfNeeded()
        let layoutsBefore = view.layouts
        let margins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        view.layoutMargins = margins
        #expect(view.marginChanges == 1)
        #expect(view.layoutMargins == margins)
        view.layoutIfNeeded()
        #expect(view.layouts == layoutsBefore + 1 && view.marginsSeenByLayout == margins)
        // The same margins again change nothing.
        view.layoutMargins = margins
        #expect(view.marginChanges == 1)
        // Laying out inside the margins, as layout code does.
        #expect(view.bounds.inset(by: view.layoutMargins) == CGRect(x: 2, y: 1, width: 94, height: 96))
    }

    @Test func directionalMarginsAreTheMarginsLeftToRight() {
        let view = MarginView()
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 20, bottom: 3, trailing: 40)
        #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 20, bottom: 3, right: 40))
        #expect(view.marginChanges == 1)
        view.layoutMargins = UIEdgeInsets(top: 5, left: 6, bottom: 7, right: 8)
        #expect(view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 8))
    }

    /// Nothing covers a Lamina view (no bars, no cutouts): its safe area is all of it.
    @Test func theSafeAreaIsTheWholeView() {
        let scene = KitScene()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        scene.add(view)
        #expect(view.safeAreaInsets == .zero && scene.window.safeAreaInsets == .zero)
        #expect(view.bounds.inset(by: view.safeAreaInsets) == view.bounds)
    }

    @Test func nonFiniteMarginsAreRefused() {
        let view = MarginView()
        let reported = LaminaDiagnostics.capture {
            view.layoutMargins = UIEdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
            view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: .infinity, bottom: 0, trailing: 0)
        }
        #expect(reported.map(\.code) == [.nonFiniteValue, .nonFiniteValue])
        #expect(view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(view.marginChanges == 0)
    }
}
