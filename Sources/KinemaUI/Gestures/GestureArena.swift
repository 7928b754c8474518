import Foundation

/// A gesture under a touch, as the arena sees it: it follows events, holds what it reports until
/// the arena lets it through, then delivers it (runs its callbacks).
@MainActor
protocol GestureArenaEntry: AnyObject {
    /// The node the gesture is attached to.
    var nodeID: Int { get }
    /// Follows `event` and holds the update; returns its kind.
    func receive(_ event: GestureEvent) -> GestureUpdateKind
    /// Runs the callbacks of the held update (a final one also resets `@GestureState`).
    func deliverHeld(in delivery: GestureDelivery)
    /// The gesture is out: drops what it holds and resets what it changed.
    func stop(in delivery: GestureDelivery)
    /// The next time it wants a timer event.
    var deadline: TimeInterval? { get }
}

/// What an update is, without its value.
enum GestureUpdateKind: Equatable {
    case none
    case change(claims: Bool)
    case end
    case fail

    init<Value>(_ update: GestureUpdate<Value>) {
        switch update {
        case .none: self = .none
        case .changed(_, let claims): self = .change(claims: claims)
        case .ended: self = .end
        case .failed: self = .fail
        }
    }
}

/// A `gesture(_:)` attachment's entry: its gesture's recognizer, fed the view's latest gesture.
final class TypedGestureEntry<G: Gesture>: GestureArenaEntry {
    let nodeID: Int
    private let attachment: GestureAttachment
    private var component = ComponentGesture<G>()
    /// The gesture value of the latest event (used if the attachment's no longer is a `G`).
    private var lastGesture: G?

    init(nodeID: Int, attachment: GestureAttachment) {
        self.nodeID = nodeID
        self.attachment = attachment
    }

    private var gesture: G? {
        if let current = attachment.gesture as? G { lastGesture = current }
        return lastGesture
    }

    func receive(_ event: GestureEvent) -> GestureUpdateKind {
        guard let gesture else { return .fail }
        return GestureUpdateKind(component.receive(event, gesture: gesture))
    }

    func deliverHeld(in delivery: GestureDelivery) {
        guard let gesture else { return }
        component.deliver(gesture: gesture, in: delivery)
    }

    func stop(in delivery: GestureDelivery) {
        guard let gesture else { return }
        component.stop(gesture: gesture, in: delivery)
    }

    var deadline: TimeInterval? { component.deadline }
}

/// A control (a button, a toggle's switch…) under a touch: a tap that presses and activates it.
/// A touch that moves more than 10 points away from where it began is not a tap on it.
final class ControlEntry: GestureArenaEntry {
    let nodeID: Int
    private let touch: ControlTouch
    private unowned let engine: ViewEngine
    private var downLocation: CGPoint?
    private var held = GestureUpdateKind.none

    init(nodeID: Int, touch: ControlTouch, engine: ViewEngine) {
        self.nodeID = nodeID
        self.touch = touch
        self.engine = engine
    }

    func receive(_ event: GestureEvent) -> GestureUpdateKind {
        let kind: GestureUpdateKind
        switch event.phase {
        case .began:
            let enabled = engine.node(id: nodeID)?.state(ControlResponder.self)?.isEnabled ?? false
            downLocation = event.location
            kind = enabled ? .none : .fail
        case .moved:
            guard let down = downLocation else { return .fail }
            let dx = event.location.x - down.x, dy = event.location.y - down.y
            kind = dx * dx + dy * dy > TapCounting.allowableMovement * TapCounting.allowableMovement ? .fail : .none
        case .ended:
            kind = downLocation == nil ? .fail : .end
        case .cancelled:
            kind = .fail
        case .timer:
            kind = .none
        }
        if kind != .none { held = kind }
        return kind
    }

    func deliverHeld(in delivery: GestureDelivery) {
        guard held == .end else { return }
        held = .none
        let (engine, nodeID, touch) = (self.engine, self.nodeID, self.touch)
        // Pressed, then released and activated: two events of their own, after this one.
        delivery.afterEvent.append {
            guard let responder = engine.node(id: nodeID)?.state(ControlResponder.self), responder.isEnabled else { return }
            engine.performEvent { responder.press?(true, touch) }
            ControlPress.end(engine: engine, nodeID: nodeID, touch: touch, activating: true)
        }
    }

    func stop(in delivery: GestureDelivery) {
        held = .none
    }

    var deadline: TimeInterval? { nil }
}

/// The gestures following one touch sequence, and which of them may report.
///
/// Exclusive gestures (attached with `gesture` or `highPriorityGesture`) are kept in precedence
/// order: high-priority ones outermost first, then the others innermost first. A gesture may
/// report a claiming change or its end only when every gesture before it has failed; it then
/// wins, and every other exclusive gesture is stopped. Until then what it reports is held. A
/// change that does not claim (a long press's pressing state) is reported while nobody has won.
/// Simultaneous gestures report everything, always.
@MainActor
final class GestureSession {
    enum Status { case possible, ended, failed }

    struct Slot {
        let entry: any GestureArenaEntry
        let isSimultaneous: Bool
        var status = Status.possible
        /// What it reported and the arena has not let through yet.
        var held = GestureUpdateKind.none
    }

    private(set) var slots: [Slot]
    private var winner: Int?
    /// Whether the finger is down.
    private(set) var isTouchDown = false
    /// Where the finger was last.
    private(set) var location: CGPoint
    /// Some gesture took the touch: it reported something, or is still waiting to.
    private(set) var tookTouch = false

    init(slots: [Slot], location: CGPoint) {
        self.slots = slots
        self.location = location
    }

    /// The node ids of the gestures that may still report.
    var possibleNodeIDs: Set<Int> {
        Set(slots.filter { $0.status == .possible }.map(\.entry.nodeID))
    }

    /// Whether nothing is left to follow or deliver.
    var isOver: Bool {
        !isTouchDown && slots.allSatisfy { $0.status != .possible && $0.held == .none }
    }

    /// The earliest deadline of a gesture that may still report.
    var nextDeadline: TimeInterval? {
        slots.filter { $0.status == .possible }.compactMap(\.entry.deadline).min()
    }

    /// Feeds one event to every gesture that may still report, then lets through what may be.
    /// Returns work to do once the event is over (each item an event of its own).
    func handle(_ phase: GestureEvent.Phase, at location: CGPoint, time: TimeInterval, engine: ViewEngine) -> [() -> Void] {
        self.location = location
        switch phase {
        case .began: isTouchDown = true
        case .ended, .cancelled: isTouchDown = false
        case .moved, .timer: break
        }
        let date = engine.startDate.addingTimeInterval(time)
        for index in slots.indices where slots[index].status == .possible {
            guard let node = engine.node(id: slots[index].entry.nodeID) else {
                fail(index)
                continue
            }
            let event = GestureEvent(phase: phase, location: location, time: time, date: date, geometry: engine.geometry(of: node))
            let kind = slots[index].entry.receive(event)
            record(kind, at: index)
        }
        let delivery = GestureDelivery()
        resolve(in: delivery)
        if !isTouchDown { failUndecided(in: delivery) }
        return delivery.afterEvent
    }

    /// Ends everything still waiting (the touch is over and nothing more will come). Returns work
    /// to do once the event is over.
    func abandon() -> [() -> Void] {
        isTouchDown = false
        for index in slots.indices where slots[index].status == .possible { fail(index) }
        let delivery = GestureDelivery()
        resolve(in: delivery)
        return delivery.afterEvent
    }

    /// Drops the gestures not attached to `nodeIDs` (a new touch landed elsewhere).
    func keepOnly(_ nodeIDs: Set<Int>) {
        for index in slots.indices where slots[index].status == .possible && !nodeIDs.contains(slots[index].entry.nodeID) {
            fail(index)
        }
    }

    private func record(_ kind: GestureUpdateKind, at index: Int) {
        switch kind {
        case .none: return
        case .fail: slots[index].status = .failed
        case .end: slots[index].status = .ended
        case .change: break
        }
        slots[index].held = Self.merge(slots[index].held, kind)
    }

    private func fail(_ index: Int) {
        slots[index].status = .failed
        slots[index].held = .fail
    }

    private static func merge(_ held: GestureUpdateKind, _ new: GestureUpdateKind) -> GestureUpdateKind {
        switch (held, new) {
        case (_, .none): held
        case (.end, _), (.fail, _): held
        case (.change(let a), .change(let b)): .change(claims: a || b)
        default: new
        }
    }

    /// Lets through what may report, in precedence order (a gesture failing lets the ones after it
    /// through in the same pass).
    private func resolve(in delivery: GestureDelivery) {
        for index in slots.indices {
            let held = slots[index].held
            guard held != .none else { continue }
            if slots[index].isSimultaneous {
                deliver(index, in: delivery)
                continue
            }
            if let winner, winner != index {
                exclude(index, in: delivery)
                continue
            }
            switch held {
            case .none:
                break
            case .fail:
                deliver(index, in: delivery)
            case .change(claims: false):
                deliver(index, in: delivery)
            case .change(claims: true), .end:
                let undecidedBefore = slots[..<index].contains { !$0.isSimultaneous && $0.status != .failed }
                guard !undecidedBefore else { continue }
                winner = index
                deliver(index, in: delivery)
                for other in slots.indices where other != index && !slots[other].isSimultaneous {
                    exclude(other, in: delivery)
                }
            }
        }
    }

    private func deliver(_ index: Int, in delivery: GestureDelivery) {
        if slots[index].held != .fail { tookTouch = true }
        slots[index].held = .none
        slots[index].entry.deliverHeld(in: delivery)
    }

    private func exclude(_ index: Int, in delivery: GestureDelivery) {
        guard slots[index].status != .failed || slots[index].held != .none else { return }
        slots[index].status = .failed
        slots[index].held = .none
        slots[index].entry.stop(in: delivery)
    }

    /// After the finger lifts, a gesture that may still succeed needs a deadline to wait for (a
    /// multi-tap's next tap); the others fail, which may let held reports through.
    private func failUndecided(in delivery: GestureDelivery) {
        var failed = false
        for index in slots.indices where slots[index].status == .possible && slots[index].entry.deadline == nil {
            fail(index)
            failed = true
        }
        if failed { resolve(in: delivery) }
        if slots.contains(where: { $0.status == .possible }) { tookTouch = true }
    }
}

/// The host's gesture state: the touch sequence being followed, if any.
@MainActor
final class GestureArena {
    var session: GestureSession?
    /// Set while the host advances through gesture deadlines, so that the advances it makes do not
    /// look for them again.
    var isFiringTimers = false

    /// The earliest deadline of the session's gestures.
    var nextDeadline: TimeInterval? { session?.nextDeadline }

    /// Forgets a session with nothing left.
    func dropFinishedSession() {
        if session?.isOver == true { session = nil }
    }
}
