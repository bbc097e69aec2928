@_spi(Fuzzing) import FuzzDriver
@_spi(Fuzzing) import LaminaFuzzing

/// `fuzz-png`: libFuzzer over `FuzzTarget.png`.
@main
enum Main {
    static func main() { FuzzDriver.run(.png) }
}
