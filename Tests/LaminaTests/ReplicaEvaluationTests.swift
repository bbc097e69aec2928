import Foundation
import Testing
@testable import Lamina

/// Replicated copies run their sublayers' animations `instanceDelay` later each: the
/// evaluation phase works their values out before flattening, which only reads them.
/// Expected positions from the animation's formula, x(t) = 100 · t for 0 ≤ t ≤ 1.
@Suite struct ReplicaEvaluationTests {
    /// A replicator of `count` copies, `delay` apart, of a 10-point dot whose `position.x`
    /// runs linearly from 0 to 100 in 1 s (no fill: the model, x = 200, outside it; kept
    /// after it ends, so the late copies finish their runs).
    static func scene(count: Int, delay: CFTimeInterval) -> (EngineScene, CALayer) {
        let scene = EngineScene()
        let replicator = CAReplicatorLayer()
        let dot = CALayer()
        scene.at(0) {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            replicator.frame = scene.root.bounds
            replicator.instanceCount = count
            replicator.instanceDelay = delay
            scene.root.addSublayer(replicator)
            Self.addMovingDot(dot, to: replicator, removedOnCompletion: false)
            CATransaction.commit()
        }
        return (scene, dot)
    }

    /// Makes `dot` a white 10-point square at x = 200 in `parent`, its `position.x`
    /// animated from 0 to 100 in 1 s.
    static func addMovingDot(_ dot: CALayer, to parent: CALayer, removedOnCompletion: Bool) {
        dot.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        dot.position = CGPoint(x: 200, y: 20)
        dot.backgroundColor = CGColor(gray: 1, alpha: 1)
        parent.addSublayer(dot)
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 100
        move.duration = 1
        move.isRemovedOnCompletion = removedOnCompletion
        dot.add(move, forKey: "move")
    }

    /// The dots' x in the frame's render list, copy by copy (each item's translation
    /// plus half its width).
    static func dotPositions(_ scene: EngineScene) -> [CGFloat] {
        // Instance runs expanded: each copy as drawn.
        scene.renderer.renderList.expandingInstances().commands.compactMap { command in
            guard case .layer(let item) = command, item.placement.bounds.width == 10 else { return nil }
            return item.placement.transform.m41 + 5
        }
    }

    @Test func copiesRunLateByTheDelay() {
        let (scene, dot) = Self.scene(count: 4, delay: 0.25)
        scene.frame(at: 0.5)
        // Copy k shows t − k/4: 0.5, 0.25, 0 (the start), and −0.25 (not begun: the model).
        #expect(Self.dotPositions(scene) == [50, 25, 0, 200])
        // Three copies run late, rebuilt from the dot's one track: nothing per copy here.
        let index = scene.renderer.tree.index(of: dot.layerID)!
        #expect(scene.renderer.tree.replicas.count == 0)
        #expect(scene.renderer.tree.tracks(of: index).count == 1)
        // Copy 0 is over (the model again); the others are 0.85, 0.6 and 0.35 through.
        scene.frame(at: 1.1)
        let shown = Self.dotPositions(scene)
        #expect(zip(shown, [200, 85, 60, 35] as [CGFloat]).allSatisfy { abs($0 - $1) < 1e-9 })
    }

    @Test func nestedReplicatorsAddTheirDelays() {
        let scene = EngineScene()
        let outer = CAReplicatorLayer(), inner = CAReplicatorLayer(), dot = CALayer()
        scene.at(0) {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            outer.instanceCount = 2
            outer.instanceDelay = 0.5
            inner.instanceCount = 3
            inner.instanceDelay = 0.1
            outer.addSublayer(inner)
            scene.root.addSublayer(outer)
            Self.addMovingDot(dot, to: inner, removedOnCompletion: true)
            CATransaction.commit()
        }
        scene.frame(at: 0.8)
        // Copies run 0, 0.1, 0.2 (outer copy 0) and 0.5, 0.6, 0.7 (outer copy 1) late.
        let expected: [CGFloat] = [0.8, 0.7, 0.6, 0.3, 0.2, 0.1].map { 100 * $0 }
        let shown = Self.dotPositions(scene)
        #expect(shown.count == 6)
        #expect(zip(shown, expected).allSatisfy { abs($0 - $1) < 1e-9 })
        // The outer copies are listed one by one (a replicator in a copy), the inner ones
        // from tracks.
        #expect(scene.renderer.tree.replicas.count == 0)
        #expect(scene.renderer.tree.tracksCopies(of: scene.renderer.tree.index(of: inner.layerID)!))
    }

    @Test func copiesThatCannotBeRebuiltFromTracksAreEvaluatedOneByOne() {
        // A sublayer under the moving dot: its copies are visited one by one, with the
        // values evaluation made for each late copy.
        let (scene, dot) = Self.scene(count: 4, delay: 0.25)
        scene.at(0) {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            let speck = CALayer()
            speck.frame = CGRect(x: 2, y: 2, width: 3, height: 3)
            speck.backgroundColor = CGColor(gray: 0, alpha: 1)
            dot.addSublayer(speck)
            CATransaction.commit()
        }
        scene.frame(at: 0.5)
        #expect(Self.dotPositions(scene) == [50, 25, 0, 200])
        let index = scene.renderer.tree.index(of: dot.layerID)!
        #expect(scene.renderer.tree.replicas.count == 3)
        #expect(scene.renderer.tree.replica(of: index, shift: 0.25) != nil)
    }

    @Test func withoutDelaysNothingIsEvaluatedTwice() {
        let (scene, _) = Self.scene(count: 5, delay: 0)
        scene.frame(at: 0.5)
        #expect(Self.dotPositions(scene) == Array(repeating: 50, count: 5))
        #expect(scene.renderer.tree.replicas.count == 0)
    }
}
