import Foundation

/// Rewrites the transaction for a subtree on every update.
struct _TransactionModifier: ViewModifier, PrimitiveModifier {
    let transform: (inout Transaction) -> Void

    func body(content: Content) -> Never { primitiveBody() }

    func update(_ node: ViewNode, content: any View, in context: inout UpdateContext) {
        node.role = .group
        transform(&context.transaction)
        context.updateChild(of: node, with: content)
    }
}

/// Rewrites the transaction for a subtree only in updates where `value` changed.
struct _ValueTransactionModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
    let value: Value
    let transform: (inout Transaction) -> Void

    func body(content: Content) -> Never { primitiveBody() }

    func update(_ node: ViewNode, content: any View, in context: inout UpdateContext) {
        node.role = .group
        let previous = node.state(ValueBox<Value>.self)
        if let previous, context.isNewValue, previous.value != value {
            transform(&context.transaction)
        }
        if context.isNewValue { node.setState(ValueBox(value)) }
        context.updateChild(of: node, with: content)
    }
}

/// The last value a value-scoped modifier saw.
final class ValueBox<Value>: NodeState {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// Applies a transaction rewrite to the modifiers built inside `body` only; the content keeps the
/// transaction it had.
struct _ScopedTransactionView<Content: View, Body: View>: View, PrimitiveView {
    let transform: (inout Transaction) -> Void
    let scopedBody: Body

    var body: Never { primitiveBody() }

    func update(_ node: ViewNode, in context: inout UpdateContext) {
        node.role = .group
        context.pushPlaceholderTransaction(context.transaction)
        transform(&context.transaction)
        context.updateChildren(of: node, with: [scopedBody])
    }
}

/// A placeholder for the content a body-scoped animation or transaction modifier wraps: inside the
/// body closure it stands for the original view, drawn with the transaction it had outside.
public struct PlaceholderContentView<Value>: View, PrimitiveView {
    let content: any View
    /// Whether the placeholder restores the transaction outside a body-scoped modifier (a
    /// transition's placeholder does not: it is not inside one).
    var restoresTransaction = true

    init(content: any View, restoresTransaction: Bool = true) {
        self.content = content
        self.restoresTransaction = restoresTransaction
    }

    /// The placeholder has no body.
    public var body: Never { primitiveBody() }

    func update(_ node: ViewNode, in context: inout UpdateContext) {
        node.role = .group
        if restoresTransaction, let outer = context.popPlaceholderTransaction() {
            context.transaction = outer
        }
        context.updateChild(of: node, with: content)
    }
}

extension View {
    /// Applies the given transaction mutation function to all animations used within the view.
    ///
    /// ```swift
    /// content.transaction { $0.animation = $0.avatarTapped ? .bouncy : .smooth }
    /// ```
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(_TransactionModifier(transform: transform))
    }

    /// Applies the given transaction mutation function to all animations used within the view, in
    /// updates where `value` changed.
    ///
    /// ```swift
    /// Image(pet.type)
    ///     .scaleEffect(selected ? 1.5 : 1.0)
    ///     .transaction(value: selected) { $0.animation = $0.avatarTapped ? .bouncy : .smooth }
    /// ```
    public func transaction(value: some Equatable, _ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(_ValueTransactionModifier(value: value, transform: transform))
    }

    /// Applies the given animation to this view when the specified value changes.
    ///
    /// ```swift
    /// Image(pet.type)
    ///     .scaleEffect(selected ? 1.5 : 1.0)
    ///     .animation(.bouncy, value: selected)
    /// ```
    ///
    /// A transaction that disables animations is left alone.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(_ValueTransactionModifier(value: value) { transaction in
            if !transaction.disablesAnimations { transaction.animation = animation }
        })
    }

    /// Applies the given animation to all animatable values within this view, on every update.
    ///
    /// Deprecated in SwiftUI because it also animates changes the view did not expect; prefer
    /// ``animation(_:value:)`` or `withAnimation`.
    @available(*, deprecated, message: "Use withAnimation or animation(_:value:) instead.")
    public func animation(_ animation: Animation?) -> some View {
        transaction { transaction in
            if !transaction.disablesAnimations { transaction.animation = animation }
        }
    }

    /// Applies the given transaction mutation function to the modifiers inside `body` only.
    ///
    /// ```swift
    /// content.transaction { $0.animation = .bouncy } body: {
    ///     $0.scaleEffect(selected ? 1.5 : 1.0)
    /// }
    /// ```
    public func transaction<V: View>(
        _ transform: @escaping (inout Transaction) -> Void,
        @ViewBuilder body: (PlaceholderContentView<Self>) -> V
    ) -> some View {
        _ScopedTransactionView<Self, V>(transform: transform, scopedBody: body(PlaceholderContentView(content: self)))
    }

    /// Applies the given animation to all animatable values within the `body` closure; the content
    /// is not affected.
    ///
    /// ```swift
    /// content
    ///     .animation(.smooth) { $0.shadow(radius: selected ? 12 : 8) }
    ///     .animation(.bouncy) { $0.scaleEffect(selected ? 1.5 : 1.0) }
    /// ```
    public func animation<V: View>(
        _ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V
    ) -> some View {
        transaction({ transaction in
            if !transaction.disablesAnimations { transaction.animation = animation }
        }, body: body)
    }
}
