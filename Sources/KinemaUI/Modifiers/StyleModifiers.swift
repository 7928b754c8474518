import Foundation

/// A default foreground colour for everything inside; the innermost one wins.
struct ForegroundEffect: DrawingEffect {
    var color: Color

    var animatableData: Color.AnimatableData {
        get { color.animatableData }
        set { color.animatableData = newValue }
    }

    func apply(in rect: CGRect, to state: inout DrawState) {
        if state.foregroundColor == nil { state.foregroundColor = color }
    }
}

/// Sets the foreground: a colour through the animatable foreground effect, or a gradient drawn
/// over the content and masked by it.
struct _ForegroundStyleModifier<Style: ShapeStyle>: ViewModifier, PrimitiveModifier {
    let style: Style

    func body(content: Content) -> Never { primitiveBody() }

    func update(_ node: ViewNode, content: any View, in context: inout UpdateContext) {
        if let shadowed = style as? any ShadowedShapeStyle {
            return _AnimatableEffectModifier(effect: shadowed.shadowStyle.effect)
                .update(node, content: shadowed.unshadowedForeground(content), in: &context)
        }
        if let color = style as? Color {
            return _AnimatableEffectModifier(effect: ForegroundEffect(color: color)).update(node, content: content, in: &context)
        }
        let paint = ResolvedPaint(style)
        switch paint {
        case .linearGradient, .radialGradient, .ellipticalGradient, .angularGradient:
            // The content is the mask (it sizes the view); the gradient fills its frame.
            node.role = .decorated(primary: 0, alignment: .center)
            let source = _GroupedView(content: content, effect: StaticGroupEffect(effect: .maskSource, id: node.id))
            let painted = _GroupedView(content: Rectangle().fill(style), effect: StaticGroupEffect(effect: .mask, id: node.id))
            context.updateChildren(of: node, with: [source, painted])
        case .foreground(level: 0, opacity: 1):
            _AnimatableEffectModifier(effect: ForegroundEffect(color: .primary)).update(node, content: content, in: &context)
        case .tint(let opacity):
            // The tint in effect here: `tint(_:)` above, else the accent colour.
            _AnimatableEffectModifier(effect: ForegroundEffect(color: context.environment.controlTint.opacity(opacity)))
                .update(node, content: content, in: &context)
        default:
            _AnimatableEffectModifier(effect: ForegroundEffect(color: paint.fallbackColor))
                .update(node, content: content, in: &context)
        }
    }
}

/// Runs an action when the view is tapped.
public struct _TapGestureModifier: ViewModifier, PrimitiveModifier {
    let count: Int
    let action: () -> Void

    /// A primitive modifier has no body.
    public func body(content: Content) -> Never { primitiveBody() }

    func update(_ node: ViewNode, content: any View, in context: inout UpdateContext) {
        // A tap gesture like any other: it competes with the gestures around it (GestureArena).
        let action = self.action
        _GestureModifier(gesture: TapGesture(count: count).onEnded { _ in action() }, priority: .normal, mask: .all)
            .update(node, content: content, in: &context)
    }
}

extension View {
    /// Sets a view's foreground elements to use a given style.
    ///
    /// ```swift
    /// Image("heart").foregroundStyle(.red)
    /// ```
    ///
    /// The colour animates (in linear light) when it changes under an animation.
    ///
    /// A gradient (or another style that is not one colour) paints the view's content with
    /// itself, spread over the view's bounds: the gradient is drawn in the view's frame, masked
    /// by the content's alpha.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(_ForegroundStyleModifier(style: style))
    }

    /// Sets the primary and secondary levels of the foreground style in the child view.
    ///
    /// ```swift
    /// Image(systemName: "heart.fill").foregroundStyle(.red, .pink)
    /// ```
    ///
    /// The primary style is the foreground. The secondary one paints the other layers of a
    /// symbol drawn with the ``SymbolRenderingMode/palette`` or ``SymbolRenderingMode/hierarchical``
    /// rendering mode (as a colour: a gradient's first). Elsewhere the hierarchical levels
    /// (`.secondary`…) inside are the primary colour at their opacities.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        let colors = [ResolvedPaint(secondary).fallbackColor]
        return foregroundStyle(primary).modifier(_TextEnvironmentModifier { $0.symbolLayerColors = colors })
    }

    /// Sets the primary, secondary and tertiary levels of the foreground style.
    ///
    /// ```swift
    /// Label("Alerts", systemImage: "bell").foregroundStyle(.blue, .gray, .red)
    /// ```
    ///
    /// As ``View/foregroundStyle(_:_:)``, with a third style for a symbol's third layer.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
        _ primary: S1, _ secondary: S2, _ tertiary: S3
    ) -> some View {
        let colors = [ResolvedPaint(secondary).fallbackColor, ResolvedPaint(tertiary).fallbackColor]
        return foregroundStyle(primary).modifier(_TextEnvironmentModifier { $0.symbolLayerColors = colors })
    }

    /// Sets the tint within this view: the accent of controls inside it.
    ///
    /// ```swift
    /// Button("Go") {}.tint(.green)
    /// ```
    ///
    /// Buttons, toggles, sliders, progress views and pickers below draw their accent with it, and
    /// `.tint` as a shape or foreground style reads it. A style that is not one colour tints with
    /// the colour that stands for it (a gradient's first stop), as SwiftUI's controls do; `nil`
    /// restores the default (the accent colour; green for a switch).
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        let color = tint.map { Self.tintColor(of: $0) }
        return modifier(_EnvironmentWritingModifier { environment in
            // `.tint(.tint)` keeps the tint in effect.
            if case .some(.none) = color { return }
            environment.tintColor = color ?? nil
        })
    }

    /// Sets the tint color within this view.
    ///
    /// ```swift
    /// VStack { Toggle("Wi-Fi", isOn: $wifi) }.tint(.orange)
    /// ```
    ///
    /// `nil` restores the default tint.
    public func tint(_ tint: Color?) -> some View {
        modifier(_EnvironmentWritingModifier { $0.tintColor = tint })
    }

    /// Sets the accent color for this view and the views it contains (deprecated in SwiftUI in
    /// favour of ``tint(_:)-(Color?)``, and the same here).
    ///
    /// ```swift
    /// Toggle("Enabled", isOn: $enabled).accentColor(.purple)
    /// ```
    public func accentColor(_ accentColor: Color?) -> some View {
        tint(accentColor)
    }

    /// The colour a style tints with; `nil` for the tint itself (nothing to change).
    private static func tintColor<S: ShapeStyle>(of style: S) -> Color? {
        if let color = style as? Color { return color }
        let paint = ResolvedPaint(style)
        if case .tint = paint { return nil }
        return paint.fallbackColor
    }

    /// Adds an action to perform when this view recognizes a tap gesture.
    ///
    /// With `count` above 1, the action runs when that many taps arrive in a row, each within
    /// 0.3 s (host time) of the one before. The tap is a ``TapGesture`` attached with
    /// ``View/gesture(_:including:)``: a tap gesture inside the view takes precedence, and a drag
    /// around it takes a touch that moves too far to be a tap.
    ///
    /// ```swift
    /// Image("cat").onTapGesture { selected.toggle() }
    /// ```
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        modifier(_TapGestureModifier(count: max(count, 1), action: action))
    }
}
