import Foundation
import KinemaGraph

/// What an appearance modifier keeps: its latest actions, and the engine to run the disappear
/// action on when the node leaves.
final class AppearanceState: NodeState {
    var onAppear: (() -> Void)?
    var onDisappear: (() -> Void)?
    unowned(unsafe) let engine: ViewEngine

    init(engine: ViewEngine) {
        self.engine = engine
    }

    func release(from graph: AttributeGraph) {
        // The node is gone; the action runs when the update that removed it ends.
        if let onDisappear { MainActor.assumeIsolated { engine.scheduleAfterUpdate(onDisappear) } }
    }
}

/// Runs actions when its view enters and leaves the hierarchy.
struct _AppearanceActionModifier: ViewModifier, PrimitiveModifier {
    let appear: (() -> Void)?
    let disappear: (() -> Void)?

    func body(content: Content) -> Never { primitiveBody() }

    func update(_ node: ViewNode, content: any View, in context: inout UpdateContext) {
        let engine = context.engine
        let (state, isNew) = node.state(orMake: { AppearanceState(engine: engine) })
        if context.isNewValue || isNew {
            state.onAppear = appear
            state.onDisappear = disappear
        }
        if isNew, let appear { engine.scheduleAfterUpdate(appear) }
        node.role = .group
        context.updateChild(of: node, with: content)
    }
}

/// The value an `onChange` modifier saw last.
final class ChangeState<Value: Equatable>: NodeState {
    var value: Value

    init(value: Value) {
        self.value = value
    }
}

/// Runs an action when a value differs from the one the previous update saw.
struct _ValueActionModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
    let value: Value
    let initial: Bool
    let action: (_ oldValue: Value, _ newValue: Value) -> Void

    func body(content: Content) -> Never { primitiveBody() }

    func update(_ node: ViewNode, content: any View, in context: inout UpdateContext) {
        let (state, isNew) = node.state(orMake: { ChangeState(value: value) })
        if isNew {
            if initial {
                let value = self.value
                let action = self.action
                context.engine.scheduleAfterUpdate { action(value, value) }
            }
        } else if context.isNewValue, state.value != value {
            let old = state.value, new = value
            state.value = value
            let action = self.action
            context.engine.scheduleAfterUpdate { action(old, new) }
        }
        node.role = .group
        context.updateChild(of: node, with: content)
    }
}

extension View {
    /// Adds an action to perform before this view appears.
    ///
    /// ```swift
    /// Circle()
    ///     .rotationEffect(.degrees(spinning ? 360 : 0))
    ///     .onAppear {
    ///         withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { spinning = true }
    ///     }
    /// ```
    ///
    /// The action runs once when the view is first added to the hierarchy, right after the update
    /// that adds it and before the next frame; state it changes is applied in a following update
    /// of the same event, so a change inside `withAnimation` animates from the view's first look.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_AppearanceActionModifier(appear: action, disappear: nil))
    }

    /// Adds an action to perform after this view disappears.
    ///
    /// ```swift
    /// Text("Loading").onDisappear { finished = true }
    /// ```
    ///
    /// The action runs when the update that removes the view ends.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_AppearanceActionModifier(appear: nil, disappear: action))
    }

    /// Adds a modifier for this view that fires an action when a specific value changes.
    ///
    /// ```swift
    /// Circle()
    ///     .scaleEffect(scale)
    ///     .onChange(of: score) { oldValue, newValue in
    ///         withAnimation(.bouncy) { scale = newValue > oldValue ? 1.3 : 0.8 }
    ///     }
    /// ```
    ///
    /// The value is compared with the one the previous update of this view saw; when it
    /// differs, `action` runs with both after the update. An action that writes state is applied
    /// in a following update of the same event; one that keeps changing the value it observes is
    /// stopped after a bounded number of updates, as SwiftUI stops actions that update more than
    /// once per frame.
    ///
    /// - Parameters:
    ///   - value: The value to check against when determining whether to run the closure.
    ///   - initial: Whether the action should be run when this view initially appears.
    ///   - action: A closure to run when the value changes, with the old and new values.
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View {
        modifier(_ValueActionModifier(value: value, initial: initial, action: action))
    }

    /// Adds a modifier for this view that fires an action when a specific value changes.
    ///
    /// ```swift
    /// Text("\(count)").onChange(of: count) { pulse.toggle() }
    /// ```
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        modifier(_ValueActionModifier(value: value, initial: initial) { _, _ in action() })
    }

    /// Adds an action to perform when the given value changes (SwiftUI's older spelling: the
    /// action receives the new value).
    ///
    /// ```swift
    /// Text("\(count)").onChange(of: count) { newValue in last = newValue }
    /// ```
    @_disfavoredOverload
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        modifier(_ValueActionModifier(value: value, initial: false) { _, new in action(new) })
    }
}
