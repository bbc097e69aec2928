import Foundation

// What iOS code names from CoreFoundation, UIKit and Core Text for text, which Linux
// Foundation lacks: `CFString`, the attributed-string keys, and the protocols through
// which UIKit-style fonts and colours (LaminaKit's `UIFont` and `UIColor`) reach
// LaminaText.

/// CoreFoundation's string type, as CoreText's API spells its names and keys
/// (`CTFontCreateWithName("Helvetica" as CFString, 24, nil)`). Linux has no
/// CoreFoundation bridging, so it is Swift's `String`: `as CFString` and `as String`
/// both compile unchanged.
public typealias CFString = String

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
    /// How the paragraphs of the range are laid out: an `NSParagraphStyle`. A paragraph
    /// takes the style of its first character. Default `NSParagraphStyle.default`.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
}

/// Core Text's key for the font of a range (the same key as `NSAttributedString.Key.font`).
public let kCTFontAttributeName: CFString = "NSFont"
/// Core Text's key for the colour of a range: a `CGColor`. Default black.
public let kCTForegroundColorAttributeName: CFString = "CTForegroundColor"
/// Core Text's key for extra space after each character (the same key as
/// `NSAttributedString.Key.kern`).
public let kCTKernAttributeName: CFString = "NSKern"
/// Core Text's key for how paragraphs are laid out (the same key as
/// `NSAttributedString.Key.paragraphStyle`); its value is an `NSParagraphStyle`.
public let kCTParagraphStyleAttributeName: CFString = "NSParagraphStyle"

/// An object standing for a Core Text font — what UIKit's `UIFont` is on Apple platforms,
/// where it bridges toll-free to `CTFont`. Values of `NSAttributedString.Key.font` and a
/// `CATextLayer`'s `font` may be any such object; LaminaKit's `UIFont` adopts it.
public protocol CTFontConvertible {
    /// The Core Text font this object stands for.
    var ctFont: CTFont { get }
}

/// An object standing for a colour — what UIKit's `UIColor` is on Apple platforms.
/// Values of `NSAttributedString.Key.foregroundColor` may be a `CGColor` or any such
/// object; `UIColor` already has `cgColor`, so adopting it takes no code.
public protocol CGColorConvertible {
    /// The colour as a `CGColor`.
    var cgColor: CGColor { get }
}

extension CTFont: CTFontConvertible {
    /// The font itself.
    public var ctFont: CTFont { self }
}

extension CGColor: CGColorConvertible {
    /// The colour itself.
    public var cgColor: CGColor { self }
}
