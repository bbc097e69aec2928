import Foundation

// Animations of an emitter's cells by key path: `emitterCells.spark.birthRate` (names
// through nested cells, then one of the properties CAEmitterCell.h marks animatable).
// Compiled when the animation is added: the names are found among the layer's cells
// then, and the property resolved to a field of the cells' values; each frame the
// effect writes the animated value into the presented cells, and the emitter's history
// records it, so it applies to the particles born from then on (as Apple's emitter,
// which reads a cell's values at each birth).

/// A property of `EmitterCellParameters` an animation can drive.
enum EmitterCellField {
    case birthRate, lifetime, lifetimeRange, latitude, longitude, range, velocity, velocityRange
    case acceleration(Int)
    case scale, scaleRange, scaleSpeed, spin, spinRange
    case color
    case colorRange(Int), colorSpeed(Int)

    /// The field of Apple's key `key`, nil for keys that do not animate.
    init?(key: String) {
        switch key {
        case "birthRate": self = .birthRate
        case "lifetime": self = .lifetime
        case "lifetimeRange": self = .lifetimeRange
        case "emissionLatitude": self = .latitude
        case "emissionLongitude": self = .longitude
        case "emissionRange": self = .range
        case "velocity": self = .velocity
        case "velocityRange": self = .velocityRange
        case "xAcceleration": self = .acceleration(0)
        case "yAcceleration": self = .acceleration(1)
        case "zAcceleration": self = .acceleration(2)
        case "scale": self = .scale
        case "scaleRange": self = .scaleRange
        case "scaleSpeed": self = .scaleSpeed
        case "spin": self = .spin
        case "spinRange": self = .spinRange
        case "color": self = .color
        case "redRange", "greenRange", "blueRange", "alphaRange":
            self = .colorRange(["redRange", "greenRange", "blueRange", "alphaRange"].firstIndex(of: key)!)
        case "redSpeed", "greenSpeed", "blueSpeed", "alphaSpeed":
            self = .colorSpeed(["redSpeed", "greenSpeed", "blueSpeed", "alphaSpeed"].firstIndex(of: key)!)
        default: return nil
        }
    }

    /// The type an animation's values convert to.
    var valueType: LayerValueType {
        if case .color = self { return .color }
        return .cgFloat
    }

    /// The field's value in `cell`.
    func value(in cell: EmitterCellParameters) -> AnimatableValue {
        func s(_ v: Double) -> AnimatableValue { .scalar(CGFloat(v)) }
        switch self {
        case .birthRate: return s(cell.timeScale > 0 ? cell.birthRate / cell.timeScale : 0)
        case .lifetime: return s(cell.lifetime)
        case .lifetimeRange: return s(cell.lifetimeRange)
        case .latitude: return s(cell.latitude)
        case .longitude: return s(cell.longitude)
        case .range: return s(cell.range)
        case .velocity: return s(cell.velocity)
        case .velocityRange: return s(cell.velocityRange)
        case .acceleration(let k): return s(cell.acceleration[k])
        case .scale: return s(cell.scale)
        case .scaleRange: return s(cell.scaleRange)
        case .scaleSpeed: return s(cell.scaleSpeed)
        case .spin: return s(cell.spin)
        case .spinRange: return s(cell.spinRange)
        case .color:
            let c = cell.color
            return .color(CGColor.RGBA(red: CGFloat(c.x), green: CGFloat(c.y), blue: CGFloat(c.z), alpha: CGFloat(c.w)))
        case .colorRange(let k): return s(cell.colorRange[k])
        case .colorSpeed(let k): return s(cell.colorSpeed[k])
        }
    }

    /// Writes `value` into `cell` (a value of the wrong kind, or not a finite number, is
    /// left out; rates and lifetimes stay ≥ 0, ranges are magnitudes).
    func write(_ value: AnimatableValue, into cell: inout EmitterCellParameters) {
        if case .color(let c) = value, case .color = self {
            cell.color = SIMD4(Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha))
            return
        }
        guard case .scalar(let x) = value, x.isFinite else { return }
        let v = Double(x)
        switch self {
        case .birthRate: cell.birthRate = max(v, 0) * cell.timeScale
        case .lifetime: cell.lifetime = max(v, 0)
        case .lifetimeRange: cell.lifetimeRange = abs(v)
        case .latitude: cell.latitude = v
        case .longitude: cell.longitude = v
        case .range: cell.range = abs(v)
        case .velocity: cell.velocity = v
        case .velocityRange: cell.velocityRange = abs(v)
        case .acceleration(let k): cell.acceleration[k] = v
        case .scale: cell.scale = v
        case .scaleRange: cell.scaleRange = abs(v)
        case .scaleSpeed: cell.scaleSpeed = v
        case .spin: cell.spin = v
        case .spinRange: cell.spinRange = abs(v)
        case .color: break
        case .colorRange(let k): cell.colorRange[k] = v
        case .colorSpeed(let k): cell.colorSpeed[k] = v
        }
    }
}

/// An animation of one emitter cell's property (`emitterCells.<name>….<property>`).
final class EmitterCellEffect: PropertyEffect {
    /// The cells as a whole (what the animation writes, for the frame loop).
    let target = LayerKeyPath(property: .emitterCells, component: .whole)!
    /// The cell's indices through the cells and their sub-cells.
    let path: [Int]
    let field: EmitterCellField
    enum Source {
        case basic(BasicSource)
        case keyframes(KeyframeTrack)
    }
    let source: Source

    init(path: [Int], field: EmitterCellField, source: Source) {
        self.path = path
        self.field = field
        self.source = source
    }

    func apply(_ phase: TimingPhase, sample: TimingSample, progress: Double, into presented: inout RenderValues) {
        // The cells may have been replaced since: a path that no longer leads to a cell
        // writes nothing.
        func update(_ cells: inout [EmitterCellParameters], _ depth: Int) {
            let i = path[depth]
            guard i < cells.count else { return }
            if depth + 1 < path.count { return update(&cells[i].children, depth + 1) }
            let value: AnimatableValue
            switch source {
            case .basic(let basic): value = basic.value(at: progress, base: field.value(in: cells[i]))
            case .keyframes(let track): value = track.value(atProgress: progress)
            }
            field.write(value, into: &cells[i])
        }
        guard !path.isEmpty else { return }
        update(&presented.emitter.cellValues, 0)
    }

    /// The effect of `animation` on `layer`, when its key path names an emitter cell's
    /// property (`emitterCells.` then cell names then a key); nil, after a diagnostic,
    /// when the names or the key name nothing animatable. `.notCellKeyPath` for other
    /// key paths.
    enum Compiled {
        case effect(EmitterCellEffect)
        case ignored
        case notCellKeyPath
    }

    static func compile(_ animation: CAPropertyAnimation, for layer: CALayer,
                        ignore: (String) -> Void,
                        keyframes: (CAKeyframeAnimation, LayerValueType) -> KeyframeTrack?) -> Compiled {
        guard let keyPath = animation.keyPath, keyPath.hasPrefix("emitterCells."), let emitter = layer as? CAEmitterLayer else {
            return .notCellKeyPath
        }
        let parts = keyPath.split(separator: ".").map(String.init)
        guard parts.count >= 3, let field = EmitterCellField(key: parts[parts.count - 1]) else {
            ignore("\"\(parts.last ?? "")\" is not an animatable CAEmitterCell property")
            return .ignored
        }
        var cells = emitter.emitterCells ?? []
        var path: [Int] = []
        for name in parts[1..<(parts.count - 1)] {
            guard let i = cells.firstIndex(where: { $0.name == name }) else {
                ignore("the emitter has no cell named \"\(name)\"")
                return .ignored
            }
            path.append(i)
            cells = cells[i].emitterCells ?? []
        }
        func convert(_ value: Any?, _ name: String) -> AnimatableValue?? {
            guard let value else { return .some(nil) }
            guard let converted = AnimatableValue(from: value, as: field.valueType) else {
                ignore("\(name) \(KeyValueConversion.typeName(value)) does not fit \"\(keyPath)\"")
                return nil
            }
            return .some(converted)
        }
        switch animation {
        case let k as CAKeyframeAnimation:
            guard let track = keyframes(k, field.valueType) else { return .ignored }
            return .effect(EmitterCellEffect(path: path, field: field, source: .keyframes(track)))
        case let basic as CABasicAnimation:
            guard let from = convert(basic.fromValue, "fromValue"), let to = convert(basic.toValue, "toValue"),
                  let by = convert(basic.byValue, "byValue") else { return .ignored }
            let source: BasicSource
            switch (from, to, by) {
            case let (from?, to?, _): source = .fixed(ValueInterpolator(from: from, to: to, context: keyPath))
            case let (from?, nil, by?): source = .fixed(ValueInterpolator(from: from, to: from.adding(by), context: keyPath))
            case let (nil, to?, by?): source = .fixed(ValueInterpolator(from: to.subtracting(by), to: to, context: keyPath))
            case let (from?, nil, nil): source = .fromToBase(from)
            case let (nil, to?, nil): source = .baseTo(to)
            case let (nil, nil, by?): source = .baseBy(by)
            case (nil, nil, nil): source = .previousToBase(nil)
            }
            return .effect(EmitterCellEffect(path: path, field: field, source: .basic(source)))
        default:
            ignore("it is neither a basic nor a keyframe animation")
            return .ignored
        }
    }
}
