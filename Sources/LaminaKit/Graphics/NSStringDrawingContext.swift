import Foundation

/// How UIKit's string drawing may shrink text to fit, and what it did, as UIKit's
/// `NSStringDrawingContext`: pass one to `draw(with:options:attributes:context:)` or
/// `boundingRect(with:options:attributes:context:)`.
open class NSStringDrawingContext: NSObject {
    /// The smallest fraction of the fonts' sizes text may be drawn at to fit the
    /// rectangle (all of it in multi-line mode, the line's width in single-line mode).
    /// 0, the default, and 1 and above never shrink.
    open var minimumScaleFactor: CGFloat = 0

    /// The fraction of the fonts' sizes the last drawing or measuring used (1 when it
    /// did not shrink).
    open internal(set) var actualScaleFactor: CGFloat = 1

    /// The bounds of the text the last drawing or measuring laid out, in the
    /// coordinates of its rectangle (drawing) or from the origin (measuring).
    open internal(set) var totalBounds: CGRect = .zero
}
