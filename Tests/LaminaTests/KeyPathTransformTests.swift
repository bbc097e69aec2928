import Foundation
import Testing
@testable import Lamina

/// The `CATransform3D` key paths of Core Animation's KVC extensions (table C-2):
/// `rotation(.x/.y/.z)`, `scale(.x/.y/.z)`, `translation(.x/.y/.z)`. Expected values come
/// from Core Animation's constructors.
@Suite struct KeyPathTransformTests {
    private func number(_ value: Any?) -> CGFloat? { value as? CGFloat }

    @Test func rotationAboutZReadsItsAngle() {
        let layer = CALayer()
        layer.transform = CATransform3DMakeRotation(0.7, 0, 0, 1)
        #expect(close(number(layer.value(forKeyPath: "transform.rotation.z"))!, 0.7))
        #expect(close(number(layer.value(forKeyPath: "transform.rotation"))!, 0.7))
        #expect(close(number(layer.value(forKeyPath: "transform.rotation.x"))!, 0))
        for angle: CGFloat in [-3.1, -1, 2, .pi] {
            layer.transform = CATransform3DMakeRotation(angle, 0, 0, 1)
            #expect(close(number(layer.value(forKeyPath: "transform.rotation.z"))!, angle, 1e-12))
        }
    }

    @Test func rotationAboutXAndYReadTheirAngles() {
        let layer = CALayer()
        layer.transform = CATransform3DMakeRotation(-0.4, 1, 0, 0)
        #expect(close(number(layer.value(forKeyPath: "transform.rotation.x"))!, -0.4))
        layer.transform = CATransform3DMakeRotation(1.2, 0, 1, 0)
        #expect(close(number(layer.value(forKeyPath: "transform.rotation.y"))!, 1.2))
        #expect(close(number(layer.value(forKeyPath: "transform.rotation.z"))!, 0))
    }

    @Test func scaleReadsEachFactorAndTheirAverage() {
        let layer = CALayer()
        layer.transform = CATransform3DMakeScale(2, 3, 4)
        #expect(close(number(layer.value(forKeyPath: "transform.scale.x"))!, 2))
        #expect(close(number(layer.value(forKeyPath: "transform.scale.y"))!, 3))
        #expect(close(number(layer.value(forKeyPath: "transform.scale.z"))!, 4))
        #expect(close(number(layer.value(forKeyPath: "transform.scale"))!, (2 + 3 + 4) / 3))
        // A rotation after the scale does not change the scale factors.
        layer.transform = CATransform3DConcat(CATransform3DMakeScale(2, 3, 4), CATransform3DMakeRotation(0.8, 1, 1, 0))
        #expect(close(number(layer.value(forKeyPath: "transform.scale.y"))!, 3))
    }

    @Test func translationReadsWhereTheOriginGoes() {
        let layer = CALayer()
        layer.transform = CATransform3DTranslate(CATransform3DMakeRotation(0.5, 0, 0, 1), 10, 20, 30)
        // Translate prepends: the origin goes to (10, 20, 30) rotated.
        let expected = apply(layer.transform, 0, 0, 0)
        #expect(close(number(layer.value(forKeyPath: "transform.translation.x"))!, expected.x))
        #expect(close(number(layer.value(forKeyPath: "transform.translation.y"))!, expected.y))
        #expect(close(number(layer.value(forKeyPath: "transform.translation.z"))!, expected.z))
        let size = layer.value(forKeyPath: "transform.translation") as? CGSize
        #expect(size.map { close($0.width, expected.x) && close($0.height, expected.y) } == true)
    }

    @Test func settingTranslationKeepsTheRotation() {
        let layer = CALayer()
        layer.transform = CATransform3DMakeRotation(0.9, 0, 0, 1)
        layer.setValue(5, forKeyPath: "transform.translation.x")
        let expected = CATransform3DConcat(CATransform3DMakeRotation(0.9, 0, 0, 1), CATransform3DMakeTranslation(5, 0, 0))
        #expect(close(layer.transform, expected, 1e-12))
        layer.setValue(CGSize(width: -3, height: 8), forKeyPath: "transform.translation")
        #expect(close(layer.transform, CATransform3DConcat(CATransform3DMakeRotation(0.9, 0, 0, 1),
                                                           CATransform3DMakeTranslation(-3, 8, 0)), 1e-12))
        #expect(close(number(layer.value(forKeyPath: "transform.rotation.z"))!, 0.9))
    }

    @Test func settingRotationOnAScaleAndTranslationScalesThenRotatesThenTranslates() {
        let layer = CALayer()
        layer.transform = CATransform3DConcat(CATransform3DMakeScale(2, 3, 1), CATransform3DMakeTranslation(10, 20, 0))
        layer.setValue(0.6, forKeyPath: "transform.rotation.z")
        let expected = CATransform3DConcat(
            CATransform3DConcat(CATransform3DMakeScale(2, 3, 1), CATransform3DMakeRotation(0.6, 0, 0, 1)),
            CATransform3DMakeTranslation(10, 20, 0))
        #expect(close(layer.transform, expected, 1e-12))
        // The point (1, 0) is scaled to (2, 0), turned by 0.6, then moved by (10, 20).
        let p = apply(layer.transform, 1, 0)
        #expect(close(p.x, 10 + 2 * cos(0.6)) && close(p.y, 20 + 2 * sin(0.6)))
        // `rotation` is rotation.z; setting it replaces the angle instead of adding to it.
        layer.setValue(-1.0, forKeyPath: "transform.rotation")
        #expect(close(number(layer.value(forKeyPath: "transform.rotation.z"))!, -1))
        #expect(close(number(layer.value(forKeyPath: "transform.scale.x"))!, 2))
    }

    @Test func settingScaleKeepsRotationAndTranslation() {
        let layer = CALayer()
        let rotateAndMove = CATransform3DConcat(CATransform3DMakeRotation(0.4, 0, 0, 1), CATransform3DMakeTranslation(7, 8, 9))
        layer.transform = rotateAndMove
        layer.setValue(3, forKeyPath: "transform.scale")
        #expect(close(layer.transform, CATransform3DConcat(CATransform3DMakeScale(3, 3, 3), rotateAndMove), 1e-12))
        layer.setValue(Float(0.5), forKeyPath: "transform.scale.y")
        #expect(close(layer.transform, CATransform3DConcat(CATransform3DMakeScale(3, 0.5, 3), rotateAndMove), 1e-12))
        #expect(close(number(layer.value(forKeyPath: "transform.scale"))!, (3 + 0.5 + 3) / 3))
    }

    @Test func settingRotationXAndYReadsBack() {
        let layer = CALayer()
        layer.setValue(0.3, forKeyPath: "transform.rotation.x")
        #expect(close(layer.transform, CATransform3DMakeRotation(0.3, 1, 0, 0), 1e-12))
        layer.setValue(-0.5, forKeyPath: "transform.rotation.y")
        #expect(close(number(layer.value(forKeyPath: "transform.rotation.x"))!, 0.3))
        #expect(close(number(layer.value(forKeyPath: "transform.rotation.y"))!, -0.5))
    }

    @Test func perspectiveSurvivesComponentEditsAndTranslationReadsBack() {
        let layer = CALayer()
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        layer.sublayerTransform = t
        layer.setValue(40, forKeyPath: "sublayerTransform.translation.z")
        #expect(close(number(layer.value(forKeyPath: "sublayerTransform.translation.z"))!, 40))
        #expect(close(layer.sublayerTransform.m34, -1.0 / 500))
        layer.setValue(0.5, forKeyPath: "sublayerTransform.rotation.y")
        #expect(close(number(layer.value(forKeyPath: "sublayerTransform.rotation.y"))!, 0.5))
        #expect(close(number(layer.value(forKeyPath: "sublayerTransform.translation.z"))!, 40))
        // Setting translation.z replaced the last row by (0, 0, 40, 1): T(0, 0, 40) · P with
        // P the perspective column (0, 0, −1/500, 1 + 40/500). The rotation goes before both.
        var projection = CATransform3DIdentity
        projection.m34 = -1.0 / 500
        projection.m44 = 1 + 40.0 / 500
        let expected = CATransform3DConcat(CATransform3DConcat(CATransform3DMakeRotation(0.5, 0, 1, 0),
                                                               CATransform3DMakeTranslation(0, 0, 40)), projection)
        #expect(close(layer.sublayerTransform, expected, 1e-12))
    }

    @Test func singularTransformsGetIdentityPartsAndADiagnosticNeverNaN() {
        let layer = CALayer()
        layer.transform = CATransform3DMakeScale(0, 0, 0)
        // Reading a collapsed transform is fine: scale 0, no rotation, no diagnostic.
        let reads = LaminaDiagnostics.capture {
            #expect(number(layer.value(forKeyPath: "transform.scale")) == 0)
            #expect(number(layer.value(forKeyPath: "transform.rotation.z")) == 0)
        }
        #expect(reads.isEmpty)
        let diagnostics = LaminaDiagnostics.capture {
            layer.setValue(1, forKeyPath: "transform.scale")
        }
        #expect(diagnostics.map(\.code) == [.singularTransform])
        #expect(layer.transform == CATransform3DIdentity)

        // Scale 0 on x with a rotation: the rotation and the other factors are kept.
        let partial = CATransform3DConcat(CATransform3DMakeScale(0, 2, 1), CATransform3DMakeRotation(0.5, 0, 0, 1))
        layer.transform = partial
        let more = LaminaDiagnostics.capture { layer.setValue(1.5, forKeyPath: "transform.scale.x") }
        #expect(more.map(\.code) == [.singularTransform])
        #expect(close(layer.transform, CATransform3DConcat(CATransform3DMakeScale(1.5, 2, 1),
                                                           CATransform3DMakeRotation(0.5, 0, 0, 1)), 1e-12))
        #expect(entries(layer.transform).allSatisfy { $0.isFinite })
    }

    @Test func translationOfASingularTransformNeedsNoDecomposition() {
        let layer = CALayer()
        layer.transform = CATransform3DMakeScale(0, 0, 1)
        let diagnostics = LaminaDiagnostics.capture { layer.setValue(12, forKeyPath: "transform.translation.y") }
        #expect(diagnostics.isEmpty)
        #expect(layer.transform == CATransform3DConcat(CATransform3DMakeScale(0, 0, 1), CATransform3DMakeTranslation(0, 12, 0)))
    }

    @Test func nonFiniteAndWrongTypedComponentValuesAreRefused() {
        let layer = CALayer()
        layer.transform = CATransform3DMakeRotation(0.2, 0, 0, 1)
        let before = layer.transform
        let diagnostics = LaminaDiagnostics.capture {
            layer.setValue(CGFloat.nan, forKeyPath: "transform.rotation.z")
            layer.setValue(Double.infinity, forKeyPath: "transform.scale")
            layer.setValue("big", forKeyPath: "transform.scale")
            layer.setValue(5, forKeyPath: "transform.translation")  // wants a CGSize
        }
        #expect(diagnostics.map(\.code) == [.nonFiniteValue, .nonFiniteValue, .invalidValueType, .invalidValueType])
        #expect(layer.transform == before)
    }

    @Test func instanceTransformComponentsWorkOnReplicators() {
        let replicator = CAReplicatorLayer()
        replicator.setValue(0.25, forKeyPath: "instanceTransform.rotation.z")
        replicator.setValue(CGSize(width: 30, height: 0), forKeyPath: "instanceTransform.translation")
        #expect(close(replicator.instanceTransform,
                      CATransform3DConcat(CATransform3DMakeRotation(0.25, 0, 0, 1), CATransform3DMakeTranslation(30, 0, 0)), 1e-12))
    }
}

/// `transform.scale.xy` (and any order or combination of axes after `scale.`): not in
/// Apple's table C-2, but accepted by Core Animation and common in published iOS code
/// (pulsing dots, "breathing" buttons). It names the named factors together.
@Suite struct KeyPathCombinedScaleTests {
    @Test func combinedAxesReadTheirAverageAndSetTogether() {
        let layer = CALayer()
        layer.transform = CATransform3DMakeScale(2, 4, 8)
        #expect(abs((layer.value(forKeyPath: "transform.scale.xy") as? CGFloat ?? .nan) - 3) < 1e-9)
        #expect(abs((layer.value(forKeyPath: "transform.scale.yx") as? CGFloat ?? .nan) - 3) < 1e-9)
        #expect(abs((layer.value(forKeyPath: "transform.scale.zy") as? CGFloat ?? .nan) - 6) < 1e-9)
        layer.setValue(0.5, forKeyPath: "transform.scale.xy")
        let t = layer.transform
        #expect(abs(t.m11 - 0.5) < 1e-9 && abs(t.m22 - 0.5) < 1e-9 && abs(t.m33 - 8) < 1e-9)
        #expect(LayerKeyPath("transform.scale.xyz")?.component == .scale)
        #expect(LayerKeyPath("transform.scale.xx") == nil)
    }

    @Test func anAnimationOfScaleXYScalesXAndYOnly() throws {
        let scene = EngineScene()
        let layer = scene.addLayer()
        let pulse = CABasicAnimation(keyPath: "transform.scale.xy")
        pulse.fromValue = 1.0
        pulse.toValue = 3.0
        pulse.duration = 2
        scene.at(1) { layer.add(pulse, forKey: "pulse") }
        scene.frame(at: 2)
        let shown = scene.shown(layer).transform
        #expect(abs(shown.m11 - 2) < 1e-9 && abs(shown.m22 - 2) < 1e-9 && shown.m33 == 1)
        let presented = try #require(CAMediaClock.withFixedTime(2) { layer.presentation() })
        #expect(abs((presented.value(forKeyPath: "transform.scale.x") as? CGFloat ?? .nan) - 2) < 1e-9)
    }
}
