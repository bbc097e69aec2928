import Foundation
import Lamina

/// What the keyframes of a keyframe animation block change: for each layer and key, the
/// value before the block and, keyframe by keyframe, the relative window and the value
/// set in it. When the block's closure returns, each becomes one `CAKeyframeAnimation`
/// under the key — as UIKit builds them: the old value at 0, each keyframe's value held
/// until its start and reached at its end, the last held to 1; the block's duration,
/// delay, curve (ease-in-ease-out unless a curve option is given) and calculation mode;
/// `fillMode` both.
final class ViewKeyframeRecorder {
    /// A keyframe's relative start and duration (fractions of the block's duration).
    struct Window {
        let start: Double
        let duration: Double
    }

    private struct Track {
        let layer: CALayer
        let key: String
        let from: Any?
        var keyframes: [(window: Window, value: Any?)] = []
    }

    let calculationMode: CAAnimationCalculationMode
    /// The keyframe whose closure runs now; the whole block outside `addKeyframe`.
    var window = Window(start: 0, duration: 1)
    private var tracks: [Track] = []

    init(calculationMode: CAAnimationCalculationMode) {
        self.calculationMode = calculationMode
    }

    /// Notes that the current keyframe set `layer`'s `key` to `value`, from `from`
    /// before the block.
    func record(_ layer: CALayer, key: String, from: Any?, to value: Any?) {
        if let i = tracks.firstIndex(where: { $0.layer === layer && $0.key == key }) {
            tracks[i].keyframes.append((window, value))
        } else {
            tracks.append(Track(layer: layer, key: key, from: from, keyframes: [(window, value)]))
        }
    }

    /// Adds each track's keyframe animation to its layer, timed by `block`.
    func addAnimations(for block: ViewAnimationBlock) {
        for track in tracks {
            var times: [Double] = [0]
            var values: [Any] = [track.from ?? track.keyframes[0].value as Any]
            for (window, value) in track.keyframes.sorted(by: { $0.window.start < $1.window.start }) {
                let start = min(max(window.start, 0), 1), end = min(max(window.start + window.duration, start), 1)
                if start > times.last! {
                    times.append(start)
                    values.append(values.last!)
                }
                times.append(end)
                values.append(value as Any)
            }
            if times.last! < 1 {
                times.append(1)
                values.append(values.last!)
            }
            let animation = CAKeyframeAnimation(keyPath: track.key)
            animation.values = values
            animation.keyTimes = times.map { NSNumber(value: $0) }
            animation.calculationMode = calculationMode
            animation.timingFunction = block.options.timingFunction
            animation.duration = block.duration
            animation.fillMode = .both
            if block.delay > 0 {
                animation.beginTime = track.layer.convertTime(CACurrentMediaTime(), from: nil) + block.delay
            }
            if let count = block.repeatCount {
                animation.repeatCount = count
            } else if block.options.contains(.repeat) {
                animation.repeatCount = .greatestFiniteMagnitude
            }
            if block.options.contains(.autoreverse) { animation.autoreverses = true }
            let view = track.layer.delegate as? UIView
            animation.delegate = block.tracker.makeRelay(
                for: view, blocksTouches: !block.options.contains(.allowUserInteraction))
            if let existing = track.layer.animation(forKey: track.key)?.delegate as? AnimationStopRelay {
                existing.interrupt()
            }
            track.layer.add(animation, forKey: track.key)
        }
        tracks = []
    }
}
