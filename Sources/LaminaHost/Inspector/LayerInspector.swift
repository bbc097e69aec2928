import Foundation
import Lamina

// The window's layer inspector (Xcode's view debugger, in the window). Input: the app's
// layer tree under a window's root layer, the pointer, the media time. Output: a side
// panel of Lamina's own layers listing the tree (class, name, frame, opacity, running
// animations with their progress), the entry under the pointer or the layer under it
// highlighted, and that layer outlined in the window. Main thread, inside commits of its
// own (no implicit animations).

/// A side panel listing a layer tree, and an outline over the layer it points at.
package final class LayerInspector {
    /// The panel, at the root layer's right edge, above the app's layers.
    package let panel: CALayer = PassThroughLayer()
    /// The outline drawn over the layer hovered in the list or under the pointer.
    package let outline: CALayer = PassThroughLayer()
    private let title = CATextLayer()
    private let highlight = CALayer()
    private var rows: [CATextLayer] = []
    /// The listed layers, in the list's order, with their depth in the tree.
    package private(set) var entries: [(layer: CALayer, depth: Int)] = []
    /// The layer outlined and highlighted: hovered in the list, or under the pointer in
    /// the window.
    package private(set) var selected: CALayer?
    /// The first entry shown (the list scrolls to keep the selected one in view), and how
    /// many rows show entries.
    private var firstShown = 0, shownCount = 0

    /// The panel's width, a row's height and the list's top, in points.
    package static let width: CGFloat = 360
    package static let rowHeight: CGFloat = 14
    static let listTop: CGFloat = 26
    /// The most layers listed (a deeper or larger tree is cut, with a line saying so).
    package static let mostEntries = 5_000

    package init() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        panel.backgroundColor = CGColor(red: 0.04, green: 0.05, blue: 0.08, alpha: 0.88)
        panel.zPosition = 1_000_001
        outline.borderColor = CGColor(red: 1, green: 0.2, blue: 0.8, alpha: 1)
        outline.borderWidth = 2
        outline.backgroundColor = CGColor(red: 1, green: 0.2, blue: 0.8, alpha: 0.12)
        outline.zPosition = 1_000_000
        outline.isHidden = true
        highlight.backgroundColor = CGColor(red: 1, green: 0.2, blue: 0.8, alpha: 0.35)
        highlight.isHidden = true
        panel.addSublayer(highlight)
        title.string = "Layers"
        title.fontSize = 12
        title.font = "DejaVu Sans"
        title.foregroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        panel.addSublayer(title)
        CATransaction.commit()
    }

    /// Pixels per point of the window, for the labels' backing stores.
    package var contentsScale: CGFloat = 1 {
        didSet { for label in [title] + rows { label.contentsScale = contentsScale } }
    }

    /// Lays the panel out at the right edge of `bounds` (the root layer's) and lists the
    /// tree under `root` (the window's own layers left out), each entry's animations at
    /// `time`.
    package func update(root: CALayer, bounds: CGRect, time: CFTimeInterval) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        panel.frame = CGRect(x: bounds.maxX - Self.width, y: bounds.minY, width: Self.width, height: bounds.height)
        title.frame = CGRect(x: 8, y: 5, width: Self.width - 16, height: 16)
        entries = Self.list(root)
        title.string = "Layers (\(entries.count)\(entries.count == Self.mostEntries ? "+" : ""))"
        let visible = max(0, Int((bounds.height - Self.listTop) / Self.rowHeight))
        while rows.count < visible {
            let row = CATextLayer()
            row.fontSize = 10
            row.font = "DejaVu Sans Mono"
            row.foregroundColor = CGColor(red: 0.92, green: 0.94, blue: 1, alpha: 1)
            row.contentsScale = contentsScale
            row.truncationMode = .end
            panel.addSublayer(row)
            rows.append(row)
        }
        if let selected, let index = entries.firstIndex(where: { $0.layer === selected }) {
            if index < firstShown { firstShown = index }
            if index >= firstShown + visible { firstShown = index - visible + 1 }
        }
        firstShown = min(firstShown, max(0, entries.count - visible))
        highlight.isHidden = true
        shownCount = max(0, min(visible, entries.count - firstShown))
        for (k, row) in rows.enumerated() {
            let i = firstShown + k
            guard k < visible, i < entries.count else {
                row.isHidden = true
                continue
            }
            let entry = entries[i]
            let text = String(repeating: "  ", count: min(entry.depth, 20)) + entry.layer.inspectorLine(atMediaTime: time)
            row.isHidden = false
            row.frame = rowFrame(k)
            if (row.string as? String) != text { row.string = text }
            if entry.layer === selected {
                highlight.frame = rowFrame(k).insetBy(dx: -4, dy: 0)
                highlight.isHidden = false
            }
        }
        placeOutline(in: root)
    }

    /// The entry at `point` (the panel's superlayer's coordinates); nil off the list.
    package func entry(at point: CGPoint) -> CALayer? {
        let local = CGPoint(x: point.x - panel.frame.minX, y: point.y - panel.frame.minY)
        guard local.x >= 0, local.x < Self.width, local.y >= Self.listTop else { return nil }
        let i = firstShown + Int((local.y - Self.listTop) / Self.rowHeight)
        guard i < firstShown + shownCount, i < entries.count else { return nil }
        return entries[i].layer
    }

    /// Whether `point` (the panel's superlayer's coordinates) is over the panel.
    package func contains(_ point: CGPoint) -> Bool {
        panel.frame.contains(point)
    }

    /// Points the inspector at `layer` (nil: at nothing): its entry highlighted, its
    /// bounds outlined in `root`'s coordinates.
    package func select(_ layer: CALayer?, in root: CALayer) {
        selected = layer
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        placeOutline(in: root)
        CATransaction.commit()
    }

    private func rowFrame(_ k: Int) -> CGRect {
        CGRect(x: 8, y: Self.listTop + CGFloat(k) * Self.rowHeight, width: Self.width - 16, height: Self.rowHeight)
    }

    /// The outline over the selected layer's bounds, as they land in `root` (the box
    /// around its four corners under every transform between).
    private func placeOutline(in root: CALayer) {
        guard let layer = selected, Self.isInside(layer, root) else {
            outline.isHidden = true
            return
        }
        let b = layer.bounds
        let corners = [CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY),
                       CGPoint(x: b.minX, y: b.maxY), CGPoint(x: b.maxX, y: b.maxY)].map { layer.convert($0, to: root) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(),
              [minX, maxX, minY, maxY].allSatisfy(\.isFinite) else {
            outline.isHidden = true
            return
        }
        outline.frame = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        outline.isHidden = false
    }

    /// Whether `layer` is `root` or under it.
    static func isInside(_ layer: CALayer, _ root: CALayer) -> Bool {
        var current: CALayer? = layer
        while let c = current {
            if c === root { return true }
            current = c.superlayer
        }
        return false
    }

    /// The layers under `root` (root first, sublayers after their parent, masks left out
    /// as Xcode's view debugger lists views), depth first, without the window's own panels
    /// (the fps overlay, this inspector) and their sublayers; at most `mostEntries`.
    static func list(_ root: CALayer) -> [(layer: CALayer, depth: Int)] {
        var out: [(layer: CALayer, depth: Int)] = []
        var stack: [(CALayer, Int)] = [(root, 0)]
        while let (layer, depth) = stack.popLast(), out.count < mostEntries {
            guard !(layer is PassThroughLayer) else { continue }
            out.append((layer, depth))
            for sublayer in (layer.sublayers ?? []).reversed() { stack.append((sublayer, depth + 1)) }
        }
        return out
    }
}
