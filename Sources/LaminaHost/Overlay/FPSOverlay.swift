import Foundation
import Lamina

/// The frames-per-second overlay: a panel of Lamina's own layers in a window's top-left
/// corner, drawn by the window's renderer like everything else. It shows the frame rate
/// and the renderer in use (OpenGL or the CPU renderer, and the OpenGL driver), a graph
/// of the last 120 frame times (a `CAShapeLayer`, full height 33.3 ms, with a dashed line
/// at 16.7 ms — one frame at 60 Hz), the engine's time split for the last frame (commit,
/// evaluate, flatten, draw), and layers, draw calls, instances and texture memory. The graph follows every frame; the text (re-rasterized when it
/// changes) four times a second.
package final class FPSOverlay {
    /// The panel; added above everything else in a window's root layer.
    package let layer: CALayer = PassThroughLayer()
    let title = CATextLayer()
    let engine = CATextLayer()
    let counts = CATextLayer()
    /// The renderer in use ("GL · llvmpipe", "CPU · llvmpipe"), right of the frame rate.
    let backend = CATextLayer()
    let graph = CAShapeLayer()
    let budget = CAShapeLayer()

    /// The panel's size and the graph's frame in it, in points.
    static let size = CGSize(width: 300, height: 112)
    static let graphFrame = CGRect(x: 10, y: 28, width: 240, height: 44)
    /// The frame time at the graph's top.
    static let graphFullScale = 2.0 / 60
    /// How often the text changes, in seconds.
    static let textInterval = 0.25

    private var lastTextUpdate = -Double.infinity

    package init() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.frame = CGRect(origin: CGPoint(x: 8, y: 8), size: Self.size)
        layer.backgroundColor = CGColor(red: 0.04, green: 0.05, blue: 0.08, alpha: 0.8)
        layer.cornerRadius = 6
        layer.masksToBounds = true
        layer.zPosition = 1_000_000
        let plot = CALayer()
        plot.frame = Self.graphFrame
        plot.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 0.06)
        graph.frame = plot.bounds
        graph.strokeColor = CGColor(red: 0.35, green: 0.9, blue: 0.45, alpha: 1)
        graph.fillColor = nil
        graph.lineWidth = 1
        budget.frame = plot.bounds
        budget.strokeColor = CGColor(red: 1, green: 0.8, blue: 0.2, alpha: 0.8)
        budget.lineWidth = 1
        budget.lineDashPattern = [4, 3]
        let y = Self.graphFrame.height * CGFloat(1 - (1.0 / 60) / Self.graphFullScale)
        let line = CGMutablePath()
        line.move(to: CGPoint(x: 0, y: y))
        line.addLine(to: CGPoint(x: Self.graphFrame.width, y: y))
        budget.path = line
        plot.addSublayer(budget)
        plot.addSublayer(graph)
        layer.addSublayer(plot)
        backend.alignmentMode = .right
        for (label, frame, size) in [(title, CGRect(x: 10, y: 5, width: 280, height: 20), CGFloat(14)),
                                     (backend, CGRect(x: 170, y: 9, width: 120, height: 15), 10),
                                     (engine, CGRect(x: 10, y: 76, width: 280, height: 15), 10),
                                     (counts, CGRect(x: 10, y: 92, width: 280, height: 15), 10)] {
            label.frame = frame
            label.fontSize = size
            label.font = "DejaVu Sans Mono"
            label.foregroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
            layer.addSublayer(label)
        }
        CATransaction.commit()
    }

    /// Pixels per point of the window, for the labels' backing stores.
    package var contentsScale: CGFloat = 1 {
        didSet { for label in [title, backend, engine, counts] { label.contentsScale = contentsScale } }
    }

    /// The renderer the window draws with, as the panel names it ("GL · llvmpipe").
    package var backendName: String {
        get { backend.string as? String ?? "" }
        set {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            backend.string = newValue
            CATransaction.commit()
        }
    }

    /// Shows `timeline` and the last frame's `statistics`; the text only if
    /// `textInterval` has passed since it last changed (`time` in seconds).
    package func update(timeline: FrameTimeline, statistics: CARendererStatistics, time: Double) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        graph.path = Self.graphPath(timeline)
        if time - lastTextUpdate >= Self.textInterval {
            lastTextUpdate = time
            let fps = timeline.framesPerSecond
            title.string = String(format: "%5.1f fps  %5.1f ms", fps, timeline.last * 1000)
            engine.string = Self.engineText(statistics)
            counts.string = Self.countsText(statistics)
        }
        CATransaction.commit()
    }

    /// The graph: the newest frame at the right edge, one step of width/capacity per
    /// frame, each at the height of its duration (clamped at full scale).
    static func graphPath(_ timeline: FrameTimeline) -> CGPath {
        let path = CGMutablePath()
        let step = graphFrame.width / CGFloat(FrameTimeline.capacity)
        let height = graphFrame.height
        for i in 0..<timeline.count {
            let x = graphFrame.width - CGFloat(timeline.count - i) * step + step / 2
            let y = height * (1 - CGFloat(min(timeline[i] / graphFullScale, 1)))
            if i == 0 { path.move(to: CGPoint(x: x, y: y)) } else { path.addLine(to: CGPoint(x: x, y: y)) }
        }
        return path
    }

    static func engineText(_ s: CARendererStatistics) -> String {
        String(format: "commit %.2f eval %.2f flat %.2f draw %.2f ms", s.commitSeconds * 1000,
               s.evaluateSeconds * 1000, s.flattenSeconds * 1000, s.drawSeconds * 1000)
    }

    static func countsText(_ s: CARendererStatistics) -> String {
        String(format: "%d layers  %d calls  %d inst  %.1f MB", s.layers, s.drawCalls, s.instances,
               Double(s.textureBytes) / 1_048_576)
    }
}

