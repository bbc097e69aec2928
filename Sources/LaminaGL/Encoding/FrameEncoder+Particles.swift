import Foundation

// An emitter cell's particles as one instanced draw: one record that every instance
// reads (particle.vert evaluates instance i's particle from it), drawn
// `instanceCount` times. The record's times are ages at the run's time and the
// history's integrals are counted back from now, computed here in double precision, so
// the vertex stage's single precision works with small numbers however long the
// emitter has run. The CPU's cost is the run's: its segments, epochs and levels.

extension FrameEncoder {
    func particles(_ item: PreparedParticles) -> Bool {
        let run = item.run
        let c = item.contents
        // Mipmapped minification is drawn particle by particle (the contents program's).
        guard run.levels.count <= 8, run.epochs.count * (3 + 9 * run.levels.count) <= 1 << 16, run.segments.count <= 1 << 16,
              c.minificationFilter != .trilinear,
              let place = textures.image(c.image, pixels: item.pixels, mipChain: nil) else { return false }
        let key = BatchKey(program: .particles, clipped: item.clip >= 0, texture0: place.texture, blends: true,
                           adds: run.isAdditive, isUnique: true)
        let batch = ops.batch(for: key, box: ScreenBox(item.bounds))
        var w = batch.words
        batch.words = []
        let p = run.placement
        w.appendRows(p.transform)
        w.appendTexel(Float(p.tint.red), Float(p.tint.green), Float(p.tint.blue), p.opacity * Float(p.tint.alpha))
        w.append(UInt32(run.levels.count)); w.append(UInt32(run.epochs.count)); w.append(UInt32(run.segments.count))
        w.append(UInt32(bitPattern: item.clip + 1))
        let flags: UInt32 = (run.preservesDepth ? 1 : 0) | (run.isReversed ? 2 : 0)
        w.append(UInt32(run.shape.rawValue)); w.append(UInt32(run.mode.rawValue)); w.append(run.seed); w.append(flags)
        let filter: UInt32 = (c.minificationFilter == .nearest ? 1 : 0) | (c.magnificationFilter == .nearest ? 2 : 0)
        w.append(UInt32(truncatingIfNeeded: run.first)); w.append(UInt32(run.count)); w.append(UInt32(item.instanceCount))
        w.append(filter)
        let d = c.destinationRect.standardized
        w.appendTexel(Float(d.minX), Float(d.minY), Float(d.maxX), Float(d.maxY))
        let W = Double(place.width), H = Double(place.height), s = c.sourceRect
        w.appendTexel(Float(Double(s.minX) * W), Float(Double(s.minY) * H), Float(Double(s.width) * W),
                      Float(Double(s.height) * H))
        w.appendTexel(Float(place.x), Float(place.y), Float(place.width), Float(place.height))
        for segment in run.segments {
            w.append(UInt32(segment.start)); w.append(float: Float(segment.age)); w.append(float: Float(segment.interval))
            w.append(UInt32(segment.epoch))
        }
        for l in run.levels {
            w.append(UInt32(l.index)); w.append(UInt32(l.radix)); w.append(0); w.append(0)
        }
        // Each epoch's end (the next one's start; now for the last) as an age, and per
        // level its cell's rate's integral from that end to now, then the cell's values.
        for (k, e) in run.epochs.enumerated() {
            let end = k + 1 < run.epochs.count ? run.epochs[k + 1] : nil
            w.appendTexel(Float(end.map { run.time - $0.since } ?? 0), Float(e.lifetime), Float(e.velocity), Float(e.scale))
            w.appendTexel(Float(e.spin), Float(e.position.x), Float(e.position.y), Float(e.position.z))
            w.appendTexel(Float(e.size.x), Float(e.size.y), Float(e.size.z), 0)
            for l in run.levels {
                let j = end.map { run.epochs.integral(at: run.time, slot: l.slot) - $0.integrals[l.slot] } ?? 0
                w.appendTexel(Float(j), Float(e.rate(ofSlot: l.slot)), 0, 0)
                w.appendCell(e.cells[l.slot])
            }
        }
        batch.words = w
        batch.instances = item.instanceCount
        return true
    }
}

extension Array where Element == UInt32 {
    /// A cell's values, particle.vert's 8 texels.
    mutating func appendCell(_ l: ParticleCell) {
        appendTexel(Float(l.birthRate), Float(l.lifetime), Float(l.lifetimeRange), Float(l.start))
        appendTexel(Float(Swift.min(l.end, 3e38)), Float(l.latitude), Float(l.longitude), Float(l.range))
        appendTexel(Float(l.velocity), Float(l.velocityRange), Float(l.acceleration.x), Float(l.acceleration.y))
        appendTexel(Float(l.acceleration.z), Float(l.scale), Float(l.scaleRange), Float(l.scaleSpeed))
        appendTexel(Float(l.spin), Float(l.spinRange), 0, 0)
        appendTexel(Float(l.color.x), Float(l.color.y), Float(l.color.z), Float(l.color.w))
        appendTexel(Float(l.colorRange.x), Float(l.colorRange.y), Float(l.colorRange.z), Float(l.colorRange.w))
        appendTexel(Float(l.colorSpeed.x), Float(l.colorSpeed.y), Float(l.colorSpeed.z), Float(l.colorSpeed.w))
    }
}
