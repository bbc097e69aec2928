import Foundation

/// A drawing destination with a graphics state, as CoreGraphics' `CGContext`; Lamina
/// makes bitmap contexts.
///
/// Coordinates are Apple's for bitmap contexts: the default user space has its origin
/// at the bottom-left corner, y up, one unit per pixel, so `fill(CGRect(x: 0, y: 0,
/// width: 10, height: 10))` colours the bottom-left 10×10 pixels — the last rows in
/// memory, since memory row 0 is the top of the image. `ctm` starts as the identity.
/// Colours are sRGB; pixels are premultiplied RGBA8.
///
/// The current path is kept in device space: each point is mapped by the CTM when it is
/// added (changing the CTM later does not move it), and it is not part of the graphics
/// state. Painting a path consumes it.
///
/// Bad input — NaN or infinite coordinates, negative sizes or widths, a singular CTM,
/// an unbalanced `restoreGState()` — reports a `LaminaDiagnostic` and the call does
/// nothing. A context is not thread-safe (neither is Apple's).
public final class CGContext: @unchecked Sendable {
    /// The pixels drawn into.
    package let pixels: PixelBuffer
    private let layoutInfo: CGBitmapInfo
    private let space: CGColorSpace

    /// The current graphics state and the saved ones (innermost last).
    var state: GraphicsState
    var savedStates: [GraphicsState] = []
    /// The current path, in device pixels (y down).
    var currentPath = CGMutablePath()
    var allowsAntialiasing = true
    /// Text space to user space, with the text position as its translation
    /// (`CGContext+TextState.swift`). Not part of the graphics state, as Apple's.
    var currentTextMatrix = CGAffineTransform.identity

    /// The rasterizer every painting call uses (its buffers are reused).
    let rasterizer = PathRasterizer()
    /// One row of scratch pixels and one of coverage, `width` long.
    let scratchPixels: UnsafeMutablePointer<UInt8>
    let scratchCoverage: UnsafeMutablePointer<UInt8>
    /// Notes which unsupported requests were already reported.
    var reported: Set<String> = []

    /// A bitmap context drawing into `data` (or into memory the context allocates and
    /// zeroes when `data` is nil), as `CGBitmapContextCreate`.
    ///
    /// Lamina draws 8-bit premultiplied RGBA: `bitsPerComponent` 8, an RGB `space`, and
    /// `bitmapInfo` `CGImageAlphaInfo.premultipliedLast.rawValue` with the default or
    /// 32-bit big-endian byte order. `bytesPerRow` 0 means `width · 4`. Any other layout,
    /// a size that is not positive, or rows too short for `width` pixels gives nil and
    /// a diagnostic naming the field. Memory passed as `data` must hold `height` rows
    /// of `bytesPerRow` bytes and outlive the context.
    public init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
                 space: CGColorSpace, bitmapInfo: UInt32) {
        let op = "CGContext(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)"
        guard width > 0, height > 0 else {
            LaminaDiagnostics.report(.invalidArgument, "\(op): size \(width)×\(height) must be positive; no context")
            return nil
        }
        guard bitsPerComponent == 8 else {
            LaminaDiagnostics.report(.invalidArgument, "\(op): bitsPerComponent \(bitsPerComponent) is not supported (only 8); no context")
            return nil
        }
        guard space.model == .rgb else {
            LaminaDiagnostics.report(.invalidArgument, "\(op): colour space \(space) is not RGB; no context")
            return nil
        }
        let info = CGBitmapInfo(rawValue: bitmapInfo)
        let order = info.byteOrder
        guard info.alphaInfo == .premultipliedLast, !info.contains(.floatComponents),
              order == .orderDefault || order == .order32Big else {
            LaminaDiagnostics.report(.invalidArgument, "\(op): bitmapInfo \(bitmapInfo) is not supported (only premultipliedLast RGBA, default or 32-bit big-endian byte order); no context")
            return nil
        }
        let rowBytes = bytesPerRow == 0 ? width * 4 : bytesPerRow
        guard rowBytes >= width * 4 else {
            LaminaDiagnostics.report(.invalidArgument, "\(op): bytesPerRow \(bytesPerRow) is less than width × 4 = \(width * 4); no context")
            return nil
        }
        if let data {
            pixels = PixelBuffer(wrapping: data, width: width, height: height, bytesPerRow: rowBytes)
        } else {
            pixels = PixelBuffer(width: width, height: height, bytesPerRow: rowBytes)
        }
        layoutInfo = info
        self.space = space
        state = GraphicsState(clip: ClipState(bounds: PixelRect(width: width, height: height)))
        scratchPixels = .allocate(capacity: 4 * width)
        scratchCoverage = .allocate(capacity: width)
    }

    /// A context drawing into `pixels` (the compositor's and `CALayer.render(in:)`'s
    /// entry point); same coordinates as a bitmap context of that size.
    package init(pixels: PixelBuffer) {
        self.pixels = pixels
        layoutInfo = CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue)
        space = CGColorSpaceCreateDeviceRGB()
        state = GraphicsState(clip: ClipState(bounds: PixelRect(width: pixels.width, height: pixels.height)))
        scratchPixels = .allocate(capacity: 4 * Swift.max(pixels.width, 1))
        scratchCoverage = .allocate(capacity: Swift.max(pixels.width, 1))
    }

    deinit {
        scratchPixels.deallocate()
        scratchCoverage.deallocate()
    }

    // MARK: Bitmap

    /// The first byte of the pixels (row 0 is the top of the image).
    public var data: UnsafeMutableRawPointer? { UnsafeMutableRawPointer(pixels.data) }
    /// Width in pixels.
    public var width: Int { pixels.width }
    /// Height in pixels.
    public var height: Int { pixels.height }
    /// Bytes from one row to the next.
    public var bytesPerRow: Int { pixels.bytesPerRow }
    /// Always 8.
    public var bitsPerComponent: Int { 8 }
    /// Always 32.
    public var bitsPerPixel: Int { 32 }
    /// The colour space the context was made with.
    public var colorSpace: CGColorSpace? { space }
    /// The layout flags the context was made with.
    public var bitmapInfo: CGBitmapInfo { layoutInfo }
    /// Always `premultipliedLast`.
    public var alphaInfo: CGImageAlphaInfo { .premultipliedLast }

    /// An image of the current pixels (a copy: drawing on afterwards does not change
    /// it), as `CGBitmapContextCreateImage`.
    public func makeImage() -> CGImage? {
        CGImage(pixels: pixels.copy())
    }

    /// An image of the pixels without copying them, for a context nobody draws into
    /// again (a layer's backing store, drawn once): half the memory and no copy of what
    /// may be a gigabyte. The image and the context share the pixels from then on.
    package func makeImageSharingPixels() -> CGImage? {
        pixels.bytesPerRow == pixels.width * 4 ? CGImage(pixels: pixels) : makeImage()
    }

    /// Draws nothing more: Lamina's bitmap contexts draw immediately.
    public func flush() {}

    /// Draws nothing more: Lamina's bitmap contexts draw immediately.
    public func synchronize() {}

    // MARK: Package access for the compositor

    /// User space to target pixels (y down): the CTM followed by the bitmap's flip.
    package var userToPixelTransform: CGAffineTransform {
        state.ctm.concatenating(baseTransform)
    }

    /// The context's default user space (y up) to target pixels (y down).
    package var baseTransform: CGAffineTransform {
        CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(pixels.height))
    }

    /// The current clip, in target pixels.
    package var clip: ClipState { state.clip }

    /// Whether painting is anti-aliased now (`setShouldAntialias` and
    /// `setAllowsAntialiasing` both on).
    package var antialiasing: Bool { state.shouldAntialias && allowsAntialiasing }

    /// Reports `message` once per context for `key` (an unsupported request repeated
    /// every frame prints one line).
    func reportOnce(_ key: String, _ code: LaminaDiagnostic.Code, _ message: String) {
        guard reported.insert(key).inserted else { return }
        LaminaDiagnostics.report(code, message)
    }
}
