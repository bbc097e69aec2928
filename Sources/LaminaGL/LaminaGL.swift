// LaminaGL: the OpenGL 3.3 core backend (the same RenderList the CPU renderer draws),
// its texture cache and shader loading, and offscreen EGL contexts.
//
// Public surface:
// - `GLContext` — somewhere GL can draw (a window's context, an offscreen one).
// - `GLOffscreenContext(width:height:) throws` — EGL without a display server (Mesa's
//   surfaceless platform, or a GPU's device platform); `readPixels() -> CGImage`;
//   `GLContextError` says what to install when EGL or a display is missing.
// - `CARenderer(glContext:)` (declared by Lamina, which drives this backend) draws each
//   frame of a layer tree into a `GLContext`.
//
// Inside (package): `GLBackend` (Backend/: encoder → batched ops → replay), the shader
// programs of `Shaders/` (GL/ShaderProgram.swift, Backend/ProgramLibrary.swift), the
// instance records shared with the shaders (Batching/GPUTypes.swift), textures
// (Textures/), and GL's entry points under their own names (GL/GLFunctions.swift).
@_spi(LaminaBackend) @_exported import LaminaRenderList
