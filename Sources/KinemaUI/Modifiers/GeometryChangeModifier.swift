import Foundation
import KinemaGraph

/// A node state that looks at the laid-out hierarchy after each layout (`onGeometryChange`,
/// `onPreferenceChange`, `overlayPreferenceValue`): the engine calls it, in node order, once the
/// update has laid out and the geometry readers have settled (``NodeCapabilities/layoutObserver``).
@MainActor
protocol LayoutObserving: NodeState {
    /// Looks at `node` after layout.
    func observe(_ node: ViewNode, in engine: ViewEngine) -> LayoutObservation
}

extension LayoutObserving {
    static var capabilities: NodeCapabilities { .layoutObserver }
}

/// What a layout observer asks for after looking.
struct LayoutObservation {
    /// An action to run when the update ends (a changed value's).
    var action: (() -> Void)?
    /// The node's content depends on what it saw, which changed: bring it up to date again in
    /// this update, then lay out again.
    var needsUpdate = false
}

/// What an `onGeometryChange` modifier keeps: how to derive its value, what to run, and the value
/// last reported (`nil` until the view was first laid out).
@MainActor
final class GeometryChangeState<Value: Equatable>: LayoutObserving {
    var transform: (GeometryProxy) -> Value
    var action: (_ oldValue: Value, _ newValue: Value) -> Void
    private var last: Value?

    init(transform: @escaping (GeometryProxy) -> Value, action: @escaping (Value, Value) -> Void) {
        self.transform = transform
        self.action = action
    }

    func observe(_ node: ViewNode, in engine: ViewEngine) -> LayoutObservation {
        let value = transform(GeometryProxy(geometry: engine.geometry(of: node)))
        if let last, last == value { return LayoutObservation() }
        // The first report passes the value as both old and new, as `onChange(initial: true)` does.
        let old = last ?? value
        last = value
        let action = self.action
        return LayoutObservation(action: { action(old, value) })
    }
}

struct _GeometryChangeModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
    let transform: (GeometryProxy) -> Value
    let action: (_ oldValue: Value, _ newValue: Value) -> Void

    func body(content: Content) -> Never { primitiveBody() }

    func update(_ node: ViewNode, content: any View, in context: inout UpdateContext) {
        context.updateLayoutObserver(node, content: content) {
            GeometryChangeState(transform: transform, action: action)
        } refresh: { state in
            state.transform = transform
            state.action = action
        }
    }
}

extension UpdateContext {
    /// Updates a node that watches layout: its state is made once (which lists the node among the
    /// engine's layout observers), and refreshed on each new view value (its closures capture the
    /// view's latest values); the content is its one child.
    mutating func updateLayoutObserver<State: LayoutObserving>(
        _ node: ViewNode, content: any View, make: () -> State, refresh: (State) -> Void
    ) {
        let (state, isNew) = engine.state(of: node, orMake: make)
        if !isNew, isNewValue { refresh(state) }
        node.role = .group
        updateChild(of: node, with: content)
    }
}

extension View {
    /// Adds an action to be performed when a value, created from a geometry proxy, changes.
    ///
    /// ```swift
    /// struct Header: View {
    ///     @State private var width: CGFloat = 0
    ///
    ///     var body: some View {
    ///         Text("Today")
    ///             .font(.largeTitle.bold())
    ///             .onGeometryChange(for: CGFloat.self) { proxy in
    ///                 proxy.size.width
    ///             } action: { newValue in
    ///                 withAnimation(.smooth) { width = newValue }
    ///             }
    ///             .overlay(alignment: .bottomLeading) {
    ///                 Capsule().frame(width: width, height: 3).offset(y: 6)
    ///             }
    ///     }
    /// }
    /// ```
    ///
    /// The proxy describes this view as layout placed it (effects such as `offset` or
    /// `scaleEffect` do not move it, and an animation does not change it frame by frame: it holds
    /// the layout's destination). After every update that lays the view out, `transform` runs and
    /// its result is compared with the previous one; `action` runs when they differ, and once with
    /// the first value after the view's first layout. It runs when the update ends, so state it
    /// writes is applied in a following update of the same event, under the transaction current
    /// where it writes (a `withAnimation` inside it animates).
    ///
    /// - Parameters:
    ///   - type: The type of value transformed from a ``GeometryProxy``.
    ///   - transform: A closure that transforms a ``GeometryProxy`` to your type.
    ///   - action: A closure to run when the transformed data changes, with the new value.
    public func onGeometryChange<T: Equatable & Sendable>(
        for type: T.Type,
        of transform: @escaping @Sendable (GeometryProxy) -> T,
        action: @escaping (_ newValue: T) -> Void
    ) -> some View {
        modifier(_GeometryChangeModifier(transform: transform) { _, new in action(new) })
    }

    /// Adds an action to be performed when a value, created from a geometry proxy, changes; the
    /// action receives the old and the new value.
    ///
    /// ```swift
    /// Color.blue
    ///     .onGeometryChange(for: CGSize.self) { $0.size } action: { oldSize, newSize in
    ///         grew = newSize.width > oldSize.width
    ///     }
    /// ```
    ///
    /// It behaves as the form whose action takes the new value only; the first call, after the
    /// view's first layout, passes the first value as both the old and the new value.
    ///
    /// - Parameters:
    ///   - type: The type of value transformed from a ``GeometryProxy``.
    ///   - transform: A closure that transforms a ``GeometryProxy`` to your type.
    ///   - action: A closure to run when the transformed data changes, with the old and new values.
    public func onGeometryChange<T: Equatable & Sendable>(
        for type: T.Type,
        of transform: @escaping @Sendable (GeometryProxy) -> T,
        action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View {
        modifier(_GeometryChangeModifier(transform: transform, action: action))
    }
}
