import Foundation

/// A fixed width and/or height around a view.
public struct _FrameLayout: ViewModifier, PrimitiveModifier {
    let width: CGFloat?
    let height: CGFloat?

    /// A primitive modifier has no body.
    public func body(content: Content) -> Never { primitiveBody() }

    func update(_ node: ViewNode, content: any View, in context: inout UpdateContext) {
        node.role = .frame(width: width, height: height)
        context.updateChildren(of: node, with: [content])
    }
}

/// Insets around a view.
public struct _PaddingLayout: ViewModifier, PrimitiveModifier {
    let insets: EdgeInsets

    /// A primitive modifier has no body.
    public func body(content: Content) -> Never { primitiveBody() }

    func update(_ node: ViewNode, content: any View, in context: inout UpdateContext) {
        node.role = .padding(insets)
        context.updateChildren(of: node, with: [content])
    }
}

extension View {
    /// Positions this view within an invisible frame with the specified size.
    ///
    /// ```swift
    /// Color.red.frame(width: 40, height: 40)
    /// ```
    ///
    /// A `nil` dimension takes the view's own size; negative and non-finite values read as `nil`.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil) -> some View {
        modifier(_FrameLayout(width: Self.sanitized(width), height: Self.sanitized(height)))
    }

    /// Adds an equal padding amount to all edges of this view; `nil` uses 16 points, a negative
    /// amount takes space away.
    public func padding(_ length: CGFloat? = nil) -> some View {
        // Negative padding shrinks the view's space, as in SwiftUI; NaN and infinities read as nil.
        let value = length.flatMap { $0.isFinite ? $0 : nil } ?? 16
        return modifier(_PaddingLayout(insets: EdgeInsets(top: value, leading: value, bottom: value, trailing: value)))
    }

    /// Adds the given insets to the edges of this view.
    public func padding(_ insets: EdgeInsets) -> some View {
        modifier(_PaddingLayout(insets: insets))
    }

    private static func sanitized(_ length: CGFloat?) -> CGFloat? {
        guard let length, length.isFinite, length >= 0 else { return nil }
        return length
    }
}
