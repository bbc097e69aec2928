@_spi(LaminaBackend) import LaminaRenderList
import Foundation
@testable import LaminaRaster

// The RenderLists of issue 4's `cpu` benchmark, built directly (no layer tree), so the
// CPU backend can be checked and timed on its own (`lamina-bench cpu` times the same
// scenes as whole frames through CARenderer). Each scene is a function of time.
//   (a) 1,000 rounded, bordered 32-px layers, each turning at its own speed;
//   (b) 10 full-screen textured layers with opacity;
//   (c) the image-fold scene mid-drag (SCENES.md 9: two halves of one picture, the top
//       one folded about x with m34 = −1/500, a clear → black gradient over the bottom);
//   (d) a replicator of 1,000 tinted dots (one instance run).

/// Benchmark scenes for the CPU backend.
enum CPUBenchmarkScenes {
    /// The benchmark's target size.
    static let width = 1280, height = 720

    /// The scenes by their JSON key (`"cpu_ms"` → {"layers1k", "textured10", "fold", "replicator1k"}).
    static let names = ["layers1k", "textured10", "fold", "replicator1k"]

    /// The scene called `name` at time `t` (seconds); nil for an unknown name.
    static func scene(_ name: String, time t: Double) -> RenderList? {
        switch name {
        case "layers1k": layers1k(time: t)
        case "textured10": textured10(time: t)
        case "fold": fold(time: t)
        case "replicator1k": replicator1k(time: t)
        default: nil
        }
    }

    /// (a) A 40 × 25 grid of 32 × 32 layers, corner radius 8, border 2, turning.
    static func layers1k(time t: Double) -> RenderList {
        var list = emptyList()
        let size = CGSize(width: 32, height: 32)
        for i in 0..<1000 {
            let column = i % 40, row = i / 40
            let cx = 16 + CGFloat(column) * 31.6, cy = 20 + CGFloat(row) * 28.4
            let angle = CGFloat(t) * (0.5 + CGFloat(i % 7) * 0.3) + CGFloat(i) * 0.1
            var m = CATransform3DMakeTranslation(-16, -16, 0)
            m = CATransform3DConcat(m, CATransform3DMakeRotation(angle, 0, 0, 1))
            m = CATransform3DConcat(m, CATransform3DMakeTranslation(cx, cy, 0))
            let hue = CGFloat(i % 12) / 12
            list.commands.append(.layer(LayerItem(
                placement: ItemPlacement(transform: m, bounds: CGRect(origin: .zero, size: size), opacity: 1,
                                         tint: PackedColor.white, clip: -1),
                cornerRadius: 8, maskedCorners: allCorners, curve: .continuous,
                backgroundColor: CGColor.RGBA(red: hue, green: 0.6, blue: 1 - hue, alpha: 1), borderWidth: 2,
                borderColor: CGColor.RGBA(red: 0.1, green: 0.1, blue: 0.1, alpha: 1), contents: nil)))
        }
        return list
    }

    /// (b) Ten full-screen layers showing a 640 × 360 picture magnified twice (bilinear),
    /// at opacities 0.9, 0.85, … (as `lamina-bench cpu`).
    static func textured10(time t: Double) -> RenderList {
        var list = emptyList()
        let bounds = CGRect(x: 0, y: 0, width: width, height: height)
        for i in 0..<10 {
            list.commands.append(.layer(LayerItem(
                placement: ItemPlacement(transform: CATransform3DIdentity, bounds: bounds, opacity: 0.9 - Float(i) * 0.05,
                                         tint: PackedColor.white, clip: -1),
                cornerRadius: 0, maskedCorners: allCorners, curve: .circular,
                backgroundColor: nil, borderWidth: 0, borderColor: nil,
                contents: ContentsItem(image: smallPicture, sourceRect: unit, destinationRect: bounds, center: unit,
                                       minificationFilter: .linear, magnificationFilter: .linear, isFlipped: false))))
        }
        return list
    }

    /// (c) The fold, mid-drag: the top half turned by −(0.4 + 0.1·sin t)·π about its
    /// bottom edge in perspective, the bottom half flat under a clear → black gradient.
    static func fold(time t: Double) -> RenderList {
        var list = emptyList()
        let w = CGFloat(width), h = CGFloat(height), half = h / 2
        let size = CGSize(width: w, height: half)
        let bounds = CGRect(origin: .zero, size: size)
        let angle = -(0.4 + 0.1 * sin(t)) * .pi
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        let aroundCentre = CATransform3DConcat(CATransform3DConcat(CATransform3DMakeTranslation(-w / 2, -half, 0), perspective),
                                               CATransform3DMakeTranslation(w / 2, half, 0))
        var top = CATransform3DMakeTranslation(-w / 2, -half, 0)
        top = CATransform3DConcat(top, CATransform3DMakeRotation(angle, 1, 0, 0))
        top = CATransform3DConcat(top, CATransform3DMakeTranslation(w / 2, half, 0))
        top = CATransform3DConcat(top, aroundCentre)
        let bottom = CATransform3DConcat(CATransform3DMakeTranslation(0, half, 0), aroundCentre)
        func imageHalf(_ m: CATransform3D, source: CGRect) -> RenderCommand {
            .layer(LayerItem(placement: ItemPlacement(transform: m, bounds: bounds, opacity: 1, tint: PackedColor.white, clip: -1),
                             cornerRadius: 0, maskedCorners: allCorners, curve: .circular,
                             backgroundColor: nil, borderWidth: 0, borderColor: nil,
                             contents: ContentsItem(image: picture, sourceRect: source, destinationRect: bounds, center: unit,
                                                    minificationFilter: .linear, magnificationFilter: .linear, isFlipped: false)))
        }
        list.commands.append(imageHalf(bottom, source: CGRect(x: 0, y: 0.5, width: 1, height: 0.5)))
        list.commands.append(.gradient(GradientItem(
            placement: ItemPlacement(transform: bottom, bounds: bounds, opacity: Float(0.4 + 0.1 * sin(t)),
                                     tint: PackedColor.white, clip: -1),
            cornerRadius: 0, maskedCorners: allCorners, curve: .circular,
            kind: .axial, colors: [CGColor.RGBA(red: 0, green: 0, blue: 0, alpha: 0), CGColor.RGBA(red: 0, green: 0, blue: 0, alpha: 1)],
            locations: [0, 1], startPoint: CGPoint(x: 0.5, y: 0), endPoint: CGPoint(x: 0.5, y: 1))))
        list.commands.append(imageHalf(top, source: CGRect(x: 0, y: 0, width: 1, height: 0.5)))
        return list
    }

    /// (d) 1,000 copies of a 12 × 12 round dot on a spiral, each tinted a little bluer.
    static func replicator1k(time t: Double) -> RenderList {
        var list = emptyList()
        let size = CGSize(width: 12, height: 12)
        for k in 0..<1000 {
            let a = Double(k) * 0.13 + t
            let r = 20 + Double(k) * 0.33
            let m = CATransform3DMakeTranslation(CGFloat(640 + r * cos(a)) - 6, CGFloat(360 + r * sin(a) * 0.55) - 6, 0)
            let tint = CGColor.RGBA(red: 1 - CGFloat(k) / 1000, green: 0.8, blue: CGFloat(k) / 1000, alpha: 1)
            list.commands.append(.layer(LayerItem(
                placement: ItemPlacement(transform: m, bounds: CGRect(origin: .zero, size: size), opacity: 1, tint: tint, clip: -1),
                cornerRadius: 6, maskedCorners: allCorners, curve: .circular,
                backgroundColor: CGColor.RGBA(red: 1, green: 1, blue: 1, alpha: 1), borderWidth: 0, borderColor: nil,
                contents: nil)))
        }
        return list
    }

    // MARK: Shared

    private static let allCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner,
                                                   .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    private static let unit = CGRect(x: 0, y: 0, width: 1, height: 1)

    /// A full-screen opaque picture: smooth colour ramps with a grid.
    static let picture = makePicture(width: width, height: height)
    /// The same at half the size.
    static let smallPicture = makePicture(width: width / 2, height: height / 2)

    static func makePicture(width: Int, height: Int) -> CGImage {
        let pixels = PixelBuffer(width: width, height: height)
        for y in 0..<height {
            let row = pixels.row(y)
            for x in 0..<width {
                let grid = (x % 64 == 0 || y % 64 == 0)
                row[x * 4] = grid ? 255 : UInt8(x * 255 / width)
                row[x * 4 + 1] = grid ? 255 : UInt8(y * 255 / height)
                row[x * 4 + 2] = grid ? 255 : UInt8((x + y) % 256)
                row[x * 4 + 3] = 255
            }
        }
        return CGImage(pixels: pixels)
    }

    private static func emptyList() -> RenderList {
        var list = RenderList()
        list.pixelWidth = width
        list.pixelHeight = height
        list.scale = 1
        return list
    }
}
