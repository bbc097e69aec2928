import Foundation
import Testing
@testable import Lamina

/// Small members of Apple's QuartzCore API that ported code calls: the corner curve
/// expansion factor, `CALayer.shouldArchiveValue(forKey:)` as Apple's instance method,
/// `CAAnimation.preferredFrameRateRange` and `CAFrameRateRange()`.
@Suite struct QuartzCoreAdditionsTests {
    /// A circular corner of radius r ends r from the corner along each edge, so its
    /// factor is 1. Apple publishes no formula for its continuous curve; 1.528665 is the
    /// value Apple's QuartzCore returns (a measured constant, checked to its six digits).
    @Test func cornerCurveExpansionFactors() {
        #expect(CALayer.cornerCurveExpansionFactor(.circular) == 1)
        #expect(abs(CALayer.cornerCurveExpansionFactor(.continuous) - 1.528665) < 5e-7)
        #expect(CALayer.cornerCurveExpansionFactor(CALayerCornerCurve(rawValue: "squircle")) == 1)
        #expect(CAShapeLayer.cornerCurveExpansionFactor(.continuous) == CALayer.cornerCurveExpansionFactor(.continuous))
    }

    /// CALayer.h declares `-shouldArchiveValueForKey:` on instances; its default answers
    /// YES for every key.
    @Test func layersAnswerShouldArchiveValueOnInstances() {
        final class Selective: CALayer {
            override func shouldArchiveValue(forKey key: String) -> Bool { key != "position" }
        }
        #expect(CALayer().shouldArchiveValue(forKey: "position"))
        #expect(CAShapeLayer().shouldArchiveValue(forKey: "noSuchKey"))
        let layer: CALayer = Selective()
        #expect(!layer.shouldArchiveValue(forKey: "position") && layer.shouldArchiveValue(forKey: "bounds"))
    }

    @Test func frameRateRangeDefaults() {
        #expect(CAFrameRateRange() == .default)
        #expect(CAFrameRateRange.default.minimum == 0 && CAFrameRateRange.default.maximum == 0)
        #expect(CAFrameRateRange.default.preferred == nil)
    }

    @Test func animationsKeepAndCopyTheirPreferredFrameRateRange() {
        let animation = CABasicAnimation(keyPath: "position")
        #expect(animation.preferredFrameRateRange == .default)
        let range = CAFrameRateRange(minimum: 30, maximum: 120, preferred: 60)
        animation.preferredFrameRateRange = range
        let copy = animation.copy() as! CABasicAnimation
        #expect(copy.preferredFrameRateRange == range)
        copy.preferredFrameRateRange = .default
        #expect(animation.preferredFrameRateRange == range)
        // Key-value coding: the value comes back typed; a wrong type is reported and ignored.
        #expect(animation.value(forKey: "preferredFrameRateRange") as? CAFrameRateRange == range)
        #expect(CAAnimation.defaultValue(forKey: "preferredFrameRateRange") as? CAFrameRateRange == .default)
        let reported = LaminaDiagnostics.capture {
            animation.setValue(60, forKey: "preferredFrameRateRange")
        }
        #expect(reported.map(\.code) == [.invalidValueType])
        #expect(animation.preferredFrameRateRange == range)
        animation.setValue(CAFrameRateRange(minimum: 10, maximum: 20), forKey: "preferredFrameRateRange")
        #expect(animation.preferredFrameRateRange == CAFrameRateRange(minimum: 10, maximum: 20, preferred: nil))
        // Groups and springs copy it too (through CAAnimation's copy).
        let group = CAAnimationGroup()
        group.preferredFrameRateRange = range
        #expect((group.copy() as! CAAnimationGroup).preferredFrameRateRange == range)
    }

    /// The layer a commit copies carries the range on the animation the layer keeps.
    @Test func theAddedCopyKeepsTheRange() {
        let layer = CALayer()
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.preferredFrameRateRange = CAFrameRateRange(minimum: 80, maximum: 120, preferred: 120)
        layer.add(animation, forKey: "fade")
        #expect(layer.animation(forKey: "fade")?.preferredFrameRateRange.preferred == 120)
    }
}
