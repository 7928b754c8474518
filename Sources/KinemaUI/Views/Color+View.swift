import Foundation

/// A colour is also a view that fills the space it is offered.
///
/// ```swift
/// Color.red.frame(width: 40, height: 40)
/// ```
extension Color: View, PrimitiveView {
    /// A colour has no body.
    public var body: Never { primitiveBody() }

    func update(_ node: ViewNode, in context: inout UpdateContext) {
        update(node, framed: ProposedSize(width: nil, height: nil), in: &context)
    }

    @MainActor private func update(_ node: ViewNode, framed frame: ProposedSize, in context: inout UpdateContext) {
        node.role = .leaf(.color(self), width: frame.width, height: frame.height)
        context.updateChildren(of: node, with: [])
    }
}

extension Color: _ProposalFillingView {
    static func update(_ view: any View, node: ViewNode, framed frame: ProposedSize, in context: inout UpdateContext) {
        knownCast(view: view, to: Color.self).update(node, framed: frame, in: &context)
    }
}
