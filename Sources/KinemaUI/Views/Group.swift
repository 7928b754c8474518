import Foundation

/// A type that collects multiple instances of a content type into a single unit, without affecting
/// their layout: inside a stack, a group's views join the stack one by one.
///
/// ```swift
/// VStack {
///     Group {
///         Text("One")
///         Text("Two")
///     }
///     .foregroundStyle(.red)
/// }
/// ```
public struct Group<Content: View>: View, PrimitiveView {
    let content: Content

    /// Creates a group of views.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A group has no body.
    public var body: Never { primitiveBody() }

    func update(_ node: ViewNode, in context: inout UpdateContext) {
        node.role = .group
        context.updateChildren(of: node, with: Stacks.flatten(content))
    }
}

/// A type-erased view: it changes the type of view it holds without changing its own.
///
/// When the wrapped view's type changes, the old view's state goes and the new one starts fresh,
/// as in SwiftUI.
///
/// ```swift
/// let shape: AnyView = rounded ? AnyView(Capsule()) : AnyView(Rectangle())
/// ```
public struct AnyView: View, PrimitiveView {
    let view: any View

    /// Create an instance that type-erases `view`.
    public init<V: View>(_ view: V) {
        self.view = view
    }

    /// Creates an instance that type-erases the parameter.
    public init<V: View>(erasing view: V) {
        self.view = view
    }

    /// A type-erased view has no body.
    public var body: Never { primitiveBody() }

    func update(_ node: ViewNode, in context: inout UpdateContext) {
        node.role = .group
        context.updateChildren(of: node, with: [view])
    }
}

/// Gives a view an explicit identity: when the value changes, the view is a new view (its state
/// starts over).
struct _IdentityModifier<ID: Hashable>: ViewModifier, PrimitiveModifier {
    let id: ID

    func body(content: Content) -> Never { primitiveBody() }

    func update(_ node: ViewNode, content: any View, in context: inout UpdateContext) {
        node.role = .group
        context.updateChildren(of: node, with: [content], identities: [AnyHashable(id)])
    }
}

/// The identity modifier whatever its value's type: lets a transition outside `.id` move inside.
@MainActor
protocol _IdentityModifierProtocol {
    /// `view` with this identity.
    func wrap<Wrapped: View>(_ view: Wrapped) -> any View
}

extension _IdentityModifier: _IdentityModifierProtocol {
    func wrap<Wrapped: View>(_ view: Wrapped) -> any View {
        view.modifier(self)
    }
}

extension View {
    /// Binds a view's identity to the given proxy value: a different value makes a different view,
    /// whose state starts over.
    ///
    /// ```swift
    /// Counter().id(resetCount)   // changing resetCount resets the counter's @State
    /// ```
    public func id<ID: Hashable>(_ id: ID) -> some View {
        modifier(_IdentityModifier(id: id))
    }
}
