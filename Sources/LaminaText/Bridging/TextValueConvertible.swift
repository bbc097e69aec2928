import Foundation

/// An object standing for a Core Text font — what UIKit's `UIFont` is on Apple platforms,
/// where it bridges toll-free to `CTFont`. Values of `NSAttributedString.Key.font` and a
/// `CATextLayer`'s `font` may be any such object; LaminaKit's `UIFont` adopts it.
public protocol CTFontConvertible {
    /// The Core Text font this object stands for.
    var ctFont: CTFont { get }
}

/// An object standing for a colour — what UIKit's `UIColor` is on Apple platforms.
/// Values of `NSAttributedString.Key.foregroundColor` may be a `CGColor` or any such
/// object; `UIColor` already has `cgColor`, so adopting it takes no code.
public protocol CGColorConvertible {
    /// The colour as a `CGColor`.
    var cgColor: CGColor { get }
}

extension CTFont: CTFontConvertible {
    /// The font itself.
    public var ctFont: CTFont { self }
}

extension CGColor: CGColorConvertible {
    /// The colour itself.
    public var cgColor: CGColor { self }
}
