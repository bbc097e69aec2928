import Foundation
import Lamina

/// The demo in a window (placeholder until the host lands).
struct WindowDemo {
    let options: DemoOptions
    func run() throws {
        throw DemoError.failed("no window yet")
    }
}
