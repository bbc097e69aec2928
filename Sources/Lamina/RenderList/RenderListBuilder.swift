import Foundation

// Input: a render tree evaluated at a frame's time, the area to draw and its pixel
// size. Output: a RenderList (painter's order, world transforms to pixels, clip
// regions, groups for opacity/masks/shadows, replicator copies). Runs on the thread
// that drives frames; reuses the list's storage, so a frame allocates nothing per
// layer once the list has grown.
//
// Order within one layer, as Core Animation composites it: its shadow (with the group
// that makes it), background, contents (shape or gradient; a text layer's
// text is its contents), sublayers in
// zPosition order (stable), then its border, which Apple draws above the sublayers.

/// Flattens render trees into render lists, keeping caches (stroke outlines) between
/// frames.
package struct RenderListBuilder {
    private var outlines = ShapeOutlines()

    package init() {}

    /// Builds the list for `tree` at absolute time `t`: `viewport` is the area drawn, in
    /// the root layer's superlayer coordinates (points), mapped onto a target of
    /// `pixelWidth` × `pixelHeight` pixels at `scale` pixels per point.
    ///
    /// With `rootToPixels`, the root is drawn in its own bounds space mapped by that
    /// matrix (its position and transform ignored) instead: `render(in:)`.
    package mutating func build(_ tree: RenderTree, at t: CFTimeInterval, viewport: CGRect, scale: CGFloat,
                                pixelWidth: Int, pixelHeight: Int, rootToPixels: CATransform3D? = nil,
                                into list: inout RenderList) {
        list.removeAll()
        list.pixelWidth = pixelWidth
        list.pixelHeight = pixelHeight
        list.scale = scale
        guard tree.root >= 0 else { return }
        let toPixels = CATransform3DConcat(
            CATransform3DMakeTranslation(-viewport.minX, -viewport.minY, 0),
            CATransform3DMakeScale(scale, scale, 1))
        var walk = Walk(tree: tree, time: t, list: list, outlines: outlines,
                        viewportPixels: CGRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight))
        list = RenderList()
        walk.visit(tree.root, parentToPixels: toPixels, parent: nil,
                   context: Walk.Context(opacity: 1, tint: .white, clip: -1, shift: 0), rootToPixels: rootToPixels)
        list = walk.list
        outlines = walk.outlines
    }
}

/// One traversal.
private struct Walk {
    struct Context {
        var opacity: Float
        var tint: CGColor.RGBA
        var clip: Int32
        /// How late this branch's animations run (replicator copies).
        var shift: CFTimeInterval
    }

    let tree: RenderTree
    let time: CFTimeInterval
    var list: RenderList
    var outlines: ShapeOutlines
    let viewportPixels: CGRect
    /// The pixel area touched since the innermost open group began.
    var footprint = CGRect.null

    init(tree: RenderTree, time: CFTimeInterval, list: RenderList, outlines: ShapeOutlines, viewportPixels: CGRect) {
        self.tree = tree
        self.time = time
        self.list = list
        self.outlines = outlines
        self.viewportPixels = viewportPixels
    }

    /// The parent's values a child's placement needs.
    struct ParentGeometry {
        var bounds: CGRect
        var anchor: CGPoint
        var anchorZ: CGFloat
        var sublayerTransform: CATransform3D
        var isGeometryFlipped: Bool
        var flattens: Bool
    }

    mutating func visit(_ index: Int, parentToPixels: CATransform3D, parent: ParentGeometry?, context: Context,
                        isMask: Bool = false, rootToPixels: CATransform3D? = nil, inTransition: Bool = false) {
        let v = tree.values(of: index, atAbsolute: time, shift: context.shift)
        guard !v.isHidden else { return }
        let node = tree.nodes[index]
        let own = LayerPlacement.toSuperlayer(
            anchor: LayerPlacement.anchorInBounds(v.bounds, v.anchorPoint), anchorZ: v.anchorPointZ,
            transform: v.transform, position: v.position, zPosition: v.zPosition)
        var toParent = own
        // Kept in 3D for a transform layer, whose sublayers are sorted by depth in it.
        var toParentInDepth = own
        if let parent {
            toParent = LayerPlacement.throughSuperlayer(
                own, superBounds: parent.bounds, superAnchor: parent.anchor, superAnchorZ: parent.anchorZ,
                sublayerTransform: parent.sublayerTransform, isGeometryFlipped: parent.isGeometryFlipped,
                isMask: isMask, flattens: parent.flattens)
            toParentInDepth = parent.flattens
                ? LayerPlacement.throughSuperlayer(
                    own, superBounds: parent.bounds, superAnchor: parent.anchor, superAnchorZ: parent.anchorZ,
                    sublayerTransform: parent.sublayerTransform, isGeometryFlipped: parent.isGeometryFlipped,
                    isMask: isMask, flattens: false)
                : toParent
        }
        let world = rootToPixels ?? CATransform3DConcat(toParent, parentToPixels)
        if !v.isDoubleSided, Self.facesAway(world, v.bounds) { return }
        if !inTransition, let transition = node.transition,
           let progress = tree.transitionProgress(of: index, at: time, shift: context.shift) {
            drawTransition(transition, progress: progress, index, values: v, world: world, context: context,
                           isMask: isMask)
            return
        }

        let geometry = ParentGeometry(
            bounds: v.bounds, anchor: LayerPlacement.anchorInBounds(v.bounds, v.anchorPoint), anchorZ: v.anchorPointZ,
            sublayerTransform: v.sublayerTransform, isGeometryFlipped: v.isGeometryFlipped,
            flattens: node.kind != .transform && !(node.kind == .replicator && v.preservesDepth))

        if node.kind == .transform {
            // No drawing of its own; its sublayers share one 3D space, drawn far to near.
            visitSublayers(of: index, node: node, values: v, world: world, geometry: geometry,
                           context: Context(opacity: context.opacity * v.opacity, tint: context.tint,
                                            clip: context.clip, shift: context.shift),
                           depthSpace: toParentInDepth)
            return
        }

        let hasSublayers = !node.sublayers.isEmpty
        let shadowVisible = v.shadowOpacity > 0 && (v.shadowColor?.alpha ?? 0) > 0
        let groupOpacity = v.opacity < 1 && v.allowsGroupOpacity && hasSublayers
        let needsGroup = groupOpacity || node.mask >= 0 || shadowVisible

        // The layer's own clip (masksToBounds) applies to its contents and sublayers.
        var ownClip = context.clip
        if v.masksToBounds {
            list.clips.append(ClipRegion(transform: world, shape: Self.shape(of: v), parent: context.clip))
            ownClip = Int32(list.clips.count - 1)
        }

        var inner = context
        var groupStart = -1
        var outerFootprint = CGRect.null
        if needsGroup {
            groupStart = list.commands.count
            list.commands.append(.beginGroup(GroupItem(
                opacity: context.opacity * v.opacity, hasMask: node.mask >= 0, shadow: nil,
                clip: v.masksToBounds ? ownClip : context.clip, pixelBounds: .null)))
            outerFootprint = footprint
            footprint = .null
            inner.opacity = 1
            if node.mask >= 0 {
                list.commands.append(.beginMask)
                visit(node.mask, parentToPixels: world, parent: geometry,
                      context: Context(opacity: 1, tint: .white, clip: -1, shift: context.shift), isMask: true)
                list.commands.append(.endMask)
                footprint = .null
            }
        } else {
            inner.opacity = context.opacity * v.opacity
        }
        inner.clip = ownClip

        emitOwnDrawing(index, node: node, values: v, world: world, context: inner)
        visitSublayers(of: index, node: node, values: v, world: world, geometry: geometry,
                       context: inner, depthSpace: nil)
        if v.borderWidth > 0, let border = v.borderColor, border.alpha > 0 {
            emit(.layer(LayerItem(placement: placement(world, v, inner), shape: Self.shape(of: v),
                                  backgroundColor: nil, borderWidth: v.borderWidth, borderColor: border,
                                  contents: nil)), world: world, rect: v.bounds)
        }

        if needsGroup {
            list.commands.append(.endGroup)
            var shadow: ShadowItem?
            if shadowVisible, let color = v.shadowColor {
                shadow = makeShadow(v, color: color, world: world)
            }
            var bounds = footprint
            if let shadow {
                let spread = shadow.blurRadius * 3
                bounds = bounds.union(bounds.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height)
                    .insetBy(dx: -spread, dy: -spread))
            }
            bounds = bounds.intersection(viewportPixels)
            if case .beginGroup(var group) = list.commands[groupStart] {
                group.shadow = shadow
                group.pixelBounds = bounds.isNull ? .zero : bounds.integral
                list.commands[groupStart] = .beginGroup(group)
            }
            footprint = outerFootprint.union(bounds)
        }
    }

    /// A layer in the middle of a transition: its picture from before (frozen) and its
    /// new state, each moved and faded as the effect says at `progress`, in the effect's
    /// order.
    mutating func drawTransition(_ transition: LayerTransition, progress: Double, _ index: Int, values v: RenderValues,
                                 world: CATransform3D, context: Context, isMask: Bool) {
        let layout = transition.effect.layout(progress: progress, size: v.bounds.size)
        let drawOld = { (walk: inout Walk, opacity: Float, context: Context, additive: Bool) in
            guard transition.before.root >= 0 else { return }
            let place = CATransform3DConcat(CATransform3DMakeTranslation(layout.old.x, layout.old.y, 0), world)
            walk.faded(opacity, context: context, additive: additive) { walk, inner in
                var frozen = Walk(tree: transition.before, time: walk.time, list: walk.list, outlines: walk.outlines,
                                  viewportPixels: walk.viewportPixels)
                walk.list = RenderList()
                frozen.footprint = walk.footprint
                frozen.visit(transition.before.root, parentToPixels: CATransform3DIdentity, parent: nil, context: inner,
                             isMask: isMask, rootToPixels: place)
                walk.list = frozen.list
                walk.outlines = frozen.outlines
                walk.footprint = frozen.footprint
            }
        }
        let drawNew = { (walk: inout Walk, opacity: Float, context: Context, additive: Bool) in
            let place = CATransform3DConcat(CATransform3DMakeTranslation(layout.new.x, layout.new.y, 0), world)
            walk.faded(opacity, context: context, additive: additive) { walk, inner in
                walk.visit(index, parentToPixels: CATransform3DIdentity, parent: nil, context: inner, isMask: isMask,
                           rootToPixels: place, inTransition: true)
            }
        }
        if transition.effect.kind == .fade {
            // A cross-dissolve: the two pictures summed with weights 1 − p and p in a
            // group of their own, which then goes over what is beneath.
            faded(1, context: context, always: true) { walk, inner in
                drawOld(&walk, layout.oldOpacity, inner, true)
                drawNew(&walk, layout.newOpacity, inner, true)
            }
        } else if layout.newOnTop {
            drawOld(&self, layout.oldOpacity, context, false)
            drawNew(&self, layout.newOpacity, context, false)
        } else {
            drawNew(&self, layout.newOpacity, context, false)
            drawOld(&self, layout.oldOpacity, context, false)
        }
    }

    /// Runs `body` with `context`, inside an offscreen group of `opacity` (times the
    /// context's) when that is below 1 (or `always`), so what it draws fades as one
    /// picture; `additive` adds the group to what is beneath instead.
    mutating func faded(_ opacity: Float, context: Context, always: Bool = false, additive: Bool = false,
                        _ body: (inout Walk, Context) -> Void) {
        guard opacity < 1 || always || additive else { return body(&self, context) }
        guard opacity > 0 else { return }
        let start = list.commands.count
        list.commands.append(.beginGroup(GroupItem(opacity: context.opacity * opacity, hasMask: false, shadow: nil,
                                                   clip: context.clip, pixelBounds: .null, isAdditive: additive)))
        let outer = footprint
        footprint = .null
        var inner = context
        inner.opacity = 1
        body(&self, inner)
        list.commands.append(.endGroup)
        let bounds = footprint.intersection(viewportPixels)
        if case .beginGroup(var group) = list.commands[start] {
            group.pixelBounds = bounds.isNull ? .zero : bounds.integral
            list.commands[start] = .beginGroup(group)
        }
        footprint = outer.union(bounds)
    }

    /// Background and contents (or the shape or gradient) of one layer; a text layer's
    /// text is its contents (it displays itself, as on Apple platforms).
    mutating func emitOwnDrawing(_ index: Int, node: RenderTree.Node, values v: RenderValues,
                                 world: CATransform3D, context: Context) {
        let place = placement(world, v, context)
        let contents = contentsItem(v)
        if v.backgroundColor.map({ $0.alpha > 0 }) == true || contents != nil {
            emit(.layer(LayerItem(placement: place, shape: Self.shape(of: v), backgroundColor: v.backgroundColor,
                                  borderWidth: 0, borderColor: nil, contents: contents)),
                 world: world, rect: contents.map { v.bounds.union($0.destinationRect) } ?? v.bounds)
        }
        switch node.kind {
        case .shape:
            let key = ShapeOutlines.contentKey(of: v)
            let stroke = outlines.strokeOutline(of: v, id: node.id, key: key)
            let fills = v.path != nil && (v.fillColor?.alpha ?? 0) > 0
            guard fills || stroke != nil else { return }
            var extent = v.path.map { CGPath(storage: $0).boundingBoxOfPath } ?? .null
            if let stroke { extent = extent.union(CGPath(storage: stroke).boundingBoxOfPath) }
            emit(.shape(ShapeItem(placement: place, fillPath: fills ? v.path : nil, fillColor: v.fillColor,
                                  fillRule: v.fillRule, strokeOutline: stroke, strokeColor: v.strokeColor,
                                  contentKey: key)),
                 world: world, rect: extent)
        case .gradient:
            guard let colors = v.colors, !colors.isEmpty else { return }
            let locations = Self.gradientLocations(v.locations, count: colors.count)
            emit(.gradient(GradientItem(placement: place, shape: Self.shape(of: v), kind: v.gradientType,
                                        colors: colors, locations: locations, startPoint: v.startPoint,
                                        endPoint: v.endPoint)),
                 world: world, rect: v.bounds)
        default:
            break
        }
    }

    /// The sublayers (and a replicator's copies of them), in drawing order.
    /// `depthSpace`, for a transform layer, maps its space to its superlayer's in 3D (z
    /// kept): its sublayers are drawn in order of depth there.
    mutating func visitSublayers(of index: Int, node: RenderTree.Node, values v: RenderValues, world: CATransform3D,
                                 geometry: ParentGeometry, context: Context, depthSpace: CATransform3D?) {
        guard !node.sublayers.isEmpty else { return }
        let order = drawingOrder(node.sublayers, depthSpace: depthSpace, shift: context.shift)
        guard node.kind == .replicator else {
            for child in order {
                visit(child, parentToPixels: world, parent: geometry, context: context)
            }
            return
        }
        let count = max(v.instanceCount, 0)
        guard count > 0 else { return }
        let runStart = list.commands.count
        list.commands.append(.beginInstances(count: count, commandsPerCopy: 0))
        var perCopy: Int? = nil
        var step = CATransform3DIdentity
        let base = v.instanceColor ?? .white
        for k in 0..<count {
            let copyStart = list.commands.count
            let kf = Float(k)
            let color = CGColor.RGBA(
                red: Self.unit(base.red + CGFloat(kf * v.instanceRedOffset)),
                green: Self.unit(base.green + CGFloat(kf * v.instanceGreenOffset)),
                blue: Self.unit(base.blue + CGFloat(kf * v.instanceBlueOffset)),
                alpha: Self.unit(base.alpha + CGFloat(kf * v.instanceAlphaOffset)))
            let copyContext = Context(
                opacity: context.opacity,
                tint: CGColor.RGBA(red: context.tint.red * color.red, green: context.tint.green * color.green,
                                   blue: context.tint.blue * color.blue, alpha: context.tint.alpha * color.alpha),
                clip: context.clip, shift: context.shift + Double(k) * v.instanceDelay)
            // Copy k is moved by instanceTransform applied k times, about the anchor point.
            let copyWorld = CATransform3DConcat(
                LayerPlacement.about(step, geometry.anchor, geometry.anchorZ), world)
            for child in order {
                visit(child, parentToPixels: copyWorld, parent: geometry, context: copyContext)
            }
            let produced = list.commands.count - copyStart
            perCopy = perCopy == nil || perCopy == produced ? produced : -1
            step = CATransform3DConcat(step, v.instanceTransform)
        }
        if let perCopy, perCopy >= 0 {
            list.commands[runStart] = .beginInstances(count: count, commandsPerCopy: perCopy)
            list.commands.append(.endInstances)
        } else {
            // Copies that differ in shape: drawn one after another, without the run marker.
            list.commands.remove(at: runStart)
        }
    }

    /// Sublayers sorted for painting: by zPosition (stable), or — in a transform layer's
    /// 3D space — by the depth of their anchor points, far (low z) first.
    func drawingOrder(_ sublayers: [Int], depthSpace: CATransform3D?, shift: CFTimeInterval) -> [Int] {
        if let depthSpace {
            let keyed = sublayers.enumerated().map { (offset, child) -> (depth: CGFloat, offset: Int, child: Int) in
                let v = tree.values(of: child, atAbsolute: time, shift: shift)
                let h = depthSpace.project(x: v.position.x, y: v.position.y, z: v.zPosition)
                return (h.w != 0 ? h.z / h.w : v.zPosition, offset, child)
            }
            return keyed.sorted { $0.depth != $1.depth ? $0.depth < $1.depth : $0.offset < $1.offset }.map(\.child)
        }
        let first = tree.presented[sublayers[0]].zPosition
        if sublayers.allSatisfy({ tree.presented[$0].zPosition == first }) { return sublayers }
        return sublayers.enumerated().sorted { a, b in
            let za = tree.presented[a.element].zPosition, zb = tree.presented[b.element].zPosition
            return za != zb ? za < zb : a.offset < b.offset
        }.map(\.element)
    }

    // MARK: Items

    mutating func emit(_ command: RenderCommand, world: CATransform3D, rect: CGRect) {
        list.commands.append(command)
        footprint = footprint.union(Self.pixelBox(of: rect, through: world, viewport: viewportPixels))
    }

    func placement(_ world: CATransform3D, _ v: RenderValues, _ context: Context) -> ItemPlacement {
        ItemPlacement(transform: world, bounds: v.bounds, opacity: context.opacity, tint: context.tint,
                      clip: context.clip)
    }

    func contentsItem(_ v: RenderValues) -> ContentsItem? {
        guard let image = v.contents as? CGImage, image.width > 0, image.height > 0 else { return nil }
        let source = v.contentsRect
        let destination = ContentsPlacement.destination(
            gravity: v.contentsGravity, bounds: v.bounds,
            imagePixels: CGSize(width: image.width, height: image.height),
            sourceRect: source, contentsScale: v.contentsScale)
        return ContentsItem(image: image, sourceRect: source, destinationRect: destination, center: v.contentsCenter,
                            minificationFilter: v.minificationFilter, magnificationFilter: v.magnificationFilter,
                            isFlipped: false, contentsScale: v.contentsScale)
    }

    func makeShadow(_ v: RenderValues, color: CGColor.RGBA, world: CATransform3D) -> ShadowItem {
        // Offset and radius are in the layer's space; map them by the transform's linear
        // part at the layer's centre.
        let c = CGPoint(x: v.bounds.midX, y: v.bounds.midY)
        let p0 = world.mapPointAllowingBehind(c) ?? .zero
        let p1 = world.mapPointAllowingBehind(CGPoint(x: c.x + v.shadowOffset.width, y: c.y + v.shadowOffset.height)) ?? p0
        let unit = world.mapPointAllowingBehind(CGPoint(x: c.x + 1, y: c.y)) ?? p0
        let pixelsPerPoint = hypot(unit.x - p0.x, unit.y - p0.y)
        return ShadowItem(color: color, opacity: v.shadowOpacity,
                          offset: CGSize(width: p1.x - p0.x, height: p1.y - p0.y),
                          blurRadius: v.shadowRadius * pixelsPerPoint, path: v.shadowPath, pathTransform: world)
    }

    // MARK: Geometry helpers

    static func shape(of v: RenderValues) -> RoundedShape {
        RoundedShape(rect: v.bounds.standardized, cornerRadius: max(v.cornerRadius, 0),
                     maskedCorners: v.maskedCorners, curve: v.cornerCurve)
    }

    /// Whether the layer's plane, seen through `world`, shows its back: the projected
    /// corners wind the other way (in y-down pixels a front face winds clockwise).
    static func facesAway(_ world: CATransform3D, _ bounds: CGRect) -> Bool {
        let r = bounds.standardized
        let a = world.project(x: r.minX, y: r.minY, z: 0)
        let b = world.project(x: r.maxX, y: r.minY, z: 0)
        let c = world.project(x: r.minX, y: r.maxY, z: 0)
        guard a.w > 0, b.w > 0, c.w > 0 else { return false }
        let ax = a.x / a.w, ay = a.y / a.w, bx = b.x / b.w, by = b.y / b.w, cx = c.x / c.w, cy = c.y / c.w
        let area = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax)
        if area == 0 {
            // Seen edge-on: judge by the plane's normal instead (+z faces the viewer).
            let normalZ = world.m11 * world.m22 - world.m12 * world.m21
            return normalZ < 0
        }
        return area < 0
    }

    /// The pixel box of `rect` through `world`, clipped to the viewport (the whole
    /// viewport when a corner is behind the eye).
    static func pixelBox(of rect: CGRect, through world: CATransform3D, viewport: CGRect) -> CGRect {
        guard !rect.isNull, !rect.isInfinite else { return .null }
        let r = rect.standardized
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for (x, y) in [(r.minX, r.minY), (r.maxX, r.minY), (r.minX, r.maxY), (r.maxX, r.maxY)] {
            let h = world.project(x: x, y: y, z: 0)
            guard h.w > 0 else { return viewport }
            minX = min(minX, h.x / h.w); maxX = max(maxX, h.x / h.w)
            minY = min(minY, h.y / h.w); maxY = max(maxY, h.y / h.w)
        }
        return CGRect(x: minX - 1, y: minY - 1, width: maxX - minX + 2, height: maxY - minY + 2)
            .intersection(viewport)
    }

    /// `locations`, or evenly spread stops when there are none or too few.
    static func gradientLocations(_ locations: [CGFloat]?, count: Int) -> [CGFloat] {
        if let locations, locations.count == count { return locations }
        guard count > 1 else { return [0] }
        return (0..<count).map { CGFloat($0) / CGFloat(count - 1) }
    }

    static func unit(_ v: CGFloat) -> CGFloat { min(max(v, 0), 1) }
}
