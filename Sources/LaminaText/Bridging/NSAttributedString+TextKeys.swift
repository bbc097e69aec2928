import Foundation

/// The attribute keys iOS code styles attributed strings with, which Linux Foundation
/// does not declare (on Apple platforms UIKit and Core Text do). Raw values are Apple's,
/// so a key made from a Core Text constant (`NSAttributedString.Key(kCTFontAttributeName
/// as String)`) is the same key.
extension NSAttributedString.Key {
    /// The font of the text: a `CTFont` or a `CTFontConvertible` such as `UIFont`.
    /// Default Helvetica 12.
    public static let font = NSAttributedString.Key("NSFont")
    /// The colour of the text: a `CGColor` or a `CGColorConvertible` such as `UIColor`.
    /// Default black.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// Extra space after each character, in points (an `NSNumber`); 0 adds none.
    /// Positive values spread the characters apart, negative ones pull them together.
    public static let kern = NSAttributedString.Key("NSKern")
}

/// Core Text's key for the font of a range (the same key as `NSAttributedString.Key.font`).
public let kCTFontAttributeName: CFString = "NSFont"
/// Core Text's key for the colour of a range: a `CGColor`. Default black.
public let kCTForegroundColorAttributeName: CFString = "CTForegroundColor"
/// Core Text's key for extra space after each character (the same key as
/// `NSAttributedString.Key.kern`).
public let kCTKernAttributeName: CFString = "NSKern"
