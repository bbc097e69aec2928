import Foundation

/// What kind of layer a render node draws.
package enum LayerKind: UInt8, Sendable {
    case plain, shape, gradient, replicator, transform, text, emitter

    package init(of layer: CALayer) {
        switch layer {
        case is CAShapeLayer: self = .shape
        case is CAGradientLayer: self = .gradient
        case is CAReplicatorLayer: self = .replicator
        case is CATransformLayer: self = .transform
        case is CATextLayer: self = .text
        case is CAEmitterLayer: self = .emitter
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

// A property's field, reached through the offset its row gives (`LayerStorage`): how
// code that handles any property (animations, the model's setters, resetting animated
// values) reads and writes values in place, without a switch per property and without
// copying the whole values. Typed accesses of a field's own type; fields of
// reference-holding types (paths, arrays, objects) are assigned, so their references
// are retained and released as for any assignment.
//
// Every field lies in a group (`RenderValueGroup`); its offset is
// `(slot + 1) << groupShift | field`: `slot` is where the group's box reference lies in
// the values, `field` the field's offset in the group's fields. Reading one loads the
// box's address (no retain); writing one first makes the box unique, as the group's own
// accessors do.
extension RenderValues {
    /// How far a group's slot is shifted in an offset (fields of a group lie below).
    @inline(__always) static var groupShift: Int { 12 }

    /// The offset of field `field` of the group whose box reference lies at `slot`.
    static func offset(ofGroup slot: Int, field: Int) -> Int {
        precondition(field < 1 << groupShift, "RenderValues: a group's fields outgrew an offset's field bits")
        return (slot + 1) << groupShift | field
    }

    /// The address of the field at `offset`, for reading.
    @inline(__always)
    static func address(_ base: UnsafeRawPointer, _ offset: Int) -> UnsafeRawPointer {
        let box = base.load(fromByteOffset: offset >> groupShift - 1, as: UnsafeRawPointer.self)
        return box + FieldBox.payloadOffset + (offset & (1 << groupShift - 1))
    }

    /// The address of the field at `offset`, for writing: its group's box is made unique
    /// first (copied when the values share it).
    @inline(__always)
    static func mutableAddress(_ base: UnsafeMutableRawPointer, _ offset: Int) -> UnsafeMutableRawPointer {
        uniqueGroupField(base, slot: offset >> groupShift - 1, field: offset & (1 << groupShift - 1))
    }

    /// `mutableAddress` for a group's field, kept out of line so the writers that inline
    /// `store` stay small.
    @inline(never)
    static func uniqueGroupField(_ base: UnsafeMutableRawPointer, slot: Int, field: Int) -> UnsafeMutableRawPointer {
        let reference = (base + slot).assumingMemoryBound(to: FieldBox.self)
        if !isKnownUniquelyReferenced(&reference.pointee) { reference.pointee = reference.pointee.copy() }
        let box = UnsafeMutableRawPointer(mutating: base.load(fromByteOffset: slot, as: UnsafeRawPointer.self))
        return box + FieldBox.payloadOffset + field
    }

    @inline(__always)
    static func load<T>(_ base: UnsafeRawPointer, _ offset: Int, as type: T.Type) -> T {
        address(base, offset).assumingMemoryBound(to: T.self).pointee
    }

    @inline(__always)
    static func store<T>(_ value: T, _ base: UnsafeMutableRawPointer, _ offset: Int) {
        mutableAddress(base, offset).assumingMemoryBound(to: T.self).pointee = value
    }

    /// Runs `body` with the address of these values (in place: no copy).
    @inline(__always)
    mutating func withFields<R>(_ body: (UnsafeMutableRawPointer) -> R) -> R {
        withUnsafeMutableBytes(of: &self) { body($0.baseAddress!) }
    }
}

// MARK: Contents, tested in place

extension RenderValues {
    /// Where the type word of `contents` lies in the contents group's fields, when Swift
    /// marks a nil `Any?` by a zero there (checked once against values made both ways);
    /// nil otherwise.
    private static let contentsTypeWord: Int? = {
        guard let field = MemoryLayout<ContentsValues>.offset(of: \.contents),
              MemoryLayout<Any?>.size == 4 * MemoryLayout<UInt>.size else { return nil }
        let word = field + 3 * MemoryLayout<UInt>.size
        func typeWord(_ contents: Any?) -> UInt {
            var v = ContentsValues()
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
        return UnsafeRawPointer(v.pointee.contentsGroup.fieldsAddress).load(fromByteOffset: word, as: UInt.self) == 0
    }
}

// MARK: Groups

extension RenderValues {
    /// Whether every group keeps its fields where offsets look for them
    /// (`FieldBox.payloadOffset`).
    package static var groupsHaveTheirLayout: Bool {
        RenderValueGroup<CommonValues>.checkLayout() && RenderValueGroup<TransformValues>.checkLayout() && RenderValueGroup<SublayerTransformValues>.checkLayout()
            && RenderValueGroup<AppearanceValues>.checkLayout()
            && RenderValueGroup<ShadowValues>.checkLayout() && RenderValueGroup<ContentsValues>.checkLayout()
            && RenderValueGroup<SubclassValues>.checkLayout()
    }
}
