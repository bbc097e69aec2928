import LaminaRaster

/// One picture of `Assets/`: its file name, its size in points (files are @2x), the
/// name the seed code loads it by, and the drawing that makes it.
public struct AssetPicture: Sendable {
    /// Which group of scenes a picture belongs to.
    public enum Family: String, CaseIterable, Sendable {
        /// The lottery wheel's zodiac sprite sheets (scene 8).
        case zodiac
        /// The lottery wheel's discs, selection wedge and centre button (scene 8).
        case wheel
        /// Photo-like pictures for the switch, fold, transition and reflection scenes.
        case photo
        /// The sticky badge's explosion frames (scene 14).
        case explosion
        /// The arc menu's round avatars (scene 16).
        case avatar
    }

    /// The file name without `.png`: what an iOS port passes to `UIImage(named:)`.
    public let name: String
    /// The group of scenes it belongs to.
    public let family: Family
    /// The size in points; the file has `scale` pixels per point.
    public let pointSize: CGSize
    /// Pixels per point (2: the files are @2x).
    public let scale: Int
    /// What the seed code calls it (`[UIImage imageNamed:…]`).
    public let seedName: String
    /// One line saying what it shows.
    public let summary: String
    /// Draws the picture into a canvas of `pointSize` (points, y down).
    let draw: @Sendable (AssetCanvas) -> Void

    /// A picture; `draw` paints it on a transparent canvas of `pointSize`.
    init(_ name: String, _ family: Family, points: CGSize, scale: Int = 2, seedName: String, summary: String,
         draw: @escaping @Sendable (AssetCanvas) -> Void) {
        self.name = name
        self.family = family
        self.pointSize = points
        self.scale = scale
        self.seedName = seedName
        self.summary = summary
        self.draw = draw
    }

    /// The file's name: `name` + `@2x.png` (every picture has two pixels per point), so
    /// `UIImage(named: name)` loads it at scale 2, as on a Retina device.
    public var fileName: String { name + "@2x.png" }

    /// Width in pixels.
    public var pixelWidth: Int { Int((pointSize.width * CGFloat(scale)).rounded()) }

    /// Height in pixels.
    public var pixelHeight: Int { Int((pointSize.height * CGFloat(scale)).rounded()) }

    /// Draws the picture: the same pixels on every run.
    ///
    /// - Throws: `AssetError.cannotDraw` when no canvas of `pointSize` can be made.
    public func render() throws(AssetError) -> CGImage {
        guard let canvas = AssetCanvas(size: pointSize, scale: CGFloat(scale)) else {
            throw .cannotDraw(name: name, reason: "size \(pointSize) at @\(scale)x makes no bitmap")
        }
        draw(canvas)
        guard let image = canvas.makeImage() else {
            throw .cannotDraw(name: name, reason: "the canvas gave no image")
        }
        return image
    }
}
