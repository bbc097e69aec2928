import Foundation
import Lamina
import LaminaGL
import LaminaRaster

/// A frame in the middle of each transition type, drawn by the CPU renderer and by GL at
/// 1280×720: a 960 × 600 layer with a picture turns into another (the transition held at
/// progress 0.4 — a flip is edge-on at ½ — with speed 0 and timeOffset 0.4 of a 1 s
/// duration). Rows per type and backend;
/// figures `transition_cpu_ms` and `transition_gl_ms` per type.
enum TransitionSuite {
    static let types = ["fade", "push", "moveIn", "reveal", "cube", "oglFlip", "pageCurl", "pageUnCurl",
                        "rippleEffect", "suckEffect", "cameraIrisHollowOpen", "cameraIrisHollowClose"]

    static func run() -> SuiteReport {
        let pictures = (picture(hue: 0), picture(hue: 1))
        var rows: [BenchmarkResult] = []
        var cpuMs: [String: Double] = [:], glMs: [String: Double] = [:]
        let context = try? GLOffscreenContext(width: CPUSuite.width, height: CPUSuite.height)
        if context == nil { FileHandle.standardError.write(Data("lamina-bench transitions: no GL context; CPU rows only\n".utf8)) }
        for type in types {
            let cpu = frameTime("cpu: \(type) mid-transition", type: type, pictures: pictures, context: nil)
            rows.append(cpu)
            cpuMs[type] = cpu.nanosecondsPerOperation / 1e6
            if let context {
                let gl = frameTime("gl: \(type) mid-transition", type: type, pictures: pictures, context: context)
                rows.append(gl)
                glMs[type] = gl.nanosecondsPerOperation / 1e6
            }
        }
        return SuiteReport(name: "transitions", rows: rows, figures: [:],
                           groups: ["transition_cpu_ms": cpuMs, "transition_gl_ms": glMs])
    }

    /// The median whole frame (clear, commit, evaluate, flatten, draw; GL read back) with a
    /// transition of `type` held at progress 0.4.
    static func frameTime(_ name: String, type: String, pictures: (CGImage, CGImage),
                          context: GLOffscreenContext?) -> BenchmarkResult {
        let bitmap = bitmapContext(width: CPUSuite.width, height: CPUSuite.height)
        let renderer = context.map { CARenderer(glContext: $0) } ?? CARenderer(context: bitmap)
        let layer = CALayer()
        CPUSuite.show({ root in
            layer.frame = CGRect(x: 160, y: 60, width: 960, height: 600)
            layer.contents = pictures.0
            root.addSublayer(layer)
        }, on: renderer)
        let pixels = PixelBuffer(width: CPUSuite.width, height: CPUSuite.height)
        let full = CGRect(x: 0, y: 0, width: CPUSuite.width, height: CPUSuite.height)
        var time: CFTimeInterval = 0
        func frame() {
            time += 1.0 / 60
            if context == nil { bitmap.clear(full) }
            renderer.beginFrame(atTime: time)
            renderer.render()
            renderer.endFrame()
            context?.readPixels(into: pixels)
        }
        frame()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.contents = pictures.1
        let transition = CATransition()
        transition.type = CATransitionType(rawValue: type)
        transition.subtype = .fromRight
        transition.duration = 1
        transition.speed = 0
        transition.timeOffset = 0.4
        layer.add(transition, forKey: kCATransition)
        CATransaction.commit()
        return measure(name, frame)
    }

    /// A 480 × 300 picture: a gradient with a grid, tinted by `hue`.
    static func picture(hue: Int) -> CGImage {
        let ctx = bitmapContext(width: 480, height: 300)
        let a = hue == 0 ? CGColor(red: 0.9, green: 0.35, blue: 0.2, alpha: 1) : CGColor(red: 0.2, green: 0.6, blue: 0.35, alpha: 1)
        let b = hue == 0 ? CGColor(red: 0.25, green: 0.35, blue: 0.9, alpha: 1) : CGColor(red: 0.95, green: 0.85, blue: 0.2, alpha: 1)
        let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: [a, b], locations: [0, 1])!
        ctx.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 480, y: 300), options: [])
        ctx.setFillColor(CGColor(red: 1, green: 1, blue: 1, alpha: 0.7))
        for i in stride(from: 0, to: 480, by: 40) { ctx.fill(CGRect(x: i, y: 0, width: 2, height: 300)) }
        for j in stride(from: 0, to: 300, by: 40) { ctx.fill(CGRect(x: 0, y: j, width: 480, height: 2)) }
        return ctx.makeImage()!
    }
}
