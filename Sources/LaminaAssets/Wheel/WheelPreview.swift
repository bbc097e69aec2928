import LaminaRaster

/// The lottery wheel put together the way scene 8 builds it (seed 000), for review: the
/// base, the disc, twelve 68×143 pt buttons standing on the centre rotated by 30°·i with
/// their sign cut from the sprite sheet at (i·80, 0, 80, 92) pixels and drawn at
/// (14, 18, 40, 46) pt in the button (seed 002's `imageRectForContentRect:`), button
/// `selected` pressed over the selection wedge, and the centre button on top.
public enum WheelPreview {
    /// The assembled wheel, 320×320 pt at @2x; nil when a picture it needs is missing.
    public static func compose(_ images: [String: CGImage], selected: Int = 0) -> CGImage? {
        guard let base = images["LuckyBaseBackground"], let wheel = images["LuckyRotateWheel"],
              let normal = images["LuckyAstrology"], let pressed = images["LuckyAstrologyPressed"],
              let wedge = images["LuckyRototeSelected"], let center = images["LuckyCenterButton"],
              let canvas = AssetCanvas(size: CGSize(width: 320, height: 320), scale: 2) else { return nil }
        canvas.drawUpright(base, in: CGRect(x: 0, y: 0, width: 320, height: 320))
        canvas.drawUpright(wheel, in: CGRect(x: 17, y: 17, width: 286, height: 286))
        let cellWidth = normal.width / 12
        for i in 0..<12 {
            let sheet = i == selected ? pressed : normal
            guard let cell = sheet.cropping(to: CGRect(x: i * cellWidth, y: 0, width: cellWidth,
                                                       height: sheet.height)) else { continue }
            canvas.isolated {
                canvas.context.translateBy(x: 160, y: 160)
                canvas.context.rotate(by: CGFloat(i) * .pi / 6)
                if i == selected { canvas.drawUpright(wedge, in: CGRect(x: -34, y: -143, width: 68, height: 143)) }
                canvas.drawUpright(cell, in: CGRect(x: -20, y: -143 + 18, width: 40, height: 46))
            }
        }
        canvas.drawUpright(center, in: CGRect(x: 160 - 40.5, y: 160 - 45, width: 81, height: 81))
        return canvas.makeImage()
    }
}
