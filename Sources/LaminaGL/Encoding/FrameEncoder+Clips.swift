import Foundation

// The frame's clip regions as the shaders read them (5 texels each, see common.glsl):
// each region's inverse homography, its rounded rectangle and its parent, as frame
// preparation validated them. Every fragment of a clipped item multiplies its coverage
// by each region of its chain, evaluated through that region's own inverse, exactly as
// the CPU renderer does, so clips are exact under rotation and perspective.

extension FrameEncoder {
    /// Clip regions as records: the inverse homography, the shape, the parent + 1. A
    /// region that shows nothing has `valid` 0.
    func encodeClips(_ clips: [PreparedClip]) {
        clipWords.removeAll(keepingCapacity: true)
        for clip in clips {
            let m = clip.mapping
            let shape = clip.shape.map { PlaneShape($0.geometry) } ?? PlaneShape(rect: .zero)
            clipWords.appendTexel(Float(m.ux), Float(m.uy), Float(m.u0), 0)
            clipWords[clipWords.count - 1] = clip.isVisible ? 1 : 0
            clipWords.appendTexel(Float(m.vx), Float(m.vy), Float(m.v0), 0)
            clipWords[clipWords.count - 1] = UInt32(bitPattern: clip.parent + 1)
            clipWords.appendTexel(Float(m.qx), Float(m.qy), Float(m.q0), 0)
            clipWords.appendTexel(shape.minX, shape.minY, shape.maxX, shape.maxY)
            clipWords.appendTexel(shape.radii.0, shape.radii.1, shape.radii.2, shape.radii.3)
        }
    }
}
