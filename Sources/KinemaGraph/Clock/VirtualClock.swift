import Foundation

/// A clock that moves only when told to, producing frame times on an exact grid.
///
/// Frames fall on multiples of `1 / framesPerSecond` counted from time 0 — frame *k* is at
/// `k / framesPerSecond`, computed afresh each time so that long runs do not drift. Tests and
/// renderers use it to step animations deterministically:
///
/// ```swift
/// var clock = VirtualClock()                       // 60 frames per second
/// clock.advance(by: 0.5) { time in
///     graph.advance(to: time)                      // 30 frames: 1/60 … 0.5
///     return graph.isAnimating                     // stop early when nothing moves
/// }
/// ```
public struct VirtualClock: Sendable {
    /// The most frames one ``advance(by:onFrame:)`` produces: 36,000, ten minutes at 60 fps.
    ///
    /// An advance that spans more frames produces only its last 36,000; the clock jumps over the
    /// ones before, so the first frame produced follows a long gap. Whatever is computed from its
    /// start time lands where frame-by-frame stepping would have put it — timing curves, springs,
    /// keyframes, timelines — while whatever moves on at frames sees one long frame: a repeating
    /// animation's pass in progress ends at the first frame after the jump (a pass ends on the frame
    /// its base finishes, as in SwiftUI) and the next begins there; a phase animator moves to its
    /// next phase. So `advance(by: 1e308)` finishes in the time of 36,000 frames instead of
    /// hanging.
    public static let maximumFramesPerAdvance = 36_000

    /// The latest time the clock reaches: 10¹² seconds (about 31,700 years). Advances past it stop
    /// there, so the time stays finite and frame times stay exact multiples of the frame interval.
    public static let maximumTime: TimeInterval = 1e12

    /// Frames per second; the grid the frames fall on.
    public let framesPerSecond: Double

    /// The clock's current time, in seconds.
    public private(set) var time: TimeInterval

    /// Creates a clock at `time` with frames every `1 / framesPerSecond` seconds.
    ///
    /// - Parameters:
    ///   - time: The start time; NaN and infinities read as 0, and times are clamped to
    ///     ±``maximumTime``.
    ///   - framesPerSecond: Clamped to 1…1,000; NaN reads as 60.
    public init(time: TimeInterval = 0, framesPerSecond: Double = 60) {
        self.time = time.isFinite ? min(max(time, -Self.maximumTime), Self.maximumTime) : 0
        self.framesPerSecond = framesPerSecond.isNaN ? 60 : min(max(framesPerSecond, 1), 1000)
    }

    /// The time of the first frame strictly after `time`.
    public var nextFrameTime: TimeInterval {
        Double(nextFrameIndex) / framesPerSecond
    }

    /// The smallest k with k / framesPerSecond > time, robust to rounding in `time · framesPerSecond`.
    private var nextFrameIndex: Int {
        var index = (time * framesPerSecond).rounded(.down)
        if index / framesPerSecond > time { index -= 1 }
        index += 1
        if index / framesPerSecond <= time { index += 1 }
        return Int(min(max(index, -9e15), 9e15))
    }

    /// Moves the clock forward by `duration`, calling `onFrame` with each frame time passed on the
    /// way, in order. When `onFrame` returns `false` (nothing is animating), the remaining frames
    /// are skipped and the clock jumps to the end.
    ///
    /// An advance spanning more than ``maximumFramesPerAdvance`` frames produces only the last
    /// ones, and none past ``maximumTime``.
    ///
    /// - Parameter duration: Seconds; NaN, infinite, zero and negative durations do nothing.
    public mutating func advance(by duration: TimeInterval, onFrame: (TimeInterval) throws -> Bool) rethrows {
        guard duration.isFinite, duration > 0, time < Self.maximumTime else { return }
        var end = min(time + duration, Self.maximumTime)
        var index = nextFrameIndex
        // The last frame due by the end; frames before the last `maximumFramesPerAdvance` are
        // jumped over.
        let lastIndex = (end * framesPerSecond).rounded(.down)
        if lastIndex - Double(index) >= Double(Self.maximumFramesPerAdvance) {
            index = Int(lastIndex) - Self.maximumFramesPerAdvance + 1
        }
        var produced = 0
        while produced < Self.maximumFramesPerAdvance {
            let frameTime = Double(index) / framesPerSecond
            // A frame a rounding error past the end is due: stepping by 1/60 ten times must give ten
            // frames even though ten additions of 1/60 fall a hair short of the tenth grid point.
            guard frameTime <= end + Self.tolerance else { break }
            end = max(end, frameTime)
            time = frameTime
            produced += 1
            index += 1
            guard try onFrame(frameTime) else { break }
        }
        time = end
    }

    /// How far past the end of an advance a frame may fall and still be produced (1 ns).
    static let tolerance: TimeInterval = 1e-9
}
