import Foundation

// Sizing offscreen groups (group opacity, masks, shadows, transitions' cross-dissolves).
// A group's surface covers its `pixelBounds` cut down to what can still reach the
// visible target: the parent's relevant area within the group's clip, widened by the
// group's own shadow's reach. A shadow is blurred over the group's pixels (or its
// `shadowPath`'s) grown by the blur's reach, cut to what can land in the relevant area
// once offset; a mask cuts the shadow to the group's own pixels. A group drawn through a
// mesh keeps its picture wherever the target has it (the mesh may show any of it, moved),
// and composites where the mesh lands; it has no mask and no shadow.

extension FramePreparation {
    /// The level a group's commands run at; nil when the group cannot show (it is then
    /// skipped whole, and counted as culled).
    func beginGroup(_ group: GroupItem, parent: Level) -> Level? {
        guard group.opacity > 0, group.opacity.isFinite else { countCulled(); return nil }
        var relevant = parent.relevant
        if let clip = clipBounds(group.clip) { relevant = relevant.intersection(clip) }
        if let mesh = group.mesh { return beginMeshGroup(group, mesh: mesh.value, parent: parent, relevant: relevant) }
        let shadowGeometry = ShadowGeometry(group.shadow)
        let contentRelevant = shadowGeometry?.contentRelevant(relevant) ?? relevant
        let rect = PixelRect(covering: group.pixelBounds).intersection(contentRelevant)
        guard !rect.isEmpty else { countCulled(); return nil }
        let shadowRect = shadowGeometry?.blurRect(content: rect, relevant: relevant) ?? .zero
        // The picture and the mask 4 bytes a pixel, the shadow two planes of floats.
        let bytes = rect.width * rect.height * (group.hasMask ? 8 : 4) + shadowRect.width * shadowRect.height * 8
        guard takeGroupBytes(bytes) else { countCulled(); return nil }
        let content = allocateSurface()
        let mask = group.hasMask ? allocateSurface() : -1
        var composite = rect
        var shadow: PreparedShadow?
        if let geometry = shadowGeometry {
            if !shadowRect.isEmpty {
                let kernels = nextKernels()
                kernels.make(sigma: geometry.sigma, shiftX: geometry.fractionX, shiftY: geometry.fractionY)
                let hasPath = geometry.item.path != nil
                let pathMask = hasPath ? geometry.pathMask(within: shadowRect, rasterizer: shapeCache.rasterizer)?.copy() : nil
                shadow = PreparedShadow(geometry: geometry, rect: shadowRect, color: geometry.color, kernels: kernels,
                                        pathMask: pathMask, hasPath: hasPath)
                if !group.hasMask { composite = composite.union(shadowRect.offsetBy(geometry.offsetX, geometry.offsetY)) }
            }
        }
        composite = composite.intersection(relevant)
        countGroup(shadow: shadow != nil)
        let prepared = PreparedGroup(index: allocateGroup(), parent: parent.surface, content: content, mask: mask, rect: rect,
                                     opacity: group.opacity, clip: validClip(group.clip), shadow: shadow,
                                     composite: composite, isAdditive: group.isAdditive)
        return Level(group: prepared, surface: content, relevant: rect)
    }

    /// A group composited through `mesh`: its picture is the group's pixels on the whole
    /// target, its composite where the mesh lands within `relevant`.
    private func beginMeshGroup(_ group: GroupItem, mesh: TexturedMesh, parent: Level, relevant: PixelRect) -> Level? {
        guard mesh.isValid else {
            LaminaDiagnostics.report(.invalidArgument,
                "RenderList: a mesh of \(mesh.columns) × \(mesh.rows) vertices with \(mesh.vertices.count) given; group skipped")
            countCulled()
            return nil
        }
        guard let lands = mesh.pixelBounds else { countCulled(); return nil }
        let rect = PixelRect(covering: group.pixelBounds).intersection(targetRect)
        let composite = PixelRect(covering: lands.insetBy(dx: -1, dy: -1)).intersection(relevant)
        guard !rect.isEmpty, !composite.isEmpty, takeGroupBytes(rect.width * rect.height * 4) else { countCulled(); return nil }
        let content = allocateSurface()
        countGroup(shadow: false)
        let prepared = PreparedGroup(index: allocateGroup(), parent: parent.surface, content: content, mask: -1, rect: rect,
                                     opacity: group.opacity, clip: validClip(group.clip), shadow: nil,
                                     composite: composite, isAdditive: group.isAdditive, mesh: mesh)
        return Level(group: prepared, surface: content, relevant: rect)
    }
}
