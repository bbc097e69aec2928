// LaminaHost: a desktop window showing a layer tree, drawn by a render thread with OpenGL
// 3.3 or with the CPU renderer (shown as one texture: OpenGL 2.1 or ES 2.0 is enough),
// with input in layer coordinates. GLFW drives X11 or Wayland, whichever build of
// libglfw.so.3 is loaded (`Window.glfwVersion` names it).
//
// Public surface:
// - `Window` — `init(title:size:vsync:resizable:renderingBackend:) throws`,
//   `Window.RenderingBackend` (`.automatic`, `.openGL`, `.cpu`), `activeRenderingBackend`,
//   `openGLRenderer`, `rootLayer`, `title`, `size`,
//   `scale`, `pixelSize`, `run()`, `run(until:)`, `requestClose()`, `close()`,
//   `captureFrame(timeout:)`, `statistics` (`FrameStatistics`), `hitTest(_:)`, and the
//   handlers `onPointer`, `onScroll`, `onKey`, `onText`, `onResize`.
// - `WindowError` — `.noDisplay` (its message points to the offscreen mode),
//   `.notMainThread`, `.creationFailed`, `.noOpenGL`.
// - Input: `PointerEvent`, `ScrollEvent` (both `PointerLocatedEvent`s: `location(in:)`,
//   `hitTest()`), `KeyEvent`, `Key`, `KeyModifiers`, `PointerButton`, `PointerButtons`,
//   `LayerHit`.
//
// Threads (FrameLoop/FrameLoop.swift has the details):
// - main thread: GLFW events and input handlers, commits, display links, animation
//   delegates, completion blocks, `DispatchQueue.main`; it sleeps in
//   `glfwWaitEventsTimeout` while nothing happens.
// - render thread: owns the GL context and the render tree; takes commits, evaluates,
//   draws (OpenGL, or the CPU renderer then one texture upload: CPUPresentation/), swaps; sleeps until a commit, a resize or the next animated frame.
@_exported import Lamina
@_exported import LaminaGL
