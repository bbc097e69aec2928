// LaminaHost: a GLFW window with a GL 3.3 core context, its frame loop (commits on the
// app's thread, evaluation and drawing on a render thread) and input.
@_exported import LaminaGL
