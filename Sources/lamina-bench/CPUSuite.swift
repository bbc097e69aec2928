import Foundation
import Lamina
import LaminaRaster

/// The CPU renderer drawing whole frames at 1280×720 (PLATFORM.md compares llvmpipe on
/// the same sizes): (a) 1,000 rounded, bordered 32-pt layers, each rotating; (b) 10
/// full-screen textured layers with opacity; (c) the image-fold scene mid-drag
/// (SCENES.md 9); (d) a 1,000-copy replicator of one dot. Each row is one frame: clear,
/// commit, evaluate, flatten, draw.
enum CPUSuite {
    static let width = 1280, height = 720

    /// The suite's scenes (the `gl` suite draws the same ones): a figure's key, the row's
    /// name, and what builds the scene on a 1280×720 root.
    static let scenes: [(key: String, name: String, build: @Sendable (CALayer) -> Void)] = [
        ("layers1k", "1,000 rounded bordered 32-pt layers, rotating", rotatingLayers),
        ("textured10", "10 full-screen textured layers with opacity", texturedLayers),
        ("fold", "image fold mid-drag (m34 = −1/500, gradient shade)", imageFold),
        ("replicator1k", "1,000-copy replicator of one dot", replicatedDots),
    ]

    static func run() -> SuiteReport {
        var rows: [BenchmarkResult] = []
        var figures: [String: Double] = [:]
        for entry in scenes {
            let result = frameTime(entry.name, entry.build)
            rows.append(result)
            figures[entry.key] = result.nanosecondsPerOperation / 1e6
        }
        return SuiteReport(name: "cpu", rows: rows, figures: [:], groups: ["cpu_ms": figures])
    }

    /// Median time of one whole frame of the scene `build` makes; `eachFrame` runs before
    /// each frame with its time (app code changing the scene).
    static func frameTime(_ name: String, _ build: (CALayer) -> Void,
                          eachFrame: (CFTimeInterval) -> Void = { _ in }) -> BenchmarkResult {
        let context = bitmapContext(width: width, height: height)
        let renderer = CARenderer(context: context)
        show(build, on: renderer)
        var time: CFTimeInterval = 0
        let full = CGRect(x: 0, y: 0, width: width, height: height)
        return measure(name) {
            time += 1.0 / 60
            eachFrame(time)
            context.clear(full)
            renderer.beginFrame(atTime: time)
            renderer.render()
            renderer.endFrame()
        }
    }

    /// Draws `frames` frames of the scene `key` without timing them, for profilers that
    /// count instructions (`LAMINA_BENCH_CPU_FRAMES=key:frames`): two runs with different
    /// frame counts differ by exactly that many frames' work. With `dump` set, each frame
    /// is also written there as `KEY-NNN.png` (to compare two builds' pictures).
    static func drawFrames(_ key: String, frames: Int, dump: URL? = nil) {
        guard let entry = scenes.first(where: { $0.key == key }) else {
            FileHandle.standardError.write(Data("lamina-bench: no cpu scene \(key)\n".utf8))
            exit(2)
        }
        let context = bitmapContext(width: width, height: height)
        let renderer = CARenderer(context: context)
        show(entry.build, on: renderer)
        let full = CGRect(x: 0, y: 0, width: width, height: height)
        for frame in 0..<frames {
            context.clear(full)
            renderer.beginFrame(atTime: Double(frame + 1) / 60)
            renderer.render()
            renderer.endFrame()
            if let dump {
                let name = "\(key)-\(String(format: "%03d", frame)).png"
                do {
                    try context.makeImage()?.writePNG(to: dump.appendingPathComponent(name))
                } catch {
                    FileHandle.standardError.write(Data("lamina-bench: could not write \(name): \(error)\n".utf8))
                    exit(1)
                }
            }
        }
    }

    /// Gives `renderer` a dark 1280×720 root with the scene `build` makes on it
    /// (committed with actions off).
    static func show(_ build: (CALayer) -> Void, on renderer: CARenderer) {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: width, height: height)
        root.backgroundColor = CGColor(gray: 0.1, alpha: 1)
        renderer.bounds = root.frame
        renderer.layer = root
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        build(root)
        CATransaction.commit()
    }

    static func rotatingLayers(_ root: CALayer) {
        for i in 0..<1000 {
            let layer = CALayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 32, height: 32)
            layer.position = CGPoint(x: 24 + CGFloat(i % 40) * 31, y: 24 + CGFloat(i / 40) * 27)
            layer.cornerRadius = 8
            layer.borderWidth = 2
            layer.borderColor = CGColor(red: 1, green: 1, blue: 1, alpha: 0.8)
            layer.backgroundColor = CGColor(red: CGFloat(i % 7) / 7, green: 0.4, blue: 0.8, alpha: 1)
            let spin = CABasicAnimation(keyPath: "transform.rotation.z")
            spin.toValue = 2 * CGFloat.pi
            spin.duration = 2 + Double(i % 5) / 5
            spin.repeatCount = .greatestFiniteMagnitude
            layer.add(spin, forKey: "spin")
            root.addSublayer(layer)
        }
    }

    static func texturedLayers(_ root: CALayer) {
        let image = picture(width: 640, height: 360)
        for i in 0..<10 {
            let layer = CALayer()
            layer.frame = root.bounds
            layer.contents = image
            layer.opacity = 0.9 - Float(i) * 0.05
            root.addSublayer(layer)
        }
    }

    static func imageFold(_ root: CALayer) {
        let image = picture(width: 600, height: 800)
        let container = CALayer()
        container.frame = CGRect(x: 340, y: 60, width: 600, height: 600)
        let top = CALayer(), bottom = CALayer()
        for half in [top, bottom] {
            half.bounds = CGRect(x: 0, y: 0, width: 600, height: 300)
            half.position = CGPoint(x: 300, y: 300)
            half.contents = image
            container.addSublayer(half)
        }
        top.anchorPoint = CGPoint(x: 0.5, y: 1)
        top.contentsRect = CGRect(x: 0, y: 0, width: 1, height: 0.5)
        bottom.anchorPoint = CGPoint(x: 0.5, y: 0)
        bottom.contentsRect = CGRect(x: 0, y: 0.5, width: 1, height: 0.5)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        top.transform = CATransform3DRotate(perspective, -0.4 * .pi, 1, 0, 0)
        let shade = CAGradientLayer()
        shade.frame = bottom.bounds
        shade.colors = [CGColor.clear, CGColor.black]
        shade.opacity = 0.4
        bottom.addSublayer(shade)
        root.addSublayer(container)
    }

    static func replicatedDots(_ root: CALayer) {
        dotSpiral(root, copies: 1000, scale: 0.998, angle: 0.13, blueOffset: -0.001, dot: 12, y: 60)
    }

    /// A replicator of `copies` copies of one round dot of `dot` points at (640, `y`), each
    /// copy scaled by `scale` and turned by `angle` from the one before, bluer by
    /// `blueOffset`: a spiral.
    static func dotSpiral(_ root: CALayer, copies: Int, scale: CGFloat, angle: CGFloat, blueOffset: Float,
                          dot size: CGFloat, y: CGFloat) {
        let replicator = CAReplicatorLayer()
        replicator.frame = root.bounds
        replicator.instanceCount = copies
        replicator.instanceTransform = CATransform3DRotate(CATransform3DMakeScale(scale, scale, 1), angle, 0, 0, 1)
        replicator.instanceBlueOffset = blueOffset
        let dot = CALayer()
        dot.bounds = CGRect(x: 0, y: 0, width: size, height: size)
        dot.cornerRadius = size / 2
        dot.position = CGPoint(x: 640, y: y)
        dot.backgroundColor = CGColor(red: 0.3, green: 0.8, blue: 1, alpha: 1)
        replicator.addSublayer(dot)
        root.addSublayer(replicator)
    }

    /// A colourful picture drawn with `CGContext`: a gradient with a grid over it.
    static func picture(width: Int, height: Int) -> CGImage {
        let ctx = bitmapContext(width: width, height: height)
        let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                  colors: [CGColor(red: 0.9, green: 0.3, blue: 0.2, alpha: 1),
                                           CGColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1)],
                                  locations: [0, 1])!
        ctx.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: width, y: height), options: [])
        ctx.setStrokeColor(CGColor(gray: 1, alpha: 0.5))
        ctx.setLineWidth(2)
        for x in stride(from: 0, to: width, by: 40) {
            ctx.move(to: CGPoint(x: x, y: 0))
            ctx.addLine(to: CGPoint(x: x, y: height))
        }
        for y in stride(from: 0, to: height, by: 40) {
            ctx.move(to: CGPoint(x: 0, y: y))
            ctx.addLine(to: CGPoint(x: width, y: y))
        }
        ctx.strokePath()
        return ctx.makeImage()!
    }
}
