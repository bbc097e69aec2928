import Foundation

/// The largest finite `Float`, as Darwin's `math.h` defines `HUGE` (`FLT_MAX`), which
/// Glibc's Swift overlay does not import. iOS code repeats animations for ever with
/// `repeatCount = HUGE`; Lamina treats it as `.greatestFiniteMagnitude`, as Apple does.
public let HUGE: Float = .greatestFiniteMagnitude
