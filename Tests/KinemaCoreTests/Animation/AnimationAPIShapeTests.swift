import Foundation
import Kinema
import Testing

// Compile-time API shape: every public Animation / Spring entry point spelled with SwiftUI's exact
// argument labels and types, as unapplied references with explicit function types. A renamed
// label, a changed parameter type or a dropped default breaks the build here.

/// A minimal custom animation, to spell `Animation.init(_:)`.
private struct TimingShape: CustomAnimation {
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? { nil }
}

@Suite("Animation and Spring: API shape (compile-only)")
struct AnimationAPIShapeTests {
    @Test func animationFactoriesHaveSwiftUIsSignatures() {
        // Timing curves
        let _: Animation = .linear
        let _: Animation = .easeIn
        let _: Animation = .easeOut
        let _: Animation = .easeInOut
        let _: (TimeInterval) -> Animation = Animation.linear(duration:)
        let _: (TimeInterval) -> Animation = Animation.easeIn(duration:)
        let _: (TimeInterval) -> Animation = Animation.easeOut(duration:)
        let _: (TimeInterval) -> Animation = Animation.easeInOut(duration:)
        let _: (UnitCurve, TimeInterval) -> Animation = Animation.timingCurve(_:duration:)
        let _: (Double, Double, Double, Double, TimeInterval) -> Animation = Animation.timingCurve(_:_:_:_:duration:)

        // Springs
        let _: Animation = .default
        let _: Animation = .spring
        let _: Animation = .smooth
        let _: Animation = .snappy
        let _: Animation = .bouncy
        let _: Animation = .interactiveSpring
        let _: Animation = .interpolatingSpring
        let _: (Double, Double, TimeInterval) -> Animation = Animation.spring(response:dampingFraction:blendDuration:)
        let _: (TimeInterval, Double, Double) -> Animation = Animation.spring(duration:bounce:blendDuration:)
        let _: (Spring, TimeInterval) -> Animation = Animation.spring(_:blendDuration:)
        let _: (Double, Double, TimeInterval) -> Animation = Animation.interactiveSpring(response:dampingFraction:blendDuration:)
        let _: (TimeInterval, Double, TimeInterval) -> Animation = Animation.interactiveSpring(duration:extraBounce:blendDuration:)
        let _: (Double, Double, Double, Double) -> Animation = Animation.interpolatingSpring(mass:stiffness:damping:initialVelocity:)
        let _: (TimeInterval, Double, Double) -> Animation = Animation.interpolatingSpring(duration:bounce:initialVelocity:)
        let _: (Spring, Double) -> Animation = Animation.interpolatingSpring(_:initialVelocity:)
        let _: (TimeInterval, Double) -> Animation = Animation.smooth(duration:extraBounce:)
        let _: (TimeInterval, Double) -> Animation = Animation.snappy(duration:extraBounce:)
        let _: (TimeInterval, Double) -> Animation = Animation.bouncy(duration:extraBounce:)

        // Higher order
        let _: (Animation) -> (TimeInterval) -> Animation = Animation.delay(_:)
        let _: (Animation) -> (Double) -> Animation = Animation.speed(_:)
        let _: (Animation) -> (Int, Bool) -> Animation = Animation.repeatCount(_:autoreverses:)
        let _: (Animation) -> (Bool) -> Animation = Animation.repeatForever(autoreverses:)
        let _: (Animation) -> (TimeInterval) -> Animation = Animation.logicallyComplete(after:)

        // Call sites with SwiftUI's defaults.
        let defaults: [Animation] = [
            .timingCurve(.easeIn), .timingCurve(0.1, 0.2, 0.3, 0.4),
            .spring(), .spring(response: 0.3), .spring(response: 0.3, dampingFraction: 0.5),
            .spring(duration: 0.3), .spring(duration: 0.3, bounce: 0.2), .spring(Spring.bouncy),
            .interactiveSpring(), .interactiveSpring(response: 0.2), .interactiveSpring(duration: 0.2, extraBounce: 0.1),
            .interpolatingSpring(stiffness: 100, damping: 10), .interpolatingSpring(mass: 2, stiffness: 100, damping: 10),
            .interpolatingSpring(), .interpolatingSpring(duration: 0.3), .interpolatingSpring(Spring.snappy),
            .smooth(), .smooth(duration: 0.3), .smooth(extraBounce: 0.1),
            .snappy(), .snappy(duration: 0.3), .snappy(extraBounce: 0.1),
            .bouncy(), .bouncy(duration: 0.3), .bouncy(extraBounce: 0.1),
            .easeIn.repeatCount(2), .easeIn.repeatForever(),
        ]
        #expect(defaults.count == 27)
    }

    @Test func animationEntryPointsHaveSwiftUIsSignatures() {
        let _: (Animation) -> (Double, TimeInterval, inout AnimationContext<Double>) -> Double? = Animation.animate(value:time:context:)
        let _: (Animation) -> (Double, TimeInterval, AnimationContext<Double>) -> Double? = Animation.velocity(value:time:context:)
        let _: (Animation) -> (Animation, Double, TimeInterval, inout AnimationContext<Double>) -> Bool =
            Animation.shouldMerge(previous:value:time:context:)
        let _: (TimingShape) -> Animation = Animation.init(_:)
        let base: any CustomAnimation = Animation.easeIn.base
        let _: AnimationCompletionCriteria = .logicallyComplete
        let _: AnimationCompletionCriteria = .removed
        let context = AnimationContext<Double>()
        let _: AnimationState<Double> = context.state
        let _: Bool = context.isLogicallyComplete
        #expect(String(describing: type(of: base)).isEmpty == false)
    }

    @Test func springHasSwiftUIsSignatures() {
        let _: (TimeInterval, Double) -> Spring = Spring.init(duration:bounce:)
        let _: (Double, Double) -> Spring = Spring.init(response:dampingRatio:)
        let _: (Double, Double, Double, Bool) -> Spring = Spring.init(mass:stiffness:damping:allowOverDamping:)
        let _: (TimeInterval, Double, Double) -> Spring = Spring.init(settlingDuration:dampingRatio:epsilon:)
        let _: Spring = .smooth
        let _: Spring = .snappy
        let _: Spring = .bouncy
        let _: (TimeInterval, Double) -> Spring = Spring.smooth(duration:extraBounce:)
        let _: (TimeInterval, Double) -> Spring = Spring.snappy(duration:extraBounce:)
        let _: (TimeInterval, Double) -> Spring = Spring.bouncy(duration:extraBounce:)

        let spring = Spring()
        let _: TimeInterval = spring.duration
        let _: Double = spring.bounce
        let _: Double = spring.response
        let _: Double = spring.dampingRatio
        let _: Double = spring.mass
        let _: Double = spring.stiffness
        let _: Double = spring.damping
        let _: TimeInterval = spring.settlingDuration

        let _: (Spring) -> (Double, Double, TimeInterval) -> Double = Spring.value(target:initialVelocity:time:)
        let _: (Spring) -> (Double, Double, Double, TimeInterval) -> Double = Spring.value(fromValue:toValue:initialVelocity:time:)
        let _: (Spring) -> (Double, Double, TimeInterval) -> Double = Spring.velocity(target:initialVelocity:time:)
        let _: (Spring) -> (Double, Double, Double, TimeInterval) -> Double = Spring.velocity(fromValue:toValue:initialVelocity:time:)
        let _: (Spring) -> (Double, Double, Double) -> Double = Spring.force(target:position:velocity:)
        let _: (Spring) -> (Double, Double, Double, Double) -> Double = Spring.force(fromValue:toValue:position:velocity:)
        let _: (Spring) -> (inout Double, inout Double, Double, TimeInterval) -> Void = Spring.update(value:velocity:target:deltaTime:)
        let _: (Spring) -> (Double, Double, Double) -> TimeInterval = Spring.settlingDuration(target:initialVelocity:epsilon:)
        let _: (Spring) -> (Double, Double, Double, Double) -> TimeInterval = Spring.settlingDuration(fromValue:toValue:initialVelocity:epsilon:)

        // Call sites with SwiftUI's defaults.
        let calls: [Double] = [
            spring.value(target: 1.0, time: 0.1),
            spring.velocity(target: 1.0, time: 0.1),
            Spring(mass: 1, stiffness: 10, damping: 1).duration,
            Spring(stiffness: 10, damping: 1).duration,
            Spring(settlingDuration: 1, dampingRatio: 0.5).duration,
            Spring(duration: 0.3).duration,
            Spring(bounce: 0.3).duration,
            spring.settlingDuration(target: 1.0, epsilon: 0.01),
        ]
        #expect(calls.count == 8)
    }
}
