import Foundation

/// The heap storage of one group of `RenderValues`' fields (`RenderValueGroup`): a
/// reference every copy of the values shares until one of them writes the group.
///
/// The fields are read and written through `payload`, the address of the stored fields,
/// so neither a read nor a write in place checks exclusivity or retains the box; code
/// that knows only a field's offset (`RenderValues.load`, `store`) reaches the fields the
/// same way, `payloadOffset` bytes past the object's address.
package class FieldBox {
    /// Where a box's fields start, past the object's address: Swift's object header (its
    /// metadata and reference counts), the base class holding no stored property.
    /// `RenderValueGroup.checkLayout()` checks it against a box's real address.
    package static let payloadOffset = 16

    init() {}

    /// A new box holding a copy of the fields (what a write to a shared box makes).
    func copy() -> FieldBox {
        preconditionFailure("FieldBox.copy: subclasses copy their fields")
    }
}

/// A `FieldBox` holding fields of type `Fields`.
package final class FieldGroupBox<Fields>: FieldBox {
    private var fields: Fields

    init(_ fields: Fields) {
        self.fields = fields
    }

    override func copy() -> FieldBox {
        FieldGroupBox(fields)
    }

    /// The address of the fields (valid while the box lives).
    @inline(__always)
    var payload: UnsafeMutablePointer<Fields> {
        (UnsafeMutableRawPointer(Unmanaged.passUnretained(self).toOpaque()) + FieldBox.payloadOffset)
            .assumingMemoryBound(to: Fields.self)
    }

    /// The address Swift gives `fields` (for the layout check).
    var storedAddress: UnsafeMutableRawPointer {
        withUnsafeMutablePointer(to: &fields) { UnsafeMutableRawPointer($0) }
    }
}
