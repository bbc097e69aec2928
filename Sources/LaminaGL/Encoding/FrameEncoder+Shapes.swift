import Foundation

// Shape layers under an affine transform, with the rasters frame preparation made
// (LaminaGraphics' exact-area PathRasterizer, the CPU renderer's own): uploaded once into
// the mask atlas and drawn texel for pixel in the fill and stroke colours. (Under
// perspective a shape arrives as a layer drawn from its plane texture.)

extension FrameEncoder {
    func shape(_ item: PreparedShape) {
        let raster = item.raster
        guard let place = textures.shapeMasks(raster) else { return drop() }
        let r = raster.rect
        let batch = ops.batch(for: BatchKey(program: .shapeMask, clipped: item.clip >= 0, texture0: place.texture),
                              box: ScreenBox(r))
        batch.words.appendPixelRect(r)
        batch.words.append(float: Float(place.x))
        batch.words.append(float: Float(place.y))
        batch.words.append(item.fillColor)
        batch.words.append(item.strokeColor)
        batch.words.append(UInt32(bitPattern: item.clip + 1))
        batch.words.append(0); batch.words.append(0); batch.words.append(0)
        batch.instances += 1
    }
}
