import Foundation
import Testing
@testable import Lamina

/// `ValueFunctionKind`: Apple's names, the inputs they take and the matrices they build,
/// compared with `CATransform3DMake…`.
@Suite struct ValueFunctionTests {
    @Test func rawNamesAreApples() {
        let names = ["rotateX", "rotateY", "rotateZ", "scale", "scaleX", "scaleY", "scaleZ",
                     "translate", "translateX", "translateY", "translateZ"]
        #expect(names.compactMap(ValueFunctionKind.init(rawName:)).map(\.rawValue) == names)
        #expect(ValueFunctionKind(rawName: "rotate") == nil)
        #expect(ValueFunctionKind.scale.inputType == .numberArray)
        #expect(ValueFunctionKind.rotateZ.inputType == .cgFloat)
    }

    @Test func singleNumberFunctionsMatchTheMakeFunctions() {
        let angle: CGFloat = 0.8
        let cases: [(ValueFunctionKind, CATransform3D)] = [
            (.rotateX, CATransform3DMakeRotation(angle, 1, 0, 0)),
            (.rotateY, CATransform3DMakeRotation(angle, 0, 1, 0)),
            (.rotateZ, CATransform3DMakeRotation(angle, 0, 0, 1)),
            (.scaleX, CATransform3DMakeScale(angle, 1, 1)),
            (.scaleY, CATransform3DMakeScale(1, angle, 1)),
            (.scaleZ, CATransform3DMakeScale(1, 1, angle)),
            (.translateX, CATransform3DMakeTranslation(angle, 0, 0)),
            (.translateY, CATransform3DMakeTranslation(0, angle, 0)),
            (.translateZ, CATransform3DMakeTranslation(0, 0, angle)),
        ]
        for (kind, expected) in cases {
            #expect(kind.transform(for: .scalar(angle)) == expected, "\(kind)")
        }
    }

    @Test func vectorFunctionsTakeThreeNumbers() {
        #expect(ValueFunctionKind.scale.transform(for: .scalars([2, 3, 4])) == CATransform3DMakeScale(2, 3, 4))
        #expect(ValueFunctionKind.translate.transform(for: .scalars([5, 6, 7])) == CATransform3DMakeTranslation(5, 6, 7))
        // A single number scales uniformly; translate needs an array.
        #expect(ValueFunctionKind.scale.transform(for: .scalar(2)) == CATransform3DMakeScale(2, 2, 2))
        #expect(ValueFunctionKind.translate.transform(for: .scalar(2)) == nil)
        #expect(ValueFunctionKind.rotateZ.transform(for: .scalars([1, 2, 3])) == nil)
        #expect(!ValueFunctionKind.scale.accepts(.point(.zero)))
        #expect(!ValueFunctionKind.scale.accepts(.scalars([1, 2, 3, 4])))
    }

    @Test func interpolatedInputSpinsAsFarAsTheNumbersSay() {
        // 0 → 4π about z: a quarter of the way the layer has turned by π (not stood still).
        let t = ValueFunctionKind.rotateZ.transform(interpolating: .scalar(0), to: .scalar(4 * .pi), fraction: 0.25)
        #expect(t.map { close($0, CATransform3DMakeRotation(.pi, 0, 0, 1), 1e-12) } == true)
        let s = ValueFunctionKind.scale.transform(interpolating: .scalars([1, 1, 1]), to: .scalars([3, 5, 1]),
                                                   fraction: 0.5)
        #expect(s == CATransform3DMakeScale(2, 3, 1))
        // The same as interpolating the input first.
        let from = AnimatableValue.scalars([0, 10, 0]), to = AnimatableValue.scalars([20, 30, 40])
        #expect(ValueFunctionKind.translate.transform(interpolating: from, to: to, fraction: 0.75)
            == ValueFunctionKind.translate.transform(for: from.interpolated(to: to, fraction: 0.75)))
        #expect(ValueFunctionKind.translate.transform(interpolating: .scalar(1), to: to, fraction: 0.5) == nil)
    }
}
