import Foundation
import KinemaCore
import Testing

/// Laws every built-in ``Animation`` obeys, written once and applied to each of them.
///
/// Each checker records Swift Testing issues at the caller's source location, so a failing law
/// points at the test that applied it. All of them work for any `VectorArithmetic` value, using
/// `magnitudeSquared` as the norm.
public enum AnimationLaws {
    /// The Euclidean distance between two vectors.
    public static func distance<V: VectorArithmetic>(_ a: V, _ b: V) -> Double {
        (a - b).magnitudeSquared.squareRoot()
    }

    /// Whether `a` is within `absolute + relative·|b|` of `b` (NaN is close to nothing).
    public static func isClose(_ a: Double, _ b: Double, absolute: Double = 1e-12, relative: Double = 1e-12) -> Bool {
        if a == b { return true }
        return abs(a - b) <= absolute + relative * abs(b)
    }

    /// Whether the vectors `a` and `b` are within `tolerance` of each other.
    public static func isClose<V: VectorArithmetic>(_ a: V, _ b: V, tolerance: Double) -> Bool {
        distance(a, b) <= tolerance
    }

    /// The Euclidean length of a vector.
    public static func norm<V: VectorArithmetic>(_ a: V) -> Double {
        a.magnitudeSquared.squareRoot()
    }

    // MARK: (a) Finished animations return nil and stay nil

    /// Steps `animation` frame by frame from t = 0 with a fresh ``AnimationContext``, and checks
    /// that it finishes (returns `nil`) before `maximumTime`, never before `notBefore`, and that
    /// it keeps returning `nil` for `framesAfterFinish` further frames.
    ///
    /// Pass `framesAfterFinish: 0` for a persistent spring: SwiftUI's finishing test is a snapshot
    /// (speed and force at most 0.06, within 1% of the delta), and a spring stepped on after it
    /// passed may swing out of it again; the runtime never asks, since it removes an animation on
    /// its first `nil`.
    ///
    /// - Returns: The time of the first frame that returned `nil`, or `nil` if it never finished.
    @discardableResult
    public static func checkFinishesAndStaysFinished<V: VectorArithmetic>(
        _ animation: Animation,
        value: V,
        frameRate: Double = 60,
        notBefore: TimeInterval = 0,
        maximumTime: TimeInterval = 10,
        framesAfterFinish: Int = 60,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> TimeInterval? {
        var context = AnimationContext<V>()
        let frameCount = Int((maximumTime * frameRate).rounded(.up))
        var finishFrame: Int?
        for frame in 0...frameCount {
            let time = Double(frame) / frameRate
            if animation.animate(value: value, time: time, context: &context) == nil {
                finishFrame = frame
                break
            }
        }
        guard let finishFrame else {
            Issue.record("\(animation) did not finish within \(maximumTime) s", sourceLocation: sourceLocation)
            return nil
        }
        let finishTime = Double(finishFrame) / frameRate
        #expect(
            finishTime >= notBefore,
            "\(animation) finished at \(finishTime) s, before \(notBefore) s",
            sourceLocation: sourceLocation)
        for frame in (finishFrame + 1)..<(finishFrame + 1 + max(framesAfterFinish, 0)) {
            let time = Double(frame) / frameRate
            let result = animation.animate(value: value, time: time, context: &context)
            #expect(
                result == nil,
                "\(animation) came back to life at \(time) s after finishing at \(finishTime) s",
                sourceLocation: sourceLocation)
            if result != nil { break }
        }
        return finishTime
    }

    // MARK: (b) Velocity matches the finite difference of animate

    /// For a closed-form animation (one whose value depends on time only): at each of `times`,
    /// compares `velocity(value:time:context:)` with the central difference
    /// (x(t + h) − x(t − h)) / 2h of `animate`, each evaluated with a fresh context.
    ///
    /// Times where either neighbour returns `nil`, or where the animation reports no velocity, are
    /// recorded as issues: pick times strictly inside the animation.
    ///
    /// Bézier timing curves sit on SwiftUI's 2⁻²⁰ grid, whose steps a difference over 2h magnifies
    /// by 1/2h: give them a `step` of about 1e-3 and a tolerance to match.
    ///
    /// - Parameters:
    ///   - tolerance: Allowed absolute error, in units of `value` per second.
    ///   - warmUpFrameRate: For an animation whose state moves on with its frames (a repeat, whose
    ///     passes end on the frame where its base finishes), the frame rate at which to step one
    ///     context from 0 to the last frame before each `time − h`; the three evaluations then
    ///     start from copies of it. `nil` (the default) evaluates each with a fresh context.
    public static func checkVelocityMatchesFiniteDifference<V: VectorArithmetic>(
        _ animation: Animation,
        value: V,
        times: [TimeInterval],
        step h: TimeInterval = 1e-6,
        tolerance: Double,
        warmUpFrameRate: Double? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for time in times {
            var warm = AnimationContext<V>()
            if let warmUpFrameRate {
                var frame = 0.0
                while (frame + 1) / warmUpFrameRate < time - h {
                    _ = animation.animate(value: value, time: frame / warmUpFrameRate, context: &warm)
                    frame += 1
                }
                _ = animation.animate(value: value, time: frame / warmUpFrameRate, context: &warm)
            }
            var before = warm
            var after = warm
            guard
                let x0 = animation.animate(value: value, time: time - h, context: &before),
                let x1 = animation.animate(value: value, time: time + h, context: &after)
            else {
                Issue.record("\(animation) finished around \(time) s", sourceLocation: sourceLocation)
                continue
            }
            var context = warm
            _ = animation.animate(value: value, time: time, context: &context)
            guard let velocity = animation.velocity(value: value, time: time, context: context) else {
                Issue.record("\(animation) reports no velocity at \(time) s", sourceLocation: sourceLocation)
                continue
            }
            let numeric = (x1 - x0).scaled(by: 1 / (2 * h))
            let error = distance(velocity, numeric)
            #expect(
                error <= tolerance,
                "\(animation) at \(time) s: velocity \(velocity), finite difference \(numeric)",
                sourceLocation: sourceLocation)
        }
    }

    /// For a stateful animation (a persistent spring, whose state lives in the context): steps it
    /// with one running context at `frameRate` frames per second and, at every interior frame,
    /// compares its reported velocity with the central difference of the values at the frames
    /// either side.
    ///
    /// The central difference of a smooth motion is accurate to O(h²), so `relativeTolerance` is
    /// a fraction of the largest speed seen, plus `absoluteTolerance`.
    ///
    /// SwiftUI's spring integrator moves in fixed 1/300 s steps, and a frame shows the first step
    /// at or after its time, so the values are not at the frames' times. Pass `clock`, which reads
    /// the time the animation's state has reached (in the caller's time), and the values are paired
    /// with those times and differenced on the uneven spacing:
    /// (h₁²·(x₊ − x) + h₂²·(x − x₋)) / (h₁·h₂·(h₁ + h₂)). The velocity is then the integrator's own
    /// (velocity Verlet's, at the same step), which tracks that difference to O(h²) too.
    ///
    /// - Returns: The number of frames compared (0 if the animation finished at once).
    @discardableResult
    public static func checkSteppedVelocityMatchesFiniteDifference<V: VectorArithmetic>(
        _ animation: Animation,
        value: V,
        frameRate: Double = 240,
        duration: TimeInterval = 1,
        relativeTolerance: Double = 0.03,
        absoluteTolerance: Double = 1e-9,
        clock: ((AnimationContext<V>) -> TimeInterval?)? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> Int {
        var context = AnimationContext<V>()
        var positions: [V] = []
        var velocities: [V] = []
        var times: [TimeInterval] = []
        let frameCount = Int((duration * frameRate).rounded())
        for frame in 0...frameCount {
            let time = Double(frame) / frameRate
            guard let x = animation.animate(value: value, time: time, context: &context) else { break }
            guard let v = animation.velocity(value: value, time: time, context: context) else {
                Issue.record("\(animation) reports no velocity at \(time) s", sourceLocation: sourceLocation)
                return 0
            }
            positions.append(x)
            velocities.append(v)
            times.append(clock?(context) ?? time)
        }
        guard positions.count >= 3 else { return 0 }
        var peak = 0.0
        for v in velocities { peak = max(peak, norm(v)) }
        let tolerance = relativeTolerance * peak + absoluteTolerance
        var compared = 0
        for k in 1..<(positions.count - 1) {
            let h1 = times[k] - times[k - 1]
            let h2 = times[k + 1] - times[k]
            // A frame that did not move the state's clock has no spacing to difference over.
            guard h1 > 0, h2 > 0 else { continue }
            let numeric = ((positions[k + 1] - positions[k]).scaled(by: h1 * h1)
                + (positions[k] - positions[k - 1]).scaled(by: h2 * h2)).scaled(by: 1 / (h1 * h2 * (h1 + h2)))
            let error = distance(velocities[k], numeric)
            #expect(
                error <= tolerance,
                "\(animation) at frame \(k) (\(times[k]) s): velocity \(velocities[k]), finite difference \(numeric)",
                sourceLocation: sourceLocation)
            compared += 1
            if error > tolerance { break }
        }
        return compared
    }

    // MARK: (c) animate never returns NaN

    /// Times that stress an animation: NaN, ±infinity, negative, zero, tiny and huge.
    public static let weirdTimes: [TimeInterval] = [
        .nan, .infinity, -.infinity, -1, -.ulpOfOne, 0, .leastNonzeroMagnitude, 1e-300, 0.1, 1, 1e6, 1e300,
        .greatestFiniteMagnitude,
    ]

    /// Finite delta values that stress an animation: zero, tiny, negative and huge.
    public static let weirdFiniteValues: [Double] = [0, 1, -1, .leastNonzeroMagnitude, 1e-300, -1e-12, 1e12, 1e150]

    /// Whether any component of `value` is NaN (NaN propagates through `magnitudeSquared`).
    public static func containsNaN<V: VectorArithmetic>(_ value: V) -> Bool {
        value.magnitudeSquared.isNaN
    }

    /// Calls `animate` (and `velocity`) at each of `times`, both with a fresh context and with one
    /// running context, and checks that no result contains NaN. `nil` is fine.
    public static func checkNeverNaN<V: VectorArithmetic>(
        _ animation: Animation,
        value: V,
        times: [TimeInterval] = weirdTimes,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        var running = AnimationContext<V>()
        for time in times {
            var fresh = AnimationContext<V>()
            if let x = animation.animate(value: value, time: time, context: &fresh) {
                #expect(
                    !containsNaN(x), "\(animation) animate(\(value), \(time)) with a fresh context gave \(x)",
                    sourceLocation: sourceLocation)
            }
            if let x = animation.animate(value: value, time: time, context: &running) {
                #expect(
                    !containsNaN(x), "\(animation) animate(\(value), \(time)) with a running context gave \(x)",
                    sourceLocation: sourceLocation)
            }
            if let v = animation.velocity(value: value, time: time, context: running) {
                #expect(
                    !containsNaN(v), "\(animation) velocity(\(value), \(time)) gave \(v)",
                    sourceLocation: sourceLocation)
            }
        }
    }
}
