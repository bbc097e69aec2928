@_spi(Fuzzing) import FuzzDriver
@_spi(Fuzzing) import LaminaFuzzing

/// `fuzz-paths`: libFuzzer over `FuzzTarget.paths`.
@main
enum Main {
    static func main() { FuzzDriver.run(.paths) }
}
