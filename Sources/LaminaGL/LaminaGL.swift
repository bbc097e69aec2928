// LaminaGL: the OpenGL 3.3 core backend (the same RenderList the CPU renderer draws),
// its texture cache and shader loading, and offscreen EGL contexts.
@_exported import Lamina
