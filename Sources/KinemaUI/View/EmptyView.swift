import Foundation

/// A view that doesn't contain any content.
///
/// ```swift
/// var body: some View {
///     if isHidden { EmptyView() } else { Text("Hello") }
/// }
/// ```
public struct EmptyView: View, PrimitiveView {
    /// Creates an empty view.
    public nonisolated init() {}

    /// An empty view has no body.
    public var body: Never { primitiveBody() }

    func update(_ node: ViewNode, in context: inout UpdateContext) {
        node.role = .group
        context.updateChildren(of: node, with: [])
    }
}
