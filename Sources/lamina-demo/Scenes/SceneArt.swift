import Foundation
import Lamina

/// Pictures drawn with CGContext for the scenes (the asset stage brings real ones).
enum SceneArt {
    /// A landscape: a diagonal sky gradient, a sun and a line of hills.
    static func landscape(width: Int, height: Int) -> CGImage {
        drawing(width: width, height: height) { ctx in
            let w = CGFloat(width), h = CGFloat(height)
            let sky = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                 colors: [CGColor(red: 0.95, green: 0.55, blue: 0.2, alpha: 1),
                                          CGColor(red: 0.25, green: 0.35, blue: 0.85, alpha: 1)],
                                 locations: [0, 1])!
            ctx.drawLinearGradient(sky, start: CGPoint(x: 0, y: h), end: CGPoint(x: w, y: 0), options: [])
            ctx.setFillColor(CGColor(red: 1, green: 0.95, blue: 0.6, alpha: 1))
            ctx.fillEllipse(in: CGRect(x: w / 6, y: h * 3 / 5, width: w / 5, height: w / 5))
            ctx.setFillColor(CGColor(red: 0.15, green: 0.45, blue: 0.25, alpha: 1))
            ctx.move(to: CGPoint(x: 0, y: 0))
            ctx.addLine(to: CGPoint(x: w / 3, y: h / 2))
            ctx.addLine(to: CGPoint(x: w / 2, y: h / 3))
            ctx.addLine(to: CGPoint(x: w * 4 / 5, y: h * 3 / 5))
            ctx.addLine(to: CGPoint(x: w, y: h / 4))
            ctx.addLine(to: CGPoint(x: w, y: 0))
            ctx.closePath()
            ctx.fillPath()
        }
    }

    /// A badge: a coloured disc with a white ring and an arrow pointing up, so that
    /// rotation and scale read at a glance.
    static func badge(size: Int, color: CGColor) -> CGImage {
        drawing(width: size, height: size) { ctx in
            let s = CGFloat(size)
            ctx.setFillColor(color)
            ctx.fillEllipse(in: CGRect(x: 0, y: 0, width: s, height: s))
            ctx.setStrokeColor(CGColor(gray: 1, alpha: 1))
            ctx.setLineWidth(s / 20)
            ctx.strokeEllipse(in: CGRect(x: s * 0.1, y: s * 0.1, width: s * 0.8, height: s * 0.8))
            // The context is y up: the arrow's tip is at the top of the picture.
            ctx.setFillColor(CGColor(gray: 1, alpha: 1))
            ctx.move(to: CGPoint(x: s * 0.5, y: s * 0.8))
            ctx.addLine(to: CGPoint(x: s * 0.72, y: s * 0.5))
            ctx.addLine(to: CGPoint(x: s * 0.58, y: s * 0.5))
            ctx.addLine(to: CGPoint(x: s * 0.58, y: s * 0.22))
            ctx.addLine(to: CGPoint(x: s * 0.42, y: s * 0.22))
            ctx.addLine(to: CGPoint(x: s * 0.42, y: s * 0.5))
            ctx.addLine(to: CGPoint(x: s * 0.28, y: s * 0.5))
            ctx.closePath()
            ctx.fillPath()
        }
    }

    private static func drawing(width: Int, height: Int, _ draw: (CGContext) -> Void) -> CGImage {
        let ctx = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: width * 4,
                            space: CGColorSpaceCreateDeviceRGB(),
                            bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        draw(ctx)
        return ctx.makeImage()!
    }
}
