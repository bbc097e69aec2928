// LaminaRenderList: the frame contract between the engine and its backends.
//
// - `CATransform3D` and its functions (re-exported by Lamina: user code sees Apple's API).
// - `RenderList`: one frame as plain values in painter's order (RenderList/), and
//   `RenderBackend`, the protocol a backend implements.
// - Frame preparation (Preparation/): everything both backends derive from a list, done
//   once — validation, culling, clip chains, group and shadow sizing, projection, contents
//   mappings, packed colours, gradient tables, mip chains, blur kernels, shape rasters —
//   handed to a backend as prepared records, which it only executes.
//
// Backends depend on this module and LaminaGraphics, never on layer classes (Lamina) or
// on each other: the module graph makes that a compiler rule.
@_exported import LaminaGraphics
