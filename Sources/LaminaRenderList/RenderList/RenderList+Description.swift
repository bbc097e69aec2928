import Foundation

/// A render list as readable text, one command per line, nested by groups and copies:
/// engine tests state what a frame contains without drawing it, e.g.
///
///     layer bounds=(0 0 100 100) at=(10 10) opacity=1 bg=(1 0 0 1)
///     group opacity=0.5 mask=no shadow=no clip=-1 pixels=(0 0 110 110)
///       layer bounds=(0 0 50 50) at=(20 20) opacity=1 bg=(0 0 1 1)
///     end
extension RenderList: CustomStringConvertible {
    package var description: String {
        var lines: [String] = []
        var depth = 0
        func line(_ text: String) { lines.append(String(repeating: "  ", count: depth) + text) }
        for command in commands {
            switch command {
            case .layer(let item):
                var text = "layer " + Self.describe(item.placement)
                if let bg = item.backgroundColor { text += " bg=" + Self.describe(bg) }
                if item.shape.cornerRadius > 0 { text += " radius=\(Self.number(item.shape.cornerRadius))" }
                if let border = item.borderColor, item.borderWidth > 0 {
                    text += " border=\(Self.number(item.borderWidth))" + Self.describe(border)
                }
                if let contents = item.contents {
                    text += " contents=\(contents.image.width)x\(contents.image.height)"
                        + " dest=" + Self.describe(contents.destinationRect)
                }
                line(text)
            case .shape(let item):
                var text = "shape " + Self.describe(item.placement)
                if item.fillPath != nil, let fill = item.fillColor { text += " fill=" + Self.describe(fill) }
                if item.strokeOutline != nil, let stroke = item.strokeColor { text += " stroke=" + Self.describe(stroke) }
                line(text)
            case .gradient(let item):
                line("gradient " + Self.describe(item.placement) + " \(item.kind) stops=\(item.colors.count)")
            case .beginGroup(let group):
                line("group opacity=\(Self.number(CGFloat(group.opacity))) mask=\(group.hasMask ? "yes" : "no")"
                     + " shadow=\(group.shadow == nil ? "no" : "yes") clip=\(group.clip)"
                     + " pixels=" + Self.describe(group.pixelBounds) + (group.isAdditive ? " additive" : "")
                     + (group.mesh.map { " mesh=\($0.value.columns)×\($0.value.rows)" } ?? ""))
                depth += 1
            case .beginMask:
                line("mask")
                depth += 1
            case .endMask, .endGroup, .endInstances:
                depth = max(depth - 1, 0)
                line("end")
            case .beginInstances(let run):
                line("copies count=\(run.count) delay=\(Self.number(CGFloat(run.delay)))")
                depth += 1
            case .particles(let box):
                let run = box.value
                line("particles " + Self.describe(run.placement) + " levels=\(run.levels.count) births=\(run.count)"
                     + " time=\(Self.number(CGFloat(run.time)))" + (run.isAdditive ? " additive" : ""))
            }
        }
        return lines.joined(separator: "\n")
    }

    private static func describe(_ p: ItemPlacement) -> String {
        let origin = p.transform.mapPointAllowingBehind(CGPoint(x: p.bounds.minX, y: p.bounds.minY)) ?? .zero
        var text = "bounds=" + describe(p.bounds) + " at=(\(number(origin.x)) \(number(origin.y)))"
            + " opacity=\(number(CGFloat(p.opacity)))"
        if p.tint != .white { text += " tint=" + describe(p.tint) }
        if p.clip >= 0 { text += " clip=\(p.clip)" }
        return text
    }

    private static func describe(_ r: CGRect) -> String {
        "(\(number(r.minX)) \(number(r.minY)) \(number(r.width)) \(number(r.height)))"
    }

    private static func describe(_ c: CGColor.RGBA) -> String {
        "(\(number(c.red)) \(number(c.green)) \(number(c.blue)) \(number(c.alpha)))"
    }

    /// Up to three decimals, no trailing zeros.
    private static func number(_ v: CGFloat) -> String {
        let rounded = (v * 1000).rounded() / 1000
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(format: "%.3f", Double(rounded))
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
