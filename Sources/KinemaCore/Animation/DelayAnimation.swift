import Foundation

/// Holds its base at the start for `delay` seconds, then plays it.
package struct DelayAnimation: CustomAnimation {
    package var base: Animation
    package var delay: TimeInterval

    /// - Parameter delay: Seconds; NaN and negative delays are read as 0.
    package init(base: Animation, delay: TimeInterval) {
        self.base = base
        self.delay = delay.isNaN ? 0 : max(delay, 0)
    }

    package func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        if time < delay { return .zero }
        // An infinite delay never starts: the value rests at the start for ever.
        if delay == .infinity { return .zero }
        return base.animate(value: value, time: time - delay, context: &context)
    }

    package func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        if time < delay || delay == .infinity { return .zero }
        return base.velocity(value: value, time: time - delay, context: context)
    }

    /// Merges only with a previous animation delayed by the same amount whose base this base
    /// merges with, at the delayed time — SwiftUI's rule.
    package func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        guard let previous = previous.base as? DelayAnimation, previous.delay == delay, delay.isFinite else {
            return false
        }
        return base.shouldMerge(previous: previous.base, value: value, time: max(time - delay, 0), context: &context)
    }
}

extension DelayAnimation: CustomStringConvertible {
    package var description: String { "\(base).delay(\(delay))" }
}

/// Plays its base faster (speed > 1) or slower (speed < 1).
package struct SpeedAnimation: CustomAnimation {
    package var base: Animation
    package var speed: Double

    package init(base: Animation, speed: Double) {
        self.base = base
        self.speed = speed
    }

    /// Whether the speed makes progress: NaN, zero, negative and infinite speeds finish at once.
    private var isPlayable: Bool { speed.isFinite && speed > 0 }

    package func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard isPlayable else { return nil }
        return base.animate(value: value, time: time * speed, context: &context)
    }

    package func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        guard isPlayable else { return .zero }
        return base.velocity(value: value, time: time * speed, context: context)?.scaled(by: speed)
    }

    package func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        // SwiftUI's rule: only over the same speed, comparing the bases at the scaled time (the
        // previous base must be stepped on its own clock, not through the speed a second time).
        guard isPlayable, let previous = previous.base as? SpeedAnimation, previous.speed == speed else {
            return false
        }
        return base.shouldMerge(previous: previous.base, value: value, time: time * speed, context: &context)
    }
}

extension SpeedAnimation: CustomStringConvertible {
    package var description: String { "\(base).speed(\(speed))" }
}

/// Reports logical completion after a fixed time, unless its base already did.
package struct LogicallyCompleteAnimation: ForwardingAnimation {
    package var base: Animation
    package var duration: TimeInterval

    package init(base: Animation, duration: TimeInterval) {
        self.base = base
        self.duration = duration.isNaN ? 0 : duration
    }

    package func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        let result = base.animate(value: value, time: time, context: &context)
        if time >= duration { context.isLogicallyComplete = true }
        return result
    }
}

extension LogicallyCompleteAnimation: CustomStringConvertible {
    package var description: String { "\(base).logicallyComplete(after: \(duration))" }
}
