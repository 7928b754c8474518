import Foundation
import Kinema
import KinemaTestSupport
import Testing

// The seed's two `MyLinearAnimation`s live in Seeds/SeedSamples.swift.

private typealias Close = AnimationLaws
private typealias Scale = AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>

@Suite("CustomAnimation")
struct CustomAnimationTests {
    @Test(arguments: [0.0, 0.25, 0.5, 1.0])
    func myLinearAnimationCoversTheDeltaInProportion(time: Double) {
        let animation = Animation(SeedLinearWithoutVelocity.MyLinearAnimation(duration: 1))
        var context = AnimationContext<Double>()
        #expect(animation.animate(value: 100.0, time: time, context: &context) == 100 * time)
    }

    @Test func myLinearAnimationFinishesAfterItsDuration() {
        let animation = Animation(SeedLinearWithoutVelocity.MyLinearAnimation(duration: 1))
        var context = AnimationContext<Double>()
        #expect(animation.animate(value: 1.0, time: 1.0001, context: &context) == nil)
        AnimationLaws.checkFinishesAndStaysFinished(animation, value: 1.0, notBefore: 1)
    }

    @Test func myLinearAnimationScalesTheFourDimensionalScaleEffectDelta() {
        // The talk: scaleEffect animates from 1×1 to 1.5×1.5 as a delta of 0.5×0.5 (anchor unchanged).
        let animation = Animation(SeedLinearWithVelocity.MyLinearAnimation(duration: 2))
        var context = AnimationContext<Scale>()
        let delta = Scale(AnimatablePair(0.5, 0.5), AnimatablePair(0, 0))
        let value = animation.animate(value: delta, time: 0.5, context: &context)
        #expect(Close.isClose(value ?? .zero, Scale(AnimatablePair(0.125, 0.125), AnimatablePair(0, 0)), tolerance: 1e-15))
    }

    @Test func defaultVelocityIsNil() {
        let animation = Animation(SeedLinearWithoutVelocity.MyLinearAnimation(duration: 1))
        #expect(animation.velocity(value: 1.0, time: 0.5, context: AnimationContext<Double>()) == nil)
        #expect(SeedLinearWithoutVelocity.MyLinearAnimation(duration: 1).velocity(value: 1.0, time: 0.5, context: AnimationContext<Double>()) == nil)
    }

    @Test func seedVelocityIsTheDeltaPerDuration() {
        let animation = Animation(SeedLinearWithVelocity.MyLinearAnimation(duration: 2))
        #expect(animation.velocity(value: 10.0, time: 0.5, context: AnimationContext<Double>()) == 5)
        AnimationLaws.checkVelocityMatchesFiniteDifference(animation, value: 10.0, times: [0.1, 0.9, 1.7], tolerance: 1e-6)
    }

    @Test func defaultShouldMergeIsFalse() {
        var context = AnimationContext<Double>()
        for animation in [
            Animation(SeedLinearWithoutVelocity.MyLinearAnimation(duration: 1)),
            Animation(SeedLinearWithVelocity.MyLinearAnimation(duration: 1)),
        ] {
            #expect(!animation.shouldMerge(previous: .smooth, value: 1.0, time: 0.1, context: &context))
        }
    }

    @Test func aCustomAnimationCanTakeOverWithShouldMerge() {
        struct Merging: CustomAnimation {
            func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
                time < 1 ? value : nil
            }

            func shouldMerge<V: VectorArithmetic>(
                previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
            ) -> Bool { true }
        }
        var context = AnimationContext<Double>()
        #expect(Animation(Merging()).shouldMerge(previous: .easeIn, value: 1.0, time: 0, context: &context))
    }

    @Test func wrappingKeepsTheBaseAndItsEquality() {
        let animation = Animation(SeedLinearWithVelocity.MyLinearAnimation(duration: 1))
        #expect(animation.base as? SeedLinearWithVelocity.MyLinearAnimation == SeedLinearWithVelocity.MyLinearAnimation(duration: 1))
        #expect(animation == Animation(SeedLinearWithVelocity.MyLinearAnimation(duration: 1)))
        #expect(animation != Animation(SeedLinearWithVelocity.MyLinearAnimation(duration: 2)))
        // Same stored value, different types: different animations.
        #expect(animation != Animation(SeedLinearWithoutVelocity.MyLinearAnimation(duration: 1)))
    }

    @Test func composesWithTheHigherOrderAnimations() {
        let animation = Animation(SeedLinearWithoutVelocity.MyLinearAnimation(duration: 1)).delay(1).speed(2)
        var context = AnimationContext<Double>()
        // speed 2: base time 2t; delay 1: linear at 2t − 1. At t = 0.75: 0.5.
        #expect(animation.animate(value: 1.0, time: 0.75, context: &context) == 0.5)
        #expect(animation.animate(value: 1.0, time: 0.25, context: &context) == 0)
    }
}
