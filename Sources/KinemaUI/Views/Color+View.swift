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
        node.role = .leaf(.color(self), width: nil, height: nil)
        context.updateChildren(of: node, with: [])
    }
}
