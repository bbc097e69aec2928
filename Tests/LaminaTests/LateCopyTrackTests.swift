import Foundation
import Testing
@testable import Lamina

/// Replicator copies that run their animations late (`instanceDelay`) listed as one run
/// evaluated from tracks. Expected values follow `CAMediaTiming`'s rules and the
/// animations' definitions, worked out here for each copy's time t − k × delay.
@Suite struct LateCopyTrackTests {
    private static let gray = CGColor(gray: 0.5, alpha: 1)

    private func layerItems(_ list: RenderList) -> [LayerItem] {
        list.expandingInstances().commands.compactMap { if case .layer(let item) = $0 { return item } else { return nil } }
    }

    private func runs(_ list: RenderList) -> [InstanceRun] {
        list.commands.compactMap { if case .beginInstances(let run) = $0 { return run } else { return nil } }
    }

    /// `CAMediaTimingFunction`'s cubic Bézier y at x, by bisection on x(s).
    private func bezier(_ c: (Double, Double, Double, Double), at x: Double) -> Double {
        func coordinate(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
        }
        var lo = 0.0, hi = 1.0
        for _ in 0..<80 {
            let mid = (lo + hi) / 2
            if coordinate(c.0, c.2, mid) < x { lo = mid } else { hi = mid }
        }
        return coordinate(c.1, c.3, (lo + hi) / 2)
    }

    @Test func barsScalingLateAreOneRunWithEveryCopyAtItsOwnTime() {
        // SCENES.md scene 10's bars: transform.scale.y 1 → 0.1, ease in / ease out,
        // autoreversed, forever; copy k runs 0.1·k late.
        let scene = ListScene()
        let replicator = CAReplicatorLayer()
        scene.add(replicator, frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        scene.change {
            replicator.instanceCount = 8
            replicator.instanceTransform = CATransform3DMakeTranslation(22, 0, 0)
            replicator.instanceDelay = 0.1
        }
        let bar = CALayer()
        scene.add(bar, frame: CGRect(x: 10, y: 50, width: 20, height: 150), color: Self.gray, to: replicator)
        scene.change {
            bar.anchorPoint = CGPoint(x: 0.5, y: 1)
            bar.position = CGPoint(x: 20, y: 200)
        }
        let shrink = CABasicAnimation(keyPath: "transform.scale.y")
        shrink.fromValue = 1
        shrink.toValue = 0.1
        shrink.duration = 0.5
        shrink.autoreverses = true
        shrink.repeatCount = .greatestFiniteMagnitude
        shrink.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        CAMediaClock.withFixedTime(0) {
            bar.add(shrink, forKey: "shrink")
            CATransaction.flush()
        }
        let t = 1.37
        let list = scene.list(at: t)
        // One run of one item, and one varying item with its track.
        #expect(runs(list).count == 1)
        #expect(list.commands.count == 3)
        #expect(list.instanceVaryings.count == 1 && list.instanceTracks.count == 1)
        let items = layerItems(list)
        #expect(items.count == 8)
        for (k, item) in items.enumerated() {
            let local = t - 0.1 * Double(k)
            // Cycle 1 s as played; the second half plays backwards.
            let r = local.truncatingRemainder(dividingBy: 1)
            let progress = r > 0.5 ? (1 - r) / 0.5 : r / 0.5
            let scale = 1 - 0.9 * bezier((0.42, 0, 0.58, 1), at: progress)
            let top = item.placement.transform.mapPoint(CGPoint(x: 0, y: 0))!
            #expect(abs(top.y - CGFloat(200 - 150 * scale)) < 0.01, "copy \(k): \(top.y)")
            #expect(abs(top.x - CGFloat(10 + 22 * Double(k))) < 1e-6)
        }
    }

    @Test func trackTimingFollowsTheMediaTimingRules() {
        // Duration 2, autoreversed (cycle 4), 1.5 cycles (active 6), time offset 1,
        // speed 2: local time τ = 2·(t − shift − begin).
        let table = InstanceTrackTable(channel: .opacity, samples: [0, 1])
        let track = InstanceTrack(table: table, localTime: 1.25, beginTime: 0, speed: 2, timeOffset: 1, duration: 2,
                                  autoreverses: true, active: 6, firstProgress: 0.5, finalProgress: nil)
        // τ = 2.5: active time 3.5 → second half of the first cycle: (4 − 3.5) / 2.
        #expect(track.progress(shift: 0) == 0.25)
        // τ = 0.5: 1.5 → 0.75.
        #expect(track.progress(shift: 1) == 0.75)
        // τ = 5.5: 6.5 wraps to 0.5 → 0.25.
        #expect(track.progress(shift: -1.5) == 0.25)
        // Before the beginning: the backward fill's progress; after the end: none.
        #expect(track.progress(shift: 2) == 0.5)
        #expect(track.progress(shift: -3) == nil)
        // A frozen animation (speed 0) stays at its beginning plus the offset.
        let frozen = InstanceTrack(table: table, localTime: 7, beginTime: 0, speed: 0, timeOffset: 1, duration: 2,
                                   autoreverses: false, active: 2, firstProgress: nil, finalProgress: nil)
        #expect(frozen.progress(shift: 3) == 0.5)
    }

    @Test func trackTimingAgreesWithTheTimingPhaseEverywhere() {
        // The same rules, as `MediaTiming.phase` applies them to the animation itself.
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            var timing = MediaTiming()
            timing.duration = Double.random(in: 0.1...3, using: &generator)
            timing.speed = Float([1, 2, 0.5, -1, 0][Int.random(in: 0..<5, using: &generator)])
            timing.timeOffset = [0, 0.3, -0.7][Int.random(in: 0..<3, using: &generator)]
            timing.autoreverses = Bool.random(using: &generator)
            timing.repeatCount = [0, 2.5, .greatestFiniteMagnitude][Int.random(in: 0..<3, using: &generator)]
            timing.beginTime = Double.random(in: -2...2, using: &generator)
            let fills = (Bool.random(using: &generator), Bool.random(using: &generator))
            let before = timing.effectiveSpeed >= 0 ? -Double.infinity : .infinity
            let first = timing.phase(atParentTime: before, fillsBackwards: true, fillsForwards: false,
                                     endInclusive: false).sample?.progress
            let final = timing.activeDuration.isFinite
                ? timing.phase(atParentTime: -before, fillsBackwards: false, fillsForwards: true,
                               endInclusive: false).sample?.progress : nil
            let now = Double.random(in: -5...15, using: &generator)
            let track = InstanceTrack(table: InstanceTrackTable(channel: .opacity, samples: [0, 1]),
                                      localTime: now, beginTime: timing.beginTime, speed: timing.effectiveSpeed,
                                      timeOffset: timing.timeOffset, duration: timing.simpleDuration,
                                      autoreverses: timing.autoreverses, active: timing.activeDuration,
                                      firstProgress: fills.0 ? first : nil, finalProgress: fills.1 ? final : nil)
            let shift = Double.random(in: 0...4, using: &generator)
            let expected = timing.phase(atParentTime: now - shift, fillsBackwards: fills.0, fillsForwards: fills.1,
                                        endInclusive: false).sample?.progress
            let actual = track.progress(shift: shift)
            #expect((expected == nil) == (actual == nil), "\(timing) at \(now - shift)")
            if let expected, let actual { #expect(abs(expected - actual) < 1e-9, "\(timing) at \(now - shift)") }
        }
    }

    @Test func dotsAlongAPathAndColoursFromNoneAreEvaluatedPerCopy() {
        // Scene 13's stream: position along a path (two segments: 100 pt right, 100 pt
        // down; keyframes at 0, ½, 1), 2 s, forever; copy k is 0.25·k late and has not
        // set off before its time (no backward fill: it shows its model position). Its
        // background goes from none (transparent) to blue, linearly over 2 s, once.
        let scene = ListScene()
        let replicator = CAReplicatorLayer()
        scene.add(replicator, frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        scene.change {
            replicator.instanceCount = 6
            replicator.instanceDelay = 0.25
        }
        let dot = CALayer()
        scene.add(dot, frame: CGRect(x: -5, y: -5, width: 10, height: 10), to: replicator)
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 100))
        let follow = CAKeyframeAnimation(keyPath: "position")
        follow.path = path
        follow.duration = 2
        follow.repeatCount = .greatestFiniteMagnitude
        let tint = CABasicAnimation(keyPath: "backgroundColor")
        tint.fromValue = CGColor(red: 0, green: 0, blue: 1, alpha: 0)
        tint.toValue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        tint.duration = 2
        CAMediaClock.withFixedTime(0) {
            dot.add(follow, forKey: "follow")
            dot.add(tint, forKey: "tint")
            CATransaction.flush()
        }
        let t = 1.1
        let list = scene.list(at: t)
        #expect(runs(list).count == 1 && list.commands.count == 3)
        let items = layerItems(list)
        #expect(items.count == 6)
        for (k, item) in items.enumerated() {
            let local = t - 0.25 * Double(k)
            let centre = item.placement.transform.mapPoint(CGPoint(x: 5, y: 5))!
            if local < 0 {
                #expect(abs(centre.x) < 1e-6 && abs(centre.y) < 1e-6, "copy \(k) waits at its model position")
                #expect(item.backgroundColor == nil, "copy \(k) shows its model background")
                continue
            }
            let p = local / 2
            let expected = p < 0.5 ? CGPoint(x: 200 * p, y: 0) : CGPoint(x: 100, y: 200 * (p - 0.5))
            #expect(abs(centre.x - expected.x) < 1e-3 && abs(centre.y - expected.y) < 1e-3, "copy \(k): \(centre)")
            #expect(abs((item.backgroundColor?.alpha ?? -1) - CGFloat(p)) < 1e-6, "copy \(k)")
        }
    }

    @Test func aCopyThatNeedsItsOwnGroupIsListedCopyByCopyAndStillRunsLate() {
        // The animated layer has a sublayer: its copies cannot be rebuilt from tracks, so
        // they are listed one by one with their late values, as before.
        let scene = ListScene()
        let replicator = CAReplicatorLayer()
        scene.add(replicator, frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        scene.change {
            replicator.instanceCount = 3
            replicator.instanceDelay = 0.5
        }
        let box = CALayer()
        scene.add(box, frame: CGRect(x: 0, y: 0, width: 20, height: 20), color: Self.gray, to: replicator)
        let inner = CALayer()
        scene.add(inner, frame: CGRect(x: 5, y: 5, width: 10, height: 10), color: Self.gray, to: box)
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 10
        move.toValue = 110
        move.duration = 1
        CAMediaClock.withFixedTime(0) {
            box.add(move, forKey: "move")
            CATransaction.flush()
        }
        let list = scene.list(at: 0.75)
        #expect(runs(list).isEmpty && list.instanceVaryings.isEmpty)
        let boxes = layerItems(list).filter { $0.placement.bounds.width == 20 }
        #expect(boxes.count == 3)
        for (k, item) in boxes.enumerated() {
            let local = 0.75 - 0.5 * Double(k)
            let x = local >= 0 ? 10 + 100 * local : 10
            let centre = item.placement.transform.mapPoint(CGPoint(x: 10, y: 10))!
            #expect(abs(centre.x - CGFloat(x)) < 1e-6, "copy \(k): \(centre.x)")
        }
    }
}
