import Foundation
import Testing
@testable import Lamina

/// Records the order in which layers are laid out and displayed.
final class Recorder {
    var events: [String] = []
}

final class RecordingLayer: CALayer {
    var recorder: Recorder?
    override func layoutSublayers() {
        recorder?.events.append("layout \(name ?? "?")")
        super.layoutSublayers()
    }
    override func display() {
        recorder?.events.append("display \(name ?? "?")")
        super.display()
    }
}

final class RecordingDelegate: CALayerDelegate {
    var events: [String] = []
    func layoutSublayers(of layer: CALayer) { events.append("delegate layout \(layer.name ?? "?")") }
    func display(_ layer: CALayer) { events.append("delegate display \(layer.name ?? "?")") }
}

final class DrawingDelegate: CALayerDelegate {
    var willDraw = 0
    func layerWillDraw(_ layer: CALayer) { willDraw += 1 }
}

@Suite struct LayerLayoutAndDisplayTests {
    func chain(_ recorder: Recorder) -> (RecordingLayer, RecordingLayer, RecordingLayer) {
        let a = RecordingLayer(), b = RecordingLayer(), c = RecordingLayer()
        for (layer, name) in [(a, "a"), (b, "b"), (c, "c")] {
            layer.name = name
            layer.recorder = recorder
        }
        a.addSublayer(b)
        b.addSublayer(c)
        a.layoutIfNeeded()
        recorder.events.removeAll()
        return (a, b, c)
    }

    @Test func layoutIfNeededStartsAtTheHighestAncestorThatNeedsIt() {
        let recorder = Recorder()
        let (a, b, c) = chain(recorder)
        b.setNeedsLayout()
        c.setNeedsLayout()
        #expect(b.needsLayout() && c.needsLayout() && !a.needsLayout())
        c.layoutIfNeeded()
        // c's parent b needs layout, a does not: the pass starts at b, parents first.
        #expect(recorder.events == ["layout b", "layout c"])
        #expect(!b.needsLayout() && !c.needsLayout())
        c.layoutIfNeeded()
        #expect(recorder.events.count == 2)
    }

    @Test func layoutIfNeededLaysOutMarkedDescendants() {
        let recorder = Recorder()
        let (a, _, c) = chain(recorder)
        c.setNeedsLayout()
        a.layoutIfNeeded()
        #expect(recorder.events == ["layout c"])
    }

    @Test func layersMarkedWhileDetachedAreLaidOutAndDisplayedOnceAdded() {
        let recorder = Recorder()
        let (a, _, c) = chain(recorder)
        // A little tree made and marked on its own, then added under c.
        let d = RecordingLayer(), e = RecordingLayer()
        for (layer, name) in [(d, "d"), (e, "e")] {
            layer.name = name
            layer.recorder = recorder
        }
        d.addSublayer(e)
        d.layoutIfNeeded()
        e.setNeedsLayout()
        e.setNeedsDisplay()
        recorder.events.removeAll()
        c.addSublayer(d)
        a.layoutSubtree()
        a.displaySubtreeIfNeeded()
        // c's sublayers changed (c lays out), and e, marked before joining, is reached.
        #expect(recorder.events.contains("layout e"), "\(recorder.events)")
        #expect(recorder.events.contains("display e"), "\(recorder.events)")
        #expect(!e.needsLayout() && !e.needsDisplay())
    }

    @Test func boundsSizeChangesAndSublayerEditsRequestLayout() {
        let recorder = Recorder()
        let (a, b, _) = chain(recorder)
        b.bounds.origin = CGPoint(x: 3, y: 3)
        #expect(!b.needsLayout())
        b.bounds.size = CGSize(width: 10, height: 10)
        #expect(b.needsLayout())
        a.layoutIfNeeded()
        a.addSublayer(CALayer())
        #expect(a.needsLayout())
    }

    @Test func defaultLayoutAsksTheDelegate() {
        let layer = CALayer()
        layer.name = "x"
        let delegate = RecordingDelegate()
        layer.delegate = delegate
        layer.setNeedsLayout()
        layer.layoutIfNeeded()
        #expect(delegate.events == ["delegate layout x"])
    }

    @Test func displayIfNeededDisplaysOnlyWhenMarked() {
        let recorder = Recorder()
        let (a, b, c) = chain(recorder)
        a.displayIfNeeded()
        #expect(recorder.events.isEmpty)
        c.setNeedsDisplay()
        #expect(c.needsDisplay() && !b.needsDisplay())
        c.displayIfNeeded()
        #expect(recorder.events == ["display c"] && !c.needsDisplay())
        b.setNeedsDisplay(CGRect(x: 0, y: 0, width: 1, height: 1))
        c.setNeedsDisplay()
        a.displaySubtreeIfNeeded()
        #expect(recorder.events == ["display c", "display b", "display c"])
    }

    @Test func displayAsksTheDelegateFirst() {
        let layer = CALayer()
        layer.name = "d"
        let delegate = RecordingDelegate()
        layer.delegate = delegate
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        #expect(delegate.events == ["delegate display d"])
        // A delegate without display(_:) is told the layer will draw (into a backing
        // store, which needs a non-empty bounds).
        let drawing = DrawingDelegate()
        layer.delegate = drawing
        layer.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
        layer.display()
        #expect(drawing.willDraw == 1)
    }

    @Test func needsDisplayOnBoundsChange() {
        let layer = CALayer()
        layer.bounds.size = CGSize(width: 5, height: 5)
        #expect(!layer.needsDisplay())
        layer.needsDisplayOnBoundsChange = true
        layer.bounds.size = CGSize(width: 6, height: 5)
        #expect(layer.needsDisplay())
    }

    @Test func classNeedsDisplayForKeyMarksOnChange() {
        final class RedrawOnColor: CALayer {
            override class func needsDisplay(forKey key: String) -> Bool {
                key == "backgroundColor" || key == "progress" || super.needsDisplay(forKey: key)
            }
        }
        let layer = RedrawOnColor()
        layer.position = CGPoint(x: 1, y: 1)
        #expect(!layer.needsDisplay())
        layer.backgroundColor = CGColor.white
        #expect(layer.needsDisplay())
        layer.display()
        layer.setValue(0.5, forKey: "progress")
        #expect(layer.needsDisplay())
        #expect(!CALayer.needsDisplay(forKey: "backgroundColor"))
    }

    @Test func subclassDefaultValueForKeyAppliesToNewInstances() {
        final class RoundedLayer: CALayer {
            override class func defaultValue(forKey key: String) -> Any? {
                key == "cornerRadius" ? CGFloat(8) : super.defaultValue(forKey: key)
            }
        }
        #expect(RoundedLayer().cornerRadius == 8)
        #expect(CALayer().cornerRadius == 0)
        #expect(CALayer.defaultValue(forKey: "anchorPoint") as? CGPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(CALayer.defaultValue(forKey: "shadowOffset") as? CGSize == CGSize(width: 0, height: -3))
        #expect(CALayer.defaultValue(forKey: "noSuchKey") == nil)
    }
}
