import Foundation

/// A 2D shape that you can use when drawing a view: it fills the space it is offered with the
/// foreground colour.
public protocol Shape: View {}

/// A shape Kinema knows how to draw.
@MainActor
protocol BuiltInShape: Shape, PrimitiveView {
    var displayShape: DisplayList.Shape { get }
}

extension BuiltInShape {
    func update(_ node: ViewNode, in context: inout UpdateContext) {
        node.role = .leaf(.shape(displayShape, fill: nil), width: nil, height: nil)
        context.updateChildren(of: node, with: [])
    }
}

/// A rectangular shape aligned inside the frame of the view containing it.
///
/// ```swift
/// Rectangle().frame(width: 40, height: 20)
/// ```
public struct Rectangle: BuiltInShape, Equatable {
    /// Creates a rectangle.
    public init() {}
    /// A shape has no body.
    public var body: Never { primitiveBody() }
    var displayShape: DisplayList.Shape { .rectangle }
}

/// A circle centered on the frame of the view containing it.
public struct Circle: BuiltInShape, Equatable {
    /// Creates a circle.
    public init() {}
    /// A shape has no body.
    public var body: Never { primitiveBody() }
    var displayShape: DisplayList.Shape { .circle }
}

/// An ellipse aligned inside the frame of the view containing it.
public struct Ellipse: BuiltInShape, Equatable {
    /// Creates an ellipse.
    public init() {}
    /// A shape has no body.
    public var body: Never { primitiveBody() }
    var displayShape: DisplayList.Shape { .ellipse }
}

/// A rectangular shape with rounded corners, aligned inside the frame of the view containing it.
public struct RoundedRectangle: BuiltInShape, Equatable {
    /// The corner radius.
    public var cornerSize: CGSize

    /// Creates a rounded rectangle with the given corner radius.
    public init(cornerRadius: CGFloat) {
        self.cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
    }

    /// Creates a rounded rectangle with the given corner size.
    public init(cornerSize: CGSize) {
        self.cornerSize = cornerSize
    }

    /// A shape has no body.
    public var body: Never { primitiveBody() }
    var displayShape: DisplayList.Shape { .roundedRectangle(cornerRadius: min(cornerSize.width, cornerSize.height)) }
}

/// A capsule shape aligned inside the frame of the view containing it.
public struct Capsule: BuiltInShape, Equatable {
    /// Creates a capsule.
    public init() {}
    /// A shape has no body.
    public var body: Never { primitiveBody() }
    var displayShape: DisplayList.Shape { .capsule }
}
