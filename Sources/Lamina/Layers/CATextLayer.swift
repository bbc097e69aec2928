import Foundation
import LaminaText

/// How text lines are aligned. Unknown names act as `.natural`.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    /// The name as Apple spells it.
    public let rawValue: String
    /// The value of the name `rawValue` (any string is kept).
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The paragraph's natural alignment: left for left-to-right text, right for a paragraph
    /// whose first strong character is right to left (the default). `kCAAlignmentNatural`.
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    /// Flush with the left edge. `kCAAlignmentLeft`.
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    /// Flush with the right edge. `kCAAlignmentRight`.
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    /// Centred. `kCAAlignmentCenter`.
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    /// Flush with both edges; the last line of a paragraph stays natural. `kCAAlignmentJustified`.
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

/// Where text that does not fit is cut. Unknown names act as `.none`.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    /// The name as Apple spells it.
    public let rawValue: String
    /// The value of the name `rawValue` (any string is kept).
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Nothing is cut (the default). `kCATruncationNone`.
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    /// The start of the line is replaced by "…". `kCATruncationStart`.
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    /// The end of the line is replaced by "…". `kCATruncationEnd`.
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    /// The middle of the line is replaced by "…". `kCATruncationMiddle`.
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}

/// A layer that draws a string (plain or attributed) in a font, colour and alignment.
///
/// As on Apple platforms, the layer displays itself: any change to its text properties,
/// its bounds' size or its `contentsScale` marks it as needing display, and `display()`
/// draws the text into its backing store at `contentsScale` pixels per point, which
/// both renderers then draw as contents. The first line's ascent sits below the top of
/// the bounds. Fonts are found through fontconfig (README, "Text").
open class CATextLayer: CALayer {
    public override init() { super.init() }

    public override init(layer: Any) { super.init(layer: layer) }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The text: a `String` or an `NSAttributedString` (copied, as Apple's `copy`
    /// property). An attributed string's own fonts and colours are used; `font`,
    /// `fontSize` and `foregroundColor` apply to plain strings only. Default nil.
    open var string: Any? {
        get { state.values.string }
        set { store(object: (newValue as? NSAttributedString)?.copy() ?? newValue, .string) }
    }

    /// The font of a plain string: a font name (`String`), a `CTFont` or a `CGFont`.
    /// Only the face is taken from a font object; the size is always `fontSize`, as
    /// Apple documents. Default nil, which draws in Helvetica — resolved by fontconfig
    /// to the installed look-alike, such as DejaVu Sans.
    open var font: Any? {
        get { state.values.font }
        set { store(object: newValue, .font) }
    }

    /// The font size of a plain string, in points. Default 36. Sizes that are not
    /// positive draw nothing; non-finite ones are refused.
    open var fontSize: CGFloat {
        get { state.values.fontSize }
        set { store(newValue, .fontSize) }
    }

    /// The colour of a plain string. Default opaque white; nil draws black, Core Text's
    /// default.
    open var foregroundColor: CGColor? {
        get { color(.foregroundColor) }
        set { store(newValue, .foregroundColor) }
    }

    /// Whether text wraps to the bounds' width: at word boundaries, between CJK
    /// characters, and inside words longer than a line. Default false.
    open var isWrapped: Bool {
        get { state.values.isWrapped }
        set { store(newValue, .isWrapped) }
    }

    /// How lines are aligned in the bounds. Default `.natural` (left for left-to-right
    /// paragraphs, right for right-to-left ones); `.justified` stretches the spaces of
    /// wrapped lines except each paragraph's last.
    open var alignmentMode: CATextLayerAlignmentMode {
        get { kind(.alignmentMode, as: CATextLayerAlignmentMode.self) }
        set { store(kind: newValue, .alignmentMode) }
    }

    /// Where text that does not fit is cut, with "…": each line too wide for the bounds
    /// when not wrapped; when wrapped, the last line that fits the bounds' height, if
    /// more text follows. Default `.none`.
    open var truncationMode: CATextLayerTruncationMode {
        get { kind(.truncationMode, as: CATextLayerTruncationMode.self) }
        set { store(kind: newValue, .truncationMode) }
    }

    /// Whether glyph positions are rounded to whole pixels. Default false (Lamina places
    /// glyphs at quarter pixels either way).
    open var allowsFontSubpixelQuantization: Bool {
        get { state.values.allowsFontSubpixelQuantization }
        set { store(newValue, .allowsFontSubpixelQuantization) }
    }

    /// A new size lays the text out again.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let oldSize = super.bounds.size
            super.bounds = newValue
            if super.bounds.size != oldSize { setNeedsDisplay() }
        }
    }

    /// A new scale draws the text again at the new pixel size.
    open override var contentsScale: CGFloat {
        get { super.contentsScale }
        set {
            let old = super.contentsScale
            super.contentsScale = newValue
            if super.contentsScale != old { setNeedsDisplay() }
        }
    }

    /// Whether a change of `key` redisplays the layer: the text properties (`string`,
    /// `font`, `fontSize`, `foregroundColor`, `isWrapped`, `alignmentMode`,
    /// `truncationMode`) do.
    open override class func needsDisplay(forKey key: String) -> Bool {
        LayerProperty(key: key)?.redisplays ?? super.needsDisplay(forKey: key)
    }

    /// Draws the text into `ctx` in the layer's coordinates (`display()` calls it with the
    /// backing store's context).
    open override func draw(in ctx: CGContext) {
        guard let layout = textLayout() else { return }
        ctx.draw(layout, at: bounds.origin)
    }
}
