import Foundation

/// Where a layer's `contents` land in its bounds: `contentsGravity` applied to the
/// image's size in points (its pixels within `contentsRect`, over `contentsScale`).
///
/// As Apple's `CALayer.h` says, "bottom" always means minimum y and "top" maximum y —
/// so in iOS's y-down layers `.top` aligns with the visual bottom, exactly as there.
package enum ContentsPlacement {
    /// The destination rectangle in the layer's bounds space (it may extend past them).
    package static func destination(gravity: ContentsGravityKind, bounds: CGRect, imagePixels: CGSize,
                                    sourceRect: CGRect, contentsScale: CGFloat) -> CGRect {
        let b = bounds.standardized
        let scale = contentsScale > 0 && contentsScale.isFinite ? contentsScale : 1
        let natural = CGSize(width: imagePixels.width * abs(sourceRect.width) / scale,
                             height: imagePixels.height * abs(sourceRect.height) / scale)
        switch gravity {
        case .resize:
            return b
        case .resizeAspect, .resizeAspectFill:
            guard natural.width > 0, natural.height > 0 else { return b }
            let sx = b.width / natural.width, sy = b.height / natural.height
            let s = gravity == .resizeAspect ? min(sx, sy) : max(sx, sy)
            let size = CGSize(width: natural.width * s, height: natural.height * s)
            return CGRect(x: b.midX - size.width / 2, y: b.midY - size.height / 2,
                          width: size.width, height: size.height)
        default:
            let x: CGFloat, y: CGFloat
            switch gravity {
            case .left, .topLeft, .bottomLeft: x = b.minX
            case .right, .topRight, .bottomRight: x = b.maxX - natural.width
            default: x = b.midX - natural.width / 2
            }
            switch gravity {
            case .bottom, .bottomLeft, .bottomRight: y = b.minY
            case .top, .topLeft, .topRight: y = b.maxY - natural.height
            default: y = b.midY - natural.height / 2
            }
            return CGRect(x: x, y: y, width: natural.width, height: natural.height)
        }
    }
}
