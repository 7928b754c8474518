import Foundation

/// A track's keyframes resolved against its start value: segments laid end to end in time, each
/// knowing its start value and the velocities at its ends.
///
/// Resolving happens once, when a ``KeyframeTimeline`` is created; sampling finds the segment by
/// binary search over the segments' end times and allocates nothing.
///
/// The rules, in the animatable data's vector space:
/// - A keyframe whose duration is zero, negative, NaN or infinite takes effect at once (a jump);
///   finite durations are capped at ``maximumDuration``. A spring keyframe without a duration
///   runs for its spring's settling duration, capped at ``maximumSettlingDuration``.
/// - A keyframe whose value has a NaN or infinite component holds the value before it; a velocity
///   with one counts as unspecified; a non-finite start value or velocity reads as zero. A velocity
///   that overflows (the slope of a keyframe lasting 1e-300 s) reads as zero, and a sample that
///   overflows (values near ±1.8e308) shows the start of its segment.
/// - Velocity flows forward: a spring or cubic keyframe without a start velocity starts with the
///   velocity the previous segment ended with (the initial velocity for the first, zero after a
///   jump). A cubic keyframe without an end velocity ends with: the next cubic or spring
///   keyframe's start velocity if given, otherwise the Catmull-Rom slope (next value − this
///   segment's start value) / (both durations); the next linear keyframe's start velocity; zero
///   at the end of the track or before a jump.
/// - Sampled exactly at a joint, a track shows the segment that ends there (so a jump shows the
///   value before it); at or after the end it shows the final value.
package struct KeyframePath<Data: VectorArithmetic> {
    /// The longest a single keyframe may last, in seconds (about 31,700 years): keeps sums of
    /// durations finite.
    package static var maximumDuration: TimeInterval { 1e12 }

    /// How long a spring keyframe without a duration runs when its spring never settles.
    package static var maximumSettlingDuration: TimeInterval { 100 }

    package let initialValue: Data
    package private(set) var segments: [KeyframeSegment<Data>] = []
    /// `segments[i].startTime + segments[i].duration`, kept apart for a cache-friendly search.
    private var endTimes: [Double] = []
    package private(set) var duration: Double = 0
    package private(set) var finalValue: Data
    package private(set) var finalVelocity: Data

    package init(initialValue: Data, initialVelocity: Data = .zero, keyframes: [KeyframeSpec<Data>]) {
        let start = Self.isFinite(initialValue) ? initialValue : .zero
        self.initialValue = start
        var position = start
        var velocity = Self.isFinite(initialVelocity) ? initialVelocity : .zero
        var time = 0.0
        var durations: [TimeInterval] = []
        durations.reserveCapacity(keyframes.count)
        for keyframe in keyframes {
            durations.append(Self.duration(of: keyframe))
        }
        segments.reserveCapacity(keyframes.count)
        endTimes.reserveCapacity(keyframes.count)

        for index in keyframes.indices {
            let keyframe = keyframes[index]
            let length = durations[index]
            let target = Self.isFinite(keyframe.target) ? keyframe.target : position
            let delta = target - position
            var segment = KeyframeSegment(
                shape: .jump, startTime: time, duration: length, from: position, delta: delta,
                startVelocity: .zero, endVelocity: .zero)
            var endValue = target
            var endVelocity = Data.zero

            if length > 0 {
                switch keyframe.kind {
                case .move:
                    break
                case .linear(let curve):
                    // A very short segment can have a slope too steep to represent: it reads as 0.
                    segment.shape = .linear(curve)
                    segment.startVelocity = Self.finite(delta.scaled(by: curve.velocity(at: 0) / length), or: .zero)
                    segment.endVelocity = Self.finite(delta.scaled(by: curve.velocity(at: 1) / length), or: .zero)
                    endVelocity = segment.endVelocity
                case .spring(let spring):
                    segment.shape = .spring(spring)
                    let v0 = Self.finite(keyframe.startVelocity) ?? velocity
                    segment.startVelocity = v0
                    endValue = Self.finite(
                        position + spring.value(target: delta, initialVelocity: v0, time: length), or: target)
                    endVelocity = Self.finite(
                        spring.velocity(target: delta, initialVelocity: v0, time: length), or: .zero)
                    segment.endVelocity = endVelocity
                case .cubic:
                    segment.shape = .cubic
                    segment.startVelocity = Self.finite(keyframe.startVelocity) ?? velocity
                    segment.endVelocity = Self.finite(keyframe.endVelocity)
                        ?? Self.finite(
                            Self.automaticEndVelocity(
                                after: index, start: position, target: target, length: length,
                                keyframes: keyframes, durations: durations),
                            or: .zero)
                    endVelocity = segment.endVelocity
                }
            }

            segments.append(segment)
            time += length
            endTimes.append(time)
            position = endValue
            velocity = endVelocity
        }
        duration = time
        finalValue = position
        finalVelocity = velocity
    }

    /// The value at `time` seconds; before 0 (and NaN) the value at 0, from the end on the final
    /// value.
    @_specialize(where Data == Double)
    @_specialize(where Data == CGFloat)
    @_specialize(where Data == AnimatablePair<CGFloat, CGFloat>)
    @_specialize(where Data == AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>)
    package func value(at time: Double) -> Data {
        guard let index = segmentIndex(at: time) else {
            return segments.isEmpty ? initialValue : finalValue
        }
        let segment = segments[index]
        let value = segment.value(at: (time > 0 ? time : 0) - segment.startTime)
        // Stored values are finite, but extreme ones (near ±1.8e308) can overflow in between.
        return Self.isFinite(value) ? value : segment.from
    }

    /// The velocity, per second, at `time`; before 0 (and NaN) the velocity at 0, from the end on
    /// the velocity the last segment ended with.
    @_specialize(where Data == Double)
    @_specialize(where Data == CGFloat)
    @_specialize(where Data == AnimatablePair<CGFloat, CGFloat>)
    @_specialize(where Data == AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>)
    package func velocity(at time: Double) -> Data {
        guard let index = segmentIndex(at: time) else {
            return segments.isEmpty ? .zero : finalVelocity
        }
        let segment = segments[index]
        return Self.finite(segment.velocity(at: (time > 0 ? time : 0) - segment.startTime), or: .zero)
    }

    /// The first segment that ends at or after `time` (clamped to 0), or `nil` at or past the end.
    @inline(__always)
    private func segmentIndex(at time: Double) -> Int? {
        let time = time > 0 ? time : 0
        guard time < duration else { return nil }
        return endTimes.withUnsafeBufferPointer { ends in
            var low = 0
            var high = ends.count - 1
            while low < high {
                let middle = (low + high) >> 1
                if ends[middle] >= time {
                    high = middle
                } else {
                    low = middle + 1
                }
            }
            return low
        }
    }

    // MARK: - Resolving

    /// The sanitized length of a keyframe's segment.
    private static func duration(of keyframe: KeyframeSpec<Data>) -> TimeInterval {
        if case .move = keyframe.kind { return 0 }
        var length: TimeInterval
        if let written = keyframe.duration {
            length = written
        } else if case .spring(let spring) = keyframe.kind {
            let settling = spring.settlingDuration
            length = settling.isNaN ? 0 : min(settling, maximumSettlingDuration)
        } else {
            length = 0
        }
        guard length.isFinite, length > 0 else { return 0 }
        return min(length, maximumDuration)
    }

    /// The end velocity of the cubic keyframe at `index` when none was given.
    private static func automaticEndVelocity(
        after index: Int, start: Data, target: Data, length: Double,
        keyframes: [KeyframeSpec<Data>], durations: [TimeInterval]
    ) -> Data {
        let nextIndex = index + 1
        guard nextIndex < keyframes.count, durations[nextIndex] > 0 else { return .zero }
        let next = keyframes[nextIndex]
        let nextLength = durations[nextIndex]
        let nextTarget = isFinite(next.target) ? next.target : target
        switch next.kind {
        case .move:
            return .zero
        case .linear(let curve):
            return (nextTarget - target).scaled(by: curve.velocity(at: 0) / nextLength)
        case .cubic, .spring:
            if let given = finite(next.startVelocity) { return given }
            return (nextTarget - start).scaled(by: 1 / (length + nextLength))
        }
    }

    /// Whether every component is finite (``VectorArithmetic/hasFiniteComponents``).
    @inline(__always)
    private static func isFinite(_ value: Data) -> Bool {
        value.hasFiniteComponents
    }

    /// `value` if it is finite, otherwise `fallback`.
    @inline(__always)
    private static func finite(_ value: Data, or fallback: Data) -> Data {
        isFinite(value) ? value : fallback
    }

    private static func finite(_ value: Data?) -> Data? {
        guard let value, isFinite(value) else { return nil }
        return value
    }
}

extension KeyframePath: Sendable where Data: Sendable {}
