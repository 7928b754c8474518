import Foundation
import Kinema
import Testing

private struct PausedTimeKey: AnimationStateKey {
    static var defaultValue: TimeInterval { 0.5 }
}

private struct LabelKey: AnimationStateKey {
    static var defaultValue: String { "none" }
}

extension AnimationContext {
    // The pattern from AnimationStateKey's documentation.
    fileprivate var pausedTime: TimeInterval {
        get { state[PausedTimeKey.self] }
        set { state[PausedTimeKey.self] = newValue }
    }
}

/// A custom animation that keeps a frame counter in the context.
private struct CountingAnimation: CustomAnimation {
    struct FramesKey: AnimationStateKey {
        static var defaultValue: Int { 0 }
    }

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        context.state[FramesKey.self] += 1
        return context.state[FramesKey.self] >= 3 ? nil : value.scaled(by: 0.5)
    }
}

@Suite("AnimationContext and AnimationState")
struct AnimationContextTests {
    @Test func aFreshContextIsEmptyAndNotLogicallyComplete() {
        let context = AnimationContext<Double>()
        #expect(!context.isLogicallyComplete)
        #expect(context.state[PausedTimeKey.self] == 0.5)
        #expect(context.state[LabelKey.self] == "none")
    }

    @Test func keysReadTheirDefaultUntilWritten() {
        var state = AnimationState<Double>()
        #expect(state[PausedTimeKey.self] == 0.5)
        state[PausedTimeKey.self] = 2
        #expect(state[PausedTimeKey.self] == 2)
        // Other keys are untouched.
        #expect(state[LabelKey.self] == "none")
        state[LabelKey.self] = "x"
        #expect(state[LabelKey.self] == "x")
        #expect(state[PausedTimeKey.self] == 2)
    }

    @Test func contextExtensionPropertiesWork() {
        var context = AnimationContext<Double>()
        #expect(context.pausedTime == 0.5)
        context.pausedTime = 3
        #expect(context.pausedTime == 3)
        #expect(context.state[PausedTimeKey.self] == 3)
    }

    @Test func withStateKeepsTheCompletionFlagAndChangesTheValueType() {
        var context = AnimationContext<Double>()
        context.isLogicallyComplete = true
        var state = AnimationState<AnimatablePair<CGFloat, CGFloat>>()
        state[LabelKey.self] = "pair"
        let other: AnimationContext<AnimatablePair<CGFloat, CGFloat>> = context.withState(state)
        #expect(other.isLogicallyComplete)
        #expect(other.state[LabelKey.self] == "pair")
        let fresh = AnimationContext<Double>().withState(AnimationState<Float>())
        #expect(!fresh.isLogicallyComplete)
    }

    @Test func stateAndFlagInitialiser() {
        var state = AnimationState<Double>()
        state[PausedTimeKey.self] = 1
        let context = AnimationContext(state: state, isLogicallyComplete: true)
        #expect(context.isLogicallyComplete)
        #expect(context.state[PausedTimeKey.self] == 1)
        #expect(!AnimationContext(state: state).isLogicallyComplete)
    }

    @Test func aCustomAnimationKeepsStateBetweenFramesOfOneContext() {
        let animation = Animation(CountingAnimation())
        var context = AnimationContext<Double>()
        #expect(animation.animate(value: 2.0, time: 0, context: &context) == 1)
        #expect(animation.animate(value: 2.0, time: 0.1, context: &context) == 1)
        #expect(animation.animate(value: 2.0, time: 0.2, context: &context) == nil)
        #expect(context.state[CountingAnimation.FramesKey.self] == 3)
        var fresh = AnimationContext<Double>()
        #expect(animation.animate(value: 2.0, time: 0.2, context: &fresh) == 1)
    }

    @Test func builtInSpringsKeepTheirStateInTheContext() {
        var running = AnimationContext<Double>()
        for frame in 0...12 {
            _ = Animation.smooth.animate(value: 1.0, time: Double(frame) / 60, context: &running)
        }
        // The velocity comes from the context: a fresh one knows of no motion.
        #expect((Animation.smooth.velocity(value: 1.0, time: 0.2, context: running) ?? 0) > 1)
        #expect(Animation.smooth.velocity(value: 1.0, time: 0.2, context: AnimationContext<Double>()) == 0)
    }
}
