import Foundation
import LaminaGL

extension CARenderer {
    /// A renderer that draws each frame with OpenGL into `glContext`'s framebuffer, at
    /// the context's pixel size and `scale` (pixels per point): `render()` makes the
    /// context current on the calling thread, clears the framebuffer to transparent and
    /// draws the layer tree. Call `glContext.present()` to show a window's frame.
    ///
    /// The area drawn is `bounds` (the root layer's frame when empty), as for
    /// `CARenderer(context:)`, so the CPU renderer and this one draw the same pixels.
    public convenience init(glContext: any GLContext) {
        self.init(backend: GLBackend(context: glContext))
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
