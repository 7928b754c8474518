import Foundation

/// Where a ``RepeatAnimation`` is: which pass, and when that pass began.
package struct RepeatState: Sendable {
    package var index = 0
    package var timeOffset: TimeInterval = 0
}

/// Plays its base a number of times (or for ever), optionally reversing every other pass.
///
/// When the base has a known duration (timing curves, and delays, speeds and repeats of them) each
/// pass is found from the time directly, so the animation can be sampled at any time in any order.
/// Otherwise — springs, custom animations — a pass ends when the base returns `nil`, on that frame,
/// as in SwiftUI, and the next pass starts from a fresh base state.
///
/// A reversed pass covers `value − base`, running back from the end to the start; with an even
/// count and `autoreverses`, the last pass ends at the start and the value then jumps to its end
/// as the animation is removed, as in SwiftUI.
package struct RepeatAnimation: CustomAnimation {
    package let base: Animation
    /// The number of passes; nil repeats for ever.
    package let repeatCount: Int?
    package let autoreverses: Bool
    /// The base's fixed duration, when known: found once here rather than on every frame.
    package let passDuration: TimeInterval?

    package init(base: Animation, repeatCount: Int?, autoreverses: Bool) {
        self.base = base
        self.repeatCount = repeatCount
        self.autoreverses = autoreverses
        self.passDuration = base.knownDuration
    }

    @_specialize(where V == Double)
    @_specialize(where V == CGFloat)
    @_specialize(where V == AnimatablePair<CGFloat, CGFloat>)
    @_specialize(where V == AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>)
    package func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        if let repeatCount, repeatCount <= 0 { return nil }
        guard !time.isNaN else { return nil }
        if let passDuration {
            // A base that never ends (a repeatForever inside) has a single, endless pass.
            if passDuration == .infinity { return base.animate(value: value, time: time, context: &context) }
            return animateFixedPasses(value: value, time: time, passDuration: passDuration, context: &context)
        }
        var state = context.state.repeatState ?? RepeatState()
        let wasLogicallyComplete = context.isLogicallyComplete
        let reversed = autoreverses && state.index % 2 == 1
        let result = base.animate(value: value, time: time - state.timeOffset, context: &context)
        if !isLastPass(state.index) { context.isLogicallyComplete = wasLogicallyComplete }
        if let result {
            context.state.repeatState = state
            return reversed ? value - result : result
        }
        state.index += 1
        state.timeOffset = time
        if let repeatCount, state.index >= repeatCount { return nil }
        // The next pass starts from a fresh base state; only the repeat's own place survives.
        context.state = AnimationState()
        context.state.repeatState = state
        return reversed ? .zero : value
    }

    private func animateFixedPasses<V: VectorArithmetic>(
        value: V, time: TimeInterval, passDuration: TimeInterval, context: inout AnimationContext<V>
    ) -> V? {
        guard passDuration > 0, passDuration.isFinite else { return nil }
        let pass: Double
        if let repeatCount {
            if time > Double(repeatCount) * passDuration { return nil }
            pass = min((max(time, 0) / passDuration).rounded(.down), Double(repeatCount - 1))
        } else {
            pass = (max(time, 0) / passDuration).rounded(.down)
        }
        let local = time - pass * passDuration
        let wasLogicallyComplete = context.isLogicallyComplete
        let result = base.animate(value: value, time: local, context: &context) ?? value
        let index = pass < Double(Int.max) ? Int(pass) : Int.max
        if !isLastPass(index) { context.isLogicallyComplete = wasLogicallyComplete }
        let reversed = autoreverses && pass.truncatingRemainder(dividingBy: 2) == 1
        return reversed ? value - result : result
    }

    private func isLastPass(_ index: Int) -> Bool {
        guard let repeatCount else { return false }
        return index >= repeatCount - 1
    }

    package func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        let pass: Double
        let local: TimeInterval
        if let passDuration, passDuration > 0, passDuration.isFinite {
            if let repeatCount, time > Double(repeatCount) * passDuration { return .zero }
            pass = min((max(time, 0) / passDuration).rounded(.down), Double((repeatCount ?? Int.max) - 1))
            local = time - pass * passDuration
        } else {
            let state = context.state.repeatState ?? RepeatState()
            pass = Double(state.index)
            local = time - state.timeOffset
        }
        guard let velocity = base.velocity(value: value, time: local, context: context) else { return nil }
        let reversed = autoreverses && pass.truncatingRemainder(dividingBy: 2) == 1
        return reversed ? .zero - velocity : velocity
    }
}

extension RepeatAnimation: CustomStringConvertible {
    package var description: String {
        if let repeatCount {
            return "\(base).repeatCount(\(repeatCount), autoreverses: \(autoreverses))"
        }
        return "\(base).repeatForever(autoreverses: \(autoreverses))"
    }
}

extension Animation {
    /// The fixed duration of this animation when it has one that is known without running it.
    package var knownDuration: TimeInterval? {
        switch base {
        case let curve as TimingCurveAnimation:
            return curve.duration
        case let delay as DelayAnimation:
            return delay.base.knownDuration.map { $0 + delay.delay }
        case let speed as SpeedAnimation:
            guard speed.speed.isFinite, speed.speed > 0 else { return 0 }
            return speed.base.knownDuration.map { $0 / speed.speed }
        case let complete as LogicallyCompleteAnimation:
            return complete.base.knownDuration
        case let repeated as RepeatAnimation:
            guard let count = repeated.repeatCount else { return .infinity }
            return repeated.passDuration.map { count <= 0 ? 0 : $0 * Double(count) }
        case let wrapped as DefaultAnimation:
            return wrapped.base.knownDuration
        default:
            return nil
        }
    }
}
