import Foundation
import Lamina

// Fuzz input → the `Any` values and key paths that key-value coding and animations
// receive. Input: a `FuzzBytes` cursor; output: values of every type an iOS programmer
// passes (each Swift number type, NSNumber, Bool, strings, geometry structs, transforms,
// colours, paths, images, layers, arrays, dictionaries, nil) and key paths both known to
// Core Animation and not. Caller's thread.

/// Draws values and key paths from fuzz input.
package enum ValueGenerator {
    /// Key paths Core Animation knows on some layer class, their struct components and
    /// the emitter's cell paths, with a few that name nothing.
    package static let keyPaths: [String] = [
        "position", "position.x", "position.y", "bounds", "bounds.size", "bounds.size.width", "bounds.origin.x",
        "frame", "anchorPoint", "anchorPoint.y", "anchorPointZ", "zPosition", "opacity", "hidden", "isHidden",
        "transform", "transform.rotation", "transform.rotation.z", "transform.rotation.x", "transform.rotation.y",
        "transform.scale", "transform.scale.x", "transform.scale.y", "transform.scale.z", "transform.translation",
        "transform.translation.x", "transform.translation.y", "transform.translation.z", "transform.m34",
        "sublayerTransform", "sublayerTransform.rotation", "sublayerTransform.m34",
        "backgroundColor", "cornerRadius", "cornerCurve", "maskedCorners", "borderWidth", "borderColor",
        "masksToBounds", "mask", "sublayers", "contents", "contentsRect", "contentsRect.size.width",
        "contentsCenter", "contentsGravity", "contentsScale", "minificationFilter", "magnificationFilter",
        "shadowColor", "shadowOpacity", "shadowOffset", "shadowOffset.height", "shadowRadius", "shadowPath",
        "allowsGroupOpacity", "isDoubleSided", "doubleSided", "speed", "timeOffset", "beginTime", "duration",
        "repeatCount", "autoreverses", "fillMode", "name", "style", "actions", "needsDisplayOnBoundsChange",
        "rasterizationScale", "shouldRasterize", "filters", "compositingFilter", "edgeAntialiasingMask",
        "path", "fillColor", "fillRule", "strokeColor", "strokeStart", "strokeEnd", "lineWidth", "miterLimit",
        "lineCap", "lineJoin", "lineDashPhase", "lineDashPattern",
        "colors", "locations", "startPoint", "endPoint", "type", "startPoint.x",
        "instanceCount", "instanceDelay", "instanceTransform", "instanceColor", "instanceRedOffset",
        "instanceGreenOffset", "instanceBlueOffset", "instanceAlphaOffset", "preservesDepth",
        "string", "font", "fontSize", "foregroundColor", "alignmentMode", "truncationMode", "isWrapped", "wrapped",
        "scrollMode", "emitterCells", "emitterPosition", "emitterZPosition", "emitterSize", "emitterShape",
        "emitterMode", "renderMode", "birthRate", "lifetime", "velocity", "scale", "spin", "seed",
        "emitterCells.spark.birthRate", "emitterCells.spark.color", "emitterCells.x.emitterCells.y.velocity",
        "", ".", "..", "position.", ".position", "transform.rotation.w", "bounds.size.depth", "unknownKey",
        "transform.scale.x.y", "sublayers.0", "position.x.y", "m34", "transform.m11", "transform.m44",
    ]

    /// A key path: a known one, a known one with a byte changed or a component added, or
    /// arbitrary text.
    package static func keyPath(_ input: inout FuzzBytes) -> String {
        switch input.byte() % 8 {
        case 0: return input.string()
        case 1: return input.choose(keyPaths) + "." + input.choose(keyPaths)
        case 2:
            var scalars = Array(input.choose(keyPaths).unicodeScalars)
            if !scalars.isEmpty { scalars[input.int(in: 0...scalars.count - 1)] = Unicode.Scalar(input.byte()) }
            return String(String.UnicodeScalarView(scalars))
        default: return input.choose(keyPaths)
        }
    }

    /// A value of any of the types key-value coding meets, `nil` included; `layers` are
    /// candidates for layer-valued properties (a layer's own ancestors among them, to
    /// try cycles).
    package static func value(_ input: inout FuzzBytes, layers: [CALayer] = [], depth: Int = 0) -> Any? {
        switch input.byte() % 24 {
        case 0: return nil
        case 1: return input.cgFloat()
        case 2: return input.double()
        case 3: return Float(input.double())
        case 4: return input.int(in: -4...40)
        case 5: return Int(bitPattern: UInt(input.uint64()))
        case 6: return NSNumber(value: input.double())
        case 7: return input.bool()
        case 8: return input.string(words: ["kCAFillModeForwards", "forwards", "backwards", "both", "removed",
                                            "center", "resize", "resizeAspectFill", "linear", "nearest", "trilinear",
                                            "round", "bevel", "miter", "butt", "square", "evenOdd", "nonZero",
                                            "axial", "radial", "conic", "continuous", "circular", "end", "middle"])
        case 9: return input.point()
        case 10: return input.size()
        case 11: return input.rect()
        case 12: return transform3D(&input)
        case 13: return PathGenerator.affineTransform(&input)
        case 14: return color(&input)
        case 15: return PathGenerator.path(&input, maxOperations: 6) as CGPath
        case 16: return image(&input)
        case 17: return layers.isEmpty ? CALayer() : input.choose(layers)
        case 18:
            guard depth < 2 else { return [] as [Any] }
            return (0..<input.int(in: 0...5)).map { _ in value(&input, layers: layers, depth: depth + 1) as Any }
        case 19: return (0..<input.int(in: 0...5)).map { _ in input.cgFloat(typical: -0.5...1.5) }
        case 20: return (0..<input.int(in: 0...4)).map { _ in color(&input) }
        case 21: return (0..<input.int(in: 0...4)).map { _ in layers.isEmpty ? CALayer() : input.choose(layers) }
        case 22:
            guard depth < 2 else { return [:] as [String: Any] }
            var dictionary: [String: Any] = [:]
            for _ in 0..<input.int(in: 0...3) { dictionary[keyPath(&input)] = value(&input, layers: layers, depth: depth + 1) }
            return dictionary
        default: return UInt8(input.byte())
        }
    }

    /// A colour, its components sometimes outside 0...1 or non-finite.
    package static func color(_ input: inout FuzzBytes) -> CGColor {
        if input.oneIn(4) {
            return CGColor(red: input.cgFloat(typical: -1...2), green: input.cgFloat(typical: -1...2),
                           blue: input.cgFloat(typical: -1...2), alpha: input.cgFloat(typical: -1...2))
        }
        return CGColor(red: CGFloat(input.byte()) / 255, green: CGFloat(input.byte()) / 255,
                       blue: CGFloat(input.byte()) / 255, alpha: CGFloat(input.byte()) / 255)
    }

    /// A 3-D transform: identity, a rotation about a random (possibly zero) axis, a scale
    /// (zero included: singular), a perspective one, or sixteen arbitrary coefficients.
    package static func transform3D(_ input: inout FuzzBytes) -> CATransform3D {
        switch input.byte() % 6 {
        case 0: return CATransform3DIdentity
        case 1: return CATransform3DMakeRotation(input.cgFloat(typical: -7...7), input.cgFloat(typical: -1...1),
                                                 input.cgFloat(typical: -1...1), input.cgFloat(typical: -1...1))
        case 2: return CATransform3DMakeScale(input.cgFloat(typical: -2...2), input.cgFloat(typical: -2...2),
                                              input.cgFloat(typical: -2...2))
        case 3: return CATransform3DMakeTranslation(input.cgFloat(), input.cgFloat(), input.cgFloat(typical: -100...100))
        case 4:
            var t = CATransform3DMakeRotation(input.cgFloat(typical: -3...3), 0, 1, 0)
            t.m34 = -1 / input.cgFloat(typical: -100...1000)
            return t
        default:
            var t = CATransform3DIdentity
            withUnsafeMutableBytes(of: &t) { raw in
                let values = raw.bindMemory(to: CGFloat.self)
                for i in values.indices { values[i] = input.cgFloat(typical: -2...2) }
            }
            return t
        }
    }

    /// A small image (1 to 8 pixels a side) of one colour with a stripe, or nil.
    package static func image(_ input: inout FuzzBytes) -> CGImage? {
        let width = input.int(in: 1...8), height = input.int(in: 1...8)
        guard let context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: width * 4,
                                      space: CGColorSpaceCreateDeviceRGB(),
                                      bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) else { return nil }
        context.setFillColor(color(&input))
        context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        context.setFillColor(color(&input))
        context.fill(CGRect(x: 0, y: 0, width: max(1, width / 2), height: height))
        return context.makeImage()
    }
}
