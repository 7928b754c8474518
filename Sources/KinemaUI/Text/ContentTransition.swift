import Foundation

/// A kind of transition that applies to the content within a single view, rather than to the
/// insertion or removal of a view.
///
/// ```swift
/// Text("\(count)")
///     .contentTransition(.numericText(value: Double(count)))
/// ```
///
/// Kinema keeps the value so that code written for SwiftUI compiles; text that changes under an
/// animation is redrawn with its new content.
public struct ContentTransition: Hashable, Sendable {
    let kind: Kind

    enum Kind: Hashable, Sendable {
        case identity
        case opacity
        case interpolate
        case numericText(countsDown: Bool)
        case numericValue(Double)
        case symbolEffect
    }

    /// The identity content transition, which indicates that content changes shouldn't animate.
    public static let identity = ContentTransition(kind: .identity)

    /// A content transition that indicates content fades from transparent to opaque on insertion,
    /// and from opaque to transparent on removal.
    public static let opacity = ContentTransition(kind: .opacity)

    /// A content transition that indicates the views attempt to interpolate their contents during
    /// transitions, where appropriate.
    public static let interpolate = ContentTransition(kind: .interpolate)

    /// Creates a content transition intended to be used with `Text` views displaying numeric
    /// text.
    ///
    /// - Parameter countsDown: Whether the numbers the text displays count down (default `false`).
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(kind: .numericText(countsDown: countsDown))
    }

    /// Creates a content transition intended to be used with `Text` views displaying numbers,
    /// which uses the value's change to choose the direction digits roll.
    ///
    /// - Parameter value: The value the text displays. NaN is kept; it only compares unequal.
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(kind: .numericValue(value))
    }
}
