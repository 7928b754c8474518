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

/// Runs an action when the view is tapped.
public struct _TapGestureModifier: ViewModifier, PrimitiveModifier {
    let count: Int
    let action: () -> Void

    /// A primitive modifier has no body.
    public func body(content: Content) -> Never { primitiveBody() }

    func update(_ node: ViewNode, content: any View, in context: inout UpdateContext) {
        node.role = .tap(count: count, action: action)
        context.updateChildren(of: node, with: [content])
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
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(_AnimatableEffectModifier(effect: ForegroundEffect(color: resolvedPaint(style) ?? .primary)))
    }

    /// Adds an action to perform when this view recognizes a tap gesture.
    ///
    /// With `count` above 1, the action runs when that many taps arrive in a row, each within
    /// 0.3 s (host time) of the one before.
    ///
    /// ```swift
    /// Image("cat").onTapGesture { selected.toggle() }
    /// ```
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        modifier(_TapGestureModifier(count: max(count, 1), action: action))
    }
}
