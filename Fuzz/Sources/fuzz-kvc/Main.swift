@_spi(Fuzzing) import FuzzDriver
@_spi(Fuzzing) import LaminaFuzzing

/// `fuzz-kvc`: libFuzzer over `FuzzTarget.kvc`.
@main
enum Main {
    static func main() { FuzzDriver.run(.kvc) }
}
