import Foundation
import Testing
@testable import Lamina

/// A layer tree drawn by a backend-less `CARenderer`, driven frame by frame at chosen
/// media times (the clock is fixed to each frame's time for the code run there).
final class EngineScene {
    let renderer = CARenderer()
    let root = CALayer()

    init() {
        root.bounds = CGRect(x: 0, y: 0, width: 400, height: 400)
        root.position = CGPoint(x: 200, y: 200)
        renderer.layer = root
        frame(at: 0)
    }

    /// Runs `body` with the media clock at `t` (app code between frames), then commits
    /// what it changed, as the end of a main run loop turn does.
    @discardableResult
    func at<R>(_ t: CFTimeInterval, _ body: () throws -> R) rethrows -> R {
        try CAMediaClock.withFixedTime(t) {
            let result = try body()
            CATransaction.flush()
            return result
        }
    }

    /// Draws a frame at `t`, then checks the renderer's invariants, among them that the
    /// drawn tree is the committed model tree.
    func frame(at t: CFTimeInterval, sourceLocation: SourceLocation = #_sourceLocation) {
        CAMediaClock.withFixedTime(t) {
            renderer.beginFrame(atTime: t)
            renderer.render()
            renderer.endFrame()
        }
        let problems = renderer.checkInvariants()
        #expect(problems.isEmpty, "after the frame at \(t): \(problems)", sourceLocation: sourceLocation)
    }

    /// Draws frames at each time in turn.
    func frames(_ times: [CFTimeInterval]) {
        for t in times { frame(at: t) }
    }

    /// The values the renderer shows for `layer` after the last frame.
    func shown(_ layer: CALayer) -> RenderValues {
        guard let index = renderer.tree.index(of: layer.layerID) else {
            fatalError("\(layer) is not in the render tree")
        }
        return renderer.tree.presented[index]
    }

    /// A 100×100 layer added to the root and committed (so it animates implicitly).
    func addLayer(at t: CFTimeInterval = 0) -> CALayer {
        let layer = CALayer()
        at(t) {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
            layer.position = CGPoint(x: 50, y: 50)
            root.addSublayer(layer)
            CATransaction.commit()
        }
        frame(at: t)
        return layer
    }
}

/// Records delegate callbacks in order.
final class AnimationRecorder: NSObject, CAAnimationDelegate {
    var events: [String] = []
    func animationDidStart(_ anim: CAAnimation) { events.append("start") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop \(flag)") }
}

/// y where x = `x` on the timing Bézier (0,0), (x1,y1), (x2,y2), (1,1): the parameter is
/// found by plain bisection on the Bernstein form (x is non-decreasing in s),
/// independently of the library's solver.
func bezierY(atX x: Double, _ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double) -> Double {
    func bez(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }
    var lo = 0.0, hi = 1.0
    for _ in 0..<200 {
        let mid = (lo + hi) / 2
        if bez(mid, c1x, c2x) < x { lo = mid } else { hi = mid }
    }
    return bez((lo + hi) / 2, c1y, c2y)
}
