import Foundation
import Lamina

/// A path with its stroke attributes, over `CGMutablePath`, drawn into the current
/// graphics context by `fill()` and `stroke()` (inside a view's `draw(_:)`), or handed
/// to layers as `cgPath`. Angles are radians; in iOS's y-down coordinates `clockwise`
/// arcs turn clockwise on screen, as UIKit's.
open class UIBezierPath: NSObject, NSCopying {
    private var path = CGMutablePath()

    /// The stroke width. Default 1.
    open var lineWidth: CGFloat = 1
    /// The shape of the ends of open subpaths. Default `.butt`.
    open var lineCapStyle: CGLineCap = .butt
    /// The shape of the joints. Default `.miter`.
    open var lineJoinStyle: CGLineJoin = .miter
    /// The miter limit. Default 10.
    open var miterLimit: CGFloat = 10
    /// Whether `fill()` uses the even-odd rule instead of the non-zero winding rule.
    open var usesEvenOddFillRule = false
    /// How closely curves are approximated when drawn, in pixels. Default 0.6, UIKit's.
    /// Kept and copied; Lamina's rasterizer flattens to its own, finer tolerance.
    open var flatness: CGFloat = 0.6
    private var dashPattern: [CGFloat] = []
    private var dashPhase: CGFloat = 0

    /// An empty path.
    public override init() {
        super.init()
    }

    /// A closed rectangle.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// A closed ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// A rectangle with all corners rounded by `cornerRadius` (clamped to half the
    /// shorter side).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        let r = max(0, min(cornerRadius, min(abs(rect.width), abs(rect.height)) / 2))
        path.addRoundedRect(in: rect, cornerWidth: r, cornerHeight: r)
    }

    /// A rectangle with the `corners` named rounded by quarter ovals of `cornerRadii`
    /// (width along x, height along y), clamped to half the rectangle's width and height
    /// as UIKit documents; the other corners stay square. The path runs clockwise on
    /// screen from the top edge's start and is closed. Each quarter oval is one cubic
    /// Bézier (control points 0.5523 of the radius from the corner's ends); UIKit does
    /// not document which curve it uses. Non-finite geometry gives an empty path, with a
    /// diagnostic; non-finite or negative radii round nothing.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        guard r.minX.isFinite, r.minY.isFinite, r.width.isFinite, r.height.isFinite else {
            LaminaDiagnostics.report(.nonFiniteValue,
                "UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:): refused \(rect); the path is empty")
            return
        }
        func clamped(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { value.isFinite ? min(max(value, 0), limit) : 0 }
        let rx = clamped(cornerRadii.width, r.width / 2), ry = clamped(cornerRadii.height, r.height / 2)
        func radii(_ corner: UIRectCorner) -> CGSize {
            corners.contains(corner) && rx > 0 && ry > 0 ? CGSize(width: rx, height: ry) : .zero
        }
        let k: CGFloat = 0.5522847498307936   // 4/3 · (√2 − 1): a quarter circle as one cubic
        let tl = radii(.topLeft), tr = radii(.topRight), br = radii(.bottomRight), bl = radii(.bottomLeft)
        path.move(to: CGPoint(x: r.minX + tl.width, y: r.minY))
        path.addLine(to: CGPoint(x: r.maxX - tr.width, y: r.minY))
        if tr != .zero {
            path.addCurve(to: CGPoint(x: r.maxX, y: r.minY + tr.height),
                          control1: CGPoint(x: r.maxX - tr.width * (1 - k), y: r.minY),
                          control2: CGPoint(x: r.maxX, y: r.minY + tr.height * (1 - k)))
        }
        path.addLine(to: CGPoint(x: r.maxX, y: r.maxY - br.height))
        if br != .zero {
            path.addCurve(to: CGPoint(x: r.maxX - br.width, y: r.maxY),
                          control1: CGPoint(x: r.maxX, y: r.maxY - br.height * (1 - k)),
                          control2: CGPoint(x: r.maxX - br.width * (1 - k), y: r.maxY))
        }
        path.addLine(to: CGPoint(x: r.minX + bl.width, y: r.maxY))
        if bl != .zero {
            path.addCurve(to: CGPoint(x: r.minX, y: r.maxY - bl.height),
                          control1: CGPoint(x: r.minX + bl.width * (1 - k), y: r.maxY),
                          control2: CGPoint(x: r.minX, y: r.maxY - bl.height * (1 - k)))
        }
        path.addLine(to: CGPoint(x: r.minX, y: r.minY + tl.height))
        if tl != .zero {
            path.addCurve(to: CGPoint(x: r.minX + tl.width, y: r.minY),
                          control1: CGPoint(x: r.minX, y: r.minY + tl.height * (1 - k)),
                          control2: CGPoint(x: r.minX + tl.width * (1 - k), y: r.minY))
        }
        path.closeSubpath()
    }

    /// An arc of the circle at `center` with `radius`, from `startAngle` to `endAngle`
    /// (radians, 0 along +x), turning clockwise on screen when `clockwise` is true.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                            clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path of `cgPath`'s elements.
    public convenience init(cgPath: CGPath) {
        self.init()
        path.addPath(cgPath)
    }

    /// The path as a Core Graphics path (a copy: later changes do not show in it).
    open var cgPath: CGPath {
        get { path.copy() ?? CGMutablePath() }
        set {
            path = CGMutablePath()
            path.addPath(newValue)
        }
    }

    /// Whether the path has no elements.
    open var isEmpty: Bool { path.isEmpty }

    /// The end of the last element.
    open var currentPoint: CGPoint { path.currentPoint }

    /// The smallest rectangle holding every point of the path, control points included.
    open var bounds: CGRect { path.boundingBox }

    /// Starts a subpath at `point`.
    open func move(to point: CGPoint) {
        path.move(to: point)
    }

    /// A straight line to `point`.
    open func addLine(to point: CGPoint) {
        path.addLine(to: point)
    }

    /// A quadratic Bézier curve to `endPoint` pulled towards `controlPoint`.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// A cubic Bézier curve to `endPoint` with two control points.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// An arc, joined to the current point by a line when there is one. `clockwise` is
    /// meant on screen (y down), as UIKit's: the opposite of `CGMutablePath.addArc`'s flag,
    /// which is meant in Core Graphics' y-up space.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                     clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }

    /// Closes the current subpath with a line to its start.
    open func close() {
        path.closeSubpath()
    }

    /// Appends `bezierPath`'s elements.
    open func append(_ bezierPath: UIBezierPath) {
        path.addPath(bezierPath.path)
    }

    /// A new path with each subpath run backwards, the subpaths in their order, and the
    /// stroke attributes copied — what UIKit's `reversing()` returns: it looks the same,
    /// but its winding is opposite, so appended to a path under the non-zero rule it
    /// cuts a hole. A reversed subpath starts at the original's last point; a closed one
    /// stays closed.
    open func reversing() -> UIBezierPath {
        enum Segment {
            case line(CGPoint)
            case quad(CGPoint, CGPoint)
            case curve(CGPoint, CGPoint, CGPoint)
        }
        var subpaths: [(start: CGPoint, segments: [Segment], closed: Bool)] = []
        path.applyWithBlock { element in
            let p = element.pointee.points
            switch element.pointee.type {
            case .moveToPoint:
                subpaths.append((p[0], [], false))
            case .addLineToPoint:
                subpaths[subpaths.count - 1].segments.append(.line(p[0]))
            case .addQuadCurveToPoint:
                subpaths[subpaths.count - 1].segments.append(.quad(p[0], p[1]))
            case .addCurveToPoint:
                subpaths[subpaths.count - 1].segments.append(.curve(p[0], p[1], p[2]))
            case .closeSubpath:
                subpaths[subpaths.count - 1].closed = true
            @unknown default:
                break
            }
        }
        let reversed = UIBezierPath()
        reversed.copyAttributes(from: self)
        for subpath in subpaths {
            // The points each segment starts from, so a reversed segment can end there.
            var starts: [CGPoint] = []
            var current = subpath.start
            for segment in subpath.segments {
                starts.append(current)
                switch segment {
                case .line(let end), .quad(_, let end), .curve(_, _, let end): current = end
                }
            }
            reversed.path.move(to: current)
            for (segment, start) in zip(subpath.segments, starts).reversed() {
                switch segment {
                case .line: reversed.path.addLine(to: start)
                case .quad(let control, _): reversed.path.addQuadCurve(to: start, control: control)
                case .curve(let c1, let c2, _): reversed.path.addCurve(to: start, control1: c2, control2: c1)
                }
            }
            if subpath.closed { reversed.path.closeSubpath() }
        }
        return reversed
    }

    /// A copy with the same elements and attributes (`UIBezierPath` is `NSCopying`).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIBezierPath()
        copy.path.addPath(path)
        copy.copyAttributes(from: self)
        return copy
    }

    private func copyAttributes(from other: UIBezierPath) {
        lineWidth = other.lineWidth
        flatness = other.flatness
        lineCapStyle = other.lineCapStyle
        lineJoinStyle = other.lineJoinStyle
        miterLimit = other.miterLimit
        usesEvenOddFillRule = other.usesEvenOddFillRule
        dashPattern = other.dashPattern
        dashPhase = other.dashPhase
    }

    /// Removes every element.
    open func removeAllPoints() {
        path = CGMutablePath()
    }

    /// Transforms every point of the path.
    open func apply(_ transform: CGAffineTransform) {
        let moved = CGMutablePath()
        moved.addPath(path, transform: transform)
        path = moved
    }

    /// Whether `point` is inside the path by its fill rule.
    open func contains(_ point: CGPoint) -> Bool {
        path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Sets the dash pattern (`count` lengths from `pattern`) and its phase.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        guard let pattern, count > 0 else {
            dashPattern = []
            dashPhase = 0
            return
        }
        dashPattern = Array(UnsafeBufferPointer(start: pattern, count: count))
        dashPhase = phase
    }

    /// The dash pattern and phase `setLineDash` set: writes up to the pattern's length
    /// into `pattern` (when given), its length into `count` and the phase into `phase`.
    open func getLineDash(_ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
                          phase: UnsafeMutablePointer<CGFloat>?) {
        if let pattern {
            for (i, length) in dashPattern.enumerated() { pattern[i] = length }
        }
        count?.pointee = dashPattern.count
        phase?.pointee = dashPhase
    }

    /// Intersects the current graphics context's clipping region with the area the path
    /// encloses (by `usesEvenOddFillRule`), as UIKit's `addClip()`; later drawing in the
    /// context shows only inside it.
    open func addClip() {
        guard let context = drawingContext("addClip()") else { return }
        context.addPath(path)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Fills the path with the current context's fill colour (`UIColor.setFill()`).
    open func fill() {
        fill(with: .normal, alpha: 1)
    }

    /// Fills the path blended with `blendMode` at `alpha` (the context's state is left
    /// as it was).
    open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = drawingContext("fill(with:alpha:)") else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        context.addPath(path)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        context.restoreGState()
    }

    /// Strokes the path with the current context's stroke colour and this path's line
    /// attributes.
    open func stroke() {
        stroke(with: .normal, alpha: 1)
    }

    /// Strokes the path blended with `blendMode` at `alpha` (the context's state is left
    /// as it was).
    open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = drawingContext("stroke(with:alpha:)") else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        if !dashPattern.isEmpty { context.setLineDash(phase: dashPhase, lengths: dashPattern) }
        context.addPath(path)
        context.strokePath()
        context.restoreGState()
    }

    private func drawingContext(_ operation: String) -> CGContext? {
        guard let context = UIGraphicsGetCurrentContext() else {
            LaminaDiagnostics.report(.invalidArgument,
                "UIBezierPath.\(operation): no current graphics context (call it inside draw(_:)); nothing drawn")
            return nil
        }
        return context
    }
}
