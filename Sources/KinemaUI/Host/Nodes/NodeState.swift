import Foundation
import KinemaGraph

/// What a node keeps from one update to the next besides its view value and `@State`: an effect's
/// animatable attribute, an animator's run, a value-scoped modifier's last value, a tap count.
///
/// Each role has a type of its own, made on the node's first update and read back with
/// ``ViewNode/state(_:)`` (a node's view type never changes, so neither does its state's). The
/// engine sees a state only through this protocol: what the engine does with the node besides
/// updating it (its ``capabilities``), and what to release when the node leaves.
@MainActor
protocol NodeState: AnyObject {
    /// What the engine does with nodes that have this state (none by default): the node takes
    /// them when the state is installed (``ViewEngine/state(of:orMake:)``), and the engine lists it
    /// under each in its ``NodeCapabilityIndex``.
    static var capabilities: NodeCapabilities { get }
    /// The node left the hierarchy: release the graph attributes the state holds.
    func release(from graph: AttributeGraph)
}

extension NodeState {
    static var capabilities: NodeCapabilities { [] }

    func release(from graph: AttributeGraph) {}
}

/// A node state whose node needs view-level work on frames (a keyframe animator's content, a
/// timeline's entries, a custom layout's interpolated placement): ``NodeCapabilities/frameDriven``.
@MainActor
protocol FrameDrivenState: NodeState {
    /// Whether it still needs frames.
    var isRunning: Bool { get }
    /// The context of the node's last visit: frames rebuild its content under the same text
    /// settings, environment and body-scoped transactions (set on every visit).
    var context: UpdateContext? { get }
    /// Rebuilds the node's content for `time`.
    func renderFrame(_ node: ViewNode, at time: TimeInterval, in context: inout UpdateContext)
}

extension FrameDrivenState {
    static var capabilities: NodeCapabilities { .frameDriven }
}

/// A node state whose body must run again on frames in which its animatable presentation moved:
/// an `Animatable` view's, or an `Animatable` custom modifier's (``AnimatableBody``):
/// ``NodeCapabilities/animatableBody``.
@MainActor
protocol AnimatableBodyState: NodeState {
    /// Whether the presentation moved since the body last ran.
    var needsFrameBody: Bool { get }
    /// The context of the node's last visit, which frames resume (set on every visit).
    var context: UpdateContext? { get }
    /// The body, evaluated with the presentation's data.
    func presentedBody() -> any View
}

extension AnimatableBodyState {
    static var capabilities: NodeCapabilities { .animatableBody }
}

extension ViewNode {
    /// The node's state, if it has one of type `S`.
    ///
    /// ```swift
    /// if let attribute = node.state(AnimatableNode<ScaleEffect>.self) { … }
    /// ```
    func state<S: NodeState>(_ type: S.Type) -> S? {
        storedState as? S
    }

    /// The node's state of type `S`, made with `make` on the node's first update. (A state with
    /// capabilities is installed by the engine instead: ``ViewEngine/state(of:orMake:)``.)
    func state<S: NodeState>(orMake make: () -> S) -> (state: S, isNew: Bool) {
        assert(S.capabilities.isEmpty, "\(S.self) has capabilities: install it with ViewEngine.state(of:orMake:)")
        if let existing = storedState as? S { return (existing, false) }
        let made = make()
        storedState = made
        return (made, true)
    }

    /// Replaces the node's state.
    func setState<S: NodeState>(_ state: S) {
        assert(S.capabilities.isEmpty, "\(S.self) has capabilities: install it with ViewEngine.state(of:orMake:)")
        storedState = state
    }
}

extension ViewEngine {
    /// `node`'s state of type `S`, made with `make` on the node's first update; a new state's
    /// capabilities become the node's, and the node is listed under them
    /// (``NodeCapabilityIndex``) until it leaves.
    ///
    /// ```swift
    /// let (state, isNew) = engine.state(of: node, orMake: GeometryReaderState.init)
    /// ```
    func state<S: NodeState>(of node: ViewNode, orMake make: () -> S) -> (state: S, isNew: Bool) {
        if let existing = node.storedState as? S { return (existing, false) }
        let made = make()
        node.storedState = made
        if !S.capabilities.isEmpty { capabilityIndex.insert(S.capabilities, for: node) }
        return (made, true)
    }
}
