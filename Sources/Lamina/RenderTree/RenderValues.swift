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

// MARK: Contents, tested in place

extension RenderValues {
    /// Where the type word of `contents` lies, when Swift marks a nil `Any?` by a zero
    /// there (checked once against values made both ways); nil otherwise.
    private static let contentsTypeWord: Int? = {
        guard let field = MemoryLayout<RenderValues>.offset(of: \.contents),
              MemoryLayout<Any?>.size == 4 * MemoryLayout<UInt>.size else { return nil }
        let word = field + 3 * MemoryLayout<UInt>.size
        func typeWord(_ contents: Any?) -> UInt {
            var v = RenderValues()
            v.contents = contents
            return withUnsafeBytes(of: &v) { $0.load(fromByteOffset: word, as: UInt.self) }
        }
        let some: [Any] = [0, CGFloat(1), "", CGImage.self, CGRect.zero, [0.0]]
        return typeWord(nil) == 0 && some.allSatisfy({ typeWord($0) != 0 }) ? word : nil
    }()

    /// Whether the values at `v` have no contents, read without copying the existential
    /// (a copy retains what it holds).
    @inline(__always)
    static func hasNoContents(_ v: UnsafePointer<RenderValues>) -> Bool {
        guard let word = contentsTypeWord else { return v.pointee.contents == nil }
        return UnsafeRawPointer(v).load(fromByteOffset: word, as: UInt.self) == 0
    }
}
