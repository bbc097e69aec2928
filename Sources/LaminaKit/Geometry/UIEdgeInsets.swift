import Foundation
import Lamina

/// The inset distances for each edge of a rectangle (UIKit's `UIEdgeInsets`): positive
/// values shrink the rectangle (`CGRect.inset(by:)`), negative values grow it.
public struct UIEdgeInsets: Hashable, Sendable {
    /// The inset at the top edge.
    public var top: CGFloat
    /// The inset at the left edge.
    public var left: CGFloat
    /// The inset at the bottom edge.
    public var bottom: CGFloat
    /// The inset at the right edge.
    public var right: CGFloat

    /// Insets of 0 on every edge.
    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

    /// Insets with the given distance for each edge.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Insets of 0 on every edge (`UIEdgeInsetsZero`).
    public static let zero = UIEdgeInsets()

    /// Whether every inset is finite (not NaN, not infinite).
    var isFinite: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }
}
