// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Lamina",
    products: [
        .library(name: "Lamina", targets: ["Lamina"]),
        .library(name: "LaminaGraphics", targets: ["LaminaGraphics"]),
        .library(name: "LaminaRaster", targets: ["LaminaRaster"]),
        .executable(name: "lamina-demo", targets: ["lamina-demo"]),
        .executable(name: "lamina-bench", targets: ["lamina-bench"]),
    ],
    targets: [
        // CoreGraphics' share: affine transforms, colours, paths.
        .target(name: "LaminaGraphics"),
        // QuartzCore's share: CATransform3D, the layer tree, key paths.
        .target(name: "Lamina", dependencies: ["LaminaGraphics"]),
        // The CPU renderer, PNG files, image comparison.
        .target(name: "LaminaRaster", dependencies: ["Lamina", "CPNG"]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        // cairo, for lamina-bench's comparison only.
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .executableTarget(name: "lamina-demo", dependencies: ["Lamina", "LaminaRaster"]),
        // Benchmarks; run in release: `swift run -c release lamina-bench`.
        .executableTarget(name: "lamina-bench", dependencies: ["Lamina", "LaminaRaster", "CCairo"]),
        .testTarget(name: "LaminaGraphicsTests", dependencies: ["LaminaGraphics"]),
        .testTarget(name: "LaminaTests", dependencies: ["Lamina"]),
        .testTarget(name: "LaminaRasterTests", dependencies: ["LaminaRaster"]),
    ]
)
