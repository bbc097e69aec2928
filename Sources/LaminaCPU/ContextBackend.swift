import Foundation

/// The CPU renderer as a `CARenderer` backend: each frame's render list is drawn over
/// a bitmap `CGContext`'s pixels (clear it first for a fresh frame).
package final class ContextBackend: RenderBackend {
    package let context: CGContext
    package let renderer: CPUBackend
    package let scale: CGFloat

    package init(context: CGContext, scale: CGFloat = 1, renderer: CPUBackend = CPUBackend()) {
        self.context = context
        self.scale = scale
        self.renderer = renderer
    }

    package var pixelWidth: Int { context.width }
    package var pixelHeight: Int { context.height }

    package func draw(_ list: RenderList) {
        renderer.draw(list, into: context.pixels)
    }

    package var counters: BackendCounters { renderer.counters }
}
