// LaminaRaster: the CPU renderer (a RenderList drawn into a bitmap), `CALayer.render(in:)`,
// PNG files and image comparison.
@_exported import Lamina
