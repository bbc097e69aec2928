import Foundation
import Testing
@testable import LaminaHost
@testable import LaminaRaster

/// The layer inspector without a window: what it lists and how, which entry a point in
/// the list names, the outline over the layer it points at (through the transforms
/// between), hit tests passing through it, and its pixels.
@Suite struct LayerInspectorTests {
    /// A 800 × 600 root holding a card with a named, half-transparent badge, a rotated
    /// and scaled holder with a child, and a window panel (the fps overlay's kind).
    func tree() -> (root: CALayer, card: CALayer, badge: CALayer, holder: CALayer, child: CALayer) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 800, height: 600)
        let card = CALayer()
        card.frame = CGRect(x: 20, y: 30, width: 200, height: 100)
        let badge = CALayer()
        badge.name = "badge"
        badge.frame = CGRect(x: 10, y: 10, width: 40, height: 20)
        badge.opacity = 0.5
        card.addSublayer(badge)
        let holder = CALayer()
        holder.frame = CGRect(x: 300, y: 300, width: 100, height: 100)
        holder.transform = CATransform3DConcat(CATransform3DMakeScale(2, 2, 1), CATransform3DMakeRotation(.pi / 2, 0, 0, 1))
        let child = CALayer()
        child.frame = CGRect(x: 0, y: 0, width: 50, height: 10)
        holder.addSublayer(child)
        root.addSublayer(card)
        root.addSublayer(holder)
        root.addSublayer(FPSOverlay().layer)
        return (root, card, badge, holder, child)
    }

    @Test func itListsTheTreeDepthFirstWithoutTheWindowsOwnPanels() {
        let (root, card, badge, holder, child) = tree()
        let inspector = LayerInspector()
        root.addSublayer(inspector.panel)
        root.addSublayer(inspector.outline)
        inspector.update(root: root, bounds: root.bounds, time: 0)
        #expect(inspector.entries.map(\.layer) == [root, card, badge, holder, child])
        #expect(inspector.entries.map(\.depth) == [0, 1, 2, 1, 2])
    }

    @Test func anEntrySaysClassNameFrameOpacityAndEachAnimationsProgress() {
        let (root, _, badge, _, _) = tree()
        let spin = CABasicAnimation(keyPath: "opacity")
        spin.fromValue = 0
        spin.toValue = 1
        spin.duration = 4
        // Committed at 10 s, its begin time; the badge's layer time is the media time (no
        // timing of its own): at 11 s the animation is a quarter through.
        CAMediaClock.withFixedTime(10) {
            badge.add(spin, forKey: "fade")
            CATransaction.flush()
        }
        #expect(badge.inspectorLine(atMediaTime: 11) == "CALayer \"badge\" (10 10; 40 × 20) α 0.5 · fade 25%")
        #expect(root.inspectorLine(atMediaTime: 11) == "CALayer (0 0; 800 × 600)")
    }

    @Test func aPointInTheListNamesItsEntryAndHoveringOutlinesTheLayer() throws {
        let (root, card, badge, holder, child) = tree()
        let inspector = LayerInspector()
        root.addSublayer(inspector.panel)
        root.addSublayer(inspector.outline)
        inspector.update(root: root, bounds: root.bounds, time: 0)
        // The panel is the root's right 360 points; rows of 14 points from y = 26.
        #expect(inspector.panel.frame == CGRect(x: 440, y: 0, width: 360, height: 600))
        let rowY = { (k: Int) in 26 + 14 * CGFloat(k) + 7 }
        #expect(inspector.entry(at: CGPoint(x: 500, y: rowY(2))) === badge)
        #expect(inspector.entry(at: CGPoint(x: 500, y: rowY(1))) === card)
        #expect(inspector.entry(at: CGPoint(x: 500, y: rowY(9))) == nil, "below the last entry")
        #expect(inspector.entry(at: CGPoint(x: 400, y: rowY(2))) == nil, "left of the panel")
        // The badge at (10, 10) in the card at (20, 30): (30, 40), 40 × 20.
        inspector.select(badge, in: root)
        #expect(inspector.outline.frame == CGRect(x: 30, y: 40, width: 40, height: 20) && !inspector.outline.isHidden)
        // The child (50 × 10 at the holder's origin) under the holder's 2× scale and quarter
        // turn about its centre (350, 350): the box around its corners, 20 × 100.
        inspector.select(child, in: root)
        let expected = boundingBox(of: child, in: root)
        #expect(abs(inspector.outline.frame.minX - expected.minX) < 1e-9 && abs(inspector.outline.frame.maxY - expected.maxY) < 1e-9)
        #expect(abs(expected.width - 20) < 1e-9 && abs(expected.height - 100) < 1e-9)
        _ = holder
        inspector.select(nil, in: root)
        #expect(inspector.outline.isHidden)
    }

    /// The box around a layer's bounds' corners in `root`, each corner mapped by hand
    /// through every layer's position, anchor and transform (2D affine here).
    func boundingBox(of layer: CALayer, in root: CALayer) -> CGRect {
        var points = [CGPoint(x: layer.bounds.minX, y: layer.bounds.minY), CGPoint(x: layer.bounds.maxX, y: layer.bounds.minY),
                      CGPoint(x: layer.bounds.minX, y: layer.bounds.maxY), CGPoint(x: layer.bounds.maxX, y: layer.bounds.maxY)]
        var current = layer
        while current !== root, let parent = current.superlayer {
            let t = current.transform
            let anchor = CGPoint(x: current.bounds.minX + current.anchorPoint.x * current.bounds.width,
                                 y: current.bounds.minY + current.anchorPoint.y * current.bounds.height)
            points = points.map { p in
                let x = p.x - anchor.x, y = p.y - anchor.y
                return CGPoint(x: x * t.m11 + y * t.m21 + t.m41 + current.position.x,
                               y: x * t.m12 + y * t.m22 + t.m42 + current.position.y)
            }
            current = parent
        }
        let xs = points.map(\.x), ys = points.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    @Test func clicksPassThroughThePanelAndTheOutline() {
        let (root, card, _, _, _) = tree()
        let inspector = LayerInspector()
        root.addSublayer(inspector.panel)
        root.addSublayer(inspector.outline)
        inspector.update(root: root, bounds: root.bounds, time: 0)
        inspector.select(card, in: root)
        let behind = CALayer()
        behind.frame = CGRect(x: 450, y: 0, width: 300, height: 300)
        root.insertSublayer(behind, at: 0)
        #expect(root.hitTest(CGPoint(x: 500, y: 50)) === behind, "under the panel")
        #expect(root.hitTest(CGPoint(x: 21, y: 31)) === card, "under the outline's edge")
    }

    @Test func thePanelAndTheOutlineAreDrawnOverTheApp() throws {
        let (root, _, badge, _, _) = tree()
        root.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        let inspector = LayerInspector()
        root.addSublayer(inspector.panel)
        root.addSublayer(inspector.outline)
        inspector.update(root: root, bounds: root.bounds, time: 0)
        inspector.select(badge, in: root)
        let context = try #require(CGContext(data: nil, width: 800, height: 600, bitsPerComponent: 8, bytesPerRow: 3200,
                                             space: CGColorSpaceCreateDeviceRGB(),
                                             bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        // render(in:) draws y-up: row y of the image is 599 − y of the root.
        root.render(in: context)
        let image = try #require(context.makeImage())
        // The outline's 2-point border at the badge's left edge (x 30…32), mid-height: the
        // border colour (1, 0.2, 0.8) over white.
        let edge = image.pixels.pixel(x: 31, y: 599 - 50)
        #expect(edge.r == 255 && abs(Int(edge.g) - 51) <= 1 && abs(Int(edge.b) - 204) <= 1, "\(edge)")
        // Inside the panel, away from text: its colour (alpha 0.88) over white.
        let panel = image.pixels.pixel(x: 790, y: 599 - 590)
        let expected = [0.04, 0.05, 0.08].map { Int(($0 * 0.88 + 0.12) * 255) }
        #expect(abs(Int(panel.r) - expected[0]) <= 2 && abs(Int(panel.g) - expected[1]) <= 2 && abs(Int(panel.b) - expected[2]) <= 2,
                "\(panel)")
    }
}
