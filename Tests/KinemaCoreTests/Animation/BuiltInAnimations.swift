import Foundation
import Kinema
import Testing

/// An animation with a readable name, for parameterised tests.
struct NamedAnimation: Sendable, CustomTestStringConvertible {
    var name: String
    var animation: Animation
    /// Closed-form animations depend on time only; stateful ones (persistent springs) keep their
    /// position in the context and must be stepped frame by frame.
    var isStateful: Bool
    /// The last time at which the animation may still be running, for timing animations.
    var knownDuration: TimeInterval?
    /// Whether its values sit on SwiftUI's 2⁻²⁰ grid (a Bézier timing curve, which `linear` is
    /// too), so a finite difference needs a step of about 1e-3 rather than 1e-6.
    var isOnTheGrid: Bool

    init(
        _ name: String, _ animation: Animation, stateful: Bool = false, duration: TimeInterval? = nil,
        grid: Bool = false
    ) {
        self.name = name
        self.animation = animation
        self.isStateful = stateful
        self.knownDuration = duration
        self.isOnTheGrid = grid
    }

    var testDescription: String { name }
}

/// Every built-in animation, in the forms SwiftUI offers.
enum BuiltInAnimations {
    static let timingCurves: [NamedAnimation] = [
        NamedAnimation("linear", .linear, duration: 0.35, grid: true),
        NamedAnimation("easeIn", .easeIn, duration: 0.35, grid: true),
        NamedAnimation("easeOut", .easeOut, duration: 0.35, grid: true),
        NamedAnimation("easeInOut", .easeInOut, duration: 0.35, grid: true),
        NamedAnimation("linear(duration: 1)", .linear(duration: 1), duration: 1, grid: true),
        NamedAnimation("easeInOut(duration: 0.8)", .easeInOut(duration: 0.8), duration: 0.8, grid: true),
        NamedAnimation("timingCurve(.circularEaseIn)", .timingCurve(.circularEaseIn, duration: 0.5), duration: 0.5),
        NamedAnimation("timingCurve(.circularEaseInOut)", .timingCurve(.circularEaseInOut, duration: 0.5), duration: 0.5),
        NamedAnimation("timingCurve(0.25, 0.1, 0.25, 1)", .timingCurve(0.25, 0.1, 0.25, 1, duration: 0.6), duration: 0.6, grid: true),
    ]

    static let persistentSprings: [NamedAnimation] = [
        NamedAnimation("default", .default, stateful: true),
        NamedAnimation("spring", .spring, stateful: true),
        NamedAnimation("spring(response: 0.4, dampingFraction: 0.6)", .spring(response: 0.4, dampingFraction: 0.6), stateful: true),
        NamedAnimation("spring(duration: 0.4, bounce: -0.4)", .spring(duration: 0.4, bounce: -0.4), stateful: true),
        NamedAnimation("spring(Spring.bouncy)", .spring(Spring.bouncy), stateful: true),
        NamedAnimation("smooth", .smooth, stateful: true),
        NamedAnimation("snappy", .snappy, stateful: true),
        NamedAnimation("bouncy", .bouncy, stateful: true),
        NamedAnimation("bouncy(duration: 0.3, extraBounce: 0.2)", .bouncy(duration: 0.3, extraBounce: 0.2), stateful: true),
        NamedAnimation("interactiveSpring", .interactiveSpring, stateful: true),
    ]

    static let closedFormSprings: [NamedAnimation] = [
        NamedAnimation("interpolatingSpring", .interpolatingSpring),
        NamedAnimation("interpolatingSpring(stiffness: 100, damping: 10)", .interpolatingSpring(stiffness: 100, damping: 10)),
        NamedAnimation(
            "interpolatingSpring(mass: 2, stiffness: 300, damping: 60, initialVelocity: 1)",
            .interpolatingSpring(mass: 2, stiffness: 300, damping: 60, initialVelocity: 1)),
        NamedAnimation("interpolatingSpring(duration: 0.4, bounce: 0.3)", .interpolatingSpring(duration: 0.4, bounce: 0.3)),
        NamedAnimation("interpolatingSpring(Spring.snappy, initialVelocity: -2)", .interpolatingSpring(Spring.snappy, initialVelocity: -2)),
    ]

    static let higherOrder: [NamedAnimation] = [
        NamedAnimation("easeInOut.delay(0.2)", .easeInOut.delay(0.2), duration: 0.55),
        NamedAnimation("linear(duration: 1).speed(2)", .linear(duration: 1).speed(2), duration: 0.5),
        NamedAnimation("easeIn(duration: 0.2).repeatCount(3)", .easeIn(duration: 0.2).repeatCount(3), duration: 0.6),
        NamedAnimation(
            "linear(duration: 0.25).repeatCount(2, autoreverses: false)",
            .linear(duration: 0.25).repeatCount(2, autoreverses: false), duration: 0.5),
        NamedAnimation("easeOut.logicallyComplete(after: 0.1)", .easeOut.logicallyComplete(after: 0.1), duration: 0.35),
        NamedAnimation("smooth.delay(0.1)", .smooth.delay(0.1), stateful: true),
        NamedAnimation("bouncy.speed(0.5)", .bouncy.speed(0.5), stateful: true),
        NamedAnimation("snappy.logicallyComplete(after: 0.2)", .snappy.logicallyComplete(after: 0.2), stateful: true),
        NamedAnimation("smooth.repeatCount(2)", .smooth.repeatCount(2), stateful: true),
    ]

    /// Every built-in animation that finishes on its own.
    static let finite: [NamedAnimation] = timingCurves + persistentSprings + closedFormSprings + higherOrder

    static let repeatingForever: [NamedAnimation] = [
        NamedAnimation("easeInOut.repeatForever()", .easeInOut.repeatForever()),
        NamedAnimation("linear.repeatForever(autoreverses: false)", .linear.repeatForever(autoreverses: false)),
        NamedAnimation("bouncy.repeatForever()", .bouncy.repeatForever(), stateful: true),
    ]

    static let all: [NamedAnimation] = finite + repeatingForever
}
