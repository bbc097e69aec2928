import Foundation

/// A layer that emits, animates and draws particles: each of its `emitterCells` is a
/// kind of particle, born at the cell's rate from the emitter's shape, and drawn above
/// the layer's background and contents, beneath its sublayers.
///
/// The simulation runs in the layer's local time from 0, as Apple's does: a layer whose
/// `beginTime` is 0 starts as if it had been emitting for the whole media time so far,
/// and one whose `beginTime` is set to the current media time starts empty. Lamina's
/// particles are a closed form of that time (`seed`, cell, particle index and age), so
/// any frame can be drawn at any time and draws the same on every run.
open class CAEmitterLayer: CALayer {
    public override init() { super.init() }

    public override init(layer: Any) { super.init(layer: layer) }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The kinds of particle emitted. Default nil.
    ///
    /// As on Apple's platforms, the cells' values are read when they are set here:
    /// changing a cell afterwards changes nothing drawn until the array is set again, or
    /// the change is made through the layer (`setValue(_:forKeyPath:)` with
    /// `"emitterCells.name.property"`).
    open var emitterCells: [CAEmitterCell]? {
        get { state.values.emitter.emitterCells as? [CAEmitterCell] }
        set {
            changeEmitter()
            state.values.emitter.cellValues = (newValue ?? []).map { EmitterCellParameters($0) }
            store(object: newValue, .emitterCells)
        }
    }

    /// `"emitterCells.name…property"` reaches a cell by name (nested names too);
    /// anything else is CALayer's key path.
    open override func value(forKeyPath keyPath: String) -> Any? {
        guard let (cell, key) = cell(at: keyPath) else { return super.value(forKeyPath: keyPath) }
        return cell?.value(forKey: key)
    }

    /// Sets a cell's property by `"emitterCells.name…property"` and reads the cells again,
    /// so the change shows (an unknown name is reported and ignored); anything else is
    /// CALayer's key path.
    open override func setValue(_ value: Any?, forKeyPath keyPath: String) {
        guard let (cell, key) = cell(at: keyPath) else { return super.setValue(value, forKeyPath: keyPath) }
        guard let cell else { return }
        cell.setValue(value, forKey: key)
        emitterCells = emitterCells
    }

    /// The named cell a key path through `emitterCells` leads to (nil inside: no such
    /// cell, reported) and its last key; nil when the path does not start there.
    private func cell(at keyPath: String) -> (CAEmitterCell?, String)? {
        var parts = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 3, parts[0] == "emitterCells", let key = parts.popLast() else { return nil }
        let found = CAEmitterCell.cell(named: parts.dropFirst(), in: emitterCells ?? [])
        if let missing = found.missing {
            LaminaDiagnostics.report(.invalidArgument,
                "CAEmitterLayer key path \"\(keyPath)\": no cell named \"\(missing)\"; ignored")
        }
        return (found.cell, key)
    }

    /// Multiplies every cell's `birthRate`. Default 1. Animatable. A change applies to
    /// births from then on: setting 0 stops births, and the live particles finish their
    /// lives.
    open var birthRate: Float {
        get { state.values.emitter.birthRate }
        set {
            changeEmitter()
            store(newValue, .birthRate)
        }
    }

    /// Multiplies every cell's `lifetime` (and range). Default 1. Animatable.
    open var lifetime: Float {
        get { state.values.emitter.lifetime }
        set { changeEmitter(); store(newValue, .lifetime) }
    }

    /// Multiplies every cell's `velocity` (and range). Default 1. Animatable.
    open var velocity: Float {
        get { state.values.emitter.velocity }
        set { changeEmitter(); store(newValue, .velocity) }
    }

    /// Multiplies every cell's `scale` (and range). Default 1. Animatable.
    open var scale: Float {
        get { state.values.emitter.scale }
        set { changeEmitter(); store(newValue, .scale) }
    }

    /// Multiplies every cell's `spin` (and range). Default 1. Animatable.
    open var spin: Float {
        get { state.values.emitter.spin }
        set { changeEmitter(); store(newValue, .spin) }
    }

    /// The centre of the emission shape, in the layer's coordinates. Default (0, 0). Animatable.
    open var emitterPosition: CGPoint {
        get { state.values.emitter.emitterPosition }
        set { changeEmitter(); store(newValue, .emitterPosition) }
    }

    /// The z of the emission shape's centre. Default 0. Animatable.
    open var emitterZPosition: CGFloat {
        get { state.values.emitter.emitterZPosition }
        set { changeEmitter(); store(newValue, .emitterZPosition) }
    }

    /// The emission shape's size (a circle's or sphere's radius is its width). Default
    /// (0, 0). Animatable.
    open var emitterSize: CGSize {
        get { state.values.emitter.emitterSize }
        set { changeEmitter(); store(newValue, .emitterSize) }
    }

    /// The depth of a cuboid emission shape. Default 0. Animatable.
    open var emitterDepth: CGFloat {
        get { state.values.emitter.emitterDepth }
        set { changeEmitter(); store(newValue, .emitterDepth) }
    }

    /// The emission shape. Default `.point`.
    open var emitterShape: CAEmitterLayerEmitterShape {
        get { kind(.emitterShape, as: CAEmitterLayerEmitterShape.self) }
        set { store(kind: newValue, .emitterShape) }
    }

    /// Which part of the shape emits. Default `.volume`.
    open var emitterMode: CAEmitterLayerEmitterMode {
        get { kind(.emitterMode, as: CAEmitterLayerEmitterMode.self) }
        set { store(kind: newValue, .emitterMode) }
    }

    /// How particles are ordered and composited. Default `.unordered`.
    open var renderMode: CAEmitterLayerRenderMode {
        get { kind(.renderMode, as: CAEmitterLayerRenderMode.self) }
        set { store(kind: newValue, .renderMode) }
    }

    /// Whether particles keep their z in the layer's 3D space (otherwise they are
    /// flattened into its plane). Default false.
    open var preservesDepth: Bool {
        get { state.values.preservesDepth }
        set { store(newValue, .preservesDepth) }
    }

    /// Seeds the particles' random values: another seed, another (equally deterministic)
    /// picture. Default 0.
    open var seed: UInt32 {
        get { UInt32(truncatingIfNeeded: state.values.emitter.seed) }
        set { store(Int(newValue), .seed) }
    }

    /// `seed` as the property table stores it.
    var seedValue: Int {
        get { state.values.emitter.seed }
        set { store(newValue, .seed) }
    }

    /// Notes when the model changes what the particles born from now on take (the
    /// history starts the change there, not at the frame that sees it).
    private func changeEmitter() {
        willChangeModel()
        state.values.emitter.changedAt = CACurrentMediaTime()
    }
}
