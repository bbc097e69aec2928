import Foundation
import Lamina

/// The seed's recipe for pausing and resuming every animation of a layer's subtree
/// (SCENES.md, scene 5), word for word.
extension CALayer {
    /// Stops the layer's time where it is now.
    func pauseAnimations() {
        let pausedTime = convertTime(CACurrentMediaTime(), from: nil)
        speed = 0
        timeOffset = pausedTime
    }

    /// Lets the layer's time run again from where it stopped.
    func resumeAnimations() {
        let pausedTime = timeOffset
        speed = 1
        timeOffset = 0
        beginTime = 0
        let timeSincePause = convertTime(CACurrentMediaTime(), from: nil) - pausedTime
        beginTime = timeSincePause
    }

    /// Whether `pauseAnimations()` stopped the layer's time.
    var isPaused: Bool { speed == 0 }
}
