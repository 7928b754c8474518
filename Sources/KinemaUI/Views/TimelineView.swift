import Foundation

/// A view that updates according to a schedule that you provide.
///
/// In a Kinema host, dates come from the host's virtual clock: ``ViewHost/startDate`` plus the
/// host's time, so a timeline is as deterministic as everything else. Content is rebuilt at each
/// frame that passes a schedule entry, with the latest entry's date.
///
/// ```swift
/// TimelineView(.animation) { context in
///     let time = context.date.timeIntervalSince(start)
///     Reaction(values: timeline.value(time: time.truncatingRemainder(dividingBy: timeline.duration)))
/// }
/// ```
///
/// Until the schedule's first entry, the content sees the date the view appeared at.
///
/// ### Bad input
///
/// The date handed to the content is always finite, and no schedule makes the view spin:
/// - Entries whose dates are NaN or infinite are dropped.
/// - Periodic and animation schedules move to the latest entry at or before each frame in one
///   step, however many entries a long jump of the clock passes.
/// - Other schedules are stepped through: one frame takes at most 100,000 entries (those at or
///   before the frame's date, and dropped ones), and the rest wait for the next frame. A schedule
///   that spends a frame's 100,000 entries without moving the date shown forward (an endless
///   run of NaN dates, or of one date) is treated as ending there; the view keeps its date.
/// - A host whose ``ViewHost/startDate`` makes the frame's date non-finite is read as starting at
///   the reference date (the date is the host's time since 1 January 2001).
/// - ``PeriodicTimelineSchedule`` with a zero, negative, NaN or infinite interval has one entry,
///   its start; with a NaN or infinite start date, none. ``AnimationTimelineSchedule`` reads a
///   bad minimum interval as every frame. See each schedule for the details.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View, PrimitiveView {
    /// Information passed to a timeline view's content callback.
    public struct Context {
        /// A rate at which timeline views can receive updates.
        public enum Cadence: Comparable, Sendable {
            /// Updates the view continuously.
            case live
            /// Updates the view approximately once per second.
            case seconds
            /// Updates the view approximately once per minute.
            case minutes
        }

        /// The date from the schedule that triggered the current view update.
        public let date: Date
        /// The rate at which the timeline updates the view.
        public let cadence: Cadence
    }

    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content

    /// Creates a new timeline view that uses the given schedule.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    /// A timeline view has no body.
    public var body: Never { primitiveBody() }

    func update(_ node: ViewNode, in context: inout UpdateContext) {
        node.role = .group
        let engine = context.engine
        let state = engine.state(of: node, orMake: TimelineViewState.init).state
        state.context = context
        let content = self.content
        let schedule = self.schedule
        state.render = { date in content(TimelineViewDefaultContext(date: date, cadence: .live)) }
        if state.startDate == nil || context.isNewValue {
            let now = TimelineViewState.finiteDate(engine, at: context.graph.time)
            state.begin(entries: schedule.entries(from: now, mode: .normal), now: now, isNew: state.startDate == nil)
        }
        context.updateChildren(of: node, with: [state.render(state.date)])
    }
}

/// The context type timeline views pass to their content.
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

/// What a timeline view's node keeps: its schedule's entries and the date showing.
@MainActor
final class TimelineViewState: FrameDrivenState {
    var render: (Date) -> any View = { _ in EmptyView() }
    /// The context of the node's last visit, which frames resume (``FrameDrivenState/context``).
    var context: UpdateContext?
    private(set) var date = Date(timeIntervalSinceReferenceDate: 0)
    var startDate: Date?
    private var next: () -> Date? = { nil }
    /// Moves `next` on to the latest entry at or before a date, for schedules that can.
    private var skip: ((Date) -> Void)?
    /// The next finite entry, not yet shown.
    private var pending: Date?

    /// Whether the last frame stopped at ``maximumEntriesPerFrame`` with entries left to take.
    private var resumesNextFrame = false

    /// The most entries one frame steps over, dropped ones included: the rest wait for the next
    /// frame, unless these got the date nowhere, in which case the schedule ends.
    static let maximumEntriesPerFrame = 100_000

    var isRunning: Bool { pending != nil || resumesNextFrame }

    /// The date a timeline sees at host time `time`: the host's, or — if the host's start date
    /// makes it NaN or infinite — the reference date plus `time`.
    static func finiteDate(_ engine: ViewEngine, at time: TimeInterval) -> Date {
        let date = engine.date(at: time)
        if date.timeIntervalSinceReferenceDate.isFinite { return date }
        return Date(timeIntervalSinceReferenceDate: time.isFinite ? time : 0)
    }

    func begin<S: Sequence>(entries: S, now: Date, isNew: Bool) where S.Element == Date {
        let iterator = entries.makeIterator()
        if let skippable = iterator as? any SkippableTimelineEntries {
            install(skippable)
        } else {
            var iterator = iterator
            next = { iterator.next() }
            skip = nil
        }
        pending = nil
        if isNew {
            startDate = now
            date = now
        }
        step(to: now)
    }

    private func install<I: SkippableTimelineEntries>(_ iterator: I) {
        var iterator = iterator
        next = { iterator.next() }
        skip = { iterator.skip(to: $0) }
    }

    /// Moves to the latest entry at or before `now`, dropping non-finite ones; returns whether it
    /// passed an entry.
    @discardableResult
    private func step(to now: Date) -> Bool {
        if let skip, pending.map({ $0 <= now }) ?? true {
            // The entry after the one pending (which is due) is the latest due, if any is.
            skip(now)
        }
        let before = date
        var moved = false
        var steps = 0
        resumesNextFrame = false
        while true {
            if pending == nil {
                guard steps < Self.maximumEntriesPerFrame else {
                    if date > before {
                        resumesNextFrame = true
                    } else {
                        // A frame's worth of entries that got nowhere: the schedule ends here.
                        next = { nil }
                        skip = nil
                    }
                    break
                }
                steps += 1
                guard let entry = next() else { break }
                // NaN and infinite dates are dropped.
                guard entry.timeIntervalSinceReferenceDate.isFinite else { continue }
                pending = entry
            }
            guard let entry = pending, entry <= now else { break }
            date = entry
            moved = true
            pending = nil
        }
        return moved
    }

    func renderFrame(_ node: ViewNode, at time: TimeInterval, in context: inout UpdateContext) {
        guard step(to: Self.finiteDate(context.engine, at: time)) else { return }
        context.reconcileChildren(of: node, with: [render(date)])
    }
}
