import Foundation

// Circular arcs, as CoreGraphics adds them: by centre and angles, by centre and angle
// difference, and by two tangent lines (PostScript's `arct`). All become cubic Béziers
// of at most 90° each (see `PathStorage.appendArcCurves`).

extension CGMutablePath {
    /// Adds an arc of the circle (`center`, `radius`) from `startAngle` to `endAngle`.
    ///
    /// Angles are in radians from +x toward +y. `clockwise` is meant in CoreGraphics'
    /// y-up user space: `clockwise: false` sweeps toward *increasing* angles, which on a
    /// y-down (iOS, Lamina) screen looks clockwise — Apple: "In a flipped coordinate
    /// system … specifying a clockwise arc results in a counterclockwise arc".
    ///
    /// The sweep is the way from start to end in the requested direction, less than one
    /// turn. When the angles differ by a full turn or more, in either direction, one full
    /// circle is drawn in the requested direction, as Core Graphics does: an arc from 0 to
    /// 2π is a whole circle whether `clockwise` is true or false (spinners built of
    /// circles rely on it). The circle ends exactly where it starts.
    ///
    /// If the path is empty, the arc starts a new subpath at its start point; otherwise a
    /// line joins the current point to the start point (none when they coincide). The
    /// arc's end becomes the current point. A negative or non-finite radius reports a
    /// diagnostic and does nothing.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                       clockwise: Bool, transform: CGAffineTransform = .identity) {
        let op = "CGMutablePath.addArc(center:radius:startAngle:endAngle:clockwise:transform:)"
        guard startAngle.isFinite, endAngle.isFinite else {
            LaminaDiagnostics.report(.nonFiniteValue, "\(op): angles (\(startAngle), \(endAngle)) are not finite; the path is unchanged")
            return
        }
        let twoPi = 2 * CGFloat.pi
        var sweep = endAngle - startAngle
        if abs(sweep) >= twoPi {
            sweep = clockwise ? -twoPi : twoPi
        } else if !clockwise {
            if sweep < 0 { sweep += twoPi }
        } else {
            if sweep > 0 { sweep -= twoPi }
        }
        appendArc(center: center, radius: radius, startAngle: startAngle, sweep: sweep, transform: transform, op)
    }

    /// Adds an arc of the circle (`center`, `radius`) starting at `startAngle` and turning
    /// through `delta` radians: positive toward increasing angles (counterclockwise in
    /// y-up user space, clockwise on a y-down screen), negative the other way. A `delta`
    /// beyond ±2π draws one full circle. Joins to the current point like `addArc(center:…)`.
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        let op = "CGMutablePath.addRelativeArc(center:radius:startAngle:delta:transform:)"
        guard startAngle.isFinite, delta.isFinite else {
            LaminaDiagnostics.report(.nonFiniteValue, "\(op): angles (\(startAngle), \(delta)) are not finite; the path is unchanged")
            return
        }
        let twoPi = 2 * CGFloat.pi
        let sweep = Swift.max(-twoPi, Swift.min(twoPi, delta))
        appendArc(center: center, radius: radius, startAngle: startAngle, sweep: sweep, transform: transform, op)
    }

    /// Adds an arc of radius `radius` tangent to the line from the current point to
    /// `tangent1End` and to the line from `tangent1End` to `tangent2End` — PostScript's
    /// `arct`, Apple's `CGPathAddArcToPoint`.
    ///
    /// A line joins the current point to the first tangent point (none when they
    /// coincide, as Apple documents), then the arc runs the short way to the second
    /// tangent point, which becomes the current point. When the three points are
    /// collinear, two of them coincide or the radius is 0, only a line to `tangent1End`
    /// is added. Needs a current point; the construction happens before `transform`
    /// maps it (the current point is brought back through the inverse transform, so a
    /// singular transform reports `singularTransform` and does nothing).
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
                       transform: CGAffineTransform = .identity) {
        let op = "CGMutablePath.addArc(tangent1End:tangent2End:radius:transform:)"
        guard requireCurrentPoint(op) else { return }
        guard tangent1End.isFinite, tangent2End.isFinite else {
            LaminaDiagnostics.report(.nonFiniteValue, "\(op): tangent points \(tangent1End), \(tangent2End) are not finite; the path is unchanged")
            return
        }
        guard validateRadius(radius, op), PathStorage.validate(transform, op) else { return }
        let det = transform.determinant
        guard det != 0, det.isFinite else {
            LaminaDiagnostics.report(.singularTransform, "\(op): the transform is not invertible; the path is unchanged")
            return
        }
        let current = storage.currentPoint ?? .zero
        let p0 = transform.isIdentity ? current : current.applying(transform.inverted())
        let p1 = tangent1End, p2 = tangent2End
        let v1 = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y), v2 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        guard radius > 0, let u1 = PathSegment.normalized(v1), let u2 = PathSegment.normalized(v2),
              abs(u1.x * u2.y - u1.y * u2.x) > 1e-12 else {
            addLine(to: tangent1End, transform: transform)
            return
        }
        // φ is the angle at p1 between the two tangent lines; the tangent points are
        // r / tan(φ/2) from p1, and tan(φ/2) = sin φ / (1 + cos φ).
        let cosPhi = u1.x * u2.x + u1.y * u2.y
        let sinPhi = abs(u1.x * u2.y - u1.y * u2.x)
        let dist = radius * (1 + cosPhi) / sinPhi
        let t1 = CGPoint(x: p1.x + u1.x * dist, y: p1.y + u1.y * dist)
        let t2 = CGPoint(x: p1.x + u2.x * dist, y: p1.y + u2.y * dist)
        // The centre is r from t1, on the side the path turns toward.
        let d1 = CGPoint(x: -u1.x, y: -u1.y)
        let turnsLeft = d1.x * u2.y - d1.y * u2.x > 0
        let left = CGPoint(x: -d1.y, y: d1.x)
        let side: CGFloat = turnsLeft ? 1 : -1
        let center = CGPoint(x: t1.x + side * radius * left.x, y: t1.y + side * radius * left.y)
        let a0 = atan2(t1.y - center.y, t1.x - center.x)
        let a1 = atan2(t2.y - center.y, t2.x - center.x)
        var sweep = a1 - a0
        if sweep > .pi { sweep -= 2 * .pi }
        if sweep < -.pi { sweep += 2 * .pi }
        var piece = PathStorage()
        piece.move(to: transform.isIdentity ? t1 : t1.applying(transform))
        piece.appendArcCurves(center: center, radius: radius, start: a0, sweep: sweep, transform: transform)
        connectAndAppend(piece, op)
    }

    // MARK: Shared

    /// Checks a radius: finite and not negative.
    final func validateRadius(_ radius: CGFloat, _ operation: String) -> Bool {
        guard radius.isFinite else {
            LaminaDiagnostics.report(.nonFiniteValue, "\(operation): radius \(radius) is not finite; the path is unchanged")
            return false
        }
        guard radius >= 0 else {
            LaminaDiagnostics.report(.invalidArgument, "\(operation): radius \(radius) is negative; the path is unchanged")
            return false
        }
        return true
    }

    /// Adds the arc (`center`, `radius`, `startAngle`, signed `sweep`) after a line from
    /// the current point (or a move, on an empty path).
    final func appendArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, sweep: CGFloat,
                         transform: CGAffineTransform, _ operation: String) {
        guard center.isFinite else {
            LaminaDiagnostics.report(.nonFiniteValue, "\(operation): center \(center) is not finite; the path is unchanged")
            return
        }
        guard validateRadius(radius, operation), PathStorage.validate(transform, operation) else { return }
        let start = CGPoint(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        var piece = PathStorage()
        piece.move(to: transform.isIdentity ? start : start.applying(transform))
        piece.appendArcCurves(center: center, radius: radius, start: startAngle, sweep: sweep, transform: transform)
        connectAndAppend(piece, operation)
    }

    /// Appends `piece` (a move to its start, then segments): on an empty path as is;
    /// otherwise a line from the current point to the piece's start (unless they
    /// coincide) and then its segments. Non-finite results leave the path unchanged.
    final func connectAndAppend(_ piece: PathStorage, _ operation: String) {
        guard piece.allPointsFinite else {
            LaminaDiagnostics.report(.nonFiniteValue, "\(operation): the result is not finite; the path is unchanged")
            return
        }
        guard storage.prepareSegment() else {
            storage.append(piece, transform: .identity)
            return
        }
        storage.lineIfMoving(to: piece.points[0])
        var index = 1
        let pts = piece.points
        for verb in piece.verbs.dropFirst() {
            switch verb {
            case .addLineToPoint: storage.line(to: pts[index])
            case .addQuadCurveToPoint: storage.quad(control: pts[index], to: pts[index + 1])
            case .addCurveToPoint: storage.cubic(control1: pts[index], control2: pts[index + 1], to: pts[index + 2])
            case .moveToPoint, .closeSubpath: break
            }
            index += verb.pointCount
        }
    }
}
