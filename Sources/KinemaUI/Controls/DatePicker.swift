import Foundation

/// A control for selecting an absolute date.
///
/// ```swift
/// struct DueDateRow: View {
///     @State private var due = Date.now
///     var body: some View {
///         Form {
///             DatePicker("Due", selection: $due, in: Date.now..., displayedComponents: .date)
///         }
///     }
/// }
/// ```
///
/// Drawn as iOS's compact style: the label at the leading edge and, at the trailing edge, the
/// selected date ("Dec 1, 2026") and time ("10:48 AM") each in a rounded grey capsule, formatted
/// in the environment's `locale`, `calendar` and `timeZone`. Every style draws this way (the
/// graphical calendar and the wheels are not drawn). A date outside the range given is shown
/// clamped into it, as SwiftUI shows it; the binding is written only by code.
public struct DatePicker<Label: View>: View {
    /// The components of a date a picker shows.
    public typealias Components = DatePickerComponents

    let selection: Binding<Date>
    let range: (lower: Date?, upper: Date?)
    let components: DatePickerComponents
    let label: Label
    @Environment(\.locale) private var locale
    @Environment(\.calendar) private var calendar
    @Environment(\.timeZone) private var timeZone
    @Environment(\.labelsHidden) private var labelsHidden

    init(selection: Binding<Date>, lower: Date?, upper: Date?, components: DatePickerComponents, label: Label) {
        self.selection = selection
        range = (lower, upper)
        self.components = components
        self.label = label
    }

    /// Creates an instance that selects a `Date` with an unbounded range.
    ///
    /// ```swift
    /// DatePicker(selection: $start) { Text("Start") }
    /// ```
    public init(
        selection: Binding<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, lower: nil, upper: nil, components: displayedComponents, label: label())
    }

    /// Creates an instance that selects a `Date` in a closed range.
    ///
    /// ```swift
    /// DatePicker(selection: $day, in: trip.start...trip.end, displayedComponents: .date) { Text("Day") }
    /// ```
    public init(
        selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, lower: range.lowerBound, upper: range.upperBound, components: displayedComponents, label: label())
    }

    /// Creates an instance that selects a `Date` on or after some start date.
    ///
    /// ```swift
    /// DatePicker(selection: $reminder, in: Date.now...) { Text("Remind me") }
    /// ```
    public init(
        selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, lower: range.lowerBound, upper: nil, components: displayedComponents, label: label())
    }

    /// Creates an instance that selects a `Date` on or before some end date.
    ///
    /// ```swift
    /// DatePicker(selection: $birthday, in: ...Date.now, displayedComponents: .date) { Text("Birthday") }
    /// ```
    public init(
        selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, lower: nil, upper: range.upperBound, components: displayedComponents, label: label())
    }

    /// The label, then the date and time capsules.
    public var body: some View {
        var date = selection.wrappedValue
        if let lower = range.lower, date < lower { date = lower }
        if let upper = range.upper, date > upper { date = upper }
        let parts = DatePickerText.parts(of: date, components: components, locale: locale, calendar: calendar, timeZone: timeZone)
        return HStack(spacing: 6) {
            if !labelsHidden {
                label
                Spacer(minLength: 8)
            }
            ForEach(parts, id: \.self) { part in
                Text(verbatim: part)
                    .padding(.horizontal, 11)
                    .padding(.vertical, 6)
                    .background(RoundedRectangle(cornerRadius: 6).fill(ControlMetrics.tertiarySystemFill))
            }
        }
    }
}

/// The text of a date picker's capsules.
enum DatePickerText {
    static func parts(
        of date: Date, components: DatePickerComponents, locale: Locale, calendar: Calendar, timeZone: TimeZone
    ) -> [String] {
        var parts: [String] = []
        var style = Date.FormatStyle(locale: locale, calendar: calendar, timeZone: timeZone)
        if components.contains(.date) {
            parts.append(date.formatted(style.year().month(.abbreviated).day()))
        }
        if components.contains(.hourMinuteAndSecond) {
            style = Date.FormatStyle(locale: locale, calendar: calendar, timeZone: timeZone)
            parts.append(date.formatted(style.hour().minute().second()))
        } else if components.contains(.hourAndMinute) {
            parts.append(date.formatted(style.hour().minute()))
        }
        return parts
    }
}

extension DatePicker where Label == Text {
    /// Creates an instance that selects a `Date` with an unbounded range, with a label from a
    /// localized title.
    ///
    /// ```swift
    /// DatePicker("Start", selection: $start)
    /// ```
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, lower: nil, upper: nil, components: displayedComponents, label: Text(titleKey))
    }

    /// Creates an instance that selects a `Date` in a closed range, with a label from a localized
    /// title.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, lower: range.lowerBound, upper: range.upperBound, components: displayedComponents, label: Text(titleKey))
    }

    /// Creates an instance that selects a `Date` on or after some start date, with a label from a
    /// localized title.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, lower: range.lowerBound, upper: nil, components: displayedComponents, label: Text(titleKey))
    }

    /// Creates an instance that selects a `Date` on or before some end date, with a label from a
    /// localized title.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, lower: nil, upper: range.upperBound, components: displayedComponents, label: Text(titleKey))
    }

    /// Creates an instance that selects a `Date` with an unbounded range, with a title string.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, lower: nil, upper: nil, components: displayedComponents, label: Text(title))
    }

    /// Creates an instance that selects a `Date` in a closed range, with a title string.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, lower: range.lowerBound, upper: range.upperBound, components: displayedComponents, label: Text(title))
    }

    /// Creates an instance that selects a `Date` on or after some start date, with a title string.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, lower: range.lowerBound, upper: nil, components: displayedComponents, label: Text(title))
    }

    /// Creates an instance that selects a `Date` on or before some end date, with a title string.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, lower: nil, upper: range.upperBound, components: displayedComponents, label: Text(title))
    }
}

/// The components of a date that a date picker shows.
///
/// ```swift
/// DatePicker("Alarm", selection: $alarm, displayedComponents: .hourAndMinute)
/// ```
public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Displays hour and minute components based on the locale.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
    /// Displays day, month, and year based on the locale.
    public static let date = DatePickerComponents(rawValue: 1 << 1)
    /// Displays hour, minute, and second components based on the locale.
    public static let hourMinuteAndSecond = DatePickerComponents(rawValue: 1 << 2)
}

/// A type that specifies the appearance and interaction of all date pickers within a view
/// hierarchy.
///
/// Kinema draws every style as ``CompactDatePickerStyle``.
public protocol DatePickerStyle: Sendable {}

/// The default date picker style.
public struct DefaultDatePickerStyle: DatePickerStyle {
    /// Creates an instance of the default date picker style.
    public init() {}
}

/// A date picker style that displays the components in a compact, textual format.
public struct CompactDatePickerStyle: DatePickerStyle {
    /// Creates an instance of the compact date picker style.
    public init() {}
}

/// A date picker style that displays an interactive calendar or clock.
public struct GraphicalDatePickerStyle: DatePickerStyle {
    /// Creates an instance of the graphical date picker style.
    public init() {}
}

/// A date picker style that displays each component as columns in a scrollable wheel.
public struct WheelDatePickerStyle: DatePickerStyle {
    /// Creates an instance of the wheel date picker style.
    public init() {}
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The default style for date pickers.
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// A date picker style that displays the components in a compact, textual format.
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// A date picker style that displays an interactive calendar or clock.
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// A date picker style that displays each component as columns in a scrollable wheel.
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

extension View {
    /// Sets the style for date pickers within this view.
    ///
    /// ```swift
    /// DatePicker("Day", selection: $day).datePickerStyle(.graphical)
    /// ```
    ///
    /// Accepted; Kinema draws every date picker in the compact style.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        self
    }
}
