import Foundation

/// A problem Lamina found in what it was given: bad geometry, a refused tree edit,
/// an unknown key path. The call that caused it becomes a no-op (or follows Apple's
/// documented behaviour) and the problem is reported here, never as a crash.
public struct LaminaDiagnostic: Sendable, Equatable, CustomStringConvertible {
    /// What kind of problem was found.
    public enum Code: String, Sendable, CaseIterable {
        /// A coordinate, size or scalar was NaN or infinite; the value was not stored.
        case nonFiniteValue
        /// A transform could not be inverted or projected a point to infinity.
        case singularTransform
        /// A layer edit would have made the tree a cycle; the tree is unchanged.
        case layerCycle
        /// A key path names no property of the receiver.
        case unknownKeyPath
        /// A value of the wrong type was given for a key path; it was ignored.
        case invalidValueType
        /// A path operation had no current point or otherwise invalid input.
        case invalidPathOperation
        /// An argument was outside the range the API accepts.
        case invalidArgument
        /// Part of the platform failed (no OpenGL 3.3, a shader the driver rejects, a
        /// texture too large or out of memory) and Lamina draws another way: with the CPU
        /// renderer, or from a smaller texture.
        case renderingFallback
    }

    /// What kind of problem was found.
    public let code: Code
    /// A sentence naming the call and the bad field.
    public let message: String

    /// A diagnostic of kind `code` with `message`.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    /// The line written to standard error: "lamina: CODE: MESSAGE".
    public var description: String { "lamina: \(code.rawValue): \(message)" }
}

/// Where diagnostics go. By default each distinct message is written once to
/// standard error; `capture(_:)` collects them instead (tests use it).
public enum LaminaDiagnostics {
    /// Receives every diagnostic reported on the current task while set.
    @TaskLocal static var taskSink: DiagnosticSink?

    private static let shared = SharedSink()

    /// Reports a problem to the current sink.
    public static func report(_ code: LaminaDiagnostic.Code, _ message: @autoclosure () -> String) {
        let diagnostic = LaminaDiagnostic(code, message())
        if let sink = taskSink {
            sink.append(diagnostic)
        } else {
            shared.emit(diagnostic)
        }
    }

    /// Installs a process-wide handler for diagnostics (nil restores the default,
    /// which writes each distinct message once to standard error).
    public static func setHandler(_ handler: (@Sendable (LaminaDiagnostic) -> Void)?) {
        shared.setHandler(handler)
    }

    /// Runs `body` and returns what it reported, instead of printing it. Works for
    /// synchronous code on the calling thread and for tasks it starts.
    @discardableResult
    public static func capture(_ body: () throws -> Void) rethrows -> [LaminaDiagnostic] {
        let sink = DiagnosticSink()
        try $taskSink.withValue(sink) { try body() }
        return sink.diagnostics
    }
}

/// Collects diagnostics for `LaminaDiagnostics.capture(_:)`.
final class DiagnosticSink: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [LaminaDiagnostic] = []

    func append(_ diagnostic: LaminaDiagnostic) {
        lock.lock(); defer { lock.unlock() }
        items.append(diagnostic)
    }

    var diagnostics: [LaminaDiagnostic] {
        lock.lock(); defer { lock.unlock() }
        return items
    }
}

/// The process-wide destination: a user handler, or standard error with repeats
/// suppressed so a bad value set every frame prints one line.
private final class SharedSink: @unchecked Sendable {
    private let lock = NSLock()
    private var handler: (@Sendable (LaminaDiagnostic) -> Void)?
    private var printed: Set<String> = []

    func setHandler(_ newHandler: (@Sendable (LaminaDiagnostic) -> Void)?) {
        lock.lock(); defer { lock.unlock() }
        handler = newHandler
    }

    func emit(_ diagnostic: LaminaDiagnostic) {
        lock.lock()
        let handler = self.handler
        let isNew = handler == nil && printed.count < 10_000 && printed.insert(diagnostic.description).inserted
        lock.unlock()
        if let handler {
            handler(diagnostic)
        } else if isNew {
            FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8))
        }
    }
}
