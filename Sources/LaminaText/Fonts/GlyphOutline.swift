import CFreeType
import Foundation

/// FreeType outlines as `CGPath`s: contours become closed subpaths; TrueType's
/// quadratic ("conic") arcs and CFF's cubic arcs keep their degree.
enum GlyphOutline {
    /// The path of `outline`, in the outline's own units (y up).
    static func path(of outline: UnsafeMutablePointer<FT_Outline>) -> CGPath {
        let builder = Builder()
        var funcs = FT_Outline_Funcs(
            move_to: { to, user in
                Builder.from(user).move(to.map(Builder.point) ?? .zero)
                return 0
            },
            line_to: { to, user in
                Builder.from(user).path.addLine(to: to.map(Builder.point) ?? .zero)
                return 0
            },
            conic_to: { control, to, user in
                Builder.from(user).path.addQuadCurve(to: to.map(Builder.point) ?? .zero,
                                                     control: control.map(Builder.point) ?? .zero)
                return 0
            },
            cubic_to: { control1, control2, to, user in
                Builder.from(user).path.addCurve(to: to.map(Builder.point) ?? .zero,
                                                 control1: control1.map(Builder.point) ?? .zero,
                                                 control2: control2.map(Builder.point) ?? .zero)
                return 0
            },
            shift: 0, delta: 0)
        let user = Unmanaged.passUnretained(builder).toOpaque()
        _ = FT_Outline_Decompose(outline, &funcs, user)
        if builder.isOpen { builder.path.closeSubpath() }
        return builder.path
    }

    /// Collects the decomposition's calls.
    private final class Builder {
        let path = CGMutablePath()
        var isOpen = false

        func move(_ p: CGPoint) {
            if isOpen { path.closeSubpath() }
            path.move(to: p)
            isOpen = true
        }

        static func from(_ user: UnsafeMutableRawPointer?) -> Builder {
            Unmanaged<Builder>.fromOpaque(user!).takeUnretainedValue()
        }

        static func point(_ v: UnsafePointer<FT_Vector>) -> CGPoint {
            CGPoint(x: CGFloat(v.pointee.x), y: CGFloat(v.pointee.y))
        }
    }
}
