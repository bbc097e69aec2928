import Foundation

/// The ends of a basic animation as plain values, for the value types nearly every
/// animation uses. A frame blends them and writes the result without building or
/// copying `AnimatableValue`s (whose copies go through the runtime). Made once, when
/// the animation is compiled; nil for anything else, which takes the general path.
enum PlainBlend {
    case scalar(CGFloat, CGFloat)
    case point(CGPoint, CGPoint)
    case size(CGSize, CGSize)
    case rect(CGRect, CGRect)
    case color(CGColor.RGBA, CGColor.RGBA)
    /// Boxed: the prepared decompositions are large, and the enum is copied per frame.
    case transform(TransformBlend)
    /// From the scalar beneath to a fixed scalar (`toValue` alone, as a spinning
    /// `transform.rotation` usually is).
    case scalarFromBase(to: CGFloat)

    init?(_ source: BasicSource) {
        switch source {
        case .fixed(let ends):
            switch (ends.from, ends.to) {
            case let (.scalar(a), .scalar(b)): self = .scalar(a, b)
            case let (.point(a), .point(b)): self = .point(a, b)
            case let (.size(a), .size(b)): self = .size(a, b)
            case let (.rect(a), .rect(b)): self = .rect(a, b)
            case let (.color(a), .color(b)): self = .color(a, b)
            case let (.transform(a), .transform(b)): self = .transform(TransformBlend(from: a, to: b))
            default: return nil
            }
        case .baseTo(.scalar(let to)):
            self = .scalarFromBase(to: to)
        default:
            return nil
        }
    }

    /// Writes the blend at `fraction` (extrapolating beyond 0…1) to `target`.
    func write(at fraction: Double, to target: LayerKeyPath, into presented: inout RenderValues) {
        let f = CGFloat(fraction)
        switch self {
        case .scalar(let a, let b):
            presented.setScalar(a + (b - a) * f, at: target)
        case .point(let a, let b):
            presented.setPoint(CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f), at: target)
        case .size(let a, let b):
            presented.set(.size(CGSize(width: a.width + (b.width - a.width) * f,
                                       height: a.height + (b.height - a.height) * f)), at: target)
        case .rect(let a, let b):
            presented.set(.rect(CGRect(x: a.minX + (b.minX - a.minX) * f, y: a.minY + (b.minY - a.minY) * f,
                                       width: a.size.width + (b.size.width - a.size.width) * f,
                                       height: a.size.height + (b.size.height - a.size.height) * f)), at: target)
        case .color(let a, let b):
            presented.setColor(CGColor.RGBA(red: a.red + (b.red - a.red) * f,
                                            green: a.green + (b.green - a.green) * f,
                                            blue: a.blue + (b.blue - a.blue) * f,
                                            alpha: a.alpha + (b.alpha - a.alpha) * f), at: target)
        case .transform(let blend):
            presented.setTransform(blend.interpolator.transform(at: f), at: target)
        case .scalarFromBase(let to):
            guard let base = RenderValues.scalar(at: target, in: &presented) else { return }
            presented.setScalar(base + (to - base) * f, at: target)
        }
    }
}

/// A transform blend prepared once (both ends decomposed), held by reference.
final class TransformBlend {
    let interpolator: TransformInterpolator

    init(from: CATransform3D, to: CATransform3D) {
        interpolator = TransformInterpolator(from: from, to: to)
    }
}
