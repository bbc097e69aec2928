import Foundation
import Testing
@testable import Lamina

/// The rarely-set fields of `RenderValues` live in groups shared copy-on-write: values
/// behave as plain values all the same (a copy is independent, a field reads back what
/// was written, by name and by offset), and layers at the defaults share the defaults.
@Suite struct RenderValueGroupTests {
    @Test func groupsKeepTheirFieldsWhereOffsetsLook() {
        #expect(RenderValues.groupsHaveTheirLayout)
    }

    @Test func aNewLayerSharesTheDefaults() {
        let a = CALayer(), b = CALayer()
        #expect(a.state.values.shadowGroup.isDefault && b.state.values.shadowGroup.isDefault)
        #expect(a.state.values.transformGroup.isDefault && a.state.values.subclassGroup.isDefault)
        a.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        a.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
        #expect(a.state.values.shadowGroup.isDefault, "inline fields leave the groups shared")
    }

    @Test func aShadowSetThenClearedReadsBack() {
        let layer = CALayer()
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        layer.shadowOpacity = 0.5
        layer.shadowColor = red
        layer.shadowRadius = 7
        layer.shadowOffset = CGSize(width: 2, height: 5)
        #expect(!layer.state.values.shadowGroup.isDefault)
        #expect(layer.shadowOpacity == 0.5 && layer.shadowRadius == 7)
        #expect(layer.shadowOffset == CGSize(width: 2, height: 5))
        #expect(layer.shadowColor === red)
        #expect(layer.state.values.shadowColor == CGColor.RGBA(red: 1, green: 0, blue: 0, alpha: 1))

        // Apple's defaults: opacity 0, black, radius 3, offset (0, −3).
        layer.shadowOpacity = 0
        layer.shadowColor = CGColor.black
        layer.shadowRadius = 3
        layer.shadowOffset = CGSize(width: 0, height: -3)
        #expect(layer.state.values.shadowColor == CGColor.RGBA(red: 0, green: 0, blue: 0, alpha: 1))
        #expect(layer.state.values.shadowRadius == 3 && layer.state.values.shadowOffset.height == -3)

        // A fresh layer still reads the defaults: the writes went to the layer's own box.
        let fresh = CALayer()
        #expect(fresh.shadowRadius == 3 && fresh.shadowOffset == CGSize(width: 0, height: -3))
    }

    @Test func aCopyWrittenAfterTheCopyLeavesTheOriginal() {
        var original = RenderValues()
        original.cornerRadius = 4
        original.shadowRadius = 9
        original.lineWidth = 2
        var copy = original
        copy.shadowRadius = 1
        copy.transform = CATransform3DMakeTranslation(5, 0, 0)
        copy.lineWidth = 3
        #expect(original.shadowRadius == 9 && copy.shadowRadius == 1)
        #expect(CATransform3DIsIdentity(original.transform) && copy.transform.m41 == 5)
        #expect(original.lineWidth == 2 && copy.lineWidth == 3)

        // By offset, as animations write: the same.
        var third = original
        third.set(.scalar(12), at: LayerKeyPath("shadowRadius")!)
        third.set(.scalar(0.25), at: LayerKeyPath("strokeEnd")!)
        #expect(third.shadowRadius == 12 && original.shadowRadius == 9)
        #expect(third.strokeEnd == 0.25 && original.strokeEnd == 1)
        #expect(RenderValues().shadowRadius == 3 && RenderValues().strokeEnd == 1)
        guard case .scalar(let read)? = third.value(at: LayerKeyPath("shadowRadius")!) else {
            Issue.record("shadowRadius reads back as a scalar")
            return
        }
        #expect(read == 12)
    }

    @Test func aWriteToAnOwnGroupIsInPlace() {
        var values = RenderValues()
        values.shadowRadius = 5
        let address = values.shadowGroup.fieldsAddress
        values.shadowRadius = 6
        values.set(.scalar(7), at: LayerKeyPath("shadowRadius")!)
        #expect(values.shadowGroup.fieldsAddress == address)
        #expect(values.shadowRadius == 7)
    }

    @Test func resettingAGroupFieldCopiesTheModels() {
        var model = RenderValues()
        model.contentsScale = 2
        var presented = model
        presented.contentsScale = 5
        withUnsafePointer(to: &model) { presented.reset(.contentsScale, from: $0) }
        #expect(presented.contentsScale == 2 && model.contentsScale == 2)
    }

    @Test func contentsAreSeenThroughTheirGroup() {
        var values = RenderValues()
        #expect(withUnsafePointer(to: &values) { RenderValues.hasNoContents($0) })
        values.contents = CGImage.self
        #expect(!withUnsafePointer(to: &values) { RenderValues.hasNoContents($0) })
        values.contents = nil
        #expect(withUnsafePointer(to: &values) { RenderValues.hasNoContents($0) })
    }

    @Test func aLayersTransformIsItsOwnOnceSetAndTheDefaultsStayIdentity() {
        let a = CALayer(), b = CALayer()
        let turn = CATransform3DMakeRotation(.pi / 3, 0, 0, 1)
        a.transform = turn
        #expect(!a.state.values.transformGroup.isDefault && b.state.values.transformGroup.isDefault)
        #expect(CATransform3DEqualToTransform(a.transform, turn))
        #expect(CATransform3DIsIdentity(b.transform) && CATransform3DIsIdentity(TransformValues.defaults.payload.pointee.transform))
        #expect(a.state.values.sublayerTransformGroup.isDefault, "the transform and the sublayer transform are apart")
        let c = CALayer(layer: a)
        c.transform = CATransform3DIdentity
        #expect(CATransform3DEqualToTransform(a.transform, turn), "a copy's write leaves the original")
    }

    /// A frame's transform animation writes the presented values' own transform box: the
    /// first frame after a commit copies it from the model's, later frames write it in
    /// place, and the model's transform is untouched.
    @Test func anAnimatedTransformIsWrittenInPlaceFrameAfterFrame() {
        let scene = EngineScene()
        let layer = scene.addLayer()
        scene.at(0) {
            let spin = CABasicAnimation(keyPath: "transform.rotation.z")
            spin.fromValue = 0
            spin.toValue = Double.pi
            spin.duration = 1
            layer.add(spin, forKey: "spin")
        }
        scene.frame(at: 0.25)
        let address = scene.shown(layer).transformGroup.fieldsAddress
        scene.frame(at: 0.5)
        let half = scene.shown(layer)
        #expect(half.transformGroup.fieldsAddress == address)
        #expect(abs(half.transform.m11 - cos(Double.pi / 2)) < 1e-9 && abs(half.transform.m12 - sin(Double.pi / 2)) < 1e-9)
        #expect(CATransform3DIsIdentity(layer.transform) && layer.state.values.transformGroup.isDefault)
    }

    /// A commit hands the render tree the model's values as they are: a plain layer's
    /// common fields are kept once, by its model and its node together, and a change to
    /// the model after the commit is the model's alone until the next commit.
    @Test func aCommittedLayerSharesItsValuesWithItsNodeUntilTheModelChanges() {
        let scene = EngineScene()
        let layer = scene.addLayer()
        #expect(scene.shown(layer).commonGroup.fieldsAddress == layer.state.values.commonGroup.fieldsAddress)
        CATransaction.setDisableActions(true)
        layer.position = CGPoint(x: 70, y: 20)
        #expect(scene.shown(layer).position == CGPoint(x: 50, y: 50), "the node still shows the committed position")
        #expect(layer.position == CGPoint(x: 70, y: 20))
        scene.at(1) {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.opacity = 0.25
            CATransaction.commit()
        }
        scene.frame(at: 1)
        let shown = scene.shown(layer)
        #expect(shown.position == CGPoint(x: 70, y: 20) && shown.opacity == 0.25)
        #expect(shown.commonGroup.fieldsAddress == layer.state.values.commonGroup.fieldsAddress)
    }

    /// An animated position is written into the node's own box: the model's value and box
    /// stay as they were, and a second frame writes the same box in place.
    @Test func anAnimatedPositionLeavesTheModelsValues() {
        let scene = EngineScene()
        let layer = scene.addLayer()
        let modelBox = layer.state.values.commonGroup.fieldsAddress
        scene.at(0) {
            let move = CABasicAnimation(keyPath: "position.x")
            move.fromValue = 0
            move.toValue = 200
            move.duration = 1
            layer.add(move, forKey: "move")
        }
        scene.frame(at: 0.25)
        let address = scene.shown(layer).commonGroup.fieldsAddress
        #expect(address != modelBox)
        scene.frame(at: 0.5)
        // Linear from 0 to 200 (the default timing): 100 at half time.
        #expect(abs(scene.shown(layer).position.x - 100) < 1e-9)
        #expect(scene.shown(layer).commonGroup.fieldsAddress == address)
        #expect(layer.position == CGPoint(x: 50, y: 50) && layer.state.values.commonGroup.fieldsAddress == modelBox)
    }

    /// The subclasses' colours, paths and lists share one box among the layers that set
    /// none; a layer's write (or a copy's) is its own.
    @Test func aSubclassObjectSetOnOneLayerIsItsOwn() {
        let a = CAShapeLayer(), b = CAShapeLayer()
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        a.fillColor = red
        a.path = CGPath(rect: CGRect(x: 0, y: 0, width: 3, height: 3), transform: nil)
        a.lineDashPattern = [2, 1]
        #expect(a.fillColor === red && a.path != nil && a.lineDashPattern == [2, 1])
        // Apple's defaults: fill opaque black, no path, no dashes.
        #expect(b.fillColor?.rgba == CGColor.RGBA(red: 0, green: 0, blue: 0, alpha: 1) && b.path == nil && b.lineDashPattern == nil)
        let c = CAShapeLayer(layer: a)
        c.fillColor = nil
        #expect(a.fillColor === red && c.fillColor == nil)
        let plain = CALayer()
        plain.backgroundColor = red
        plain.borderColor = red
        #expect(plain.backgroundColor === red && plain.borderColor === red && CALayer().borderColor?.rgba == CGColor.RGBA(red: 0, green: 0, blue: 0, alpha: 1))
    }
}
