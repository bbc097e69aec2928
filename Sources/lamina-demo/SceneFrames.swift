import Foundation
import Lamina
import LaminaRaster

/// `lamina-demo --frames DIR`: some of the demo's scenes built with the public API,
/// animated, and drawn by a `CARenderer` with the CPU backend at chosen times, written
/// as PNG files and one contact sheet. (The window comes with the OpenGL stage.)
enum SceneFrames {
    static let size = 320

    static func write(to directory: URL) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var sheet = ContactSheet(columns: 4)
        let scenes: [(name: String, times: [CFTimeInterval], build: (CALayer) -> Void)] = [
            ("wheel", [0, 0.5, 1.0], wheel),
            ("fold", [0], fold),
            ("badge", [0], badge),
            ("volume-bars", [0, 0.35, 0.7], volumeBars),
            ("activity", [0, 0.5], activity),
            ("reflection", [0], reflection),
        ]
        for scene in scenes {
            for (name, pixels) in render(scene.build, at: scene.times) {
                let label = "\(scene.name) \(name)"
                try CGImage(pixels: pixels).writePNG(to: directory.appendingPathComponent("\(scene.name)-\(name).png"))
                sheet.add(pixels, label: label)
            }
        }
        try sheet.write(to: directory.appendingPathComponent("contact-sheet.png"))
        print("wrote \(sheet.count) frames and contact-sheet.png to \(directory.path)")
    }

    /// Builds a scene under a root of `size` points and draws it at each time.
    static func render(_ build: (CALayer) -> Void, at times: [CFTimeInterval]) -> [(String, PixelBuffer)] {
        let context = CGContext(data: nil, width: size, height: size, bitsPerComponent: 8, bytesPerRow: size * 4,
                                space: CGColorSpaceCreateDeviceRGB(),
                                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        let renderer = CARenderer(context: context)
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: size, height: size)
        root.backgroundColor = CGColor(gray: 0.96, alpha: 1)
        renderer.bounds = root.frame
        renderer.layer = root
        CAMediaClock.fixedTime = times[0]
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        build(root)
        CATransaction.commit()
        var frames: [(String, PixelBuffer)] = []
        for t in times {
            CAMediaClock.fixedTime = t
            context.clear(CGRect(x: 0, y: 0, width: size, height: size))
            renderer.beginFrame(atTime: t)
            renderer.render()
            renderer.endFrame()
            frames.append((String(format: "t=%.2f", t), context.pixels.copy()))
        }
        CAMediaClock.fixedTime = nil
        return frames
    }

    // MARK: Scenes (SCENES.md numbers)

    /// 8: twelve buttons anchored at (0.5, 1) on the centre, 30° apart, turning.
    static func wheel(_ root: CALayer) {
        let wheel = CALayer()
        wheel.bounds = CGRect(x: 0, y: 0, width: 286, height: 286)
        wheel.position = CGPoint(x: 160, y: 160)
        wheel.cornerRadius = 143
        wheel.backgroundColor = CGColor(red: 0.98, green: 0.85, blue: 0.55, alpha: 1)
        for i in 0..<12 {
            let button = CALayer()
            button.bounds = CGRect(x: 0, y: 0, width: 68, height: 143)
            button.anchorPoint = CGPoint(x: 0.5, y: 1)
            button.position = CGPoint(x: 143, y: 143)
            button.transform = CATransform3DMakeRotation(CGFloat(i) * .pi / 6, 0, 0, 1)
            let face = CALayer()
            face.frame = CGRect(x: 14, y: 8, width: 40, height: 40)
            face.cornerRadius = 20
            face.backgroundColor = CGColor(red: CGFloat(i) / 12, green: 0.3, blue: 1 - CGFloat(i) / 12, alpha: 1)
            face.borderWidth = 2
            face.borderColor = CGColor(gray: 1, alpha: 1)
            button.addSublayer(face)
            wheel.addSublayer(button)
        }
        let spin = CABasicAnimation(keyPath: "transform.rotation")
        spin.toValue = 2 * CGFloat.pi * 3
        spin.duration = 1
        spin.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        wheel.add(spin, forKey: "spin")
        root.addSublayer(wheel)
    }

    /// 9: the image fold, top half turned about x with m34 = −1/500, bottom shaded.
    static func fold(_ root: CALayer) {
        let picture = CPUSceneArt.picture(width: 240, height: 240)
        let top = CALayer(), bottom = CALayer()
        for half in [top, bottom] {
            half.bounds = CGRect(x: 0, y: 0, width: 240, height: 120)
            half.position = CGPoint(x: 160, y: 170)
            half.contents = picture
            root.addSublayer(half)
        }
        top.anchorPoint = CGPoint(x: 0.5, y: 1)
        top.contentsRect = CGRect(x: 0, y: 0, width: 1, height: 0.5)
        bottom.anchorPoint = CGPoint(x: 0.5, y: 0)
        bottom.contentsRect = CGRect(x: 0, y: 0.5, width: 1, height: 0.5)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        top.transform = CATransform3DRotate(perspective, -60.0 / 240 * .pi, 1, 0, 0)
        let shade = CAGradientLayer()
        shade.frame = bottom.bounds
        shade.colors = [CGColor.clear, CGColor.black]
        shade.opacity = 60.0 / 240
        bottom.addSublayer(shade)
    }

    /// 14: the sticky badge mid-drag: the blob between the small and the big circle.
    static func badge(_ root: CALayer) {
        let red = CGColor(red: 0.95, green: 0.2, blue: 0.2, alpha: 1)
        let small = (center: CGPoint(x: 110, y: 200), radius: CGFloat(14))
        let big = (center: CGPoint(x: 200, y: 120), radius: CGFloat(24))
        let dx = big.center.x - small.center.x, dy = big.center.y - small.center.y
        let d = (dx * dx + dy * dy).squareRoot()
        let sinθ = dx / d, cosθ = dy / d
        let r1 = max(small.radius - d / 10, 3)
        let a = CGPoint(x: small.center.x - r1 * cosθ, y: small.center.y + r1 * sinθ)
        let b = CGPoint(x: small.center.x + r1 * cosθ, y: small.center.y - r1 * sinθ)
        let c = CGPoint(x: big.center.x + big.radius * cosθ, y: big.center.y - big.radius * sinθ)
        let e = CGPoint(x: big.center.x - big.radius * cosθ, y: big.center.y + big.radius * sinθ)
        let o = CGPoint(x: a.x + d * 0.5 * sinθ, y: a.y + d * 0.5 * cosθ)
        let p = CGPoint(x: b.x + d * 0.5 * sinθ, y: b.y + d * 0.5 * cosθ)
        let blob = CGMutablePath()
        blob.move(to: a)
        blob.addLine(to: b)
        blob.addQuadCurve(to: c, control: p)
        blob.addLine(to: e)
        blob.addQuadCurve(to: a, control: o)
        let shape = CAShapeLayer()
        shape.frame = root.bounds
        shape.path = blob
        shape.fillColor = red
        root.addSublayer(shape)
        for (center, radius) in [(small.center, r1), (big.center, big.radius)] {
            let circle = CALayer()
            circle.bounds = CGRect(x: 0, y: 0, width: 2 * radius, height: 2 * radius)
            circle.position = center
            circle.cornerRadius = radius
            circle.backgroundColor = red
            root.addSublayer(circle)
        }
    }

    /// 10: four bars 45 pt apart, green fading by 0.03 per copy, each 0.1 s later.
    static func volumeBars(_ root: CALayer) {
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 70, y: 60, width: 200, height: 200)
        replicator.instanceCount = 4
        replicator.instanceTransform = CATransform3DMakeTranslation(45, 0, 0)
        replicator.instanceDelay = 0.1
        replicator.instanceColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        replicator.instanceGreenOffset = -0.03
        let bar = CALayer()
        bar.bounds = CGRect(x: 0, y: 0, width: 30, height: 150)
        bar.anchorPoint = CGPoint(x: 0.5, y: 1)
        bar.position = CGPoint(x: 20, y: 190)
        bar.backgroundColor = CGColor(gray: 0.85, alpha: 1)
        let shrink = CABasicAnimation(keyPath: "transform.scale.y")
        shrink.toValue = 0.1
        shrink.duration = 0.5
        shrink.autoreverses = true
        shrink.repeatCount = .greatestFiniteMagnitude
        bar.add(shrink, forKey: "shrink")
        replicator.addSublayer(bar)
        root.addSublayer(replicator)
    }

    /// 11: 20 dots on a circle, each shrinking 1 → 0 over 1 s, 1/20 s apart.
    static func activity(_ root: CALayer) {
        let replicator = CAReplicatorLayer()
        replicator.frame = root.bounds
        replicator.instanceCount = 20
        replicator.instanceDelay = 1.0 / 20
        replicator.instanceTransform = CATransform3DMakeRotation(2 * .pi / 20, 0, 0, 1)
        let dot = CALayer()
        dot.bounds = CGRect(x: 0, y: 0, width: 16, height: 16)
        dot.cornerRadius = 8
        dot.position = CGPoint(x: 160, y: 60)
        dot.backgroundColor = CGColor(red: 0.2, green: 0.5, blue: 1, alpha: 1)
        dot.transform = CATransform3DMakeScale(0, 0, 0)
        let scale = CABasicAnimation(keyPath: "transform.scale")
        scale.fromValue = 1
        scale.toValue = 0
        scale.duration = 1
        scale.repeatCount = .greatestFiniteMagnitude
        dot.add(scale, forKey: "scale")
        replicator.addSublayer(dot)
        root.addSublayer(replicator)
    }

    /// 12: a picture and its mirror image below it, fading.
    static func reflection(_ root: CALayer) {
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 60, y: 20, width: 200, height: 280)
        replicator.instanceCount = 2
        var mirror = CATransform3DMakeTranslation(0, 0, 0)
        mirror = CATransform3DRotate(mirror, .pi, 1, 0, 0)
        replicator.instanceTransform = mirror
        replicator.instanceRedOffset = -0.1
        replicator.instanceGreenOffset = -0.1
        replicator.instanceBlueOffset = -0.1
        replicator.instanceAlphaOffset = -0.6
        let picture = CALayer()
        picture.frame = CGRect(x: 20, y: 10, width: 160, height: 120)
        picture.contents = CPUSceneArt.picture(width: 160, height: 120)
        picture.cornerRadius = 10
        picture.masksToBounds = true
        replicator.addSublayer(picture)
        root.addSublayer(replicator)
    }
}

/// Procedural pictures for the frames (the assets come with the scenes stage).
enum CPUSceneArt {
    static func picture(width: Int, height: Int) -> CGImage {
        let ctx = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: width * 4,
                            space: CGColorSpaceCreateDeviceRGB(),
                            bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                  colors: [CGColor(red: 0.95, green: 0.55, blue: 0.2, alpha: 1),
                                           CGColor(red: 0.25, green: 0.35, blue: 0.85, alpha: 1)],
                                  locations: [0, 1])!
        ctx.drawLinearGradient(gradient, start: CGPoint(x: 0, y: height), end: CGPoint(x: width, y: 0), options: [])
        ctx.setFillColor(CGColor(red: 1, green: 0.95, blue: 0.6, alpha: 1))
        ctx.fillEllipse(in: CGRect(x: width / 6, y: height * 3 / 5, width: width / 5, height: width / 5))
        ctx.setFillColor(CGColor(red: 0.15, green: 0.45, blue: 0.25, alpha: 1))
        ctx.move(to: CGPoint(x: 0, y: 0))
        ctx.addLine(to: CGPoint(x: width / 3, y: height / 2))
        ctx.addLine(to: CGPoint(x: width / 2, y: height / 3))
        ctx.addLine(to: CGPoint(x: width * 4 / 5, y: height * 3 / 5))
        ctx.addLine(to: CGPoint(x: width, y: height / 4))
        ctx.addLine(to: CGPoint(x: width, y: 0))
        ctx.closePath()
        ctx.fillPath()
        return ctx.makeImage()!
    }
}
