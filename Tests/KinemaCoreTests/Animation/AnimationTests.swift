import Foundation
import Kinema
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

    @Test func defaultIsItsOwnAnimationThatBehavesAsSmooth() {
        // A distinct animation (SwiftUI prints it as DefaultAnimation), equal only to itself.
        #expect(Animation.default != .smooth)
        var a = AnimationContext<Double>()
        var b = AnimationContext<Double>()
        for frame in 0...60 {
            let t = Double(frame) / 60
            #expect(Animation.default.animate(value: 1.0, time: t, context: &a) == Animation.smooth.animate(value: 1.0, time: t, context: &b))
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
        #expect(Animation.easeInOut.description == "easeInOut(duration: 0.35)")
        #expect(Animation.default.description.lowercased().contains("default"))
        #expect(Animation.smooth.description.contains("spring"))
        #expect(Animation.interpolatingSpring.description.contains("interpolatingSpring"))
        #expect(Animation.easeIn.delay(0.5).description.contains("delay"))
        #expect(Animation.easeIn.speed(2).description.contains("speed"))
        #expect(Animation.easeIn.repeatCount(2).description.contains("repeatCount"))
        #expect(Animation.easeIn.repeatForever().description.contains("repeatForever"))
        #expect(String(describing: Animation.easeIn) == Animation.easeIn.description)
    }

    @Test func debugDescriptionWrapsTheDescription() {
        #expect(Animation.easeInOut.debugDescription.contains(Animation.easeInOut.description))
    }

    @Test func animateVelocityAndShouldMergeForwardToTheBase() {
        var context = AnimationContext<Double>()
        #expect(Animation.linear(duration: 2).animate(value: 4.0, time: 1, context: &context) == 2)
        #expect(Animation.linear(duration: 2).velocity(value: 4.0, time: 1, context: context) == 2)
        #expect(Animation.smooth.shouldMerge(previous: .bouncy, value: 4.0, time: 0, context: &context))
        #expect(!Animation.linear.shouldMerge(previous: .bouncy, value: 4.0, time: 0, context: &context))
    }
}
