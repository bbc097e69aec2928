import Foundation
import Synchronization

// Phase 2 of a CPU frame. Input: a `FramePlan`; output: its ops drawn into the targets.
// Runs on the caller's thread, which fans the bands out to the cores and waits.
//
// The rows every op touches are split into bands of `CPUBackend.bandHeight` rows. Workers
// (one per core) take bands in turn from a shared counter, so a core slowed by other work
// simply takes fewer; each worker owns a `BandScratch`. A band runs every op of the phase
// on its own rows, in painter's order, so bands never write the same memory. Phases end
// at shadow barriers: there every band has finished the shadowed group, its shadow is
// blurred (again across the cores) and the next phase starts with the group's composite.
// A group drawn through a mesh ends a phase too: its mesh may sample any of its rows.

/// Unsafe views of a plan's arrays, valid inside `FramePlan.withBuffers`.
struct FrameBuffers {
    let targets: UnsafeBufferPointer<RenderTarget>
    let clips: UnsafeBufferPointer<PlannedClip>
    let contents: UnsafeBufferPointer<PlannedContents>
    let layers: UnsafeBufferPointer<PlannedLayer>
    let borderInners: UnsafeBufferPointer<ProjectedShape>
}

extension FramePlan {
    /// Calls `body` with unsafe views of the arrays bands read on every row.
    func withBuffers<R>(_ body: (FrameBuffers) -> R) -> R {
        targets.withUnsafeBufferPointer { targets in
            clips.withUnsafeBufferPointer { clips in
                contents.withUnsafeBufferPointer { contents in
                    layers.withUnsafeBufferPointer { layers in
                        borderInners.withUnsafeBufferPointer { borderInners in
                            body(FrameBuffers(targets: targets, clips: clips, contents: contents, layers: layers,
                                              borderInners: borderInners))
                        }
                    }
                }
            }
        }
    }
}

/// Draws one planned frame across the cores.
struct FrameExecutor {
    let plan: FramePlan
    let buffers: FrameBuffers
    let scratches: [BandScratch]
    let threads: Int
    let bands: Int

    /// Every phase, with the shadows between them.
    func run() {
        var start = 0
        for barrier in plan.barriers {
            runPhase(start..<barrier.op)
            if plan.groups[barrier.group].shadow != nil {
                ShadowRenderer.render(plan.groups[barrier.group], targets: buffers.targets, threads: threads)
            }
            start = barrier.op
        }
        runPhase(start..<plan.ops.count)
    }

    /// Ops `range` on every band.
    private func runPhase(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        let workers = min(threads, bands)
        let next = Atomic<Int>(0)
        GaussianBlur.parallel(workers, threads: threads) { worker in
            let painter = BandPainter(targets: buffers.targets, clips: buffers.clips, contents: buffers.contents,
                                      borderInners: buffers.borderInners, scratch: scratches[worker])
            while true {
                let band = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard band < bands else { break }
                drawBand(band, ops: range, painter: painter)
            }
        }
    }

    /// Ops `range` on the rows of band `band`.
    private func drawBand(_ band: Int, ops range: Range<Int>, painter: BandPainter) {
        let rows = plan.rowMax - plan.rowMin
        let lo = plan.rowMin + band * rows / bands, hi = plan.rowMin + (band + 1) * rows / bands
        painter.scratch.prefetched |= buffers.targets[0].prefetch(rows: lo..<hi)
        let ops = plan.ops, opRows = plan.opRows
        for i in range {
            let r = opRows[i]
            let y0 = max(r.lo, lo), y1 = min(r.hi, hi)
            guard y0 < y1 else { continue }
            switch ops[i] {
            case .layer(let k):
                let item = buffers.layers.baseAddress! + k
                painter.drawLayer(item, rows: y0..<y1)
            case .shape(let k):
                let item = plan.shapes[k]
                for y in y0..<y1 { painter.drawShape(item, row: y) }
            case .gradient(let k):
                plan.gradientColors.withUnsafeBufferPointer { colors in
                    withUnsafePointer(to: plan.gradients[k]) { item in
                        let table = colors.baseAddress! + item.pointee.colors
                        for y in y0..<y1 { painter.drawGradient(item, colors: table, row: y) }
                    }
                }
            case .beginGroup(let k):
                let group = plan.groups[k]
                for y in y0..<y1 { painter.beginGroup(group, row: y) }
            case .endGroup(let k):
                let group = plan.groups[k]
                if group.hasMesh {
                    plan.meshTriangles.withUnsafeBufferPointer { triangles in
                        painter.drawMesh(group, triangles: UnsafeBufferPointer(rebasing: triangles[group.meshTriangles]),
                                         rows: y0..<y1)
                    }
                } else {
                    for y in y0..<y1 { painter.endGroup(group, row: y) }
                }
            }
        }
    }
}
