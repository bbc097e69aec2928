import Foundation
import Lamina
import LaminaCPU

// A window's frame drawn by the CPU renderer.
// Input: the frame's render list (from `CARenderer.render()`), the window's drawable size.
// Output: the frame in the window's framebuffer (not yet swapped: the frame loop reads it
// back for a capture, then presents).
// Thread: the render thread.

/// The CPU renderer as a window renderer's backend: each frame is drawn into a bitmap of
/// the framebuffer's size on the CPU's cores, then shown as one texture
/// (`FrameTexturePresenter`). The bitmap and the texture are re-made only when the window
/// changes size.
final class CPUWindowBackend: RenderBackend {
    private let context: WindowGLContext
    private let dialect: FrameTexturePresenter.Dialect
    private let renderer = CPUBackend()
    private var frame = PixelBuffer(width: 0, height: 0)
    private var presenter: FrameTexturePresenter?
    private var presenterFailed = false
    private(set) var counters = BackendCounters()

    /// A backend showing its frames in `context`, whose shading language `dialect` is.
    init(context: WindowGLContext, dialect: FrameTexturePresenter.Dialect) {
        self.context = context
        self.dialect = dialect
    }

    var pixelWidth: Int { context.pixelWidth }
    var pixelHeight: Int { context.pixelHeight }
    var scale: CGFloat { context.scale }

    func draw(_ list: RenderList) {
        let width = context.pixelWidth, height = context.pixelHeight
        guard width > 0, height > 0 else { return }
        if frame.width != width || frame.height != height {
            frame = PixelBuffer(width: width, height: height)
        } else {
            frame.data.update(repeating: 0, count: frame.bytesPerRow * height)
        }
        renderer.draw(list, into: frame)
        guard let presenter = readyPresenter() else { return }
        presenter.show(frame, width: width, height: height)
        counters = renderer.counters
        counters.drawCalls = 1
        counters.instances = 1
        counters.textureBytes = presenter.textureBytes
        counters.uploadedBytes = width * height * 4
    }

    /// The presenter, made on the first frame (the context current); nil, reported once,
    /// when the context is gone or refuses the shaders.
    private func readyPresenter() -> FrameTexturePresenter? {
        guard !presenterFailed else { return nil }
        do {
            try context.makeCurrent()
            if let presenter { return presenter }
            let made = try FrameTexturePresenter(dialect: dialect)
            presenter = made
            return made
        } catch {
            presenterFailed = true
            LaminaDiagnostics.report(.invalidArgument, "the window cannot show the CPU renderer's frames: \(error)")
            return nil
        }
    }
}
