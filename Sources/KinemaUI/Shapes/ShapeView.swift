import Foundation

/// A view that provides a shape that you can use for drawing operations.
///
/// What ``Shape/fill(_:style:)`` and ``Shape/stroke(_:lineWidth:antialiased:)`` return: fills and
/// strokes chain, each drawn over the ones before.
///
/// ```swift
/// Capsule()
///     .fill(.yellow)
///     .stroke(.blue, lineWidth: 8)
/// ```
nonisolated public protocol ShapeView<Content>: View {
    /// The type of shape this can provide.
    associatedtype Content: Shape

    /// The shape that this type draws and provides for other drawing operations.
    var shape: Content { get }
}

extension ShapeView {
    /// Fills this shape with a color or gradient, over what is drawn so far.
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> FillShapeView<Content, S, Self> {
        FillShapeView(shape: shape, style: content, fillStyle: style, background: self)
    }

    /// Traces the outline of this shape with a color or gradient, over what is drawn so far.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> StrokeShapeView<Content, S, Self> {
        StrokeShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
    }

    /// Traces the outline of this shape with a color or gradient, over what is drawn so far.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeShapeView<Content, S, Self> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

extension ShapeView where Content: InsettableShape {
    /// Returns a view that is the result of insetting `self` by `style.lineWidth / 2`, stroking
    /// the resulting shape with `style`, and then filling with `content`.
    public func strokeBorder<S: ShapeStyle>(
        _ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true
    ) -> StrokeBorderShapeView<Content, S, Self> {
        StrokeBorderShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
    }

    /// Returns a view that is the result of filling the `lineWidth`-sized border of `self`.
    public func strokeBorder<S: ShapeStyle>(
        _ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true
    ) -> StrokeBorderShapeView<Content, S, Self> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

extension Shape {
    /// Fills this shape with a color or gradient.
    ///
    /// ```swift
    /// Circle().fill(.red)
    /// ```
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, fillStyle: style)
    }

    /// Traces the outline of this shape with a color or gradient.
    ///
    /// ```swift
    /// Circle().stroke(Color.purple, lineWidth: 5)
    /// ```
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> StrokeShapeView<Self, S, EmptyView> {
        StrokeShapeView(shape: self, style: content, strokeStyle: style, isAntialiased: antialiased, background: EmptyView())
    }

    /// Traces the outline of this shape with a color or gradient.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeShapeView<Self, S, EmptyView> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    /// Returns a new shape that is a stroked copy of `self`, using the contents of `style` to
    /// define the stroke characteristics; drawn, it is stroked with the foreground style.
    public nonisolated func stroke(style: StrokeStyle) -> some Shape {
        _StrokedShape(shape: self, style: style)
    }

    /// Returns a new shape that is a stroked copy of `self` with line-width `lineWidth`.
    public nonisolated func stroke(lineWidth: CGFloat = 1) -> some Shape {
        _StrokedShape(shape: self, style: StrokeStyle(lineWidth: lineWidth))
    }
}

extension InsettableShape {
    /// Returns a view that is the result of insetting `self` by `style.lineWidth / 2`, stroking
    /// the resulting shape with `style`, and then filling with `content`: the stroke stays inside
    /// the frame.
    public func strokeBorder<S: ShapeStyle>(
        _ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true
    ) -> StrokeBorderShapeView<Self, S, EmptyView> {
        StrokeBorderShapeView(shape: self, style: content, strokeStyle: style, isAntialiased: antialiased, background: EmptyView())
    }

    /// Returns a view that is the result of filling the `lineWidth`-sized border of `self`.
    ///
    /// ```swift
    /// Circle().strokeBorder(.blue, lineWidth: 4)
    /// ```
    public func strokeBorder<S: ShapeStyle>(
        _ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true
    ) -> StrokeBorderShapeView<Self, S, EmptyView> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

/// A shape stroked with a style: what ``Shape/stroke(style:)`` returns. As a path it is its base
/// shape's outline (Kinema does not compute stroked outlines); drawn, it is stroked.
public struct _StrokedShape<S: Shape>: Shape {
    public var shape: S
    public var style: StrokeStyle

    nonisolated init(shape: S, style: StrokeStyle) {
        self.shape = shape
        self.style = style
    }

    /// The shape's data and the stroke's width, miter limit and dash phase animate.
    public var animatableData: AnimatablePair<S.AnimatableData, StrokeStyle.AnimatableData> {
        get { AnimatablePair(shape.animatableData, style.animatableData) }
        set {
            shape.animatableData = newValue.first
            style.animatableData = newValue.second
        }
    }

    public nonisolated func path(in rect: CGRect) -> Path { shape.path(in: rect) }

    /// Drawn directly: a stroked shape has no body of its own.
    @MainActor public var body: Never { fatalError("_StrokedShape draws itself") }
}

extension _StrokedShape: LayeredShapeView {
    var layer: ShapeLayer<S> {
        ShapeLayer(shape: shape, paint: nil, mode: .stroke(style))
    }

    var background: EmptyView { EmptyView() }
}

/// A shape filled with a style: what ``Shape/fill(_:style:)`` returns, and a shape's own body.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: ShapeView {
    /// The shape.
    public var shape: Content
    /// The style that fills the shape.
    public var style: Style
    /// The fill style.
    public var fillStyle: FillStyle

    /// Creates a view that fills `shape` with `style`.
    public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
    }

    /// Drawn directly: a filled shape has no body of its own.
    @MainActor public var body: Never { fatalError("_ShapeView draws itself") }
}

extension _ShapeView: LayeredShapeView {
    func update(_ node: ViewNode, in context: inout UpdateContext) {
        if let shadowed = style as? any ShadowedShapeStyle {
            // `.fill(.blue.shadow(.drop(…)))`: the plain fill, with the shadow as an effect.
            return _AnimatableEffectModifier(effect: shadowed.shadowStyle.effect)
                .update(node, content: shadowed.unshadowedFill(shape, fillStyle: fillStyle), in: &context)
        }
        layer.update(node, in: &context)
    }

    var layer: ShapeLayer<Content> {
        ShapeLayer(shape: shape, style: style, mode: .fill(fillStyle))
    }

    var background: EmptyView { EmptyView() }

    /// Not when the style casts a shadow: the fill is then an effect over the plain fill.
    static var fillsProposal: Bool { !(Style.self is any ShadowedShapeStyle.Type) }
}

/// A shape provider that fills its shape, over a background (earlier fills and strokes).
public struct FillShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView {
    /// The shape that this type draws and provides for other drawing operations.
    public var shape: Content
    /// The style that fills this view's shape.
    public var style: Style
    /// The fill style used when filling this view's shape.
    public var fillStyle: FillStyle
    /// The background shown beneath this view.
    public var background: Background

    /// Create a FillShapeView.
    public init(shape: Content, style: Style, fillStyle: FillStyle, background: Background) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
        self.background = background
    }

    /// Drawn directly, over its background: no body of its own.
    @MainActor public var body: Never { fatalError("FillShapeView draws itself") }
}

extension FillShapeView: LayeredShapeView {
    var layer: ShapeLayer<Content> {
        ShapeLayer(shape: shape, style: style, mode: .fill(fillStyle))
    }
}

/// A shape provider that strokes its shape, over a background (earlier fills and strokes).
public struct StrokeShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView {
    /// The shape that this type draws and provides for other drawing operations.
    public var shape: Content
    /// The style that strokes this view's shape.
    public var style: Style
    /// The stroke style used when stroking this view's shape.
    public var strokeStyle: StrokeStyle
    /// Whether this shape should be drawn antialiased.
    public var isAntialiased: Bool
    /// The background shown beneath this view.
    public var background: Background

    /// Create a StrokeShapeView.
    public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
        self.shape = shape
        self.style = style
        self.strokeStyle = strokeStyle
        self.isAntialiased = isAntialiased
        self.background = background
    }

    /// Drawn directly, over its background: no body of its own.
    @MainActor public var body: Never { fatalError("StrokeShapeView draws itself") }
}

extension StrokeShapeView: LayeredShapeView {
    var layer: ShapeLayer<Content> {
        ShapeLayer(shape: shape, style: style, mode: .stroke(strokeStyle))
    }
}

/// A shape provider that strokes the border of its shape, inside its frame.
public struct StrokeBorderShapeView<Content: InsettableShape, Style: ShapeStyle, Background: View>: ShapeView {
    /// The shape that this type draws and provides for other drawing operations.
    public var shape: Content
    /// The style that strokes the border of this view's shape.
    public var style: Style
    /// The stroke style used when stroking this view's shape.
    public var strokeStyle: StrokeStyle
    /// Whether this shape should be drawn antialiased.
    public var isAntialiased: Bool
    /// The background shown beneath this view.
    public var background: Background

    /// Create a stroke border shape.
    public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
        self.shape = shape
        self.style = style
        self.strokeStyle = strokeStyle
        self.isAntialiased = isAntialiased
        self.background = background
    }

    /// Drawn directly, over its background: no body of its own.
    @MainActor public var body: Never { fatalError("StrokeBorderShapeView draws itself") }
}

extension StrokeBorderShapeView: LayeredShapeView {
    var layer: ShapeLayer<_BorderInset<Content>> {
        ShapeLayer(shape: _BorderInset(shape: shape, amount: strokeStyle.lineWidth / 2), style: style, mode: .stroke(strokeStyle))
    }
}

/// An insettable shape inset by a fixed amount, whatever its own inset type: what a border stroke
/// draws.
struct _BorderInset<S: InsettableShape>: Shape {
    var shape: S
    var amount: CGFloat

    var animatableData: AnimatablePair<S.AnimatableData, CGFloat> {
        get { AnimatablePair(shape.animatableData, amount) }
        set {
            shape.animatableData = newValue.first
            amount = newValue.second
        }
    }

    nonisolated func path(in rect: CGRect) -> Path {
        shape.inset(by: amount.isFinite ? amount : 0).path(in: rect)
    }
}

/// A shape view drawn as one shape layer over a background (earlier fills and strokes of the
/// chain; `EmptyView` for none): a fill, a stroke or a border stroke. A fixed frame folds into it
/// when there is no background (``FramedLeaf``).
@MainActor
protocol LayeredShapeView: _ProposalFillingView {
    associatedtype LayerShape: Shape
    associatedtype Background: View
    /// The layer the view draws.
    var layer: ShapeLayer<LayerShape> { get }
    /// What the layer is drawn over.
    var background: Background { get }
}

extension LayeredShapeView {
    func update(_ node: ViewNode, in context: inout UpdateContext) {
        layer.update(node, over: background, in: &context)
    }

    /// Only over no background: over one, the node stacks the background and the layer.
    static var fillsProposal: Bool { Background.self == EmptyView.self }

    static func update(_ view: any View, node: ViewNode, framed frame: ProposedSize, in context: inout UpdateContext) {
        var layer = knownCast(view: view, to: Self.self).layer
        layer.foldedFrame = frame
        layer.update(node, in: &context)
    }
}

extension ShapeLayer {
    /// Draws this layer into `node` over `background` (earlier fills and strokes of the chain): the
    /// layer alone when there is none.
    func update<Background: View>(_ node: ViewNode, over background: Background, in context: inout UpdateContext) {
        if Background.self == EmptyView.self {
            update(node, in: &context)
        } else {
            node.role = .zstack(.center)
            context.updateChildren(of: node, with: [background, self])
        }
    }
}
