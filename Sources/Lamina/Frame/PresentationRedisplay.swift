import Foundation

// Redrawing, each frame, the layers whose animations change what they draw: a text
// layer's `fontSize` or `foregroundColor`, a property a subclass's
// `needsDisplay(forKey:)` names, or a subclass's own custom key. A backing store is drawn
// once from the model by `display()`; while such an animation shows, the frame draws the
// layer from its presentation values instead, as Apple draws the presentation layer.
//
// Input: the layers this thread watches (those given an animation with
// `AnimationEntry.redisplaysLayer`) and a frame's media time. Output: for each layer that
// a frame draws differently from the last, a backing store drawn from its presentation
// values, posted to its renderer's inbox as the contents that renderer shows for it from
// that frame on; nil once no such animation shows, so the model's backing store shows
// again. Thread: the app thread, in the app half of each frame
// (`CARenderer.commitFrame(atTime:)`), after the display links and the commit, since
// drawing runs app code (`draw(in:)`, delegates).

/// The layers one thread redraws from their presentation values, and what it last drew
/// for each.
///
/// A layer is drawn only in frames where what it would draw changed (the animated
/// values, its size or scale), so a layer whose animation holds its end value draws
/// once. A layer whose redisplaying animations have all ended, or were removed, is let
/// go; one whose animations fill forwards keeps its last drawing without being looked at
/// again until its model or its animations change. Layers with no such animation cost
/// nothing per frame.
package final class PresentationRedisplay: @unchecked Sendable {
    private static let key = ThreadLocal.makeKey()

    /// The calling thread's.
    package static var current: PresentationRedisplay {
        ThreadLocal.value(for: key) { PresentationRedisplay() }
    }

    /// What a drawing was made from: the values of the key paths and custom keys the
    /// layer's redisplaying animations write, its size and its scale.
    private struct DrawingInputs {
        var values: [AnimatableValue?]
        var customValues: [AnimatableValue?]
        var size: CGSize
        var scale: CGFloat

        func isSame(as other: DrawingInputs) -> Bool {
            size == other.size && scale == other.scale
                && Self.same(values, other.values) && Self.same(customValues, other.customValues)
        }

        private static func same(_ a: [AnimatableValue?], _ b: [AnimatableValue?]) -> Bool {
            guard a.count == b.count else { return false }
            for (x, y) in zip(a, b) {
                switch (x, y) {
                case (nil, nil): continue
                case let (x?, y?) where x.isSame(as: y): continue
                default: return false
                }
            }
            return true
        }
    }

    /// One watched layer.
    private final class Record {
        weak var layer: CALayer?
        /// The renderer showing its drawing, while one shows.
        weak var renderer: CARenderer?
        var showsDrawing = false
        /// What the drawing showing was made from; nil when a frame must draw again.
        var drawnFrom: DrawingInputs?
        /// Whether frames look at the layer (false once its animations have all ended).
        var needsFrames = true

        init(_ layer: CALayer) { self.layer = layer }
    }

    private var records: [ObjectIdentifier: Record] = [:]

    /// Whether a watched layer needs each frame: a frame loop keeps running the app
    /// thread's half of frames for it, as for a display link.
    package var isActive: Bool {
        records.values.contains { $0.needsFrames }
    }

    /// Looks at `layer` from the next frame on: it was given a redisplaying animation, or
    /// lost one.
    package func watch(_ layer: CALayer) {
        let id = ObjectIdentifier(layer)
        if let record = records[id], record.layer === layer {
            record.needsFrames = true
            return
        }
        records[id] = Record(layer)
        layer.commitState.isRedrawnFromPresentation = true
    }

    /// A commit sent `layer`'s model: the next frame draws it again.
    package func modelCommitted(_ layer: CALayer) {
        guard let record = records[ObjectIdentifier(layer)], record.layer === layer else { return }
        record.drawnFrom = nil
        record.needsFrames = true
    }

    /// Draws, for the frame at media time `t` that `renderer` begins, each watched layer
    /// of its tree whose drawing changed, and posts the drawings to its inbox.
    package func redraw(for renderer: CARenderer, at t: CFTimeInterval) {
        guard !records.isEmpty else { return }
        for (id, record) in records where record.needsFrames {
            guard let layer = record.layer else {
                records[id] = nil
                continue
            }
            guard let committed = layer.committedRenderer else {
                // Not drawn by any renderer: the commit that sends it wakes it again.
                record.needsFrames = false
                continue
            }
            guard committed === renderer else { continue }
            if !redraw(layer, record, for: renderer, at: t) {
                records[id] = nil
                layer.commitState.isRedrawnFromPresentation = false
            }
        }
    }

    /// One layer's part of `redraw(for:at:)`; false when the layer needs watching no more.
    private func redraw(_ layer: CALayer, _ record: Record, for renderer: CARenderer,
                        at t: CFTimeInterval) -> Bool {
        let local = layer.localTime(fromAbsolute: t)
        var any = false, showing = false, ended = true
        var uncommitted = false
        for entry in layer.animationEntries where entry.redisplaysLayer {
            any = true
            guard let begin = entry.beginTime else {
                uncommitted = true
                continue
            }
            let phase = entry.program.phase(parentTime: local, beginTime: begin)
            if phase.sample != nil { showing = true }
            if phase.kind != .after { ended = false }
        }
        // Frames look at the layer while a started animation has not ended; one no commit
        // has started yet wakes it when a commit does (`modelCommitted`).
        guard any, showing, let values = layer.presentationValues(at: t) else {
            endDrawing(layer, record)
            record.needsFrames = !ended
            return any && (!ended || uncommitted)
        }
        var keyPaths: [LayerKeyPath] = []
        for entry in layer.animationEntries where entry.redisplaysLayer && entry.beginTime != nil {
            for target in entry.program.targets where !keyPaths.contains(target) { keyPaths.append(target) }
        }
        let custom = layer.presentedCustomValues(atLocalTime: local)
        let inputs = DrawingInputs(values: keyPaths.map { values.value(at: $0) }, customValues: custom.animated,
                                   size: values.bounds.standardized.size, scale: values.contentsScale)
        if let drawn = record.drawnFrom, record.renderer === renderer, drawn.isSame(as: inputs) {
            record.needsFrames = !ended
            return true
        }
        let image = layer.makeBackingStore(presenting: values, customValues: custom.values)
        renderer.inbox.postPresentationContents(image, for: layer.layerID)
        record.renderer = renderer
        record.showsDrawing = image != nil
        record.drawnFrom = inputs
        record.needsFrames = !ended
        return true
    }

    /// The model's backing store shows again.
    private func endDrawing(_ layer: CALayer, _ record: Record) {
        if record.showsDrawing, let renderer = record.renderer {
            renderer.inbox.postPresentationContents(nil, for: layer.layerID)
        }
        record.showsDrawing = false
        record.drawnFrom = nil
    }
}

extension AnimationProgram {
    /// Whether the animation changes what `layer` draws: it writes a property the layer's
    /// class redisplays for, or animates one of its custom keys.
    package func redisplays(_ layer: CALayer) -> Bool {
        custom != nil || targets.contains { $0.property.redisplays || layer.traits.displayProperties.contains($0.property) }
    }
}
