import Foundation

// Core Animation's debug colours (Instruments' Core Animation options, the Simulator's
// Debug menu), drawn by the backends over the frame they colour. Input: a flattened
// frame. Output: the same frame with a translucent tint after each item it judges (in
// the item's own shape, transform and clip), inside the groups it is drawn in (so a
// group's opacity and mask apply to it as to the item). Thread: the
// render thread, after flattening, before the backend draws.

/// Which of Core Animation's debug colours a frame is drawn with.
package struct DebugColorOptions: OptionSet, Sendable, Equatable {
    package let rawValue: UInt8
    package init(rawValue: UInt8) { self.rawValue = rawValue }

    /// "Color Blended Layers": layers drawn with blending tinted red, opaque ones green.
    package static let blendedLayers = DebugColorOptions(rawValue: 1 << 0)
    /// "Color Offscreen-Rendered": what is drawn through an offscreen target (group
    /// opacity, masks, shadows, transitions) tinted yellow.
    package static let offscreenRendered = DebugColorOptions(rawValue: 1 << 1)
}

extension DebugColorOptions {
    /// The tints, half opaque as Apple's are: overlapping blended layers deepen the red.
    package static let blendedTint = CGColor.RGBA(red: 1, green: 0, blue: 0, alpha: 0.5)
    package static let opaqueTint = CGColor.RGBA(red: 0, green: 1, blue: 0, alpha: 0.5)
    package static let offscreenTint = CGColor.RGBA(red: 1, green: 1, blue: 0, alpha: 0.5)
}

extension RenderList {
    /// Adds the debug colours of `options` to the frame, building the new command list
    /// in `scratch` (kept between frames) and swapping it in.
    package mutating func addDebugColors(_ options: DebugColorOptions, scratch: inout [RenderCommand]) {
        guard !options.isEmpty else { return }
        scratch.removeAll(keepingCapacity: true)
        var maskDepth = 0, groupDepth = 0
        let square = ItemCorners(radius: 0, maskedCorners: [], curve: .circular)
        // Items rebuilt per copy (`instanceVaryings`) keep their tint-free place: their
        // indices move by the tints added before them, and they get none (their copies
        // move each on its own clock).
        let varying = instanceVaryings.isEmpty ? [] : Set(instanceVaryings.map(\.command))
        var moved: [Int: Int] = [:]
        for (index, command) in commands.enumerated() {
            if varying.contains(index) { moved[index] = scratch.count }
            scratch.append(command)
            if varying.contains(index) { continue }
            let judged: (placement: ItemPlacement, corners: ItemCorners, isOpaque: Bool)
            switch command {
            case .beginMask: maskDepth += 1; continue
            case .endMask: maskDepth -= 1; continue
            case .beginGroup: groupDepth += 1; continue
            case .endGroup: groupDepth -= 1; continue
            case .layer(let item): judged = (item.placement, item.corners, Self.isOpaque(item))
            // A shape's edges are anti-aliased: always blended.
            case .shape(let item): judged = (item.placement, square, false)
            case .gradient(let item):
                judged = (item.placement, item.corners, item.placement.opacity >= 1 && item.placement.tint.alpha >= 1
                            && item.corners.radius == 0 && item.colors.allSatisfy { $0.alpha >= 1 })
            default: continue
            }
            // A mask's own items are not coloured: their alpha is the mask.
            guard maskDepth == 0 else { continue }
            if options.contains(.blendedLayers) {
                let color = judged.isOpaque ? DebugColorOptions.opaqueTint : DebugColorOptions.blendedTint
                scratch.append(.layer(Self.tint(color, over: judged.placement, corners: judged.corners)))
            }
            if options.contains(.offscreenRendered), groupDepth > 0 {
                scratch.append(.layer(Self.tint(DebugColorOptions.offscreenTint, over: judged.placement, corners: judged.corners)))
            }
        }
        for k in instanceVaryings.indices {
            if let index = moved[instanceVaryings[k].command] { instanceVaryings[k].command = index }
        }
        swap(&commands, &scratch)
    }

    /// Whether a layer item covers its bounds with opaque pixels: opacity 1, no replicator
    /// alpha, square corners, and an opaque background or contents of an image without
    /// alpha covering the bounds (Apple judges an image by its alpha channel, not its
    /// pixels).
    static func isOpaque(_ item: LayerItem) -> Bool {
        guard item.placement.opacity >= 1, item.placement.tint.alpha >= 1, item.corners.radius == 0 else { return false }
        if let background = item.backgroundColor, background.alpha >= 1 { return true }
        guard let contents = item.contents else { return false }
        let info = contents.image.alphaInfo
        let imageIsOpaque = info == .none || info == .noneSkipLast || info == .noneSkipFirst
        return imageIsOpaque && contents.destinationRect.contains(item.placement.bounds)
    }

    /// A tint over an item's shape: its transform, bounds, corners and clip, fully opaque
    /// itself (the item's opacity does not fade its colour).
    static func tint(_ color: CGColor.RGBA, over placement: ItemPlacement, corners: ItemCorners) -> LayerItem {
        var tinted = placement
        tinted.opacity = 1
        tinted.tint = .white
        return LayerItem(placement: tinted, corners: corners, backgroundColor: color, borderWidth: 0,
                         borderColor: nil, contentsBox: nil)
    }
}
