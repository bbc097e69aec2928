import Foundation
import LaminaScenes
import Lamina
import LaminaRaster

/// `--sheet FILE`: thumbnails of a run's frames on one captioned page, a row per scene,
/// so that a person sees every scene's motion at a glance.
struct FrameSheet {
    /// Frames per row (chosen evenly through each scene's frames).
    static let perScene = 6
    /// Thumbnails are this fraction of a frame's size.
    static let reduction: CGFloat = 0.3

    private var sheet = ContactSheet(columns: perScene)

    /// Adds up to `perScene` of `frames` (scene time, image), evenly spaced.
    mutating func add(scene number: Int, frames: [(time: CFTimeInterval, image: CGImage)]) {
        guard !frames.isEmpty else { return }
        let picks = frames.count <= Self.perScene
            ? Array(frames.indices)
            : (0..<Self.perScene).map { $0 * (frames.count - 1) / (Self.perScene - 1) }
        for i in picks {
            sheet.add(Self.thumbnail(frames[i].image),
                      label: "scene \(number) t=" + String(format: "%.2f", frames[i].time))
        }
    }

    func write(to url: URL) throws {
        try sheet.write(to: url)
    }

    private static func thumbnail(_ image: CGImage) -> PixelBuffer {
        let width = max(1, Int((CGFloat(image.width) * reduction).rounded()))
        let height = max(1, Int((CGFloat(image.height) * reduction).rounded()))
        let context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: width * 4,
                                space: CGColorSpaceCreateDeviceRGB(),
                                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        context.interpolationQuality = .high
        context.draw(image, in: CGRect(x: 0, y: 0, width: width, height: height))
        return context.pixels
    }
}
