import Foundation

// Whether two animation values are the same value: how a frame tells that a layer drawn
// from its presentation values would draw what it drew before (`PresentationRedisplay`).
// Called per frame for the few layers redrawn so; compares without allocating.

extension AnimatableValue {
    /// Whether `self` and `other` are the same: numbers, geometry, transforms, colours,
    /// paths and arrays by value; discrete values when both are nil or both one object
    /// (values that are not objects are never the same, so a change is never missed).
    package func isSame(as other: AnimatableValue) -> Bool {
        switch (self, other) {
        case let (.scalar(a), .scalar(b)): return a == b
        case let (.point(a), .point(b)): return a == b
        case let (.size(a), .size(b)): return a == b
        case let (.rect(a), .rect(b)): return a == b
        case let (.transform(a), .transform(b)): return a == b
        case let (.color(a), .color(b)): return a == b
        case let (.path(a), .path(b)): return a == b
        case let (.scalars(a), .scalars(b)): return a == b
        case let (.colors(a), .colors(b)): return a == b
        case let (.discrete(a), .discrete(b)):
            switch (a, b) {
            case (nil, nil): return true
            case let (x?, y?): return type(of: x) is AnyClass && (x as AnyObject) === (y as AnyObject)
            default: return false
            }
        default:
            return false
        }
    }
}
