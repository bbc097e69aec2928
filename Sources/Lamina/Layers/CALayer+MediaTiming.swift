import Foundation

/// A layer's own timing: its local time is its superlayer's mapped through
/// `beginTime`, `speed` and `timeOffset` (`t_local = (t_parent − beginTime) × speed +
/// timeOffset`), down from the absolute media time at the root; its animations run in
/// that local time. Changing these values takes effect at the next commit, like any
/// other property. (The `CAMediaTiming` properties are declared open in `CALayer.swift`,
/// for subclasses to override.)
extension CALayer: CAMediaTiming {
    /// `t`, given in `l`'s local time (nil: absolute media time), in this layer's.
    public func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
        localTime(fromAbsolute: l?.absoluteTime(fromLocal: t) ?? t)
    }

    /// `t`, given in this layer's local time, in `l`'s (nil: absolute media time).
    public func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
        let absolute = absoluteTime(fromLocal: t)
        return l?.localTime(fromAbsolute: absolute) ?? absolute
    }

    /// The layer's local time at absolute media time `t`, composed from the root down
    /// (a loop, not recursion: a tree 10,000 layers deep is a chain of 10,000 timings).
    package func localTime(fromAbsolute t: CFTimeInterval) -> CFTimeInterval {
        var chain: [CALayer] = []
        var layer: CALayer? = self
        while let current = layer {
            chain.append(current)
            layer = current.storedSuperlayer
        }
        var time = t
        for current in chain.reversed() { time = current.timing.localTime(fromParent: time) }
        return time
    }

    /// The absolute media time at which this layer's local time is `t`. A layer with
    /// speed 0 has one local time for every parent time; its `beginTime` stands for them.
    package func absoluteTime(fromLocal t: CFTimeInterval) -> CFTimeInterval {
        var time = t
        var layer: CALayer? = self
        while let current = layer {
            time = current.timing.parentTime(fromLocal: time) ?? current.timing.beginTime
            layer = current.storedSuperlayer
        }
        return time
    }

    /// Sets a timing value; NaN (and, unless `allowsInfinity`, infinities: a repeat may
    /// be forever) is refused with a diagnostic.
    package func setTiming<V: BinaryFloatingPoint>(_ keyPath: WritableKeyPath<MediaTiming, V>, _ value: V,
                                                   _ name: String, allowsInfinity: Bool = false) {
        guard !value.isNaN, allowsInfinity || value.isFinite else { return refuseNonFinite(name, value) }
        timing[keyPath: keyPath] = value
        timingDidChange()
    }

    package func timingDidChange() {
        TransactionStack.current.layerChanged(self)
    }
}
