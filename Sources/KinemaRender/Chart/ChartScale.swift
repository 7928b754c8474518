import Foundation

/// One axis of a chart: a data interval widened to round numbers, with evenly spaced "nice" ticks.
///
/// The step is 1, 2 or 5 times a power of ten (Heckbert, "Nice numbers for graph labels",
/// Graphics Gems, 1990), chosen so that about `targetTickCount` intervals cover the data; the
/// interval then runs from the multiple of the step at or below the smallest value to the one at
/// or above the largest.
struct ChartScale: Equatable, Sendable {
    /// The lower end of the axis: a multiple of ``step``.
    let lower: Double
    /// The upper end of the axis: a multiple of ``step``.
    let upper: Double
    /// The distance between ticks.
    let step: Double

    /// A scale covering every finite value in `values`.
    ///
    /// With no finite value the axis is 0…1; when every value is the same, the axis is widened
    /// around it (by half its magnitude, or by 1 around 0), so a flat line sits mid-panel.
    init(covering values: some Sequence<Double>, targetTickCount: Int = 5) {
        var low = Double.infinity
        var high = -Double.infinity
        for value in values where value.isFinite {
            low = min(low, value)
            high = max(high, value)
        }
        if low > high {
            (low, high) = (0, 1)
        } else if high - low <= 1e-12 * max(abs(low), abs(high), 1) {
            let pad = low == 0 ? 1 : abs(low) / 2
            (low, high) = (low - pad, high + pad)
        }
        let step = Self.niceStep(for: (high - low) / Double(max(targetTickCount, 1)))
        self.step = step
        self.lower = (low / step).rounded(.down) * step
        self.upper = (high / step).rounded(.up) * step
    }

    /// The smallest step of the form {1, 2, 5}·10ᵏ that is at least about `rough`.
    static func niceStep(for rough: Double) -> Double {
        guard rough.isFinite, rough > 0 else { return 1 }
        let magnitude = pow(10, (log10(rough)).rounded(.down))
        let fraction = rough / magnitude
        let nice: Double = fraction < 1.5 ? 1 : fraction < 3 ? 2 : fraction < 7 ? 5 : 10
        return nice * magnitude
    }

    /// The tick values from ``lower`` to ``upper``, each computed as a multiple of the step (not by
    /// repeated addition), so 0.1 · 3 reads 0.3 once formatted.
    var ticks: [Double] {
        let first = (lower / step).rounded()
        let count = Int(((upper - lower) / step).rounded())
        guard count >= 0, count <= 1000 else { return [lower, upper] }
        return (0...count).map { (first + Double($0)) * step }
    }

    /// Decimals needed to tell the ticks apart: 0 for steps of 1 and more, 1 for 0.1…0.5, and so on.
    var decimals: Int {
        max(0, Int(-(log10(step)).rounded(.down)))
    }

    /// The tick label for `value`.
    func label(_ value: Double) -> String {
        DecimalText.fixed(value, decimals: min(decimals, 6))
    }

    /// Maps `value` linearly from lower…upper to `start`…`end` (pixels; `end` may be smaller).
    func position(_ value: Double, from start: Double, to end: Double) -> Double {
        start + (value - lower) / (upper - lower) * (end - start)
    }
}
