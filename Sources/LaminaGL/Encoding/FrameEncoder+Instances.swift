import Foundation

// Replicator copies of one layer as one instanced draw: one record that every instance
// reads (instanced-plane.vert derives copy k's transform, colours and fringe from it),
// drawn `count` times. The step's binary powers are computed here in double precision,
// so copy k costs the vertex stage one matrix product per set bit of k.

extension FrameEncoder {
    func instances(_ instanced: PreparedInstances) -> Bool {
        let item = instanced.item
        let p = item.placement
        let key = BatchKey(program: .instancedLayer, clipped: instanced.clip >= 0, isUnique: true)
        // The copies may land anywhere: nothing drawn later joins a batch from before them.
        let everywhere = ScreenBox(minX: -.infinity, minY: -.infinity, maxX: .infinity, maxY: .infinity)
        let batch = ops.batch(for: key, box: everywhere)
        var w = batch.words
        batch.words = []
        w.appendRows(p.transform)
        let shape = PlaneShape(instanced.geometry)
        w.appendTexel(shape.minX, shape.minY, shape.maxX, shape.maxY)
        w.appendTexel(shape.radii.0, shape.radii.1, shape.radii.2, shape.radii.3)
        w.appendColor(item.backgroundColor)
        w.appendColor(item.borderColor)
        let width = Float(item.borderWidth)
        w.append(float: p.opacity)
        w.append(float: width.isFinite && width > 0 ? width : 0)
        w.append(UInt32(bitPattern: instanced.clip + 1))
        w.append(UInt32(instanced.levels.count))
        w.appendColor(p.tint)
        w.appendRows(instanced.toTarget)
        for level in instanced.levels {
            let bits = level.count > 1 ? Int.bitWidth - (level.count - 1).leadingZeroBitCount : 0
            w.append(UInt32(level.count)); w.append(UInt32(bits)); w.append(0); w.append(0)
            w.appendColor(level.color)
            w.appendTexel(level.colorOffsets.x, level.colorOffsets.y, level.colorOffsets.z, level.colorOffsets.w)
            w.appendRows(level.placement)
            var power = level.step
            for _ in 0..<bits {
                w.appendRows(power)
                power = CATransform3DConcat(power, power)
            }
        }
        batch.words = w
        batch.instances = instanced.count
        return true
    }
}

extension Array where Element == UInt32 {
    /// A 4×4's rows, as four texels.
    mutating func appendRows(_ m: CATransform3D) {
        appendTexel(Float(m.m11), Float(m.m12), Float(m.m13), Float(m.m14))
        appendTexel(Float(m.m21), Float(m.m22), Float(m.m23), Float(m.m24))
        appendTexel(Float(m.m31), Float(m.m32), Float(m.m33), Float(m.m34))
        appendTexel(Float(m.m41), Float(m.m42), Float(m.m43), Float(m.m44))
    }

    /// An unpremultiplied colour as a texel (none: transparent).
    mutating func appendColor(_ c: CGColor.RGBA?) {
        let c = c ?? CGColor.RGBA(red: 0, green: 0, blue: 0, alpha: 0)
        appendTexel(Float(c.red), Float(c.green), Float(c.blue), Float(c.alpha))
    }
}
