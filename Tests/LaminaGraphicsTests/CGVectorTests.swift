import Foundation
import Testing
@testable import LaminaGraphics

/// `CGVector` as Core Graphics and its Swift overlay declare it: components, `zero`,
/// initializers from each number type, equality, and `Codable` as the pair `[dx, dy]`.
@Suite struct CGVectorTests {
    @Test func initializersAndZero() {
        let v = CGVector(dx: CGFloat(1.5), dy: CGFloat(-2))
        #expect(v.dx == 1.5 && v.dy == -2)
        #expect(CGVector(dx: 1.5, dy: -2.0) == v)
        #expect(CGVector(dx: 3, dy: 4) == CGVector(dx: CGFloat(3), dy: CGFloat(4)))
        #expect(CGVector(dx: Int(7), dy: Int(-8)).dx == 7)
        #expect(CGVector.zero == CGVector(dx: 0, dy: 0))
        #expect(CGVector() == .zero)
        var w = v
        w.dx += 1
        #expect(w == CGVector(dx: 2.5, dy: -2) && w != v)
    }

    @Test func hashesAsItCompares() {
        let set: Set<CGVector> = [CGVector(dx: 1, dy: 2), CGVector(dx: 1, dy: 2), CGVector(dx: 2, dy: 1)]
        #expect(set.count == 2)
    }

    @Test func codesAsAnUnkeyedPair() throws {
        let data = try JSONEncoder().encode(CGVector(dx: 1.5, dy: -2))
        #expect(String(decoding: data, as: UTF8.self) == "[1.5,-2]")
        #expect(try JSONDecoder().decode(CGVector.self, from: Data("[3,4.25]".utf8)) == CGVector(dx: 3, dy: 4.25))
        #expect(throws: (any Error).self) { try JSONDecoder().decode(CGVector.self, from: Data("[3]".utf8)) }
        #expect(CGVector(dx: 1, dy: 2).debugDescription == "(1.0, 2.0)")
    }

    @Test func nonFiniteComponentsAreKept() {
        let v = CGVector(dx: CGFloat.nan, dy: CGFloat.infinity)
        #expect(v.dx.isNaN && v.dy == .infinity)
        #expect(v != v)   // NaN compares unequal, as CGFloat does
    }
}
