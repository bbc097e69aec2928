import Foundation

/// How the lines of a paragraph sit between its edges, as UIKit's `NSTextAlignment`,
/// with iOS's raw values (AppKit's differ: there right is 1 and center 2). Core Text
/// reads it from an `NSParagraphStyle`; `UILabel.textAlignment` takes it too.
public enum NSTextAlignment: Int, Sendable {
    /// Lines start at the left edge.
    case left = 0
    /// Lines are centred between the edges.
    case center = 1
    /// Lines end at the right edge.
    case right = 2
    /// Lines but the last of each paragraph are stretched to both edges.
    case justified = 3
    /// The writing direction's alignment: left for left-to-right text.
    case natural = 4
}

extension NSTextAlignment {
    /// Layout's alignment for UIKit's.
    package var layoutAlignment: TextAlignment {
        switch self {
        case .left: .left
        case .center: .center
        case .right: .right
        case .justified: .justified
        case .natural: .natural
        }
    }
}
