import Foundation

// Keyframe animation along a path (`CAKeyframeAnimation.path`, for point properties
// such as `position`). Apple: "The end point of a line-to or curve-to segment defines
// the keyframe value. All other points between that end value and the previous value
// are then interpolated. Move-to segments do not define separate keyframe values", and
// "to achieve a smooth, constant velocity animation along the path, set the
// calculationMode property to paced or cubicPaced". So:
// - keyframes: the path's first point, then the end of every line, quadratic or cubic
//   curve and closing line (a close that returns to a point already there adds none);
// - linear (and cubic: the path already fixes the curve's shape): each segment takes
//   the time between its two key times — evenly split without `keyTimes`, so short
//   segments are travelled slowly — and is traversed along its own Bézier parameter,
//   reshaped by the segment's timing function;
// - paced (and cubicPaced): constant speed along the whole length (`PathMeasure`);
// - discrete: the layer jumps from keyframe point to keyframe point;
// - a move inside the path starts the next segment there: the layer jumps to it when
//   that segment's time begins;
// - rotationMode turns the layer to the tangent at the current point.

/// A path prepared for keyframe evaluation.
struct PathKeyframes {
    /// The drawn segments in path order (moves are not segments).
    var segments: [PathSegment]
    /// The keyframe points: the start, then each segment's end.
    var points: [CGPoint]
    /// Arc lengths, for the paced modes.
    var measure: PathMeasure?
}

extension KeyframeTrack {
    /// Prepares an animation along `path`; nil, with one diagnostic naming `context`,
    /// for an empty path or `keyTimes` / `timingFunctions` that do not fit its keyframes
    /// (one key time per keyframe — one more in `discrete` mode — and one timing function
    /// per segment).
    package init?(path: PathStorage, keyTimes: [Double]? = nil, timingFunctions: [TimingCurve?]? = nil,
                  calculationMode: KeyframeCalculationMode = .linear,
                  rotationMode: KeyframeRotationMode = .none, context: String = "CAKeyframeAnimation") {
        var segments: [PathSegment] = []
        var points: [CGPoint] = []
        path.walk { event in
            switch event {
            case .begin(let p):
                if points.isEmpty { points.append(p) }
            case .segment(let segment, _):
                segments.append(segment)
                points.append(segment.end)
            case .end:
                break
            }
        }
        guard !points.isEmpty else {
            Self.reject(context, "path is empty")
            return nil
        }
        guard let times = Self.resolveKeyTimes(keyTimes, keyframes: points.count, mode: calculationMode,
                                               context: context),
              let curves = Self.resolveTimingCurves(timingFunctions, segments: segments.count,
                                                    mode: calculationMode, context: context) else {
            return nil
        }
        var keyframes = PathKeyframes(segments: segments, points: points, measure: nil)
        if calculationMode.isPaced, !segments.isEmpty {
            keyframes.measure = PathMeasure(CGPath(storage: path))
        }
        self.init(mode: calculationMode, rotationMode: rotationMode, path: keyframes,
                  keyTimes: times, timingCurves: curves)
    }

    /// The point on the path at progress `p`.
    func pathPosition(_ path: PathKeyframes, at p: Double) -> CGPoint {
        if path.segments.isEmpty { return path.points[0] }
        switch calculationMode {
        case .discrete:
            return path.points[discreteIndex(p)]
        case .linear, .cubic:
            let (k, s) = segment(at: p)
            return path.segments[k].point(at: CGFloat(s))
        case .paced, .cubicPaced:
            guard let measure = path.measure,
                  let point = measure.position(atDistance: CGFloat(p) * measure.length) else {
                return path.points[0]
            }
            return point
        }
    }

    /// The unit direction of travel on the path at progress `p`; nil when the path has
    /// no direction (no segments, or only single points).
    func pathTangent(_ path: PathKeyframes, at p: Double) -> CGPoint? {
        let count = path.segments.count
        guard count > 0 else { return nil }
        switch calculationMode {
        case .discrete:
            // Holding keyframe i: the direction leaving it (arriving, for the last one).
            let i = discreteIndex(p)
            return i < count ? tangent(path, i, 0) : tangent(path, count - 1, 1)
        case .linear, .cubic:
            let (k, s) = segment(at: p)
            return tangent(path, k, s)
        case .paced, .cubicPaced:
            guard let measure = path.measure else { return nil }
            return measure.tangent(atDistance: CGFloat(p) * measure.length)
        }
    }

    /// The tangent of segment `k` at parameter `s`, borrowing a neighbour's direction when
    /// the segment is a single point.
    private func tangent(_ path: PathKeyframes, _ k: Int, _ s: Double) -> CGPoint? {
        if let d = path.segments[k].unitTangent(at: CGFloat(s)) { return d }
        for j in (k + 1)..<path.segments.count {
            if let d = path.segments[j].unitTangent(at: 0) { return d }
        }
        for j in stride(from: k - 1, through: 0, by: -1) {
            if let d = path.segments[j].unitTangent(at: 1) { return d }
        }
        return nil
    }
}
