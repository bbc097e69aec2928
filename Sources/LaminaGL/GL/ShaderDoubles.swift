import CEpoxy
import Foundation

/// Whether the current context's shaders compute in double precision with IEEE
/// rounding kept (`GL_ARB_gpu_shader_fp64`, and `GL_ARB_gpu_shader5` for `precise`, so
/// no product is fused into the sum after it): OpenGL 4.0, or both extensions. The
/// instanced shader times late replicator copies with it exactly as the CPU does.
func glHasExactShaderDoubles() -> Bool {
    epoxy_gl_version() >= 40
        || (epoxy_has_gl_extension("GL_ARB_gpu_shader_fp64") && epoxy_has_gl_extension("GL_ARB_gpu_shader5"))
}

/// The GLSL extensions `glHasExactShaderDoubles` needs enabled in a 3.3 core shader.
let exactShaderDoubleExtensions = ["GL_ARB_gpu_shader_fp64", "GL_ARB_gpu_shader5"]
