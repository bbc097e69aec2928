import Foundation

/// What happens to a line too long for its width, as UIKit's `NSLineBreakMode`, with
/// Apple's raw values. The wrapping modes break the paragraph into as many lines as it
/// needs; the clipping and truncating modes keep each paragraph on one line, as TextKit
/// and Core Text do, cut at the width (clipped) or with an ellipsis ("…") where the mode
/// says.
public enum NSLineBreakMode: Int, Sendable {
    /// Wrap at word boundaries (a word longer than a line is broken between characters).
    case byWordWrapping = 0
    /// Wrap between any two characters.
    case byCharWrapping = 1
    /// One line per paragraph; what does not fit is not drawn past the edge of the box.
    case byClipping = 2
    /// One line per paragraph; the start is replaced by "…" so the end fits.
    case byTruncatingHead = 3
    /// One line per paragraph; the end is replaced by "…" so the start fits.
    case byTruncatingTail = 4
    /// One line per paragraph; the middle is replaced by "…" so both ends fit.
    case byTruncatingMiddle = 5
}
