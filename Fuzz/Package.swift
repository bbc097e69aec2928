// swift-tools-version:6.0
// The fuzz targets as libFuzzer executables, built and run only by Scripts/fuzz: every
// module (Lamina's too) compiled with AddressSanitizer and libFuzzer's coverage
// instrumentation, and libFuzzer (its no-main library) linked by the script. Each
// executable hands its arguments to libFuzzer with one `FuzzTarget` of the LaminaFuzzing
// library as the function under test; the test suite runs the same targets over Corpus/
// (LaminaFuzzingTests).
import PackageDescription

let targets = ["paths", "png", "animations", "kvc", "trees"]

let package = Package(
    name: "LaminaFuzz",
    dependencies: [.package(name: "Lamina", path: "..")],
    targets: [
        .target(name: "CLibFuzzer"),
        .target(name: "FuzzDriver", dependencies: ["CLibFuzzer", .product(name: "LaminaFuzzing", package: "Lamina")]),
    ] + targets.map { name in
        .executableTarget(name: "fuzz-\(name)", dependencies: ["FuzzDriver", .product(name: "LaminaFuzzing", package: "Lamina")])
    }
)
