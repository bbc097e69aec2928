import Foundation

/// What kind of layer a render node draws.
package enum LayerKind: UInt8, Sendable {
    case plain, shape, gradient, replicator, transform, text

    package init(of layer: CALayer) {
        switch layer {
        case is CAShapeLayer: self = .shape
        case is CAGradientLayer: self = .gradient
        case is CAReplicatorLayer: self = .replicator
        case is CATransformLayer: self = .transform
        case is CATextLayer: self = .text
        default: self = .plain
        }
    }
}

/// A layer's values as slots, one per property (`LayerPropertyTable` says which): plain
/// values only — colours as RGBA, paths as `PathStorage`, string-backed enums as resolved
/// kinds — so evaluating and drawing a frame never creates objects.
///
/// The same struct is the model's storage (`LayerState.values`), what a commit hands the
/// render tree (copied whole: no conversion), and what animations write presented values
/// into each frame. Renderers read it through named accessors (`bounds`, `opacity`, …);
/// animations through `LayerKeyPath`s (`RenderValues+Animation.swift`).
package struct RenderValues {
    package typealias RGBA = CGColor.RGBA

    // The slots, by storage kind (their counts are `LayerPropertyTable`'s, next to the
    // rows that use them; a test checks every row's slot is in range and its own).
    package var numberSlots = LayerPropertyTable.Numbers<Double>(repeating: 0)
    package var integerSlots = LayerPropertyTable.Integers<Int>(repeating: 0)
    package var flagSlots = LayerPropertyTable.Flags<Bool>(repeating: false)
    package var pointSlots = LayerPropertyTable.Points<CGPoint>(repeating: .zero)
    package var sizeSlots = LayerPropertyTable.Sizes<CGSize>(repeating: .zero)
    package var rectSlots = LayerPropertyTable.Rects<CGRect>(repeating: .zero)
    package var transformSlots = LayerPropertyTable.Transforms<CATransform3D>(repeating: CATransform3DIdentity)
    package var maskSlots = LayerPropertyTable.Masks<UInt>(repeating: 0)
    package var kindSlots = LayerPropertyTable.Kinds<UInt8>(repeating: 0)
    package var colorSlots = LayerPropertyTable.Colors<RGBA?>(repeating: nil)
    package var pathSlots = LayerPropertyTable.Paths<PathStorage?>(repeating: nil)
    package var numberListSlots = LayerPropertyTable.NumberLists<[CGFloat]?>(repeating: nil)
    package var colorListSlots = LayerPropertyTable.ColorLists<[RGBA]?>(repeating: nil)
    package var objectSlots = LayerPropertyTable.Objects<Any?>(repeating: nil)

    /// Every property at its default (Apple's, for the class that declares it).
    package init() {
        self = LayerState.defaults.values
    }

    /// The values of `layer`'s model (what a commit hands the render tree).
    package init(model layer: CALayer) {
        self = layer.state.values
    }

    /// Every slot zero, nil or identity (the defaults are written into this).
    init(blank: Void) {}
}

// MARK: Slots by property

extension RenderValues {
    package subscript(number p: LayerProperty) -> Double {
        @inline(__always) get {
            guard case .number(let i, _) = p.storage else { return Self.mismatch(p, 0) }
            return numberSlots[i]
        }
        @inline(__always) set {
            guard case .number(let i, let format) = p.storage else { return Self.mismatch(p, ()) }
            numberSlots[i] = format.stored(newValue)
        }
    }

    package subscript(cgFloat p: LayerProperty) -> CGFloat {
        @inline(__always) get { CGFloat(self[number: p]) }
        @inline(__always) set { self[number: p] = Double(newValue) }
    }

    package subscript(float p: LayerProperty) -> Float {
        @inline(__always) get { Float(self[number: p]) }
        @inline(__always) set { self[number: p] = Double(newValue) }
    }

    package subscript(integer p: LayerProperty) -> Int {
        @inline(__always) get {
            guard case .integer(let i) = p.storage else { return Self.mismatch(p, 0) }
            return integerSlots[i]
        }
        @inline(__always) set {
            guard case .integer(let i) = p.storage else { return Self.mismatch(p, ()) }
            integerSlots[i] = newValue
        }
    }

    package subscript(flag p: LayerProperty) -> Bool {
        @inline(__always) get {
            guard case .flag(let i) = p.storage else { return Self.mismatch(p, false) }
            return flagSlots[i]
        }
        @inline(__always) set {
            guard case .flag(let i) = p.storage else { return Self.mismatch(p, ()) }
            flagSlots[i] = newValue
        }
    }

    package subscript(point p: LayerProperty) -> CGPoint {
        @inline(__always) get {
            guard case .point(let i) = p.storage else { return Self.mismatch(p, .zero) }
            return pointSlots[i]
        }
        @inline(__always) set {
            guard case .point(let i) = p.storage else { return Self.mismatch(p, ()) }
            pointSlots[i] = newValue
        }
    }

    package subscript(size p: LayerProperty) -> CGSize {
        @inline(__always) get {
            guard case .size(let i) = p.storage else { return Self.mismatch(p, .zero) }
            return sizeSlots[i]
        }
        @inline(__always) set {
            guard case .size(let i) = p.storage else { return Self.mismatch(p, ()) }
            sizeSlots[i] = newValue
        }
    }

    package subscript(rect p: LayerProperty) -> CGRect {
        @inline(__always) get {
            guard case .rect(let i) = p.storage else { return Self.mismatch(p, .zero) }
            return rectSlots[i]
        }
        @inline(__always) set {
            guard case .rect(let i) = p.storage else { return Self.mismatch(p, ()) }
            rectSlots[i] = newValue
        }
    }

    package subscript(transform p: LayerProperty) -> CATransform3D {
        @inline(__always) get {
            guard case .transform(let i) = p.storage else { return Self.mismatch(p, CATransform3DIdentity) }
            return transformSlots[i]
        }
        @inline(__always) set {
            guard case .transform(let i) = p.storage else { return Self.mismatch(p, ()) }
            transformSlots[i] = newValue
        }
    }

    package subscript(mask p: LayerProperty) -> UInt {
        @inline(__always) get {
            guard case .mask(let i) = p.storage else { return Self.mismatch(p, 0) }
            return maskSlots[i]
        }
        @inline(__always) set {
            guard case .mask(let i) = p.storage else { return Self.mismatch(p, ()) }
            maskSlots[i] = newValue
        }
    }

    package subscript(kind p: LayerProperty) -> UInt8 {
        @inline(__always) get {
            guard case .kind(let i) = p.storage else { return Self.mismatch(p, 0) }
            return kindSlots[i]
        }
        @inline(__always) set {
            guard case .kind(let i) = p.storage else { return Self.mismatch(p, ()) }
            kindSlots[i] = newValue
        }
    }

    package subscript(color p: LayerProperty) -> RGBA? {
        @inline(__always) get {
            guard case .color(let i) = p.storage else { return Self.mismatch(p, nil) }
            return colorSlots[i]
        }
        @inline(__always) set {
            guard case .color(let i) = p.storage else { return Self.mismatch(p, ()) }
            colorSlots[i] = newValue
        }
    }

    package subscript(path p: LayerProperty) -> PathStorage? {
        @inline(__always) get {
            guard case .path(let i) = p.storage else { return Self.mismatch(p, nil) }
            return pathSlots[i]
        }
        @inline(__always) set {
            guard case .path(let i) = p.storage else { return Self.mismatch(p, ()) }
            pathSlots[i] = newValue
        }
    }

    package subscript(numberList p: LayerProperty) -> [CGFloat]? {
        @inline(__always) get {
            guard case .numberList(let i) = p.storage else { return Self.mismatch(p, nil) }
            return numberListSlots[i]
        }
        @inline(__always) set {
            guard case .numberList(let i) = p.storage else { return Self.mismatch(p, ()) }
            numberListSlots[i] = newValue
        }
    }

    package subscript(colorList p: LayerProperty) -> [RGBA]? {
        @inline(__always) get {
            guard case .colorList(let i) = p.storage else { return Self.mismatch(p, nil) }
            return colorListSlots[i]
        }
        @inline(__always) set {
            guard case .colorList(let i) = p.storage else { return Self.mismatch(p, ()) }
            colorListSlots[i] = newValue
        }
    }

    package subscript(object p: LayerProperty) -> Any? {
        @inline(__always) get {
            guard case .object(let i) = p.storage else { return Self.mismatch(p, nil) }
            return objectSlots[i]
        }
        @inline(__always) set {
            guard case .object(let i) = p.storage else { return Self.mismatch(p, ()) }
            objectSlots[i] = newValue
        }
    }

    /// A property read or written as a kind it is not stored as: a programming error
    /// (the table's tests check every named accessor), answered with a neutral value. It
    /// has no side effects, so reading a value in place needs no copy of it.
    @inline(__always)
    private static func mismatch<T>(_ p: LayerProperty, _ fallback: T) -> T {
        fallback
    }
}
