import Foundation

/// A fixed width and/or height around a view.
public struct _FrameLayout: ViewModifier, PrimitiveModifier {
    /// The width and height, each `nil` when not fixed, as two doubles: with the 8-byte alignment
    /// the modifier is 24 bytes, so a framed leaf (`Color.red.frame(width: 40)`) sits inline in
    /// a view's existential instead of in a heap box.
    let size: ProposedSize
    let alignment: Alignment

    @usableFromInline
    init(width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        size = ProposedSize(width: width, height: height)
        self.alignment = alignment
    }

    var width: CGFloat? { size.width }
    var height: CGFloat? { size.height }

    /// A primitive modifier has no body.
    public func body(content: Content) -> Never { primitiveBody() }

    func update(_ node: ViewNode, content: any View, in context: inout UpdateContext) {
        node.setRole(.frame(width: width, height: height, alignment: alignment)) {
            if case .frame(width, height, alignment) = $0 { true } else { false }
        }
        context.updateChild(of: node, with: content)
    }
}

/// Insets around a view.
public struct _PaddingLayout: ViewModifier, PrimitiveModifier {
    let insets: EdgeInsets

    /// A primitive modifier has no body.
    public func body(content: Content) -> Never { primitiveBody() }

    func update(_ node: ViewNode, content: any View, in context: inout UpdateContext) {
        node.role = .padding(insets)
        context.updateChild(of: node, with: content)
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
    /// The view is placed in the frame at `alignment`.
    @inlinable
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(_FrameLayout(width: Self.sanitized(width), height: Self.sanitized(height), alignment: alignment))
    }

    /// Adds padding to the given edges of this view: `length` points, or 16 when `nil`. A negative
    /// length takes space away; NaN and infinities read as `nil`.
    ///
    /// ```swift
    /// Text("Hi").padding(.horizontal, 8)
    /// ```
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let value = length.flatMap { $0.isFinite ? $0 : nil } ?? 16
        return modifier(_PaddingLayout(insets: EdgeInsets(
            top: edges.contains(.top) ? value : 0, leading: edges.contains(.leading) ? value : 0,
            bottom: edges.contains(.bottom) ? value : 0, trailing: edges.contains(.trailing) ? value : 0)))
    }

    /// Adds a specific padding amount to each edge of this view.
    public func padding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }

    /// Adds the given insets to the edges of this view.
    public func padding(_ insets: EdgeInsets) -> some View {
        modifier(_PaddingLayout(insets: insets))
    }

    @usableFromInline
    static func sanitized(_ length: CGFloat?) -> CGFloat? {
        guard let length, length.isFinite, length >= 0 else { return nil }
        return length
    }
}
