import Foundation
import Lamina
import LaminaRaster

/// A picture: a `CGImage` and the number of its pixels per point.
///
/// `UIImage(named:)` loads PNG files from the assets folder (`UIImage+Named.swift`);
/// `UIImage(cgImage:)` wraps an image made in code (`cropping(to:)` of a sprite sheet,
/// as the seeds do).
open class UIImage: NSObject, _ExpressibleByImageLiteral, @unchecked Sendable {
    /// How the picture is turned; Lamina draws every image `.up`.
    public enum Orientation: Int, Sendable {
        /// As stored (the default).
        case up
        /// Turned half a turn.
        case down
        /// Turned a quarter turn counterclockwise.
        case left
        /// Turned a quarter turn clockwise.
        case right
        /// As stored, mirrored left to right.
        case upMirrored
        /// Turned half a turn, mirrored left to right.
        case downMirrored
        /// Turned a quarter turn counterclockwise, mirrored.
        case leftMirrored
        /// Turned a quarter turn clockwise, mirrored.
        case rightMirrored
    }

    /// The pixels.
    public let cgImage: CGImage?
    /// Pixels per point (2 for an `@2x` file).
    public let scale: CGFloat
    /// The orientation the image was made with.
    public let imageOrientation: Orientation

    /// An empty image: no pixels, size zero (UIKit's `UIImage()`).
    public override init() {
        cgImage = nil
        scale = 1
        imageOrientation = .up
        super.init()
    }

    /// The picture of `#imageLiteral(resourceName:)`: `UIImage(named:)`, as UIKit's Swift
    /// overlay makes it. UIKit traps when there is no such picture; Lamina reports it
    /// (`UIImage(named:)`'s diagnostic) and gives an empty image.
    public required convenience init(imageLiteralResourceName name: String) {
        if let image = NamedImages.shared.image(named: name) {
            self.init(cgImage: image.cgImage, scale: image.scale, orientation: .up)
        } else {
            self.init()
        }
    }

    /// An image of `cgImage`'s pixels at one pixel per point.
    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1, orientation: .up)
    }

    /// An image of `cgImage`'s pixels at `scale` pixels per point (a scale that is not
    /// finite and positive is reported and taken as 1).
    public init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        self.cgImage = cgImage
        if scale.isFinite, scale > 0 {
            self.scale = scale
        } else {
            LaminaDiagnostics.report(.invalidArgument, "UIImage(cgImage:scale:orientation:): scale \(scale) is not positive; using 1")
            self.scale = 1
        }
        imageOrientation = orientation
        super.init()
    }

    /// The image in the PNG file at `path`; nil, with a diagnostic, when it cannot be read.
    public convenience init?(contentsOfFile path: String) {
        do {
            let image = try CGImage.load(contentsOf: URL(fileURLWithPath: path))
            self.init(cgImage: image, scale: UIImage.scale(ofFileNamed: path), orientation: .up)
        } catch {
            LaminaDiagnostics.report(.invalidArgument, "UIImage(contentsOfFile: \"\(path)\"): \(error); returned nil")
            return nil
        }
    }

    /// The image in the PNG bytes `data`, at one pixel per point; nil, with a
    /// diagnostic, when they are not a readable PNG.
    public convenience init?(data: Data) {
        do {
            self.init(cgImage: try CGImage.load(pngData: data), scale: 1, orientation: .up)
        } catch {
            LaminaDiagnostics.report(.invalidArgument, "UIImage(data:): \(error); returned nil")
            return nil
        }
    }

    /// The size in points: the pixels divided by `scale`.
    open var size: CGSize {
        guard let cgImage else { return .zero }
        return CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale)
    }

    /// The PNG encoding of the image; nil when it cannot be encoded.
    public func pngData() -> Data? {
        try? cgImage?.pngData()
    }

    /// Draws the image with its top-left corner at `point` (points) in the current context.
    open func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

    /// Draws the image scaled into `rect` in the current context.
    open func draw(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let cgImage else { return }
        // UIKit contexts run y down; CGContext.draw places images y up: flip about the rect.
        context.saveGState()
        context.translateBy(x: rect.minX, y: rect.maxY)
        context.scaleBy(x: 1, y: -1)
        context.draw(cgImage, in: CGRect(origin: .zero, size: rect.size))
        context.restoreGState()
    }

    /// The scale a file name says: 2 for `name@2x.png`, 3 for `@3x`, otherwise 1.
    static func scale(ofFileNamed path: String) -> CGFloat {
        let base = (path as NSString).deletingPathExtension
        if base.hasSuffix("@2x") { return 2 }
        if base.hasSuffix("@3x") { return 3 }
        return 1
    }
}
