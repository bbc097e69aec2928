import CLibFuzzer
import Foundation
@_spi(Fuzzing) import LaminaFuzzing

// The fuzz executables' shared body. Input: the command line (libFuzzer's flags and
// corpus folders); output: libFuzzer's run, which calls one `FuzzTarget` per input on the
// main thread and exits with its status.

/// Runs libFuzzer over one target.
public enum FuzzDriver {
    /// The target libFuzzer's C callback runs (a C function pointer carries no context).
    nonisolated(unsafe) private static var target = FuzzTarget.paths

    /// Hands the process's arguments to libFuzzer with `target` as the function under test.
    @_spi(Fuzzing) public static func run(_ target: FuzzTarget) -> Never {
        Self.target = target
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        let status = LLVMFuzzerRunDriver(&argc, &argv) { data, size in
            FuzzDriver.target.fuzz(data, size)
            return 0
        }
        exit(status)
    }
}
