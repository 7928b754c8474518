import Foundation

/// The running state of a ``FluidSpringAnimation``, kept in its context between frames.
@usableFromInline
package struct FluidSpringState<Value: VectorArithmetic> {
    /// How much of the delta is covered so far.
    @usableFromInline package var offset: Value = .zero
    /// The rate of change of `offset`, per second.
    @usableFromInline package var velocity: Value = .zero
    /// The spring's force (acceleration, mass 1) after the last integration step.
    @usableFromInline package var force: Value = .zero
    /// The animation time the integrator has reached: a multiple of the step since the last
    /// (re)start, at or just past the last frame's time.
    @usableFromInline package var time: TimeInterval = 0
    /// When this spring (re)started: the origin of its logical completion.
    @usableFromInline package var startTime: TimeInterval = 0
    /// When a response blend began, and the response difference it blends away.
    @usableFromInline package var blendStart: TimeInterval = 0
    @usableFromInline package var blendInterval: TimeInterval = 0
    /// The response and damping fraction the cached stiffness and damping were worked out for.
    @usableFromInline var cachedResponse: Double = .nan
    @usableFromInline var cachedDampingFraction: Double = .nan
    @usableFromInline var cachedStiffness: Double = 0
    @usableFromInline var cachedDamping: Double = 0

    @inlinable
    package init() {}

    /// Steps the integrator until its time reaches `time` (see ``FluidSpringAnimation``), in place.
    @inlinable
    mutating func integrate(toward value: Value, until time: TimeInterval, coefficients: FluidSpringAnimation.Coefficients) {
        let k = coefficients.stiffness, c = coefficients.damping
        self.time = coefficients.startTime
        // At most a second of steps; the bound also stops a clock so large that a step no longer
        // changes it from spinning. Written exactly as SwiftUI's step (velocity recomputed every
        // step), so a frame split in two lands on the same bits as one.
        var steps = 0
        while self.time < time, steps < FluidSpringAnimation.maximumStepsPerFrame {
            steps += 1
            let halfVelocity = force.scaled(by: FluidSpringAnimation.halfStep) + velocity
            offset += halfVelocity.scaled(by: FluidSpringAnimation.step)
            force = halfVelocity.scaled(by: c) + (value - offset).scaled(by: k)
            velocity = force.scaled(by: FluidSpringAnimation.halfStep) + halfVelocity
            self.time += FluidSpringAnimation.step
        }
    }

    /// The frame of `spring` at `time`: steps the integrator there and returns the offset, or `nil`
    /// once it has come to rest on `value`.
    @inlinable
    mutating func frame(
        of spring: FluidSpringAnimation, toward value: Value, at time: TimeInterval, isLogicallyComplete: inout Bool
    ) -> Value? {
        step(of: spring, toward: value, at: time, isLogicallyComplete: &isLogicallyComplete) ? offset : nil
    }

    /// Steps the integrator to `time` as ``frame(of:toward:at:isLogicallyComplete:)`` does, leaving
    /// the offset in ``offset``; returns `false` once the spring has come to rest on `value`. The
    /// runtime steps its springs through this, reading the offset in place: returned, a packed
    /// value (128 bytes) was copied out twice per spring per frame.
    @inlinable
    package mutating func step(
        of spring: FluidSpringAnimation, toward value: Value, at time: TimeInterval, isLogicallyComplete: inout Bool
    ) -> Bool {
        step(of: spring, toward: value, at: time, isLogicallyComplete: &isLogicallyComplete, requiringFiniteOffset: false)
    }

    /// ``step(of:toward:at:isLogicallyComplete:)``, also returning `false` when the offset's
    /// magnitude is no longer finite: the runtime's guard, which packed data checks in the same
    /// pass over its lanes.
    @inlinable
    package mutating func step(
        of spring: FluidSpringAnimation, toward value: Value, at time: TimeInterval, isLogicallyComplete: inout Bool,
        requiringFiniteOffset: Bool
    ) -> Bool {
        let r = spring.effectiveResponse(blendStart: blendStart, blendInterval: blendInterval, at: time)
        // The stiffness and damping of the last frame serve again while the spring is the same
        // (every frame but those of a response blend): no division or square root per frame.
        if r != cachedResponse || spring.dampingFraction != cachedDampingFraction {
            cachedResponse = r
            cachedDampingFraction = spring.dampingFraction
            cachedStiffness = FluidSpringAnimation.stiffness(response: r)
            cachedDamping = spring.damping(stiffness: cachedStiffness)
        }
        if time - startTime >= r { isLogicallyComplete = true }
        // After a long gap (a paused host, say), simulate only the last frame's worth.
        let from = time - self.time > 1 ? time - 1.0 / 60 : self.time
        let coefficients = FluidSpringAnimation.Coefficients(stiffness: cachedStiffness, damping: cachedDamping, startTime: from)
        // Folds to a constant once specialised: packed data steps lane pair by lane pair.
        if Value.self == PackedAnimatableData.self {
            let packedValue = unsafeBitCast(value, to: PackedAnimatableData.self)
            return withUnsafeMutablePointer(to: &self) { state in
                state.withMemoryRebound(to: FluidSpringState<PackedAnimatableData>.self, capacity: 1) {
                    $0.pointee.stepLanes(
                        toward: packedValue, until: time, coefficients: coefficients, requiringFiniteOffset: requiringFiniteOffset)
                }
            }
        }
        integrate(toward: value, until: time, coefficients: coefficients)
        return !isSettled(on: value) && (!requiringFiniteOffset || offset.magnitudeSquared.isFinite)
    }

    /// Whether the spring has come to rest on `value`: speed and force at most 0.06, within 1%.
    /// (Always inlined: called on the `inout` state, an outlined call took a copy of all of it.)
    @inlinable @inline(__always)
    func isSettled(on value: Value) -> Bool {
        if max(velocity.magnitudeSquared, force.magnitudeSquared) > 0.0036 { return false }
        let tolerance = value.scaled(by: 0.01).magnitudeSquared
        return !(tolerance > 0 && tolerance < (value - offset).magnitudeSquared)
    }
}

extension FluidSpringState where Value == PackedAnimatableData {
    /// ``integrate(toward:until:coefficients:)`` and ``isSettled(on:)`` for packed data, lane
    /// pair by lane pair. A pair whose delta, offset, velocity and force are all zero, bit for
    /// bit, stays so under every step and adds exactly zero to every sum, so it is skipped; each
    /// live pair runs all of the frame's steps in registers. A shape layer animating only its
    /// colour or its trim steps 2–4 of its 16 numbers, where the whole vector took eight
    /// two-lane operations per term and spilled to the stack. Each lane sees the same operations
    /// in the same order as the generic code (sums too: lane by lane, in order), so the bits and
    /// the verdict are the same. Returns whether the spring is still moving (with a finite offset,
    /// when asked).
    @inlinable
    mutating func stepLanes(
        toward value: PackedAnimatableData, until time: TimeInterval, coefficients: FluidSpringAnimation.Coefficients,
        requiringFiniteOffset: Bool
    ) -> Bool {
        var now = coefficients.startTime, steps = 0
        while now < time, steps < FluidSpringAnimation.maximumStepsPerFrame {
            steps += 1
            now += FluidSpringAnimation.step
        }
        self.time = now
        let k = SIMD2(repeating: coefficients.stiffness), c = SIMD2(repeating: coefficients.damping)
        let h = SIMD2(repeating: FluidSpringAnimation.step), halfH = SIMD2(repeating: FluidSpringAnimation.halfStep)
        let bits = unsafeBitCast(value.storage, to: SIMD16<UInt64>.self) | unsafeBitCast(offset.storage, to: SIMD16<UInt64>.self)
            | unsafeBitCast(velocity.storage, to: SIMD16<UInt64>.self) | unsafeBitCast(force.storage, to: SIMD16<UInt64>.self)
        // One bit per live pair, worked out once: indexing the vector by pair in the loop spilled
        // all of it to the stack on every turn.
        var live: UInt8 = 0
        withUnsafeBytes(of: bits) { raw in
            let pairs = raw.bindMemory(to: SIMD2<UInt64>.self)
            for pair in 0..<8 where pairs[pair] != .zero { live |= 1 << pair }
        }
        guard live != 0 else { return false }
        var sums = LaneSums()
        let deltas = value.storage
        Self.withLanePairs(of: &offset) { x in
            Self.withLanePairs(of: &velocity) { v in
                Self.withLanePairs(of: &force) { f in
                    withUnsafeBytes(of: deltas) { raw in
                        let d = raw.baseAddress!.assumingMemoryBound(to: SIMD2<Double>.self)
                        // Live pairs two at a time: their steps are independent chains of
                        // dependent operations, so stepping them side by side lets one's
                        // multiplications run while the other's wait. Sums still take the
                        // pairs in order.
                        var pending = live
                        while pending != 0 {
                            let i = pending.trailingZeroBitCount
                            pending &= pending - 1
                            var (xi, vi, fi) = (x[i], v[i], f[i])
                            let di = d[i]
                            guard pending != 0 else {
                                for _ in 0..<steps { Self.step(&xi, &vi, &fi, toward: di, k: k, c: c, h: h, halfH: halfH) }
                                (x[i], v[i], f[i]) = (xi, vi, fi)
                                sums.add(position: xi, velocity: vi, force: fi, delta: di)
                                break
                            }
                            let j = pending.trailingZeroBitCount
                            pending &= pending - 1
                            var (xj, vj, fj) = (x[j], v[j], f[j])
                            let dj = d[j]
                            for _ in 0..<steps {
                                Self.step(&xi, &vi, &fi, toward: di, k: k, c: c, h: h, halfH: halfH)
                                Self.step(&xj, &vj, &fj, toward: dj, k: k, c: c, h: h, halfH: halfH)
                            }
                            (x[i], v[i], f[i]) = (xi, vi, fi)
                            (x[j], v[j], f[j]) = (xj, vj, fj)
                            sums.add(position: xi, velocity: vi, force: fi, delta: di)
                            sums.add(position: xj, velocity: vj, force: fj, delta: dj)
                        }
                    }
                }
            }
        }
        if requiringFiniteOffset, !sums.extent.isFinite { return false }
        if max(sums.speed, sums.acceleration) > 0.0036 { return true }
        return sums.tolerance > 0 && sums.tolerance < sums.distance
    }

    /// One integrator step of a lane pair, as ``integrate(toward:until:coefficients:)`` writes it.
    @inlinable @inline(__always)
    static func step(
        _ position: inout SIMD2<Double>, _ speed: inout SIMD2<Double>, _ acceleration: inout SIMD2<Double>,
        toward delta: SIMD2<Double>, k: SIMD2<Double>, c: SIMD2<Double>, h: SIMD2<Double>, halfH: SIMD2<Double>
    ) {
        let halfVelocity = acceleration * halfH + speed
        position += halfVelocity * h
        acceleration = halfVelocity * c + (delta - position) * k
        speed = acceleration * halfH + halfVelocity
    }

    /// The squared magnitudes ``isSettled(on:)`` and the finiteness guard compare, summed lane by
    /// lane in order, as the generic code sums them.
    @usableFromInline
    struct LaneSums {
        @usableFromInline var speed = -0.0, acceleration = -0.0, tolerance = -0.0, distance = -0.0, extent = -0.0

        @inlinable
        init() {}

        @inlinable @inline(__always)
        mutating func add(position: SIMD2<Double>, velocity: SIMD2<Double>, force: SIMD2<Double>, delta: SIMD2<Double>) {
            let vv = velocity * velocity, ff = force * force
            let scaled = delta * 0.01, remaining = delta - position
            let tt = scaled * scaled, rr = remaining * remaining
            speed += vv[0]; speed += vv[1]
            acceleration += ff[0]; acceleration += ff[1]
            tolerance += tt[0]; tolerance += tt[1]
            distance += rr[0]; distance += rr[1]
            let xx = position * position
            extent += xx[0]; extent += xx[1]
        }
    }

    /// Runs `body` with the vector's sixteen numbers as eight lane pairs, in place.
    @inlinable @inline(__always)
    static func withLanePairs<R>(of vector: inout PackedAnimatableData, _ body: (UnsafeMutablePointer<SIMD2<Double>>) -> R) -> R {
        withUnsafeMutableBytes(of: &vector.storage) { raw in
            body(raw.baseAddress!.assumingMemoryBound(to: SIMD2<Double>.self))
        }
    }
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
@usableFromInline
package struct FluidSpringAnimation: CustomAnimation {
    @usableFromInline package var response: Double
    @usableFromInline package var dampingFraction: Double
    @usableFromInline package var blendDuration: TimeInterval

    /// `Animation.default`'s spring.
    @usableFromInline
    package static let defaultSpring = FluidSpringAnimation(response: 0.55, dampingFraction: 1, blendDuration: 0)

    @usableFromInline
    package init(response: Double, dampingFraction: Double, blendDuration: TimeInterval) {
        self.response = response.isNaN ? 0 : max(response, 0)
        self.dampingFraction = dampingFraction.isNaN ? 1 : max(dampingFraction, 0)
        self.blendDuration = blendDuration.isNaN ? 0 : max(blendDuration, 0)
    }

    /// SwiftUI caps the stiffness so a response of 0 (an "infinitely stiff" spring) stays finite.
    package static let maximumStiffness = 45_000.0

    /// The integration step, and half of it (the kicks), as SwiftUI writes them.
    @inlinable static var step: Double { 1.0 / 300 }
    @inlinable static var halfStep: Double { 1.0 / 600 }
    /// Enough steps for the longest stretch one frame integrates (a second, after the gap rule).
    @inlinable static var maximumStepsPerFrame: Int { 302 }

    /// The response in effect at `time`, blended from a previous spring's after a merge.
    @inlinable
    func effectiveResponse(blendStart: TimeInterval, blendInterval: Double, at time: TimeInterval) -> Double {
        guard blendDuration > 0, blendInterval != 0 else { return response }
        let p = min(max((time - blendStart) / blendDuration, 0), 1)
        return response + blendInterval * (1 - p * p * (3 - 2 * p))
    }

    /// The stiffness for a response: (2π / r)², capped; a response of 0 is the cap.
    @usableFromInline
    package static func stiffness(response r: Double) -> Double {
        guard r > 0 else { return maximumStiffness }
        let k = (2 * .pi / r) * (2 * .pi / r)
        return k.isNaN ? maximumStiffness : min(k, maximumStiffness)
    }

    /// What one frame of the integrator needs, worked out without touching the vectors.
    @usableFromInline
    package struct Coefficients {
        @inlinable
        init(stiffness: Double, damping: Double, startTime: TimeInterval) {
            self.stiffness = stiffness
            self.damping = damping
            self.startTime = startTime
        }

        @usableFromInline package var stiffness: Double
        @usableFromInline package var damping: Double
        /// The integrator time to start stepping from (after the gap rule).
        @usableFromInline package var startTime: TimeInterval
    }

    /// The damping coefficient (negative: it opposes the velocity) for a stiffness. Not generic
    /// and not inlined: it runs only when a spring's response changes.
    @usableFromInline
    func damping(stiffness k: Double) -> Double {
        -dampingFraction * 2 * k.squareRoot()
    }

    // Inlinable, so a caller that knows `V` steps the vectors fully specialised; the
    // pre-specialisations serve callers that do not (called through `any CustomAnimation`, the
    // generic body would look up type metadata on every vector operation).
    @_specialize(where V == Double)
    @_specialize(where V == CGFloat)
    @_specialize(where V == AnimatablePair<CGFloat, CGFloat>)
    @_specialize(where V == AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>)
    @_specialize(where V == PackedAnimatableData)
    @_specialize(where V == AnimatablePair<Double, Double>)
    @_specialize(where V == AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>)
    @usableFromInline
    package func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        evaluate(value: value, time: time, context: &context)
    }

    /// The body of ``animate(value:time:context:)``: internal and inlinable, so its body is
    /// available to `Animation.animate` in every client module, whatever `V`.
    @inlinable
    func evaluate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard !time.isNaN else { return nil }
        if context.state.spring == nil { context.state.spring = FluidSpringState() }
        // One in-place access: the state is never copied out and back.
        return context.state.spring!.frame(of: self, toward: value, at: time, isLogicallyComplete: &context.isLogicallyComplete)
    }

    @_specialize(where V == Double)
    @_specialize(where V == CGFloat)
    @_specialize(where V == AnimatablePair<CGFloat, CGFloat>)
    @_specialize(where V == AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>)
    @_specialize(where V == PackedAnimatableData)
    @_specialize(where V == AnimatablePair<Double, Double>)
    @_specialize(where V == AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>)
    @usableFromInline
    package func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        context.state.spring?.velocity ?? .zero
    }

    /// Always merges: takes over the previous animation's position and velocity (as of its last
    /// frame), keeps the force, restarts its clocks at `time`, and retargets.
    @_specialize(where V == Double)
    @_specialize(where V == CGFloat)
    @_specialize(where V == AnimatablePair<CGFloat, CGFloat>)
    @_specialize(where V == AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>)
    @_specialize(where V == PackedAnimatableData)
    @_specialize(where V == AnimatablePair<Double, Double>)
    @_specialize(where V == AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>)
    @usableFromInline
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
        if let previousSpring = previous.fluidSpring, previousSpring.response != response {
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
    @usableFromInline
    package var description: String {
        "FluidSpringAnimation(response: \(response), dampingFraction: \(dampingFraction), blendDuration: \(blendDuration))"
    }
}
