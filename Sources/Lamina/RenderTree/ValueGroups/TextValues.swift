import Foundation
import LaminaText

/// A `CATextLayer`'s text and how it is set. Part of `SubclassValues`.
package struct TextValues {
    package typealias RGBA = CGColor.RGBA

    package var string: Any?
    package var font: Any?
    package var fontSize: CGFloat = 36
    package var foregroundColor: RGBA? = CGColor.white.rgba
    package var alignmentMode: TextAlignment = TextAlignment.natural
    package var isWrapped: Bool = false
    package var truncationMode: TextTruncation = TextTruncation.none
    package var allowsFontSubpixelQuantization: Bool = false

    /// Every field at its default.
    package init() {}

}

/// The fields of `TextValues`, by name, as `RenderValues`' own (in `subclassGroup`).
extension RenderValues {
    package var string: Any? {
        @inline(__always) get { subclassGroup.fields.text.string }
        @inline(__always) set { subclassGroup.fields.text.string = newValue }
    }
    package var font: Any? {
        @inline(__always) get { subclassGroup.fields.text.font }
        @inline(__always) set { subclassGroup.fields.text.font = newValue }
    }
    package var fontSize: CGFloat {
        @inline(__always) get { subclassGroup.fields.text.fontSize }
        @inline(__always) set { subclassGroup.fields.text.fontSize = newValue }
    }
    package var foregroundColor: RGBA? {
        @inline(__always) get { subclassGroup.fields.text.foregroundColor }
        @inline(__always) set { subclassGroup.fields.text.foregroundColor = newValue }
    }
    package var alignmentMode: TextAlignment {
        @inline(__always) get { subclassGroup.fields.text.alignmentMode }
        @inline(__always) set { subclassGroup.fields.text.alignmentMode = newValue }
    }
    package var isWrapped: Bool {
        @inline(__always) get { subclassGroup.fields.text.isWrapped }
        @inline(__always) set { subclassGroup.fields.text.isWrapped = newValue }
    }
    package var truncationMode: TextTruncation {
        @inline(__always) get { subclassGroup.fields.text.truncationMode }
        @inline(__always) set { subclassGroup.fields.text.truncationMode = newValue }
    }
    package var allowsFontSubpixelQuantization: Bool {
        @inline(__always) get { subclassGroup.fields.text.allowsFontSubpixelQuantization }
        @inline(__always) set { subclassGroup.fields.text.allowsFontSubpixelQuantization = newValue }
    }
}
