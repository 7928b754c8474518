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
        let state = node.state(orMake: TimelineViewState.init).state
        engine.registerFrameDriven(node, state: state, context: context)
        let content = self.content
        let schedule = self.schedule
        state.render = { date in content(TimelineViewDefaultContext(date: date, cadence: .live)) }
        if state.startDate == nil || context.isNewValue {
            let now = engine.date(at: context.graph.time)
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
    private(set) var date = Date(timeIntervalSinceReferenceDate: 0)
    var startDate: Date?
    private var next: () -> Date? = { nil }
    private var pending: Date?

    /// The most entries one frame steps over (a schedule with a tiny interval must not hang).
    static let maximumEntriesPerFrame = 100_000

    var isRunning: Bool { pending != nil }

    func begin<S: Sequence>(entries: S, now: Date, isNew: Bool) where S.Element == Date {
        var iterator = entries.makeIterator()
        next = { iterator.next() }
        pending = next()
        if isNew {
            startDate = now
            date = now
        }
        step(to: now)
    }

    /// Moves to the latest entry at or before `now`.
    @discardableResult
    private func step(to now: Date) -> Bool {
        var moved = false
        var steps = 0
        while let entry = pending, entry <= now, steps < Self.maximumEntriesPerFrame {
            date = entry
            moved = true
            pending = next()
            steps += 1
        }
        return moved
    }

    func renderFrame(_ node: ViewNode, at time: TimeInterval, in context: inout UpdateContext) {
        guard step(to: context.engine.date(at: time)) else { return }
        context.reconcileChildren(of: node, with: [render(date)])
    }
}
