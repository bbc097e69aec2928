import Foundation
import LaminaCPU
import LaminaGL

extension CARenderer {
    /// A renderer that draws each frame with OpenGL into `glContext`'s framebuffer, at
    /// the context's pixel size and `scale` (pixels per point): `render()` makes the
    /// context current on the calling thread, clears the framebuffer to transparent and
    /// draws the layer tree. Call `glContext.present()` to show a window's frame.
    ///
    /// The area drawn is `bounds` (the root layer's frame when empty), as for
    /// `CARenderer(context:)`, so the CPU renderer and this one draw the same pixels.
    ///
    /// Where one of OpenGL's shaders does not compile or link on the driver, the renderer
    /// says so once (the shader file and line the driver's log points at) and draws every
    /// frame from then on with the CPU renderer, copied into the same framebuffer.
    public convenience init(glContext: any GLContext) {
        let backend = GLBackend(context: glContext)
        var cpu: CPUBackend?
        backend.softwareRenderer = { list, target in
            let renderer = cpu ?? CPUBackend()
            cpu = renderer
            renderer.draw(list, into: target)
        }
        self.init(backend: backend)
    }

    /// Whether an OpenGL renderer draws with the CPU renderer because a shader failed.
    package var isUsingSoftwareFallback: Bool {
        (backend as? GLBackend)?.isUsingSoftwareFallback ?? false
    }
}

extension CARenderer {
    /// Seconds the OpenGL backend spent turning the last frame's render list into draws
    /// on the CPU (part of `statistics.drawSeconds`); 0 without an OpenGL backend.
    package var glEncodeSeconds: Double {
        (backend as? GLBackend)?.statistics.encodeSeconds ?? 0
    }
}

extension CARenderer {
    /// Bytes the OpenGL backend's texture cache holds (images and shape textures, atlas
    /// pages whole) and the budget it evicts down to at the end of a frame; nil without
    /// an OpenGL backend.
    package var glTextureCache: (bytes: Int, budgetBytes: Int)? {
        guard let gl = backend as? GLBackend else { return nil }
        return (gl.textureCacheBytes, gl.textureBudgetBytes)
    }
}
