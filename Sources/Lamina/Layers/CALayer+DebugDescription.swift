import Foundation

// The layer tree as text, the way engineers attach it to bug reports. Input: the model
// tree and a media time (for the running animations' progress). Output: one line a layer
// (`debugDescription`), sublayers indented under their parent with "   | " a level as
// UIKit's `recursiveDescription` does, a mask on its own line marked "mask". Thread: the
// one that owns the model tree (the main thread).

extension CALayer {
    /// One line describing the layer: its class and address, then its name, frame and
    /// whatever differs from a new layer (opacity, hidden, masks, transform, contents,
    /// sublayer count), and each animation with its key, class and progress at `time`.
    package func debugSummary(atMediaTime time: CFTimeInterval) -> String {
        var parts = ["\(type(of: self)): \(Unmanaged.passUnretained(self).toOpaque())"]
        if let name { parts.append("name = \"\(name)\"") }
        let f = frame
        parts.append("frame = (\(Self.number(f.minX)) \(Self.number(f.minY)); \(Self.number(f.width)) \(Self.number(f.height)))")
        if opacity != 1 { parts.append("opacity = \(Self.number(CGFloat(opacity)))") }
        if isHidden { parts.append("hidden") }
        if masksToBounds { parts.append("masksToBounds") }
        if cornerRadius != 0 { parts.append("cornerRadius = \(Self.number(cornerRadius))") }
        if zPosition != 0 { parts.append("zPosition = \(Self.number(zPosition))") }
        if !CATransform3DIsIdentity(transform) { parts.append("transform = \(Self.matrix(transform))") }
        if !CATransform3DIsIdentity(sublayerTransform) { parts.append("sublayerTransform = \(Self.matrix(sublayerTransform))") }
        if let image = contents as? CGImage {
            parts.append("contents = \(image.width)×\(image.height)")
        } else if contents != nil {
            parts.append("contents")
        }
        if mask != nil { parts.append("mask") }
        if !storedSublayers.isEmpty { parts.append("sublayers = \(storedSublayers.count)") }
        if !animationEntries.isEmpty {
            let localTime = localTime(fromAbsolute: time)
            let animations = animationEntries.map { entry in
                "\(entry.key ?? "(no key)"): \(type(of: entry.animation)) \(Self.progress(of: entry, atLayerTime: localTime))"
            }
            parts.append("animations = [\(animations.joined(separator: ", "))]")
        }
        return "<" + parts.joined(separator: "; ") + ">"
    }

    /// The layer as a short line for an inspector's list: class, name, frame, opacity, and
    /// each animation's key and progress at `time`.
    package func inspectorLine(atMediaTime time: CFTimeInterval) -> String {
        var line = "\(type(of: self))"
        if let name { line += " \"\(name)\"" }
        let f = frame
        line += " (\(Self.number(f.minX)) \(Self.number(f.minY)); \(Self.number(f.width)) × \(Self.number(f.height)))"
        if opacity != 1 { line += " α \(Self.number(CGFloat(opacity)))" }
        if isHidden { line += " hidden" }
        if !animationEntries.isEmpty {
            let localTime = localTime(fromAbsolute: time)
            for entry in animationEntries {
                line += " · \(entry.key ?? "(no key)") \(Self.progress(of: entry, atLayerTime: localTime))"
            }
        }
        return line
    }

    /// The subtree under this layer, one `debugSummary` a line: sublayers follow their
    /// parent, "   | " deeper a level (levels past `deepestIndent` are numbered instead,
    /// so a chain 10,000 deep is not 250 MB of bars), and a mask follows its layer marked
    /// "mask". Walks the tree with a stack, not recursion.
    package func layerTreeDescription(atMediaTime time: CFTimeInterval) -> String {
        var lines: [String] = []
        var stack: [(layer: CALayer, depth: Int, isMask: Bool)] = [(self, 0, false)]
        while let (layer, depth, isMask) = stack.popLast() {
            var indent = String(repeating: "   | ", count: min(depth, Self.deepestIndent))
            if depth > Self.deepestIndent { indent += "(depth \(depth)) " }
            lines.append(indent + (isMask ? "mask " : "") + layer.debugSummary(atMediaTime: time))
            for sublayer in layer.storedSublayers.reversed() { stack.append((sublayer, depth + 1, false)) }
            if let mask = layer.mask { stack.append((mask, depth + 1, true)) }
        }
        return lines.joined(separator: "\n")
    }

    /// The deepest level drawn as bars in `layerTreeDescription`.
    package static let deepestIndent = 40

    /// Where an animation is at its layer's local time: its progress through the current
    /// cycle (with the repeat it is on), or that it has not begun, has ended, or waits
    /// for the commit that starts it.
    private static func progress(of entry: AnimationEntry, atLayerTime t: CFTimeInterval) -> String {
        guard let begin = entry.beginTime else { return "(not committed)" }
        var timing = entry.program.timing
        timing.beginTime = begin
        let phase = timing.phase(atParentTime: t)
        switch phase.kind {
        case .before: return "(waiting to begin)"
        case .after: return "(finished)"
        case .active:
            guard let sample = phase.sample else { return "(active)" }
            let percent = "\(Int((sample.progress * 100).rounded(.down)))%"
            return sample.iteration > 0 ? "\(percent) of repeat \(sample.iteration + 1)" : percent
        }
    }

    /// A coordinate as a person reads it: at most three decimals, no trailing zeros.
    private static func number(_ value: CGFloat) -> String {
        guard value.isFinite else { return "\(value)" }
        let rounded = (Double(value) * 1000).rounded() / 1000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        return "\(rounded)"
    }

    private static func matrix(_ t: CATransform3D) -> String {
        let rows = [[t.m11, t.m12, t.m13, t.m14], [t.m21, t.m22, t.m23, t.m24],
                    [t.m31, t.m32, t.m33, t.m34], [t.m41, t.m42, t.m43, t.m44]]
        return "[" + rows.map { $0.map { number($0) }.joined(separator: " ") }.joined(separator: "; ") + "]"
    }
}
