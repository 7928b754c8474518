import Foundation

/// Puts a view behind or in front of the modified view, sized and aligned on it: what
/// `background` and `overlay` do.
struct _DecorationModifier<Decoration: View>: ViewModifier, PrimitiveModifier {
    let decoration: Decoration
    let alignment: Alignment
    let isBackground: Bool

    func body(content: Content) -> Never { primitiveBody() }

    func update(_ node: ViewNode, content: any View, in context: inout UpdateContext) {
        node.role = .decorated(primary: isBackground ? 1 : 0, alignment: alignment)
        let decoration = Self.layered(self.decoration, alignment: alignment)
        context.updateChildren(of: node, with: isBackground ? [decoration, content] : [content, decoration])
    }

    /// A decoration as it is laid out: several views in an implicit `ZStack` with the
    /// decoration's alignment; one view as it is, so its own guides meet the primary view's.
    static func layered(_ decoration: Decoration, alignment: Alignment) -> any View {
        Decoration.self is any _MultiViewContent.Type ? ZStack(alignment: alignment) { decoration } : decoration
    }
}

extension View {
    /// Layers the views that you specify in front of this view, offered this view's size and
    /// aligned on it.
    ///
    /// ```swift
    /// Circle().fill(.blue).frame(width: 40, height: 40)
    ///     .overlay(alignment: .topTrailing) { Circle().fill(.red).frame(width: 10, height: 10) }
    /// ```
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_DecorationModifier(decoration: content(), alignment: alignment, isBackground: false))
    }

    /// Layers a secondary view in front of this view. (Disfavoured, as in SwiftUI: a colour is
    /// also a style, and `overlay(Color.red)` takes the style form.)
    @_disfavoredOverload
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        modifier(_DecorationModifier(decoration: overlay, alignment: alignment, isBackground: false))
    }

    /// Layers the specified style in front of this view.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        overlay(Rectangle().fill(style))
    }

    /// Layers a shape that you specify in front of this view, filled with a style.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        overlay(shape.fill(style, style: fillStyle))
    }

    /// Layers the views that you specify behind this view, offered this view's size and aligned
    /// on it.
    ///
    /// ```swift
    /// Text("Hi").padding().background { Capsule().fill(.yellow) }
    /// ```
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_DecorationModifier(decoration: content(), alignment: alignment, isBackground: true))
    }

    /// Layers the given view behind this view. (Disfavoured, as in SwiftUI: a colour is also a
    /// style, and `background(Color.blue)` takes the style form.)
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        modifier(_DecorationModifier(decoration: background, alignment: alignment, isBackground: true))
    }

    /// Sets the view's background to a style.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(Rectangle().fill(style))
    }

    /// Sets the view's background to a shape filled with a style.
    ///
    /// ```swift
    /// Text("Tag").padding(8).background(.orange, in: RoundedRectangle(cornerRadius: 8))
    /// ```
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(shape.fill(style, style: fillStyle))
    }

    /// Sets the view's background to a shape filled with the default background style (white).
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(shape.fill(Color.white, style: fillStyle))
    }

    /// Adds a border to this view with the specified style and width, drawn inside its frame.
    ///
    /// ```swift
    /// Color.yellow.frame(width: 40, height: 40).border(.red, width: 2)
    /// ```
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }
}
