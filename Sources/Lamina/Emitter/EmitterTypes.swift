import Foundation

/// The shape particles are emitted from (`CAEmitterLayer.emitterShape`), Apple's names.
public struct CAEmitterLayerEmitterShape: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// A point at `emitterPosition` (the default). `kCAEmitterLayerPoint`.
    public static let point = CAEmitterLayerEmitterShape(rawValue: "point")
    /// A line of `emitterSize.width` along x, centred on the position. `kCAEmitterLayerLine`.
    public static let line = CAEmitterLayerEmitterShape(rawValue: "line")
    /// A rectangle of `emitterSize` centred on the position. `kCAEmitterLayerRectangle`.
    public static let rectangle = CAEmitterLayerEmitterShape(rawValue: "rectangle")
    /// A box of `emitterSize` × `emitterDepth`. `kCAEmitterLayerCuboid`.
    public static let cuboid = CAEmitterLayerEmitterShape(rawValue: "cuboid")
    /// A circle of radius `emitterSize.width`. `kCAEmitterLayerCircle`.
    public static let circle = CAEmitterLayerEmitterShape(rawValue: "circle")
    /// A sphere of radius `emitterSize.width`. `kCAEmitterLayerSphere`.
    public static let sphere = CAEmitterLayerEmitterShape(rawValue: "sphere")
}

/// Which part of the shape emits (`CAEmitterLayer.emitterMode`), Apple's names.
public struct CAEmitterLayerEmitterMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The shape's corners (its centre for a point, a circle or a sphere). `kCAEmitterLayerPoints`.
    public static let points = CAEmitterLayerEmitterMode(rawValue: "points")
    /// The shape's outline: a rectangle's edges, a circle's circumference, a cuboid's
    /// edges, a sphere's surface. `kCAEmitterLayerOutline`.
    public static let outline = CAEmitterLayerEmitterMode(rawValue: "outline")
    /// The shape's surface: a rectangle's or circle's area, a cuboid's faces, a sphere's
    /// surface. `kCAEmitterLayerSurface`.
    public static let surface = CAEmitterLayerEmitterMode(rawValue: "surface")
    /// Inside the shape (the default). `kCAEmitterLayerVolume`.
    public static let volume = CAEmitterLayerEmitterMode(rawValue: "volume")
}

/// The order and compositing of particles (`CAEmitterLayer.renderMode`), Apple's names.
public struct CAEmitterLayerRenderMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// In any order (the default). `kCAEmitterLayerUnordered`.
    public static let unordered = CAEmitterLayerRenderMode(rawValue: "unordered")
    /// Oldest first: the youngest drawn on top. `kCAEmitterLayerOldestFirst`.
    public static let oldestFirst = CAEmitterLayerRenderMode(rawValue: "oldestFirst")
    /// Oldest last: the oldest drawn on top. `kCAEmitterLayerOldestLast`.
    public static let oldestLast = CAEmitterLayerRenderMode(rawValue: "oldestLast")
    /// Far to near by z. `kCAEmitterLayerBackToFront`.
    public static let backToFront = CAEmitterLayerRenderMode(rawValue: "backToFront")
    /// Added to what is beneath (source-additive). `kCAEmitterLayerAdditive`.
    public static let additive = CAEmitterLayerRenderMode(rawValue: "additive")
}

/// A resolved `renderMode` (unknown names draw unordered).
package enum EmitterRenderKind: UInt8, Sendable {
    case unordered, oldestFirst, oldestLast, backToFront, additive
}

extension CAEmitterLayerEmitterShape: LayerKindValue {
    package var resolvedKind: UInt8 {
        let all: [CAEmitterLayerEmitterShape] = [.point, .line, .rectangle, .cuboid, .circle, .sphere]
        return UInt8(all.firstIndex(of: self) ?? 0)
    }
    /// The public shape of a resolved kind.
    package init(_ kind: EmitterShapeKind) {
        self = [.point, .line, .rectangle, .cuboid, .circle, .sphere][Int(kind.rawValue)]
    }
}

extension CAEmitterLayerEmitterMode: LayerKindValue {
    package var resolvedKind: UInt8 {
        let all: [CAEmitterLayerEmitterMode] = [.points, .outline, .surface, .volume]
        return UInt8(all.firstIndex(of: self) ?? 3)
    }
    package init(_ kind: EmitterModeKind) {
        self = [.points, .outline, .surface, .volume][Int(kind.rawValue)]
    }
}

extension CAEmitterLayerRenderMode: LayerKindValue {
    package var resolvedKind: UInt8 {
        let all: [CAEmitterLayerRenderMode] = [.unordered, .oldestFirst, .oldestLast, .backToFront, .additive]
        return UInt8(all.firstIndex(of: self) ?? 0)
    }
}
