import Foundation

/// A view that displays an image.
///
/// Images are named: a host can register pixel data for a name; otherwise the image draws as a
/// labelled placeholder. Either way it has a fixed size, ``defaultSize`` unless you give one.
///
/// ```swift
/// Image("cat")
///     .scaleEffect(1.5)
/// ```
public struct Image: View, PrimitiveView, Equatable {
    /// The size of an image whose size is not known: 100 × 100 points.
    public static let defaultSize = CGSize(width: 100, height: 100)

    let name: String
    let size: CGSize

    /// Creates an image from the named resource.
    public init(_ name: String) {
        self.name = name
        self.size = Image.defaultSize
    }

    /// Creates a system symbol image. Kinema has no symbol font: it draws a placeholder named after
    /// the symbol, 20 × 20 points (a symbol at the body text size).
    public init(systemName: String) {
        self.init(systemName, size: CGSize(width: 20, height: 20))
    }

    /// Creates a named image with an explicit size (a Kinema addition: there is no asset catalog to
    /// read it from).
    public init(_ name: String, size: CGSize) {
        self.name = name
        self.size = CGSize(width: size.width.isFinite ? max(size.width, 0) : 0,
                           height: size.height.isFinite ? max(size.height, 0) : 0)
    }

    /// An image has no body.
    public var body: Never { primitiveBody() }

    func update(_ node: ViewNode, in context: inout UpdateContext) {
        node.role = .leaf(.image(name: name), width: size.width, height: size.height)
        context.updateChildren(of: node, with: [])
    }
}
