import CHeapInfo
import Foundation

/// The process's resident set size, as the kernel reports it (`VmRSS` in
/// `/proc/self/status`): what a soak run watches for growth.
package enum ResidentMemory {
    /// Kilobytes resident now; 0 where `/proc/self/status` cannot be read (not Linux).
    package static func kilobytes() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            // "VmRSS:\t   12345 kB"
            let digits = line.dropFirst("VmRSS:".count).split(whereSeparator: { $0 == " " || $0 == "\t" }).first
            return digits.flatMap { Int($0) } ?? 0
        }
        return 0
    }

    /// Kilobytes resident after the heap has given its free pages back: what is in use,
    /// not what was once (a soak compares two of these).
    package static func kilobytesInUse() -> Int {
        lamina_heap_trim()
        return kilobytes()
    }

    /// Bytes the C heap has handed out and not had back (glibc's `mallinfo2`).
    package static func heapBytes() -> Int {
        Int(lamina_heap_bytes_in_use())
    }
}
