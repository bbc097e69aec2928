import Foundation
import Testing
@testable import LaminaRaster

// RenderLists built by hand (the flattener is tested on its own) and the pixel helpers the
// raster tests share. Expected values are computed in the tests from geometry, never
// taken from what the renderer printed.

typealias RGBA = CGColor.RGBA

let red = RGBA(red: 1, green: 0, blue: 0, alpha: 1)
let green = RGBA(red: 0, green: 1, blue: 0, alpha: 1)
let blue = RGBA(red: 0, green: 0, blue: 1, alpha: 1)
let white = RGBA(red: 1, green: 1, blue: 1, alpha: 1)
let black = RGBA(red: 0, green: 0, blue: 0, alpha: 1)
let allCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]

/// A translation in the layer plane (points = pixels at scale 1).
func translation(_ x: CGFloat, _ y: CGFloat, _ z: CGFloat = 0) -> CATransform3D {
    CATransform3DMakeTranslation(x, y, z)
}

/// The transform of a layer of size (w, h) whose centre sits at (cx, cy), rotated by
/// `angle` about z around its centre: bounds (0,0,w,h) → pixels.
func rotated(size w: CGFloat, _ h: CGFloat, centre cx: CGFloat, _ cy: CGFloat, angle: CGFloat) -> CATransform3D {
    var t = CATransform3DMakeTranslation(-w / 2, -h / 2, 0)
    t = CATransform3DConcat(t, CATransform3DMakeRotation(angle, 0, 0, 1))
    return CATransform3DConcat(t, CATransform3DMakeTranslation(cx, cy, 0))
}

/// Perspective m34 = −1/d about the point (cx, cy) of the target.
func perspective(_ d: CGFloat, centre cx: CGFloat, _ cy: CGFloat) -> CATransform3D {
    var p = CATransform3DIdentity
    p.m34 = -1 / d
    return CATransform3DConcat(CATransform3DConcat(CATransform3DMakeTranslation(-cx, -cy, 0), p),
                               CATransform3DMakeTranslation(cx, cy, 0))
}

func placement(_ transform: CATransform3D, size: CGSize, opacity: Float = 1, tint: RGBA = white, clip: Int32 = -1) -> ItemPlacement {
    ItemPlacement(transform: transform, bounds: CGRect(origin: .zero, size: size), opacity: opacity, tint: tint, clip: clip)
}

/// A layer item: `size` at `transform`, with a background and optional border, corners,
/// contents.
func layer(_ transform: CATransform3D, size: CGSize, color: RGBA?, cornerRadius: CGFloat = 0,
           corners: CACornerMask = allCorners, borderWidth: CGFloat = 0, borderColor: RGBA? = nil,
           opacity: Float = 1, tint: RGBA = white, clip: Int32 = -1, contents: ContentsItem? = nil) -> RenderCommand {
    .layer(LayerItem(placement: placement(transform, size: size, opacity: opacity, tint: tint, clip: clip),
                     cornerRadius: cornerRadius, maskedCorners: corners, curve: .circular,
                     backgroundColor: color, borderWidth: borderWidth, borderColor: borderColor, contents: contents))
}

/// A plain axis-aligned layer at `frame`.
func layer(frame: CGRect, color: RGBA?, cornerRadius: CGFloat = 0, corners: CACornerMask = allCorners,
           borderWidth: CGFloat = 0, borderColor: RGBA? = nil, opacity: Float = 1, clip: Int32 = -1,
           contents: ContentsItem? = nil) -> RenderCommand {
    layer(translation(frame.minX, frame.minY), size: frame.size, color: color, cornerRadius: cornerRadius,
          corners: corners, borderWidth: borderWidth, borderColor: borderColor, opacity: opacity, clip: clip,
          contents: contents)
}

/// A clip region: the rounded rectangle (0,0,size) under `transform`.
func clipRegion(_ transform: CATransform3D, size: CGSize, cornerRadius: CGFloat = 0, parent: Int32 = -1) -> ClipRegion {
    ClipRegion(transform: transform, shape: RoundedShape(rect: CGRect(origin: .zero, size: size), cornerRadius: cornerRadius,
                                                         maskedCorners: allCorners, curve: .circular), parent: parent)
}

/// Contents showing `image` in `destination` (bounds space).
func contents(_ image: CGImage, destination: CGRect, source: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1),
              center: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), filter: ContentsFilterKind = .linear,
              flipped: Bool = false) -> ContentsItem {
    ContentsItem(image: image, sourceRect: source, destinationRect: destination, center: center,
                 minificationFilter: filter, magnificationFilter: filter, isFlipped: flipped)
}

/// An image filled by `color(x, y)` (premultiplied bytes given straight: opaque colours).
func makeImage(width: Int, height: Int, _ color: (Int, Int) -> (UInt8, UInt8, UInt8, UInt8)) -> CGImage {
    let pixels = PixelBuffer(width: width, height: height)
    for y in 0..<height {
        for x in 0..<width {
            let c = color(x, y)
            let p = pixels.row(y) + x * 4
            p[0] = c.0; p[1] = c.1; p[2] = c.2; p[3] = c.3
        }
    }
    return CGImage(pixels: pixels)
}

/// Draws `commands` into a fresh transparent target.
func render(_ commands: [RenderCommand], clips: [ClipRegion] = [], width: Int = 100, height: Int = 100,
            scale: CGFloat = 1, threads: Int = 2, backend: CPUBackend? = nil) -> PixelBuffer {
    var list = RenderList()
    list.pixelWidth = width
    list.pixelHeight = height
    list.scale = scale
    list.commands = commands
    list.clips = clips
    let target = PixelBuffer(width: width, height: height)
    (backend ?? CPUBackend(threadCount: threads)).draw(list, into: target)
    return target
}

/// A pixel's premultiplied channels as Ints.
func px(_ buffer: PixelBuffer, _ x: Int, _ y: Int) -> [Int] {
    let p = buffer.pixel(x: x, y: y)
    return [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
}

/// Whether every channel is within `tolerance` of `expected`.
func near(_ actual: [Int], _ expected: [Int], _ tolerance: Int) -> Bool {
    zip(actual, expected).allSatisfy { abs($0 - $1) <= tolerance }
}

/// Expected bytes for an opaque colour at coverage `c` over transparent.
func covered(_ color: RGBA, _ c: Double) -> [Int] {
    let a = c * Double(color.alpha)
    return [Int((Double(color.red) * a * 255).rounded()), Int((Double(color.green) * a * 255).rounded()),
            Int((Double(color.blue) * a * 255).rounded()), Int((a * 255).rounded())]
}

/// The sum of alpha over the buffer, in pixels (255 = one pixel).
func coveredArea(_ buffer: PixelBuffer) -> Double {
    var sum = 0
    for y in 0..<buffer.height {
        for x in 0..<buffer.width { sum += Int(buffer.pixel(x: x, y: y).a) }
    }
    return Double(sum) / 255
}

/// The standard normal CDF.
func Phi(_ x: Double) -> Double { 0.5 * (1 + erf(x / 2.0.squareRoot())) }

/// Writes `buffer` to `$LAMINA_RASTER_OUTPUT/name.png` when that variable is set (for a
/// person to look at); the contact-sheet test collects every scene the same way.
func saveForReview(_ buffer: PixelBuffer, _ name: String) {
    guard let folder = ProcessInfo.processInfo.environment["LAMINA_RASTER_OUTPUT"] else { return }
    try? buffer.writePNG(to: URL(fileURLWithPath: folder).appendingPathComponent(name + ".png"))
}
