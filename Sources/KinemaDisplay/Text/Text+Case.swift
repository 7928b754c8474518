import Foundation

extension Text {
    /// A scheme for transforming the capitalization of characters within text.
    ///
    /// ```swift
    /// Text("Done").textCase(.uppercase)   // DONE
    /// ```
    public enum Case: Hashable, Sendable {
        /// Displays text in all uppercase characters.
        case uppercase
        /// Displays text in all lowercase characters.
        case lowercase

        /// `string` in this case (locale-independent, so output does not vary by machine).
        func apply(to string: String) -> String {
            switch self {
            case .uppercase: string.uppercased()
            case .lowercase: string.lowercased()
            }
        }
    }

    /// The type of truncation to apply to a line of text when it's too long to fit in the
    /// available space.
    ///
    /// ```swift
    /// let mode = Text.TruncationMode.middle   // "Begin…end"
    /// ```
    ///
    /// > Note: Kinema truncates the head or the middle only when the text is limited to a single
    /// > line; the last of several lines is always truncated at its tail.
    public enum TruncationMode: Hashable, Sendable {
        /// Truncate at the beginning of the line.
        case head
        /// Truncate at the end of the line.
        case tail
        /// Truncate in the middle of the line.
        case middle
    }
}
