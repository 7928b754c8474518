import Foundation

/// A view type that supports immediate mode drawing.
///
/// The canvas passes a ``GraphicsContext`` and its size to a renderer closure, which draws
/// paths, text, images and the canvas's symbol views:
///
/// ```swift
/// Canvas { context, size in
///     context.stroke(
///         Path(ellipseIn: CGRect(origin: .zero, size: size)),
///         with: .color(.green),
///         lineWidth: 4)
/// }
/// .frame(width: 300, height: 200)
/// .border(Color.blue)
/// ```
///
/// Inside a `TimelineView(.animation)`, the renderer runs again for every frame the timeline
/// produces, so what it computes from the date moves:
///
/// ```swift
/// TimelineView(.animation) { timeline in
///     Canvas { context, size in
///         let time = timeline.date.timeIntervalSinceReferenceDate
///         for index in 0..<12 {
///             let angle = time + Double(index) * .pi / 6
///             let point = CGPoint(x: size.width / 2 + cos(angle) * 80, y: size.height / 2 + sin(angle) * 80)
///             context.fill(Path(ellipseIn: CGRect(x: point.x - 6, y: point.y - 6, width: 12, height: 12)),
///                          with: .color(.blue))
///         }
///     }
/// }
/// ```
///
/// A canvas takes the space it is offered (10 points in a dimension offered nothing or an
/// infinite length). Its renderer runs when the canvas is drawn: after layout, at the canvas's
/// current size, again whenever the canvas gets a new value (its parent's body ran: a timeline's
/// frame, a state change) or is drawn at another size (an animated frame). What it draws becomes
/// ordinary display-list items — paths, text and images in the canvas's coordinate space with
/// the context's transform, opacity, clips and filters — clipped to the canvas's bounds, so the
/// SVG renderer draws them like any view.
///
/// > Note: `isOpaque`, `colorMode` and `rendersAsynchronously` are accepted and change nothing:
/// > Kinema draws synchronously into SVG. See <doc:Canvases> for the other differences.
public struct Canvas<Symbols: View>: View, PrimitiveView {
    /// A view that provides child views that you can use in the drawing callback.
    ///
    /// ```swift
    /// Canvas { context, size in
    ///     if let star = context.resolveSymbol(id: 1) { context.draw(star, at: CGPoint(x: 20, y: 20)) }
    /// } symbols: {
    ///     Image(systemName: "star.fill").tag(1)
    /// }
    /// ```
    ///
    /// Tag each child with `tag(_:)` to find it with ``GraphicsContext/resolveSymbol(id:)``. The
    /// symbols are laid out at their ideal size and are not drawn themselves.
    public var symbols: Symbols

    /// The drawing callback that you use to draw into the canvas: it gets the context and the
    /// canvas's current size.
    public var renderer: (inout GraphicsContext, CGSize) -> Void

    /// A Boolean that indicates whether the canvas is fully opaque (accepted; changes nothing).
    public var isOpaque: Bool

    /// A working color space and storage format of the canvas (accepted; Kinema draws in sRGB).
    public var colorMode: ColorRenderingMode

    /// A Boolean that indicates whether the canvas can present its contents to its parent view
    /// asynchronously (accepted; Kinema always draws synchronously).
    public var rendersAsynchronously: Bool

    /// Creates and configures a canvas that you supply with renderable child views.
    ///
    /// ```swift
    /// Canvas { context, size in
    ///     guard let dot = context.resolveSymbol(id: "dot") else { return }
    ///     for x in stride(from: 10.0, to: size.width, by: 20) {
    ///         context.draw(dot, at: CGPoint(x: x, y: size.height / 2))
    ///     }
    /// } symbols: {
    ///     Circle().fill(.red).frame(width: 8, height: 8).tag("dot")
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - opaque: Whether the canvas is fully opaque (default `false`; accepted).
    ///   - colorMode: The working colour space (default `.nonLinear`; accepted).
    ///   - rendersAsynchronously: Whether the canvas may draw asynchronously (default `false`;
    ///     accepted).
    ///   - renderer: Draws into the context it is given, for the canvas's size.
    ///   - symbols: Views, each tagged, that the renderer can draw.
    public init(
        opaque: Bool = false,
        colorMode: ColorRenderingMode = .nonLinear,
        rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void,
        @ViewBuilder symbols: () -> Symbols
    ) {
        self.isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
        self.renderer = renderer
        self.symbols = symbols()
    }

    /// A canvas has no body.
    public var body: Never { primitiveBody() }

    func update(_ node: ViewNode, in context: inout UpdateContext) {
        if !context.isNewValue, case .canvas = node.role {
            // Nothing new to draw: the symbols may still have changed state.
            context.revisitChildren(of: node)
            return
        }
        let options = Symbols.self == EmptyView.self ? [] : PickerOptions.options(of: symbols)
        node.role = .canvas(CanvasLeaf(
            renderer: renderer, environment: context.environment, text: context.text,
            symbolTags: options.map(\.tag)))
        context.updateChildren(of: node, with: options.map(\.view))
    }
}

extension Canvas where Symbols == EmptyView {
    /// Creates and configures a canvas.
    ///
    /// ```swift
    /// Canvas { context, size in
    ///     context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.green))
    /// }
    /// .frame(width: 300, height: 200)
    /// ```
    ///
    /// - Parameters:
    ///   - opaque: Whether the canvas is fully opaque (default `false`; accepted).
    ///   - colorMode: The working colour space (default `.nonLinear`; accepted).
    ///   - rendersAsynchronously: Whether the canvas may draw asynchronously (default `false`;
    ///     accepted).
    ///   - renderer: Draws into the context it is given, for the canvas's size.
    public init(
        opaque: Bool = false,
        colorMode: ColorRenderingMode = .nonLinear,
        rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) {
        self.init(
            opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously,
            renderer: renderer, symbols: { EmptyView() })
    }
}

/// What a canvas node draws: its renderer and what it resolves against, made once per new view
/// value (a new leaf is a drawing change: the skeleton is rebuilt and the renderer runs again).
final class CanvasLeaf {
    let renderer: (inout GraphicsContext, CGSize) -> Void
    let environment: EnvironmentValues
    let text: TextEnvironment
    /// The tag of each child (symbol) node, in order.
    let symbolTags: [AnyHashable?]
    /// The last render without symbols, by size: a skeleton rebuilt for another reason does not
    /// run the renderer again.
    private var cached: (size: CGSize, items: [CanvasItem])?

    init(
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void, environment: EnvironmentValues,
        text: TextEnvironment, symbolTags: [AnyHashable?]
    ) {
        self.renderer = renderer
        self.environment = environment
        self.text = text
        self.symbolTags = symbolTags
    }

    /// Runs the renderer for a canvas of `size`, with `symbols` resolved.
    func render(size: CGSize, symbols: [AnyHashable: GraphicsContext.ResolvedSymbol]) -> [CanvasItem] {
        if symbolTags.isEmpty, let cached, cached.size == size { return cached.items }
        let recorder = CanvasRecorder(size: size, text: text, symbols: symbols)
        var context = GraphicsContext(recorder: recorder, environment: environment)
        renderer(&context, size)
        if symbolTags.isEmpty { cached = (size, recorder.items) }
        return recorder.items
    }
}
