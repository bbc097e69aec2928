import Foundation

/// An animation value in typed form, converted once from the `Any` an app passes
/// (`fromValue`, `values`, …) when the animation is added, so that evaluation never
/// inspects `Any` or strings per frame.
package enum AnimatableValue {
    /// A number (`CGFloat`, `Float`, `Double`, `Int` properties and transform
    /// components such as `transform.rotation.z`).
    case scalar(CGFloat)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case transform(CATransform3D)
    /// An unpremultiplied sRGB colour.
    case color(CGColor.RGBA)
    /// A path (morphs point by point between paths of the same element structure).
    case path(PathStorage)
    /// An array of numbers (`locations`, `lineDashPattern`).
    case scalars([CGFloat])
    /// An array of colours (a gradient's `colors`).
    case colors([CGColor.RGBA])
    /// A value that only switches, never blends: images (`contents`), Booleans, strings,
    /// enum-like structs, other objects; nil is a valid discrete value.
    case discrete(Any?)
}

extension AnimatableValue {
    /// Whether every number in the value is finite. An animation given a NaN or an
    /// infinity is ignored when it is added (the bad-input rule the model's setters keep:
    /// non-finite geometry is refused, not drawn).
    package var isFinite: Bool {
        switch self {
        case .scalar(let v): v.isFinite
        case .point(let p): p.x.isFinite && p.y.isFinite
        case .size(let s): s.width.isFinite && s.height.isFinite
        case .rect(let r): r.origin.x.isFinite && r.origin.y.isFinite && r.size.width.isFinite && r.size.height.isFinite
        case .transform(let t): t.isFinite
        case .color(let c): c.red.isFinite && c.green.isFinite && c.blue.isFinite && c.alpha.isFinite
        case .scalars(let values): values.allSatisfy(\.isFinite)
        case .colors(let colors): colors.allSatisfy { $0.red.isFinite && $0.green.isFinite && $0.blue.isFinite && $0.alpha.isFinite }
        case .path, .discrete: true
        }
    }
}
