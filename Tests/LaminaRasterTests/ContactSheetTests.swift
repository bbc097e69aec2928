import Foundation
import Testing
@testable import LaminaRaster

/// One picture of every feature, for a person to look at once (issue 4: "a person looks
/// at a contact sheet PNG of all of these"). Written to `$LAMINA_RASTER_OUTPUT/
/// raster-contact-sheet.png` when that variable is set; the test itself checks that every
/// tile drew something.
@Suite struct ContactSheetTests {
    static let size = CGSize(width: 120, height: 120)

    /// The scenes: a caption and a list of commands (and clips) in a 120 × 120 target.
    static func scenes() -> [(String, [RenderCommand], [ClipRegion])] {
        let picture = makeImage(width: 64, height: 64) { x, y in
            ((x / 8 + y / 8) % 2 == 0) ? (230, 90, 40, 255) : (UInt8(x * 4), UInt8(y * 4), 200, 255)
        }
        let square = CGSize(width: 60, height: 60)
        var tilt = translation(-30, -30)
        tilt = CATransform3DConcat(tilt, CATransform3DMakeRotation(0.8, 0, 1, 0))
        tilt = CATransform3DConcat(tilt, translation(60, 60))
        tilt = CATransform3DConcat(tilt, perspective(200, centre: 60, 60))
        var fold = translation(-40, -40)
        fold = CATransform3DConcat(fold, CATransform3DMakeRotation(-1.0, 1, 0, 0))
        fold = CATransform3DConcat(fold, translation(60, 60))
        fold = CATransform3DConcat(fold, perspective(300, centre: 60, 60))
        let circle = CGMutablePath()
        circle.addEllipse(in: CGRect(x: 20, y: 20, width: 80, height: 80))
        circle.addEllipse(in: CGRect(x: 40, y: 40, width: 40, height: 40))
        let star = CGMutablePath()
        for k in 0..<10 {
            let r: CGFloat = k % 2 == 0 ? 50 : 20, a = CGFloat(k) * .pi / 5 - .pi / 2
            let p = CGPoint(x: 60 + r * cos(a), y: 60 + r * sin(a))
            if k == 0 { star.move(to: p) } else { star.addLine(to: p) }
        }
        star.closeSubpath()
        let outline = star.copy(strokingWithWidth: 4, lineCap: .round, lineJoin: .round, miterLimit: 10)
        func shape(_ fill: CGPath?, _ stroke: CGPath?, rule: CGPathFillRule = .winding) -> RenderCommand {
            .shape(ShapeItem(placement: placement(CATransform3DIdentity, size: size), fillPath: fill?.storage,
                             fillColor: fill == nil ? nil : RGBA(red: 0.2, green: 0.6, blue: 0.9, alpha: 1), fillRule: rule,
                             strokeOutline: stroke?.storage, strokeColor: stroke == nil ? nil : RGBA(red: 0.9, green: 0.2, blue: 0.3, alpha: 1),
                             contentKey: 1))
        }
        func gradient(_ kind: GradientKind, _ start: CGPoint, _ end: CGPoint) -> RenderCommand {
            .gradient(GradientItem(placement: placement(translation(10, 10), size: CGSize(width: 100, height: 100)),
                                   cornerRadius: 16, maskedCorners: allCorners, curve: .circular,
                                   kind: kind, colors: [red, RGBA(red: 1, green: 0.9, blue: 0, alpha: 1), blue],
                                   locations: [0, 0.3, 1], startPoint: start, endPoint: end))
        }
        let shadow = ShadowItem(color: black, opacity: 0.6, offset: CGSize(width: 6, height: 8), blurRadius: 6,
                                path: nil, pathTransform: CATransform3DIdentity)
        return [
            ("solid, half-pixel edge", [layer(frame: CGRect(x: 30.5, y: 30, width: 60, height: 60), color: red)], []),
            ("rounded, masked corners", [layer(frame: CGRect(x: 20, y: 20, width: 80, height: 80), color: green, cornerRadius: 30,
                                               corners: [.layerMinXMinYCorner, .layerMaxXMaxYCorner])], []),
            ("border inside bounds", [layer(frame: CGRect(x: 20, y: 20, width: 80, height: 80), color: white, cornerRadius: 20,
                                            borderWidth: 8, borderColor: blue)], []),
            ("rotated 30 deg", [layer(rotated(size: 60, 60, centre: 60, 60, angle: .pi / 6), size: square, color: red,
                                      cornerRadius: 10, borderWidth: 3, borderColor: black)], []),
            ("perspective tilt", [layer(tilt, size: square, color: nil,
                                        contents: contents(picture, destination: CGRect(origin: .zero, size: square)))], []),
            ("fold: top half", [layer(fold, size: CGSize(width: 80, height: 40), color: nil,
                                      contents: contents(picture, destination: CGRect(x: 0, y: 0, width: 80, height: 40),
                                                         source: CGRect(x: 0, y: 0, width: 1, height: 0.5)))], []),
            ("nine-part", [layer(frame: CGRect(x: 10, y: 30, width: 100, height: 60), color: nil,
                                 contents: contents(picture, destination: CGRect(x: 0, y: 0, width: 100, height: 60),
                                                    center: CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5)))], []),
            ("aspect fit, clipped round", [layer(frame: CGRect(x: 10, y: 10, width: 100, height: 100), color: blue, cornerRadius: 30,
                                                 contents: contents(picture, destination: CGRect(x: -20, y: 0, width: 140, height: 100)))], []),
            ("clip under rotation", [layer(translation(0, 0), size: size, color: nil, clip: 0,
                                           contents: contents(picture, destination: CGRect(origin: .zero, size: size)))],
             [clipRegion(rotated(size: 70, 70, centre: 60, 60, angle: 0.5), size: CGSize(width: 70, height: 70), cornerRadius: 14)]),
            ("group vs layer opacity", [
                layer(frame: CGRect(x: 10, y: 10, width: 50, height: 50), color: red, opacity: 0.5),
                layer(frame: CGRect(x: 30, y: 30, width: 50, height: 50), color: blue, opacity: 0.5),
                .beginGroup(GroupItem(opacity: 0.5, hasMask: false, shadow: nil, clip: -1, pixelBounds: CGRect(x: 40, y: 40, width: 80, height: 80))),
                layer(frame: CGRect(x: 40, y: 40, width: 50, height: 50), color: red),
                layer(frame: CGRect(x: 60, y: 60, width: 50, height: 50), color: blue),
                .endGroup,
            ], []),
            ("mask", [
                .beginGroup(GroupItem(opacity: 1, hasMask: true, shadow: nil, clip: -1, pixelBounds: CGRect(x: 0, y: 0, width: 120, height: 120))),
                .beginMask,
                gradient(.radial, CGPoint(x: 0.5, y: 0.5), CGPoint(x: 1, y: 1)),
                .endMask,
                layer(frame: CGRect(x: 0, y: 0, width: 120, height: 120), color: nil,
                      contents: contents(picture, destination: CGRect(x: 0, y: 0, width: 120, height: 120))),
                .endGroup,
            ], []),
            ("shadow", [
                .beginGroup(GroupItem(opacity: 1, hasMask: false, shadow: shadow, clip: -1, pixelBounds: CGRect(x: 25, y: 25, width: 60, height: 60))),
                layer(frame: CGRect(x: 25, y: 25, width: 60, height: 60), color: white, cornerRadius: 12),
                .endGroup,
            ], []),
            ("axial gradient", [gradient(.axial, CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))], []),
            ("radial gradient", [gradient(.radial, CGPoint(x: 0.5, y: 0.5), CGPoint(x: 1, y: 0.8))], []),
            ("conic gradient", [gradient(.conic, CGPoint(x: 0.5, y: 0.5), CGPoint(x: 1, y: 0.5))], []),
            ("even-odd fill", [shape(circle, nil, rule: .evenOdd)], []),
            ("star fill + stroke", [shape(star, outline)], []),
        ]
    }

    @Test func everyFeatureOnOneSheet() throws {
        var sheet = ContactSheet(columns: 6)
        for (caption, commands, clips) in Self.scenes() {
            let image = render(commands, clips: clips, width: 120, height: 120)
            #expect(coveredArea(image) > 100, "\(caption)")
            sheet.add(image, label: caption)
        }
        let picture = sheet.render()
        #expect(picture.width > 6 * 120 && picture.height > 3 * 120)
        if let folder = ProcessInfo.processInfo.environment["LAMINA_RASTER_OUTPUT"] {
            try picture.writePNG(to: URL(fileURLWithPath: folder).appendingPathComponent("raster-contact-sheet.png"))
        }
    }
}
