import KinemaCore
import Testing

// Reusable checks for `VectorArithmetic` conformers.
//
// Floating-point rounding means the vector-space laws hold only approximately, so every check
// compares through a distance, `(x - y).magnitudeSquared`, against a tolerance that scales with
// the size of the values involved (absolute below magnitude 1, relative above it).

/// Whether `x` and `y` are within `tolerance` of each other.
///
/// The distance is `√((x − y).magnitudeSquared)`; it is compared with
/// `tolerance · max(1, |x|, |y|)`, so the tolerance is absolute for small vectors and relative
/// for large ones. NaN components never compare equal.
///
/// ```swift
/// isApproximatelyEqual(0.1 + 0.2, 0.3, tolerance: 1e-12)                          // true
/// isApproximatelyEqual(AnimatablePair(1.0, 2.0), AnimatablePair(1.0, 2.1), tolerance: 1e-3) // false
/// ```
public func isApproximatelyEqual<V: VectorArithmetic>(_ x: V, _ y: V, tolerance: Double) -> Bool {
    let scale = max(1, x.magnitudeSquared.squareRoot(), y.magnitudeSquared.squareRoot())
    return isWithin(x, y, tolerance: tolerance * scale)
}

/// Whether `x` and `y` are within the absolute distance `tolerance`.
private func isWithin<V: VectorArithmetic>(_ x: V, _ y: V, tolerance: Double) -> Bool {
    let distanceSquared = (x - y).magnitudeSquared
    // Written so that a NaN distance fails.
    return distanceSquared <= tolerance * tolerance
}

/// Asserts the vector-space laws for three sample vectors and two scalars.
///
/// Checked, each approximately (see ``isApproximatelyEqual(_:_:tolerance:)``):
/// - `+` is associative and commutative, `zero` is its identity on both sides;
/// - `a − a == zero`, `(a − b) + b == a`, and `+=` / `-=` agree with `+` / `-`;
/// - `scale(by: 1)` is the identity, `scale(by: 0)` gives `zero`, and `scale(by:)` agrees with
///   `scaled(by:)`;
/// - scaling distributes over `+`, and `scaled(by: s·t) == scaled(by: s).scaled(by: t)`;
/// - `magnitudeSquared` is non-negative, zero for `zero`, and scales by `s²`;
/// - `interpolated(towards:amount:)` gives the start at amount 0 and the target at amount 1,
///   and `interpolate(towards:amount:)` agrees with it.
///
/// The tolerance is relative to the largest magnitude among the inputs and scaled values, so it
/// can be small (1e-12 for `Double` data, 1e-5 for `Float` data) whatever the inputs' size.
///
/// - Parameters:
///   - a: A sample vector.
///   - b: A second sample vector.
///   - c: A third sample vector.
///   - scalar: The scalar `s` of the scaling laws.
///   - otherScalar: The second scalar `t` of `scaled(by: s·t)`.
///   - tolerance: The allowed relative error.
public func checkVectorArithmeticLaws<V: VectorArithmetic>(
    _ a: V, _ b: V, _ c: V,
    scalar s: Double,
    otherScalar t: Double = -1.5,
    tolerance: Double,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    // One scale for every comparison: the largest magnitude any intermediate result can reach.
    let largest = [a, b, c].map { $0.magnitudeSquared.squareRoot() }.max() ?? 0
    let factor = max(1, abs(s), abs(t), abs(s * t))
    let bound = tolerance * max(1, 3 * largest * factor)

    func expectClose(_ x: V, _ y: V, _ law: String) {
        #expect(isWithin(x, y, tolerance: bound), "\(law): \(x) vs \(y)", sourceLocation: sourceLocation)
    }

    // Addition.
    expectClose((a + b) + c, a + (b + c), "+ is associative")
    expectClose(a + b, b + a, "+ is commutative")
    expectClose(a + .zero, a, "zero is a right identity")
    expectClose(.zero + a, a, "zero is a left identity")
    expectClose(a - a, .zero, "a - a == zero")
    expectClose((a - b) + b, a, "(a - b) + b == a")
    expectClose(.zero - a, a.scaled(by: -1), "zero - a == a scaled by -1")

    var sum = a
    sum += b
    expectClose(sum, a + b, "+= agrees with +")
    var difference = a
    difference -= b
    expectClose(difference, a - b, "-= agrees with -")

    // Scaling.
    expectClose(a.scaled(by: 1), a, "scale(by: 1) is the identity")
    expectClose(a.scaled(by: 0), .zero, "scale(by: 0) gives zero")
    var scaledInPlace = a
    scaledInPlace.scale(by: s)
    expectClose(scaledInPlace, a.scaled(by: s), "scale(by:) agrees with scaled(by:)")
    expectClose((a + b).scaled(by: s), a.scaled(by: s) + b.scaled(by: s), "scaling distributes over +")
    expectClose(a.scaled(by: s * t), a.scaled(by: s).scaled(by: t), "scaled(by: s*t) == scaled(by: s).scaled(by: t)")

    // Magnitude.
    for (name, v) in [("a", a), ("b", b), ("c", c)] {
        #expect(v.magnitudeSquared >= 0, "\(name).magnitudeSquared >= 0", sourceLocation: sourceLocation)
    }
    #expect(V.zero.magnitudeSquared == 0, "zero has magnitude 0", sourceLocation: sourceLocation)
    let expectedMagnitude = s * s * a.magnitudeSquared
    let actualMagnitude = a.scaled(by: s).magnitudeSquared
    #expect(
        abs(actualMagnitude - expectedMagnitude) <= tolerance * max(1, expectedMagnitude) * 4,
        "magnitudeSquared scales by s²: \(actualMagnitude) vs \(expectedMagnitude)",
        sourceLocation: sourceLocation)

    // Interpolation.
    expectClose(a.interpolated(towards: b, amount: 0), a, "interpolated(amount: 0) is the start")
    expectClose(a.interpolated(towards: b, amount: 1), b, "interpolated(amount: 1) is the target")
    var interpolatedInPlace = a
    interpolatedInPlace.interpolate(towards: b, amount: s)
    expectClose(interpolatedInPlace, a.interpolated(towards: b, amount: s), "interpolate agrees with interpolated")
    expectClose(a.interpolated(towards: b, amount: s), a + (b - a).scaled(by: s), "interpolated is a + (b - a)·s")
}
