@_spi(Fuzzing) import FuzzDriver
@_spi(Fuzzing) import LaminaFuzzing

/// `fuzz-trees`: libFuzzer over `FuzzTarget.trees`.
@main
enum Main {
    static func main() { FuzzDriver.run(.trees) }
}
