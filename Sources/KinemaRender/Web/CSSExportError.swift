import Foundation

/// Why an animation or timeline has no CSS form.
///
/// ```swift
/// do {
///     _ = try CSSEasing(.linear(duration: 1).delay(.infinity))
/// } catch let error as CSSExportError {
///     print(error) // "the animation never starts: its delay is infinite"
/// }
/// ```
public enum CSSExportError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The animation is still running after `limit` seconds (an undamped spring, an absurd
    /// duration), or the timeline lasts longer than that.
    case doesNotFinish(limit: TimeInterval)
    /// A delay is infinite or longer than the limit, so the animation never visibly starts.
    case neverStarts(delay: TimeInterval)
    /// A keyframe timeline's value is NaN or infinite at `time`.
    case nonFiniteValue(time: TimeInterval)

    public var description: String {
        switch self {
        case .doesNotFinish(let limit):
            "the animation has not finished after \(DecimalText.fixed(limit, decimals: 3)) s, the longest an export samples"
        case .neverStarts(let delay):
            delay.isFinite
                ? "the animation never starts within the export's limit: its delay is \(DecimalText.fixed(delay, decimals: 3)) s"
                : "the animation never starts: its delay is infinite"
        case .nonFiniteValue(let time):
            "the timeline's value is not a finite number at \(DecimalText.fixed(time, decimals: 4)) s"
        }
    }
}
