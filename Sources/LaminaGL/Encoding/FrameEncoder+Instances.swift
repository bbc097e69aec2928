import Foundation

// Replicator copies of one layer as one instanced draw: one record that every instance
// reads (instanced-plane.vert derives copy k's transform, colours and fringe from it),
// drawn `count` times. The step's binary powers are computed here in double precision,
// so copy k costs the vertex stage one matrix product per set bit of k. A layer whose
// animations run late in each copy adds its model values and its tracks (timing as
// numbers, values as tables), which the vertex stage evaluates for copy k's time; a layer
// with contents adds the contents program's texels (the instancedContents program), a
// gradient layer the gradient program's (instancedGradient).

extension FrameEncoder {
    /// How far from its origin a copy's layer may reach (plane units) for its copies to be
    /// computed in single precision: 2¹⁸, where a float still holds 1/32 of a unit (the
    /// copies' records keep their plane's origin; see `PlaneOrigin` for single items).
    static let singlePrecisionReach: Float = 262_144

    func instances(_ instanced: PreparedInstances) -> Bool {
        let item = instanced.item
        let p = item.placement
        let shape = PlaneShape(instanced.geometry)
        // The vertex stage inverts each copy's matrix in single precision: a layer reaching
        // past ±2¹⁸ points is drawn copy by copy, from the inverses frame preparation
        // computes in double precision (fuzzing: copies of a layer 10⁸ points wide vanished).
        let reach = max(abs(shape.minX), abs(shape.minY), abs(shape.maxX), abs(shape.maxY))
        guard reach <= Self.singlePrecisionReach else { return false }
        if instanced.varying != nil {
            // The shader rebuilds a copy's rectangle, not its corners: a bounds track with
            // rounded corners is drawn copy by copy.
            let rounded = shape.radii.0 > 0 || shape.radii.1 > 0 || shape.radii.2 > 0 || shape.radii.3 > 0
            if rounded, instanced.tracks.contains(where: { $0.table.channel == .bounds }) { return false }
            guard instanced.tracks.count < 256, instanced.levels.count < 256 else { return false }
            // Copies are timed in double precision, as on the CPU, or not on the GPU.
            guard hasExactShaderDoubles else { return false }
        }
        // The tracks' tables, uploaded once each.
        var tableTexels: [Int] = []
        if instanced.varying != nil {
            for track in instanced.tracks {
                guard let texel = trackTables.texel(track.table) else { return false }
                tableTexels.append(texel)
            }
        }
        // Contents sampled alike in every copy (preparation's choice), their texture uploaded
        // if new; copies that run late keep texture unit 2 for their tables.
        var contents: ContentsRecord?
        if let c = instanced.contents {
            // Each copy's tint makes its contents' modulation in the CPU's precision, or the
            // copies are drawn one by one.
            guard hasExactShaderDoubles, instanced.varying == nil, instanced.levels.count <= 8,
                  let record = contentsRecord(c) else { return false }
            contents = record
        }
        // A gradient's ramp, uploaded if new; its copies' tints likewise in the CPU's precision.
        var rampRow: Int?
        if let g = instanced.gradient {
            guard hasExactShaderDoubles, instanced.varying == nil, instanced.levels.count <= 8,
                  let row = ramps.row(g.table) else { return false }
            rampRow = row
        }
        let key: BatchKey
        if let contents {
            key = BatchKey(program: .instancedContents, clipped: instanced.clip >= 0, texture0: contents.texture, isUnique: true)
        } else if rampRow != nil {
            key = BatchKey(program: .instancedGradient, clipped: instanced.clip >= 0, texture0: ramps.texture, isUnique: true)
        } else {
            key = BatchKey(program: .instancedLayer, clipped: instanced.clip >= 0,
                           texture0: instanced.varying != nil ? trackTables.texture : 0, isUnique: true)
        }
        // The copies may land anywhere: nothing drawn later joins a batch from before them.
        let everywhere = ScreenBox(minX: -.infinity, minY: -.infinity, maxX: .infinity, maxY: .infinity)
        let batch = ops.batch(for: key, box: everywhere)
        var w = batch.words
        batch.words = []
        w.appendRows(p.transform)
        w.appendTexel(shape.minX, shape.minY, shape.maxX, shape.maxY)
        w.appendTexel(shape.radii.0, shape.radii.1, shape.radii.2, shape.radii.3)
        w.appendColor(item.backgroundColor)
        w.appendColor(item.borderColor)
        let width = Float(item.borderWidth)
        w.append(float: p.opacity)
        w.append(float: width.isFinite && width > 0 ? width : 0)
        w.append(UInt32(bitPattern: instanced.clip + 1))
        let tracks = instanced.varying != nil ? UInt32(instanced.tracks.count) << 8 | 1 << 16 : 0
        w.append(UInt32(instanced.levels.count) | tracks)
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
        if let g = instanced.gradient, let rampRow {
            // gradient.frag's texels (the vertex stage puts each copy's modulation in), then the tints.
            w.appendGradient(g, rampRow: rampRow)
        }
        if contents != nil || instanced.gradient != nil {
            contents?.append(to: &w)
            w.append(doubles: instanced.itemTint)
            w.append(doubles: instanced.enclosingTint)
            for level in instanced.levels { w.append(doubles: level.color) }
        }
        if let varying = instanced.varying {
            appendVarying(varying, tracks: instanced.tracks, tables: tableTexels, delay: instanced.levels[0].delay,
                          to: &w)
        }
        batch.words = w
        batch.instances = instanced.count
        return true
    }

    /// The layer's values and tracks for copies that run late (instanced-plane.vert's
    /// varying section); `tables`: where each track's table starts in `trackTables`.
    private func appendVarying(_ v: InstanceVarying, tracks: ArraySlice<InstanceTrack>, tables: [Int], delay: Double,
                               to w: inout [UInt32]) {
        w.appendTexel(Float(v.anchorPoint.x), Float(v.anchorPoint.y), Float(v.anchorPointZ), Float(v.zPosition))
        w.appendTexel(Float(v.position.x), Float(v.position.y), v.opacity, v.inheritedOpacity)
        w.appendTexel(Float(v.bounds.origin.x), Float(v.bounds.origin.y), Float(v.bounds.width), Float(v.bounds.height))
        w.appendColor(v.backgroundColor)
        w.appendRows(v.transform)
        w.appendRows(v.outer)
        w.append(double: v.shift); w.append(double: delay)
        w.appendTexel(v.drawsBackground ? 1 : 0, 0, 0, 0)
        for (track, table) in zip(tracks, tables) {
            let t = track.table
            w.append(UInt32(t.channel.rawValue)); w.append(UInt32(t.sampleCount))
            w.append(UInt32(table)); w.append(track.autoreverses ? 1 : 0)
            w.append(double: track.localTime); w.append(double: track.beginTime)
            w.append(double: track.speed); w.append(double: track.timeOffset)
            w.append(double: track.duration); w.append(double: track.cycle)
            w.append(double: track.active)
            w.append(float: Float(track.firstProgress ?? -1)); w.append(float: Float(track.finalProgress ?? -1))
        }
    }
}

extension Array where Element == UInt32 {
    /// A double as two words, low first (GLSL's `packDouble2x32` order).
    mutating func append(double value: Double) {
        append(UInt32(truncatingIfNeeded: value.bitPattern))
        append(UInt32(truncatingIfNeeded: value.bitPattern >> 32))
    }

    /// A colour's channels as doubles, two texels.
    mutating func append(doubles c: CGColor.RGBA) {
        append(double: Double(c.red)); append(double: Double(c.green))
        append(double: Double(c.blue)); append(double: Double(c.alpha))
    }

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
