import Foundation

/// What every layer draws with: its geometry, opacity, background, border width and
/// corner radius, and the flags a frame reads of every layer. One of `RenderValues`'
/// groups (`RenderValues.commonGroup`): a layer's model and its render node share one
/// box after a commit until either side writes (the node's presented values of an
/// animated layer get a box of their own on the first frame), so a plain layer's values
/// are kept once, not once by the model and again by the render tree.
package struct CommonValues: RenderValueFields {
    package typealias RGBA = CGColor.RGBA

    // (Ordered so the box stays within 160 bytes of heap: doubles, the colour, then the
    // small fields.)
    package var bounds = CGRect.zero
    package var position = CGPoint.zero
    package var zPosition: CGFloat = 0
    package var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    package var borderWidth: CGFloat = 0
    package var cornerRadius: CGFloat = 0
    package var backgroundColor: RGBA?
    package var opacity: Float = 1
    package var isHidden = false
    package var isDoubleSided = true
    package var masksToBounds = false
    package var allowsGroupOpacity = true
    package var isGeometryFlipped = false

    /// Every field at its default.
    package init() {}

    /// The box the groups at these defaults share.
    nonisolated(unsafe) package static let defaults = FieldGroupBox(CommonValues())
}

/// The fields of `CommonValues`, by name, as `RenderValues`' own.
extension RenderValues {
    package var bounds: CGRect {
        @inline(__always) get { commonGroup.fields.bounds }
        @inline(__always) set { commonGroup.fields.bounds = newValue }
    }
    package var position: CGPoint {
        @inline(__always) get { commonGroup.fields.position }
        @inline(__always) set { commonGroup.fields.position = newValue }
    }
    package var zPosition: CGFloat {
        @inline(__always) get { commonGroup.fields.zPosition }
        @inline(__always) set { commonGroup.fields.zPosition = newValue }
    }
    package var anchorPoint: CGPoint {
        @inline(__always) get { commonGroup.fields.anchorPoint }
        @inline(__always) set { commonGroup.fields.anchorPoint = newValue }
    }
    package var borderWidth: CGFloat {
        @inline(__always) get { commonGroup.fields.borderWidth }
        @inline(__always) set { commonGroup.fields.borderWidth = newValue }
    }
    package var cornerRadius: CGFloat {
        @inline(__always) get { commonGroup.fields.cornerRadius }
        @inline(__always) set { commonGroup.fields.cornerRadius = newValue }
    }
    package var opacity: Float {
        @inline(__always) get { commonGroup.fields.opacity }
        @inline(__always) set { commonGroup.fields.opacity = newValue }
    }
    package var isHidden: Bool {
        @inline(__always) get { commonGroup.fields.isHidden }
        @inline(__always) set { commonGroup.fields.isHidden = newValue }
    }
    package var isDoubleSided: Bool {
        @inline(__always) get { commonGroup.fields.isDoubleSided }
        @inline(__always) set { commonGroup.fields.isDoubleSided = newValue }
    }
    package var masksToBounds: Bool {
        @inline(__always) get { commonGroup.fields.masksToBounds }
        @inline(__always) set { commonGroup.fields.masksToBounds = newValue }
    }
    package var allowsGroupOpacity: Bool {
        @inline(__always) get { commonGroup.fields.allowsGroupOpacity }
        @inline(__always) set { commonGroup.fields.allowsGroupOpacity = newValue }
    }
    package var isGeometryFlipped: Bool {
        @inline(__always) get { commonGroup.fields.isGeometryFlipped }
        @inline(__always) set { commonGroup.fields.isGeometryFlipped = newValue }
    }
    package var backgroundColor: RGBA? {
        @inline(__always) get { commonGroup.fields.backgroundColor }
        @inline(__always) set { commonGroup.fields.backgroundColor = newValue }
    }
}
