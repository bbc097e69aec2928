import Foundation

/// A two-dimensional vector: a displacement, a velocity, a force (Core Graphics'
/// `CGVector`, which Linux Foundation lacks). Its members and conformances are those of
/// Core Graphics and its Swift overlay: `dx`, `dy`, `zero`, initializers from
/// `CGFloat`, `Double` and `Int`, equality, and `Codable` as the unkeyed pair `[dx, dy]`.
public struct CGVector: Hashable, Sendable {
    /// The x component.
    public var dx: CGFloat
    /// The y component.
    public var dy: CGFloat

    /// The zero vector.
    public init() {
        dx = 0
        dy = 0
    }

    /// A vector with the components `dx` and `dy`.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// A vector with the components `dx` and `dy`.
    public init(dx: Double, dy: Double) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// A vector with the components `dx` and `dy`.
    public init(dx: Int, dy: Int) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// The vector (0, 0).
    public static var zero: CGVector { CGVector(dx: 0, dy: 0) }
}

extension CGVector: CustomDebugStringConvertible {
    /// `(dx, dy)`, as Core Graphics' overlay writes it.
    public var debugDescription: String { "(\(dx), \(dy))" }
}

extension CGVector: Codable {
    /// Decodes the unkeyed pair `[dx, dy]`, as Core Graphics' overlay encodes it.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let dx = try container.decode(CGFloat.self)
        let dy = try container.decode(CGFloat.self)
        self.init(dx: dx, dy: dy)
    }

    /// Encodes the unkeyed pair `[dx, dy]`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(dx)
        try container.encode(dy)
    }
}
