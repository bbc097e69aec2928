import Foundation

/// A timer synchronized with the frames: its handler runs once per frame the frame
/// driver (a window, an offscreen host or a `CARenderer`) begins, before the frame's
/// values are evaluated, so changes it makes are on screen in that frame.
///
/// Apple's target/selector pair is a closure here: `CADisplayLink { link in … }`. Like
/// Apple's, an added link stays alive (held by the frame loop) until `invalidate()`.
open class CADisplayLink: NSObject {
    private let handler: (CADisplayLink) -> Void
    private var lastFired: CFTimeInterval = -.infinity
    private var lastDelivered: CFTimeInterval = -.infinity
    package private(set) var isScheduled = false

    /// A link that calls `handler` each frame once added to a run loop.
    public init(_ handler: @escaping (CADisplayLink) -> Void) {
        self.handler = handler
        super.init()
    }

    /// The time of the frame being prepared (when the handler runs).
    open private(set) var timestamp: CFTimeInterval = 0

    /// The time the next frame is expected to be shown.
    open private(set) var targetTimestamp: CFTimeInterval = 0

    /// The interval between frames.
    open private(set) var duration: CFTimeInterval = 0

    /// Whether the handler is skipped (the link stays scheduled).
    open var isPaused = false

    /// The highest rate at which the handler runs; 0 means every frame.
    open var preferredFramesPerSecond: Int = 0 {
        didSet {
            if preferredFramesPerSecond < 0 {
                LaminaDiagnostics.report(.invalidArgument,
                    "CADisplayLink.preferredFramesPerSecond must not be negative; using 0 (every frame)")
                preferredFramesPerSecond = 0
            }
        }
    }

    /// Schedules the link on the calling thread: it runs on every frame that thread's
    /// frame driver begins from now on. The run loop and mode are accepted for Apple's
    /// API; frames come from whatever drives them.
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        let links = DisplayLinks.current
        links.add(self)
        owner = links
        isScheduled = true
    }

    /// Unschedules the link.
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        invalidate()
    }

    /// Unschedules the link for good and releases it.
    open func invalidate() {
        owner?.remove(self)
        owner = nil
        isScheduled = false
    }

    private weak var owner: DisplayLinks?

    /// Runs the handler for the frame at `time` (once per frame time, honouring
    /// `isPaused` and `preferredFramesPerSecond`).
    package func fire(at time: CFTimeInterval, frameDuration: CFTimeInterval) {
        guard time > lastFired else { return }
        lastFired = time
        guard !isPaused else { return }
        if preferredFramesPerSecond > 0 {
            let interval = 1 / Double(preferredFramesPerSecond)
            // Half a frame of slack so 30 fps on a 60 Hz loop fires every other frame.
            guard time - lastDelivered >= interval - frameDuration / 2 else { return }
        }
        duration = frameDuration
        if lastDelivered.isFinite, preferredFramesPerSecond > 0 {
            duration = max(frameDuration, 1 / Double(preferredFramesPerSecond))
        }
        lastDelivered = time
        timestamp = time
        targetTimestamp = time + duration
        handler(self)
    }
}

/// The display links scheduled on one thread, fired by the frames that thread drives.
package final class DisplayLinks: @unchecked Sendable {
    private static let key = ThreadLocal.makeKey()

    /// The calling thread's links.
    package static var current: DisplayLinks {
        ThreadLocal.value(for: key) { DisplayLinks() }
    }

    private let lock = NSLock()
    private var links: [CADisplayLink] = []

    func add(_ link: CADisplayLink) {
        lock.lock(); defer { lock.unlock() }
        if !links.contains(where: { $0 === link }) { links.append(link) }
    }

    func remove(_ link: CADisplayLink) {
        lock.lock(); defer { lock.unlock() }
        links.removeAll { $0 === link }
    }

    /// Whether any scheduled link is running (not paused).
    package var hasActiveLinks: Bool {
        lock.lock(); defer { lock.unlock() }
        return links.contains { !$0.isPaused }
    }

    /// Fires every scheduled link for the frame at `time`.
    package func fire(at time: CFTimeInterval, frameDuration: CFTimeInterval) {
        lock.lock()
        let current = links
        lock.unlock()
        for link in current where link.isScheduled {
            link.fire(at: time, frameDuration: frameDuration)
        }
    }
}

/// A range of frame rates a display link would like (iOS 15's API).
public struct CAFrameRateRange: Hashable, Sendable {
    /// The lowest rate wanted, in frames per second.
    public var minimum: Float
    /// The highest rate wanted, in frames per second.
    public var maximum: Float
    /// The rate wanted most, if any.
    public var preferred: Float?

    /// A range with a preferred rate.
    public init(minimum: Float, maximum: Float, preferred: Float?) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// No preference (`CAFrameRateRange.default`): zero minimum and maximum, no
    /// preferred rate.
    public init() {
        self.init(minimum: 0, maximum: 0, preferred: nil)
    }

    /// A range without a preferred rate.
    public init(minimum: Float, maximum: Float) {
        self.init(minimum: minimum, maximum: maximum, preferred: nil)
    }

    /// No preference: every frame.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: nil)
}

extension CADisplayLink {
    /// The rates the handler would like to run at; the preferred rate (else the maximum)
    /// becomes `preferredFramesPerSecond`.
    public var preferredFrameRateRange: CAFrameRateRange {
        get {
            let fps = Float(preferredFramesPerSecond)
            return fps == 0 ? .default : CAFrameRateRange(minimum: fps, maximum: fps, preferred: fps)
        }
        set {
            let rate = newValue.preferred ?? newValue.maximum
            preferredFramesPerSecond = rate.isFinite && rate > 0 ? Int(Swift.min(rate, 1_000_000).rounded()) : 0
        }
    }
}
