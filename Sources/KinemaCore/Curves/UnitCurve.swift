import Foundation

/// A function defined by a two-dimensional curve that maps an input progress in the range 0...1
/// to an output progress that is also, usually, in 0...1.
///
/// Timing-curve animations use a unit curve to shape their pace. It can also be used on its own
/// to compute a value and its rate of change at a relative point of a transition:
///
/// ```swift
/// let curve = UnitCurve(
///     startControlPoint: UnitPoint(x: 0.25, y: 0.1),
///     endControlPoint: UnitPoint(x: 0.25, y: 1))
/// curve.value(at: 0.25)    // the output progress a quarter of the way in
/// curve.velocity(at: 0.25) // d(output) / d(progress) there
/// ```
///
/// Progress outside 0...1 is clamped to that range, and NaN is read as 0, so neither a value nor a
/// velocity is ever NaN for a curve built from finite control points. Velocities can be infinite
/// where a curve is vertical; the runtime treats such a velocity as unknown wherever it would carry
/// it on (a merging spring, a keyframe hand-off).
public struct UnitCurve: Hashable, Sendable {
    package enum Function: Hashable, Sendable {
        case linear
        case bezier(CubicBezier)
        case circularEaseIn
        case circularEaseOut
        case circularEaseInOut
    }

    package var function: Function

    package init(function: Function) {
        self.function = function
    }

    /// Creates a cubic Bézier curve from (0, 0) to (1, 1) with the given control points.
    ///
    /// This is the spelling WWDC23's "Explore SwiftUI animation" uses; it is the same curve as
    /// ``bezier(startControlPoint:endControlPoint:)``.
    public init(startControlPoint: UnitPoint, endControlPoint: UnitPoint) {
        self.function = .bezier(CubicBezier(start: startControlPoint, end: endControlPoint))
    }

    /// Creates a cubic Bézier curve from (0, 0) to (1, 1) with the given control points.
    ///
    /// The start control point sets the initial velocity, the end control point the final one.
    ///
    /// ```swift
    /// let gentle = UnitCurve.bezier(
    ///     startControlPoint: UnitPoint(x: 0.42, y: 0),
    ///     endControlPoint: UnitPoint(x: 0.58, y: 1))
    /// ```
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(startControlPoint: startControlPoint, endControlPoint: endControlPoint)
    }

    /// A curve whose output equals its input: constant speed.
    public static let linear = UnitCurve(function: .linear)

    /// A curve that starts slowly and speeds up: the Bézier with control points (0.42, 0), (1, 1).
    public static let easeIn = UnitCurve.bezier(
        startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))

    /// A curve that starts fast and slows down: the Bézier with control points (0, 0), (0.58, 1).
    public static let easeOut = UnitCurve.bezier(
        startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))

    /// A curve that starts and ends slowly: the Bézier with control points (0.42, 0), (0.58, 1).
    public static let easeInOut = UnitCurve.bezier(
        startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))

    /// A quarter circle that starts slowly and ends steeply: `1 − √(1 − x²)`.
    public static let circularEaseIn = UnitCurve(function: .circularEaseIn)

    /// A quarter circle that starts steeply and ends slowly: `√(1 − (x − 1)²)`.
    public static let circularEaseOut = UnitCurve(function: .circularEaseOut)

    /// Two quarter circles: `circularEaseIn` over the first half, `circularEaseOut` over the second.
    public static let circularEaseInOut = UnitCurve(function: .circularEaseInOut)

    /// The output value of the curve at `progress`.
    ///
    /// Bézier curves are solved as SwiftUI solves them, to within 2⁻²⁰ in x, and their output is
    /// rounded to a multiple of 2⁻²⁰ (the ends are exactly 0 and 1). The circular curves are exact.
    ///
    /// - Parameter progress: The input progress, from 0 to 1. Values outside are clamped; NaN is 0.
    /// - Returns: The output progress. Bézier curves whose control points have y outside 0...1 may
    ///   overshoot that range in between (their y is not clamped).
    public func value(at progress: Double) -> Double {
        let p = Self.clamp(progress)
        switch function {
        case .linear:
            return p
        case .bezier(let bezier):
            return bezier.value(at: p)
        case .circularEaseIn:
            return 1 - (1 - p * p).squareRoot()
        case .circularEaseOut:
            return (1 - (1 - p) * (1 - p)).squareRoot()
        case .circularEaseInOut:
            if p >= 0.5 {
                return (((8 - p * 4) * p - 3).squareRoot() + 1) * 0.5
            }
            return (1 - (1 - (p * 4) * p).squareRoot()) * 0.5
        }
    }

    /// The rate of change of the curve's output at `progress`: d(value) / d(progress).
    ///
    /// A Bézier curve's slope is dy/dt ÷ dx/dt at the solved parameter, rounded to a multiple of
    /// 2⁻²⁰: exactly 1 where the two derivatives are equal (so `easeOut` starts at 1, where both
    /// vanish), and infinite, with the sign of dy/dt, where only dx/dt vanishes. The circular curves
    /// report their exact slope, which is infinite where the curve is vertical (`circularEaseIn` at
    /// 1, `circularEaseOut` at 0, `circularEaseInOut` at 0.5). These are SwiftUI's rules.
    ///
    /// ```swift
    /// UnitCurve.easeOut.velocity(at: 0)        // 1
    /// UnitCurve.easeIn.velocity(at: 1)         // 0
    /// UnitCurve.circularEaseIn.velocity(at: 1) // +infinity
    /// ```
    ///
    /// - Parameter progress: The input progress, from 0 to 1. Values outside are clamped; NaN is 0.
    /// - Returns: The slope there; never NaN for finite control points.
    public func velocity(at progress: Double) -> Double {
        let p = Self.clamp(progress)
        switch function {
        case .linear:
            return 1
        case .bezier(let bezier):
            return bezier.velocity(at: p)
        case .circularEaseIn:
            return abs(p / (1 - p * p).squareRoot())
        case .circularEaseOut:
            return abs((p - 1) / (-(p - 2) * p).squareRoot())
        case .circularEaseInOut:
            if p >= 0.5 {
                return abs((p + p - 2) / ((p * -4 + 8) * p - 3).squareRoot())
            }
            return abs((p + p) / (p * -4 * p + 1).squareRoot())
        }
    }

    /// The inverse of the curve: `curve.inverse.value(at: curve.value(at: x)) ≈ x`.
    ///
    /// A Bézier curve's inverse swaps the x and y of its control points, so `easeIn.inverse` is not
    /// `easeOut` (it is the mirror image across the diagonal). The circular curves invert into one
    /// another: `circularEaseIn.inverse == circularEaseOut`. As in SwiftUI,
    /// `circularEaseInOut.inverse` is `circularEaseInOut` itself, which is only approximately its
    /// inverse function.
    ///
    /// ```swift
    /// let x = 0.3
    /// UnitCurve.easeIn.inverse.value(at: UnitCurve.easeIn.value(at: x)) // ≈ 0.3
    /// ```
    public var inverse: UnitCurve {
        switch function {
        case .linear:
            return self
        case .bezier(let bezier):
            return UnitCurve(function: .bezier(bezier.swappingAxes))
        case .circularEaseIn:
            return .circularEaseOut
        case .circularEaseOut:
            return .circularEaseIn
        case .circularEaseInOut:
            return .circularEaseInOut
        }
    }

    private static func clamp(_ progress: Double) -> Double {
        guard !progress.isNaN else { return 0 }
        return min(max(progress, 0), 1)
    }
}
