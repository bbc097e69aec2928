import Foundation
import Testing
@testable import Lamina

/// `AnimatableValue(from:as:)` and `anyValue(as:)`: what an iOS programmer passes goes in,
/// the property's own Swift type comes out.
@Suite struct AnimatableValueConversionTests {
    private func scalar(_ value: AnimatableValue?) -> CGFloat? {
        if case .scalar(let x) = value { return x }
        return nil
    }

    @Test func everySwiftNumberAndNSNumberBecomesAScalar() {
        let inputs: [Any] = [Double(1.5), Float(1.5), CGFloat(1.5), NSNumber(value: 1.5)]
        for input in inputs {
            #expect(scalar(AnimatableValue(from: input, as: .cgFloat)) == 1.5)
        }
        #expect(scalar(AnimatableValue(from: 3, as: .float)) == 3)
        #expect(scalar(AnimatableValue(from: Int32(-7), as: .double)) == -7)
        #expect(scalar(AnimatableValue(from: UInt8(200), as: .int)) == 200)
        #expect(scalar(AnimatableValue(from: true, as: .cgFloat)) == 1)
    }

    @Test func wrongKindsAndNilForNonOptionalTypesFail() {
        #expect(AnimatableValue(from: "1.5", as: .cgFloat) == nil)
        #expect(AnimatableValue(from: nil, as: .cgFloat) == nil)
        #expect(AnimatableValue(from: 3, as: .point) == nil)
        #expect(AnimatableValue(from: CGPoint(x: 1, y: 2), as: .size) == nil)
        #expect(AnimatableValue(from: CGColor.black, as: .path) == nil)
        #expect(AnimatableValue(from: ["a"], as: .numberArray) == nil)
    }

    @Test func geometryAndTransformsKeepTheirValues() {
        guard case .point(let p) = AnimatableValue(from: CGPoint(x: 1, y: 2), as: .point),
              case .size(let s) = AnimatableValue(from: CGSize(width: 3, height: 4), as: .size),
              case .rect(let r) = AnimatableValue(from: CGRect(x: 1, y: 2, width: 3, height: 4), as: .rect),
              case .transform(let t) = AnimatableValue(from: CATransform3DMakeScale(2, 3, 4), as: .transform),
              case .transform(let affine) = AnimatableValue(from: CGAffineTransform(translationX: 5, y: 6),
                                                           as: .transform) else {
            Issue.record("geometry did not convert")
            return
        }
        #expect(p == CGPoint(x: 1, y: 2))
        #expect(s == CGSize(width: 3, height: 4))
        #expect(r == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(t == CATransform3DMakeScale(2, 3, 4))
        #expect(affine == CATransform3DMakeTranslation(5, 6, 0))
    }

    @Test func colorsConvertToRGBAAndBackToCGColor() {
        let color = CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
        guard case .color(let rgba) = AnimatableValue(from: color, as: .color) else {
            Issue.record("no colour")
            return
        }
        #expect(rgba == CGColor.RGBA(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8))
        let back = AnimatableValue.color(rgba).anyValue(as: .color) as? CGColor
        #expect(back?.components == [0.2, 0.4, 0.6, 0.8])
        // A nil colour animates from transparent black.
        guard case .color(let clear) = AnimatableValue(from: nil, as: .color) else {
            Issue.record("nil colour")
            return
        }
        #expect(clear == CGColor.RGBA(red: 0, green: 0, blue: 0, alpha: 0))
        // Out-of-range blends are clamped when written back.
        let wild = AnimatableValue.color(CGColor.RGBA(red: 1.5, green: -0.5, blue: .nan, alpha: 0.5))
        #expect((wild.anyValue(as: .color) as? CGColor)?.components == [1, 0, 0, 0.5])
    }

    @Test func numberArraysFromNSNumberOrSwiftArrays() {
        let fromNumbers = AnimatableValue(from: [NSNumber(value: 0), NSNumber(value: 0.5), NSNumber(value: 1)],
                                          as: .numberArray)
        let fromDoubles = AnimatableValue(from: [0.0, 0.5, 1.0], as: .numberArray)
        let fromInts = AnimatableValue(from: [0, 2, 4], as: .numberArray)
        guard case .scalars(let a) = fromNumbers, case .scalars(let b) = fromDoubles,
              case .scalars(let c) = fromInts else {
            Issue.record("arrays did not convert")
            return
        }
        #expect(a == [0, 0.5, 1])
        #expect(b == [0, 0.5, 1])
        #expect(c == [0, 2, 4])
        let back = AnimatableValue.scalars([0.25, 0.75]).anyValue(as: .numberArray) as? [NSNumber]
        #expect(back?.map(\.doubleValue) == [0.25, 0.75])
    }

    @Test func gradientColorsBecomeAColorArrayOtherObjectsStayDiscrete() {
        let colors: [Any] = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
        guard case .colors(let rgba) = AnimatableValue(from: colors, as: .object) else {
            Issue.record("colors did not convert")
            return
        }
        #expect(rgba.count == 2 && rgba[1].blue == 1)
        let back = AnimatableValue.colors(rgba).anyValue(as: .object) as? [CGColor]
        #expect(back?.map { $0.components ?? [] } == [[1, 0, 0, 1], [0, 0, 1, 1]])
        guard case .discrete(let image) = AnimatableValue(from: "an image", as: .object) else {
            Issue.record("object did not stay discrete")
            return
        }
        #expect(image as? String == "an image")
    }

    @Test func pathsConvertToStorageAndBack() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 1, y: 2))
        path.addLine(to: CGPoint(x: 3, y: 4))
        guard case .path(let storage) = AnimatableValue(from: path, as: .path) else {
            Issue.record("path did not convert")
            return
        }
        #expect(storage.points == [CGPoint(x: 1, y: 2), CGPoint(x: 3, y: 4)])
        let back = AnimatableValue.path(storage).anyValue(as: .path) as? CGPath
        #expect(back == path)
        guard case .discrete(let none) = AnimatableValue(from: nil, as: .path) else {
            Issue.record("nil path")
            return
        }
        #expect(none == nil)
    }

    @Test func scalarsWriteBackAsThePropertysNumberType() {
        let x = AnimatableValue.scalar(2.6)
        #expect(x.anyValue(as: .cgFloat) as? CGFloat == 2.6)
        #expect(x.anyValue(as: .float) as? Float == Float(2.6))
        #expect(x.anyValue(as: .double) as? Double == 2.6)
        #expect(x.anyValue(as: .int) as? Int == 3)
        #expect(AnimatableValue.scalar(-2.5).anyValue(as: .int) as? Int == -3)
        #expect(AnimatableValue.scalar(.infinity).anyValue(as: .int) == nil)
        #expect(x.anyValue(as: .point) == nil)
    }

    @Test func discreteTypesTakeAnythingAndGiveItBack() {
        guard case .discrete(let flag) = AnimatableValue(from: true, as: .bool) else {
            Issue.record("bool")
            return
        }
        #expect(flag as? Bool == true)
        #expect(AnimatableValue.discrete(1).anyValue(as: .bool) as? Bool == true)
        let gravity = AnimatableValue(from: CALayerContentsGravity.center, as: .stringEnum)
        #expect(gravity?.anyValue(as: .stringEnum) as? CALayerContentsGravity == .center)
        #expect(AnimatableValue(from: nil, as: .string)?.anyValue(as: .string) == nil)
    }
}
