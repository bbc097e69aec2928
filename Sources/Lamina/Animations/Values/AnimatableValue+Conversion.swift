import Foundation

// Turning the `Any?` an app gives an animation (`fromValue`, `values`, …) into an
// `AnimatableValue`, once, when the animation is added; and turning an evaluated value
// back into the Swift type the layer property stores, so the evaluator can write
// presentation values. Runs on the thread that adds the animation (conversion) and on
// whichever thread evaluates (`anyValue(as:)`).

extension AnimatableValue {
    /// Converts `value` for a property (or key path component) whose values have `type`,
    /// accepting what an iOS programmer passes:
    ///
    /// - numbers (`.cgFloat`, `.float`, `.double`, `.int`): any Swift number or `NSNumber`
    ///   (a `Bool` counts as 0 / 1, as `NSNumber` treats it) → `.scalar`;
    /// - `.point`, `.size`, `.rect`: the struct itself → `.point` / `.size` / `.rect`;
    /// - `.transform`: a `CATransform3D`, or a `CGAffineTransform` (its 3D form);
    /// - `.color`: a `CGColor` → `.color`; nil → transparent black, which is how Core
    ///   Animation fades a colour in from an unset (nil) property;
    /// - `.path`: a `CGPath` → `.path`; nil → `.discrete(nil)`;
    /// - `.numberArray`: an array of numbers (`[NSNumber]`, `[Double]`, `[CGFloat]`, …)
    ///   → `.scalars`; nil → `.discrete(nil)`;
    /// - `.object`: an array of `CGColor` (a gradient's `colors`) → `.colors`; anything
    ///   else (images for `contents`, filters, …) → `.discrete`;
    /// - `.bool`, `.mask`, `.stringEnum`, `.string`, `.layer`, `.layerArray`: anything, as
    ///   `.discrete` — these never blend.
    ///
    /// Nil where `type` is not optional, or a value of the wrong kind, fails (returns nil)
    /// without a diagnostic: the caller knows the key path and reports it.
    package init?(from value: Any?, as type: LayerValueType) {
        switch type {
        case .cgFloat, .float, .double, .int:
            guard let value, let number = KeyValueConversion.cgFloat(value) else { return nil }
            self = .scalar(number)
        case .point:
            guard let point = value as? CGPoint else { return nil }
            self = .point(point)
        case .size:
            guard let size = value as? CGSize else { return nil }
            self = .size(size)
        case .rect:
            guard let rect = value as? CGRect else { return nil }
            self = .rect(rect)
        case .transform:
            if let t = value as? CATransform3D {
                self = .transform(t)
            } else if let affine = value as? CGAffineTransform {
                self = .transform(CATransform3DMakeAffineTransform(affine))
            } else {
                return nil
            }
        case .color:
            guard let value else {
                self = .color(CGColor.RGBA(red: 0, green: 0, blue: 0, alpha: 0))
                return
            }
            guard let color = value as? CGColor else { return nil }
            self = .color(color.rgba)
        case .path:
            guard let value else { self = .discrete(nil); return }
            guard let path = value as? CGPath else { return nil }
            self = .path(path.storage)
        case .numberArray:
            guard let value else { self = .discrete(nil); return }
            guard let numbers = Self.numbers(value) else { return nil }
            self = .scalars(numbers)
        case .object:
            if let value, let colors = Self.colors(value) {
                self = .colors(colors)
            } else {
                self = .discrete(value)
            }
        case .bool, .mask, .stringEnum, .string, .layer, .layerArray:
            self = .discrete(value)
        }
    }

    /// The value as the Swift type a property of `type` stores, for writing into a
    /// presentation layer: `CGFloat` / `Float` / `Double`, `Int` (rounded to the nearest
    /// integer, so an interpolated `instanceCount` steps halfway between counts), `Bool`,
    /// the geometry structs, `CGColor` (components clamped to [0, 1], NaN as 0: blends and
    /// sums may leave the range), `CGPath`, `[NSNumber]`, `[CGColor]` for `.colors`, and
    /// the stored object for `.discrete`. Nil when the value's kind does not fit `type`
    /// (or for a non-finite number written as an `Int`).
    package func anyValue(as type: LayerValueType) -> Any? {
        switch (self, type) {
        case (.scalar(let x), .cgFloat): return x
        case (.scalar(let x), .float): return Float(x)
        case (.scalar(let x), .double): return Double(x)
        case (.scalar(let x), .int):
            let rounded = x.rounded(.toNearestOrAwayFromZero)
            guard rounded.isFinite, abs(rounded) < 9.2e18 else { return nil }
            return Int(rounded)
        case (.scalar(let x), .bool): return x != 0
        case (.point(let p), .point): return p
        case (.size(let s), .size): return s
        case (.rect(let r), .rect): return r
        case (.transform(let t), .transform): return t
        case (.color(let c), .color): return Self.makeColor(c)
        case (.path(let p), .path): return CGPath(storage: p)
        case (.scalars(let xs), .numberArray), (.scalars(let xs), .object):
            return xs.map { NSNumber(value: Double($0)) }
        case (.colors(let cs), .object): return cs.map(Self.makeColor)
        case (.discrete(let v), .bool):
            guard let v else { return nil }
            return KeyValueConversion.bool(v)
        case (.discrete(let v), _): return v
        default: return nil
        }
    }

    // MARK: Helpers

    /// An array of numbers as CGFloats: `[NSNumber]`, any Swift numeric array, or `[Any]`
    /// whose elements are all numbers.
    private static func numbers(_ value: Any) -> [CGFloat]? {
        if let v = value as? [CGFloat] { return v }
        if let v = value as? [Double] { return v.map { CGFloat($0) } }
        guard let items = value as? [Any] else { return nil }
        var numbers: [CGFloat] = []
        numbers.reserveCapacity(items.count)
        for item in items {
            guard let x = KeyValueConversion.cgFloat(item) else { return nil }
            numbers.append(x)
        }
        return numbers
    }

    /// A non-empty array whose elements are all `CGColor`, as RGBA.
    private static func colors(_ value: Any) -> [CGColor.RGBA]? {
        guard let colors = value as? [CGColor], !colors.isEmpty else { return nil }
        return colors.map(\.rgba)
    }

    /// A `CGColor` from components that blending may have pushed out of range.
    private static func makeColor(_ c: CGColor.RGBA) -> CGColor {
        @inline(__always) func clamp(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : min(max(v, 0), 1) }
        return CGColor(rgba: CGColor.RGBA(red: clamp(c.red), green: clamp(c.green),
                                          blue: clamp(c.blue), alpha: clamp(c.alpha)))
    }
}
