import Foundation

extension Text {
    /// Creates a text view that displays the formatted representation of a nonstring type
    /// supported by a corresponding format style.
    ///
    /// ```swift
    /// Text(score, format: .number)                    // "1,234"
    /// Text(0.25, format: .percent)                    // "25%"
    /// Text(date, format: Date.FormatStyle(date: .numeric, time: .omitted))
    /// ```
    ///
    /// The text is formatted once, when the view is created, in the format style's own locale.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(verbatim: format.format(input))
    }

    /// Creates a text view that displays the formatted representation of a Foundation type.
    ///
    /// ```swift
    /// Text(url, formatter: formatter)
    /// ```
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }

    /// Creates a text view that displays the formatted representation of an Objective-C object.
    ///
    /// ```swift
    /// Text(NSNumber(value: 3), formatter: formatter)
    /// ```
    public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }

    /// Creates an instance that displays localized dates and times using a specific style.
    ///
    /// ```swift
    /// Text(event.start, style: .time)   // "5:00 PM"
    /// ```
    public init(_ date: Date, style: DateStyle) {
        self.init(verbatim: style.format(date))
    }

    /// Creates an instance that displays a timer counting within the provided interval.
    ///
    /// ```swift
    /// Text(timerInterval: Date.now...Date(timeInterval: 12 * 60, since: .now))   // "12:00"
    /// ```
    ///
    /// - Parameters:
    ///   - timerInterval: The interval the timer runs in.
    ///   - pauseTime: The date at which the timer stops, or `nil` (default) for never.
    ///   - countsDown: Whether the timer shows the time left (default) or the time elapsed.
    ///   - showsHours: Whether more than 60 minutes show as hours (default) or as minutes.
    ///
    /// > Note: The timer is read once, when the text is created (at `pauseTime` if it is earlier);
    /// > put it in a `TimelineView` to see it run.
    public init(
        timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true
    ) {
        self.init(verbatim: Self.timerText(
            timerInterval, now: Date(), pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours))
    }

    /// What a timer over `interval` shows at `now`.
    package static func timerText(
        _ interval: ClosedRange<Date>, now: Date, pauseTime: Date?, countsDown: Bool, showsHours: Bool
    ) -> String {
        let moment = min(max(min(now, pauseTime ?? now), interval.lowerBound), interval.upperBound)
        let shown = countsDown
            ? interval.upperBound.timeIntervalSince(moment) : moment.timeIntervalSince(interval.lowerBound)
        return DateStyle.timer(shown, showsHours: showsHours)
    }

    /// A predefined style used to display a `Date`.
    ///
    /// ```swift
    /// Text(deadline, style: .relative)   // "2 hours, 5 minutes"
    /// ```
    ///
    /// `.date` and `.time` format in the current locale (long date; hour and minute).
    /// `.relative`, `.offset` and `.timer` compare the date with the moment the text is created
    /// and do not update afterwards.
    ///
    /// > Note: SwiftUI's relative styles count live; Kinema's views have no clock of their own,
    /// > so put the text in a `TimelineView` to refresh it. Relative texts are in English.
    public struct DateStyle: Hashable, Sendable {
        let kind: Kind

        enum Kind: Hashable, Sendable {
            case time, date, relative, offset, timer
        }

        /// A style displaying only the time component for a date: "11:23 PM".
        public static let time = DateStyle(kind: .time)
        /// A style displaying a date: "June 3, 2019".
        public static let date = DateStyle(kind: .date)
        /// A style displaying a date as relative to now: "2 hours, 23 minutes".
        public static let relative = DateStyle(kind: .relative)
        /// A style displaying a date as offset from now: "+2 hours".
        public static let offset = DateStyle(kind: .offset)
        /// A style displaying a date as timer counting from now: "2:32".
        public static let timer = DateStyle(kind: .timer)

        /// The date, formatted in this style.
        package func format(_ date: Date, now: Date = Date()) -> String {
            switch kind {
            case .time:
                return date.formatted(Date.FormatStyle(date: .omitted, time: .shortened))
            case .date:
                return date.formatted(Date.FormatStyle(date: .long, time: .omitted))
            case .relative:
                return Self.components(abs(date.timeIntervalSince(now)), units: 2)
            case .offset:
                let interval = date.timeIntervalSince(now)
                return (interval < 0 ? "-" : "+") + Self.components(abs(interval), units: 1)
            case .timer:
                return Self.timer(abs(date.timeIntervalSince(now)), showsHours: true)
            }
        }

        /// "2:32" or "1:02:03": an interval as a timer shows it (whole seconds, rounded down).
        static func timer(_ interval: TimeInterval, showsHours: Bool) -> String {
            guard interval.isFinite else { return "0:00" }
            let seconds = Int(min(max(interval, 0), 1e12).rounded(.down))
            let hours = showsHours ? seconds / 3600 : 0
            let minutes = showsHours ? seconds / 60 % 60 : seconds / 60
            let secondsText = String(format: "%02d", seconds % 60)
            return hours > 0
                ? "\(hours):" + String(format: "%02d", minutes) + ":" + secondsText
                : "\(minutes):" + secondsText
        }

        /// "2 hours, 23 minutes": the largest `units` non-zero units of an interval.
        static func components(_ interval: TimeInterval, units: Int) -> String {
            guard interval.isFinite else { return "" }
            var remaining = Int(interval.rounded(.down))
            var parts: [String] = []
            for (name, length) in [("day", 86_400), ("hour", 3600), ("minute", 60), ("second", 1)] {
                let count = remaining / length
                remaining %= length
                if count > 0 || (parts.isEmpty && length == 1) {
                    parts.append("\(count) \(name)\(count == 1 ? "" : "s")")
                }
                if parts.count == units { break }
            }
            return parts.joined(separator: ", ")
        }
    }
}
