import Foundation

/// How a painted source combines with the destination, as CoreGraphics' `CGBlendMode`
/// (same cases and raw values).
///
/// Formulas act on premultiplied colours: R is the result, S the source, D the
/// destination, Sa/Da their alphas. Every mode is bounded by what is painted: pixels
/// outside the shape (or image, or gradient) keep their value, and a partly covered
/// edge pixel gets the mode's result mixed with the destination by its coverage.
/// The separable and non-separable colour modes (`multiply` … `luminosity`) follow the
/// PDF / W3C compositing definitions with source-over alpha.
public enum CGBlendMode: Int32, Sendable, Hashable, CaseIterable {
    /// R = S + D·(1 − Sa) (source over).
    case normal = 0
    /// R = S·D (with source-over alpha).
    case multiply = 1
    /// R = S + D − S·D.
    case screen = 2
    /// Multiply or screen, depending on the destination.
    case overlay = 3
    /// The darker of source and destination.
    case darken = 4
    /// The lighter of source and destination.
    case lighten = 5
    /// Brightens the destination to reflect the source.
    case colorDodge = 6
    /// Darkens the destination to reflect the source.
    case colorBurn = 7
    /// Darkens or lightens, depending on the source (soft light).
    case softLight = 8
    /// Multiply or screen, depending on the source.
    case hardLight = 9
    /// |S − D|.
    case difference = 10
    /// S + D − 2·S·D.
    case exclusion = 11
    /// The source's hue with the destination's saturation and luminosity.
    case hue = 12
    /// The source's saturation with the destination's hue and luminosity.
    case saturation = 13
    /// The source's hue and saturation with the destination's luminosity.
    case color = 14
    /// The source's luminosity with the destination's hue and saturation.
    case luminosity = 15
    /// R = 0.
    case clear = 16
    /// R = S.
    case copy = 17
    /// R = S·Da.
    case sourceIn = 18
    /// R = S·(1 − Da).
    case sourceOut = 19
    /// R = S·Da + D·(1 − Sa).
    case sourceAtop = 20
    /// R = S·(1 − Da) + D.
    case destinationOver = 21
    /// R = D·Sa.
    case destinationIn = 22
    /// R = D·(1 − Sa).
    case destinationOut = 23
    /// R = S·(1 − Da) + D·Sa.
    case destinationAtop = 24
    /// R = S·(1 − Da) + D·(1 − Sa).
    case xor = 25
    /// R = max(0, 1 − ((1 − D) + (1 − S))) for opaque colours; with alpha, Lamina uses
    /// Ra = min(1, Sa + Da) and R = max(0, Ra − ((Sa − S) + (Da − D))), which reduces
    /// to Apple's formula when both are opaque and leaves D unchanged under a
    /// transparent source.
    case plusDarker = 26
    /// R = min(1, S + D).
    case plusLighter = 27
}

/// How an image is resampled when drawn scaled or transformed, as
/// `CGInterpolationQuality`. Lamina filters bilinearly for every quality but `.none`,
/// which samples the nearest pixel.
public enum CGInterpolationQuality: Int32, Sendable, Hashable {
    /// The context's default (bilinear in Lamina).
    case `default` = 0
    /// No interpolation: nearest pixel.
    case none = 1
    /// Low quality (bilinear in Lamina).
    case low = 2
    /// High quality (bilinear in Lamina).
    case high = 3
    /// Medium quality (bilinear in Lamina).
    case medium = 4
}

/// What `CGContext.drawPath(using:)` paints, as `CGPathDrawingMode`.
public enum CGPathDrawingMode: Int32, Sendable, Hashable {
    /// Fill with the non-zero winding rule.
    case fill = 0
    /// Fill with the even-odd rule.
    case eoFill = 1
    /// Stroke.
    case stroke = 2
    /// Fill (non-zero), then stroke.
    case fillStroke = 3
    /// Fill (even-odd), then stroke.
    case eoFillStroke = 4
}
