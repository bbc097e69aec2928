import Foundation
import Lamina

/// A font: a family name and a point size. Lamina draws text through `CATextLayer`,
/// which takes the font's name and size; the system font is the platform's sans-serif
/// face (".SFUI" names map to it).
open class UIFont: NSObject, @unchecked Sendable {
    /// The font's full name.
    public let fontName: String
    /// The font's family name.
    public let familyName: String
    /// The size in points.
    public let pointSize: CGFloat
    /// Whether the font is a bold face.
    let isBold: Bool

    private init(fontName: String, familyName: String, pointSize: CGFloat, isBold: Bool) {
        self.fontName = fontName
        self.familyName = familyName
        self.pointSize = pointSize
        self.isBold = isBold
        super.init()
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
        self.init(fontName: fontName, familyName: family, pointSize: fontSize,
                  isBold: fontName.lowercased().contains("bold"))
    }

    /// The system font at `fontSize` points.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(fontName: systemFontName, familyName: systemFamilyName, pointSize: checked(fontSize), isBold: false)
    }

    /// The bold system font at `fontSize` points.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(fontName: systemFontName + "-Bold", familyName: systemFamilyName, pointSize: checked(fontSize), isBold: true)
    }

    /// The same font at another size.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(fontName: fontName, familyName: familyName, pointSize: UIFont.checked(fontSize), isBold: isBold)
    }

    /// The Core Text font it stands for (what CATextLayer and attributed strings read).
    public var ctFont: CTFont { CTFontCreateWithName(fontName as CFString, pointSize, nil) }

    /// The distance from the baseline to the top of the tallest glyphs, in points.
    open var ascender: CGFloat { CTFontGetAscent(ctFont) }

    /// The distance from the baseline to the bottom of the lowest glyphs, in points
    /// (negative, as UIKit's).
    open var descender: CGFloat { -CTFontGetDescent(ctFont) }

    /// The space between lines' baselines, in points.
    open var lineHeight: CGFloat { CTFontGetAscent(ctFont) + CTFontGetDescent(ctFont) + CTFontGetLeading(ctFont) }

    /// The size of a label's text when none is given (UIKit's 17 pt).
    open class var labelFontSize: CGFloat { 17 }

    /// The size of system text (UIKit's 14 pt).
    open class var systemFontSize: CGFloat { 14 }

    /// The platform's sans-serif family, which Lamina's text layer finds by name.
    static let systemFamilyName = "DejaVu Sans"
    static let systemFontName = "DejaVuSans"

    private static func checked(_ size: CGFloat) -> CGFloat {
        guard size.isFinite, size > 0 else {
            LaminaDiagnostics.report(.invalidArgument, "UIFont: size \(size) is not positive; using 17")
            return 17
        }
        return size
    }

    /// The font's name and size, as "UIFont(Helvetica, 17.0 pt)".
    open override var description: String { "UIFont(\(fontName), \(pointSize) pt)" }
}

extension UIFont: CTFontConvertible {}
