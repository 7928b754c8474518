import Kinema
import Testing

/// `Animation`'s descriptions follow SwiftUI's: `description` is the base animation printed as
/// Swift prints a struct, `debugDescription` is `AnyAnimator(…)` around it. The expected strings are
/// the ones a real SwiftUI prints (seen parsed by a third-party app, docs/research/
/// swiftui-animation-maths.md §5.3), with `SwiftUI.` and `(extension in SwiftUI):` left out, as
/// Kinema documents.
@Suite("Animation: descriptions")
struct AnimationDescriptionTests {
    @Test func theDefaultAnimationDescribesItselfAsSwiftUIDoes() {
        #expect(Animation.default.description == "DefaultAnimation()")
        #expect(Animation.default.debugDescription == "AnyAnimator(DefaultAnimation())")
    }

    @Test(arguments: [
        (Animation.easeInOut, "BezierAnimation(duration: 0.35, curve: UnitCurve.CubicSolver(ax: 0.52, bx: -0.78, cx: 1.26, ay: -2.0, by: 3.0, cy: 0.0))"),
        (Animation.easeIn, "BezierAnimation(duration: 0.35, curve: UnitCurve.CubicSolver(ax: -0.7400000000000002, bx: 0.4800000000000002, cx: 1.26, ay: -2.0, by: 3.0, cy: 0.0))"),
        (Animation.easeOut, "BezierAnimation(duration: 0.35, curve: UnitCurve.CubicSolver(ax: -0.7399999999999998, bx: 1.7399999999999998, cx: 0.0, ay: -2.0, by: 3.0, cy: 0.0))"),
        (Animation.linear, "BezierAnimation(duration: 0.35, curve: UnitCurve.CubicSolver(ax: -2.0, bx: 3.0, cx: 0.0, ay: -2.0, by: 3.0, cy: 0.0))"),
    ])
    func timingCurvesPrintTheirCubicSolver(animation: Animation, expected: String) {
        #expect(animation.description == expected)
        #expect(animation.debugDescription == "AnyAnimator(\(expected))")
    }

    @Test func persistentSpringsPrintTheirParameters() {
        #expect(Animation.spring(response: 0.5, dampingFraction: 0.825, blendDuration: 0).description
            == "FluidSpringAnimation(response: 0.5, dampingFraction: 0.825, blendDuration: 0.0)")
        // The presets resolve through spring(duration:bounce:): damping fraction 1 − bounce.
        #expect(Animation.smooth.description == "FluidSpringAnimation(response: 0.5, dampingFraction: 1.0, blendDuration: 0.0)")
        #expect(Animation.snappy.description == "FluidSpringAnimation(response: 0.5, dampingFraction: 0.85, blendDuration: 0.0)")
        #expect(Animation.bouncy.description == "FluidSpringAnimation(response: 0.5, dampingFraction: 0.7, blendDuration: 0.0)")
        #expect(Animation.interactiveSpring.description
            == "FluidSpringAnimation(response: 0.15, dampingFraction: 0.85, blendDuration: 0.25)")
    }

    @Test func interpolatingSpringsPrintMassStiffnessAndDamping() {
        // (2π / 0.5)² and 2·(2π / 0.5): the duration/bounce defaults (§3.3).
        let description = Animation.interpolatingSpring.description
        #expect(description.hasPrefix("SpringAnimation(mass: 1.0, stiffness: 157.9136704174297"))
        #expect(description.hasSuffix("initialVelocity: _Velocity<Double>(valuePerSecond: 0.0))"))
    }

    @Test func customAnimationsPrintAsSwiftPrintsThem() {
        let animation = Animation(Halfway(duration: 1))
        #expect(animation.description == "Halfway(duration: 1.0)")
        // `String(reflecting:)` names the declaring module for types Kinema does not own.
        #expect(animation.debugDescription.hasPrefix("AnyAnimator("))
        #expect(animation.debugDescription.hasSuffix("Halfway(duration: 1.0))"))
    }
}

private struct Halfway: CustomAnimation {
    var duration: Double

    func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V? {
        time < duration ? value.scaled(by: 0.5) : nil
    }
}
