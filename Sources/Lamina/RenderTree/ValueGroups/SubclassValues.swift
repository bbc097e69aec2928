import Foundation

/// What the built-in subclasses add to a layer's values (`CAShapeLayer`,
/// `CAGradientLayer`, `CAReplicatorLayer`, `CATextLayer`, `CAEmitterLayer`), in one of `RenderValues`'
/// groups (`RenderValues.subclassGroup`): a plain layer shares the defaults, and a layer
/// of one of these classes pays for one box once it sets one of them.
package struct SubclassValues: RenderValueFields {
    package var shape = ShapeValues()
    package var gradient = GradientValues()
    package var replicator = ReplicatorValues()
    package var text = TextValues()
    package var emitter = EmitterValues()

    /// Every field at its default.
    package init() {}

    /// The box the groups at these defaults share.
    nonisolated(unsafe) package static let defaults = FieldGroupBox(SubclassValues())
}
