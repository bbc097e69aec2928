import Foundation
import Lamina

/// What a window's render thread has shown so far.
public struct FrameStatistics: Sendable {
    /// Frames drawn and presented since the window opened.
    public var framesPresented = 0
    /// The media time the last frame was evaluated at.
    public var lastFrameTime: CFTimeInterval = 0
    /// When the last frame was presented, in `CACurrentMediaTime()`'s clock (unless a fixed
    /// time is set, which frames do not follow here).
    public var lastPresentationTime: CFTimeInterval = 0
    /// The renderer's figures for the last frame.
    public var renderer = CARendererStatistics()

    /// Statistics before any frame: every count and time 0.
    public init() {}
}
