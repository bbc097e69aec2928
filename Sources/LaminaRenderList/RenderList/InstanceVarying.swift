import Foundation

/// An item of a run's copy that is drawn by a layer whose animations run late in each
/// copy (`instanceDelay`): the layer's model values for what its tracks drive, and
/// where its superlayer puts it, so copy k's item is rebuilt from the tracks evaluated
/// `shift + k × delay` seconds late — on the GPU, or by `apply(to:copy:)`.
///
/// Copy k's item: its transform is `about(anchor) · transform · (position, zPosition)`
/// continued by `outer`, its bounds and shape rectangle are the bounds, its opacity is
/// the opacity times `inheritedOpacity`, and, for the item that draws the background,
/// its background colour is the background colour — each value the track's where one
/// drives it, the model's otherwise.
package struct InstanceVarying {
    /// The item's index in the list's commands.
    package var command: Int
    /// The layer's tracks: their range in the list's `instanceTracks`.
    package var tracks: Range<Int>
    /// How late copy 0 runs (the copies of enclosing replicators listed one by one).
    package var shift: Double
    /// The layer's superlayer space (what the superlayer applies to its sublayers
    /// included) → the run's space.
    package var outer: CATransform3D
    package var anchorPoint: CGPoint
    package var anchorPointZ: CGFloat
    package var zPosition: CGFloat
    package var transform: CATransform3D
    package var position: CGPoint
    package var bounds: CGRect
    package var opacity: Float
    /// The product of the enclosing layers' opacities within the copy.
    package var inheritedOpacity: Float
    /// The layer's background colour, when this item draws it (nil: the item draws the
    /// border, or no background).
    package var backgroundColor: CGColor.RGBA?
    /// Whether this item draws the background (its colour follows the tracks).
    package var drawsBackground: Bool

    package init(command: Int, tracks: Range<Int>, shift: Double, outer: CATransform3D, anchorPoint: CGPoint,
                 anchorPointZ: CGFloat, zPosition: CGFloat, transform: CATransform3D, position: CGPoint,
                 bounds: CGRect, opacity: Float, inheritedOpacity: Float, backgroundColor: CGColor.RGBA?,
                 drawsBackground: Bool) {
        self.command = command
        self.tracks = tracks
        self.shift = shift
        self.outer = outer
        self.anchorPoint = anchorPoint
        self.anchorPointZ = anchorPointZ
        self.zPosition = zPosition
        self.transform = transform
        self.position = position
        self.bounds = bounds
        self.opacity = opacity
        self.inheritedOpacity = inheritedOpacity
        self.backgroundColor = backgroundColor
        self.drawsBackground = drawsBackground
    }

    /// Whether copies `delay` apart can be timed (a finite delay and shift).
    package func delayIsUsable(_ delay: Double) -> Bool {
        delay.isFinite && shift.isFinite
    }

    /// The values copy `copy` shows, in a run whose copies run `delay` apart.
    package func values(ofCopy copy: Int, delay: Double, tracks all: UnsafeBufferPointer<InstanceTrack>) -> InstanceVarying {
        var v = self
        let shift = self.shift + Double(copy) * delay
        for i in tracks {
            let track = all[i]
            guard let p = track.progress(shift: shift) else { continue }
            let table = track.table
            let at = table.position(ofProgress: p)
            func c(_ k: Int) -> CGFloat { CGFloat(table.value(k, at: at)) }
            switch table.channel {
            case .transform:
                v.transform = CATransform3D(m11: c(0), m12: c(1), m13: c(2), m14: c(3), m21: c(4), m22: c(5),
                                            m23: c(6), m24: c(7), m31: c(8), m32: c(9), m33: c(10), m34: c(11),
                                            m41: c(12), m42: c(13), m43: c(14), m44: c(15))
            case .position: v.position = CGPoint(x: c(0), y: c(1))
            case .opacity: v.opacity = Float(c(0))
            case .backgroundColor: v.backgroundColor = CGColor.RGBA(red: c(0), green: c(1), blue: c(2), alpha: c(3))
            case .bounds: v.bounds = CGRect(x: c(0), y: c(1), width: c(2), height: c(3))
            }
        }
        return v
    }

    /// The item's transform to the run's space for these values.
    package var toRun: CATransform3D {
        let r = bounds.standardized
        let anchor = CGPoint(x: r.minX + anchorPoint.x * r.width, y: r.minY + anchorPoint.y * r.height)
        var m = CATransform3DConcat(CATransform3DMakeTranslation(-anchor.x, -anchor.y, -anchorPointZ), transform)
        m = CATransform3DConcat(m, CATransform3DMakeTranslation(position.x, position.y, zPosition))
        return CATransform3DConcat(m, outer)
    }

    /// `placement` (the item's, in the run's space) with these values.
    package func placing(_ placement: ItemPlacement) -> ItemPlacement {
        var p = placement
        p.transform = toRun
        p.bounds = bounds
        p.opacity = opacity * inheritedOpacity
        return p
    }

    /// The command as copy `copy` draws it (its placement still in the run's space).
    package func apply(to command: RenderCommand, copy: Int, delay: Double,
                       tracks: UnsafeBufferPointer<InstanceTrack>) -> RenderCommand {
        let v = values(ofCopy: copy, delay: delay, tracks: tracks)
        switch command {
        case .layer(var item):
            item.placement = v.placing(item.placement)
            if drawsBackground { item.backgroundColor = v.backgroundColor }
            return .layer(item)
        case .shape(var item):
            item.placement = v.placing(item.placement)
            return .shape(item)
        case .gradient(var item):
            item.placement = v.placing(item.placement)
            return .gradient(item)
        default:
            return command
        }
    }
}
