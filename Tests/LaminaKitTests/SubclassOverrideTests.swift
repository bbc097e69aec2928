import Foundation
import Testing
@testable import LaminaKit

/// iOS code overrides these members in its own `CALayer` and `UIView` subclasses (a
/// `frame` with `didSet`, a `setNeedsDisplay()` that also redraws something else, a
/// `layerClass`): the overrides compile unchanged and run where UIKit calls them.
@Suite struct SubclassOverrideTests {
    final class RecordingLayer: CALayer {
        var events: [String] = []
        override var frame: CGRect { didSet { events.append("frame") } }
        override var sublayers: [CALayer]? { didSet { events.append("sublayers") } }
        override func setNeedsDisplay() { events.append("setNeedsDisplay"); super.setNeedsDisplay() }
        override func addSublayer(_ layer: CALayer) { events.append("addSublayer"); super.addSublayer(layer) }
        override func removeFromSuperlayer() { events.append("removeFromSuperlayer"); super.removeFromSuperlayer() }
        override func add(_ anim: CAAnimation, forKey key: String?) { events.append("add \(key ?? "")"); super.add(anim, forKey: key) }
        override func removeAllAnimations() { events.append("removeAllAnimations"); super.removeAllAnimations() }
        override func setNeedsLayout() { events.append("setNeedsLayout"); super.setNeedsLayout() }
        override var speed: Float { didSet { events.append("speed") } }
        override var duration: CFTimeInterval { didSet { events.append("duration") } }
        override func render(in ctx: CGContext) { events.append("render"); super.render(in: ctx) }
        override func convert(_ p: CGPoint, to layer: CALayer?) -> CGPoint { events.append("convert"); return super.convert(p, to: layer) }
        override func animation(forKey key: String) -> CAAnimation? { events.append("animation"); return super.animation(forKey: key) }
        override func presentation() -> Self? { events.append("presentation"); return super.presentation() }
        override func setAffineTransform(_ m: CGAffineTransform) { events.append("setAffineTransform"); super.setAffineTransform(m) }
    }

    @Test func layerOverridesRun() {
        let layer = RecordingLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.addSublayer(CALayer())
        layer.sublayers = nil
        layer.add(CABasicAnimation(keyPath: "opacity"), forKey: "fade")
        layer.removeAllAnimations()
        layer.speed = 2
        layer.duration = 3
        #expect(layer.events.contains("frame"))
        for event in ["addSublayer", "sublayers", "add fade", "removeAllAnimations", "speed", "duration", "setNeedsLayout"] {
            #expect(layer.events.contains(event), "\(event) in \(layer.events)")
        }
        // Display marking by the layer itself goes through the override.
        layer.needsDisplayOnBoundsChange = true
        layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
        #expect(layer.events.contains("setNeedsDisplay"))
        #expect(layer.duration == 3 && layer.speed == 2)
        _ = layer.convert(CGPoint.zero, to: nil)
        _ = layer.animation(forKey: "fade")
        _ = layer.presentation()
        layer.setAffineTransform(.identity)
        for event in ["convert", "animation", "presentation", "setAffineTransform"] {
            #expect(layer.events.contains(event), "\(event) in \(layer.events)")
        }
    }

    final class RecordingView: UIView {
        var events: [String] = []
        override var frame: CGRect { didSet { events.append("frame") } }
        override var bounds: CGRect { didSet { events.append("bounds") } }
        override var center: CGPoint { didSet { events.append("center") } }
        override var transform: CGAffineTransform { didSet { events.append("transform") } }
        override func addSubview(_ view: UIView) { events.append("addSubview"); super.addSubview(view) }
        override func removeFromSuperview() { events.append("removeFromSuperview"); super.removeFromSuperview() }
        override func setNeedsLayout() { events.append("setNeedsLayout"); super.setNeedsLayout() }
        override func layoutIfNeeded() { events.append("layoutIfNeeded"); super.layoutIfNeeded() }
        override func setNeedsDisplay() { events.append("setNeedsDisplay"); super.setNeedsDisplay() }
        override func bringSubviewToFront(_ view: UIView) { events.append("bringSubviewToFront"); super.bringSubviewToFront(view) }
        override func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { events.append("convert"); return super.convert(point, to: view) }
        override var intrinsicContentSize: CGSize { CGSize(width: 44, height: 22) }
        override class var layerClass: AnyClass { CAShapeLayer.self }
    }

    @Test func viewOverridesRun() {
        let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(view.layer is CAShapeLayer)
        view.events.removeAll()
        view.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        view.bounds = CGRect(x: 0, y: 0, width: 30, height: 30)
        view.center = CGPoint(x: 5, y: 5)
        view.transform = CGAffineTransform(rotationAngle: 0.1)
        let child = UIView()
        view.addSubview(child)
        view.bringSubviewToFront(child)
        view.layoutIfNeeded()
        _ = view.convert(CGPoint.zero, to: nil)
        for event in ["frame", "bounds", "center", "transform", "addSubview", "bringSubviewToFront", "layoutIfNeeded", "convert"] {
            #expect(view.events.contains(event), "\(event) in \(view.events)")
        }
        #expect(view.intrinsicContentSize == CGSize(width: 44, height: 22))
    }

    @Test func intrinsicContentSizesAreUIKits() {
        #expect(UIView.noIntrinsicMetric == -1)
        #expect(UIView().intrinsicContentSize == CGSize(width: -1, height: -1))
        #expect(UIImageView().intrinsicContentSize == CGSize(width: -1, height: -1))
        let label = UILabel()
        #expect(label.intrinsicContentSize == .zero, "an empty label")
        label.text = "Hello"
        let size = label.intrinsicContentSize
        #expect(size.width > 0 && size == label.sizeThatFits(CGSize(width: 1e9, height: 1e9)))
    }
}
