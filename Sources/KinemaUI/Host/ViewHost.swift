import Foundation
import KinemaGraph

/// Hosts a view hierarchy headlessly: the way tests, renderers and embedders drive Kinema.
///
/// The host keeps the hierarchy's nodes and state, runs an update for each event, and produces
/// frames on a virtual clock, so every moment is deterministic:
///
/// ```swift
/// let host = ViewHost(Avatar(pet: cat))
/// host.tap(at: CGPoint(x: 200, y: 200))   // the avatar's onTapGesture runs, in its own update
/// host.advance(by: 0.25)                  // 15 frames at 60 Hz
/// host.displayList.items[0].transform     // the scale, mid-animation
/// ```
///
/// Frames recompute only animating effects and the display list: no view's `body` runs.
@MainActor
public final class ViewHost<Root: View> {
    let engine: ViewEngine
    private var clock: VirtualClock

    /// The root view. Setting it runs an update, as a parent passing new inputs would.
    public var rootView: Root {
        didSet { engine.setRoot(rootView, transaction: Transaction.current ?? Transaction()) }
    }

    /// Creates a host for `rootView`, laid out in `size` (400 × 400 by default), at time 0, with
    /// frames at `framesPerSecond` (60 by default).
    public init(_ rootView: Root, size: CGSize = CGSize(width: 400, height: 400), framesPerSecond: Double = 60) {
        self.rootView = rootView
        self.clock = VirtualClock(framesPerSecond: framesPerSecond)
        self.engine = ViewEngine(size: Self.sanitized(size))
        // Before the first build, which may connect timers.
        engine.timers.frameInterval = 1 / clock.framesPerSecond
        engine.setRoot(rootView)
    }

    /// The environment values the root view sees: the color scheme, Dynamic Type size, layout
    /// direction, reduced motion and any custom value. Setting it runs an update in which every
    /// view sees the new values (under `Transaction.current`, so inside `withAnimation` the
    /// changes they cause animate).
    ///
    /// ```swift
    /// let host = ViewHost(Pulse())
    /// host.environment.accessibilityReduceMotion = true   // render the reduced-motion variant
    /// ```
    public var environment: EnvironmentValues {
        get { engine.environmentBox?.value ?? EnvironmentValues() }
        set { engine.setEnvironment(newValue, transaction: Transaction.current ?? Transaction()) }
    }

    /// The host's size.
    public var size: CGSize {
        get { engine.size }
        set { engine.resize(to: Self.sanitized(newValue)) }
    }

    /// The date at host time 0: timeline views see `startDate + time` (by default the reference
    /// date, 2001-01-01 00:00:00 UTC, so runs are reproducible).
    public var startDate: Date {
        get { engine.startDate }
        set { engine.startDate = newValue }
    }

    /// The virtual clock's time, in seconds.
    public var time: TimeInterval {
        frameTime ?? clock.time
    }

    /// Moves the virtual clock forward by `duration`, producing each due frame (every
    /// 1/`framesPerSecond` seconds) while anything animates.
    ///
    /// The ticks of connected timer publishers (`Timer.publish(every:on:in:)`) due on the way are
    /// delivered at their own times, in order, each as an event: the clock stops at each tick
    /// (after the frames before it, and the frame at its time if one falls there) and the tick's
    /// subscribers run there, so an animation they start begins at the tick.
    ///
    /// NaN, infinite, zero and negative durations do nothing.
    public func advance(by duration: TimeInterval) {
        // Completions run during frames; one that advances the host again is ignored rather than
        // allowed to interleave with the frames being produced.
        guard !isAdvancing else { return }
        // A gesture's deadline inside the span (a long press's duration) splits it.
        if advanceThroughGestureDeadlines(by: duration) { return }
        // So does a timer publisher's tick: it is delivered at its own time.
        if advanceThroughTimerTicks(by: duration) { return }
        engine.flushIfNeeded()
        isAdvancing = true
        defer { isAdvancing = false }
        let graph = engine.graph
        let engine = self.engine
        var clock = self.clock
        clock.advance(by: duration) { time in
            self.frameTime = time
            return engine.produceFrame(at: time)
        }
        self.clock = clock
        frameTime = nil
        // Between frames the clock moves on, but nothing is redrawn until the next frame.
        graph.setTime(clock.time)
        engine.timers.setTime(clock.time)
        // Sleeping tasks whose time has come wake; what they do lands when the main actor is
        // next free (``play(for:)`` waits for it at each wake-up instead).
        engine.tasks.wake(upTo: clock.time)
    }

    /// The frame rate the host was created with.
    var framesPerSecond: Double { clock.framesPerSecond }

    private var isAdvancing = false
    /// The time of the frame being produced, while `advance(by:)` runs.
    private var frameTime: TimeInterval?

    /// Delivers a tap at `point` (host coordinates): the top-most drawn item there is found, and
    /// the gestures attached around it follow a touch down and up at the current time, each an
    /// event of its own (the innermost `onTapGesture` runs, unless a gesture with precedence takes
    /// the touch: see <doc:Gestures>). Returns whether a gesture handled it.
    ///
    /// A tap on a control (a `Button`, a `Toggle`'s switch, a half of a `Stepper`, a segment of a
    /// `Picker`) presses it and releases it, each in an event of its own, and activates it with
    /// the release; a disabled control does nothing, and the tap returns `false` (see
    /// <doc:Controls>).
    @discardableResult
    public func tap(at point: CGPoint) -> Bool {
        tap(at: point, count: 1)
    }

    /// What takes a tap at `point` (host coordinates) — the top-most drawn item there, or a content
    /// shape — and what its effects do to it (`transform`), after changes made outside any event
    /// are applied.
    ///
    /// Front to back: a content shape sits just behind the first item its view draws. A view
    /// leaving under its removal transition, one inside `allowsHitTesting(false)`, and one outside
    /// a content shape around it take no taps: they go to what is below. An image takes taps
    /// anywhere in its frame, even a symbol drawn as a path with holes, and so does a canvas,
    /// whatever it drew.
    func hitNode(at point: CGPoint) -> (transform: CGAffineTransform, node: ViewNode)? {
        engine.flushIfNeeded()
        guard point.x.isFinite, point.y.isFinite else { return nil }
        let engine = self.engine
        let items = displayList.items
        let regions = engine.capabilityIndex.isEmpty(.contentShape) ? [] : engine.drawing.hitRegions()
        let regionByView = Dictionary(regions.map { ($0.viewID, $0) }, uniquingKeysWith: { first, _ in first })
        let filters = !regions.isEmpty || !engine.capabilityIndex.isEmpty(.hitTestingDisabled)
        func admits(_ nodeID: Int) -> Bool {
            if engine.isLeaving(nodeID: nodeID) { return false }
            guard filters else { return true }
            var current = engine.node(id: nodeID)
            while let node = current {
                if node.capabilities.contains(.hitTestingDisabled) { return false }
                if let region = regionByView[node.id], !region.contains(point) { return false }
                current = node.parent
            }
            return true
        }
        func regionHit(through index: Int, next: inout Int) -> (CGAffineTransform, ViewNode)? {
            while next >= 0, regions[next].itemIndex > index {
                let region = regions[next]
                next -= 1
                if region.contains(point), admits(region.viewID), let node = engine.node(id: region.viewID) {
                    return (region.transform, node)
                }
            }
            return nil
        }
        var nextRegion = regions.count - 1
        for index in items.indices.reversed() {
            if let hit = regionHit(through: index, next: &nextRegion) { return hit }
            let item = items[index]
            let node = engine.node(id: item.viewID)
            let wholeFrame = if case .image = node?.role { true } else { false }
            guard let node else { continue }
            // A canvas takes taps anywhere in its laid-out frame, whatever it drew there.
            let hit = if case .canvas = node.role {
                item.opacity > 0 && node.frame.contains(point)
            } else {
                item.contains(point, wholeFrame: wholeFrame)
            }
            guard hit, admits(item.viewID) else { continue }
            return (item.transform, node)
        }
        return regionHit(through: -1, next: &nextRegion)
    }

    /// Runs `body` as one event: state changes inside apply together when it returns, under the
    /// transaction current when they were made.
    public func perform(_ body: () -> Void) {
        engine.flushIfNeeded()
        engine.performEvent(body)
    }

    /// The drawing commands of the current frame. Changes to `@Observable` objects made outside
    /// any event are applied first.
    public var displayList: DisplayList {
        engine.flushIfNeeded()
        return engine.displayList
    }

    /// Whether further frames would differ: an effect, a frame or an `Animatable` view is animating,
    /// a phase animator, keyframe animator or timeline view is running, or a timer publisher is
    /// connected (its ticks are due).
    public var isAnimating: Bool {
        engine.graph.isAnimating || engine.needsFrames
    }

    /// The graph that holds the hierarchy's attributes. Not public: the host owns it, and an
    /// outside change to it would bypass the view layer (tests in this package read it).
    package var graph: AttributeGraph {
        engine.graph
    }

    /// How many animations are running: what the next frame steps.
    ///
    /// ```swift
    /// withAnimation(.bouncy) { host.rootView = Field(large: true) }
    /// host.runningAnimationCount   // one per scale effect that changed
    /// ```
    public var runningAnimationCount: Int {
        engine.graph.animatingAttributeCount
    }

    /// How many times view bodies have run since the host was created.
    public var bodyEvaluationCount: Int {
        engine.bodyEvaluations
    }

    private static func sanitized(_ size: CGSize) -> CGSize {
        CGSize(width: size.width.isFinite ? max(size.width, 0) : 0, height: size.height.isFinite ? max(size.height, 0) : 0)
    }
}
