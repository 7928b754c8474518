import Foundation

/// A type that provides a sequence of dates for use as a schedule.
public protocol TimelineSchedule {
    /// The sequence of dates within a schedule.
    associatedtype Entries: Sequence where Entries.Element == Date

    /// Provides a sequence of dates starting around a given date.
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// A mode of operation for timeline schedule updates.
public enum TimelineScheduleMode: Sendable {
    /// A mode that produces schedule updates at the schedule's natural cadence.
    case normal
    /// A mode that produces schedule updates at a reduced rate.
    case lowFrequency
}

/// A schedule for updating a timeline view at regular intervals.
///
/// ```swift
/// TimelineView(.periodic(from: .now, by: 1)) { context in
///     Text(context.date.formatted())
/// }
/// ```
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    let start: Date
    let interval: TimeInterval

    /// Creates a periodic update schedule (intervals shorter than 1 ms are treated as 1 ms).
    public init(from startDate: Date, by interval: TimeInterval) {
        self.start = startDate
        self.interval = interval.isFinite ? max(interval, 0.001) : 1
    }

    /// The dates `start + k · interval` from the last one at or before `startDate` on.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        let elapsed = startDate.timeIntervalSince(start)
        let first = elapsed > 0 ? (elapsed / interval).rounded(.down) : 0
        return Entries(start: start, interval: interval, index: first)
    }

    /// The sequence of dates within the schedule.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        let start: Date
        let interval: TimeInterval
        var index: Double

        /// The next date.
        public mutating func next() -> Date? {
            defer { index += 1 }
            return start.addingTimeInterval(index * interval)
        }
    }
}

/// A pausable schedule of dates updating at a frequency no more quickly than the provided
/// interval: every frame by default.
///
/// ```swift
/// TimelineView(.animation) { context in
///     let t = context.date.timeIntervalSinceReferenceDate
///     Circle().offset(x: 50 * sin(t))
/// }
/// ```
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    let minimumInterval: TimeInterval?
    let paused: Bool

    /// Create a pausable schedule of dates updating at a frequency no more quickly than the
    /// provided interval (`nil`: every frame, 1/60 s in a Kinema host).
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        self.paused = paused
    }

    /// The dates: the start, then every `minimumInterval` (every frame); just the start when paused.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        Entries(start: startDate, interval: minimumInterval ?? 1.0 / 60, paused: paused)
    }

    /// The sequence of dates within the schedule.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        let start: Date
        let interval: TimeInterval
        let paused: Bool
        var index = 0.0

        /// The next date, or `nil` after the first when paused.
        public mutating func next() -> Date? {
            if paused && index > 0 { return nil }
            defer { index += 1 }
            return start.addingTimeInterval(index * interval)
        }
    }
}

/// A schedule for updating a timeline view at the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    /// Creates a per-minute schedule.
    public init() {}

    /// The start, then each whole minute after it.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
        let minute = (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60
        return PeriodicTimelineSchedule(from: Date(timeIntervalSinceReferenceDate: minute), by: 60)
            .entries(from: startDate, mode: mode)
    }
}

/// A schedule for updating a timeline view at explicit points in time.
public struct ExplicitTimelineSchedule<Dates: Sequence>: TimelineSchedule where Dates.Element == Date {
    let dates: Dates

    /// Creates a schedule composed of an explicit sequence of dates.
    public init(_ dates: Dates) {
        self.dates = dates
    }

    /// The dates, as given.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Dates {
        dates
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// A schedule for updating a timeline view at regular intervals.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// A pausable schedule of dates updating at the frame rate.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// A pausable schedule of dates updating no more quickly than the provided interval.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// A schedule for updating a timeline view at the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule {
    /// A schedule for updating a timeline view at explicit points in time.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}
