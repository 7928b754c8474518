import Kinema
import Testing

/// The seed's samples give the numbers SwiftUI's formulas give.
@Suite("Seed samples")
struct SeedSamplesTests {
    @Test func unitCurveModelMatchesTheBezierSolution() {
        // Solved with mpmath (30 digits): x(t) = 0.25 for the Bézier with control points
        // (0.25, 0.1), (0.25, 1); value = y(t), velocity = y'(t) / x'(t). SwiftUI solves x only to
        // within 2⁻²⁰ and rounds to the 2⁻²⁰ grid, so the exact curve holds to a few grid steps
        // (see UnitCurveTests.valueTolerance) and the grid values are SwiftUI's
        // (docs/research/swiftui_reference_output.txt, section B, the seed curve at 0.25).
        let (value, velocity) = seedUnitCurveModel()
        #expect(abs(value - 0.408510591355395870) < UnitCurveTests.valueTolerance)
        #expect(abs(velocity - 2.207882945658927130) < UnitCurveTests.velocityTolerance)
        #expect(value == 0.4085102081298828)
        #expect(velocity == 2.207882881164551)
    }

    @Test func springModelMatchesTheCriticallyDampedClosedForm() {
        // ω = 2π / 1.0, ζ = 1: x(t) = 1 − (1 + ωt)·e^(−ωt) and x'(t) = ω²·t·e^(−ωt) at t = 0.25,
        // evaluated with mpmath.
        let (value, velocity) = seedSpringModel()
        #expect(abs(value - 0.465583948701782026) < 1e-12)
        #expect(abs(velocity - 2.051689181648071084) < 1e-12)
    }

    @Test(arguments: [0.0, 0.25, 0.5, 0.999, 1.0])
    func myLinearAnimationCoversTheDeltaInProportionToTime(time: Double) {
        let animation = Animation(SeedLinearWithoutVelocity.MyLinearAnimation(duration: 1))
        var context = AnimationContext<Double>()
        #expect(animation.animate(value: 100.0, time: time, context: &context) == 100 * time)
        #expect(animation.velocity(value: 100.0, time: time, context: context) == nil)
    }

    @Test func myLinearAnimationFinishesAfterItsDuration() {
        let animation = Animation(SeedLinearWithoutVelocity.MyLinearAnimation(duration: 1))
        var context = AnimationContext<Double>()
        #expect(animation.animate(value: 100.0, time: 1.0001, context: &context) == nil)
    }

    @Test func myLinearAnimationWithVelocityReportsAConstantRate() {
        let animation = Animation(SeedLinearWithVelocity.MyLinearAnimation(duration: 2))
        var context = AnimationContext<CGPoint.AnimatableData>()
        let delta = AnimatablePair(CGFloat(10), CGFloat(-4))
        let velocity = animation.velocity(value: delta, time: 0.5, context: context)
        #expect(velocity == AnimatablePair(5, -2))
        #expect(animation.animate(value: delta, time: 1, context: &context) == AnimatablePair(5, -2))
    }

    @Test func myLinearAnimationIsGenericOverTheFourDimensionalScaleData() {
        // From a scale of 1×1 at the centre to 1.5×1.5: the delta is (0.5, 0.5, 0, 0).
        let from = ScaleEffect(scale: CGSize(width: 1, height: 1), anchor: .center)
        var to = from
        to.scale = CGSize(width: 1.5, height: 1.5)
        let delta = to.animatableData - from.animatableData
        var context = AnimationContext<ScaleEffect.AnimatableData>()
        let covered = Animation(SeedLinearWithoutVelocity.MyLinearAnimation(duration: 1)).animate(value: delta, time: 0.5, context: &context)
        var shown = from
        shown.animatableData = from.animatableData + covered!
        #expect(shown.scale == CGSize(width: 1.25, height: 1.25))
        #expect(shown.anchor == .center)
    }

    @Test func scaleEffectDataFusesSizeAndScaledAnchor() {
        let effect = ScaleEffect(scale: CGSize(width: 2, height: 3), anchor: UnitPoint(x: 0.25, y: 1))
        // UnitPoint's data is its coordinates × 128, as in SwiftUI.
        #expect(effect.animatableData == AnimatablePair(AnimatablePair(2, 3), AnimatablePair(32, 128)))
        let expected: Double = 4 + 9 + 1024 + 16384 // 2² + 3² + 32² + 128²
        #expect(effect.animatableData.magnitudeSquared == expected)
    }

    @Test func springPresetsHaveTheDocumentedDurationAndBounce() {
        // Seed 000: smooth has no bounce, snappy a small amount, bouncy a medium amount; the
        // values are SwiftUI's documented 0, 0.15 and 0.3 at duration 0.5.
        let presets: [(Spring, Double)] = [(.smooth, 0), (.snappy, 0.15), (.bouncy, 0.3)]
        for (spring, bounce) in presets {
            #expect(abs(spring.duration - 0.5) < 1e-12)
            #expect(abs(spring.bounce - bounce) < 1e-12)
        }
        #expect(abs(Spring.bouncy(duration: 0.4, extraBounce: 0.1).bounce - 0.4) < 1e-12)
        #expect(Animation.bouncy == Animation.spring(duration: 0.5, bounce: 0.3))
    }
}
