import Foundation

/// The running state of a ``FluidSpringAnimation``, kept in its context between frames.
package struct FluidSpringState<Value: VectorArithmetic> {
    /// How much of the delta is covered so far.
    package var offset: Value = .zero
    /// The rate of change of `offset`, per second.
    package var velocity: Value = .zero
    /// The spring's acceleration at `time`, used to decide when it has come to rest.
    package var force: Value = .zero
    /// The animation time `offset` and `velocity` are for.
    package var time: TimeInterval = 0
    /// When this spring (re)started: the origin of its logical completion.
    package var startTime: TimeInterval = 0
    /// When a response blend began, and the response difference it blends away.
    package var blendStart: TimeInterval = 0
    package var blendInterval: TimeInterval = 0
    /// Set once the spring has come to rest: it stays finished even if stepped again.
    package var isFinished = false

    package init() {}
}

/// The persistent spring behind `spring(…)`, `smooth`, `snappy`, `bouncy` and `interactiveSpring`.
///
/// Its position and velocity live in the animation context, so a new spring on the same value
/// merges with it: it retargets, keeping the running velocity, and blends a change of response
/// over `blendDuration` with a smoothstep.
///
/// It is logically complete once `response` seconds have passed since it (re)started, and
/// finishes when both its speed and its acceleration are at most 0.06 units per second (per
/// second²) and it is within 1% of the delta — SwiftUI's rule, which is why `Angle` and `UnitPoint`
/// scale their data by 128.
///
/// > Note: SwiftUI advances this spring with fixed 1/300 s integration steps, starting from zero
/// > force. Kinema advances the exact closed-form solution of the same spring by each frame's time
/// > step, so its motion is `Spring`'s own and the same at any frame rate. The two agree to within
/// > about 1.5% of the delta early in the motion, and closer as the spring settles.
package struct FluidSpringAnimation: CustomAnimation {
    package var response: Double
    package var dampingFraction: Double
    package var blendDuration: TimeInterval

    package init(response: Double, dampingFraction: Double, blendDuration: TimeInterval) {
        self.response = response.isNaN ? 0 : max(response, 0)
        self.dampingFraction = dampingFraction.isNaN ? 1 : max(dampingFraction, 0)
        self.blendDuration = blendDuration.isNaN ? 0 : max(blendDuration, 0)
    }

    /// SwiftUI caps the stiffness so a response of 0 (an "infinitely stiff" spring) stays finite.
    package static let maximumStiffness = 45_000.0

    /// The response in effect at `time`, blended from a previous spring's after a merge.
    private func effectiveResponse(_ state: FluidSpringState<some VectorArithmetic>, at time: TimeInterval) -> Double {
        guard blendDuration > 0, state.blendInterval != 0 else { return response }
        let p = min(max((time - state.blendStart) / blendDuration, 0), 1)
        return response + state.blendInterval * (1 - p * p * (3 - 2 * p))
    }

    /// The spring for a response: stiffness (2π / r)², capped, and the damping fraction.
    private func spring(response r: Double) -> Spring {
        let stiffness = r > 0 ? min(pow(2 * .pi / r, 2), Self.maximumStiffness) : Self.maximumStiffness
        return Spring(angularFrequency: stiffness.squareRoot(), dampingRatio: dampingFraction, mass: 1)
    }

    // Pre-specialised for the data of the built-in effects: called through `any CustomAnimation`,
    // the generic body would otherwise look up type metadata on every vector operation.
    @_specialize(where V == Double)
    @_specialize(where V == CGFloat)
    @_specialize(where V == AnimatablePair<CGFloat, CGFloat>)
    @_specialize(where V == AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>)
    package func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard !time.isNaN else { return nil }
        var state = context.state.spring ?? FluidSpringState()
        guard !state.isFinished else { return nil }
        let r = effectiveResponse(state, at: time)
        if time - state.startTime >= r { context.isLogicallyComplete = true }
        let spring = spring(response: r)
        let dt = time - state.time
        if dt > 0 {
            spring.update(value: &state.offset, velocity: &state.velocity, target: value, deltaTime: dt)
            state.time = time
        }
        state.force = spring.force(target: value, position: state.offset, velocity: state.velocity)

        // Moving (speed or acceleration above 0.06), or still outside 1% of the delta.
        let tolerance = value.scaled(by: 0.01).magnitudeSquared
        let isMoving = max(state.velocity.magnitudeSquared, state.force.magnitudeSquared) > 0.0036
        let isFar = tolerance > 0 && tolerance < (value - state.offset).magnitudeSquared
        state.isFinished = !isMoving && !isFar
        context.state.spring = state
        return state.isFinished ? nil : state.offset
    }

    package func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        context.state.spring?.velocity ?? .zero
    }

    /// Always merges: takes over the previous animation's position and velocity, and retargets.
    package func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        let previousVelocity = previous.velocity(value: value, time: time, context: context)
        let previousOffset = previous.animate(value: value, time: time, context: &context)
        var state = context.state.spring ?? FluidSpringState()
        if let previousVelocity { state.velocity = previousVelocity }
        state.offset = previousOffset ?? value
        state.isFinished = false
        state.time = time
        state.startTime = time
        if let previousSpring = previous.base as? FluidSpringAnimation, previousSpring.response != response {
            state.blendInterval = previousSpring.response - response
            state.blendStart = time
        } else {
            state.blendInterval = 0
        }
        context.state.spring = state
        context.isLogicallyComplete = false
        return true
    }
}

extension FluidSpringAnimation: CustomStringConvertible {
    package var description: String {
        "spring(response: \(response), dampingFraction: \(dampingFraction), blendDuration: \(blendDuration))"
    }
}
