import Foundation

/// How a gesture attached to a view competes with the others under the same touch.
enum GesturePriority {
    /// Below the gestures of the view it is attached to (`gesture(_:)`).
    case normal
    /// Above them (`highPriorityGesture(_:)`).
    case high
    /// Beside them: it never competes (`simultaneousGesture(_:)`).
    case simultaneous
}

/// What a gesture modifier keeps on its node: the latest gesture value (so a touch in progress
/// always runs the latest callbacks), how it competes, and whether it takes touches.
@MainActor
final class GestureAttachment: NodeState {
    var gesture: Any
    var priority: GesturePriority
    var mask: GestureMask
    /// `false` under `disabled(true)` or with `isEnabled: false`.
    var isEnabled = true
    /// Makes the arena entry that follows a touch for this gesture.
    let makeEntry: @MainActor (_ nodeID: Int, _ attachment: GestureAttachment) -> any GestureArenaEntry

    init<G: Gesture>(gesture: G, priority: GesturePriority, mask: GestureMask) {
        self.gesture = gesture
        self.priority = priority
        self.mask = mask
        makeEntry = { nodeID, attachment in TypedGestureEntry<G>(nodeID: nodeID, attachment: attachment) }
    }
}

/// Attaches a gesture to its content: the node keeps a ``GestureAttachment``, which the host's
/// touches find by walking up from the item they hit.
struct _GestureModifier<G: Gesture>: ViewModifier, PrimitiveModifier {
    let gesture: G
    let priority: GesturePriority
    let mask: GestureMask
    var isEnabled = true

    func body(content: Content) -> Never { primitiveBody() }

    func update(_ node: ViewNode, content: any View, in context: inout UpdateContext) {
        let (attachment, isNew) = node.state(orMake: { GestureAttachment(gesture: gesture, priority: priority, mask: mask) })
        if !isNew {
            attachment.gesture = gesture
            attachment.priority = priority
            attachment.mask = mask
        }
        attachment.isEnabled = isEnabled && context.environment.isEnabled
        node.role = .group
        context.updateChild(of: node, with: content)
    }
}

extension View {
    /// Attaches a gesture to the view with a lower precedence than gestures defined by the view.
    ///
    /// ```swift
    /// Circle()
    ///     .offset(offset)
    ///     .gesture(DragGesture().onChanged { offset = $0.translation })
    /// ```
    ///
    /// A touch goes to the gestures attached around the view drawn where it lands. A gesture of a
    /// subview takes precedence over this one: while it may still succeed, this one waits, and
    /// when it succeeds, this one fails (a tap on a child beats a drag on its parent; a touch that
    /// moves past the drag's minimum distance fails the tap, and the parent's drag takes it).
    ///
    /// - Parameters:
    ///   - gesture: A gesture to attach to the view.
    ///   - mask: Which of this gesture and the subviews' gestures take touches (``GestureMask``).
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(_GestureModifier(gesture: gesture, priority: .normal, mask: mask))
    }

    /// Attaches a gesture to the view with a lower precedence than gestures defined by the view,
    /// enabled or not.
    ///
    /// ```swift
    /// Card().gesture(drag, isEnabled: !isLocked)
    /// ```
    public func gesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        modifier(_GestureModifier(gesture: gesture, priority: .normal, mask: .all, isEnabled: isEnabled))
    }

    /// Attaches a named gesture to the view (the name identifies the gesture to UIKit; a host has
    /// no use for it).
    public func gesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true) -> some View {
        modifier(_GestureModifier(gesture: gesture, priority: .normal, mask: .all, isEnabled: isEnabled))
    }

    /// Attaches a gesture to the view with a higher precedence than gestures defined by the view.
    ///
    /// ```swift
    /// VStack {
    ///     Image(systemName: "heart.fill").onTapGesture { print("Heart tapped") }
    /// }
    /// .highPriorityGesture(TapGesture().onEnded { print("VStack tapped") })   // wins
    /// ```
    ///
    /// - Parameters:
    ///   - gesture: A gesture to attach to the view.
    ///   - mask: Which of this gesture and the subviews' gestures take touches.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(_GestureModifier(gesture: gesture, priority: .high, mask: mask))
    }

    /// Attaches a gesture to the view with a higher precedence than gestures defined by the view,
    /// enabled or not.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        modifier(_GestureModifier(gesture: gesture, priority: .high, mask: .all, isEnabled: isEnabled))
    }

    /// Attaches a named gesture to the view with a higher precedence than gestures defined by the
    /// view.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true) -> some View {
        modifier(_GestureModifier(gesture: gesture, priority: .high, mask: .all, isEnabled: isEnabled))
    }

    /// Attaches a gesture to the view to process simultaneously with gestures defined by the view.
    ///
    /// ```swift
    /// VStack {
    ///     Image(systemName: "heart.fill").onTapGesture { print("Heart tapped") }
    /// }
    /// .simultaneousGesture(TapGesture().onEnded { print("VStack tapped") })   // both run
    /// ```
    ///
    /// - Parameters:
    ///   - gesture: A gesture to attach to the view.
    ///   - mask: Which of this gesture and the subviews' gestures take touches.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(_GestureModifier(gesture: gesture, priority: .simultaneous, mask: mask))
    }

    /// Attaches a gesture to the view to process simultaneously with gestures defined by the view,
    /// enabled or not.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        modifier(_GestureModifier(gesture: gesture, priority: .simultaneous, mask: .all, isEnabled: isEnabled))
    }

    /// Attaches a named gesture to the view to process simultaneously with gestures defined by the
    /// view.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true) -> some View {
        modifier(_GestureModifier(gesture: gesture, priority: .simultaneous, mask: .all, isEnabled: isEnabled))
    }

    /// Adds an action to perform when this view recognizes a long press gesture.
    ///
    /// ```swift
    /// Circle()
    ///     .scaleEffect(isPressing ? 0.9 : 1)
    ///     .onLongPressGesture(minimumDuration: 1) {
    ///         completed = true
    ///     } onPressingChanged: { pressing in
    ///         withAnimation(.easeInOut) { isPressing = pressing }
    ///     }
    /// ```
    ///
    /// `onPressingChanged` runs with `true` when the press begins and with `false` when it ends —
    /// when it succeeds (just before `action`), or when the finger lifts or moves away too soon.
    ///
    /// - Parameters:
    ///   - minimumDuration: The minimum duration of the long press that must elapse before the
    ///     gesture succeeds.
    ///   - maximumDistance: The maximum distance that the fingers or cursor performing the long
    ///     press can move before the gesture fails.
    ///   - action: The action to perform when a long press is recognized.
    ///   - onPressingChanged: A closure to run when the pressing state of the gesture changes.
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
        onPressingChanged: ((Bool) -> Void)? = nil
    ) -> some View {
        let press = LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
        return gesture(LongPressActionGesture(press: press, action: action, pressingChanged: onPressingChanged))
    }

    /// Adds an action to perform when this view recognizes a long press gesture (SwiftUI's earlier
    /// spelling, with the pressing closure first).
    ///
    /// ```swift
    /// Text("Hold").onLongPressGesture(minimumDuration: 1, pressing: { isPressing = $0 }) { done = true }
    /// ```
    @_disfavoredOverload
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, pressing: ((Bool) -> Void)? = nil,
        perform action: @escaping () -> Void
    ) -> some View {
        onLongPressGesture(
            minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action,
            onPressingChanged: pressing)
    }

    /// Adds an action to perform when this view recognizes a tap gesture, and provides the action
    /// with the location of the interaction.
    ///
    /// ```swift
    /// Rectangle().onTapGesture { location in lastTap = location }
    /// ```
    ///
    /// - Parameters:
    ///   - count: The number of taps required to trigger the action.
    ///   - coordinateSpace: The coordinate space of the location (`.local` by default).
    ///   - action: The action to perform, with the location of the last tap.
    public func onTapGesture(
        count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local, perform action: @escaping (CGPoint) -> Void
    ) -> some View {
        gesture(SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action($0.location) })
    }
}
