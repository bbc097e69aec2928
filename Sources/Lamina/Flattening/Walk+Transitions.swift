import Foundation

// Flattening's share of transitions. Input: a layer in the middle of a `CATransition`
// (its frozen picture from before, its new state, the effect's progress); output: the
// RenderList commands the effect draws — the two pictures placed and faded, turned in
// depth, warped through a mesh or seen through an iris. Runs inside the walk of
// `RenderListBuilder`, on the thread that drives frames.

extension Walk {
    /// A layer in the middle of a transition: its picture from before (frozen) and its
    /// new state, drawn by the effect at `progress`: placed and faded (fade, push,
    /// moveIn, reveal), turned in depth (cube, oglFlip), warped through a mesh (the page
    /// curls, suck, ripple) or seen through an iris. At progress 0 and 1 the turning,
    /// warping and masking effects show exactly the old and the new picture.
    mutating func drawTransition(_ transition: LayerTransition, progress: Double, _ index: Int, values v: Values,
                                 world: CATransform3D, context: Context, isMask: Bool) {
        let effect = transition.effect
        let scene = TransitionScene(transition: transition, index: index, world: world, isMask: isMask)
        guard !effect.isPlacement else {
            return drawPlacement(scene, layout: effect.layout(progress: progress, size: v.pointee.bounds.size),
                                 isFade: effect.kind == .fade, context: context)
        }
        if progress <= 0 { return draw(.old, scene, context: context) }
        if !(progress < 1) { return draw(.new, scene, context: context) }
        let bounds = v.pointee.bounds
        switch effect.kind {
        case .cube, .oglFlip:
            let faces = effect.kind == .cube
                ? FaceTurn.cube(progress: progress, bounds: bounds, direction: effect.direction)
                : FaceTurn.flip(progress: progress, bounds: bounds, direction: effect.direction)
            if let old = faces.old { draw(.old, scene, local: old, context: context) }
            if let new = faces.new { draw(.new, scene, local: new, context: context) }
        case .pageCurl, .pageUnCurl:
            // The curled page over the picture it uncovers; uncurling runs the curl
            // backwards with the new picture as the page.
            let curling = effect.kind == .pageCurl
            let page: TransitionScene.Picture = curling ? .old : .new
            draw(curling ? .new : .old, scene, context: context)
            if let mesh = PageCurl.mesh(progress: curling ? progress : 1 - progress, bounds: bounds, world: world,
                                        edge: effect.direction) {
                drawWarped(page, scene, mesh: mesh, opacity: 1, additive: false, clip: frameClip(v, world, context),
                           context: context)
            }
        case .suckEffect:
            draw(.new, scene, context: context)
            if let mesh = SuckWarp.mesh(progress: progress, bounds: bounds, world: world) {
                drawWarped(.old, scene, mesh: mesh, opacity: 1, additive: false, clip: frameClip(v, world, context),
                           context: context)
            }
        case .rippleEffect:
            guard let mesh = RippleWarp.mesh(progress: progress, bounds: bounds, world: world) else {
                return draw(.new, scene, context: context)
            }
            let clip = frameClip(v, world, context)
            faded(1, context: context, always: true) { walk, inner in
                walk.drawWarped(.old, scene, mesh: mesh, opacity: Float(1 - progress), additive: true, clip: clip,
                                context: inner)
                walk.drawWarped(.new, scene, mesh: mesh, opacity: Float(progress), additive: true, clip: clip,
                                context: inner)
            }
        case .cameraIrisHollowOpen, .cameraIrisHollowClose:
            let opening = effect.kind == .cameraIrisHollowOpen
            drawIris(IrisAperture(opening: opening, progress: progress, bounds: bounds), scene,
                     beneath: opening ? .old : .new, values: v, context: context)
        case .fade, .push, .moveIn, .reveal:
            break
        }
    }

    /// What a transition's effects draw from: the layer's two pictures and its place.
    struct TransitionScene {
        enum Picture { case old, new }
        let transition: LayerTransition
        let index: Int
        let world: CATransform3D
        let isMask: Bool
    }

    /// One of the two pictures, placed by `local` (the layer's bounds space to itself,
    /// before its world matrix), in a group of `opacity` when below 1 (added to what is
    /// beneath with `additive`).
    mutating func draw(_ picture: TransitionScene.Picture, _ scene: TransitionScene,
                       local: CATransform3D = CATransform3DIdentity, opacity: Float = 1, additive: Bool = false,
                       context: Context) {
        let place = CATransform3DIsIdentity(local) ? scene.world : CATransform3DConcat(local, scene.world)
        let before = scene.transition.before
        faded(opacity, context: context, additive: additive) { walk, inner in
            switch picture {
            case .new:
                walk.visit(scene.index, parentToPixels: CATransform3DIdentity, parent: nil, context: inner,
                           isMask: scene.isMask, rootToPixels: place, inTransition: true)
            case .old:
                guard before.root >= 0 else { return }
                var list = RenderList()
                swap(&list, &walk.list)
                var outlines = walk.outlines, footprint = walk.footprint
                Walk.reading(before, list: &list, outlines: outlines, pools: walk.pools,
                             viewportPixels: walk.viewportPixels, footprint: footprint) { frozen in
                    frozen.visit(before.root, parentToPixels: CATransform3DIdentity, parent: nil,
                                 context: inner, isMask: scene.isMask, rootToPixels: place)
                    outlines = frozen.outlines
                    footprint = frozen.footprint
                }
                swap(&list, &walk.list)
                walk.outlines = outlines
                walk.footprint = footprint
            }
        }
    }

    /// Fade, push, moveIn and reveal: the two pictures moved and faded as `layout` says.
    mutating func drawPlacement(_ scene: TransitionScene,
                                layout: (old: CGPoint, new: CGPoint, oldOpacity: Float, newOpacity: Float, newOnTop: Bool),
                                isFade: Bool, context: Context) {
        let old = CATransform3DMakeTranslation(layout.old.x, layout.old.y, 0)
        let new = CATransform3DMakeTranslation(layout.new.x, layout.new.y, 0)
        if isFade {
            // A cross-dissolve: the two pictures summed with weights 1 − p and p in a
            // group of their own, which then goes over what is beneath.
            faded(1, context: context, always: true) { walk, inner in
                walk.draw(.old, scene, local: old, opacity: layout.oldOpacity, additive: true, context: inner)
                walk.draw(.new, scene, local: new, opacity: layout.newOpacity, additive: true, context: inner)
            }
        } else if layout.newOnTop {
            draw(.old, scene, local: old, opacity: layout.oldOpacity, context: context)
            draw(.new, scene, local: new, opacity: layout.newOpacity, context: context)
        } else {
            draw(.new, scene, local: new, opacity: layout.newOpacity, context: context)
            draw(.old, scene, local: old, opacity: layout.oldOpacity, context: context)
        }
    }

    /// A clip region of the layer's frame (its bounds rectangle), inside `context`'s.
    mutating func frameClip(_ v: Values, _ world: CATransform3D, _ context: Context) -> Int32 {
        let frame = RoundedShape(rect: v.pointee.bounds.standardized, cornerRadius: 0, maskedCorners: .allCorners,
                                 curve: .circular)
        list.clips.append(ClipRegion(transform: world, shape: frame, parent: context.clip))
        return Int32(list.clips.count - 1)
    }

    /// A picture drawn flat into a group of its own, which is then drawn through `mesh`
    /// with `opacity` (added to what is beneath with `additive`), through `clip`.
    mutating func drawWarped(_ picture: TransitionScene.Picture, _ scene: TransitionScene, mesh: TexturedMesh,
                             opacity: Float, additive: Bool, clip: Int32, context: Context) {
        guard opacity > 0, let lands = mesh.pixelBounds else { return }
        var inner = context
        inner.opacity = 1
        inner.clip = -1
        _ = group(GroupItem(opacity: context.opacity * opacity, hasMask: false, shadow: nil, clip: clip,
                            pixelBounds: .null, isAdditive: additive, mesh: ItemBox(mesh))) { walk in
            walk.draw(picture, scene, context: inner)
        }
        footprint = footprint.union(lands.insetBy(dx: -1, dy: -1).intersection(viewportPixels))
    }

    /// The iris: the `beneath` picture under the blades, the other one through the hole.
    mutating func drawIris(_ iris: IrisAperture, _ scene: TransitionScene, beneath: TransitionScene.Picture,
                           values v: Values, context: Context) {
        let through: TransitionScene.Picture = beneath == .old ? .new : .old
        if iris.isOpen { return draw(through, scene, context: context) }
        let clip = frameClip(v, scene.world, context)
        var framed = context
        framed.clip = clip
        if iris.opacity < 1 || iris.radius > 0 { draw(beneath, scene, context: framed) }
        if iris.radius > 0 {
            // The picture through the hole: a group masked by the hexagon.
            var inner = context
            inner.opacity = 1
            let drawn = group(GroupItem(opacity: context.opacity, hasMask: true, shadow: nil, clip: clip,
                                        pixelBounds: .null)) { walk in
                walk.list.commands.append(.beginMask)
                walk.emitIrisShape(iris.hole, color: .init(red: 1, green: 1, blue: 1, alpha: 1), fillRule: .winding,
                                   opacity: 1, values: v, world: scene.world,
                                   context: Context(opacity: 1, tint: .white, clip: -1, shift: context.shift,
                                                    copies: context.copies))
                walk.list.commands.append(.endMask)
                walk.footprint = .null
                walk.draw(through, scene, context: inner)
            }
            footprint = footprint.union(drawn)
        }
        guard iris.opacity > 0 else { return }
        let seamWidth = Double(max(1.2, 0.005 * min(v.pointee.bounds.width, v.pointee.bounds.height)))
        emitIrisShape(iris.bladesPath, color: IrisAperture.bladeColor, fillRule: .evenOdd,
                      opacity: Float(iris.opacity), values: v, world: scene.world, context: framed)
        emitIrisShape(iris.seams(width: seamWidth), color: IrisAperture.seamColor, fillRule: .winding,
                      opacity: Float(iris.opacity), values: v, world: scene.world, context: framed)
    }

    /// A filled path of the iris in the layer's bounds space.
    private mutating func emitIrisShape(_ path: PathStorage, color: CGColor.RGBA, fillRule: CGPathFillRule,
                                        opacity: Float, values v: Values, world: CATransform3D, context: Context) {
        guard !path.isEmpty else { return }
        var h = Hasher()
        h.combine(path)
        h.combine(fillRule.rawValue)
        var placement = placement(world, v, context)
        placement.opacity *= opacity
        emit(.shape(ShapeItem(placement: placement, fillPath: path, fillColor: color, fillRule: fillRule,
                              strokeOutline: nil, strokeColor: nil, contentKey: h.finalize())),
             world: world, rect: v.pointee.bounds)
    }
}
