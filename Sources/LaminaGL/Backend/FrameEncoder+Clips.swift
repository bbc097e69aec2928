import Foundation

// The frame's clip regions as the shaders read them (5 texels each, see common.glsl):
// each region's inverse homography, its rounded rectangle and its parent. Every fragment
// of a clipped item multiplies its coverage by each region of its chain, evaluated
// through that region's own inverse, exactly as the CPU renderer does, so clips are
// exact under rotation and perspective.

extension FrameEncoder {
    /// Clip regions as records: the inverse homography, the shape, the parent + 1. A
    /// region that shows nothing (singular, empty) has `valid` 0; cycles and bad parents
    /// are cut as the CPU renderer cuts them.
    func encodeClips(_ regions: [ClipRegion]) {
        clipWords.removeAll(keepingCapacity: true)
        clipCount = regions.count
        parents.removeAll(keepingCapacity: true)
        broken.removeAll(keepingCapacity: true)
        for region in regions {
            var parent = region.parent
            if parent < -1 || parent >= Int32(regions.count) {
                LaminaDiagnostics.report(.invalidArgument, "GLBackend: clip parent \(parent) out of range; treated as none")
                parent = -1
            }
            parents.append(parent)
            broken.append(false)
        }
        for i in parents.indices {
            var p = parents[i], steps = 0
            while p >= 0 {
                steps += 1
                if steps > regions.count {
                    LaminaDiagnostics.report(.invalidArgument, "GLBackend: clip regions form a cycle; clipped away")
                    broken[i] = true
                    parents[i] = -1
                    break
                }
                p = parents[Int(p)]
            }
        }
        for (i, region) in regions.enumerated() {
            let shape = PlaneShape(region.shape)
            let mapping = PlaneMapping(transform: region.transform)
            let valid: UInt32 = (mapping != nil && !shape.isEmpty && !broken[i]) ? 1 : 0
            let m = mapping ?? PlaneMapping(transform: CATransform3DIdentity)!
            clipWords.appendTexel(Float(m.ux), Float(m.uy), Float(m.u0), 0)
            clipWords[clipWords.count - 1] = valid
            clipWords.appendTexel(Float(m.vx), Float(m.vy), Float(m.v0), 0)
            clipWords[clipWords.count - 1] = UInt32(bitPattern: parents[i] + 1)
            clipWords.appendTexel(Float(m.qx), Float(m.qy), Float(m.q0), 0)
            clipWords.appendTexel(shape.minX, shape.minY, shape.maxX, shape.maxY)
            clipWords.appendTexel(shape.radii.0, shape.radii.1, shape.radii.2, shape.radii.3)
        }
    }

    /// Whether `clip` names a region (−1 or in range); out of range is reported and the
    /// item dropped, as the CPU renderer does.
    func clipIsUsable(_ clip: Int32) -> Bool {
        if clip < -1 || clip >= Int32(clipCount) {
            LaminaDiagnostics.report(.invalidArgument, "GLBackend: clip index \(clip) out of range; item dropped")
            return false
        }
        return true
    }
}
