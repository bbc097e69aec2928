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
