// LaminaRaster: PNG files and image comparison, with Lamina and the CPU backend
// (`LaminaCPU`) re-exported, so `import LaminaRaster` is all a program that renders layer
// trees into bitmaps and writes them needs.
@_exported import Lamina
@_exported import LaminaCPU
