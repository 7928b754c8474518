import Foundation

/// A type that represents part of your app's user interface.
///
/// Describe a view by composing others in ``body``; Kinema evaluates it when the view appears and
/// again when state it reads changes — never once per animation frame, unless the view is
/// ``Animatable``.
///
/// ```swift
/// struct Avatar: View {
///     var pet: Pet
///     @State private var selected = false
///
///     var body: some View {
///         Image(pet.type)
///             .scaleEffect(selected ? 1.5 : 1.0)
///             .onTapGesture { withAnimation(.bouncy) { selected.toggle() } }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol View {
    /// The type of view representing the body of this view.
    associatedtype Body: View

    /// The content and behavior of the view.
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    /// Primitive views have no body.
    public var body: Never { fatalError("Never has no body") }
}

/// A view Kinema implements itself: it updates its node directly instead of having a body.
@MainActor
protocol PrimitiveView {
    /// Brings `node` (this view's node) up to date with this view value: its role, its children.
    func update(_ node: ViewNode, in context: inout UpdateContext)

    /// Brings `node` up to date with `view`, a value the node's kind says this type handles.
    static func update(_ view: any View, node: ViewNode, in context: inout UpdateContext)
}

extension PrimitiveView {
    /// Brings `node` up to date with `view`, a value of this type (the node's kind says so).
    static func update(_ view: any View, node: ViewNode, in context: inout UpdateContext) {
        knownCast(view: view, to: Self.self).update(node, in: &context)
    }

    /// Primitive views have no body; asking for one is a programming error.
    func primitiveBody() -> Never {
        fatalError("\(Self.self) is a primitive view and has no body")
    }
}

/// `value` as `T`, a type the caller knows it has (a node's kind names its view's type): a type
/// comparison and a copy, where `as!` went through the runtime's general cast, some 250
/// instructions, several times per view of every update. Traps as `as!` does when it is not one.
@inline(__always)
func knownCast<V, T>(_ value: V, to type: T.Type) -> T {
    guard V.self == T.self else { return value as! T }
    return unsafeBitCast(value, to: T.self)
}

/// ``knownCast(_:to:)`` for a view in an existential: opened first, so the comparison is with
/// the view's own type.
@inline(__always)
func knownCast<T>(view: any View, to type: T.Type) -> T {
    @inline(__always) func opened<V: View>(_ value: V) -> T { knownCast(value, to: T.self) }
    return opened(view)
}
