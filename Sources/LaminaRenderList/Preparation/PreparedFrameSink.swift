import Foundation

/// What a backend implements to receive a prepared frame: the records of
/// `FramePreparation.prepare(_:width:height:into:)`, in painter's order. Every call
/// comes on the thread that prepares; records are valid during the call (what a backend
/// keeps, it copies — the objects they hold are immutable and may be retained).
///
/// Groups nest: `beginGroup` … `endGroup`, with `beginMask` … `endMask` first inside a
/// masked group. Every record names the surface it draws into, so a backend needs no
/// stack of its own.
package protocol PreparedFrameSink: AnyObject {
    /// The frame starts: the target's size and its clip regions (indexed as records'
    /// `clip` fields).
    func beginFrame(width: Int, height: Int, clips: [PreparedClip])
    /// A layer's paint on the plane it lands on. (The plane is passed beside the paint
    /// rather than inside it: it is most of a record's size, and is built once per item.)
    func layer(_ item: PreparedLayer, on plane: PreparedPlane)
    func shape(_ item: PreparedShape)
    func gradient(_ item: PreparedGradient, on plane: PreparedPlane)
    /// A group's surfaces become current (content, then the mask's records follow if it
    /// has one).
    func beginGroup(_ group: PreparedGroup)
    func beginMask(_ group: PreparedGroup)
    func endMask(_ group: PreparedGroup)
    /// The group is complete: blur its shadow and composite it into its parent.
    func endGroup(_ group: PreparedGroup)
    /// A replicator's copies of one layer, to be drawn in one instanced draw: true when
    /// the sink drew them, false to have them handed over copy by copy instead.
    func instances(_ item: PreparedInstances) -> Bool
    /// An emitter cell's particles, to be drawn in one instanced draw from their closed
    /// form: true when the sink drew them, false to have them handed over one by one (as
    /// layer records with contents).
    func particles(_ item: PreparedParticles) -> Bool
}

extension PreparedFrameSink {
    /// Copies are handed over one by one.
    package func instances(_ item: PreparedInstances) -> Bool { false }
    /// Particles are handed over one by one.
    package func particles(_ item: PreparedParticles) -> Bool { false }
}
