import Foundation

/// A time interval in seconds, as CoreFoundation spells it (Linux Foundation lacks it).
public typealias CFTimeInterval = Double
