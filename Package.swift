// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Lamina",
    products: [
        .library(name: "Lamina", targets: ["Lamina"]),
        .library(name: "LaminaGraphics", targets: ["LaminaGraphics"]),
        .executable(name: "lamina-demo", targets: ["lamina-demo"]),
        .executable(name: "lamina-bench", targets: ["lamina-bench"]),
    ],
    targets: [
        // CoreGraphics' share: affine transforms, colours, paths.
        .target(name: "LaminaGraphics"),
        // QuartzCore's share: CATransform3D, the layer tree, key paths.
        .target(name: "Lamina", dependencies: ["LaminaGraphics"]),
        .executableTarget(name: "lamina-demo", dependencies: ["Lamina"]),
        // Benchmarks; run in release: `swift run -c release lamina-bench`.
        .executableTarget(name: "lamina-bench", dependencies: ["Lamina"]),
        .testTarget(name: "LaminaGraphicsTests", dependencies: ["LaminaGraphics"]),
        .testTarget(name: "LaminaTests", dependencies: ["Lamina"]),
    ]
)
