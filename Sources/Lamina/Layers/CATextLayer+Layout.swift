import Foundation
import LaminaText

/// The text layer's string laid out in its bounds, for `draw(in:)`.
extension CATextLayer {
    /// The layout of `string` in the bounds, or nil when nothing is to be drawn (no
    /// string, an empty bounds, a size that is not positive).
    package func textLayout() -> TextLayout? {
        let size = bounds.size
        guard size.width > 0, size.height > 0, let styled = styledText() else { return nil }
        return TextLayout(styled, width: size.width, height: size.height, isWrapped: isWrapped,
                          alignment: TextAlignment(alignmentMode), truncation: TextTruncation(truncationMode))
    }

    /// `string` with its styles: an attributed string's own, or `font`, `fontSize` and
    /// `foregroundColor` for a plain string.
    private func styledText() -> StyledText? {
        switch string {
        case nil:
            return nil
        case let attributed as NSAttributedString:
            return attributed.length > 0 ? StyledText(attributed) : nil
        default:
            let plain: String
            if let s = string as? String {
                plain = s
            } else if let s = string as? NSString {
                plain = s as String
            } else {
                LaminaDiagnostics.report(.invalidValueType,
                    "CATextLayer.string must be a String or an NSAttributedString, not \(type(of: string!)); nothing is drawn")
                return nil
            }
            guard !plain.isEmpty, fontSize > 0 else { return nil }
            let font = FontValue.resolve(font, caller: "CATextLayer.font")
            let color = foregroundColor?.rgba ?? CGColor.RGBA(red: 0, green: 0, blue: 0, alpha: 1)
            return StyledText(plain, style: TextStyle(face: font.face, size: fontSize, color: color))
        }
    }
}
