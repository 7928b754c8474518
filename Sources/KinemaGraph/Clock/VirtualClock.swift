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
    /// The most frames one ``advance(by:onFrame:)`` produces; beyond it the clock jumps to the end,
    /// so an absurd duration cannot hang the caller.
    public static let maximumFramesPerAdvance = 10_000_000

    /// Frames per second; the grid the frames fall on.
    public let framesPerSecond: Double

    /// The clock's current time, in seconds.
    public private(set) var time: TimeInterval

    /// Creates a clock at `time` with frames every `1 / framesPerSecond` seconds.
    ///
    /// - Parameters:
    ///   - time: The start time; NaN and infinities read as 0.
    ///   - framesPerSecond: Clamped to 1…1,000; NaN reads as 60.
    public init(time: TimeInterval = 0, framesPerSecond: Double = 60) {
        self.time = time.isFinite ? time : 0
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
    /// - Parameter duration: Seconds; NaN, infinite, zero and negative durations do nothing.
    public mutating func advance(by duration: TimeInterval, onFrame: (TimeInterval) throws -> Bool) rethrows {
        guard duration.isFinite, duration > 0 else { return }
        var end = time + duration
        var index = nextFrameIndex
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
