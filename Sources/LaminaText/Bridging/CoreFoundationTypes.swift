import Foundation

// The CoreFoundation types Core Text's functions are declared with, which Linux
// Foundation does not export. Each is the Foundation class CoreFoundation's type bridges
// to toll-free on Apple platforms, so iOS code's casts (`string as CFAttributedString`,
// `CTFrameGetLines(frame) as! [CTLine]`, `attributes as CFDictionary`) compile unchanged.

/// CoreFoundation's index and count type.
public typealias CFIndex = Int

/// A range of items (UTF-16 code units of a string, for Core Text), as CoreFoundation's
/// `CFRange`. Core Text reads a `length` of 0 as "to the end".
public struct CFRange: Sendable {
    /// The index of the first item.
    public var location: CFIndex
    /// The number of items.
    public var length: CFIndex

    /// The empty range at 0.
    public init() {
        location = 0
        length = 0
    }

    /// The range of `length` items from `location`.
    public init(location: CFIndex, length: CFIndex) {
        self.location = location
        self.length = length
    }
}

/// The range of `len` items from `loc`, as CoreFoundation's `CFRangeMake`.
public func CFRangeMake(_ loc: CFIndex, _ len: CFIndex) -> CFRange {
    CFRange(location: loc, length: len)
}

/// CoreFoundation's array: `NSArray` (Core Text returns lines in one).
public typealias CFArray = NSArray

/// CoreFoundation's dictionary: `NSDictionary` (Core Text's frame attributes).
public typealias CFDictionary = NSDictionary

/// CoreFoundation's attributed string: `NSAttributedString`.
public typealias CFAttributedString = NSAttributedString
