import Foundation

/// The running state of a ``FluidSpringAnimation``, kept in its context between frames.
package struct FluidSpringState<Value: VectorArithmetic> {
    /// How much of the delta is covered so far.
    package var offset: Value = .zero
    /// The rate of change of `offset`, per second.
    package var velocity: Value = .zero
    /// The spring's force (acceleration, mass 1) after the last integration step.
    package var force: Value = .zero
    /// The animation time the integrator has reached: a multiple of the step since the last
    /// (re)start, at or just past the last frame's time.
    package var time: TimeInterval = 0
    /// When this spring (re)started: the origin of its logical completion.
    package var startTime: TimeInterval = 0
    /// When a response blend began, and the response difference it blends away.
    package var blendStart: TimeInterval = 0
    package var blendInterval: TimeInterval = 0

    package init() {}
}

/// The persistent spring behind `spring(…)`, `smooth`, `snappy`, `bouncy` and `interactiveSpring`.
///
/// It steps SwiftUI's own integrator: fixed steps of 1/300 s of a mass-1 spring with stiffness
/// k = min((2π / response)², 45,000) and damping 2·√k·dampingFraction, by velocity Verlet with the
/// damping read at the half-step velocity:
///
/// ```
/// v½ = v + F·h/2;  x += v½·h;  F = k·(Δ − x) − c·v½;  v = v½ + F·h/2;  t += h
/// ```
///
/// It starts at rest with zero force, so its first step does not move, and steps while its own
/// time is behind the frame's: a frame shows the first grid point at or after the frame's time, so
/// hosts at 60 and 120 frames per second see slightly different values, as in SwiftUI. After a gap
/// of more than a second between frames it simulates only the last 1/60 s.
///
/// Its position, velocity and force live in the animation context, so a new spring on the same
/// value merges with it: it keeps them, retargets, and blends a change of response over
/// `blendDuration` with a smoothstep.
///
/// It is logically complete once `response` seconds have passed since it (re)started, and
/// finishes when both its speed and its force are at most 0.06 (in animatable-data units) and it
/// is within 1% of the delta — which is why `Angle` and `UnitPoint` scale their data by 128.
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

    /// The integration step, and half of it (the kicks), as SwiftUI writes them.
    package static let step = 1.0 / 300
    package static let halfStep = 1.0 / 600
    /// Enough steps for the longest stretch one frame integrates (a second, after the gap rule).
    package static let maximumStepsPerFrame = 302

    /// The response in effect at `time`, blended from a previous spring's after a merge.
    @inline(__always)
    private func effectiveResponse(blendStart: TimeInterval, blendInterval: Double, at time: TimeInterval) -> Double {
        guard blendDuration > 0, blendInterval != 0 else { return response }
        let p = min(max((time - blendStart) / blendDuration, 0), 1)
        return response + blendInterval * (1 - p * p * (3 - 2 * p))
    }

    /// The stiffness for a response: (2π / r)², capped; a response of 0 is the cap.
    @inline(__always)
    package static func stiffness(response r: Double) -> Double {
        guard r > 0 else { return maximumStiffness }
        let k = (2 * .pi / r) * (2 * .pi / r)
        return k.isNaN ? maximumStiffness : min(k, maximumStiffness)
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
        let r = effectiveResponse(blendStart: state.blendStart, blendInterval: state.blendInterval, at: time)
        let k = Self.stiffness(response: r)
        let c = -dampingFraction * 2 * k.squareRoot()
        if time - state.startTime >= r { context.isLogicallyComplete = true }
        // After a long gap (a paused host, say), simulate only the last frame's worth.
        if time - state.time > 1 { state.time = time - 1.0 / 60 }
        // At most a second of steps; the bound also stops a clock so large that a step no longer
        // changes it from spinning.
        var steps = 0
        while state.time < time, steps < Self.maximumStepsPerFrame {
            steps += 1
            let halfVelocity = state.force.scaled(by: Self.halfStep) + state.velocity
            state.offset += halfVelocity.scaled(by: Self.step)
            state.force = halfVelocity.scaled(by: c) + (value - state.offset).scaled(by: k)
            state.velocity = state.force.scaled(by: Self.halfStep) + halfVelocity
            state.time += Self.step
        }
        context.state.spring = state

        // Moving (speed or force above 0.06), or still outside 1% of the delta.
        if max(state.velocity.magnitudeSquared, state.force.magnitudeSquared) > 0.0036 { return state.offset }
        let tolerance = value.scaled(by: 0.01).magnitudeSquared
        if tolerance > 0, tolerance < (value - state.offset).magnitudeSquared { return state.offset }
        return nil
    }

    package func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        context.state.spring?.velocity ?? .zero
    }

    /// Always merges: takes over the previous animation's position and velocity (as of its last
    /// frame), keeps the force, restarts its clocks at `time`, and retargets.
    package func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        let previousVelocity = previous.velocity(value: value, time: time, context: context)
        let previousOffset = previous.animate(value: value, time: time, context: &context)
        var state = context.state.spring ?? FluidSpringState()
        // An infinite velocity (a timing curve's vertical end) is no velocity to carry on.
        if let previousVelocity, previousVelocity.magnitudeSquared.isFinite { state.velocity = previousVelocity }
        state.offset = previousOffset ?? value
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
        "FluidSpringAnimation(response: \(response), dampingFraction: \(dampingFraction), blendDuration: \(blendDuration))"
    }
}
