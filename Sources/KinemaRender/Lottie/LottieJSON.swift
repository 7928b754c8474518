import Foundation
import KinemaDisplay

/// A value of a Lottie document: a ``OrderedJSON`` (keys in the order given), written with four
/// decimals and no exponent, so one recording always gives the same bytes. Lottie's fields are
/// short keys whose values change type (a property's `k` is a number, an array or a list of
/// keyframes), which a `Codable` model would spell out at length for nothing.
typealias LottieJSON = OrderedJSON

extension OrderedJSON {
    /// The document's text: thousandths of a point are far below a pixel, and colours and
    /// opacities (0…1 and 0…100) keep four decimals.
    var text: String { text(numbers: .fixed(decimals: 4)) }

    /// An array of numbers.
    static func numbers(_ values: [Double]) -> OrderedJSON { .array(values.map { .number($0) }) }
}
