import Foundation
import Lamina

extension CGRect {
    /// The rectangle moved in from each edge by `insets` (UIKit's `UIEdgeInsetsInsetRect`):
    /// the origin moves right by `left` and down by `top`, the width shrinks by
    /// `left + right` and the height by `top + bottom`. As UIKit's, this is plain
    /// arithmetic on the rectangle as stored: insets larger than the rectangle give a
    /// negative width or height, which is not standardized, and a null rectangle is not
    /// special.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: origin.x + insets.left, y: origin.y + insets.top,
               width: size.width - (insets.left + insets.right),
               height: size.height - (insets.top + insets.bottom))
    }
}
