import Foundation
import Lamina

// Fuzz input → a layer tree. Input: a `FuzzBytes` cursor; output: a root layer of the
// stage's size holding a random tree: every built-in layer class, geometry from ordinary
// to zero, negative and non-finite, transforms with perspective and singular matrices,
// masks, clips, shadows, contents, replicators, emitters and text. Built in a transaction
// with actions disabled; caller's thread (the main thread's role).

/// Builds layer trees from fuzz input, for the trees, animations and key-value targets.
package enum LayerTreeGenerator {
    /// Every layer class Lamina builds in.
    package static let layerClasses: [CALayer.Type] = [
        CALayer.self, CAShapeLayer.self, CAGradientLayer.self, CAReplicatorLayer.self, CATextLayer.self,
        CATransformLayer.self, CAScrollLayer.self, CAEmitterLayer.self,
    ]

    /// A root of `side` × `side` points with up to `maxLayers` layers below it.
    package static func tree(_ input: inout FuzzBytes, side: CGFloat, maxLayers: Int = 16) -> (root: CALayer, layers: [CALayer]) {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: side, height: side)
        var layers: [CALayer] = [root]
        let count = input.int(in: 1...maxLayers)
        for _ in 0..<count {
            if input.isExhausted { break }
            let layer = self.layer(&input, side: Double(side))
            let parent = input.choose(layers)
            if input.oneIn(6), parent !== root, parent.mask == nil {
                parent.mask = layer
            } else if input.oneIn(5), let sibling = parent.sublayers?.first {
                parent.insertSublayer(layer, below: sibling)
            } else {
                parent.addSublayer(layer)
            }
            layers.append(layer)
        }
        keepCheap(layers)
        return (root, layers)
    }

    /// Keeps a case's drawing to milliseconds. Nested replicators multiply their copies,
    /// copies of a layer with a shadow, a mask or group opacity are each an offscreen
    /// group, and an emitter's particles multiply by its copies. The engine bounds all of
    /// it (`InstanceRun.maximumCopies`, a frame's particles shared by the copies, a frame's
    /// offscreen groups; tested by the render list tests), but at those bounds a frame
    /// costs seconds: cases keep copies within `mostCopies`, copies that draw offscreen
    /// within `mostOffscreenCopies`, and a replicated emitter's particles within one
    /// emitter's. The key-value target applies it again after its calls.
    package static func keepCheap(_ layers: [CALayer]) {
        for layer in layers {
            if let replicator = layer as? CAReplicatorLayer, replicator.instanceCount > 1 {
                let most = drawsOffscreen(below: replicator) ? mostOffscreenCopies : mostCopies
                replicator.instanceCount = min(replicator.instanceCount, max(1, most / copies(enclosing: replicator)))
            } else if let emitter = layer as? CAEmitterLayer {
                let enclosing = copies(enclosing: emitter)
                guard enclosing > 1 else { continue }
                var cells = emitter.emitterCells ?? []
                while let cell = cells.popLast() {
                    if cell.lifetime.isFinite { cell.lifetime /= Float(enclosing) }
                    cells += cell.emitterCells ?? []
                }
                // Cells are read when they are set (Apple's rule): set them again.
                emitter.emitterCells = emitter.emitterCells
            }
        }
    }

    /// Whether a layer below `layer` (or a mask there) is drawn through an offscreen group.
    private static func drawsOffscreen(below layer: CALayer) -> Bool {
        var stack = (layer.sublayers ?? []) + (layer.mask.map { [$0] } ?? [])
        var visited = 0
        while let l = stack.popLast(), visited < 1000 {
            visited += 1
            if l.shadowOpacity != 0 || l.mask != nil || (l.opacity != 1 && !(l.sublayers ?? []).isEmpty) { return true }
            stack += (l.sublayers ?? []) + (l.mask.map { [$0] } ?? [])
        }
        return false
    }

    /// The copies `layer`'s enclosing replicators make of it (their counts multiplied, at
    /// most `mostCopies`).
    private static func copies(enclosing layer: CALayer) -> Int {
        var enclosing = 1, ancestor = layer.superlayer
        while let a = ancestor {
            if let r = a as? CAReplicatorLayer { enclosing = min(enclosing * max(1, min(r.instanceCount, mostCopies)), mostCopies) }
            ancestor = a.superlayer
        }
        return enclosing
    }

    /// The most copies a case's replicators make, nested ones multiplied (copies that
    /// cannot share a run are listed one by one: 20,000 of them are a few milliseconds).
    static let mostCopies = 20_000
    /// The most copies drawn through offscreen groups (each a picture, perhaps a blur).
    static let mostOffscreenCopies = 64

    /// One layer of a random class with random properties.
    package static func layer(_ input: inout FuzzBytes, side: Double) -> CALayer {
        let layer = make(input.choose(layerClasses))
        let typical = -side / 4...side
        layer.bounds = CGRect(origin: input.oneIn(4) ? input.point(typical: -10...10) : .zero,
                              size: input.size(typical: -4...side))
        layer.position = input.point(typical: typical)
        if input.oneIn(4) { layer.anchorPoint = input.point(typical: -0.5...1.5) }
        if input.oneIn(6) { layer.zPosition = input.cgFloat(typical: -50...50) }
        if input.oneIn(3) { layer.transform = ValueGenerator.transform3D(&input) }
        if input.oneIn(5) { layer.sublayerTransform = ValueGenerator.transform3D(&input) }
        if input.bool() { layer.backgroundColor = ValueGenerator.color(&input) }
        if input.oneIn(3) { layer.opacity = Float(input.double(typical: -0.2...1.2)) }
        if input.oneIn(4) { layer.cornerRadius = input.cgFloat(typical: -2...side / 2) }
        if input.oneIn(5) { layer.cornerCurve = input.bool() ? CALayerCornerCurve.continuous : .circular }
        if input.oneIn(5) {
            layer.borderWidth = input.cgFloat(typical: -1...8)
            layer.borderColor = ValueGenerator.color(&input)
        }
        if input.oneIn(4) { layer.masksToBounds = true }
        if input.oneIn(8) { layer.isHidden = true }
        if input.oneIn(6) { layer.allowsGroupOpacity = input.bool() }
        if input.oneIn(6) { layer.isDoubleSided = false }
        if input.oneIn(5) {
            layer.shadowOpacity = Float(input.double(typical: 0...1))
            layer.shadowRadius = input.cgFloat(typical: -2...12)
            layer.shadowOffset = input.size(typical: -6...6)
            layer.shadowColor = ValueGenerator.color(&input)
            if input.bool() { layer.shadowPath = PathGenerator.path(&input, maxOperations: 6, scale: side / 2) }
        }
        if input.oneIn(4) {
            layer.contents = ValueGenerator.image(&input)
            if input.bool() { layer.contentsRect = input.rect(typical: -0.5...1.5) }
            if input.oneIn(3) { layer.contentsCenter = input.rect(typical: -0.5...1.5) }
            if input.bool() {
                layer.contentsGravity = input.choose([CALayerContentsGravity.center, .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft,
                                                      .bottomRight, .resize, .resizeAspect, .resizeAspectFill])
            }
            if input.oneIn(3) { layer.contentsScale = input.cgFloat(typical: -1...4) }
            if input.oneIn(3) { layer.magnificationFilter = input.choose([CALayerContentsFilter.nearest, .linear, .trilinear]) }
        }
        configureClass(layer, &input, side: side)
        return layer
    }

    /// A new layer of `layerClass` (one of `layerClasses`).
    package static func make(_ layerClass: CALayer.Type) -> CALayer {
        switch layerClass {
        case is CAShapeLayer.Type: CAShapeLayer()
        case is CAGradientLayer.Type: CAGradientLayer()
        case is CAReplicatorLayer.Type: CAReplicatorLayer()
        case is CATextLayer.Type: CATextLayer()
        case is CATransformLayer.Type: CATransformLayer()
        case is CAScrollLayer.Type: CAScrollLayer()
        case is CAEmitterLayer.Type: CAEmitterLayer()
        default: CALayer()
        }
    }

    /// The properties of the layer's own class.
    private static func configureClass(_ layer: CALayer, _ input: inout FuzzBytes, side: Double) {
        switch layer {
        case let shape as CAShapeLayer:
            shape.path = PathGenerator.path(&input, maxOperations: 10, scale: side)
            if input.bool() { shape.fillColor = input.oneIn(4) ? nil : ValueGenerator.color(&input) }
            if input.bool() { shape.strokeColor = ValueGenerator.color(&input) }
            if input.bool() { shape.lineWidth = input.cgFloat(typical: -1...10) }
            if input.oneIn(3) { shape.lineCap = input.choose([.butt, .round, .square]) }
            if input.oneIn(3) { shape.lineJoin = input.choose([.miter, .round, .bevel]) }
            if input.oneIn(3) { shape.fillRule = input.bool() ? .evenOdd : .nonZero }
            if input.oneIn(3) {
                shape.lineDashPattern = PathGenerator.dashPattern(&input).map { NSNumber(value: Double($0)) }
                shape.lineDashPhase = input.cgFloat(typical: -10...10)
            }
            if input.oneIn(3) {
                shape.strokeStart = input.cgFloat(typical: -0.5...1.5)
                shape.strokeEnd = input.cgFloat(typical: -0.5...1.5)
            }
        case let gradient as CAGradientLayer:
            gradient.colors = (0..<input.int(in: 0...5)).map { _ in ValueGenerator.color(&input) }
            if input.bool() { gradient.locations = (0..<input.int(in: 0...6)).map { _ in NSNumber(value: input.double(typical: -0.5...1.5)) } }
            gradient.startPoint = input.point(typical: -0.5...1.5)
            gradient.endPoint = input.point(typical: -0.5...1.5)
            gradient.type = input.choose([.axial, .radial, .conic])
        case let replicator as CAReplicatorLayer:
            replicator.instanceCount = min(input.oneIn(16) ? input.int(in: -10...100_000) : input.int(in: -1...12), mostCopies)
            replicator.instanceTransform = ValueGenerator.transform3D(&input)
            if input.bool() { replicator.instanceColor = ValueGenerator.color(&input) }
            replicator.instanceRedOffset = Float(input.double(typical: -0.5...0.5))
            replicator.instanceAlphaOffset = Float(input.double(typical: -0.5...0.5))
            replicator.instanceDelay = input.double(typical: -1...1)
            if input.oneIn(3) { replicator.preservesDepth = true }
        case let text as CATextLayer:
            text.string = input.string(words: ["Lamina", "Hello, world", "مرحبا بالعالم", "नमस्ते", "中文字符", "🙂👍🏽", "a\nb\n\nc", ""])
            text.fontSize = input.cgFloat(typical: -2...40)
            if input.bool() { text.foregroundColor = ValueGenerator.color(&input) }
            text.isWrapped = input.bool()
            text.alignmentMode = input.choose([.natural, .left, .right, .center, .justified])
            text.truncationMode = input.choose([.none, .start, .middle, .end])
        case let scroll as CAScrollLayer:
            scroll.scroll(to: input.point())
        case let emitter as CAEmitterLayer:
            emitter.emitterPosition = input.point(typical: 0...side)
            emitter.emitterSize = input.size(typical: -4...side)
            emitter.emitterShape = input.choose([.point, .line, .rectangle, .cuboid, .circle, .sphere])
            emitter.emitterMode = input.choose([.points, .outline, .surface, .volume])
            emitter.renderMode = input.choose([.unordered, .oldestFirst, .oldestLast, .backToFront, .additive])
            emitter.birthRate = Float(input.double(typical: 0...2))
            if emitter.birthRate.isFinite, emitter.birthRate > 10 { emitter.birthRate = 10 }
            let layerRate = emitter.birthRate
            emitter.emitterCells = (0..<input.int(in: 0...2)).map { _ in cell(&input, depth: 0, layerRate: layerRate) }
        default:
            break
        }
    }

    /// An emitter cell (with sub-cells up to one level down) of an emitter whose
    /// `birthRate` is `layerRate`.
    package static func cell(_ input: inout FuzzBytes, depth: Int, layerRate: Float = 1) -> CAEmitterCell {
        let cell = CAEmitterCell()
        cell.name = input.choose(["spark", "x", "y", "smoke"])
        // Births per second × lifetime × the layer's rate is the particle count (per parent
        // particle, for a sub-cell, whose births the layer's rate multiplies too); the
        // engine caps a run at 16.7 million (`ParticleRun.maximumInstances`, tested by the
        // emitter tests), which costs seconds a frame on the CPU and more on llvmpipe.
        // Cases stay far below it: at most 300 live particles a cell, or 30 parents of 10
        // children each, whatever the layer's rate; extreme rates come with short lives,
        // and non-finite and negative rates are still drawn. (A rate of 8,995 living 10 s
        // made 1.8 million particles a frame, 22 s a case under AddressSanitizer; 1,800
        // parents of 100 children each, every child a 1-pixel image scaled 10⁹ times over
        // the whole target, 24 s.)
        let extreme = input.oneIn(12) && depth == 0
        cell.birthRate = Float(extreme ? input.double(typical: -1e4...1e4) : input.double(typical: 0...60))
        cell.lifetime = Float(extreme ? input.double(typical: 0...0.01) : input.double(typical: 0...3))
        if cell.birthRate.isFinite, abs(cell.birthRate) > 1e4 { cell.birthRate = cell.birthRate.sign == .minus ? -1e4 : 1e4 }
        if cell.lifetime.isFinite, cell.lifetime > 10 { cell.lifetime = 10 }
        let layer = layerRate.isFinite ? min(max(abs(layerRate), 1), 10) : 1
        keepAlive(cell, atMost: (depth == 0 ? 300 : 10) / layer)
        cell.velocity = input.cgFloat(typical: -50...100)
        cell.emissionRange = input.cgFloat(typical: 0...7)
        cell.scale = input.cgFloat(typical: -0.5...2)
        cell.spin = input.cgFloat(typical: -4...4)
        cell.yAcceleration = input.cgFloat(typical: -50...50)
        cell.color = ValueGenerator.color(&input)
        cell.alphaSpeed = Float(input.double(typical: -1...1))
        cell.contents = ValueGenerator.image(&input)
        if depth == 0, input.oneIn(4) {
            cell.emitterCells = [self.cell(&input, depth: 1, layerRate: layerRate)]
            keepAlive(cell, atMost: 30 / layer)
        }
        return cell
    }

    /// Shortens `cell`'s lifetime so that births per second × lifetime is at most `most`.
    private static func keepAlive(_ cell: CAEmitterCell, atMost most: Float) {
        if cell.birthRate.isFinite, cell.lifetime.isFinite, abs(cell.birthRate) * cell.lifetime > most {
            cell.lifetime = most / abs(cell.birthRate)
        }
    }
}
