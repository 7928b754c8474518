import Foundation

/// A modifier that you apply to a view or another view modifier, producing a different version of
/// the original value.
///
/// ```swift
/// struct Highlight: ViewModifier {
///     func body(content: Content) -> some View {
///         content.foregroundStyle(.red)
///     }
/// }
/// Text("Hi").modifier(Highlight())
/// ```
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The type of view representing the body.
    associatedtype Body: View

    /// The content view type passed to `body(content:)`.
    typealias Content = _ViewModifier_Content<Self>

    /// Gets the current body of the caller.
    @ViewBuilder func body(content: Content) -> Body
}

/// The content a ``ViewModifier`` wraps: stands for the modified view inside `body(content:)`.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    let content: any View

    /// The content has no body of its own.
    public var body: Never { primitiveBody() }

    func update(_ node: ViewNode, in context: inout UpdateContext) {
        node.role = .group
        context.updateChildren(of: node, with: [content])
    }
}

/// A value with a modifier applied to it.
public struct ModifiedContent<Content, Modifier> {
    /// The content that the modifier transforms into a new view or new view modifier.
    public var content: Content
    /// The view modifier.
    public var modifier: Modifier

    /// A structure that the defines the content and modifier needed to produce a new view or view
    /// modifier.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

/// A modifier Kinema implements itself.
@MainActor
protocol PrimitiveModifier {
    /// Brings `node` up to date: its role, what it does to the context, and its content.
    func update(_ node: ViewNode, content: any View, in context: inout UpdateContext)
}

extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
    /// Modified content has no body of its own.
    public var body: Never { fatalError("ModifiedContent has no body") }

    func update(_ node: ViewNode, in context: inout UpdateContext) {
        let primitive: (any PrimitiveModifier.Type)?
        if case .known(let type) = node.primitiveModifier {
            primitive = type
        } else {
            primitive = Modifier.self as? any PrimitiveModifier.Type
            node.primitiveModifier = .known(primitive)
        }
        if let primitive {
            primitive.update(modifier, node: node, content: content, in: &context)
        } else {
            node.role = .group
            // A custom modifier's `@State` lives in this node, as a view's does.
            context.engine.attachState(in: modifier, to: node)
            let content = self.content
            let modifier = self.modifier
            context.updateChildren(of: node, with: [modifier.body(content: _ViewModifier_Content(content: content))])
        }
    }
}

extension View {
    /// Applies a modifier to a view and returns a new view.
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// A primitive modifier's `body(content:)`, never called.
extension PrimitiveModifier {
    /// Brings `node` up to date with `modifier`, a value of this type.
    static func update<M>(_ modifier: M, node: ViewNode, content: any View, in context: inout UpdateContext) {
        (modifier as! Self).update(node, content: content, in: &context)
    }

    func primitiveBody() -> Never {
        fatalError("\(Self.self) is a primitive modifier and has no body")
    }
}
