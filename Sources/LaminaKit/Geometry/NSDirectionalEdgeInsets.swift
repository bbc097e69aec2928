import Foundation
import Lamina

/// Edge insets that name the horizontal edges by reading direction (UIKit's
/// `NSDirectionalEdgeInsets`): `leading` is the left edge and `trailing` the right one in
/// a left-to-right layout. Lamina lays out left to right only, so `leading` is always
/// `left` and `trailing` always `right`.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    /// The inset at the top edge.
    public var top: CGFloat
    /// The inset at the leading edge (the left edge, left to right).
    public var leading: CGFloat
    /// The inset at the bottom edge.
    public var bottom: CGFloat
    /// The inset at the trailing edge (the right edge, left to right).
    public var trailing: CGFloat

    /// Insets of 0 on every edge.
    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    /// Insets with the given distance for each edge.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Insets of 0 on every edge (`NSDirectionalEdgeInsetsZero`).
    public static let zero = NSDirectionalEdgeInsets()
}

extension NSDirectionalEdgeInsets {
    /// The same insets with the horizontal edges named left and right (left to right).
    var leftToRight: UIEdgeInsets {
        UIEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
    }
}

extension UIEdgeInsets {
    /// The same insets with the horizontal edges named by reading direction (left to right).
    var directional: NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
    }
}
