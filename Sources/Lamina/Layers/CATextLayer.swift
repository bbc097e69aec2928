import Foundation

/// How text lines are aligned. Unknown names act as `.natural`.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

/// Where text that does not fit is cut. Unknown names act as `.none`.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}

/// The stored values of a `CATextLayer`, with Apple's defaults.
package struct TextLayerState {
    package var string: Any?
    package var font: Any?
    package var fontSize: CGFloat = 36
    package var foregroundColor: CGColor? = CGColor.white
    package var isWrapped = false
    package var alignmentMode = CATextLayerAlignmentMode.natural
    package var truncationMode = CATextLayerTruncationMode.none
    package var allowsFontSubpixelQuantization = false
    package init() {}
}

/// A layer that draws a string (plain or attributed) in a font, colour and alignment.
open class CATextLayer: CALayer {
    package var text = TextLayerState()

    public override init() { super.init() }

    public override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? CATextLayer { text = other.text }
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The text: a `String` or an `NSAttributedString`. Default nil.
    open var string: Any? {
        get { text.string }
        set { text.string = newValue; didChange(.string) }
    }

    /// The font: a family or font name (`String`) or a font object. Default nil, which
    /// draws in the system's sans-serif face.
    open var font: Any? {
        get { text.font }
        set { text.font = newValue; didChange(.font) }
    }

    /// The font size in points. Default 36.
    open var fontSize: CGFloat {
        get { text.fontSize }
        set {
            guard newValue.isFinite else { return refuseNonFinite("fontSize", newValue) }
            text.fontSize = newValue
            didChange(.fontSize)
        }
    }

    /// The colour of plain text. Default opaque white.
    open var foregroundColor: CGColor? {
        get { text.foregroundColor }
        set { text.foregroundColor = newValue; didChange(.foregroundColor) }
    }

    /// Whether text wraps to the bounds' width. Default false.
    open var isWrapped: Bool {
        get { text.isWrapped }
        set { text.isWrapped = newValue; didChange(.isWrapped) }
    }

    /// How lines are aligned in the bounds. Default `.natural`.
    open var alignmentMode: CATextLayerAlignmentMode {
        get { text.alignmentMode }
        set { text.alignmentMode = newValue; didChange(.alignmentMode) }
    }

    /// Where text that does not fit is cut. Default `.none`.
    open var truncationMode: CATextLayerTruncationMode {
        get { text.truncationMode }
        set { text.truncationMode = newValue; didChange(.truncationMode) }
    }

    /// Whether glyph positions are rounded to whole pixels. Default false.
    open var allowsFontSubpixelQuantization: Bool {
        get { text.allowsFontSubpixelQuantization }
        set { text.allowsFontSubpixelQuantization = newValue; didChange(.allowsFontSubpixelQuantization) }
    }
}
