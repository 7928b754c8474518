import Foundation

/// The horizontal or vertical dimension in a 2D coordinate system.
public enum Axis: Hashable, Sendable {
    /// The horizontal dimension.
    case horizontal
    /// The vertical dimension.
    case vertical

    /// An efficient set of axes.
    ///
    /// ```swift
    /// ScrollView([.horizontal, .vertical]) { Color.red.frame(width: 800, height: 800) }
    /// ```
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8

        public init(rawValue: Int8) {
            self.rawValue = rawValue
        }

        public static let horizontal = Set(rawValue: 1 << 0)
        public static let vertical = Set(rawValue: 1 << 1)
    }
}
