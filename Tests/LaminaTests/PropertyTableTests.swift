import Foundation
import Testing
@testable import Lamina

/// The property table against Apple's headers, and every animatable property Lamina used
/// to lack (or to drop on some path) through every path: key-value coding, the implicit
/// action, an explicit animation in the render tree, `presentation()`, and a replicator's
/// late copies. Expected values come from Apple's headers and from interpolating by hand.
@Suite struct PropertyTableTests {
    /// The keys Apple's headers mark "Animatable" (CALayer.h, CAShapeLayer.h,
    /// CAGradientLayer.h, CAReplicatorLayer.h, CATextLayer.h).
    static let applesAnimatable: Set<String> = [
        // CALayer
        "bounds", "position", "zPosition", "anchorPoint", "anchorPointZ", "transform", "hidden", "doubleSided",
        "sublayerTransform", "masksToBounds", "contents", "contentsRect", "contentsScale", "contentsCenter",
        "minificationFilterBias", "backgroundColor", "cornerRadius", "borderWidth", "borderColor", "opacity",
        "compositingFilter", "filters", "backgroundFilters", "shouldRasterize", "rasterizationScale",
        "shadowColor", "shadowOpacity", "shadowOffset", "shadowRadius", "shadowPath",
        // CAShapeLayer
        "path", "fillColor", "strokeColor", "strokeStart", "strokeEnd", "lineWidth", "miterLimit", "lineDashPhase",
        // CAGradientLayer
        "colors", "locations", "startPoint", "endPoint",
        // CAReplicatorLayer
        "instanceCount", "instanceDelay", "instanceTransform", "instanceColor", "instanceRedOffset",
        "instanceGreenOffset", "instanceBlueOffset", "instanceAlphaOffset",
        // CATextLayer
        "fontSize", "foregroundColor",
        // CAEmitterLayer (CAEmitterLayer.h marks these "Animatable")
        "birthRate", "lifetime", "emitterPosition", "emitterZPosition", "emitterSize", "emitterDepth", "velocity",
        "scale", "spin",
    ]

    @Test func animatablePropertiesAreApples() {
        for property in LayerProperty.allCases {
            #expect(property.isAnimatable == Self.applesAnimatable.contains(property.key), "\(property.key)")
        }
    }

    /// Apple's `+defaultActionForKey:` answers nil for every class and key (observed);
    /// the implicit animation of every animatable property but `path` comes from the
    /// layer's own `action(forKey:)`.
    @Test func everyAnimatablePropertyButPathAnimatesImplicitlyWithoutADefaultAction() {
        for property in LayerProperty.allCases {
            let layerClass: CALayer.Type
            switch property.owner {
            case .layer: layerClass = CALayer.self
            case .shapeLayer: layerClass = CAShapeLayer.self
            case .gradientLayer: layerClass = CAGradientLayer.self
            case .replicatorLayer, .depthPreservingLayer: layerClass = CAReplicatorLayer.self
            case .textLayer: layerClass = CATextLayer.self
            case .scrollLayer: layerClass = CAScrollLayer.self
            case .emitterLayer: layerClass = CAEmitterLayer.self
            }
            let expected = Self.applesAnimatable.contains(property.key) && property.key != "path"
            #expect(layerClass.animatesImplicitly(forKey: property.key) == expected, "\(property.key)")
            #expect(layerClass.defaultAction(forKey: property.key) == nil, "\(property.key)")
        }
        // A plain layer has no implicit animation for a shape layer's key.
        #expect(!CALayer.animatesImplicitly(forKey: "fillColor"))
    }

    /// CAShapeLayer.h: "although the path property is animatable, no implicit animation
    /// will be created when the property is changed".
    @Test func changingAPathRunsNoImplicitAnimation() {
        let scene = EngineScene()
        let shape = CAShapeLayer()
        scene.at(0) { scene.root.addSublayer(shape) }
        scene.frame(at: 0)
        scene.at(1) {
            shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
            shape.fillColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        }
        #expect(shape.animation(forKey: "path") == nil)
        #expect(shape.animation(forKey: "fillColor") != nil)
    }

    /// Each row names its own field: no two rows share one, every model slot is in range,
    /// and rows come in `LayerProperty`'s order.
    @Test func rowsNameDistinctFieldsAndSlots() {
        var offsets: [Int: LayerProperty] = [:]
        var slots: [String: Set<Int>] = [:]
        func slot(_ kind: String, _ i: Int, _ capacity: Int, _ p: LayerProperty) {
            #expect(i >= 0 && i < capacity, "\(p): \(kind) slot \(i) of \(capacity)")
            #expect(slots[kind, default: []].insert(i).inserted, "\(p): \(kind) slot \(i) taken twice")
        }
        for (i, d) in LayerPropertyTable.descriptors.enumerated() {
            #expect(Int(d.property.rawValue) == i)
            var offset: Int?
            switch d.storage {
            case .cgFloat(let o), .float(let o), .double(let o), .integer(let o), .flag(let o), .point(let o),
                 .size(let o), .rect(let o), .transform(let o), .cornerMask(let o), .edgeMask(let o), .object(let o):
                offset = o
            case .kind(let o, _, let s):
                offset = o
                slot("name", s, LayerObjects().names.count, d.property)
            case .modelKind(let s): slot("name", s, LayerObjects().names.count, d.property)
            case .color(let o, let s):
                offset = o
                slot("color", s, LayerObjects.colorSlots, d.property)
            case .path(let o, let s):
                offset = o
                slot("path", s, LayerObjects.pathSlots, d.property)
            case .numberList(let o, let s):
                offset = o
                slot("numberList", s, LayerObjects.numberListSlots, d.property)
            case .colorList(let o, let s):
                offset = o
                slot("colorList", s, LayerObjects.colorListSlots, d.property)
            case .modelObject(let s): slot("other", s, ModelOnlyValues().slots.count, d.property)
            case .structure: break
            }
            if let offset {
                // Every field lies in a group: the group's slot (a reference inside the
                // values) above the field's offset in its fields.
                let slot = offset >> RenderValues.groupShift
                #expect(slot >= 1, "\(d.property) is not in a group")
                #expect(slot - 1 + MemoryLayout<UInt>.size <= MemoryLayout<RenderValues>.size, "\(d.property)")
                #expect(offsets.updateValue(d.property, forKey: offset) == nil, "\(d.property) shares a field")
            }
        }
    }

    /// A new layer's values are the rows' defaults, read back through key-value coding.
    @Test func newLayersHaveTheRowsDefaults() {
        let layers: [LayerPropertyOwner: CALayer] = [
            .layer: CALayer(), .shapeLayer: CAShapeLayer(), .gradientLayer: CAGradientLayer(),
            .replicatorLayer: CAReplicatorLayer(), .textLayer: CATextLayer(), .scrollLayer: CAScrollLayer(),
        ]
        for d in LayerPropertyTable.descriptors {
            guard let expected = d.defaultValue, let layer = layers[d.owner] else { continue }
            let actual = layer.value(forKey: d.key)
            #expect(String(describing: actual.map { $0 } ?? "nil") == String(describing: expected), "\(d.key)")
        }
        // The plain form renderers read agrees with the model's objects.
        let plain = CALayer().state.values
        #expect(plain.borderColor == CGColor.black.rgba && plain.shadowColor == CGColor.black.rgba)
        #expect(plain.maskedCorners.rawValue == 15 && plain.contentsGravity == .resize)
        #expect(CATextLayer().state.values.foregroundColor == CGColor.white.rgba)
        #expect(CAReplicatorLayer().state.values.instanceColor == CGColor.white.rgba)
    }

    // MARK: The properties that were missing somewhere, on every path

    /// A property, two values, and how to read it from presented values.
    struct Case: CustomStringConvertible, Sendable {
        let key: String
        let from: Double
        let to: Double
        var description: String { key }
    }

    static let scalarCases: [Case] = [
        Case(key: "rasterizationScale", from: 1, to: 3),
        Case(key: "minificationFilterBias", from: 0, to: -2),
        Case(key: "lineDashPhase", from: 0, to: 12),
        Case(key: "cornerRadius", from: 0, to: 20),
        Case(key: "instanceCount", from: 2, to: 10),
        Case(key: "instanceDelay", from: 0, to: 0.5),
    ]

    /// A committed layer of the property's class, in a scene.
    static func layer(for key: String, in scene: EngineScene) -> CALayer {
        let property = LayerProperty(key: key)!
        let layer: CALayer
        switch property.owner {
        case .shapeLayer: layer = CAShapeLayer()
        case .replicatorLayer, .depthPreservingLayer: layer = CAReplicatorLayer()
        case .gradientLayer: layer = CAGradientLayer()
        case .textLayer: layer = CATextLayer()
        case .scrollLayer: layer = CAScrollLayer()
        case .emitterLayer: layer = CAEmitterLayer()
        case .layer: layer = CALayer()
        }
        scene.at(0) {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
            scene.root.addSublayer(layer)
            CATransaction.commit()
        }
        scene.frame(at: 0)
        return layer
    }

    static func number(_ value: Any?) -> Double? {
        value.flatMap { KeyValueConversion.double($0) }
    }

    @Test(arguments: scalarCases)
    func scalarPropertyOnEveryPath(_ c: Case) throws {
        let scene = EngineScene()
        let layer = Self.layer(for: c.key, in: scene)
        let keyPath = try #require(LayerKeyPath(c.key))
        // Key-value coding, typed as the property is.
        scene.at(0) {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.setValue(c.from, forKey: c.key)
            CATransaction.commit()
        }
        #expect(Self.number(layer.value(forKey: c.key)) == c.from)
        scene.frame(at: 0.5)
        // The implicit action: a basic animation under the key, from the value on screen.
        scene.at(1) {
            CATransaction.begin()
            CATransaction.setAnimationDuration(1)
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
            layer.setValue(c.to, forKey: c.key)
            CATransaction.commit()
        }
        let implicit = try #require(layer.animation(forKey: c.key) as? CABasicAnimation)
        #expect(implicit.keyPath == c.key)
        scene.frame(at: 1.5)
        // Halfway in the render tree and in the presentation layer (an integer property
        // by whole steps, rounded down).
        var half = c.from + (c.to - c.from) / 2
        if c.key == "instanceCount" { half = half.rounded(.down) }
        let shown = scene.shown(layer)
        #expect(abs(Double(shown.value(at: keyPath).flatMap { value -> CGFloat? in
            if case .scalar(let v) = value { return v }
            return nil
        } ?? .nan) - half) < 1e-5)
        let presented = try #require(CAMediaClock.withFixedTime(1.5) { layer.presentation() })
        #expect(abs((Self.number(presented.value(forKey: c.key)) ?? .nan) - half) < 1e-5)
        scene.frame(at: 2.5)
        #expect(abs((Self.number(scene.shown(layer).value(at: keyPath).map { v -> Double in
            if case .scalar(let s) = v { return Double(s) }
            return .nan
        }) ?? .nan) - c.to) < 1e-9)
    }

    /// A Boolean does not blend: Lamina's basic animations keep `fromValue` until the end
    /// (AnimatableValue's rule), then the fill holds `toValue`.
    @Test func shouldRasterizeAnimatesDiscretely() throws {
        let scene = EngineScene()
        let layer = scene.addLayer()
        let flip = CABasicAnimation(keyPath: "shouldRasterize")
        flip.fromValue = false
        flip.toValue = true
        flip.duration = 1
        flip.fillMode = .forwards
        flip.isRemovedOnCompletion = false
        scene.at(0) { layer.add(flip, forKey: "flip") }
        scene.frame(at: 0.75)
        #expect(!scene.shown(layer).shouldRasterize)
        scene.frame(at: 1.5)
        #expect(scene.shown(layer).shouldRasterize)
        #expect(!layer.shouldRasterize)
    }

    @Test func contentsRectAndCenterAnimateOnEveryPath() throws {
        for key in ["contentsRect", "contentsCenter"] {
            let scene = EngineScene()
            let layer = scene.addLayer()
            let to = CGRect(x: 0.2, y: 0.4, width: 0.5, height: 0.25)
            scene.at(1) {
                CATransaction.begin()
                CATransaction.setAnimationDuration(1)
                CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
                layer.setValue(to, forKey: key)
                CATransaction.commit()
            }
            #expect(layer.animation(forKey: key) != nil, "\(key)")
            scene.frame(at: 1.5)
            let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
            let half = CGRect(x: (unit.minX + to.minX) / 2, y: (unit.minY + to.minY) / 2,
                              width: (unit.width + to.width) / 2, height: (unit.height + to.height) / 2)
            let shown = key == "contentsRect" ? scene.shown(layer).contentsRect : scene.shown(layer).contentsCenter
            #expect(abs(shown.minX - half.minX) < 1e-9 && abs(shown.height - half.height) < 1e-9, "\(key)")
            let presented = try #require(CAMediaClock.withFixedTime(1.5) { layer.presentation() })
            let value = try #require(presented.value(forKey: key) as? CGRect)
            #expect(abs(value.width - half.width) < 1e-9, "\(key)")
        }
    }

    @Test func shadowPathAnimatesOnEveryPath() throws {
        let scene = EngineScene()
        let layer = scene.addLayer()
        let from = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        let to = CGPath(rect: CGRect(x: 20, y: 0, width: 30, height: 10), transform: nil)
        scene.at(0) {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.shadowPath = from
            CATransaction.commit()
        }
        scene.frame(at: 0.5)
        scene.at(1) {
            CATransaction.begin()
            CATransaction.setAnimationDuration(1)
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
            layer.shadowPath = to
            CATransaction.commit()
        }
        #expect(layer.animation(forKey: "shadowPath") != nil)
        scene.frame(at: 1.5)
        // Halfway: every point halfway between the two rectangles' (same elements).
        let expected = CGRect(x: 10, y: 0, width: 20, height: 10)
        let shown = try #require(scene.shown(layer).shadowPath)
        #expect(CGPath(storage: shown).boundingBoxOfPath == expected)
        let presented = try #require(CAMediaClock.withFixedTime(1.5) { layer.presentation() })
        #expect(presented.shadowPath?.boundingBoxOfPath == expected)
        // The model keeps the path it was given (a copy of it).
        #expect(layer.shadowPath?.boundingBoxOfPath == to.boundingBoxOfPath)
    }

    /// Unchanged objects come back from `presentation()` as the model gave them: a gray
    /// colour stays gray (two components), not an RGB copy.
    @Test func presentationKeepsUnanimatedObjects() throws {
        let scene = EngineScene()
        let layer = scene.addLayer()
        scene.at(0) {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.backgroundColor = CGColor(gray: 0.5, alpha: 1)
            CATransaction.commit()
        }
        scene.frame(at: 0.1)
        let presented = try #require(CAMediaClock.withFixedTime(0.1) { layer.presentation() })
        #expect(presented.backgroundColor?.numberOfComponents == 2)
    }
}
