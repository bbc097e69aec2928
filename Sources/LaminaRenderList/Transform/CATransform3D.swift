import Foundation

/// A 4×4 homogeneous transform with Core Animation's layout and conventions.
///
/// Points are row vectors: `p' = p · M`, so `m41…m43` hold the translation and
/// `CATransform3DConcat(a, b)` applies `a` first. Perspective comes from `m34`
/// (usually `−1/d` for an eye at distance `d`).
public struct CATransform3D: Hashable, Sendable, Codable {
    /// The first row: the image of the x axis (`m14` its perspective term).
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    /// The second row: the image of the y axis (`m24` its perspective term).
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    /// The third row: the image of the z axis (`m34`: perspective, usually `−1/d`).
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    /// The fourth row: the translation (`m41…m43`) and the homogeneous scale `m44`.
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// The zero matrix, as Apple's struct initializer gives (not the identity).
    @inlinable
    public init() {
        self.init(m11: 0, m12: 0, m13: 0, m14: 0, m21: 0, m22: 0, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 0, m34: 0, m41: 0, m42: 0, m43: 0, m44: 0)
    }

    /// A matrix of the sixteen entries, row by row.
    @inlinable
    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
                m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
                m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    /// Whether every entry is finite.
    @inlinable
    package var isFinite: Bool {
        m11.isFinite && m12.isFinite && m13.isFinite && m14.isFinite
            && m21.isFinite && m22.isFinite && m23.isFinite && m24.isFinite
            && m31.isFinite && m32.isFinite && m33.isFinite && m34.isFinite
            && m41.isFinite && m42.isFinite && m43.isFinite && m44.isFinite
    }
}

extension CATransform3D: CustomStringConvertible {
    /// The sixteen entries, labelled as in the initializer.
    public var description: String {
        "CATransform3D(m11: \(m11), m12: \(m12), m13: \(m13), m14: \(m14), "
            + "m21: \(m21), m22: \(m22), m23: \(m23), m24: \(m24), "
            + "m31: \(m31), m32: \(m32), m33: \(m33), m34: \(m34), "
            + "m41: \(m41), m42: \(m42), m43: \(m43), m44: \(m44))"
    }
}

/// The identity transform.
public let CATransform3DIdentity = CATransform3D(
    m11: 1, m12: 0, m13: 0, m14: 0,
    m21: 0, m22: 1, m23: 0, m24: 0,
    m31: 0, m32: 0, m33: 1, m34: 0,
    m41: 0, m42: 0, m43: 0, m44: 1)
