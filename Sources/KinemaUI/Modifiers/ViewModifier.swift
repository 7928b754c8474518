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
        context.updateChild(of: node, with: content)
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
        if case .unknown = node.modifierKind {
            node.modifierKind = Self.modifierKind
        }
        switch node.modifierKind {
        case .distributed:
            // Several views: the modifier applies to each, as it does in SwiftUI.
            node.role = .group
            guard context.isNewValue else { return context.revisitChildren(of: node) }
            let (views, identities) = (content as! any _MultiViewContent).distributing(modifier)
            context.reconcileChildren(of: node, with: views, identities: identities)
        case .primitive(let primitive):
            primitive.update(modifier, node: node, content: content, in: &context)
        case .geometry(let effect):
            effect.updateGeometryEffect(modifier, node: node, content: content, in: &context)
        case .animatableCustom:
            node.role = .group
            guard context.isNewValue else { return context.revisitChildren(of: node) }
            // The modifier's body sees its presentation value.
            let animatable = modifier as! any (ViewModifier & Animatable)
            node.environment = context.environmentBox
            let body = context.engine.animatableModifierBody(
                of: animatable, content: content, node: node, context: context)
            context.reconcileChildren(of: node, with: [body])
        case .custom, .unknown:
            node.role = .group
            // A custom modifier's `@State` lives in this node, as a view's does.
            context.engine.attachState(in: modifier, to: node, environment: context.environmentBox)
            let content = self.content
            let modifier = self.modifier
            context.updateChildren(of: node, with: [modifier.body(content: _ViewModifier_Content(content: content))])
        }
    }

    /// How a node applies modifiers of this type (looked up once per node: a conformance cast per
    /// update would cost more than a small modifier's work).
    private static var modifierKind: ViewNode.ModifierKind {
        if Content.self is any _MultiViewContent.Type { return .distributed }
        if let primitive = Modifier.self as? any PrimitiveModifier.Type { return .primitive(primitive) }
        if let geometry = Modifier.self as? any _GeometryEffectValue.Type, Modifier.self is any Animatable.Type {
            return .geometry(geometry)
        }
        return Modifier.self is any Animatable.Type ? .animatableCustom : .custom
    }
}

/// Content that stands for several views in its parent — a tuple of views, a `Group`, a
/// `ForEach` — so that a modifier applied to it applies to each of its views: "any modifier you
/// apply to the group affects all of that group's members". `Group { a; b }.frame(width: 100)`
/// makes two 100-wide frames, and `ForEach(items) { … }.offset(y: 10)` offsets each row, as in
/// SwiftUI.
@MainActor
protocol _MultiViewContent {
    /// Its views, each with `modifier` applied, and their identities (`nil`: by position).
    func distributing<M: ViewModifier>(_ modifier: M) -> (views: [any View], identities: [AnyHashable]?)
}

extension TupleView: _MultiViewContent {
    func distributing<M: ViewModifier>(_ modifier: M) -> (views: [any View], identities: [AnyHashable]?) {
        (elements.map { applying(modifier, to: $0) }, nil)
    }
}

extension Group: _MultiViewContent {
    func distributing<M: ViewModifier>(_ modifier: M) -> (views: [any View], identities: [AnyHashable]?) {
        if let multi = content as? any _MultiViewContent { return multi.distributing(modifier) }
        return ([content.modifier(modifier)], nil)
    }
}

extension ForEach: _MultiViewContent {
    func distributing<M: ViewModifier>(_ modifier: M) -> (views: [any View], identities: [AnyHashable]?) {
        var views: [any View] = []
        var identities: [AnyHashable] = []
        views.reserveCapacity(data.count)
        identities.reserveCapacity(data.count)
        let content = self.content
        let id = self.id
        for element in data {
            views.append(content(element).modifier(modifier))
            identities.append(AnyHashable(element[keyPath: id]))
        }
        return (views, identities)
    }
}

/// `view` with `modifier` applied, whatever its type.
@MainActor
private func applying<M: ViewModifier>(_ modifier: M, to view: any View) -> any View {
    func apply<V: View>(_ view: V) -> any View { view.modifier(modifier) }
    return apply(view)
}

/// A modifier that can create another modifier with animation.
///
/// Any `Animatable` modifier animates this way: its `body(content:)` runs on every frame of an
/// animation with the interpolated `animatableData`:
///
/// ```swift
/// struct Shake: AnimatableModifier {
///     var shakes: CGFloat
///     var animatableData: CGFloat {
///         get { shakes }
///         set { shakes = newValue }
///     }
///     func body(content: Content) -> some View {
///         content.offset(x: sin(shakes * .pi * 2) * 10)
///     }
/// }
/// ```
///
/// SwiftUI declares it as a protocol refining both; here it is their composition, so that a
/// modifier's `Animatable` conformance may be isolated to the main actor, as a `View`'s may
/// (SE-0470's inferred isolated conformances): a refining protocol would need a nonisolated one.
public typealias AnimatableModifier = Animatable & ViewModifier

extension View {
    /// Applies a modifier to a view and returns a new view.
    @inlinable
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// A primitive modifier's `body(content:)`, never called.
extension PrimitiveModifier {
    /// Brings `node` up to date with `modifier`, a value of this type.
    static func update<M>(_ modifier: M, node: ViewNode, content: any View, in context: inout UpdateContext) {
        knownCast(modifier, to: Self.self).update(node, content: content, in: &context)
    }

    func primitiveBody() -> Never {
        fatalError("\(Self.self) is a primitive modifier and has no body")
    }
}
