import Foundation

extension Window {
    /// Which renderer draws a window's frames.
    ///
    /// Both renderers draw the same render list, so they show the same picture (the
    /// backends-agree tests hold them to it). OpenGL needs an OpenGL 3.3 core context; the
    /// CPU renderer draws each frame into a bitmap on the CPU's cores and shows it as one
    /// texture, which an OpenGL 2.1 or OpenGL ES 2.0 context is enough for. On a machine
    /// whose OpenGL is itself a software rasterizer (Mesa's llvmpipe or softpipe), the CPU
    /// renderer is the faster of the two.
    public enum RenderingBackend: String, Sendable, CaseIterable, CustomStringConvertible {
        /// OpenGL where the driver is a GPU's; the CPU renderer where OpenGL is a software
        /// rasterizer (`GL_RENDERER` names llvmpipe or softpipe) or no OpenGL 3.3 core
        /// context can be had. The environment variable `LAMINA_BACKEND` (`gl`, `cpu` or
        /// `auto`) overrides this choice, and only this one.
        case automatic
        /// OpenGL 3.3 core; opening the window fails when no such context can be had.
        case openGL
        /// The CPU renderer, presented through the simplest OpenGL context available
        /// (OpenGL 2.1, OpenGL ES 2.0, else 3.3 core).
        case cpu

        /// "automatic", "OpenGL" or "CPU".
        public var description: String {
            switch self {
            case .automatic: "automatic"
            case .openGL: "OpenGL"
            case .cpu: "CPU"
            }
        }
    }

    /// The renderer drawing this window's frames: `.openGL` or `.cpu`, never
    /// `.automatic` (what the automatic choice settled on).
    public var activeRenderingBackend: RenderingBackend { backendChoice.backend }

    /// The OpenGL driver's renderer string (`GL_RENDERER`, such as "llvmpipe (LLVM 15.0.6,
    /// 256 bits)"): what draws the frames with `.openGL`, what shows the CPU renderer's
    /// frames with `.cpu`.
    public var openGLRenderer: String { backendChoice.glRenderer }
}
