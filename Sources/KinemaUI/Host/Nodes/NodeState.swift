import Foundation
import KinemaGraph

/// What a node keeps from one update to the next besides its view value and `@State`: an effect's
/// animatable attribute, an animator's run, a value-scoped modifier's last value, a tap count.
///
/// Each role has a type of its own, made on the node's first update and read back with
/// ``ViewNode/state(_:)`` (a node's view type never changes, so neither does its state's). The
/// engine sees a state only through this protocol: what to release when the node leaves.
@MainActor
protocol NodeState: AnyObject {
    /// The node left the hierarchy: release the graph attributes the state holds.
    func release(from graph: AttributeGraph)
}

extension NodeState {
    func release(from graph: AttributeGraph) {}
}

/// A node state whose node needs view-level work on frames (a keyframe animator's content, a
/// timeline's entries, a custom layout's interpolated placement). The state is registered with the
/// engine when made (``ViewEngine/registerFrameDriven(_:state:)``).
@MainActor
protocol FrameDrivenState: NodeState {
    /// Whether it still needs frames.
    var isRunning: Bool { get }
    /// Rebuilds the node's content for `time`.
    func renderFrame(_ node: ViewNode, at time: TimeInterval, in context: inout UpdateContext)
}

/// A node state whose body must run again on frames in which its animatable presentation moved:
/// an `Animatable` view's, or an `Animatable` custom modifier's (``AnimatableBody``).
@MainActor
protocol AnimatableBodyState: NodeState {
    /// Whether the presentation moved since the body last ran.
    var needsFrameBody: Bool { get }
    /// The body, evaluated with the presentation's data.
    func presentedBody() -> any View
}

extension ViewNode {
    /// The node's state, if it has one of type `S`.
    ///
    /// ```swift
    /// if let slot = node.state(EffectSlot<ScaleEffect>.self) { … }
    /// ```
    func state<S: NodeState>(_ type: S.Type) -> S? {
        storedState as? S
    }

    /// The node's state of type `S`, made with `make` on the node's first update.
    func state<S: NodeState>(orMake make: () -> S) -> (state: S, isNew: Bool) {
        if let existing = storedState as? S { return (existing, false) }
        let made = make()
        storedState = made
        return (made, true)
    }

    /// Replaces the node's state.
    func setState(_ state: some NodeState) {
        storedState = state
    }
}
