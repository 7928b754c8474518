import Foundation

/// A view that arranges its subviews in a vertical line.
///
/// ```swift
/// VStack(spacing: 12) {
///     Image("cat")
///     Text("Cat")
/// }
/// ```
public struct VStack<Content: View>: View, AxisStack {
    let spacing: CGFloat?
    let content: Content
    let alignment: Alignment

    /// Creates a vertical stack with the given spacing (8 points by default) and horizontal
    /// alignment of its children.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.spacing = spacing
        self.content = content()
        self.alignment = Alignment(horizontal: alignment, vertical: .center)
    }

    /// A stack has no body.
    public var body: Never { primitiveBody() }

    static var axis: Axis { .vertical }
}

/// A view that arranges its subviews in a horizontal line.
public struct HStack<Content: View>: View, AxisStack {
    let spacing: CGFloat?
    let content: Content
    let alignment: Alignment

    /// Creates a horizontal stack with the given spacing (8 points by default) and vertical
    /// alignment of its children.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.spacing = spacing
        self.content = content()
        self.alignment = Alignment(horizontal: .center, vertical: alignment)
    }

    /// A stack has no body.
    public var body: Never { primitiveBody() }

    static var axis: Axis { .horizontal }
}

/// A view that overlays its subviews, centred.
public struct ZStack<Content: View>: View, PrimitiveView {
    let content: Content
    let alignment: Alignment

    /// Creates an instance with the given alignment: each child is aligned in the stack's frame.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.alignment = alignment
    }

    /// A stack has no body.
    public var body: Never { primitiveBody() }

    func update(_ node: ViewNode, in context: inout UpdateContext) {
        node.role = .zstack(alignment)
        context.updateChildren(of: node, with: Stacks.flatten(content))
    }
}

/// What `HStack` and `VStack` share: children along one axis.
@MainActor
protocol AxisStack: PrimitiveView {
    associatedtype Content: View
    static var axis: Axis { get }
    var spacing: CGFloat? { get }
    var content: Content { get }
    /// How children are aligned across the stack's axis.
    var alignment: Alignment { get }
}

extension AxisStack {
    func update(_ node: ViewNode, in context: inout UpdateContext) {
        node.role = .stack(Self.axis, spacing: Stacks.stackSpacing(spacing), alignment: alignment)
        context.updateChildren(of: node, with: Stacks.flatten(content))
    }
}

@MainActor
enum Stacks {
    static func spacing(_ spacing: CGFloat?) -> CGFloat {
        stackSpacing(spacing) ?? ViewLayout.defaultSpacing
    }

    /// An axis stack's spacing: `nil` (or a non-finite value) leaves each pair of children their
    /// preferred spacing. Negative spacing overlaps the views, as in SwiftUI.
    static func stackSpacing(_ spacing: CGFloat?) -> CGFloat? {
        guard let spacing, spacing.isFinite else { return nil }
        return spacing
    }

    /// The stack's direct children: a tuple's elements, or the one view.
    static func flatten(_ content: some View) -> [any View] {
        if let tuple = content as? any TupleViewProtocol { return tuple.elements }
        return [content]
    }
}

/// A tuple view's elements, for containers that lay them out one by one.
@MainActor
protocol TupleViewProtocol {
    var elements: [any View] { get }
}

extension TupleView: TupleViewProtocol {}
