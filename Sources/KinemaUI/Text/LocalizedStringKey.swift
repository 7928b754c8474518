import Foundation

/// The key for a localized string resource: what a string literal passed to `Text` becomes, with
/// its interpolations formatted.
///
/// ```swift
/// Text("Count: \(count)")                           // "Count: 3"
/// Text("Speed: \(speed, specifier: "%.1f") m/s")    // "Speed: 2.5 m/s"
/// Text("Total: \(total, format: .number)")          // "Total: 1,234"
/// Text("Tap \(Text("here").bold()) to start")       // keeps the inner text's style
/// ```
///
/// > Note: Kinema has no strings tables: a key displays as written, with its interpolations
/// > formatted. Numbers go through their format specifier, as in SwiftUI (`Int` as `%lld`, `Double`
/// > as `%lf`, so `\(2.5)` shows "2.500000"), with `String(format:)` and no locale, so the decimal
/// > separator is always a point; format styles format in their own locale.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// The text of the key, with interpolations filled in.
    let segments: [Text.Segment]

    /// Creates a localized string key from the given string value.
    ///
    /// ```swift
    /// let key = LocalizedStringKey("Hello")
    /// ```
    public init(_ value: String) {
        segments = [Text.Segment(string: value)]
    }

    /// Creates a localized string key from the given string literal.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// Creates a localized string key from the given string interpolation.
    public init(stringInterpolation: StringInterpolation) {
        segments = stringInterpolation.segments
    }

    /// Represents the contents of a string literal with interpolations while it's being built,
    /// for use in creating a localized string key.
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var segments: [Text.Segment] = []

        /// Creates an empty instance ready to be filled with string literal content.
        public init(literalCapacity: Int, interpolationCount: Int) {}

        /// Appends a literal string.
        public mutating func appendLiteral(_ literal: String) {
            appendPlain(literal)
        }

        /// Appends a string.
        public mutating func appendInterpolation(_ string: String) {
            appendPlain(string)
        }

        /// Appends a type, convertible to a string by using a default format specifier, to a
        /// string interpolation.
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
            appendPlain(String(format: value._specifier, value._arg))
        }

        /// Appends a type, convertible to a string with a format specifier, to a string
        /// interpolation.
        ///
        /// ```swift
        /// Text("\(progress * 100, specifier: "%.0f") %")
        /// ```
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
            appendPlain(String(format: specifier, value._arg))
        }

        /// Appends the formatted representation of a nonstring type supported by a corresponding
        /// format style.
        ///
        /// ```swift
        /// Text("Done: \(ratio, format: .percent)")
        /// ```
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {
            appendPlain(format.format(input))
        }

        /// Appends an optionally-formatted instance of a Foundation type to a string
        /// interpolation.
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(
            _ subject: Subject, formatter: Formatter? = nil
        ) {
            appendPlain(formatter?.string(for: subject) ?? String(describing: subject))
        }

        /// Appends an optionally-formatted instance of an Objective-C subclass to a string
        /// interpolation.
        public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter? = nil) {
            appendPlain(formatter?.string(for: subject) ?? subject.description)
        }

        /// Appends the string displayed by a text view, with its style, to a string
        /// interpolation.
        ///
        /// ```swift
        /// Text("Press \(Text("Start").bold()) to begin")
        /// ```
        public mutating func appendInterpolation(_ text: Text) {
            segments += text.segments
        }

        /// Appends a formatted date to a string interpolation.
        ///
        /// ```swift
        /// Text("Updated \(date, style: .time)")
        /// ```
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            appendPlain(style.format(date))
        }

        /// Appends a timer interval to a string interpolation (read once, as
        /// ``Text/init(timerInterval:pauseTime:countsDown:showsHours:)`` is).
        public mutating func appendInterpolation(
            timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true
        ) {
            appendPlain(Text.timerText(
                timerInterval, now: Date(), pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours))
        }

        /// Appends a date, formatted with its description, to a string interpolation.
        ///
        /// > Note: On Apple platforms `Date` is a `ReferenceConvertible` and goes through
        /// > `appendInterpolation(_:formatter:)`; swift-corelibs-foundation's is not, so Kinema
        /// > gives it this overload to keep `Text("\(date)")` compiling.
        public mutating func appendInterpolation(_ date: Date, formatter: Formatter? = nil) {
            appendPlain(formatter?.string(for: date) ?? date.description)
        }

        /// Appends the characters of an attributed string to a string interpolation (its
        /// attributes are not kept).
        public mutating func appendInterpolation(_ attributedString: AttributedString) {
            appendPlain(String(attributedString.characters))
        }

        /// Adds plain text, joining it to the previous plain segment.
        private mutating func appendPlain(_ string: String) {
            if let last = segments.last, last.style == Text.Style() {
                segments[segments.count - 1].string += string
            } else {
                segments.append(Text.Segment(string: string))
            }
        }
    }
}

extension Text {
    /// Creates a text view that displays localized content identified by a key: here, the key
    /// itself with its interpolations formatted (Kinema has no strings tables).
    ///
    /// ```swift
    /// Text("Count: \(count)")
    /// ```
    ///
    /// - Parameters:
    ///   - key: The key, usually a string literal.
    ///   - tableName: Ignored: there are no strings tables.
    ///   - bundle: Ignored.
    ///   - comment: Ignored.
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
    ) {
        self.init(segments: key.segments.isEmpty ? [Segment(string: "")] : key.segments)
    }
}
