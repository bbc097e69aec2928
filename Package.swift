// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Lamina",
    products: [
        .library(name: "Lamina", targets: ["Lamina"]),
        .library(name: "LaminaGraphics", targets: ["LaminaGraphics"]),
        .library(name: "LaminaText", targets: ["LaminaText"]),
        .library(name: "LaminaRenderList", targets: ["LaminaRenderList"]),
        .library(name: "LaminaCPU", targets: ["LaminaCPU"]),
        .library(name: "LaminaRaster", targets: ["LaminaRaster"]),
        .library(name: "LaminaGL", targets: ["LaminaGL"]),
        .library(name: "LaminaHost", targets: ["LaminaHost"]),
        .library(name: "LaminaKit", targets: ["LaminaKit"]),
        .executable(name: "lamina-demo", targets: ["lamina-demo"]),
        .executable(name: "lamina-bench", targets: ["lamina-bench"]),
        .executable(name: "lamina-assets", targets: ["lamina-assets"]),
        // What the fuzz targets run (Fuzz/ builds them under libFuzzer; the tests replay their corpus).
        .library(name: "LaminaFuzzing", targets: ["LaminaFuzzing"]),
    ],
    targets: [
        // CoreGraphics' share: affine transforms, colours, paths.
        .target(name: "LaminaGraphics"),
        // CoreText's share: fonts found through fontconfig, glyphs from FreeType, runs shaped
        // by HarfBuzz, lines ordered by FriBidi, text layout.
        .target(name: "LaminaText", dependencies: ["LaminaGraphics", "CFreeType", "CFontconfig", "CHarfBuzz", "CFriBidi"]),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(name: "CFriBidi", pkgConfig: "fribidi", providers: [.apt(["libfribidi-dev"])]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),
        // The frame contract: CATransform3D, the RenderList, the backend protocol, and frame
        // preparation (everything both backends derive from a list, computed once).
        .target(name: "LaminaRenderList", dependencies: ["LaminaGraphics"]),
        // The CPU backend: executes prepared frames into bitmaps across the cores.
        .target(name: "LaminaCPU", dependencies: ["LaminaRenderList"]),
        // QuartzCore's share: the layer tree, key paths, timing, animations, transactions,
        // the render tree, evaluation, flattening; CARenderer over either backend.
        .target(name: "Lamina", dependencies: ["LaminaGraphics", "LaminaText", "LaminaRenderList", "LaminaCPU", "LaminaGL"]),
        // PNG files and image comparison (and, re-exported, Lamina and the CPU backend).
        .target(name: "LaminaRaster", dependencies: ["Lamina", "LaminaCPU", "CPNG"]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        // The OpenGL 3.3 backend and offscreen EGL contexts. Swift 5 mode: epoxy's entry
        // points are global variables, which Swift 6 mode rejects (PLATFORM.md).
        .target(name: "LaminaGL", dependencies: ["LaminaRenderList", "LaminaGraphics", "CEpoxy", "CEpoxyEGL"],
                swiftSettings: [.swiftLanguageMode(.v5)], plugins: ["ShaderEmbedder"]),
        // The GLFW window, its frame loop and input; drawn with OpenGL or the CPU renderer.
        .target(name: "LaminaHost", dependencies: ["Lamina", "LaminaGL", "LaminaCPU", "CGLFW", "CEpoxy"],
                swiftSettings: [.swiftLanguageMode(.v5)]),
        // Opens a window, renders, reads it back: what the window tests run under Xvfb and weston.
        .executableTarget(name: "lamina-window-check", dependencies: ["LaminaHost", "LaminaRaster"],
                          swiftSettings: [.swiftLanguageMode(.v5)]),
        // The view kit: UIView, controls, gestures, animation blocks, UIWindow over LaminaHost.
        .target(name: "LaminaKit", dependencies: ["Lamina", "LaminaRaster", "LaminaHost"]),
        .systemLibrary(name: "CEpoxy", pkgConfig: "epoxy", providers: [.apt(["libepoxy-dev"])]),
        .systemLibrary(name: "CEpoxyEGL", pkgConfig: "epoxy", providers: [.apt(["libepoxy-dev"])]),
        .systemLibrary(name: "CGLFW", pkgConfig: "glfw3", providers: [.apt(["libglfw3-dev"])]),
        // Embeds Shaders/*.{vert,frag,glsl} into LaminaGL at build time.
        .executableTarget(name: "shader-embedder"),
        .plugin(name: "ShaderEmbedder", capability: .buildTool(), dependencies: ["shader-embedder"]),
        // cairo, for lamina-bench's comparison only.
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        // The demo's scenes (SCENES.md) and the driver that runs one by its script offscreen:
        // what lamina-demo shows, and what lamina-bench and the soak tests run.
        .target(name: "LaminaScenes", dependencies: ["Lamina", "LaminaRaster", "LaminaGL", "LaminaKit"]),
        // Soak runs (every scene for many frames, memory watched) and stress workloads (huge,
        // deep, busy trees): what lamina-bench times and the soak tests assert on.
        .target(name: "LaminaSoak", dependencies: ["LaminaScenes", "Lamina", "LaminaRaster", "LaminaGL", "CHeapInfo"]),
        .executableTarget(name: "lamina-demo", dependencies: ["LaminaScenes", "Lamina", "LaminaRaster", "LaminaGL", "LaminaHost", "LaminaKit"]),
        // Benchmarks; run in release: `swift run -c release lamina-bench`.
        .executableTarget(name: "lamina-bench", dependencies: ["Lamina", "LaminaRaster", "LaminaGL", "LaminaHost", "LaminaSoak", "LaminaScenes", "CCairo", "CHeapInfo"]),
        // glibc's heap figures, for lamina-bench's memory per layer and the soak runs.
        .target(name: "CHeapInfo"),
        // The demo's pictures (Assets/): drawn with CGContext, written by lamina-assets.
        .target(name: "LaminaAssets", dependencies: ["LaminaRaster"]),
        .executableTarget(name: "lamina-assets", dependencies: ["LaminaAssets", "LaminaRaster"]),
        // The fuzz targets' bodies: one byte reader, the path, value, animation and tree
        // generators, and the five targets. Fuzz/ wraps them for libFuzzer (Scripts/fuzz).
        .target(name: "LaminaFuzzing", dependencies: ["Lamina", "LaminaRaster", "LaminaGL", "LaminaCPU"]),
        // Replays Fuzz/Corpus through the fuzz targets; walks the bad-input table.
        .testTarget(name: "LaminaFuzzingTests", dependencies: ["LaminaFuzzing", "LaminaHost"], swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "LaminaGraphicsTests", dependencies: ["LaminaGraphics"]),
        .testTarget(name: "LaminaTests", dependencies: ["Lamina"]),
        // Fonts/ holds a COLR test font made by Scripts/fonts (read by path, not as a resource).
        .testTarget(name: "LaminaTextTests", dependencies: ["LaminaText", "CFreeType", "CHarfBuzz"], exclude: ["Fonts"]),
        .testTarget(name: "LaminaRasterTests", dependencies: ["LaminaRaster"]),
        .testTarget(name: "LaminaGLTests", dependencies: ["LaminaGL", "LaminaRaster"], swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "LaminaDemoTests", dependencies: ["lamina-demo", "LaminaScenes", "LaminaRaster", "LaminaKit", "LaminaHost", "LaminaGL"]),
        // Soak (every scene, thousands of frames, CPU and GL) and stress (100k layers, 10k deep).
        .testTarget(name: "LaminaSoakTests", dependencies: ["LaminaSoak", "LaminaScenes", "Lamina", "LaminaRaster", "LaminaGL"]),
        .testTarget(name: "LaminaKitTests", dependencies: ["LaminaKit", "CFreeType"]),
        .testTarget(name: "LaminaAssetsTests", dependencies: ["LaminaAssets", "LaminaRaster"]),
        // Public iOS Core Animation samples rewritten against Lamina, checked in pixels on both backends.
        .testTarget(name: "PortedSamplesTests", dependencies: ["Lamina", "LaminaKit", "LaminaRaster", "LaminaGL"],
                    swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "LaminaHostTests", dependencies: ["LaminaHost", "LaminaRaster"], swiftSettings: [.swiftLanguageMode(.v5)]),
    ]
)
