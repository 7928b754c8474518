import Foundation

/// Where a ``RepeatAnimation`` is: which pass, and when that pass began.
@usableFromInline
package struct RepeatState: Sendable {
    package var index = 0
    package var timeOffset: TimeInterval = 0
}

/// Plays its base a number of times (or for ever), optionally reversing every other pass.
///
/// SwiftUI's rule: a pass ends on the frame where the base returns `nil`. That frame shows the
/// pass's end value (the whole delta, or the start for a reversed pass), and the next pass begins
/// at that frame's time — so pass boundaries fall on frames, and a 1 s linear pass repeated at
/// 60 frames per second takes one frame longer than a second. The next pass starts from a fresh
/// base state, so a repeated spring bounces again each time.
///
/// A reversed pass covers `value − base`, running back from the end to the start; with an even
/// count and `autoreverses`, the last pass ends at the start and the value then jumps to its end
/// as the animation is removed, as in SwiftUI.
package struct RepeatAnimation: CustomAnimation {
    package let base: Animation
    package let repeatCount: Int?
    package let autoreverses: Bool

    package init(base: Animation, repeatCount: Int?, autoreverses: Bool) {
        self.base = base
        self.repeatCount = repeatCount
        self.autoreverses = autoreverses
    }

    @_specialize(where V == Double)
    @_specialize(where V == CGFloat)
    @_specialize(where V == AnimatablePair<CGFloat, CGFloat>)
    @_specialize(where V == AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>)
    @_specialize(where V == PackedAnimatableData)
    package func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        if let repeatCount, repeatCount <= 0 { return nil }
        guard !time.isNaN else { return nil }
        var state = context.state.repeatState ?? RepeatState()
        let wasLogicallyComplete = context.isLogicallyComplete
        let reversed = autoreverses && state.index % 2 == 1
        let result = base.animate(value: value, time: time - state.timeOffset, context: &context)
        // Only the last pass may report the whole animation logically complete.
        if !isLastPass(state.index) { context.isLogicallyComplete = wasLogicallyComplete }
        if let result {
            context.state.repeatState = state
            return reversed ? value - result : result
        }
        // The base finished on this frame: the pass ends here, showing its end value.
        state.index = state.index == Int.max ? Int.max : state.index + 1
        state.timeOffset = time
        if let repeatCount, state.index >= repeatCount { return nil }
        context.state = AnimationState()
        context.state.repeatState = state
        return reversed ? .zero : value
    }

    private func isLastPass(_ index: Int) -> Bool {
        guard let repeatCount else { return false }
        return index >= repeatCount - 1
    }

    package func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        let state = context.state.repeatState ?? RepeatState()
        guard let velocity = base.velocity(value: value, time: time - state.timeOffset, context: context) else {
            return nil
        }
        let reversed = autoreverses && state.index % 2 == 1
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
