import Foundation

// Flattening's share of emitters. Input: an emitter layer's values and its local time this
// frame (evaluation's); output: one layer item per live particle (`EmitterSimulation`).
// Runs inside the walk of `RenderListBuilder`, on the thread that drives frames.

extension Walk {
    /// An emitter layer's live particles at its time this frame, each its cell's image
    /// centred on the particle, scaled, turned and tinted by its colour, in the render
    /// mode's order; `.additive` adds them (as one group) to what is beneath.
    mutating func emitParticles(_ index: Int, values v: Values, world: CATransform3D, context: Context) {
        let e = v.pointee.emitter
        guard !e.cellValues.isEmpty, let time = tree.emitterTimes[index] else { return }
        var emitter = EmitterParameters()
        emitter.lifetime = Double(e.lifetime); emitter.velocity = Double(e.velocity)
        emitter.scale = Double(e.scale); emitter.spin = Double(e.spin)
        emitter.birthRates = tree.emitterRates[nodes[index].id] ?? [(-.infinity, Double(e.birthRate))]
        emitter.position = SIMD3(Double(e.emitterPosition.x), Double(e.emitterPosition.y), Double(e.emitterZPosition))
        emitter.size = SIMD3(Double(e.emitterSize.width), Double(e.emitterSize.height), Double(e.emitterDepth))
        emitter.shape = CAEmitterLayerEmitterShape(e.emitterShape)
        emitter.mode = CAEmitterLayerEmitterMode(e.emitterMode)
        emitter.seed = UInt32(truncatingIfNeeded: e.seed)
        var particles = EmitterSimulation.particles(e.cellValues, emitter: emitter, time: time)
        switch e.renderMode {
        case .oldestFirst: particles.sort { $0.birthTime < $1.birthTime }
        case .oldestLast: particles.sort { $0.birthTime > $1.birthTime }
        case .backToFront: particles.sort { $0.position.z < $1.position.z }
        case .unordered, .additive: break
        }
        let cells = e.cellValues
        func cell(_ path: [Int]) -> EmitterCellParameters {
            var c = cells[path[0]]
            for k in path.dropFirst() { c = c.children[k] }
            return c
        }
        let draw = { (walk: inout Walk, context: Context) in
            for p in particles {
                let c = cell(p.cell)
                guard let image = c.contents, image.width > 0, image.height > 0, p.color.w > 0, p.scale > 0,
                      (p.position * 0).sum() == 0 else { continue }
                let size = CGSize(width: CGFloat(image.width) / c.contentsScale, height: CGFloat(image.height) / c.contentsScale)
                let bounds = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
                var local = CATransform3DMakeScale(CGFloat(p.scale), CGFloat(p.scale), 1)
                local = CATransform3DConcat(local, CATransform3DMakeRotation(CGFloat(p.rotation), 0, 0, 1))
                local = CATransform3DConcat(local, CATransform3DMakeTranslation(CGFloat(p.position.x), CGFloat(p.position.y),
                                                                               v.pointee.preservesDepth ? CGFloat(p.position.z) : 0))
                let placed = CATransform3DConcat(local, world)
                let tint = CGColor.RGBA(red: CGFloat(p.color.x), green: CGFloat(p.color.y), blue: CGFloat(p.color.z),
                                        alpha: 1)
                let contents = ContentsItem(image: image, sourceRect: c.contentsRect, destinationRect: bounds,
                                            center: CGRect(x: 0, y: 0, width: 1, height: 1),
                                            minificationFilter: c.minificationFilter, magnificationFilter: c.magnificationFilter,
                                            isFlipped: false, contentsScale: c.contentsScale)
                let placement = ItemPlacement(transform: placed, bounds: bounds, opacity: context.opacity * Float(p.color.w),
                                              tint: Self.multiply(context.tint, tint), clip: context.clip)
                walk.emit(.layer(LayerItem(placement: placement, corners: ItemCorners(radius: 0, maskedCorners: .allCorners,
                                                                                      curve: .circular),
                                           backgroundColor: nil, borderWidth: 0, borderColor: nil,
                                           contentsBox: walk.pools.contents.box(contents))),
                          world: placed, rect: bounds)
            }
        }
        if e.renderMode == .additive {
            faded(1, context: context, additive: true) { walk, inner in draw(&walk, inner) }
        } else {
            draw(&self, context)
        }
    }

    /// Two tints (unpremultiplied) multiplied.
    static func multiply(_ a: CGColor.RGBA, _ b: CGColor.RGBA) -> CGColor.RGBA {
        CGColor.RGBA(red: a.red * b.red, green: a.green * b.green, blue: a.blue * b.blue, alpha: a.alpha * b.alpha)
    }
}
