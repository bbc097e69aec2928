import Foundation
import Lamina

extension Window {
    /// Whether the frames-per-second overlay is shown in the window's top-left corner:
    /// frame rate, the renderer in use ("GL · llvmpipe", "CPU · llvmpipe": the backend
    /// and the OpenGL driver that draws or shows its frames), a graph of the last 120
    /// frame times with the 16.7 ms line, the engine's time split (commit, evaluate,
    /// flatten, draw), layers, draw calls, instances and texture memory. It is made of Lamina's own layers, drawn by the
    /// window's renderer above the app's layers, and never takes a click. While shown, a
    /// display link updates it every frame (so frames keep coming).
    public var showsFPSOverlay: Bool {
        get { fpsOverlayDriver != nil }
        set {
            guard newValue != (fpsOverlayDriver != nil) else { return }
            if newValue {
                fpsOverlayDriver = FPSOverlayDriver(window: self)
            } else {
                fpsOverlayDriver?.stop()
                fpsOverlayDriver = nil
            }
        }
    }
}

/// Keeps a window's fps overlay up to date: a display link on the main thread reads what
/// the render thread presented and feeds the overlay.
package final class FPSOverlayDriver {
    package let overlay = FPSOverlay()
    private var timeline = FrameTimeline()
    private var link: CADisplayLink?

    init(window: Window) {
        overlay.contentsScale = window.scale
        overlay.backendName = window.backendChoice.overlayText
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        window.rootLayer.addSublayer(overlay.layer)
        CATransaction.commit()
        let link = CADisplayLink { [weak self, weak window] link in
            guard let self, let window else { return }
            let statistics = window.statistics
            self.timeline.record(framesPresented: statistics.framesPresented,
                                 lastPresentationTime: statistics.lastPresentationTime)
            self.overlay.update(timeline: self.timeline, statistics: statistics.renderer, time: link.timestamp)
        }
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    func stop() {
        link?.invalidate()
        link = nil
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        overlay.layer.removeFromSuperlayer()
        CATransaction.commit()
    }
}
