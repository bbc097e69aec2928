import Foundation
import Testing
@testable import Lamina

/// The out-of-line parts of items (contents, a shape's paint, a gradient's style, a
/// run's matrices) are boxes a builder reuses: a frame like the one before refills the
/// same boxes, and a list someone still holds keeps what it showed.
@Suite struct RenderListBoxTests {
    /// A tree with one item of each boxed kind: contents, a shape, a gradient, and a
    /// replicator whose copies are one run.
    final class BoxedScene {
        let scene = ListScene()
        let picture = CALayer()
        let shape = CAShapeLayer()
        let gradient = CAGradientLayer()
        let replicator = CAReplicatorLayer()

        init() {
            scene.change {
                picture.contents = CGImage(pixels: PixelBuffer(width: 2, height: 2))
                shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
                shape.fillColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
                gradient.colors = [CGColor(red: 0, green: 0, blue: 0, alpha: 1), CGColor(red: 1, green: 1, blue: 1, alpha: 1)]
                replicator.instanceCount = 3
                replicator.instanceTransform = CATransform3DMakeTranslation(12, 0, 0)
            }
            scene.add(picture, frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            scene.add(shape, frame: CGRect(x: 30, y: 0, width: 20, height: 20))
            scene.add(gradient, frame: CGRect(x: 60, y: 0, width: 20, height: 20))
            scene.add(replicator, frame: CGRect(x: 0, y: 40, width: 100, height: 20))
            scene.add(CALayer(), frame: CGRect(x: 0, y: 0, width: 10, height: 10),
                      color: CGColor(red: 0, green: 0, blue: 1, alpha: 1), to: replicator)
        }
    }

    /// The boxes of a list, by kind.
    struct Boxes {
        var contents: [ItemBox<ContentsItem>] = []
        var paints: [ItemBox<ShapePaint>] = []
        var styles: [ItemBox<GradientStyle>] = []
        var runs: [ItemBox<InstanceRun.Matrices>] = []

        init(_ list: RenderList) {
            for command in list.commands {
                switch command {
                case .layer(let item): if let box = item.contentsBox { contents.append(box) }
                case .shape(let item): paints.append(item.paint)
                case .gradient(let item): styles.append(item.style)
                case .beginInstances(let run): runs.append(run.matrices)
                default: break
                }
            }
        }

        var all: [AnyObject] { contents + paints + styles + runs }
    }

    @Test func aFrameLikeTheOneBeforeRefillsItsBoxes() {
        let tree = BoxedScene()
        // Weak references: the boxes of the first frame, alive only while the builder keeps them.
        let first: [Weak] = Boxes(tree.scene.list()).all.map(Weak.init)
        #expect(first.count == 4)
        let second = Boxes(tree.scene.list()).all
        #expect(second.count == 4)
        let same = zip(first, second).map { weak, box in weak.object.map { ObjectIdentifier($0) == ObjectIdentifier(box) } ?? false }
        #expect(same == [true, true, true, true])
    }

    @Test func aListKeptFromTheFrameBeforeKeepsWhatItShowed() throws {
        let tree = BoxedScene()
        let kept = tree.scene.list()
        let otherImage = CGImage(pixels: PixelBuffer(width: 4, height: 3))
        tree.scene.change {
            tree.picture.contents = otherImage
            tree.shape.fillColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
            tree.gradient.colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
            tree.replicator.instanceTransform = CATransform3DMakeTranslation(0, 5, 0)
        }
        let next = tree.scene.list()
        let old = Boxes(kept), new = Boxes(next)
        try #require(old.all.count == 4 && new.all.count == 4)
        let same = zip(old.all, new.all).map { ObjectIdentifier($0) == ObjectIdentifier($1) }
        #expect(same == [false, false, false, false])
        // The kept list still shows the first frame: a 2×2 picture, red fill, black to
        // white, copies 12 points apart in x.
        #expect(old.contents[0].value.image.width == 2 && old.contents[0].value.image.height == 2)
        #expect(old.paints[0].value.fillColor == CGColor.RGBA(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(old.styles[0].value.colors == [CGColor.RGBA(red: 0, green: 0, blue: 0, alpha: 1),
                                               CGColor.RGBA(red: 1, green: 1, blue: 1, alpha: 1)])
        #expect(old.runs[0].value.step.m41 == 12 && old.runs[0].value.step.m42 == 0)
        // The new one the change.
        let shown = new.contents[0].value.image
        #expect(ObjectIdentifier(shown) == ObjectIdentifier(otherImage))
        #expect(new.paints[0].value.fillColor == CGColor.RGBA(red: 0, green: 1, blue: 0, alpha: 1))
        #expect(new.styles[0].value.colors == [CGColor.RGBA(red: 1, green: 0, blue: 0, alpha: 1),
                                               CGColor.RGBA(red: 0, green: 0, blue: 1, alpha: 1)])
        #expect(new.runs[0].value.step.m41 == 0 && new.runs[0].value.step.m42 == 5)
    }

    final class Weak {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }
}
