import Foundation
import Testing
@testable import Lamina

/// `CAScrollLayer` and CALayer's scrolling category against CAScrollLayer.h: the scroll
/// layer moves its bounds' origin (`scroll(to:)`), only along the axes `scrollMode`
/// allows; sublayers scroll their closest scroll layer with their geometry converted
/// into its coordinates; `visibleRect` is the part of a layer the scroll layer shows.
/// Expected origins are worked out in each test from the geometry.
@Suite struct ScrollLayerTests {
    /// A 100×100 scroll layer holding a 400×400 content layer at its origin, and a
    /// 50×50 item at (100, 200) in the content.
    struct Tree {
        let scroller = CAScrollLayer()
        let content = CALayer()
        let item = CALayer()

        init() {
            scroller.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
            content.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
            item.frame = CGRect(x: 100, y: 200, width: 50, height: 50)
            scroller.addSublayer(content)
            content.addSublayer(item)
        }
    }

    @Test func defaultsAreApples() {
        let layer = CAScrollLayer()
        #expect(layer.scrollMode == .both)
        #expect(layer.masksToBounds)
        #expect(CAScrollLayer.defaultValue(forKey: "masksToBounds") as? Bool == true)
        #expect(CALayer.defaultValue(forKey: "masksToBounds") as? Bool == false)
        #expect(CAScrollLayer.defaultValue(forKey: "scrollMode") as? CAScrollLayerScrollMode == .both)
        #expect(CALayer().masksToBounds == false)
        // The modes' names, as CAScrollLayer.h lists them.
        #expect([CAScrollLayerScrollMode.none, .vertically, .horizontally, .both].map(\.rawValue)
                == ["none", "vertically", "horizontally", "both"])
    }

    @Test func scrollModeThroughKeyValueCodingAndCopies() {
        let layer = CAScrollLayer()
        #expect(layer.value(forKey: "scrollMode") as? CAScrollLayerScrollMode == .both)
        layer.setValue("vertically", forKey: "scrollMode")
        #expect(layer.scrollMode == .vertically)
        layer.setValue(CAScrollLayerScrollMode.horizontally, forKey: "scrollMode")
        #expect(layer.scrollMode == .horizontally)
        let copy = CAScrollLayer(layer: layer)
        #expect(copy.scrollMode == .horizontally && copy.masksToBounds)
        // A plain layer has no such property: the key is a custom value there.
        let plain = CALayer()
        plain.setValue("none", forKey: "scrollMode")
        #expect(plain.value(forKey: "scrollMode") as? String == "none")
    }

    @Test func scrollToAPointMovesTheBoundsOriginAlongTheAllowedAxes() {
        let layer = CAScrollLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 80)
        layer.scroll(to: CGPoint(x: 30, y: 40))
        #expect(layer.bounds == CGRect(x: 30, y: 40, width: 100, height: 80))
        layer.scrollMode = .vertically
        layer.scroll(to: CGPoint(x: 5, y: 6))
        #expect(layer.bounds.origin == CGPoint(x: 30, y: 6))
        layer.scrollMode = .horizontally
        layer.scroll(to: CGPoint(x: 7, y: 8))
        #expect(layer.bounds.origin == CGPoint(x: 7, y: 6))
        layer.scrollMode = .none
        layer.scroll(to: CGPoint(x: 70, y: 80))
        #expect(layer.bounds.origin == CGPoint(x: 7, y: 6))
        #expect(layer.bounds.size == CGSize(width: 100, height: 80))
    }

    @Test func scrollToARectScrollsAsLittleAsNeeded() {
        let layer = CAScrollLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        // Already inside: nothing moves.
        layer.scroll(to: CGRect(x: 10, y: 10, width: 20, height: 20))
        #expect(layer.bounds.origin == .zero)
        // Past the right edge: the rect's right edge meets the bounds' (180 − 100).
        layer.scroll(to: CGRect(x: 150, y: 20, width: 30, height: 30))
        #expect(layer.bounds.origin == CGPoint(x: 80, y: 0))
        // Before the left edge and below the bottom one.
        layer.scroll(to: CGRect(x: -20, y: 130, width: 10, height: 10))
        #expect(layer.bounds.origin == CGPoint(x: -20, y: 40))
        // Longer than the bounds along x: its left edge is shown.
        layer.scroll(to: CGRect(x: 10, y: 50, width: 300, height: 20))
        #expect(layer.bounds.origin == CGPoint(x: 10, y: 40))
        // A rect given with negative sizes is the same rect.
        layer.scroll(to: CGRect(x: 250, y: 50, width: -30, height: 20))
        #expect(layer.bounds.origin == CGPoint(x: 150, y: 40))
        // Only along the allowed axis.
        layer.scrollMode = .vertically
        layer.scroll(to: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(layer.bounds.origin == CGPoint(x: 150, y: 0))
    }

    @Test func aSublayerScrollsItsClosestScrollLayer() {
        let tree = Tree()
        // The item's (10, 5) is (110, 205) in the scroll layer: it becomes the origin.
        tree.item.scroll(CGPoint(x: 10, y: 5))
        #expect(tree.scroller.bounds.origin == CGPoint(x: 110, y: 205))
        // The item's bounds are (100, 200, 50, 50) there: from an origin of (0, 0) the
        // far edges (150, 250) come to the bounds' far edges.
        tree.scroller.scroll(to: CGPoint.zero)
        tree.item.scrollRectToVisible(tree.item.bounds)
        #expect(tree.scroller.bounds.origin == CGPoint(x: 50, y: 150))
        // The closest scroll layer wins over one further up.
        let outer = CAScrollLayer()
        outer.bounds = CGRect(x: 0, y: 0, width: 500, height: 500)
        outer.addSublayer(tree.scroller)
        tree.item.scroll(CGPoint.zero)
        #expect(tree.scroller.bounds.origin == CGPoint(x: 100, y: 200))
        #expect(outer.bounds.origin == .zero)
    }

    @Test func withoutAScrollLayerAboveScrollingDoesNothing() {
        let parent = CALayer(), child = CALayer()
        parent.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        child.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        parent.addSublayer(child)
        child.scroll(CGPoint(x: 5, y: 5))
        child.scrollRectToVisible(CGRect(x: 0, y: 0, width: 500, height: 500))
        #expect(parent.bounds == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(child.visibleRect == child.bounds)
        // A scroll layer does not scroll itself through the category.
        let scroller = CAScrollLayer()
        scroller.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        scroller.scroll(CGPoint(x: 3, y: 3))
        #expect(scroller.bounds.origin == .zero)
    }

    @Test func visibleRectIsWhatTheScrollLayerShows() {
        let tree = Tree()
        // Scrolled to (120, 210): the scroll layer shows (120…220, 210…310) of the content,
        // which is (20…120, 10…110) in the item's coordinates; the item is 50×50.
        tree.scroller.scroll(to: CGPoint(x: 120, y: 210))
        #expect(tree.item.visibleRect == CGRect(x: 20, y: 10, width: 30, height: 40))
        #expect(tree.content.visibleRect == CGRect(x: 120, y: 210, width: 100, height: 100))
        // Scrolled away from the item: none of it shows.
        tree.scroller.scroll(to: CGPoint(x: 300, y: 0))
        #expect(tree.item.visibleRect.isNull)
        #expect(tree.scroller.visibleRect == tree.scroller.bounds)
    }

    @Test func badGeometryIsRefusedWithADiagnostic() {
        let layer = CAScrollLayer()
        layer.bounds = CGRect(x: 1, y: 2, width: 10, height: 10)
        let reported = LaminaDiagnostics.capture {
            layer.scroll(to: CGPoint(x: CGFloat.nan, y: 0))
            layer.scroll(to: CGRect(x: 0, y: CGFloat.infinity, width: 1, height: 1))
            layer.scroll(to: CGRect.null)
        }
        #expect(reported.count == 3)
        #expect(layer.bounds == CGRect(x: 1, y: 2, width: 10, height: 10))
        let child = CALayer()
        layer.addSublayer(child)
        let fromChild = LaminaDiagnostics.capture { child.scrollRectToVisible(.null) }
        #expect(fromChild.count == 1)
        #expect(layer.bounds.origin == CGPoint(x: 1, y: 2))
    }

    @Test func presentationCopiesAreScrollLayers() throws {
        let scene = EngineScene()
        let scroller = CAScrollLayer()
        scene.at(0) {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            scroller.bounds = CGRect(x: 0, y: 0, width: 50, height: 50)
            scroller.scrollMode = .horizontally
            scene.root.addSublayer(scroller)
            scroller.scroll(to: CGPoint(x: 20, y: 30))
            CATransaction.commit()
        }
        scene.frame(at: 0)
        let shown = try #require(scroller.presentation())
        #expect(shown.scrollMode == .horizontally)
        #expect(shown.bounds.origin == CGPoint(x: 20, y: 0))
        #expect(scene.shown(scroller).masksToBounds)
    }

    /// A 50×50 scroll layer at (10, 10) over a 200×200 green content with a red 40×40
    /// square at (60, 60) in it, scrolled to (50, 50): a content point c shows at
    /// 10 + (c − 50), so the square covers (20…60) on screen, the content's green the rest
    /// of (10…60), and nothing shows past 60, where the scroll layer clips by default.
    @Test func scrolledContentRendersShiftedAndClipped() {
        let size = 100
        let ctx = CGContext(data: nil, width: size, height: size, bitsPerComponent: 8, bytesPerRow: size * 4,
                            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        let renderer = CARenderer(context: ctx)
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: size, height: size)
        renderer.bounds = root.frame
        renderer.layer = root
        let scroller = CAScrollLayer(), content = CALayer(), square = CALayer()
        func draw(at t: CFTimeInterval) -> (Int, Int) -> [UInt8] {
            ctx.clear(CGRect(x: 0, y: 0, width: size, height: size))
            CAMediaClock.withFixedTime(t) {
                renderer.beginFrame(atTime: t)
                renderer.render()
                renderer.endFrame()
            }
            return { x, y in
                let p = ctx.pixels.pixel(x: x, y: y)
                return [p.r, p.g, p.b, p.a]
            }
        }
        CAMediaClock.withFixedTime(0) {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            scroller.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
            content.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
            content.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
            square.frame = CGRect(x: 60, y: 60, width: 40, height: 40)
            square.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            content.addSublayer(square)
            scroller.addSublayer(content)
            root.addSublayer(scroller)
            CATransaction.commit()
        }
        let green: [UInt8] = [0, 255, 0, 255], red: [UInt8] = [255, 0, 0, 255], clear: [UInt8] = [0, 0, 0, 0]
        let before = draw(at: 0)
        #expect(before(15, 15) == green && before(55, 55) == green)   // content (5…45): the square is further on
        #expect(before(65, 65) == clear && before(5, 5) == clear)
        CAMediaClock.withFixedTime(1) {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            scroller.scroll(to: CGPoint(x: 50, y: 50))
            CATransaction.commit()
        }
        let after = draw(at: 1)
        #expect(after(15, 15) == green)                    // content (55, 55)
        #expect(after(21, 21) == red && after(40, 40) == red && after(59, 59) == red)
        #expect(after(19, 40) == green)                    // content (59, 80): left of the square
        #expect(after(65, 40) == clear && after(40, 65) == clear)
    }
}
