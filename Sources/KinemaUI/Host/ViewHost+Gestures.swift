import Foundation

// Touches in a host: taps, drags and long presses on the virtual clock. Each touch event (down,
// every move, up, a gesture's deadline) is an event of its own, so the state its gestures change
// is applied in one update under the transaction it was changed in — a drag's `onChanged` under a
// continuous, velocity-tracking one, an `onEnded`'s `withAnimation` under its animation.

extension ViewHost {
    /// Puts a finger down at `point` (host coordinates) and returns the touch, to move and lift
    /// later; `nil` when no gesture or control is under the point (nothing happens then), when the
    /// point is not finite, or while another touch is down (a host has one finger).
    ///
    /// ```swift
    /// let touch = host.touchDown(at: CGPoint(x: 200, y: 200))
    /// host.advance(by: 1.0 / 60)
    /// touch?.move(to: CGPoint(x: 220, y: 200))   // a drag's onChanged runs
    /// touch?.lift()                              // its onEnded runs
    /// ```
    ///
    /// The gestures that follow the touch are those attached around the item drawn at `point` (the
    /// hit test of ``tap(at:)``), and the controls there; see <doc:Gestures> for which of them
    /// win. Touching down is an event of its own (a long press's pressing state changes in it).
    @discardableResult
    public func touchDown(at point: CGPoint) -> HostTouch? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        engine.flushIfNeeded()
        let arena = engine.gestureArena
        if let session = arena.session, session.isTouchDown { return nil }
        fireDueGestureTimers()
        let slots = gestureSlots(at: point)
        if let waiting = arena.session {
            // A multi-tap waiting for its next tap continues when the touch lands on it again.
            let nodeIDs = Set(slots.map(\.entry.nodeID))
            if !waiting.possibleNodeIDs.isDisjoint(with: nodeIDs) {
                waiting.keepOnly(nodeIDs)
                send(.began, at: point, to: waiting)
                return HostTouch(host: self, session: waiting, location: point)
            }
            var after: [() -> Void] = []
            engine.performEvent { after = waiting.abandon() }
            for work in after { work() }
            arena.session = nil
        }
        guard !slots.isEmpty else { return nil }
        let session = GestureSession(slots: slots, location: point)
        arena.session = session
        send(.began, at: point, to: session)
        return HostTouch(host: self, session: session, location: point)
    }

    /// Taps `count` times at `point` (host coordinates), at the current time; returns whether a
    /// gesture or control took the taps.
    ///
    /// ```swift
    /// host.tap(at: CGPoint(x: 200, y: 200), count: 2)   // an onTapGesture(count: 2) runs
    /// ```
    ///
    /// Each tap is a touch down and up at the same instant, each an event of its own. A count below
    /// 1 taps once; above 1,000 taps 1,000 times. A point that is not finite does nothing and
    /// returns `false`.
    @discardableResult
    public func tap(at point: CGPoint, count: Int) -> Bool {
        var took = false
        for _ in 0..<min(max(count, 1), 1_000) {
            guard let touch = touchDown(at: point) else { break }
            took = touch.lift() || took
        }
        return took
    }

    /// Drags a finger from `start` to `end` (host coordinates) in `duration` seconds of host time,
    /// moving at a constant speed; returns whether a gesture or control took the touch.
    ///
    /// ```swift
    /// host.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 300, y: 200), duration: 0.2)
    /// // 500 points per second: onChanged once per frame, then onEnded with a velocity of 500
    /// ```
    ///
    /// The finger touches down at `start` at the current time; then, n = ⌈duration × frame rate⌉
    /// times, the clock advances by duration / n (producing the frames due, as ``advance(by:)``
    /// does) and the finger moves to where it is at that time, each move an event of its own: one
    /// move per frame when the duration is a whole number of frames. The last move reaches `end`
    /// at `duration`, and the finger lifts there at the same instant.
    ///
    /// Bad input: a zero, negative or NaN duration moves once to `end` and lifts, at once; an
    /// infinite one does the same. A point that is not finite, or a start on no gesture, does
    /// nothing and returns `false`. At most 10,000 moves are made (a longer drag moves less often
    /// than once per frame).
    @discardableResult
    public func drag(from start: CGPoint, to end: CGPoint, duration: TimeInterval) -> Bool {
        drag(along: [start, end], duration: duration)
    }

    /// Drags a finger along `points` (host coordinates) in `duration` seconds of host time, at a
    /// constant speed along the path; returns whether a gesture or control took the touch.
    ///
    /// ```swift
    /// host.drag(along: [CGPoint(x: 100, y: 100), CGPoint(x: 300, y: 100), CGPoint(x: 300, y: 300)], duration: 0.5)
    /// ```
    ///
    /// As ``drag(from:to:duration:)``. An empty array, or any point that is not finite, does nothing
    /// and returns `false`; one point holds the finger still there for `duration`.
    @discardableResult
    public func drag(along points: [CGPoint], duration: TimeInterval) -> Bool {
        guard let first = points.first, let last = points.last,
              points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }),
              let touch = touchDown(at: first)
        else { return false }
        guard duration.isFinite, duration > 0 else {
            touch.move(to: last)
            return touch.lift()
        }
        let path = TouchPath(points)
        let frames = (duration * framesPerSecond - 1e-9).rounded(.up)
        let moves = Int(min(max(frames, 1), Self.maximumMovesPerDrag))
        let start = time
        for move in 1...moves {
            let elapsed = move == moves ? duration : duration * Double(move) / Double(moves)
            let wait = start + elapsed - time
            if wait > 0 { advance(by: wait) }
            touch.move(to: path.point(at: Double(move) / Double(moves)))
        }
        return touch.lift()
    }

    /// The most moves one drag makes.
    static var maximumMovesPerDrag: Double { 10_000 }

    /// Presses a finger at `point` (host coordinates), holds it still for `duration` seconds of
    /// host time (producing frames, as ``advance(by:)`` does), then lifts it; returns whether a
    /// gesture or control took the touch.
    ///
    /// ```swift
    /// host.longPress(at: CGPoint(x: 200, y: 200), duration: 1)   // a LongPressGesture of 0.5 s ends at 0.5
    /// ```
    ///
    /// A long press ends when its minimum duration has passed, with the finger still down (the
    /// host stops the clock there for it, in an event of its own), as on a device. A zero or
    /// negative duration lifts at once (a tap); a NaN or infinite one, or a point that is not
    /// finite, does nothing and returns `false`.
    @discardableResult
    public func longPress(at point: CGPoint, duration: TimeInterval) -> Bool {
        guard !duration.isNaN, duration.isFinite, let touch = touchDown(at: point) else { return false }
        if duration > 0 { advance(by: duration) }
        return touch.lift()
    }

    /// Feeds one touch event to `session`, as an event of its own, then does what it left for
    /// afterwards (a control's press and release).
    func send(_ phase: GestureEvent.Phase, at point: CGPoint, to session: GestureSession) {
        let engine = self.engine
        let time = self.time
        var after: [() -> Void] = []
        engine.performEvent { after = session.handle(phase, at: point, time: time, engine: engine) }
        for work in after { work() }
        if engine.gestureArena.session === session { engine.gestureArena.dropFinishedSession() }
    }

    /// Fires the deadlines that are due by now (a multi-tap that waited too long fails).
    func fireDueGestureTimers() {
        let arena = engine.gestureArena
        var rounds = 0
        while let session = arena.session, let deadline = session.nextDeadline, deadline <= time, rounds < 64 {
            rounds += 1
            send(.timer, at: session.location, to: session)
        }
    }

    /// `advance(by:)` when a gesture's deadline falls within it: advances to each deadline, fires
    /// it as an event of its own (a long press ends there, with the finger down), and goes on.
    /// Returns `false`, doing nothing, when no deadline is due within `duration`.
    func advanceThroughGestureDeadlines(by duration: TimeInterval) -> Bool {
        let arena = engine.gestureArena
        guard !arena.isFiringTimers, duration.isFinite, duration > 0,
              let first = arena.nextDeadline, first <= time + duration
        else { return false }
        arena.isFiringTimers = true
        defer { arena.isFiringTimers = false }
        let end = time + duration
        var rounds = 0
        while let session = arena.session, let deadline = session.nextDeadline, deadline <= end, rounds < 1_000 {
            rounds += 1
            if deadline > time { advance(by: deadline - time) }
            let engine = self.engine
            let at = max(deadline, time)
            var after: [() -> Void] = []
            engine.performEvent { after = session.handle(.timer, at: session.location, time: at, engine: engine) }
            for work in after { work() }
            arena.dropFinishedSession()
        }
        if end > time { advance(by: end - time) }
        return true
    }

    /// The gestures under `point`, in the arena's order: exclusive ones by precedence (high
    /// priority outermost first, then the others innermost first), then simultaneous ones.
    func gestureSlots(at point: CGPoint) -> [GestureSession.Slot] {
        guard let (transform, hit) = hitNode(at: point) else { return [] }
        // Innermost first, as found walking up; masks drop what is below them.
        var found: [(entry: any GestureArenaEntry, priority: GesturePriority)] = []
        var node: ViewNode? = hit
        while let current = node {
            if case .tap = current.role, current.state(ControlResponder.self) != nil {
                let control = ControlEntry(nodeID: current.id, touch: touch(at: point, through: transform, in: current), engine: engine)
                found.append((control, .normal))
            } else if let attachment = current.state(GestureAttachment.self), attachment.isEnabled {
                if !attachment.mask.contains(.subviews) { found.removeAll() }
                if attachment.mask.contains(.gesture) {
                    found.append((attachment.makeEntry(current.id, attachment), attachment.priority))
                }
            }
            node = current.parent
        }
        let high = found.filter { $0.priority == .high }.reversed()
        let normal = found.filter { $0.priority == .normal }
        let simultaneous = found.filter { $0.priority == .simultaneous }
        return (high + normal).map { GestureSession.Slot(entry: $0.entry, isSimultaneous: false) }
            + simultaneous.map { GestureSession.Slot(entry: $0.entry, isSimultaneous: true) }
    }
}

/// A finger on a host, from ``ViewHost/touchDown(at:)`` until it lifts.
///
/// ```swift
/// guard let touch = host.touchDown(at: CGPoint(x: 100, y: 100)) else { return }
/// for step in 1...10 {
///     host.advance(by: 1.0 / 60)
///     touch.move(to: CGPoint(x: 100 + 10 * Double(step), y: 100))
/// }
/// touch.lift()
/// ```
///
/// Each move, the lift and a cancellation is an event of its own at the host's current time; a
/// gesture's deadline that passes while the host advances (a long press's minimum duration) is one
/// too. A touch lifts or cancels once; afterwards it does nothing.
@MainActor
public final class HostTouch {
    private let send: (GestureEvent.Phase, CGPoint) -> Void
    private let session: GestureSession

    /// Whether the finger is still down.
    public private(set) var isActive = true
    /// Where the finger is, in host coordinates.
    public private(set) var location: CGPoint

    init<Root: View>(host: ViewHost<Root>, session: GestureSession, location: CGPoint) {
        self.session = session
        self.location = location
        // Weak: a touch kept after its host is gone does nothing.
        send = { [weak host] phase, point in
            guard let host else { return }
            host.engine.flushIfNeeded()
            host.send(phase, at: point, to: session)
        }
    }

    /// Moves the finger to `point` (host coordinates), in an event of its own; returns whether it
    /// moved. A point that is not finite is ignored (`false`), as is a move after the lift.
    @discardableResult
    public func move(to point: CGPoint) -> Bool {
        guard isActive, point.x.isFinite, point.y.isFinite else { return false }
        location = point
        send(.moved, point)
        return true
    }

    /// Lifts the finger where it is, in an event of its own: a drag ends, a tap completes. Returns
    /// whether a gesture or control took the touch (one that ended, reported something, or is
    /// still waiting — a double tap for its second tap).
    @discardableResult
    public func lift() -> Bool {
        guard isActive else { return false }
        isActive = false
        send(.ended, location)
        return session.tookTouch
    }

    /// Takes the touch away (as the system does when an alert appears): every gesture fails and
    /// `@GestureState` properties reset; `onEnded` does not run.
    public func cancel() {
        guard isActive else { return }
        isActive = false
        send(.cancelled, location)
    }
}

/// A polyline walked at constant speed.
struct TouchPath {
    private let points: [CGPoint]
    /// The distance from the first point to each point.
    private let distances: [CGFloat]

    init(_ points: [CGPoint]) {
        self.points = points
        var distances: [CGFloat] = [0]
        for index in points.indices.dropFirst() {
            let a = points[index - 1], b = points[index]
            distances.append(distances[index - 1] + ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot())
        }
        self.distances = distances
    }

    /// The point a `fraction` (0…1) of the way along; the last point from 1 on.
    func point(at fraction: Double) -> CGPoint {
        guard let total = distances.last, total > 0, fraction < 1 else { return points[points.count - 1] }
        let target = total * CGFloat(max(fraction, 0))
        var index = 1
        while index < points.count - 1 && distances[index] < target { index += 1 }
        let length = distances[index] - distances[index - 1]
        let t = length > 0 ? (target - distances[index - 1]) / length : 0
        let a = points[index - 1], b = points[index]
        return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }
}
