import Foundation

/// A group of `RenderValues`' fields that most layers leave at their defaults (a
/// shadow, a shape, a gradient, …), declared as a struct whose initial values are
/// Apple's defaults.
package protocol RenderValueFields {
    init()
    /// The box every group at its defaults shares (never written: a write copies it).
    static var defaults: FieldGroupBox<Self> { get }
}

/// One group of fields in `RenderValues`, stored as a reference to a box shared
/// copy-on-write: values at the group's defaults (and copies of values) share one box,
/// so a plain layer's values, its render tree's model and its presented values pay
/// eight bytes for the group instead of its fields. The first write to a shared box
/// copies it; later writes go to the now unique box in place (a frame's animations
/// write the presented values' own box, without copying it again).
///
/// The struct holds nothing but the reference, so the word at its offset in the values
/// is the box's address (`RenderValues.load` and `store` read it so).
package struct RenderValueGroup<Fields: RenderValueFields> {
    private var box: FieldGroupBox<Fields>

    /// The group at its defaults.
    package init() {
        box = Fields.defaults
    }

    /// The fields, read and written in place (a write first makes the box unique).
    package var fields: Fields {
        @inline(__always) unsafeAddress { UnsafePointer(box.payload) }
        @inline(__always) mutating unsafeMutableAddress {
            if !isKnownUniquelyReferenced(&box) { box = FieldGroupBox(box.payload.pointee) }
            return box.payload
        }
    }

    /// The address of the fields, for reading in place.
    @inline(__always)
    package var fieldsAddress: UnsafePointer<Fields> { UnsafePointer(box.payload) }

    /// Whether the group still shares the defaults' box.
    package var isDefault: Bool { box === Fields.defaults }

    /// Whether `FieldBox.payloadOffset` is where Swift keeps a box's fields.
    package static func checkLayout() -> Bool {
        let box = FieldGroupBox(Fields())
        return UnsafeMutableRawPointer(box.payload) == box.storedAddress
    }
}
