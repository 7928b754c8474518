import Foundation

/// A timing-curve animation: covers its delta along a ``UnitCurve`` over a fixed duration.
///
/// Timing curves never merge; an interrupted one keeps running while the new one is added to it.
/// SwiftUI has two such types — `BezierAnimation` behind the presets and the control-point form,
/// `UnitCurveAnimation` behind `timingCurve(_:duration:)` — and Kinema keeps which one an animation
/// stands for, so equality and descriptions match.
@usableFromInline
package struct TimingCurveAnimation: CustomAnimation {
    @usableFromInline package var curve: UnitCurve
    @usableFromInline package var duration: TimeInterval
    /// Built by a preset or from control points (SwiftUI's `BezierAnimation`), rather than from a
    /// `UnitCurve` value (`UnitCurveAnimation`).
    package var isBezierAnimation: Bool

    /// - Parameter duration: Seconds; NaN, zero and negative durations finish at once; an infinite
    ///   duration never leaves its start.
    package init(curve: UnitCurve, duration: TimeInterval, isBezierAnimation: Bool = false) {
        self.curve = curve
        self.duration = duration.isNaN ? 0 : max(duration, 0)
        self.isBezierAnimation = isBezierAnimation
    }

    @_specialize(where V == Double)
    @_specialize(where V == CGFloat)
    @_specialize(where V == AnimatablePair<CGFloat, CGFloat>)
    @_specialize(where V == AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>)
    @_specialize(where V == PackedAnimatableData)
    @_specialize(where V == AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>)
    @usableFromInline
    package func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        evaluate(value: value, time: time, context: &context)
    }

    /// The body of ``animate(value:time:context:)``: internal and inlinable, so its body is
    /// available to `Animation.animate` in every client module, whatever `V`.
    @inlinable
    func evaluate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        // Finishes only once past its duration, so the last frame shows the whole delta; a NaN
        // time fails the comparison and ends the animation too.
        guard duration > 0, time <= duration else { return nil }
        return value.scaled(by: curve.value(at: time / duration))
    }

    /// The delta times the curve's slope, per second: infinite where the curve is vertical, as in
    /// SwiftUI; `nil` once the animation is over.
    @usableFromInline
    package func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        guard duration > 0, time <= duration else { return nil }
        return value.scaled(by: curve.velocity(at: time / duration) / duration)
    }
}

extension TimingCurveAnimation: CustomStringConvertible {
    /// SwiftUI's description with the module name left out, such as
    /// `BezierAnimation(duration: 0.35, curve: UnitCurve.CubicSolver(ax: 0.52, bx: -0.78, cx: 1.26, ay: -2.0, by: 3.0, cy: 0.0))`.
    @usableFromInline
    package var description: String {
        if isBezierAnimation, case .bezier(let bezier) = curve.function {
            return "BezierAnimation(duration: \(duration), curve: \(bezier.solverDescription))"
        }
        return "UnitCurveAnimation(duration: \(duration), curve: UnitCurve(function: \(functionDescription)))"
    }

    /// The curve's case as Swift prints an enum, module name left out.
    private var functionDescription: String {
        switch curve.function {
        case .linear: "UnitCurve.Function.linear"
        case .circularEaseIn: "UnitCurve.Function.circularEaseIn"
        case .circularEaseOut: "UnitCurve.Function.circularEaseOut"
        case .circularEaseInOut: "UnitCurve.Function.circularEaseInOut"
        case .bezier(let bezier):
            "UnitCurve.Function.bezier(startControlPoint: \(bezier.start), endControlPoint: \(bezier.end))"
        }
    }
}

extension Animation {
    // The presets are stored, not computed: a timing curve is too large to sit inline in
    // `any CustomAnimation`, so building one allocates, and a view body may read one on every update.

    /// The default duration of timing-curve animations: 0.35 seconds.
    package static let defaultTimingCurveDuration: TimeInterval = 0.35

    /// An animation with a constant pace over 0.35 seconds.
    public static let linear = linear(duration: defaultTimingCurveDuration)

    /// An animation with a constant pace over `duration` seconds.
    ///
    /// ```swift
    /// withAnimation(.linear(duration: 1)) { progress = 1 }
    /// ```
    /// - Parameter duration: Seconds; NaN, zero and negative durations finish at once; an infinite
    ///   duration never leaves its start.
    public static func linear(duration: TimeInterval) -> Animation {
        // SwiftUI's linear animation is the Bézier through (0, 0) and (1, 1), solved and rounded
        // like any other, so its values sit on the 2⁻²⁰ grid rather than being exactly t / d.
        bezierAnimation(0, 0, 1, 1, duration: duration)
    }

    /// An animation that starts slowly and speeds up, over 0.35 seconds.
    public static let easeIn = easeIn(duration: defaultTimingCurveDuration)

    /// An animation that starts slowly and speeds up, over `duration` seconds.
    public static func easeIn(duration: TimeInterval) -> Animation {
        bezierAnimation(0.42, 0, 1, 1, duration: duration)
    }

    /// An animation that starts fast and slows down, over 0.35 seconds.
    public static let easeOut = easeOut(duration: defaultTimingCurveDuration)

    /// An animation that starts fast and slows down, over `duration` seconds.
    public static func easeOut(duration: TimeInterval) -> Animation {
        bezierAnimation(0, 0, 0.58, 1, duration: duration)
    }

    /// An animation that starts and ends slowly, over 0.35 seconds.
    public static let easeInOut = easeInOut(duration: defaultTimingCurveDuration)

    /// An animation that starts and ends slowly, over `duration` seconds.
    ///
    /// ```swift
    /// .animation(.easeInOut(duration: 1.0), value: isOverdue)
    /// ```
    public static func easeInOut(duration: TimeInterval) -> Animation {
        bezierAnimation(0.42, 0, 0.58, 1, duration: duration)
    }

    /// An animation paced by `curve` over `duration` seconds.
    ///
    /// ```swift
    /// .timingCurve(.circularEaseIn, duration: 0.5)
    /// ```
    /// - Parameter duration: Seconds; defaults to 0.35. NaN, zero and negative durations finish at
    ///   once; an infinite duration never leaves its start.
    public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval = 0.35) -> Animation {
        Animation(TimingCurveAnimation(curve: curve, duration: duration))
    }

    /// An animation paced by the cubic Bézier with control points (p1x, p1y) and (p2x, p2y).
    ///
    /// ```swift
    /// .timingCurve(0.25, 0.1, 0.25, 1, duration: 0.5)
    /// ```
    public static func timingCurve(
        _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35
    ) -> Animation {
        bezierAnimation(p1x, p1y, p2x, p2y, duration: duration)
    }

    private static func bezierAnimation(
        _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval
    ) -> Animation {
        let curve = UnitCurve.bezier(
            startControlPoint: UnitPoint(x: CGFloat(p1x), y: CGFloat(p1y)),
            endControlPoint: UnitPoint(x: CGFloat(p2x), y: CGFloat(p2y)))
        return Animation(TimingCurveAnimation(curve: curve, duration: duration, isBezierAnimation: true))
    }
}
