import Foundation

/// Which edges of a layer are anti-aliased.
public struct CAEdgeAntialiasingMask: OptionSet, Hashable, Sendable {
    /// The mask's bits.
    public let rawValue: UInt32
    /// The mask with the bits of `rawValue`.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The left edge (minimum x). `kCALayerLeftEdge`.
    public static let layerLeftEdge = CAEdgeAntialiasingMask(rawValue: 1 << 0)
    /// The right edge (maximum x). `kCALayerRightEdge`.
    public static let layerRightEdge = CAEdgeAntialiasingMask(rawValue: 1 << 1)
    /// The bottom edge. `kCALayerBottomEdge`.
    public static let layerBottomEdge = CAEdgeAntialiasingMask(rawValue: 1 << 2)
    /// The top edge. `kCALayerTopEdge`.
    public static let layerTopEdge = CAEdgeAntialiasingMask(rawValue: 1 << 3)
}

/// How `contents` is placed in the bounds. A layer given a name that is no gravity
/// keeps `.center` (it reads back as `.center`), as Apple's.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    /// The name as Apple spells it.
    public let rawValue: String
    /// The value of the name `rawValue` (any string is kept).
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Centred in the bounds at its size in points. `kCAGravityCenter`.
    public static let center = CALayerContentsGravity(rawValue: "center")
    /// Centred horizontally at the top edge, unscaled. `kCAGravityTop`.
    public static let top = CALayerContentsGravity(rawValue: "top")
    /// Centred horizontally at the bottom edge, unscaled. `kCAGravityBottom`.
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    /// Centred vertically at the left edge, unscaled. `kCAGravityLeft`.
    public static let left = CALayerContentsGravity(rawValue: "left")
    /// Centred vertically at the right edge, unscaled. `kCAGravityRight`.
    public static let right = CALayerContentsGravity(rawValue: "right")
    /// In the top-left corner, unscaled. `kCAGravityTopLeft`.
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    /// In the top-right corner, unscaled. `kCAGravityTopRight`.
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    /// In the bottom-left corner, unscaled. `kCAGravityBottomLeft`.
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    /// In the bottom-right corner, unscaled. `kCAGravityBottomRight`.
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    /// Stretched to fill the bounds (the default). `kCAGravityResize`.
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// Scaled to fit inside the bounds, keeping its aspect ratio. `kCAGravityResizeAspect`.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// Scaled to cover the bounds, keeping its aspect ratio (the overflow is cut by `masksToBounds`). `kCAGravityResizeAspectFill`.
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}

/// The filter used to scale `contents`. Unknown names act as `.linear`.
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
    /// The name as Apple spells it.
    public let rawValue: String
    /// The value of the name `rawValue` (any string is kept).
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Bilinear interpolation between the nearest four pixels (the default). `kCAFilterLinear`.
    public static let linear = CALayerContentsFilter(rawValue: "linear")
    /// The nearest pixel, no interpolation. `kCAFilterNearest`.
    public static let nearest = CALayerContentsFilter(rawValue: "nearest")
    /// Bilinear in the two nearest levels of a mipmap, blended: smooth when minifying. `kCAFilterTrilinear`.
    public static let trilinear = CALayerContentsFilter(rawValue: "trilinear")
}

/// The pixel format of a layer's backing store.
public struct CALayerContentsFormat: RawRepresentable, Hashable, Sendable {
    /// The name as Apple spells it.
    public let rawValue: String
    /// The value of the name `rawValue` (any string is kept).
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Eight bits per channel (the default). `kCAContentsFormatRGBA8Uint`.
    public static let RGBA8Uint = CALayerContentsFormat(rawValue: "RGBA8")
    /// A half-float per channel. `kCAContentsFormatRGBA16Float`.
    public static let RGBA16Float = CALayerContentsFormat(rawValue: "RGBAh")
    /// One eight-bit grey channel. `kCAContentsFormatGray8Uint`.
    public static let gray8Uint = CALayerContentsFormat(rawValue: "Gray8")
}
