import Foundation
import Lamina

/// UIKit's current graphics context: a per-thread stack. A view's `draw(_:)` runs with
/// its layer's backing-store context pushed; `UIBezierPath.fill()`/`stroke()` and
/// `UIColor.set()` draw into the top of the stack.
final class GraphicsContextStack {
    var contexts: [CGContext] = []

    private static let key = ThreadLocal.makeKey()

    static var current: GraphicsContextStack { ThreadLocal.value(for: key) { GraphicsContextStack() } }
}

/// The context drawing goes to now (the top of the calling thread's stack); nil when
/// no context is pushed (outside `draw(_:)`).
public func UIGraphicsGetCurrentContext() -> CGContext? {
    GraphicsContextStack.current.contexts.last
}

/// Makes `context` the current context until the matching `UIGraphicsPopContext()`.
public func UIGraphicsPushContext(_ context: CGContext) {
    GraphicsContextStack.current.contexts.append(context)
}

/// Restores the context that was current before the last `UIGraphicsPushContext(_:)`;
/// a pop without a push is reported and ignored.
public func UIGraphicsPopContext() {
    let stack = GraphicsContextStack.current
    guard !stack.contexts.isEmpty else {
        return LaminaDiagnostics.report(.invalidArgument, "UIGraphicsPopContext(): no context was pushed")
    }
    stack.contexts.removeLast()
}

/// Starts a bitmap context of `size` points at `scale` pixels per point (0: the main
/// screen's scale) and makes it current; `UIGraphicsGetImageFromCurrentImageContext()`
/// reads it, `UIGraphicsEndImageContext()` ends it. y runs down, as in `draw(_:)`.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let scale = scale > 0 && scale.isFinite ? scale : UIScreen.main.scale
    let width = Int((size.width * scale).rounded(.up)), height = Int((size.height * scale).rounded(.up))
    guard size.width.isFinite, size.height.isFinite, width > 0, height > 0, width <= 16_384, height <= 16_384,
          let context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8,
                                  bytesPerRow: width * 4, space: CGColorSpaceCreateDeviceRGB(),
                                  bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) else {
        LaminaDiagnostics.report(.invalidArgument,
            "UIGraphicsBeginImageContextWithOptions: size \(size) at scale \(scale) gives no bitmap")
        return
    }
    context.translateBy(x: 0, y: CGFloat(height))
    context.scaleBy(x: scale, y: -scale)
    ImageContextScales.current.scales.append(scale)
    UIGraphicsPushContext(context)
}

/// `UIGraphicsBeginImageContextWithOptions(size, false, 1)`.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// The current image context's pixels as an image; nil outside an image context.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let scale = ImageContextScales.current.scales.last,
          let image = UIGraphicsGetCurrentContext()?.makeImage() else { return nil }
    return UIImage(cgImage: image, scale: scale, orientation: .up)
}

/// Ends the image context begun last.
public func UIGraphicsEndImageContext() {
    guard !ImageContextScales.current.scales.isEmpty else {
        return LaminaDiagnostics.report(.invalidArgument, "UIGraphicsEndImageContext(): no image context was begun")
    }
    ImageContextScales.current.scales.removeLast()
    UIGraphicsPopContext()
}

/// The scales of the image contexts begun on a thread.
final class ImageContextScales {
    var scales: [CGFloat] = []
    private static let key = ThreadLocal.makeKey()
    static var current: ImageContextScales { ThreadLocal.value(for: key) { ImageContextScales() } }
}
