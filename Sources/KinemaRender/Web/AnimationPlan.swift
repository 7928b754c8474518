import Foundation
import KinemaCore

/// An animation taken apart for CSS: the delay before it, the repeat around it, and one pass.
///
/// Wrappers are read from the outside in. Delays outside any repeat add up into ``delay``; the
/// first repeat met becomes ``repetition``; delays inside it into ``hold`` (a pause at the start of
/// every pass); speeds scale everything inside them; `logicallyComplete` is transparent.
struct AnimationPlan {
    /// Real seconds before the first pass.
    var delay: TimeInterval = 0
    /// The repeat count (`nil` for ever) and whether passes alternate, if the animation repeats.
    var repetition: (count: Int?, autoreverses: Bool)?
    /// Real seconds each pass holds its start before moving.
    var hold: TimeInterval = 0
    /// Real seconds per second of the pass's own clock: 1 / the product of the speeds.
    var timeScale = 1.0
    /// What plays in each pass, on its own clock.
    var pass: Animation

    /// Real seconds between dense samples.
    static let step = 1.0 / 2000
    /// The persistent springs' integration step, SwiftUI's 1/300 s.
    static let springStep = 1.0 / 300
    /// The most samples of one pass.
    static let maximumSampleCount = 400_000

    init(_ animation: Animation) {
        pass = animation
        while true {
            let base = pass.base
            if let delayed = base as? DelayAnimation {
                if repetition == nil { delay += delayed.delay * timeScale } else { hold += delayed.delay * timeScale }
                pass = delayed.base
            } else if let faster = base as? SpeedAnimation, faster.speed.isFinite, faster.speed > 0 {
                timeScale /= faster.speed
                pass = faster.base
            } else if let repeated = base as? RepeatAnimation, repetition == nil {
                repetition = (repeated.repeatCount, repeated.autoreverses)
                pass = repeated.base
            } else if let marked = base as? LogicallyCompleteAnimation {
                pass = marked.base
            } else {
                break
            }
        }
    }

    /// Whether the pass is one of the persistent springs, which step a 1/300 s integrator.
    private var isFluidSpring: Bool {
        if pass.fluidSpring != nil { return true }
        if case .defaultSpring = pass.storage { return true }
        return false
    }

    /// One pass's progress over a change from 0 to 1, in real seconds from the pass's start,
    /// ending at its finish with the value 1. Empty times (a single sample at 0) for a pass that
    /// finishes at once, or a repeat count below 1.
    func samplePass(limit: TimeInterval) throws -> SampledCurve {
        var curve = SampledCurve()
        if let repetition, let count = repetition.count, count <= 0 {
            curve.append(0, 1)
            return curve
        }
        if hold > 0 { curve.append(0, 0) }
        let ownLimit = (limit - hold) / timeScale
        var context = AnimationContext<Double>()
        let finish: TimeInterval
        if isFluidSpring {
            finish = try sampleSpring(into: &curve, context: &context, limit: ownLimit)
        } else {
            finish = try sampleAnimation(into: &curve, context: &context, limit: ownLimit)
        }
        let end = hold + finish * timeScale
        if end <= 0 {
            return SampledCurve(x: [0], y: [1])
        }
        if let last = curve.x.last, last >= end { curve.x.removeLast(); curve.y.removeLast() }
        curve.append(end, 1)
        return curve
    }

    /// Samples a persistent spring at each step of its integrator: asked for a time half a step
    /// before grid point k, it shows grid point k, so no float error can skip or repeat one.
    private func sampleSpring(
        into curve: inout SampledCurve, context: inout AnimationContext<Double>, limit: TimeInterval
    ) throws -> TimeInterval {
        let step = Self.springStep
        var k = 0
        while true {
            let gridTime = Double(k) * step
            if gridTime > limit { throw CSSExportError.doesNotFinish(limit: hold + limit * timeScale) }
            let asked = k == 0 ? 0 : gridTime - step / 2
            guard let value = pass.animate(value: 1.0, time: asked, context: &context) else { return gridTime }
            curve.append(hold + gridTime * timeScale, value)
            k += 1
        }
    }

    /// Samples any other animation on an even grid, then finds its finish between the last time
    /// it answered and the first it returned `nil`, by bisection from the context it had.
    private func sampleAnimation(
        into curve: inout SampledCurve, context: inout AnimationContext<Double>, limit: TimeInterval
    ) throws -> TimeInterval {
        let step = max(Self.step / timeScale, limit / Double(Self.maximumSampleCount))
        var k = 0
        var previousTime = 0.0
        while true {
            let time = Double(k) * step
            if time > limit { throw CSSExportError.doesNotFinish(limit: hold + limit * timeScale) }
            let before = context
            guard let value = pass.animate(value: 1.0, time: time, context: &context) else {
                guard k > 0 else { return 0 }
                var low = previousTime, high = time
                for _ in 0..<60 where high - low > 1e-9 {
                    let middle = (low + high) / 2
                    var probe = before
                    if pass.animate(value: 1.0, time: middle, context: &probe) != nil { low = middle } else { high = middle }
                }
                return high
            }
            curve.append(hold + time * timeScale, value)
            previousTime = time
            k += 1
        }
    }
}
