import Foundation
import LaminaText

/// A `CATextLayer`'s text and how it is set. One of `RenderValues`' groups
/// (`RenderValues.textGroup`): layers at these defaults share one copy.
package struct TextValues: RenderValueFields {
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

    /// The box the groups at these defaults share.
    nonisolated(unsafe) package static let defaults = FieldGroupBox(TextValues())
}

/// The fields of `TextValues`, by name, as `RenderValues`' own.
extension RenderValues {
    package var string: Any? {
        @inline(__always) get { textGroup.fields.string }
        @inline(__always) set { textGroup.fields.string = newValue }
    }
    package var font: Any? {
        @inline(__always) get { textGroup.fields.font }
        @inline(__always) set { textGroup.fields.font = newValue }
    }
    package var fontSize: CGFloat {
        @inline(__always) get { textGroup.fields.fontSize }
        @inline(__always) set { textGroup.fields.fontSize = newValue }
    }
    package var foregroundColor: RGBA? {
        @inline(__always) get { textGroup.fields.foregroundColor }
        @inline(__always) set { textGroup.fields.foregroundColor = newValue }
    }
    package var alignmentMode: TextAlignment {
        @inline(__always) get { textGroup.fields.alignmentMode }
        @inline(__always) set { textGroup.fields.alignmentMode = newValue }
    }
    package var isWrapped: Bool {
        @inline(__always) get { textGroup.fields.isWrapped }
        @inline(__always) set { textGroup.fields.isWrapped = newValue }
    }
    package var truncationMode: TextTruncation {
        @inline(__always) get { textGroup.fields.truncationMode }
        @inline(__always) set { textGroup.fields.truncationMode = newValue }
    }
    package var allowsFontSubpixelQuantization: Bool {
        @inline(__always) get { textGroup.fields.allowsFontSubpixelQuantization }
        @inline(__always) set { textGroup.fields.allowsFontSubpixelQuantization = newValue }
    }
}
