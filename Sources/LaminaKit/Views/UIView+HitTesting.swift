import Foundation
import Lamina

/// Hit testing with UIKit's rules: the deepest view under the point that takes touches.
extension UIView {
    /// Whether hit testing may return the view or look into it: UIKit skips hidden
    /// views, views with alpha below 0.01, views with user interaction off and views
    /// running block animations that did not allow user interaction.
    var takesTouches: Bool {
        !isHidden && alpha >= 0.01 && isUserInteractionEnabled && animationsBlockingTouches == 0
    }

    /// `hitTest(_:with:)`'s default.
    func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard takesTouches, self.point(inside: point, with: event) else { return nil }
        for subview in storedSubviews.reversed() {
            let local = subview.convert(point, from: self)
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }
}
