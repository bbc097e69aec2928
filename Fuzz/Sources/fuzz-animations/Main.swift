@_spi(Fuzzing) import FuzzDriver
@_spi(Fuzzing) import LaminaFuzzing

/// `fuzz-animations`: libFuzzer over `FuzzTarget.animations`.
@main
enum Main {
    static func main() { FuzzDriver.run(.animations) }
}
