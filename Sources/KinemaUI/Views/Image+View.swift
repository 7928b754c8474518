import Foundation

extension Image: View, PrimitiveView {
    /// An image has no body.
    public var body: Never { primitiveBody() }

    func update(_ node: ViewNode, in context: inout UpdateContext) {
        node.role = .image(ImageLeaf(self, in: context.text))
        context.updateChildren(of: node, with: [])
    }
}
