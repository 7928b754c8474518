import Foundation

/// An edge on the vertical axis.
///
/// ```swift
/// Text("Row").listRowSeparator(.hidden, edges: .bottom)
/// ```
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom

    /// An efficient set of vertical edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8

        public init(rawValue: Int8) {
            self.rawValue = rawValue
        }

        /// A set containing only the edge `edge`.
        public init(_ edge: VerticalEdge) {
            self.init(rawValue: 1 << edge.rawValue)
        }

        /// The top edge.
        public static let top = Set(.top)
        /// The bottom edge.
        public static let bottom = Set(.bottom)
        /// Both edges.
        public static let all: Set = [.top, .bottom]
    }
}

/// An edge on the horizontal axis.
///
/// ```swift
/// let edge: HorizontalEdge = .leading
/// ```
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
    /// The leading edge.
    case leading
    /// The trailing edge.
    case trailing

    /// An efficient set of horizontal edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8

        public init(rawValue: Int8) {
            self.rawValue = rawValue
        }

        /// A set containing only the edge `edge`.
        public init(_ edge: HorizontalEdge) {
            self.init(rawValue: 1 << edge.rawValue)
        }

        /// The leading edge.
        public static let leading = Set(.leading)
        /// The trailing edge.
        public static let trailing = Set(.trailing)
        /// Both edges.
        public static let all: Set = [.leading, .trailing]
    }
}
