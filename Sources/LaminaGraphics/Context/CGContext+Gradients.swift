import Foundation

// Drawing gradients: the whole clip is shaded by a `GradientShader` whose gradient space
// is the user space at the time of the call.

extension CGContext {
    /// Fills the clip with `gradient` varying along the line from `start` to `end`
    /// (user space), as `CGContextDrawLinearGradient`: colour lines are perpendicular to
    /// that line; before `start` and after `end` the end colours are painted only when
    /// `options` say so. Coincident points draw nothing.
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint,
                                   options: CGGradientDrawingOptions) {
        guard start.isFinite, end.isFinite else {
            LaminaDiagnostics.report(.nonFiniteValue, "CGContext.drawLinearGradient(_:start:end:options:): points are not finite; nothing is drawn")
            return
        }
        drawGradient(gradient, .axial(start: start, end: end), options)
    }

    /// Fills the clip with `gradient` varying between the circle (`startCenter`,
    /// `startRadius`) and the circle (`endCenter`, `endRadius`) in user space, as
    /// `CGContextDrawRadialGradient`: each point takes the colour of the last circle of
    /// the family through it. `drawsBeforeStartLocation` extends the start colour
    /// inside the start circle, `drawsAfterEndLocation` the end colour outside the end
    /// circle. A negative or non-finite radius draws nothing, with a diagnostic.
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
                                   endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions) {
        guard startCenter.isFinite, endCenter.isFinite, startRadius.isFinite, endRadius.isFinite,
              startRadius >= 0, endRadius >= 0 else {
            LaminaDiagnostics.report(.invalidArgument, "CGContext.drawRadialGradient(_:startCenter:startRadius:endCenter:endRadius:options:): centres and radii must be finite and radii not negative; nothing is drawn")
            return
        }
        drawGradient(gradient, .radial(startCenter: startCenter, startRadius: startRadius,
                                       endCenter: endCenter, endRadius: endRadius), options)
    }

    private func drawGradient(_ gradient: CGGradient, _ geometry: GradientShader.Geometry,
                              _ options: CGGradientDrawingOptions) {
        guard let toUser = pixelToUserTransform else { return }
        let shader = GradientShader(table: gradient.lookupTable, geometry: geometry, pixelToGradient: toUser,
                                    extendsBefore: options.contains(.drawsBeforeStartLocation),
                                    extendsAfter: options.contains(.drawsAfterEndLocation))
        paint(nil, .rows { y, x, count, pixels, coverage in
            shader.shadeRow(y: y, x: x, count: count, into: pixels, coverage: coverage)
        })
    }
}

/// Whether a gradient's end colours extend beyond its start and end, as
/// `CGGradientDrawingOptions`.
public struct CGGradientDrawingOptions: OptionSet, Sendable, Hashable {
    /// The option bits.
    public let rawValue: UInt32

    /// Options from their raw value.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Paint the start colour before the start (before the start point of an axial
    /// gradient; inside the start circle of a radial one).
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    /// Paint the end colour after the end (past the end point; outside the end circle).
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}
