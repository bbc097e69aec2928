import Foundation

/// CoreFoundation's string type, as CoreText's API spells its names and keys
/// (`CTFontCreateWithName("Helvetica" as CFString, 24, nil)`). Linux has no
/// CoreFoundation bridging, so it is Swift's `String`: `as CFString` and `as String`
/// both compile unchanged.
public typealias CFString = String
