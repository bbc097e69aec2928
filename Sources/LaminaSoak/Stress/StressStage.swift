import Foundation
import Lamina

/// A root layer drawn by the CPU renderer into a small bitmap: where the stress
/// workloads commit, evaluate, flatten and draw their trees.
final class StressStage {
    let root = CALayer()
    let context: CGContext
    let renderer: CARenderer
    private(set) var time: CFTimeInterval = 0

    init(width: Int = 64, height: Int = 64) {
        context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: width * 4,
                            space: CGColorSpaceCreateDeviceRGB(),
                            bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        renderer = CARenderer(context: context)
        CAMediaClock.withFixedTime(0) {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            root.frame = CGRect(x: 0, y: 0, width: width, height: height)
            root.backgroundColor = CGColor(gray: 0.5, alpha: 1)
            CATransaction.commit()
        }
        renderer.bounds = root.frame
        renderer.layer = root
    }

    /// Runs `body` in a transaction at the stage's current time, actions off unless asked.
    func change(actions: Bool = false, _ body: () -> Void) {
        CAMediaClock.withFixedTime(time) {
            CATransaction.begin()
            CATransaction.setDisableActions(!actions)
            body()
            CATransaction.commit()
        }
    }

    /// Draws the frame `seconds` after the last one (commit, evaluate, flatten, draw).
    func frame(after seconds: CFTimeInterval = 1.0 / 60) {
        time += seconds
        CAMediaClock.withFixedTime(time) {
            CATransaction.flush()
            renderer.beginFrame(atTime: time)
            renderer.render()
            renderer.endFrame()
        }
    }

    /// Nodes the renderer's render tree holds.
    var liveRenderNodes: Int { renderer.tree.liveNodeCount }

    /// Detaches the tree from the renderer.
    func finish() {
        renderer.layer = nil
    }
}
