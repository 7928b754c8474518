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
///
/// Bad input has defined outcomes, and no schedule makes a timeline view spin:
/// - A positive interval shorter than 1 ms is treated as 1 ms.
/// - An interval that is zero, negative, NaN or infinite makes a schedule of one entry: its start.
/// - A start date that is NaN or infinite makes an empty schedule (a timeline view shows the date
///   it appeared at and never updates).
/// - The schedule ends before the first date that is not finite or that `Date` can no longer tell
///   from the one before (past the 2⁵³-th entry, or beyond ±1.8e308 seconds).
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    let start: Date
    /// The interval, at least 1 ms; 0 for a schedule of one entry.
    let interval: TimeInterval

    /// The index past the last entry a schedule can count: 2⁵³, beyond which adding 1 to a
    /// `Double` index no longer moves it.
    static var indexLimit: Double { 9_007_199_254_740_992 }

    /// Creates a periodic update schedule (intervals shorter than 1 ms are treated as 1 ms; a zero,
    /// negative, NaN or infinite interval makes one entry, at `startDate`).
    public init(from startDate: Date, by interval: TimeInterval) {
        self.start = startDate
        self.interval = interval.isFinite && interval > 0 ? max(interval, 0.001) : 0
    }

    /// The dates `start + k · interval` from the last one at or before `startDate` on (the start
    /// alone for a schedule of one entry; none when the start is not finite).
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        guard start.timeIntervalSinceReferenceDate.isFinite else {
            return Entries(start: start, interval: interval, index: Self.indexLimit)
        }
        guard interval > 0 else { return Entries(start: start, interval: 0, index: 0) }
        let elapsed = startDate.timeIntervalSince(start)
        let first = elapsed > 0 ? (elapsed / interval).rounded(.down) : 0
        return Entries(start: start, interval: interval, index: min(first, Self.indexLimit))
    }

    /// The sequence of dates within the schedule.
    public struct Entries: Sequence, IteratorProtocol, Sendable, SkippableTimelineEntries {
        let start: Date
        let interval: TimeInterval
        var index: Double
        /// The date returned last, if any.
        private var previous: Date?

        init(start: Date, interval: TimeInterval, index: Double) {
            self.start = start
            self.interval = interval
            self.index = index
        }

        mutating func skip(to date: Date) {
            guard interval > 0 else { return }
            index = skippedIndex(index, start: start, interval: interval, to: date)
        }

        /// The next date, or `nil` once the schedule has ended.
        public mutating func next() -> Date? {
            guard start.timeIntervalSinceReferenceDate.isFinite else { return nil }
            if interval == 0 {
                guard index == 0 else { return nil }
                index = 1
                return start
            }
            guard index < PeriodicTimelineSchedule.indexLimit else { return nil }
            let date = start.addingTimeInterval(index * interval)
            index += 1
            guard date.timeIntervalSinceReferenceDate.isFinite, previous.map({ date > $0 }) ?? true else {
                index = PeriodicTimelineSchedule.indexLimit
                return nil
            }
            previous = date
            return date
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
///
/// A minimum interval that is zero, negative, NaN or infinite reads as `nil` (every frame); a
/// positive one shorter than 1 ms reads as 1 ms, which is every frame at up to 1,000 frames per
/// second.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    let minimumInterval: TimeInterval?
    let paused: Bool

    /// Create a pausable schedule of dates updating at a frequency no more quickly than the
    /// provided interval (`nil`: every frame, 1/60 s in a Kinema host).
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval.flatMap { $0.isFinite && $0 > 0 ? max($0, 0.001) : nil }
        self.paused = paused
    }

    /// The dates: the start, then every `minimumInterval` (every frame); just the start when paused.
    /// A start date that is not finite gives no dates.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        Entries(start: startDate, interval: minimumInterval ?? 1.0 / 60, paused: paused)
    }

    /// The sequence of dates within the schedule.
    public struct Entries: Sequence, IteratorProtocol, Sendable, SkippableTimelineEntries {
        let start: Date
        let interval: TimeInterval
        let paused: Bool
        var index = 0.0
        /// The date returned last, if any.
        private var previous: Date?

        init(start: Date, interval: TimeInterval, paused: Bool) {
            self.start = start
            self.interval = interval
            self.paused = paused
        }

        mutating func skip(to date: Date) {
            guard !paused else { return }
            index = skippedIndex(index, start: start, interval: interval, to: date)
        }

        /// The next date, or `nil` after the first when paused (and, as for a periodic schedule,
        /// once dates stop being finite or distinct).
        public mutating func next() -> Date? {
            if paused && index > 0 { return nil }
            guard index < PeriodicTimelineSchedule.indexLimit else { return nil }
            let date = start.addingTimeInterval(index * interval)
            index += 1
            guard date.timeIntervalSinceReferenceDate.isFinite, previous.map({ date > $0 }) ?? true else {
                index = PeriodicTimelineSchedule.indexLimit
                return nil
            }
            previous = date
            return date
        }
    }
}

/// Entries a timeline view can move through in one step instead of one entry at a time, so that a
/// frame after a long jump of the clock costs the same as any other.
protocol SkippableTimelineEntries: IteratorProtocol<Date> {
    /// Moves on so that the next entry is the latest at or before `date` — or, if there is none
    /// from here on, the same as before (never backwards).
    mutating func skip(to date: Date)
}

/// The index of the latest entry `start + k · interval` at or before `date`, but not below
/// `index` (nor above the limit of countable entries).
private func skippedIndex(_ index: Double, start: Date, interval: TimeInterval, to date: Date) -> Double {
    let elapsed = date.timeIntervalSince(start)
    guard interval > 0, elapsed.isFinite else { return index }
    var k = min((elapsed / interval).rounded(.down), PeriodicTimelineSchedule.indexLimit)
    // Rounding in `start + k · interval` can put the entry a hair after `date`.
    if k > index, start.addingTimeInterval(k * interval) > date { k -= 1 }
    return max(index, k)
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
///
/// A timeline view drops dates that are NaN or infinite and steps through the rest in the order
/// given. One frame takes at most ``TimelineView``'s limit of 100,000 dates (those at or before
/// the frame, and dropped ones); a schedule that spends them without moving the date shown
/// forward — an endless sequence of NaN dates, or of one date — is treated as ending there.
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
