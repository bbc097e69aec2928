import Foundation

/// A `CAEmitterLayer`'s emitter: where and how it emits, the multipliers of its cells'
/// values, and its cells. Part of `SubclassValues`.
package struct EmitterValues {
    /// The model's `[CAEmitterCell]` (as given).
    package var emitterCells: Any?
    /// The cells as values, read from `emitterCells` when a commit hands the layer to
    /// the renderer (renderers never read the cells themselves, which app code changes).
    package var cellValues: [EmitterCellParameters] = []
    package var emitterPosition: CGPoint = .zero
    package var emitterZPosition: CGFloat = 0
    package var emitterSize: CGSize = .zero
    package var emitterDepth: CGFloat = 0
    package var emitterShape: EmitterShapeKind = .point
    package var emitterMode: EmitterModeKind = .volume
    package var renderMode: EmitterRenderKind = .unordered
    package var birthRate: Float = 1
    /// When the model last set a value the particles take at birth (media time; −∞:
    /// never): the change applies to births from then on.
    package var changedAt: CFTimeInterval = -.infinity
    package var lifetime: Float = 1
    package var velocity: Float = 1
    package var scale: Float = 1
    package var spin: Float = 1
    package var seed: Int = 0

    /// Every field at its default.
    package init() {}
}

extension RenderValues {
    /// The emitter's values (`CAEmitterLayer`).
    package var emitter: EmitterValues {
        @inline(__always) get { subclassGroup.fields.emitter }
        @inline(__always) set { subclassGroup.fields.emitter = newValue }
    }
}
