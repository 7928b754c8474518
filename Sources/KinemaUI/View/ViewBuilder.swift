import Foundation

/// A custom parameter attribute that constructs views from closures.
///
/// It accepts any number of views, `if`, `if`/`else`, `if let`, `switch` and `for`-free
/// `ForEach`:
///
/// ```swift
/// VStack {
///     Text("Title")
///     if showsDetail { Text("Detail") } else { EmptyView() }
/// }
/// ```
@MainActor @preconcurrency @resultBuilder
public struct ViewBuilder {
    /// Builds an empty view from a block containing no statements.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// Passes a single view written as a child view through unmodified.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// Combines several views into one.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        // The elements are listed here, where their types are known, so that containers never
        // take the tuple apart by reflection (a fifth of an update that rebuilds 1,000 rows).
        var elements: [any View] = []
        for view in repeat each content { elements.append(view) }
        return TupleView((repeat each content), elements: elements)
    }

    /// Passes a view through unmodified.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// An `if` without `else`: the view when the condition holds, nothing otherwise.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// The `if` branch of an `if`/`else`.
    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The `else` branch of an `if`/`else`.
    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// An `if #available` block: its content.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> Content { content }
}

/// A view created from a Swift tuple of views.
public struct TupleView<T>: View, PrimitiveView {
    /// The views.
    public var value: T

    /// The views of `value` as a list, when the builder made it; `nil` for a tuple view made
    /// from a value directly, whose views are found by reflection.
    let listedElements: [any View]?

    /// Creates a tuple view.
    public init(_ value: T) {
        self.value = value
        listedElements = nil
    }

    init(_ value: T, elements: [any View]) {
        self.value = value
        listedElements = elements
    }

    /// The views of the tuple, in order.
    var elements: [any View] {
        listedElements ?? Mirror(reflecting: value).children.compactMap { $0.value as? any View }
    }

    /// A tuple view has no body.
    public var body: Never { primitiveBody() }

    func update(_ node: ViewNode, in context: inout UpdateContext) {
        node.role = .group
        context.updateChildren(of: node, with: elements)
    }
}

/// Content that shows one of two views, chosen by a condition.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    /// A conditional has no body.
    public var body: Never { primitiveBody() }

    func update(_ node: ViewNode, in context: inout UpdateContext) {
        node.role = .group
        // The branch is part of the identity: switching branches replaces the subtree.
        switch storage {
        case .trueContent(let view): context.updateChildren(of: node, with: [view], identities: [0])
        case .falseContent(let view): context.updateChildren(of: node, with: [view], identities: [1])
        }
    }
}

extension Optional: View where Wrapped: View {
    /// An optional view has no body.
    public var body: Never { fatalError("Optional views have no body") }
}

extension Optional: PrimitiveView where Wrapped: View {
    func update(_ node: ViewNode, in context: inout UpdateContext) {
        node.role = .group
        context.updateChildren(of: node, with: self.map { [$0] } ?? [])
    }
}
