import Foundation

/// A layer's contents and how they are placed and filtered. One of `RenderValues`' groups
/// (`RenderValues.contentsGroup`): layers at these defaults share one copy.
package struct ContentsValues: RenderValueFields {
    package var contents: Any?
    package var contentsRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    package var contentsCenter: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    package var contentsGravity: ContentsGravityKind = ContentsGravityKind.resize
    package var contentsScale: CGFloat = 1
    package var minificationFilter: ContentsFilterKind = ContentsFilterKind.linear
    package var magnificationFilter: ContentsFilterKind = ContentsFilterKind.linear
    package var minificationFilterBias: Float = 0
    /// A `contents` animation between two pictures (no property: only animations write
    /// it, and only into presented values): the weight of the picture fading out,
    /// `contentsFadeFrom` (0: no fade).
    package var contentsFadeWeight: Float = 0
    /// The contents being cross-faded away from (`contentsFadeWeight`).
    package var contentsFadeFrom: Any?

    /// Every field at its default.
    package init() {}

    /// The box the groups at these defaults share.
    nonisolated(unsafe) package static let defaults = FieldGroupBox(ContentsValues())
}

/// The fields of `ContentsValues`, by name, as `RenderValues`' own.
extension RenderValues {
    package var contents: Any? {
        @inline(__always) get { contentsGroup.fields.contents }
        @inline(__always) set { contentsGroup.fields.contents = newValue }
    }
    package var contentsRect: CGRect {
        @inline(__always) get { contentsGroup.fields.contentsRect }
        @inline(__always) set { contentsGroup.fields.contentsRect = newValue }
    }
    package var contentsCenter: CGRect {
        @inline(__always) get { contentsGroup.fields.contentsCenter }
        @inline(__always) set { contentsGroup.fields.contentsCenter = newValue }
    }
    package var contentsGravity: ContentsGravityKind {
        @inline(__always) get { contentsGroup.fields.contentsGravity }
        @inline(__always) set { contentsGroup.fields.contentsGravity = newValue }
    }
    package var contentsScale: CGFloat {
        @inline(__always) get { contentsGroup.fields.contentsScale }
        @inline(__always) set { contentsGroup.fields.contentsScale = newValue }
    }
    package var minificationFilter: ContentsFilterKind {
        @inline(__always) get { contentsGroup.fields.minificationFilter }
        @inline(__always) set { contentsGroup.fields.minificationFilter = newValue }
    }
    package var magnificationFilter: ContentsFilterKind {
        @inline(__always) get { contentsGroup.fields.magnificationFilter }
        @inline(__always) set { contentsGroup.fields.magnificationFilter = newValue }
    }
    package var minificationFilterBias: Float {
        @inline(__always) get { contentsGroup.fields.minificationFilterBias }
        @inline(__always) set { contentsGroup.fields.minificationFilterBias = newValue }
    }
    package var contentsFadeFrom: Any? {
        @inline(__always) get { contentsGroup.fields.contentsFadeFrom }
        @inline(__always) set { contentsGroup.fields.contentsFadeFrom = newValue }
    }
    package var contentsFadeWeight: Float {
        @inline(__always) get { contentsGroup.fields.contentsFadeWeight }
        @inline(__always) set { contentsGroup.fields.contentsFadeWeight = newValue }
    }
}
