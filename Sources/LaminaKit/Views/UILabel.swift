import Foundation
import Lamina
import LaminaText

/// A view showing text, drawn by a `CATextLayer` sublayer through its public API
/// (`string`, `font`, `fontSize`, `foregroundColor`, `alignmentMode`, `isWrapped`,
/// `truncationMode`). As UIKit's label, the text is centred vertically in the bounds;
/// the text layer is as tall as the lines shown (a line is the font's `lineHeight`).
open class UILabel: UIView {
    /// The layer that draws the text.
    let textLayer = CATextLayer()

    /// The text shown; nil shows nothing.
    open var text: String? {
        didSet { updateText() }
    }

    /// The font. Default the system font at 17 pt.
    open var font: UIFont! = UIFont.systemFont(ofSize: UIFont.labelFontSize) {
        didSet {
            if font == nil { font = UIFont.systemFont(ofSize: UIFont.labelFontSize) }
            updateText()
        }
    }

    /// The text's colour. Default black.
    open var textColor: UIColor! = .black {
        didSet {
            if textColor == nil { textColor = .black }
            updateText()
        }
    }

    /// How lines are aligned. Default `.natural` (left for left-to-right text).
    open var textAlignment: NSTextAlignment = .natural {
        didSet { updateText() }
    }

    /// The most lines shown; 0 means as many as needed. Default 1.
    open var numberOfLines: Int = 1 {
        didSet { updateText() }
    }

    /// A label of `frame`. Labels take no touches by default.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        textLayer.contentsScale = UIScreen.main.scale
        // The text layer follows the label without animating, as UIKit's does.
        textLayer.actions = ["position": NSNull(), "bounds": NSNull(), "contents": NSNull()]
        textLayer.truncationMode = .end
        layer.addSublayer(textLayer)
        CATransaction.commit()
        updateText()
    }

    /// Lamina does not archive views; decoding gives nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Keeps the text layer centred vertically in the bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        placeTextLayer()
    }

    /// A size for the text, laid out as its text layer lays it out: the widest line's
    /// width (lines wrapped to `size`'s width unless `numberOfLines` is 1) and the lines'
    /// height, limited to `numberOfLines`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let wraps = numberOfLines != 1 && size.width > 0 && size.width.isFinite
        let styled = StyledText(text, style: TextStyle(face: font.ctFont.face, size: font.pointSize, color: nil))
        let layout = TextLayout(styled, width: wraps ? size.width : 1e7, height: 1e7, isWrapped: wraps,
                                alignment: .left, truncation: .none)
        let shown = numberOfLines > 0 ? min(layout.lines.count, numberOfLines) : layout.lines.count
        let width = layout.lines.prefix(shown).map(\.width).max() ?? 0
        return CGSize(width: width.rounded(.up), height: (CGFloat(max(shown, 1)) * lineHeight).rounded(.up))
    }

    /// The text's size on one line, or wrapped only at its line breaks when
    /// `numberOfLines` allows several (UILabel's, with no preferred width).
    open override var intrinsicContentSize: CGSize {
        sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
    }

    override func adoptContentScale(_ scale: CGFloat) {
        super.adoptContentScale(scale)
        if textLayer.contentsScale != scale { textLayer.contentsScale = scale }
    }

    private var lineHeight: CGFloat { font.lineHeight }

    /// The lines the label shows: the text's lines, limited by `numberOfLines`.
    private var shownLineCount: Int {
        let count = max(1, (text ?? "").split(separator: "\n", omittingEmptySubsequences: false).count)
        return numberOfLines > 0 ? min(count, numberOfLines) : count
    }

    private func updateText() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        textLayer.string = text
        textLayer.font = font.fontName as NSString
        textLayer.fontSize = font.pointSize
        textLayer.foregroundColor = textColor.cgColor
        textLayer.isWrapped = numberOfLines != 1
        switch textAlignment {
        case .left: textLayer.alignmentMode = .left
        case .center: textLayer.alignmentMode = .center
        case .right: textLayer.alignmentMode = .right
        case .justified: textLayer.alignmentMode = .justified
        case .natural: textLayer.alignmentMode = .natural
        }
        placeTextLayer()
        CATransaction.commit()
    }

    private func placeTextLayer() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let height = numberOfLines == 0 ? bounds.height : min(bounds.height, CGFloat(shownLineCount) * lineHeight)
        textLayer.frame = CGRect(x: bounds.minX, y: bounds.minY + (bounds.height - height) / 2,
                                 width: bounds.width, height: height)
        CATransaction.commit()
    }
}
