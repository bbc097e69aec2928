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

    /// A soft white glow: opaque at the centre, fading to clear at the rim (a particle's
    /// picture; its cell's colour tints it).
    static func glow(size: Int) -> CGImage {
        drawing(width: size, height: size) { ctx in
            let s = CGFloat(size), centre = CGPoint(x: s / 2, y: s / 2)
            let components: [CGFloat] = [1, 1, 1, 1,
                                         1, 1, 1, 0.45,
                                         1, 1, 1, 0]
            let locations: [CGFloat] = [0, 0.3, 1]
            let glow = CGGradient(colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: components,
                                  locations: locations, count: 3)!
            ctx.drawRadialGradient(glow, startCenter: centre, startRadius: 0, endCenter: centre, endRadius: s / 2,
                                   options: [])
        }
    }

    /// A white four-pointed star in a faint glow: a firework's spark.
    static func spark(size: Int) -> CGImage {
        drawing(width: size, height: size) { ctx in
            let s = CGFloat(size), c = s / 2
            let components: [CGFloat] = [1, 1, 1, 0.6,
                                         1, 1, 1, 0]
            let locations: [CGFloat] = [0, 1]
            let halo = CGGradient(colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: components,
                                  locations: locations, count: 2)!
            ctx.drawRadialGradient(halo, startCenter: CGPoint(x: c, y: c), startRadius: 0,
                                   endCenter: CGPoint(x: c, y: c), endRadius: c, options: [])
            ctx.setFillColor(CGColor(red: 1, green: 1, blue: 1, alpha: 1))
            let inner = s * 0.08
            ctx.move(to: CGPoint(x: c, y: 0))
            ctx.addLine(to: CGPoint(x: c + inner, y: c - inner))
            ctx.addLine(to: CGPoint(x: s, y: c))
            ctx.addLine(to: CGPoint(x: c + inner, y: c + inner))
            ctx.addLine(to: CGPoint(x: c, y: s))
            ctx.addLine(to: CGPoint(x: c - inner, y: c + inner))
            ctx.addLine(to: CGPoint(x: 0, y: c))
            ctx.addLine(to: CGPoint(x: c - inner, y: c - inner))
            ctx.closePath()
            ctx.fillPath()
        }
    }

    /// A white six-armed snowflake, each arm with a pair of side branches.
    static func snowflake(size: Int) -> CGImage {
        drawing(width: size, height: size) { ctx in
            let s = CGFloat(size), c = CGPoint(x: s / 2, y: s / 2), arm = s * 0.45
            ctx.setStrokeColor(CGColor(red: 1, green: 1, blue: 1, alpha: 1))
            ctx.setLineWidth(max(1, s / 9))
            ctx.setLineCap(.round)
            func point(_ angle: CGFloat, _ length: CGFloat, from origin: CGPoint) -> CGPoint {
                CGPoint(x: origin.x + cos(angle) * length, y: origin.y + sin(angle) * length)
            }
            for k in 0..<6 {
                let angle = CGFloat(k) * .pi / 3
                ctx.move(to: c)
                ctx.addLine(to: point(angle, arm, from: c))
                let fork = point(angle, arm * 0.55, from: c)
                for side in [-1.0, 1.0] as [CGFloat] {
                    ctx.move(to: fork)
                    ctx.addLine(to: point(angle + side * .pi / 4, arm * 0.35, from: fork))
                }
            }
            ctx.strokePath()
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
