import Foundation
import Testing
@testable import LaminaKit

@Suite struct ViewGeometryTests {
    @Test func frameBoundsAndCenterFollowEachOther() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 60))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 60))
        #expect(view.center == CGPoint(x: 60, y: 50))
        view.center = CGPoint(x: 0, y: 0)
        #expect(view.frame == CGRect(x: -50, y: -30, width: 100, height: 60))
        view.bounds = CGRect(x: 5, y: 5, width: 40, height: 20)
        // The bounds' size changes about the centre; its origin does not move the frame.
        #expect(view.frame == CGRect(x: -20, y: -10, width: 40, height: 20))
        #expect(view.center == .zero)
    }

    @Test func transformKeepsCenterAndBoundsAndFrameIsTheBoundingBox() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(view.center == CGPoint(x: 50, y: 25))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        // A quarter turn about the centre swaps the extents: 50 wide, 100 tall.
        let frame = view.frame
        #expect(near(frame.minX, 25, 1e-9) && near(frame.minY, -25, 1e-9))
        #expect(near(frame.width, 50, 1e-9) && near(frame.height, 100, 1e-9))
        view.transform = CGAffineTransform(scaleX: 2, y: 3)
        #expect(view.transform.a == 2 && view.transform.d == 3)
        #expect(view.center == CGPoint(x: 50, y: 25))
        #expect(near(view.frame.width, 200) && near(view.frame.height, 150))
    }

    @Test func nonFiniteGeometryIsRefusedWithADiagnostic() {
        let view = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        let reported = LaminaDiagnostics.capture {
            view.frame = CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)
            view.center = CGPoint(x: 0, y: CGFloat.infinity)
            view.alpha = CGFloat.nan
        }
        #expect(reported.count == 3)
        #expect(view.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(view.alpha == 1)
    }

    @Test func appearanceReadsBackWhatTheLayerHolds() {
        let view = UIView()
        let red = UIColor.red
        view.backgroundColor = red
        view.alpha = 0.3
        #expect(view.backgroundColor === red && view.alpha == 0.3)
        #expect(view.layer.backgroundColor == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(view.layer.opacity == Float(0.3))
        view.layer.backgroundColor = CGColor(gray: 0.5, alpha: 1)
        view.layer.opacity = 0.75
        #expect(view.backgroundColor?.cgColor == CGColor(gray: 0.5, alpha: 1))
        #expect(view.alpha == 0.75)
        view.isHidden = true
        view.clipsToBounds = true
        #expect(view.layer.isHidden && view.layer.masksToBounds)
    }

    @Test func conversionGoesThroughEveryAncestor() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let a = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        let b = UIView(frame: CGRect(x: 5, y: 5, width: 50, height: 50))
        root.addSubview(a)
        a.addSubview(b)
        #expect(b.convert(CGPoint(x: 1, y: 1), to: root) == CGPoint(x: 16, y: 26))
        #expect(root.convert(CGPoint(x: 16, y: 26), to: b) == CGPoint(x: 1, y: 1))
        #expect(b.convert(CGPoint(x: 1, y: 1), to: nil) == CGPoint(x: 16, y: 26))
        a.bounds.origin = CGPoint(x: 5, y: 0)   // scrolls a's content left by 5
        #expect(b.convert(CGPoint.zero, to: root) == CGPoint(x: 10, y: 25))
        #expect(a.convert(CGRect(x: 5, y: 5, width: 50, height: 50), to: root) == CGRect(x: 10, y: 25, width: 50, height: 50))
    }

    @Test func subviewsAndTheirLayersStayInStep() {
        let parent = UIView()
        let (a, b, c) = (UIView(), UIView(), UIView())
        let extra = CALayer()
        parent.layer.addSublayer(extra)          // a layer the app added itself
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(c, belowSubview: b)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [a, c, b].map(ObjectIdentifier.init))
        let order = { parent.layer.sublayers!.filter { $0 !== extra }.map(ObjectIdentifier.init) }
        #expect(order() == [a.layer, c.layer, b.layer].map(ObjectIdentifier.init))
        parent.bringSubviewToFront(a)
        #expect(parent.subviews.last === a && order().last == ObjectIdentifier(a.layer))
        parent.sendSubviewToBack(b)
        #expect(parent.subviews.first === b && order().first == ObjectIdentifier(b.layer))
        parent.insertSubview(a, at: 1)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [b, a, c].map(ObjectIdentifier.init))
        #expect(order() == [b.layer, a.layer, c.layer].map(ObjectIdentifier.init))
        parent.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [c, a, b].map(ObjectIdentifier.init))
        #expect(order() == [c.layer, a.layer, b.layer].map(ObjectIdentifier.init))
        c.removeFromSuperview()
        #expect(c.superview == nil && c.layer.superlayer == nil && parent.subviews.count == 2)
        #expect(parent.layer.sublayers!.contains { $0 === extra })
    }

    @Test func addingToAnotherParentMovesAndCyclesAreRefused() {
        let (p1, p2, child) = (UIView(), UIView(), UIView())
        p1.addSubview(child)
        p2.addSubview(child)
        #expect(p1.subviews.isEmpty && child.superview === p2 && child.layer.superlayer === p2.layer)
        let reported = LaminaDiagnostics.capture { child.addSubview(p2) }
        #expect(reported.count == 1 && reported[0].code == .layerCycle)
        #expect(p2.superview == nil)
    }

    @Test func layerClassMakesAReplicatorBackedView() {
        final class ReflectionView: UIView {
            override class var layerClass: AnyClass { CAReplicatorLayer.self }
        }
        let view = ReflectionView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.layer is CAReplicatorLayer)
        #expect(view.layer.delegate === view)
        #expect(UIView().layer.self.isMember(of: CALayer.self))
    }

    @Test func windowAndViewWithTagAndDescendants() {
        let scene = KitScene()
        let child = UIView()
        child.tag = 7
        let grandchild = UIView()
        child.addSubview(grandchild)
        #expect(grandchild.window == nil)
        scene.add(child)
        #expect(grandchild.window === scene.window)
        #expect(scene.window.viewWithTag(7) === child)
        #expect(grandchild.isDescendant(of: scene.window))
    }

    @Test func layoutCodeMayOpenTransactionsAndChangeOtherLayers() {
        // The commit lays out; layout here opens its own transaction and changes a layer
        // that had no change of its own: that change joins the commit being made.
        final class Painter: UIView {
            let target: UIView
            init(target: UIView) {
                self.target = target
                super.init(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            }
            required init?(coder: NSCoder) { nil }
            override func layoutSubviews() {
                CATransaction.begin()
                CATransaction.setDisableActions(true)
                target.layer.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
                CATransaction.commit()
            }
        }
        let scene = KitScene()
        let target = UIView(frame: CGRect(x: 50, y: 50, width: 20, height: 20))
        scene.add(target)
        let painter = Painter(target: target)
        scene.add(painter)
        scene.at(1) { painter.setNeedsLayout() }
        #expect(pixel(scene.frame(at: 1), 60, 60) == [0, 0, 255, 255])
    }

    @Test func layoutSubviewsRunsAtTheCommitAfterSetNeedsLayout() {
        final class CountingView: UIView {
            var layouts = 0
            override func layoutSubviews() { layouts += 1 }
        }
        let scene = KitScene()
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        scene.add(view)
        let before = view.layouts
        scene.at(0.1) { view.setNeedsLayout() }
        #expect(view.layouts == before + 1)
        scene.at(0.2) { view.bounds.size = CGSize(width: 20, height: 20) }
        #expect(view.layouts == before + 2)
        scene.at(0.3) { view.center = CGPoint(x: 1, y: 1) }
        #expect(view.layouts == before + 2)
    }
}
