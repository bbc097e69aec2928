import Foundation

// Input: a render tree evaluated at a frame's time (its presented values, its late
// replicated copies' values and its transitions' progress: nothing is evaluated here),
// the area to draw and its pixel size. Output: a RenderList (painter's order, world
// transforms to pixels, clip regions, groups for opacity/masks/shadows, replicators as
// instance runs: one copy and how the others derive from it). Runs on the thread that
// drives frames; reads every value in place and reuses the list's storage and the boxes
// of items' out-of-line parts (`ItemPools`), so a frame allocates nothing per layer once
// the list has grown.
//
// Order within one layer, as Core Animation composites it: its shadow (with the group
// that makes it), background, contents (shape or gradient; a text layer's
// text is its contents; a layer redrawn from its presentation values shows that
// drawing instead), sublayers in
// zPosition order (stable), then its border, which Apple draws above the sublayers.

/// Flattens render trees into render lists, keeping caches (stroke outlines) between
/// frames.
package struct RenderListBuilder {
    private var outlines = ShapeOutlines()
    private let pools = ItemPools()

    package init() {}

    /// Builds the list for `tree` as last evaluated: `viewport` is the area drawn, in
    /// the root layer's superlayer coordinates (points), mapped onto a target of
    /// `pixelWidth` × `pixelHeight` pixels at `scale` pixels per point.
    ///
    /// With `rootToPixels`, the root is drawn in its own bounds space mapped by that
    /// matrix (its position and transform ignored) instead: `render(in:)`.
    package mutating func build(_ tree: RenderTree, viewport: CGRect, scale: CGFloat,
                                pixelWidth: Int, pixelHeight: Int, rootToPixels: CATransform3D? = nil,
                                into list: inout RenderList) {
        list.removeAll()
        pools.beginFrame()
        list.pixelWidth = pixelWidth
        list.pixelHeight = pixelHeight
        list.scale = scale
        guard tree.root >= 0 else { return }
        let toPixels = CATransform3DConcat(
            CATransform3DMakeTranslation(-viewport.minX, -viewport.minY, 0),
            CATransform3DMakeScale(scale, scale, 1))
        let viewportPixels = CGRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight)
        // The walk recurses once per level: a deep tree gets a stack deep enough.
        DeepRecursion.run(levels: tree.depth) {
            Walk.reading(tree, list: &list, outlines: outlines, pools: pools, viewportPixels: viewportPixels) { walk in
                walk.visit(tree.root, parentToPixels: toPixels, parent: nil,
                           context: Walk.Context(opacity: 1, tint: .white, clip: -1, shift: 0, copies: 1),
                           rootToPixels: rootToPixels)
                outlines = walk.outlines
            }
        }
    }
}

/// One traversal.
struct Walk {
    struct Context {
        var opacity: Float
        var tint: CGColor.RGBA
        var clip: Int32
        /// How late this branch's animations run (replicator copies).
        var shift: CFTimeInterval
        /// How many copies of this branch the enclosing replicators draw (their counts
        /// multiplied; 1 outside every replicator).
        var copies: Int
    }

    let tree: RenderTree
    /// The tree's nodes, its presented values and its late copies' values, read in place
    /// (a copy of a node or of values would retain every object it holds).
    let nodes: UnsafeBufferPointer<RenderTree.Node>
    let presented: UnsafeBufferPointer<RenderValues>
    let replicas: UnsafeBufferPointer<RenderValues>
    var list: RenderList
    var outlines: ShapeOutlines
    let pools: ItemPools
    let viewportPixels: CGRect
    /// The pixel area touched since the innermost open group began.
    var footprint = CGRect.null
    /// Instance runs open (their items are listed in the replicator's space, not in
    /// pixels), and whether something met inside them cannot be listed once for all
    /// copies.
    var runDepth = 0
    var runUnsupported = false
    /// Inside a run whose copies are evaluated from tracks: how late copy 0 runs.
    var trackedShift: CFTimeInterval?
    /// Whether the layer being visited has a background track (its background is listed
    /// even where copy 0 shows none).
    var tracksBackground = false
    /// Emitters' particles found this frame, by node: the copies replicators make of an
    /// emitter draw them without finding them again.
    var emitterParticles: [Int: EmitterParticles] = [:]

    /// Runs `body` with a walk of `tree` that appends to `list` (valid inside `body`: the
    /// tree is read in place). The list is moved into the walk and back (not copied), so
    /// its storage stays unique and keeps its capacity from frame to frame.
    static func reading(_ tree: RenderTree, list: inout RenderList, outlines: ShapeOutlines, pools: ItemPools,
                        viewportPixels: CGRect,
                        footprint: CGRect = .null, _ body: (inout Walk) -> Void) {
        tree.nodes.withUnsafeBufferPointer { nodes in
            tree.presented.withUnsafeBufferPointer { presented in
                tree.replicas.values.withUnsafeBufferPointer { replicas in
                    var walk = Walk(tree: tree, nodes: nodes, presented: presented, replicas: replicas,
                                    list: RenderList(), outlines: outlines, pools: pools, viewportPixels: viewportPixels,
                                    footprint: footprint)
                    swap(&walk.list, &list)
                    body(&walk)
                    swap(&walk.list, &list)
                }
            }
        }
    }

    /// A node's values, read in place.
    typealias Values = UnsafePointer<RenderValues>
    /// A node, read in place.
    typealias NodeRef = UnsafePointer<RenderTree.Node>

    /// The values node `index` shows in a copy that runs `shift` late.
    @inline(__always)
    func values(of index: Int, shift: CFTimeInterval) -> Values {
        if shift != 0, let r = tree.replica(of: index, shift: shift) { return replicas.baseAddress! + r }
        return presented.baseAddress! + index
    }

    /// The progress of node `index`'s transition in a copy that runs `shift` late.
    func transitionProgress(of index: Int, shift: CFTimeInterval) -> Double? {
        if shift != 0, let r = tree.replica(of: index, shift: shift) { return tree.replicas.transitionProgress[r] }
        return tree.nodes[index].transitionProgress
    }

    /// The parent's values a child's placement needs (read in place through `values`).
    struct ParentGeometry {
        let values: Values
        var anchor: CGPoint
        var anchorZ: CGFloat
        var flattens: Bool
        /// Whether it adds nothing to its sublayers' placement but the drop of z when it
        /// flattens: not flipped, and an identity `sublayerTransform`.
        let passesThrough: Bool

        /// `placesSublayers`: whether any sublayer or mask will be placed by it (else
        /// `passesThrough` is not worked out).
        init(values: Values, flattens: Bool, placesSublayers: Bool) {
            self.values = values
            anchor = LayerPlacement.anchorInBounds(values.pointee.bounds, values.pointee.anchorPoint)
            anchorZ = values.pointee.anchorPointZ
            self.flattens = flattens
            passesThrough = placesSublayers && !values.pointee.isGeometryFlipped
                && CATransform3DIsIdentity(values.pointee.sublayerTransform)
        }

        var bounds: CGRect { values.pointee.bounds }
        var sublayerTransform: CATransform3D { values.pointee.sublayerTransform }
        var isGeometryFlipped: Bool { values.pointee.isGeometryFlipped }
    }

    mutating func visit(_ index: Int, parentToPixels: CATransform3D, parent: ParentGeometry?, context: Context,
                        isMask: Bool = false, rootToPixels: CATransform3D? = nil, inTransition: Bool = false) {
        // The values are read where evaluation left them, through a pointer: a copy would
        // retain every object they hold.
        let v = values(of: index, shift: context.shift)
        let tracks = trackedShift != nil ? tree.tracks(of: index) : 0..<0
        guard !tracks.isEmpty, let parent else {
            return visit(index, values: v, parentToPixels: parentToPixels, parent: parent, context: context,
                         isMask: isMask, rootToPixels: rootToPixels, inTransition: inTransition)
        }
        let start = list.commands.count
        tracksBackground = tree.instanceTracks[tracks].contains { $0.table.channel == .backgroundColor }
        visit(index, values: v, parentToPixels: parentToPixels, parent: parent, context: context,
              isMask: isMask, rootToPixels: rootToPixels, inTransition: inTransition)
        tracksBackground = false
        listVaryings(index, tracks: tracks, commands: start..<list.commands.count, parentToRun: parentToPixels,
                     parent: parent, context: context, isMask: isMask)
    }

    /// Lists how the items node `index` drew (`commands`) vary per copy of a tracked run:
    /// its tracks and model values, and its superlayer's space in the run's.
    mutating func listVaryings(_ index: Int, tracks: Range<Int>, commands: Range<Int>, parentToRun: CATransform3D,
                               parent: ParentGeometry, context: Context, isMask: Bool) {
        guard !commands.isEmpty, let shift = trackedShift else { return }
        let listTracks = list.instanceTracks.count..<list.instanceTracks.count + tracks.count
        list.instanceTracks += tree.instanceTracks[tracks]
        let outer = CATransform3DConcat(LayerPlacement.throughSuperlayer(
            CATransform3DIdentity, superBounds: parent.bounds, superAnchor: parent.anchor,
            superAnchorZ: parent.anchorZ, sublayerTransform: parent.sublayerTransform,
            isGeometryFlipped: parent.isGeometryFlipped, isMask: isMask, flattens: parent.flattens), parentToRun)
        tree.models.withUnsafeBufferPointer { models in
            let m = models.baseAddress! + Int(tree.modelSlots[index])
            for c in commands {
                var drawsBackground = false
                if case .layer(let item) = list.commands[c] { drawsBackground = item.borderColor == nil && item.borderWidth == 0 }
                list.instanceVaryings.append(InstanceVarying(
                    command: c, tracks: listTracks, shift: shift, outer: outer, anchorPoint: m.pointee.anchorPoint,
                    anchorPointZ: m.pointee.anchorPointZ, zPosition: m.pointee.zPosition, transform: m.pointee.transform,
                    position: m.pointee.position, bounds: m.pointee.bounds, opacity: m.pointee.opacity,
                    inheritedOpacity: context.opacity, backgroundColor: drawsBackground ? m.pointee.backgroundColor : nil,
                    drawsBackground: drawsBackground))
            }
        }
    }

    private mutating func visit(_ index: Int, values p: Values, parentToPixels: CATransform3D,
                                parent: ParentGeometry?, context: Context, isMask: Bool, rootToPixels: CATransform3D?,
                                inTransition: Bool) {
        let v = p
        guard !v.pointee.isHidden else { return }
        let node = nodes.baseAddress! + index
        let world: CATransform3D
        if let rootToPixels {
            world = rootToPixels
        } else if let parent, parent.flattens, parent.passesThrough || (isMask && !parent.isGeometryFlipped),
                  let planar = Self.planarWorld(v, parentToPixels: parentToPixels) {
            world = planar
        } else {
            world = CATransform3DConcat(toParent(v, parent: parent, isMask: isMask, inDepth: false), parentToPixels)
        }
        // Finite values can still multiply past Double's range (1e200 × 1e200): such a layer
        // has no place on screen, and neither do its sublayers.
        guard world.isFinite else { return }
        if runDepth > 0, !v.pointee.isDoubleSided || node.pointee.transition != nil { runUnsupported = true }
        if !v.pointee.isDoubleSided, Self.facesAway(world, v.pointee.bounds) { return }
        if !inTransition, let transition = node.pointee.transition,
           let progress = transitionProgress(of: index, shift: context.shift) {
            drawTransition(transition, progress: progress, index, values: v, world: world, context: context,
                           isMask: isMask)
            return
        }

        let hasSublayers = !node.pointee.sublayers.isEmpty
        let geometry = ParentGeometry(values: v, flattens: Self.flattens(node.pointee.kind, v),
                                      placesSublayers: hasSublayers || node.pointee.mask >= 0)

        // Apple draws an opacity outside 0…1 as its nearest end (and NaN, which an
        // animation can reach, as transparent): the list only carries 0…1.
        let opacity = v.pointee.opacity >= 0 ? Swift.min(v.pointee.opacity, 1) : 0
        if node.pointee.kind == .transform {
            // No drawing of its own; its sublayers share one 3D space, drawn far to near.
            visitSublayers(of: index, node: node, values: v, world: world, geometry: geometry,
                           context: Context(opacity: context.opacity * opacity, tint: context.tint,
                                            clip: context.clip, shift: context.shift, copies: context.copies),
                           depthSpace: toParent(v, parent: parent, isMask: isMask, inDepth: true))
            return
        }

        let shadowVisible = v.pointee.shadowOpacity > 0 && (v.pointee.shadowColor?.alpha ?? 0) > 0
        let allowsGroupOpacity = v.pointee.allowsGroupOpacity
        let groupOpacity = opacity < 1 && allowsGroupOpacity && hasSublayers
        let needsGroup = groupOpacity || node.pointee.mask >= 0 || shadowVisible

        // The layer's own clip (masksToBounds) applies to its contents and sublayers.
        var ownClip = context.clip
        if v.pointee.masksToBounds {
            list.clips.append(ClipRegion(transform: world, shape: Self.shape(of: v), parent: context.clip))
            ownClip = Int32(list.clips.count - 1)
        }

        var inner = context
        var groupStart = -1
        let outerFootprint = footprint
        if needsGroup {
            groupStart = list.commands.count
            list.commands.append(.beginGroup(GroupItem(
                opacity: context.opacity * opacity, hasMask: node.pointee.mask >= 0, shadow: nil,
                clip: v.pointee.masksToBounds ? ownClip : context.clip, pixelBounds: .null)))
            footprint = .null
            inner.opacity = 1
            if node.pointee.mask >= 0 {
                list.commands.append(.beginMask)
                visit(node.pointee.mask, parentToPixels: world, parent: geometry,
                      context: Context(opacity: 1, tint: .white, clip: -1, shift: context.shift, copies: context.copies),
                      isMask: true)
                list.commands.append(.endMask)
                footprint = .null
            }
        } else {
            inner.opacity = context.opacity * opacity
        }
        inner.clip = ownClip

        let ownStart = list.commands.count
        if tracksBackground || Self.mayDrawItself(node, v) {
            emitOwnDrawing(index, node: node, values: v, world: world, context: inner)
        }
        let ownItem = list.commands.count == ownStart + 1 ? ownStart : -1
        if node.pointee.kind == .emitter { emitParticles(index, values: v, world: world, context: inner) }
        if hasSublayers {
            visitSublayers(of: index, node: node, values: v, world: world, geometry: geometry,
                           context: inner, depthSpace: nil)
        }
        if v.pointee.borderWidth > 0, let border = v.pointee.borderColor, border.alpha > 0 {
            addBorder(border, ownItem: list.commands.count == ownItem + 1 ? ownItem : -1, values: v, world: world,
                      context: inner)
        }

        if needsGroup {
            list.commands.append(.endGroup)
            var shadow: ShadowItem?
            if shadowVisible, let color = v.pointee.shadowColor {
                shadow = makeShadow(v, color: color, world: world)
            }
            var bounds = footprint
            if let shadow {
                let spread = shadow.blurRadius * 3
                bounds = bounds.union(bounds.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height)
                    .insetBy(dx: -spread, dy: -spread))
            }
            // A finite offset and blur can still add up past Double's range: the viewport.
            if !bounds.isNull, !bounds.isFiniteRect { bounds = viewportPixels }
            bounds = bounds.intersection(viewportPixels)
            if case .beginGroup(var group) = list.commands[groupStart] {
                group.shadow = shadow
                group.pixelBounds = bounds.isNull ? .zero : bounds.integral
                list.commands[groupStart] = .beginGroup(group)
            }
            footprint = outerFootprint.union(bounds)
        }
    }

    /// The matrix from a layer's bounds space to its superlayer's, through what the
    /// superlayer applies (`LayerPlacement`); `inDepth` keeps z where the superlayer
    /// would drop it (a transform layer sorts its sublayers by depth in it).
    func toParent(_ v: Values, parent: ParentGeometry?, isMask: Bool, inDepth: Bool) -> CATransform3D {
        let own = LayerPlacement.toSuperlayer(
            anchor: LayerPlacement.anchorInBounds(v.pointee.bounds, v.pointee.anchorPoint), anchorZ: v.pointee.anchorPointZ,
            transform: v.pointee.transform, position: v.pointee.position, zPosition: v.pointee.zPosition)
        guard let parent else { return own }
        return LayerPlacement.throughSuperlayer(
            own, superBounds: parent.bounds, superAnchor: parent.anchor, superAnchorZ: parent.anchorZ,
            sublayerTransform: parent.sublayerTransform, isGeometryFlipped: parent.isGeometryFlipped,
            isMask: isMask, flattens: parent.flattens && !inDepth)
    }

    /// The world matrix of a layer whose transform keeps to its plane (no z, no
    /// perspective: a 2D affine map, the usual case) in a superlayer that only drops z:
    /// the products `CATransform3DConcat` forms, without the terms that are zero. Nil
    /// when the transform is not planar or a value is not finite (the full products
    /// then give what non-finite values make of them).
    @inline(__always)
    static func planarWorld(_ v: Values, parentToPixels p: CATransform3D) -> CATransform3D? {
        let t = v.pointee.transform
        guard t.m13 == 0, t.m14 == 0, t.m23 == 0, t.m24 == 0, t.m31 == 0, t.m32 == 0, t.m34 == 0,
              t.m43 == 0, t.m44 == 1 else { return nil }
        let r = v.pointee.bounds.standardized
        let ax = r.minX + v.pointee.anchorPoint.x * r.width, ay = r.minY + v.pointee.anchorPoint.y * r.height
        let position = v.pointee.position
        // To the superlayer: about the anchor, the transform, to the position; z dropped.
        let a11 = t.m11, a12 = t.m12, a21 = t.m21, a22 = t.m22
        let a41 = (((-ax) * t.m11 + (-ay) * t.m21) + t.m41) + position.x
        let a42 = (((-ax) * t.m12 + (-ay) * t.m22) + t.m42) + position.y
        let m = CATransform3D(
            m11: a11 * p.m11 + a12 * p.m21, m12: a11 * p.m12 + a12 * p.m22,
            m13: a11 * p.m13 + a12 * p.m23, m14: a11 * p.m14 + a12 * p.m24,
            m21: a21 * p.m11 + a22 * p.m21, m22: a21 * p.m12 + a22 * p.m22,
            m23: a21 * p.m13 + a22 * p.m23, m24: a21 * p.m14 + a22 * p.m24,
            m31: 0, m32: 0, m33: 0, m34: 0,
            m41: (a41 * p.m11 + a42 * p.m21) + p.m41, m42: (a41 * p.m12 + a42 * p.m22) + p.m42,
            m43: (a41 * p.m13 + a42 * p.m23) + p.m43, m44: (a41 * p.m14 + a42 * p.m24) + p.m44)
        // Every input reaches an output; the zero terms left out are zero only for finite
        // inputs (z terms: the layer's z row and the parent's are checked apart).
        let check = (m.m11 + m.m12 + m.m13 + m.m14) + (m.m21 + m.m22 + m.m23 + m.m24)
            + (m.m41 + m.m42 + m.m43 + m.m44) + (p.m31 + p.m32 + p.m33 + p.m34)
            + (t.m33 + v.pointee.zPosition + v.pointee.anchorPointZ)
        guard check * 0 == 0 else { return nil }
        return m
    }

    /// Runs `body` with `context`, inside an offscreen group of `opacity` (times the
    /// context's) when that is below 1 (or `always`), so what it draws fades as one
    /// picture; `additive` adds the group to what is beneath instead.
    mutating func faded(_ opacity: Float, context: Context, always: Bool = false, additive: Bool = false,
                        _ body: (inout Walk, Context) -> Void) {
        guard opacity < 1 || always || additive else { return body(&self, context) }
        guard opacity > 0 else { return }
        var inner = context
        inner.opacity = 1
        let drawn = group(GroupItem(opacity: context.opacity * opacity, hasMask: false, shadow: nil, clip: context.clip,
                                    pixelBounds: .null, isAdditive: additive)) { walk in body(&walk, inner) }
        footprint = footprint.union(drawn)
    }

    /// Appends `item` as a group around what `body` draws and sizes the group to the
    /// pixels that drew (returned; within the viewport). The footprint outside the group
    /// is left as it was: the caller adds where the group lands.
    mutating func group(_ item: GroupItem, _ body: (inout Walk) -> Void) -> CGRect {
        let start = list.commands.count
        list.commands.append(.beginGroup(item))
        let outer = footprint
        footprint = .null
        body(&self)
        list.commands.append(.endGroup)
        let drawn = footprint.intersection(viewportPixels)
        if case .beginGroup(var group) = list.commands[start] {
            group.pixelBounds = drawn.isNull ? .zero : drawn.integral
            list.commands[start] = .beginGroup(group)
        }
        footprint = outer
        return drawn
    }

    /// Background and contents (or the shape or gradient) of one layer; a text layer's
    /// text is its contents (it displays itself, as on Apple platforms). While a
    /// `contents` animation cross-fades, the picture with the old contents and the one
    /// with the new are summed with their weights in a group of their own (unless the
    /// layer is drawn from its presentation values, which is the whole picture).
    mutating func emitOwnDrawing(_ index: Int, node: NodeRef, values v: Values,
                                 world: CATransform3D, context: Context) {
        let oldWeight = v.pointee.contentsFadeWeight
        guard oldWeight > 0, node.pointee.presentationContents == nil else { return emitOwnPicture(index, node: node, values: v, world: world, context: context) }
        var old = v.pointee
        old.contents = old.contentsFadeFrom
        old.contentsFadeFrom = nil
        old.contentsFadeWeight = 0
        faded(1, context: context, always: true) { walk, inner in
            walk.faded(oldWeight, context: inner, additive: true) { walk, faded in
                withUnsafePointer(to: &old) {
                    walk.emitOwnPicture(index, node: node, values: $0, world: world, context: faded)
                }
            }
            walk.faded(1 - oldWeight, context: inner, additive: true) { walk, faded in
                walk.emitOwnPicture(index, node: node, values: v, world: world, context: faded)
            }
        }
    }

    /// Whether `emitOwnDrawing` may draw anything: a background that shows, contents, a
    /// cross-fade, or a shape or gradient layer's own picture.
    @inline(__always)
    static func mayDrawItself(_ node: NodeRef, _ v: Values) -> Bool {
        node.pointee.kind == .shape || node.pointee.kind == .gradient || v.pointee.contentsFadeWeight > 0
            || (v.pointee.backgroundColor?.alpha ?? 0) > 0 || !RenderValues.hasNoContents(v)
            || node.pointee.presentationContents != nil
    }

    /// `emitOwnDrawing` for one picture.
    mutating func emitOwnPicture(_ index: Int, node: NodeRef, values v: Values,
                                 world: CATransform3D, context: Context) {
        let contents = node.pointee.presentationContents.flatMap { contentsItem(v, image: $0) }
            ?? (RenderValues.hasNoContents(v) ? nil : contentsItem(v))
        if tracksBackground || v.pointee.backgroundColor.map({ $0.alpha > 0 }) == true || contents != nil {
            emit(.layer(LayerItem(placement: placement(world, v, context), corners: Self.corners(of: v),
                                  backgroundColor: v.pointee.backgroundColor, borderWidth: 0, borderColor: nil,
                                  contentsBox: contents.map { pools.contents.box($0) })),
                 world: world, rect: contents.map { v.pointee.bounds.union($0.destinationRect) } ?? v.pointee.bounds)
        }
        switch node.pointee.kind {
        case .shape:
            let key = ShapeOutlines.contentKey(of: v)
            let (stroke, extent) = outlines.strokeOutline(of: v, id: node.pointee.id, key: key)
            let fills = v.pointee.path != nil && (v.pointee.fillColor?.alpha ?? 0) > 0
            guard fills || stroke != nil else { return }
            let paint = pools.shapes.box(ShapePaint(
                fillPath: fills ? v.pointee.path : nil, fillColor: v.pointee.fillColor, fillRule: v.pointee.fillRule,
                strokeOutline: stroke, strokeColor: v.pointee.strokeColor, contentKey: key))
            emit(.shape(ShapeItem(placement: placement(world, v, context), paint: paint)),
                 world: world, rect: extent)
        case .gradient:
            guard let colors = v.pointee.colors, !colors.isEmpty else { return }
            let locations = Self.gradientLocations(v.pointee.locations, count: colors.count)
            let style = pools.gradients.box(GradientStyle(
                kind: v.pointee.gradientType, colors: colors, locations: locations, startPoint: v.pointee.startPoint,
                endPoint: v.pointee.endPoint))
            emit(.gradient(GradientItem(placement: placement(world, v, context), corners: Self.corners(of: v), style: style)),
                 world: world, rect: v.pointee.bounds)
        default:
            break
        }
    }

    /// The sublayers (and a replicator's copies of them), in drawing order.
    /// `depthSpace`, for a transform layer, maps its space to its superlayer's in 3D (z
    /// kept): its sublayers are drawn in order of depth there.
    mutating func visitSublayers(of index: Int, node: NodeRef, values v: Values, world: CATransform3D,
                                 geometry: ParentGeometry, context: Context, depthSpace: CATransform3D?) {
        guard !node.pointee.sublayers.isEmpty else { return }
        let order = drawingOrder(node.pointee.sublayers, depthSpace: depthSpace, shift: context.shift)
        guard node.pointee.kind == .replicator else {
            for child in order {
                visit(child, parentToPixels: world, parent: geometry, context: context)
            }
            return
        }
        let asked = max(v.pointee.instanceCount, 0)
        let count = min(asked, InstanceRun.maximumCopies / context.copies)
        guard count > 0 else { return }
        if count < asked {
            LaminaDiagnostics.report(.invalidArgument, "CAReplicatorLayer: instanceCount \(asked) inside \(context.copies) copies "
                + "would make more than \(InstanceRun.maximumCopies) copies in a frame; the first \(count) are drawn")
        }
        var context = context
        context.copies *= count
        // Copies that run late differ when something below is animated: each is visited
        // with its own values. Otherwise copy 0 alone is listed, as an instance run.
        // Copies that differ only through their animations' tracks are listed once too,
        // with how their items vary.
        let copiesDiffer = count > 1 && v.pointee.instanceDelay != 0 && order.contains { tree.subtreeAnimated[$0] }
        if !copiesDiffer || (trackedShift == nil && tree.tracksCopies(of: index)),
           emitRun(count: count, values: v, order: order, world: world, geometry: geometry, context: context,
                   tracked: copiesDiffer) {
            return
        }
        var step = CATransform3DIdentity
        let run = self.run(count: count, values: v, geometry: geometry, placement: world)
        for k in 0..<count {
            let color = run.color(ofCopy: k)
            let copyContext = Context(
                opacity: context.opacity,
                tint: CGColor.RGBA(red: context.tint.red * color.red, green: context.tint.green * color.green,
                                   blue: context.tint.blue * color.blue, alpha: context.tint.alpha * color.alpha),
                clip: context.clip, shift: context.shift + Double(k) * v.pointee.instanceDelay, copies: context.copies)
            // Copy k is moved by instanceTransform applied k times, about the anchor point.
            let copyWorld = CATransform3DConcat(
                LayerPlacement.about(step, geometry.anchor, geometry.anchorZ), world)
            for child in order {
                visit(child, parentToPixels: copyWorld, parent: geometry, context: copyContext)
            }
            step = CATransform3DConcat(step, v.pointee.instanceTransform)
        }
    }

    /// The replicator's run, placed by `placement` in the space its items are listed in
    /// (its matrices boxed from the pool).
    func run(count: Int, values v: Values, geometry: ParentGeometry, placement: CATransform3D) -> InstanceRun {
        let matrices = InstanceRun.Matrices(
            step: LayerPlacement.about(v.pointee.instanceTransform, geometry.anchor, geometry.anchorZ), placement: placement)
        return InstanceRun(count: count, matrices: pools.runs.box(matrices), color: v.pointee.instanceColor ?? .white,
                           colorOffsets: SIMD4(v.pointee.instanceRedOffset, v.pointee.instanceGreenOffset,
                                               v.pointee.instanceBlueOffset, v.pointee.instanceAlphaOffset),
                           delay: v.pointee.instanceDelay)
    }

    /// Lists a replicator's sublayers once, as copy 0 of an instance run in the
    /// replicator's space; false (nothing listed) when a copy needs what a run cannot
    /// carry: a group or clip of its own (sized or placed per copy), a one-sided layer
    /// (culled per copy) or a transition.
    mutating func emitRun(count: Int, values v: Values, order: [Int], world: CATransform3D, geometry: ParentGeometry,
                          context: Context, tracked: Bool) -> Bool {
        let commandStart = list.commands.count, clipStart = list.clips.count
        let varyingStart = list.instanceVaryings.count, trackStart = list.instanceTracks.count
        var run = self.run(count: count, values: v, geometry: geometry, placement: world)
        // An instanceTransform that multiplies past Double's range about the anchor point
        // places no copy anywhere: nothing to draw (and nothing to list).
        guard run.step.isFinite, run.placement.isFinite else { return true }
        list.commands.append(.beginInstances(run))
        let outerUnsupported = runUnsupported
        runUnsupported = false
        runDepth += 1
        if tracked { trackedShift = context.shift }
        for child in order {
            visit(child, parentToPixels: CATransform3DIdentity, parent: geometry, context: context)
        }
        if tracked {
            trackedShift = nil
            run.varyings = varyingStart..<list.instanceVaryings.count
            list.commands[commandStart] = .beginInstances(run)
        }
        runDepth -= 1
        var carried = !runUnsupported && list.clips.count == clipStart
        runUnsupported = outerUnsupported
        if carried {
            for i in commandStart + 1..<list.commands.count {
                if case .beginGroup = list.commands[i] { carried = false; break }
            }
        }
        guard carried else {
            list.commands.removeSubrange(commandStart...)
            list.clips.removeSubrange(clipStart...)
            list.instanceVaryings.removeSubrange(varyingStart...)
            list.instanceTracks.removeSubrange(trackStart...)
            if tracked {
                LaminaDiagnostics.report(.invalidArgument,
                    "CAReplicatorLayer: copies evaluated from tracks could not be listed as one run; they show copy 0's animations")
            }
            return false
        }
        list.commands.append(.endInstances)
        return true
    }

    /// Sublayers sorted for painting: by zPosition (stable), or — in a transform layer's
    /// 3D space — by the depth of their anchor points, far (low z) first.
    func drawingOrder(_ sublayers: [Int], depthSpace: CATransform3D?, shift: CFTimeInterval) -> [Int] {
        if let depthSpace {
            let keyed = sublayers.enumerated().map { (offset, child) -> (depth: CGFloat, offset: Int, child: Int) in
                let v = values(of: child, shift: shift)
                let h = depthSpace.project(x: v.pointee.position.x, y: v.pointee.position.y, z: v.pointee.zPosition)
                return (h.w != 0 ? h.z / h.w : v.pointee.zPosition, offset, child)
            }
            return keyed.sorted { $0.depth != $1.depth ? $0.depth < $1.depth : $0.offset < $1.offset }.map(\.child)
        }
        let presented = presented.baseAddress!
        let first = (presented + sublayers[0]).pointee.zPosition
        if sublayers.allSatisfy({ (presented + $0).pointee.zPosition == first }) { return sublayers }
        return sublayers.enumerated().sorted { a, b in
            let za = (presented + a.element).pointee.zPosition, zb = (presented + b.element).pointee.zPosition
            return za != zb ? za < zb : a.offset < b.offset
        }.map(\.element)
    }

    // MARK: Items

    /// The layer's border, drawn above its sublayers (as Apple draws it). `ownItem`: the
    /// index of the layer's own picture when that is one item and the last one listed (no
    /// sublayer drew), else −1; the border then joins that item: background, contents and
    /// border in one item draw in that order, the same pixels as two items, in one pass.
    /// (Not in a run whose copies run late: there an item's varying background tells the
    /// two apart.)
    mutating func addBorder(_ border: CGColor.RGBA, ownItem: Int, values v: Values, world: CATransform3D,
                            context: Context) {
        if ownItem >= 0, trackedShift == nil, case .layer(var item) = list.commands[ownItem], item.borderColor == nil {
            item.borderWidth = v.pointee.borderWidth
            item.borderColor = border
            list.commands[ownItem] = .layer(item)
            return
        }
        emit(.layer(LayerItem(placement: placement(world, v, context), corners: Self.corners(of: v),
                              backgroundColor: nil, borderWidth: v.pointee.borderWidth, borderColor: border,
                              contentsBox: nil)), world: world, rect: v.pointee.bounds)
    }

    mutating func emit(_ command: RenderCommand, world: CATransform3D, rect: CGRect) {
        list.commands.append(command)
        // In a run the copies' pixels are not known here: the whole viewport, conservatively.
        footprint = footprint.union(runDepth > 0 ? viewportPixels : Self.pixelBox(of: rect, through: world, viewport: viewportPixels))
    }

    func placement(_ world: CATransform3D, _ v: Values, _ context: Context) -> ItemPlacement {
        ItemPlacement(transform: world, bounds: v.pointee.bounds, opacity: context.opacity, tint: context.tint,
                      clip: context.clip)
    }

    func contentsItem(_ v: Values) -> ContentsItem? {
        if RenderValues.hasNoContents(v) { return nil }
        guard let image = v.pointee.contents as? CGImage else { return nil }
        return contentsItem(v, image: image)
    }

    /// The item of `image` placed as the layer at `v` places its contents.
    func contentsItem(_ v: Values, image: CGImage) -> ContentsItem? {
        guard image.width > 0, image.height > 0 else { return nil }
        let source = v.pointee.contentsRect
        let destination = ContentsPlacement.destination(
            gravity: v.pointee.contentsGravity, bounds: v.pointee.bounds,
            imagePixels: CGSize(width: image.width, height: image.height),
            sourceRect: source, contentsScale: v.pointee.contentsScale)
        guard destination.isFiniteRect else { return nil }
        return ContentsItem(image: image, sourceRect: source, destinationRect: destination, center: v.pointee.contentsCenter,
                            minificationFilter: v.pointee.minificationFilter, magnificationFilter: v.pointee.magnificationFilter,
                            isFlipped: false, contentsScale: v.pointee.contentsScale)
    }

    /// The shadow of the layer at `v`, or nil when its offset or blur lands past Double's
    /// range (a huge layer under a steep transform), where no shadow can be placed.
    func makeShadow(_ v: Values, color: CGColor.RGBA, world: CATransform3D) -> ShadowItem? {
        // Offset and radius are in the layer's space; map them by the transform's linear
        // part at the layer's centre.
        let c = CGPoint(x: v.pointee.bounds.midX, y: v.pointee.bounds.midY)
        let p0 = world.mapPointAllowingBehind(c) ?? .zero
        let p1 = world.mapPointAllowingBehind(CGPoint(x: c.x + v.pointee.shadowOffset.width, y: c.y + v.pointee.shadowOffset.height)) ?? p0
        let unit = world.mapPointAllowingBehind(CGPoint(x: c.x + 1, y: c.y)) ?? p0
        let pixelsPerPoint = hypot(unit.x - p0.x, unit.y - p0.y)
        let offset = CGSize(width: p1.x - p0.x, height: p1.y - p0.y), blur = v.pointee.shadowRadius * pixelsPerPoint
        guard offset.width.isFinite, offset.height.isFinite, blur.isFinite else { return nil }
        return ShadowItem(color: color, opacity: v.pointee.shadowOpacity,
                          offset: offset, blurRadius: blur, path: v.pointee.shadowPath, pathTransform: world)
    }

    // MARK: Geometry helpers

    /// Whether a layer of `kind` flattens its sublayers into its plane: all but transform
    /// layers and replicators that preserve depth. (`preservesDepth` is read only for
    /// replicators: for other layers it is a cache line the walk need not touch.)
    static func flattens(_ kind: LayerKind, _ v: Values) -> Bool {
        kind != .transform && !(kind == .replicator && v.pointee.preservesDepth)
    }

    static func shape(of v: Values) -> RoundedShape {
        corners(of: v).shape(over: v.pointee.bounds)
    }

    /// The corners of the layer's rounded shape (its rectangle is the bounds).
    static func corners(of v: Values) -> ItemCorners {
        ItemCorners(radius: max(v.pointee.cornerRadius, 0), maskedCorners: v.pointee.maskedCorners,
                    curve: v.pointee.cornerCurve == .continuous ? .continuous : .circular)
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
        // Corners beyond Double's range (a 1e300-point rect on screen): the whole viewport.
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return viewport }
        return CGRect(x: minX - 1, y: minY - 1, width: maxX - minX + 2, height: maxY - minY + 2)
            .intersection(viewport)
    }

    /// `locations`, or evenly spread stops when there are none or too few.
    static func gradientLocations(_ locations: [CGFloat]?, count: Int) -> [CGFloat] {
        if let locations, locations.count == count { return locations }
        guard count > 1 else { return [0] }
        return (0..<count).map { CGFloat($0) / CGFloat(count - 1) }
    }
}
