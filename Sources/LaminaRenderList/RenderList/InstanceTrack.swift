import Foundation

/// A property of a replicated layer that an animation running late in each copy drives.
package enum InstanceChannel: UInt8, Sendable {
    /// `transform` (whole or a component): the whole matrix, 16 numbers (rows).
    case transform
    /// `position` (or a component): x, y.
    case position
    /// `opacity`.
    case opacity
    /// `backgroundColor` (unpremultiplied red, green, blue, alpha; alpha 0 for none).
    case backgroundColor
    /// `bounds` (or its size or origin): x, y, width, height.
    case bounds

    /// Numbers per sample.
    package var width: Int {
        switch self {
        case .transform: return 16
        case .position: return 2
        case .opacity: return 1
        case .backgroundColor, .bounds: return 4
        }
    }
}

/// An animation's values over one simple cycle, sampled once when the animation is
/// scheduled (`sampleCount` evenly spaced progress values, 0 and 1 included, the
/// timing function and keyframes already applied): what a backend reads, per copy, to
/// evaluate a late copy without the CPU. Immutable, so frames and threads share it; a
/// GPU backend may upload it once and key it by identity.
package final class InstanceTrackTable: @unchecked Sendable {
    package let channel: InstanceChannel
    /// `sampleCount` × `channel.width` numbers, sample by sample (in double precision;
    /// a GPU reads them in single).
    package let samples: [Double]
    package let sampleCount: Int

    package init(channel: InstanceChannel, samples: [Double]) {
        self.channel = channel
        self.samples = samples
        sampleCount = samples.count / channel.width
    }

    /// Where progress `p` (0…1) falls between samples: the lower sample and the weight
    /// of the next.
    @inline(__always)
    package func position(ofProgress p: Double) -> (index: Int, weight: Double) {
        let last = sampleCount - 1
        guard last > 0 else { return (0, 0) }
        let x = min(max(p.isNaN ? 0 : p, 0), 1) * Double(last)
        let i = min(Int(x), last - 1)
        return (i, x - Double(i))
    }

    /// Component `c` of the value at progress `p`, interpolated linearly between samples.
    @inline(__always)
    package func value(_ c: Int, at position: (index: Int, weight: Double)) -> Double {
        let w = channel.width
        let a = samples[position.index * w + c]
        guard position.weight > 0 else { return a }
        let b = samples[(position.index + 1) * w + c]
        return a + (b - a) * position.weight
    }
}

/// One animation of a late copy: its timing reduced to the numbers Core Animation's
/// timing rules need (`CAMediaTiming`: begin, speed, offset, repeats, autoreverse, fill),
/// the layer's local time at the frame, and its table. A copy running `shift` seconds
/// late shows the table at `progress(shift:)`.
package struct InstanceTrack {
    package var table: InstanceTrackTable
    /// The layer's local time at this frame, and the animation's begin time in it.
    package var localTime: Double
    package var beginTime: Double
    package var speed: Double
    package var timeOffset: Double
    /// One simple cycle (> 0), and the cycle as played (doubled by autoreverse).
    package var duration: Double
    package var cycle: Double
    /// The active duration (infinite when it repeats forever).
    package var active: Double
    package var autoreverses: Bool
    /// The progress shown before the active interval (backward fill), or nil.
    package var firstProgress: Double?
    /// The progress shown after it (forward fill), or nil.
    package var finalProgress: Double?

    package init(table: InstanceTrackTable, localTime: Double, beginTime: Double, speed: Double, timeOffset: Double,
                 duration: Double, autoreverses: Bool, active: Double, firstProgress: Double?, finalProgress: Double?) {
        self.table = table
        self.localTime = localTime
        self.beginTime = beginTime
        self.speed = speed
        self.timeOffset = timeOffset
        self.duration = duration
        cycle = autoreverses ? 2 * duration : duration
        self.active = active
        self.autoreverses = autoreverses
        self.firstProgress = firstProgress
        self.finalProgress = finalProgress
    }

    /// The progress a copy `shift` seconds late shows, or nil when the animation shows
    /// nothing then (outside its active interval without fill): local time since the
    /// beginning τ = (t − shift − beginTime) × speed; before while τ < 0, after once
    /// τ ≥ active; in between the active time τ + timeOffset, wrapped into the active
    /// duration, cut into cycles, the second half of an autoreversed cycle played back.
    /// Every step is the one `MediaTiming` takes for the layer's own animation, in the
    /// same order, so a late copy rounds as the layer would at that time: where the
    /// delay divides a copy's time onto a boundary, it shows the side the layer would.
    @inline(__always)
    package func progress(shift: Double) -> Double? {
        let tau = speed == 0 ? 0 : ((localTime - shift) - beginTime) * speed
        if tau < 0 || tau.isNaN { return firstProgress }
        if tau >= active { return finalProgress }
        var u = tau + timeOffset
        if active.isFinite {
            u = u.truncatingRemainder(dividingBy: active)
            if u < 0 { u += active }
            if u >= active { u = active.nextDown }
        }
        var r = u - (u / cycle).rounded(.down) * cycle
        if r >= cycle { r -= cycle }
        if r < 0 { r = 0 }
        let simple = autoreverses && r > duration ? cycle - r : r
        return min(max(simple, 0), duration) / duration
    }
}
