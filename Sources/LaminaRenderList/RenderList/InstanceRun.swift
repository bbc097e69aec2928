import Foundation

/// A replicator's copies in a RenderList: the commands between `beginInstances` and
/// `endInstances` are copy 0, in the run's space (the replicator's bounds space), and
/// this says how every copy is derived from it, as `CAReplicatorLayer` documents:
/// copy k is moved by `step` applied k times (`instanceTransform` about the
/// replicator's anchor point), tinted by `instanceColor` plus k times the colour
/// offsets (each channel clamped to 0…1), and runs its animations k × `instanceDelay`
/// late. Items inside a run keep the tint and opacity they have outside it; their
/// transforms end in the run's space, which `placement` maps into the enclosing space
/// (target pixels, or the enclosing run's space for a nested replicator).
package struct InstanceRun {
    /// Copies (≥ 0).
    package var count: Int
    /// The most copies nested replicators draw together (their counts multiplied) in a
    /// frame: a replicator inside others draws only as many copies as keep the product
    /// within it, so that 100,000 copies of 100,000 copies cannot list 10¹⁰ items (copies
    /// that cannot share one run are listed one by one).
    package static let maximumCopies = 1 << 20
    /// The run's matrices, out of line (they would double a command's size).
    package var matrices: ItemBox<Matrices>
    /// Copy 0's colour multiplier (`instanceColor`, unpremultiplied).
    package var color: CGColor.RGBA
    /// `colorOffsets`, stored without SIMD4's 16-byte alignment (which every command
    /// would take).
    @usableFromInline var offsets: (Float, Float, Float, Float)
    /// How much later each copy runs than the one before, in seconds (`instanceDelay`).
    /// Copies differ by it only through `varyings`.
    package var delay: CFTimeInterval
    /// The items of copy 0 whose layers run animations late (`instanceDelay` times the
    /// copy), in the list's `instanceVaryings`, sorted by command; empty when every copy
    /// draws the same items.
    package var varyings: Range<Int> = 0..<0

    /// How copies are placed.
    package struct Matrices {
        /// Copy k is placed by `step`^k in the run's space.
        package var step: CATransform3D
        /// The run's space → the enclosing space.
        package var placement: CATransform3D

        package init(step: CATransform3D, placement: CATransform3D) {
            self.step = step
            self.placement = placement
        }
    }

    /// A run whose matrices are already boxed (a builder's, from its pool).
    package init(count: Int, matrices: ItemBox<Matrices>, color: CGColor.RGBA, colorOffsets: SIMD4<Float>,
                 delay: CFTimeInterval) {
        self.count = count
        self.matrices = matrices
        self.color = color
        offsets = (colorOffsets.x, colorOffsets.y, colorOffsets.z, colorOffsets.w)
        self.delay = delay
    }

    /// A run with its matrices in a box of their own.
    package init(count: Int, step: CATransform3D, placement: CATransform3D, color: CGColor.RGBA,
                 colorOffsets: SIMD4<Float>, delay: CFTimeInterval) {
        self.init(count: count, matrices: ItemBox(Matrices(step: step, placement: placement)), color: color,
                  colorOffsets: colorOffsets, delay: delay)
    }

    /// Copy k is placed by `step`^k in the run's space.
    @inlinable package var step: CATransform3D { matrices.value.step }
    /// The run's space → the enclosing space.
    @inlinable package var placement: CATransform3D { matrices.value.placement }
    /// What each copy adds to the colour of the one before (red, green, blue, alpha).
    @inlinable package var colorOffsets: SIMD4<Float> {
        get { SIMD4(offsets.0, offsets.1, offsets.2, offsets.3) }
        set { offsets = (newValue.x, newValue.y, newValue.z, newValue.w) }
    }

    /// Copy k's colour multiplier: the colour plus k offsets, each channel clamped to 0…1
    /// (the offsets are accumulated in single precision, as the replicator's are).
    @inline(__always)
    package func color(ofCopy k: Int) -> CGColor.RGBA {
        let kf = Float(k)
        func unit(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : min(max(v, 0), 1) }
        return CGColor.RGBA(red: unit(color.red + CGFloat(kf * colorOffsets.x)),
                            green: unit(color.green + CGFloat(kf * colorOffsets.y)),
                            blue: unit(color.blue + CGFloat(kf * colorOffsets.z)),
                            alpha: unit(color.alpha + CGFloat(kf * colorOffsets.w)))
    }

    /// Calls `body` with each copy's space, in order, within `space` (the run's
    /// enclosing space): the copies are placed incrementally, one matrix product each.
    package func forEachCopy(in space: InstanceSpace, _ body: (_ copy: Int, _ space: InstanceSpace) -> Void) {
        guard count > 0 else { return }
        var toTarget = CATransform3DConcat(placement, space.toTarget)
        for k in 0..<count {
            let c = color(ofCopy: k)
            let tint = CGColor.RGBA(red: space.tint.red * c.red, green: space.tint.green * c.green,
                                    blue: space.tint.blue * c.blue, alpha: space.tint.alpha * c.alpha)
            body(k, InstanceSpace(toTarget: toTarget, tint: tint))
            toTarget = CATransform3DConcat(step, toTarget)
        }
    }
}

/// Where one copy of a run (or the list outside every run) draws: the copy's space →
/// target pixels, and the tint it multiplies its items by.
package struct InstanceSpace {
    package var toTarget: CATransform3D
    package var tint: CGColor.RGBA

    /// The target itself: no run.
    package static let target = InstanceSpace(toTarget: CATransform3DIdentity, tint: .white)

    package init(toTarget: CATransform3D, tint: CGColor.RGBA) {
        self.toTarget = toTarget
        self.tint = tint
    }

    /// `p` in this space, placed on the target: its transform continued to pixels, its
    /// tint multiplied by the copy's.
    @inline(__always)
    package func placing(_ p: ItemPlacement) -> ItemPlacement {
        var placed = p
        placed.transform = CATransform3DConcat(p.transform, toTarget)
        placed.tint = CGColor.RGBA(red: p.tint.red * tint.red, green: p.tint.green * tint.green,
                                   blue: p.tint.blue * tint.blue, alpha: p.tint.alpha * tint.alpha)
        return placed
    }
}

extension RenderList {
    /// The list with every instance run expanded: each copy's commands in turn, placed
    /// and tinted on the target, with no
    /// run markers. What a run means, for tests and for backends that draw copies one by
    /// one.
    package func expandingInstances() -> RenderList {
        var expanded = self
        expanded.commands.removeAll(keepingCapacity: true)
        commands.withUnsafeBufferPointer { commands in
            Self.expand(commands, 0..<commands.count, in: .target, of: self, into: &expanded.commands)
        }
        return expanded
    }

    private static func expand(_ commands: UnsafeBufferPointer<RenderCommand>, _ range: Range<Int>, in space: InstanceSpace,
                               copy: InstanceRun.Copy? = nil, of list: RenderList, into out: inout [RenderCommand]) {
        var i = range.lowerBound
        while i < range.upperBound {
            switch copy?.varied(commands, i, in: list) ?? commands[i] {
            case .beginInstances(let run):
                let end = InstanceRun.end(of: i, in: commands, before: range.upperBound)
                run.forEachCopy(in: space) { k, copySpace in
                    expand(commands, i + 1..<end, in: copySpace, copy: InstanceRun.Copy(run: run, index: k),
                           of: list, into: &out)
                }
                i = end + 1
                continue
            case .endInstances:
                break
            case .layer(var item):
                item.placement = space.placing(item.placement)
                out.append(.layer(item))
            case .shape(var item):
                item.placement = space.placing(item.placement)
                out.append(.shape(item))
            case .gradient(var item):
                item.placement = space.placing(item.placement)
                out.append(.gradient(item))
            case .particles(let box):
                var run = box.value
                run.placement = space.placing(run.placement)
                out.append(.particles(ItemBox(run)))
            case let other:
                out.append(other)
            }
            i += 1
        }
    }
}

extension InstanceRun {
    /// One copy of a run, as the commands between its markers are read for it.
    package struct Copy {
        package var run: InstanceRun
        package var index: Int

        package init(run: InstanceRun, index: Int) {
            self.run = run
            self.index = index
        }

        /// Command `i` of the run as this copy draws it: rebuilt from its tracks when its
        /// layer runs late, else as listed.
        @inline(__always)
        package func varied(_ commands: UnsafeBufferPointer<RenderCommand>, _ i: Int, in list: RenderList) -> RenderCommand {
            guard !run.varyings.isEmpty, run.hasValidVaryings(in: list) else { return commands[i] }
            for v in run.varyings where list.instanceVaryings[v].command == i {
                return list.instanceTracks.withUnsafeBufferPointer { tracks in
                    list.instanceVaryings[v].apply(to: commands[i], copy: index, delay: run.delay, tracks: tracks)
                }
            }
            return commands[i]
        }
    }

    /// Whether the run's varyings and their tracks are within `list` (a malformed list's
    /// are ignored: its copies draw copy 0's items).
    package func hasValidVaryings(in list: RenderList) -> Bool {
        guard varyings.lowerBound >= 0, varyings.upperBound <= list.instanceVaryings.count else { return false }
        for v in varyings {
            let tracks = list.instanceVaryings[v].tracks
            guard tracks.lowerBound >= 0, tracks.upperBound <= list.instanceTracks.count,
                  list.instanceVaryings[v].delayIsUsable(delay) else { return false }
        }
        return true
    }

    /// The index of the `endInstances` that closes the run starting at `start`, or
    /// `limit` when it is not closed before it.
    package static func end(of start: Int, in commands: UnsafeBufferPointer<RenderCommand>, before limit: Int) -> Int {
        var depth = 0
        var j = start + 1
        while j < limit {
            switch commands[j] {
            case .beginInstances: depth += 1
            case .endInstances:
                if depth == 0 { return j }
                depth -= 1
            default: break
            }
            j += 1
        }
        return limit
    }
}
