import Foundation

// Controls in a host: presses that last, and values set as a user sets them. Every step runs in
// an event of its own, so each state change it makes is one update under the transaction
// current where the host is called — `animation(_:value:)`, `withAnimation` in an action and
// `Binding.animation(_:)` apply exactly as they do for taps.

extension ViewHost {
    /// Begins a press at `point` (host coordinates) on the control drawn there, and returns the
    /// press to end later; `nil` when no enabled control is there.
    ///
    /// ```swift
    /// let host = ViewHost(LikeButton())
    /// let press = host.press(at: CGPoint(x: 200, y: 200))   // isPressed becomes true
    /// host.advance(by: 0.3)                                  // the press style animates in
    /// press?.release()                                       // isPressed false, then the action
    /// ```
    ///
    /// The press is its own event: a button style's `isPressed` (a stepper half's highlight, a
    /// slider's `onEditingChanged(true)`) changes in one update. An `onTapGesture` is not a
    /// control: press it with ``tap(at:)``.
    @discardableResult
    public func press(at point: CGPoint) -> ControlPress? {
        guard let (node, responder, touch) = control(at: point), responder.isEnabled else { return nil }
        engine.performEvent { responder.press?(true, touch) }
        return ControlPress(engine: engine, nodeID: node.id, touch: touch)
    }

    /// Presses the control at `point`, holds the press for `duration` seconds of host time (frames
    /// are produced meanwhile, as ``advance(by:)`` produces them), then releases it, which runs
    /// its action. Returns whether an enabled control was pressed.
    ///
    /// ```swift
    /// host.press(at: CGPoint(x: 200, y: 200), duration: 0.25)
    /// ```
    ///
    /// A NaN, infinite, zero or negative duration releases at once.
    @discardableResult
    public func press(at point: CGPoint, duration: TimeInterval) -> Bool {
        guard let press = press(at: point) else { return false }
        advance(by: duration)
        press.release()
        return true
    }

    /// Sets the value of the slider drawn at `point` as a drag ending at `value` would: editing
    /// begins (`onEditingChanged(true)`), the value — rounded to the slider's step and clamped to
    /// its bounds — is written to its binding, and editing ends (`onEditingChanged(false)`), each
    /// in an event of its own. Returns whether an enabled slider took the value (editing begins
    /// and ends even when it did not: the finger touched it).
    ///
    /// ```swift
    /// let host = ViewHost(VolumeControl())
    /// host.setValue(0.7, forSliderAt: CGPoint(x: 200, y: 200))
    /// ```
    ///
    /// `value` is in the slider's units (within the bounds it was made with). A NaN value, a point
    /// on no slider, or a disabled slider does nothing and returns `false`; infinite values are
    /// clamped to the bounds. A slider whose bounds are not finite takes no value.
    @discardableResult
    public func setValue(_ value: Double, forSliderAt point: CGPoint) -> Bool {
        guard !value.isNaN, let (node, responder, touch) = control(at: point), responder.isEnabled,
              responder.setValue != nil
        else { return false }
        engine.performEvent { responder.press?(true, touch) }
        let id = node.id
        var took = false
        engine.performEvent { took = self.engine.node(id: id)?.state(ControlResponder.self)?.setValue?(value) ?? false }
        engine.performEvent { self.engine.node(id: id)?.state(ControlResponder.self)?.press?(false, touch) }
        return took
    }

    /// The innermost control around the item drawn at `point`, its responder, and where the touch
    /// lands on it; `nil` when an `onTapGesture` is closer, or nothing is drawn there.
    func control(at point: CGPoint) -> (node: ViewNode, responder: ControlResponder, touch: ControlTouch)? {
        guard let (transform, hit) = hitNode(at: point) else { return nil }
        var node = hit
        while true {
            if case .tap = node.role {
                guard let responder = node.state(ControlResponder.self) else { return nil }
                return (node, responder, touch(at: point, through: transform, in: node))
            }
            // A gesture closer to the item (an `onTapGesture`) takes the touch first.
            if let gesture = node.state(GestureAttachment.self), gesture.isEnabled, gesture.priority != .simultaneous {
                return nil
            }
            guard let parent = node.parent else { return nil }
            node = parent
        }
    }

    /// Where a host point lands on the control `node`, through the hit item's effects: its drawn
    /// `transform` is undone, so a scaled or offset control is touched where it is seen.
    func touch(at point: CGPoint, through transform: CGAffineTransform, in node: ViewNode) -> ControlTouch {
        let t = transform
        let determinant = t.a * t.d - t.b * t.c
        let laidOut = determinant != 0 && determinant.isFinite ? point.applying(t.inverted()) : point
        return ControlTouch(
            location: CGPoint(x: laidOut.x - node.frame.minX, y: laidOut.y - node.frame.minY),
            size: node.frame.size)
    }
}

/// A press on a control that has begun and not yet ended.
///
/// ```swift
/// let press = host.press(at: buttonCentre)
/// host.advance(by: 0.5)
/// press?.release()   // or press?.cancel(): the press ends without the action
/// ```
///
/// Ending it is an event of its own: the control's pressed state changes in one update, and
/// ``release()`` then activates the control (a button's action) in the same event, as a finger
/// lifted inside it does. A press ends once; ending it again does nothing. If the control has left
/// the hierarchy meanwhile, ending the press does nothing.
@MainActor
public final class ControlPress {
    private let engine: ViewEngine
    private let nodeID: Int
    private let touch: ControlTouch

    /// Whether the press has not ended yet.
    public private(set) var isActive = true

    init(engine: ViewEngine, nodeID: Int, touch: ControlTouch) {
        self.engine = engine
        self.nodeID = nodeID
        self.touch = touch
    }

    /// Lifts the finger inside the control: the press ends and the control is activated (a button
    /// runs its action, a switch flips), in one event.
    public func release() {
        guard isActive else { return }
        isActive = false
        Self.end(engine: engine, nodeID: nodeID, touch: touch, activating: true)
    }

    /// Ends the press without activating the control, as a finger dragged away before lifting.
    public func cancel() {
        guard isActive else { return }
        isActive = false
        Self.end(engine: engine, nodeID: nodeID, touch: touch, activating: false)
    }

    /// Ends a press on the control `nodeID` in one event, reading its responder as the last update
    /// left it; a control disabled meanwhile is not activated.
    static func end(engine: ViewEngine, nodeID: Int, touch: ControlTouch, activating: Bool) {
        engine.flushIfNeeded()
        guard let responder = engine.node(id: nodeID)?.state(ControlResponder.self) else { return }
        engine.performEvent {
            responder.press?(false, touch)
            if activating && responder.isEnabled { responder.activate?(touch) }
        }
    }
}
