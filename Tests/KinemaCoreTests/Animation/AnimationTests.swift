import Foundation
import Kinema
import KinemaTestSupport
import Testing

@Suite("Animation")
struct AnimationTests {
    @Test func equalAnimationsHashEqually() {
        let pairs: [(Animation, Animation)] = [
            (.easeInOut, .easeInOut(duration: 0.35)),
            (.smooth, .spring),
            (.bouncy.delay(0.1).speed(2), .bouncy.delay(0.1).speed(2)),
            (.linear.repeatCount(2, autoreverses: false), .linear.repeatCount(2, autoreverses: false)),
            (.interpolatingSpring(stiffness: 100, damping: 10), .interpolatingSpring(mass: 1, stiffness: 100, damping: 10)),
            (.default, .default),
        ]
        for (a, b) in pairs {
            #expect(a == b)
            #expect(a.hashValue == b.hashValue)
        }
    }

    @Test func differentAnimationsAreUnequal() {
        let distinct: [Animation] = [
            .default, .linear, .easeIn, .easeOut, .easeInOut, .smooth, .snappy, .bouncy, .interactiveSpring,
            .interpolatingSpring, .easeIn.delay(1), .easeIn.speed(2), .easeIn.repeatCount(2), .easeIn.repeatForever(),
            .easeIn.logicallyComplete(after: 0.1), .spring(response: 0.5, dampingFraction: 0.825),
        ]
        #expect(Set(distinct).count == distinct.count)
    }

    @Test func defaultIsItsOwnAnimationThatBehavesAsACriticallyDampedSpring() {
        // A distinct animation (SwiftUI prints it as DefaultAnimation), equal only to itself, that
        // moves as spring(response: 0.55, dampingFraction: 1.0, blendDuration: 0) (Apple's
        // documentation of `default`).
        let spring = Animation.spring(response: 0.55, dampingFraction: 1, blendDuration: 0)
        #expect(Animation.default != .smooth)
        #expect(Animation.default != spring)
        var a = AnimationContext<Double>()
        var b = AnimationContext<Double>()
        var reference = SwiftUIReference.FluidSpring.default
        for frame in 1...90 {
            let t = Double(frame) / 60
            let value = Animation.default.animate(value: 1.0, time: t, context: &a)
            #expect(value == spring.animate(value: 1.0, time: t, context: &b), "frame \(frame)")
            // SwiftUI's integrator, restated independently (it finishes on the same frame).
            #expect(value == reference.value(delta: 1, time: t), "frame \(frame)")
        }
    }

    @Test func isSendable() async {
        let animation = Animation.bouncy.delay(0.2)
        let sent = await Task.detached { animation }.value
        #expect(sent == animation)
    }

    @Test func baseIsTheWrappedCustomAnimation() {
        struct Jump: CustomAnimation {
            var at: Double
            func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
                time < at ? .zero : nil
            }
        }
        let animation = Animation(Jump(at: 2))
        #expect((animation.base as? Jump)?.at == 2)
        #expect(animation == Animation(Jump(at: 2)))
        #expect(animation != Animation(Jump(at: 3)))
        var context = AnimationContext<Double>()
        #expect(animation.animate(value: 5.0, time: 1, context: &context) == 0)
        #expect(animation.animate(value: 5.0, time: 2, context: &context) == nil)
    }

    @Test func descriptionNamesTheAnimation() {
        // SwiftUI's texts with the module name left out (issue 10). easeInOut's solver
        // coefficients are c = 3·p1, b = 3·(p2 − p1) − c, a = 1 − c − b per axis
        // (swiftui_reference_output.txt, section B: ax 0.52 bx -0.78 cx 1.26 ay -2.0 by 3.0 cy 0.0).
        #expect(
            Animation.easeInOut.description
                == "BezierAnimation(duration: 0.35, curve: UnitCurve.CubicSolver(ax: 0.52, bx: -0.78, cx: 1.26, ay: -2.0, by: 3.0, cy: 0.0))")
        #expect(Animation.default.description == "DefaultAnimation()")
        #expect(Animation.smooth.description == "FluidSpringAnimation(response: 0.5, dampingFraction: 1.0, blendDuration: 0.0)")
        // interpolatingSpring is duration 0.5, bounce 0: mass 1, stiffness (2π / 0.5)², damping 2·√k.
        let k = (2 * Double.pi / 0.5) * (2 * Double.pi / 0.5)
        #expect(
            Animation.interpolatingSpring.description
                == "SpringAnimation(mass: 1.0, stiffness: \(k), damping: \(2 * k.squareRoot()), initialVelocity: _Velocity<Double>(valuePerSecond: 0.0))")
        #expect(Animation.easeIn.delay(0.5).description.contains("delay"))
        #expect(Animation.easeIn.speed(2).description.contains("speed"))
        #expect(Animation.easeIn.repeatCount(2).description.contains("repeatCount"))
        #expect(Animation.easeIn.repeatForever().description.contains("repeatForever"))
        #expect(String(describing: Animation.easeIn) == Animation.easeIn.description)
    }

    @Test func debugDescriptionWrapsTheDescription() {
        #expect(Animation.easeInOut.debugDescription.contains(Animation.easeInOut.description))
        // SwiftUI's debugger text: AnyAnimator around the base animation.
        #expect(Animation.default.debugDescription == "AnyAnimator(DefaultAnimation())")
    }

    @Test func animateVelocityAndShouldMergeForwardToTheBase() {
        var context = AnimationContext<Double>()
        #expect(Animation.linear(duration: 2).animate(value: 4.0, time: 1, context: &context) == 2)
        #expect(Animation.linear(duration: 2).velocity(value: 4.0, time: 1, context: context) == 2)
        #expect(Animation.smooth.shouldMerge(previous: .bouncy, value: 4.0, time: 0, context: &context))
        #expect(!Animation.linear.shouldMerge(previous: .bouncy, value: 4.0, time: 0, context: &context))
    }
}
