import Foundation

/// The `rotation`, `scale` and `translation` key path components of a `CATransform3D`
/// (Core Animation Programming Guide, "Key-Value Coding Extensions", table C-2), read and
/// written through `DecomposedTransform`.
///
/// - `translation.*` is where the transform takes the origin: `m41…m43 / m44`. Setting it
///   replaces that row (after dividing the matrix by `m44`) and leaves everything else —
///   rotation, scale, skew, perspective — as it was, singular or not.
/// - `scale.*` are the decomposition's scale factors; `scale` reads their average and
///   sets all three.
/// - `rotation.*` are the decomposition's rotation as Euler angles
///   (`DecomposedTransform.eulerAngles`): a rotation about z alone reads its angle in
///   (−π, π] as `rotation.z` (and `rotation`).
///
/// Setting a scale or rotation recomposes the transform with the other parts unchanged,
/// so setting `rotation.z` = θ on a scale `s` and translation `t` gives
/// `Concat(Concat(MakeScale(s), MakeRotation(θ, 0, 0, 1)), MakeTranslation(t))`. A
/// transform that cannot be decomposed (singular, `m44` = 0) is first decomposed as far
/// as it can be (`DecomposedTransform.recovering`), the rest starting from the identity,
/// with a `.singularTransform` diagnostic; the result is never NaN.
extension CATransform3D {
    /// The scalar a transform component names (`rotation.*`, `scale`, `scale.*`,
    /// `translation.x/y/z`); nil for other components.
    package func scalarComponent(_ component: LayerKeyPath.Component) -> CGFloat? {
        if let axes = component.scaleAxes {
            return CGFloat(axes.average(of: DecomposedTransform.recovering(self).decomposed.scale))
        }
        switch component {
        case .translationX: return translationPart.x
        case .translationY: return translationPart.y
        case .translationZ: return translationPart.z
        case .rotationX: return CGFloat(DecomposedTransform.recovering(self).decomposed.eulerAngles.x)
        case .rotationY: return CGFloat(DecomposedTransform.recovering(self).decomposed.eulerAngles.y)
        case .rotationZ: return CGFloat(DecomposedTransform.recovering(self).decomposed.eulerAngles.z)
        default: return nil
        }
    }

    /// The x and y translation (`translation`): where the transform takes the origin.
    package var translationComponent: CGSize {
        let t = translationPart
        return CGSize(width: t.x, height: t.y)
    }

    /// The transform with the scalar component set to `value`; `keyPath` names it in
    /// diagnostics. Nil (with a diagnostic) when `value` is not finite or the component
    /// is not a scalar one.
    package func setting(_ component: LayerKeyPath.Component, to value: CGFloat,
                         keyPath: @autoclosure () -> String) -> CATransform3D? {
        guard value.isFinite else {
            LaminaDiagnostics.report(.nonFiniteValue,
                "setValue(_:forKeyPath: \"\(keyPath())\"): refused non-finite value \(value)")
            return nil
        }
        let v = Double(value)
        if let axes = component.scaleAxes {
            return editingParts(keyPath: keyPath()) { $0.scale = axes.setting(v, in: $0.scale) }
        }
        switch component {
        case .translationX: return settingTranslation(x: value, y: nil, z: nil, keyPath: keyPath())
        case .translationY: return settingTranslation(x: nil, y: value, z: nil, keyPath: keyPath())
        case .translationZ: return settingTranslation(x: nil, y: nil, z: value, keyPath: keyPath())
        case .rotationX: return editingParts(keyPath: keyPath()) { $0.eulerAngles.x = v }
        case .rotationY: return editingParts(keyPath: keyPath()) { $0.eulerAngles.y = v }
        case .rotationZ: return editingParts(keyPath: keyPath()) { $0.eulerAngles.z = v }
        default: return nil
        }
    }

    /// The transform with its x and y translation set (`translation`); z is kept.
    package func settingTranslation(_ size: CGSize, keyPath: @autoclosure () -> String) -> CATransform3D? {
        guard size.width.isFinite, size.height.isFinite else {
            LaminaDiagnostics.report(.nonFiniteValue,
                "setValue(_:forKeyPath: \"\(keyPath())\"): refused non-finite value \(size)")
            return nil
        }
        return settingTranslation(x: size.width, y: size.height, z: nil, keyPath: keyPath())
    }

    // MARK: Implementation

    /// m41…m43 / m44, or zero when m44 is 0 or the matrix is not finite.
    private var translationPart: (x: CGFloat, y: CGFloat, z: CGFloat) {
        guard m44 != 0, isFinite else { return (0, 0, 0) }
        return (m41 / m44, m42 / m44, m43 / m44)
    }

    private func settingTranslation(x: CGFloat?, y: CGFloat?, z: CGFloat?, keyPath: String) -> CATransform3D {
        var t: CATransform3D
        if m44 != 0, isFinite {
            // Divide by m44, then replace the last row: (t, t · p + pw) with pw = 1 − t · p
            // is (t, 1), so rotation, scale, skew and perspective are untouched.
            let w = m44
            t = CATransform3D(m11: m11 / w, m12: m12 / w, m13: m13 / w, m14: m14 / w,
                              m21: m21 / w, m22: m22 / w, m23: m23 / w, m24: m24 / w,
                              m31: m31 / w, m32: m32 / w, m33: m33 / w, m34: m34 / w,
                              m41: m41 / w, m42: m42 / w, m43: m43 / w, m44: 1)
        } else {
            LaminaDiagnostics.report(.singularTransform,
                "setValue(_:forKeyPath: \"\(keyPath)\"): the transform has m44 = 0 and cannot be "
                    + "decomposed; it starts from the identity")
            t = CATransform3DIdentity
        }
        if let x { t.m41 = x }
        if let y { t.m42 = y }
        if let z { t.m43 = z }
        return t
    }

    /// Decomposes (as far as possible), edits the parts, recomposes.
    private func editingParts(keyPath: String, _ edit: (inout DecomposedTransform) -> Void) -> CATransform3D {
        var parts: DecomposedTransform
        if let exact = DecomposedTransform(self) {
            parts = exact
        } else {
            parts = DecomposedTransform.recovering(self).decomposed
            LaminaDiagnostics.report(.singularTransform,
                "setValue(_:forKeyPath: \"\(keyPath)\"): the transform is singular and cannot be "
                    + "fully decomposed; the parts that cannot be recovered start from the identity")
        }
        edit(&parts)
        let result = parts.transform
        return result.isFinite ? result : CATransform3DIdentity
    }
}
