import Foundation
import Lamina

/// Layout margins: the spacing a view's `layoutSubviews()` leaves between its edges and
/// its content. Lamina has no Auto Layout, so the margins are values for layout code to
/// read (`bounds.inset(by: layoutMargins)`); nothing cascades from the superview
/// (`preservesSuperviewLayoutMargins` is absent) and a view controller's root view gets
/// the same 8 points as any view (UIKit's root views follow the system minimum margins
/// and the safe area, which Lamina has neither of).
extension UIView {
    /// UIKit's margins for a view: 8 points on each side.
    static let defaultLayoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

    /// Stores new margins, then tells the view. UIKit documents only the
    /// `layoutMarginsDidChange()` call; Lamina also marks the view for layout so that a
    /// `layoutSubviews()` reading the margins runs again. Setting the margins the view
    /// already has does nothing (UIKit's documentation is silent on that case).
    func changeLayoutMargins(to margins: UIEdgeInsets) {
        guard margins.isFinite else {
            return LaminaDiagnostics.report(.nonFiniteValue,
                "UIView.layoutMargins: refused non-finite insets \(margins); the old margins are kept")
        }
        guard margins != storedLayoutMargins else { return }
        storedLayoutMargins = margins
        layoutMarginsDidChange()
        setNeedsLayout()
    }
}
