import Foundation
import LaminaText

// The string-valued style properties, resolved once — when they are set — into closed
// enums for the renderers (the model keeps the string, as Apple's). Any string is
// accepted by the public types; a name that matches nothing falls back to what Core
// Animation does with it (an unknown gravity acts as `.center`).

/// A string-backed enum of the layer API whose value renderers read as a resolved kind:
/// the `kinds` slot of `RenderValues` holds `resolvedKind`.
package protocol LayerKindValue: RawRepresentable where RawValue == String {
    /// The kind renderers read (the raw value of the resolved enum).
    var resolvedKind: UInt8 { get }
    /// What a layer keeps, and reads back, when this value is set: the value itself,
    /// unless Apple's layer reads back its default for a name it does not know.
    var storedValue: Self { get }
}

extension LayerKindValue {
    package var storedValue: Self { self }
}

/// A resolved `contentsGravity`.
package enum ContentsGravityKind: UInt8, Sendable {
    case center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight
    case resize, resizeAspect, resizeAspectFill

    package init(_ gravity: CALayerContentsGravity) {
        switch gravity {
        case .top: self = .top
        case .bottom: self = .bottom
        case .left: self = .left
        case .right: self = .right
        case .topLeft: self = .topLeft
        case .topRight: self = .topRight
        case .bottomLeft: self = .bottomLeft
        case .bottomRight: self = .bottomRight
        case .resize: self = .resize
        case .resizeAspect: self = .resizeAspect
        case .resizeAspectFill: self = .resizeAspectFill
        default: self = .center
        }
    }
}

extension ContentsFilterKind {
    /// The filter `filter` names: `.trilinear` needs mipmaps, anything unknown is linear.
    package init(_ filter: CALayerContentsFilter) {
        switch filter {
        case .nearest: self = .nearest
        case .trilinear: self = .trilinear
        default: self = .linear
        }
    }
}

extension CGPathFillRule {
    /// The rule a shape layer's `fillRule` names; unknown names are non-zero.
    package init(_ rule: CAShapeLayerFillRule) {
        self = rule == .evenOdd ? .evenOdd : .winding
    }
}

extension CGLineCap {
    /// The cap a shape layer's `lineCap` names; unknown names are butt.
    package init(_ cap: CAShapeLayerLineCap) {
        switch cap {
        case .round: self = .round
        case .square: self = .square
        default: self = .butt
        }
    }
}

extension CGLineJoin {
    /// The join a shape layer's `lineJoin` names; unknown names are miter.
    package init(_ join: CAShapeLayerLineJoin) {
        switch join {
        case .round: self = .round
        case .bevel: self = .bevel
        default: self = .miter
        }
    }
}

extension GradientKind {
    /// The gradient `type` names; unknown names are axial.
    package init(_ type: CAGradientLayerType) {
        switch type {
        case .radial: self = .radial
        case .conic: self = .conic
        default: self = .axial
        }
    }
}

extension TextAlignment {
    /// The alignment `mode` names; unknown names are natural (the paragraph's direction).
    package init(_ mode: CATextLayerAlignmentMode) {
        switch mode {
        case .left: self = .left
        case .right: self = .right
        case .center: self = .center
        case .justified: self = .justified
        default: self = .natural
        }
    }
}

extension TextTruncation {
    /// The truncation `mode` names; unknown names truncate nothing.
    package init(_ mode: CATextLayerTruncationMode) {
        switch mode {
        case .start: self = .start
        case .middle: self = .middle
        case .end: self = .end
        default: self = .none
        }
    }
}

extension CALayerContentsGravity: LayerKindValue {
    package var resolvedKind: UInt8 { ContentsGravityKind(self).rawValue }
    /// A name that is no gravity reads back as `.center`, as on Apple's layers.
    package var storedValue: Self { ContentsGravityKind(self) == .center ? .center : self }
}

extension CALayerContentsFilter: LayerKindValue {
    package var resolvedKind: UInt8 { ContentsFilterKind(self).rawValue }
}

/// A resolved corner curve; unknown names are circular.
package enum CornerCurveKind: UInt8, Sendable {
    case circular, continuous
}

extension CALayerCornerCurve: LayerKindValue {
    package var resolvedKind: UInt8 { (self == .continuous ? CornerCurveKind.continuous : .circular).rawValue }
    /// A name that is no curve reads back as `.circular`, as on Apple's layers.
    package var storedValue: Self { self == .continuous ? .continuous : .circular }
}

extension CALayerContentsFormat: LayerKindValue {
    /// The format is a hint for backing stores; renderers read none.
    package var resolvedKind: UInt8 { 0 }
}

extension CAShapeLayerFillRule: LayerKindValue {
    package var resolvedKind: UInt8 { UInt8(CGPathFillRule(self).rawValue) }
}

extension CAShapeLayerLineCap: LayerKindValue {
    package var resolvedKind: UInt8 { UInt8(CGLineCap(self).rawValue) }
}

extension CAShapeLayerLineJoin: LayerKindValue {
    package var resolvedKind: UInt8 { UInt8(CGLineJoin(self).rawValue) }
}

extension CAGradientLayerType: LayerKindValue {
    package var resolvedKind: UInt8 { GradientKind(self).rawValue }
}

extension CATextLayerAlignmentMode: LayerKindValue {
    package var resolvedKind: UInt8 { TextAlignment(self).rawValue }
}

extension CATextLayerTruncationMode: LayerKindValue {
    package var resolvedKind: UInt8 { TextTruncation(self).rawValue }
}
