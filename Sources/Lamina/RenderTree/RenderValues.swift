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

extension RenderValues {
    /// The values of `layer`'s model (what a commit hands the render tree).
    package init(model layer: CALayer) {
        self = layer.state.values
    }
}

// MARK: Fields by offset

// A property's field, reached through the byte offset its row gives (`LayerStorage`):
// how code that handles any property (animations, the model's setters, resetting
// animated values) reads and writes values in place, without a switch per property and
// without copying the whole values. Typed accesses of a field's own type; fields of
// reference-holding types (paths, arrays, objects) are assigned, so their references
// are retained and released as for any assignment.
extension RenderValues {
    @inline(__always)
    static func load<T>(_ base: UnsafeRawPointer, _ offset: Int, as type: T.Type) -> T {
        (base + offset).assumingMemoryBound(to: T.self).pointee
    }

    @inline(__always)
    static func store<T>(_ value: T, _ base: UnsafeMutableRawPointer, _ offset: Int) {
        (base + offset).assumingMemoryBound(to: T.self).pointee = value
    }

    /// Runs `body` with the address of these values (in place: no copy).
    @inline(__always)
    mutating func withFields<R>(_ body: (UnsafeMutableRawPointer) -> R) -> R {
        withUnsafeMutableBytes(of: &self) { body($0.baseAddress!) }
    }
}
