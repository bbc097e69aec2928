// LaminaCPU: the CPU backend. It executes prepared frames (LaminaRenderList) into
// premultiplied RGBA8 bitmaps, rows split into bands across the cores; `CPUBackend` and
// `ContextBackend` (a `CGContext` as a `RenderBackend`) are its surface.
@_spi(LaminaBackend) @_exported import LaminaRenderList
