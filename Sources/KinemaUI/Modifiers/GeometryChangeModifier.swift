import Foundation
import KinemaGraph

/// A view whose layout geometry is watched by an `onGeometryChange` modifier: after each update the
/// engine hands it the view's geometry, and it returns the action to run when its value changed.
@MainActor
protocol GeometryObserving: NodeState {
    func report(_ geometry: ReaderGeometry) -> (() -> Void)?
}

/// What an `onGeometryChange` modifier keeps: how to derive its value, what to run, and the value
/// last reported (`nil` until the view was first laid out).
@MainActor
final class GeometryChangeState<Value: Equatable>: GeometryObserving {
    var transform: (GeometryProxy) -> Value
    var action: (_ oldValue: Value, _ newValue: Value) -> Void
    private var last: Value?

    init(transform: @escaping (GeometryProxy) -> Value, action: @escaping (Value, Value) -> Void) {
        self.transform = transform
        self.action = action
    }

    func report(_ geometry: ReaderGeometry) -> (() -> Void)? {
        let value = transform(GeometryProxy(geometry: geometry))
        if let last, last == value { return nil }
        // The first report passes the value as both old and new, as `onChange(initial: true)` does.
        let old = last ?? value
        last = value
        let action = self.action
        return { action(old, value) }
    }
}

struct _GeometryChangeModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
    let transform: (GeometryProxy) -> Value
    let action: (_ oldValue: Value, _ newValue: Value) -> Void

    func body(content: Content) -> Never { primitiveBody() }

    func update(_ node: ViewNode, content: any View, in context: inout UpdateContext) {
        let (state, isNew) = node.state(orMake: { GeometryChangeState(transform: transform, action: action) })
        if isNew {
            context.engine.geometryObservers[node.id] = (node, state)
        } else if context.isNewValue {
            // The closures capture the view's latest values.
            state.transform = transform
            state.action = action
        }
        node.role = .group
        context.updateChildren(of: node, with: [content])
    }
}

extension ViewEngine {
    /// After layout: reports the geometry of every view watched by `onGeometryChange`; the actions
    /// of the values that changed run when the update ends, in node order.
    func reportGeometryChanges() {
        guard !geometryObservers.isEmpty else { return }
        for (node, state) in geometryObservers.values.sorted(by: { $0.node.id < $1.node.id })
        where nodes.contains(node) {
            if let action = state.report(geometry(of: node)) { scheduleAfterUpdate(action) }
        }
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
