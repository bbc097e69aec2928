import Foundation
import Lamina

extension Window {
    /// Whether the layer inspector is shown: a panel at the window's right edge listing
    /// the layer tree (class, name, frame, opacity, running animations with their
    /// progress), as Xcode's view debugger does. Hovering an entry outlines its layer in
    /// the window; the pointer over a layer in the window selects it in the list. The
    /// panel is Lamina's own layers, drawn by the window's renderer; it never takes part
    /// in the app's hit testing, and the pointer's events over it do not reach the app.
    /// While shown, a display link refreshes it four times a second. Off by default; the
    /// demo's I key.
    public var showsInspector: Bool {
        get { inspectorDriver != nil }
        set {
            guard newValue != showsInspector else { return }
            if newValue {
                inspectorDriver = LayerInspectorDriver(window: self)
            } else {
                inspectorDriver?.stop()
                inspectorDriver = nil
            }
        }
    }
}

/// Keeps a window's inspector up to date and routes the pointer to it.
package final class LayerInspectorDriver {
    package let inspector = LayerInspector()
    private var link: CADisplayLink?
    private weak var window: Window?
    private var lastRefresh = -Double.infinity
    /// How often the list's text is refreshed, in seconds.
    static let refreshInterval = 0.25

    init(window: Window) {
        self.window = window
        inspector.contentsScale = window.scale
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        window.rootLayer.addSublayer(inspector.outline)
        window.rootLayer.addSublayer(inspector.panel)
        CATransaction.commit()
        refresh(at: CACurrentMediaTime())
        let link = CADisplayLink { [weak self] link in
            guard let self, link.timestamp - self.lastRefresh >= Self.refreshInterval else { return }
            self.refresh(at: link.timestamp)
        }
        link.add(to: .main, forMode: .common)
        self.link = link
        window.input.interceptPointer = { [weak self] event in self?.pointer(event) ?? false }
    }

    /// Lists the tree again as it is at `time`.
    private func refresh(at time: CFTimeInterval) {
        guard let window else { return }
        lastRefresh = time
        inspector.contentsScale = window.scale
        inspector.update(root: window.rootLayer, bounds: window.rootLayer.bounds, time: time)
    }

    /// Over the panel: the entry under the pointer is selected, and the event is kept
    /// from the app. Over the app's layers: the layer under the pointer is selected, and
    /// the app gets the event as usual.
    private func pointer(_ event: PointerEvent) -> Bool {
        guard let window else { return false }
        let root = window.rootLayer
        if inspector.contains(event.location) {
            let entry = inspector.entry(at: event.location)
            if entry !== inspector.selected {
                inspector.select(entry, in: root)
                refresh(at: CACurrentMediaTime())
            }
            return true
        }
        let hit = window.hitTest(event.location)?.layer
        if hit !== inspector.selected {
            inspector.select(hit, in: root)
            refresh(at: CACurrentMediaTime())
        }
        return false
    }

    func stop() {
        link?.invalidate()
        link = nil
        window?.input.interceptPointer = nil
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        inspector.panel.removeFromSuperlayer()
        inspector.outline.removeFromSuperlayer()
        CATransaction.commit()
    }
}
