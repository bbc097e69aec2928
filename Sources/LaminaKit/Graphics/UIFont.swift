import Foundation
import Lamina

/// A font: a face and a point size, as UIKit's `UIFont`. The system font is the
/// platform's sans-serif family (DejaVu Sans), its weights and italic the faces of it
/// fontconfig picks; the monospaced system font is DejaVu Sans Mono. A font is drawn
/// through the Core Text font it stands for (`ctFont`): `CATextLayer`, attributed
/// strings and UIKit's string drawing read it.
///
/// Unlike UIKit's it is not an `NSObject` subclass: Linux Foundation's mutable
/// attributed strings crash when they compare two `NSObject` values of neighbouring
/// ranges (`addAttribute(.font, value: UIFont.boldSystemFont(ofSize: 17), range: …)`).
/// Fonts are equal when their names and sizes are (`==`, `isEqual(_:)`, `hash`).
open class UIFont: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// The font's name, which Core Text finds the face by (`DejaVuSans-Bold`).
    public let fontName: String
    /// The font's family name.
    public let familyName: String
    /// The size in points.
    public let pointSize: CGFloat

    private init(fontName: String, familyName: String, pointSize: CGFloat) {
        self.fontName = fontName
        self.familyName = familyName
        self.pointSize = pointSize
    }

    /// The font named `fontName` at `size` points; nil, with a diagnostic, for an empty
    /// name or a size that is not finite and positive.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard !fontName.isEmpty else {
            LaminaDiagnostics.report(.invalidArgument, "UIFont(name:size:): the name is empty; returned nil")
            return nil
        }
        guard fontSize.isFinite, fontSize > 0 else {
            LaminaDiagnostics.report(.invalidArgument, "UIFont(name:size:): size \(fontSize) is not positive; returned nil")
            return nil
        }
        let family = fontName.split(separator: "-").first.map(String.init) ?? fontName
        self.init(fontName: fontName, familyName: family, pointSize: fontSize)
    }

    /// The system font at `fontSize` points: the regular face of the platform's
    /// sans-serif family.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The system font at `fontSize` points in the face nearest `weight`, as UIKit's:
    /// Apple's weights (`.ultraLight` … `.black`) name the face asked of fontconfig,
    /// which picks the family's nearest (DejaVu Sans has ExtraLight, Book and Bold:
    /// `.ultraLight`, `.thin` and `.light` draw ExtraLight, `.regular` and `.medium`
    /// Book, `.semibold` and heavier Bold). A weight between Apple's takes the nearest
    /// of them.
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(fontName: systemFontName + weight.nameSuffix, familyName: systemFamilyName, pointSize: checked(fontSize))
    }

    /// The bold system font at `fontSize` points.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The italic system font at `fontSize` points: DejaVu Sans' oblique face.
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(fontName: systemFontName + "-Oblique", familyName: systemFamilyName, pointSize: checked(fontSize))
    }

    /// The system font at `fontSize` points and `weight` with digits of equal advance,
    /// as UIKit's (for counters and timers whose width must not jiggle). DejaVu Sans'
    /// digits already all have the same advance, so this is the system font of that
    /// weight itself.
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }

    /// The monospaced system font at `fontSize` points in the face nearest `weight`, as
    /// UIKit's (SF Mono on Apple platforms): DejaVu Sans Mono, whose Book and Bold faces
    /// fontconfig picks between.
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(fontName: monospacedFontName + weight.nameSuffix, familyName: monospacedFamilyName,
               pointSize: checked(fontSize))
    }

    /// The same font at another size.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(fontName: fontName, familyName: familyName, pointSize: UIFont.checked(fontSize))
    }

    /// The Core Text font it stands for (what CATextLayer and attributed strings read).
    public var ctFont: CTFont { CTFontCreateWithName(fontName as CFString, pointSize, nil) }

    /// The distance from the baseline to the top of the tallest glyphs, in points.
    open var ascender: CGFloat { CTFontGetAscent(ctFont) }

    /// The distance from the baseline to the bottom of the lowest glyphs, in points
    /// (negative, as UIKit's).
    open var descender: CGFloat { -CTFontGetDescent(ctFont) }

    /// The space between lines' baselines, in points: ascender − descender + leading,
    /// as UIKit's.
    open var lineHeight: CGFloat { CTFontGetAscent(ctFont) + CTFontGetDescent(ctFont) + CTFontGetLeading(ctFont) }

    /// The extra space the font puts between lines (its line gap), in points.
    open var leading: CGFloat { CTFontGetLeading(ctFont) }

    /// The height of capital letters above the baseline, in points (the font's OS/2
    /// figure; 0 when it has none).
    open var capHeight: CGFloat { CTFontGetCapHeight(ctFont) }

    /// The height of lower-case x above the baseline, in points (the font's OS/2 figure;
    /// 0 when it has none).
    open var xHeight: CGFloat { CTFontGetXHeight(ctFont) }

    /// The size of a label's text when none is given (UIKit's 17 pt).
    open class var labelFontSize: CGFloat { 17 }

    /// The size of system text (UIKit's 14 pt).
    open class var systemFontSize: CGFloat { 14 }

    /// The platform's sans-serif family, which Lamina's text layer finds by name.
    static let systemFamilyName = "DejaVu Sans"
    static let systemFontName = "DejaVuSans"
    /// The platform's monospaced family.
    static let monospacedFamilyName = "DejaVu Sans Mono"
    static let monospacedFontName = "DejaVuSansMono"

    private static func checked(_ size: CGFloat) -> CGFloat {
        guard size.isFinite, size > 0 else {
            LaminaDiagnostics.report(.invalidArgument, "UIFont: size \(size) is not positive; using 17")
            return 17
        }
        return size
    }

    /// The font's name and size, as "UIFont(Helvetica, 17.0 pt)".
    open var description: String { "UIFont(\(fontName), \(pointSize) pt)" }

    /// Whether `object` is a font of the same name and size.
    open func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return self == other
    }

    /// A hash of the name and size (equal fonts hash alike).
    open var hash: Int { hashValue }

    /// Whether two fonts have the same name and size.
    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.fontName == rhs.fontName && lhs.pointSize == rhs.pointSize
    }

    /// Hashes the name and size.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(fontName)
        hasher.combine(pointSize)
    }
}

extension UIFont: CTFontConvertible {}
