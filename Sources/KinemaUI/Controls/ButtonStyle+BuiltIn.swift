import Foundation

/// The default button style, based on the button's context: on iOS, and in Kinema, a borderless
/// button.
///
/// ```swift
/// Button("Done") { finish() }.buttonStyle(.automatic)
/// ```
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    /// Creates a default button style.
    public init() {}

    /// Creates a view that represents the body of a button.
    public func makeBody(configuration: Configuration) -> some View {
        _BuiltInButton(configuration: configuration, kind: .borderless)
    }
}

/// A button style that doesn't style or decorate its content while idle, but may apply a visual
/// effect to indicate the pressed, focused, or enabled state of the button.
///
/// ```swift
/// Button { open() } label: { Card() }.buttonStyle(.plain)
/// ```
///
/// Kinema draws the label as it is, at 20 % opacity while pressed and 30 % while disabled.
public struct PlainButtonStyle: PrimitiveButtonStyle {
    /// Creates a plain button style.
    public init() {}

    /// Creates a view that represents the body of a button.
    public func makeBody(configuration: Configuration) -> some View {
        _BuiltInButton(configuration: configuration, kind: .plain)
    }
}

/// A button style that doesn't apply a border.
///
/// ```swift
/// Button("Edit") { edit() }.buttonStyle(.borderless)
/// ```
///
/// The label is drawn in the tint (red for a destructive role), at 20 % opacity while pressed, and
/// in the tertiary label grey while disabled. A label's own foreground style wins.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    /// Creates a borderless button style.
    public init() {}

    /// Creates a view that represents the body of a button.
    public func makeBody(configuration: Configuration) -> some View {
        _BuiltInButton(configuration: configuration, kind: .borderless)
    }
}

/// A button style that applies standard border artwork based on the button's context.
///
/// ```swift
/// Button("Sign In") { signIn() }.buttonStyle(.bordered)
/// ```
///
/// The label, in the tint, sits on the ``View/buttonBorderShape(_:)`` filled with the tint at 15 %
/// opacity, padded by the control size (see <doc:Controls>); pressed, the button is drawn at 70 %
/// opacity; disabled, the platter is the tertiary system fill and the label grey.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    /// Creates a bordered button style.
    public init() {}

    /// Creates a view that represents the body of a button.
    public func makeBody(configuration: Configuration) -> some View {
        _BuiltInButton(configuration: configuration, kind: .bordered)
    }
}

/// A button style that applies standard border prominent artwork based on the button's context.
///
/// ```swift
/// Button("Buy") { buy() }.buttonStyle(.borderedProminent).tint(.orange)
/// ```
///
/// As ``BorderedButtonStyle``, with the platter filled with the tint and the label white.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    /// Creates a bordered prominent button style.
    public init() {}

    /// Creates a view that represents the body of a button.
    public func makeBody(configuration: Configuration) -> some View {
        _BuiltInButton(configuration: configuration, kind: .borderedProminent)
    }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The default button style, based on the button's context.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// A button style that doesn't style or decorate its content while idle, but may apply a visual
    /// effect to indicate the pressed, focused, or enabled state of the button.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// A button style that doesn't apply a border.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// A button style that applies standard border artwork based on the button's context.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// A button style that applies standard border prominent artwork based on the button's context.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// How the built-in styles draw a button.
enum BuiltInButtonKind {
    case plain, borderless, bordered, borderedProminent
}

/// A button drawn by a built-in style: the press is tracked here, since the built-in styles are
/// primitive ones whose configurations carry no pressed state.
struct _BuiltInButton: View {
    let configuration: PrimitiveButtonStyleConfiguration
    let kind: BuiltInButtonKind
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.controlSize) private var controlSize
    @Environment(\.tintColor) private var tint
    @Environment(\.buttonBorderShape) private var borderShape

    var body: some View {
        let appearance = BuiltInButtonAppearance(
            kind: kind, role: configuration.role, isEnabled: isEnabled, controlSize: controlSize,
            tint: tint, borderShape: borderShape)
        let label = configuration.label
        let configuration = self.configuration
        return _PressableControl(
            content: { isPressed, _ in appearance.body(label: label, isPressed: isPressed) },
            activate: { _ in configuration.trigger() })
    }
}

/// What a built-in style draws for a label, as plain values (so it can be made outside a body).
struct BuiltInButtonAppearance {
    var kind: BuiltInButtonKind
    var role: ButtonRole?
    var isEnabled: Bool
    var controlSize: ControlSize
    /// The tint set above, if any.
    var tint: Color?
    var borderShape: ButtonBorderShape

    /// The accent: red for a destructive button, else the tint (the accent colour by default).
    var accent: Color {
        role == .destructive ? .red : (tint ?? .accentColor)
    }

    @MainActor
    func body(label: some View, isPressed: Bool) -> AnyView {
        switch kind {
        case .plain:
            return AnyView(label.opacity(
                !isEnabled ? ControlMetrics.disabledPlainOpacity : isPressed ? ControlMetrics.pressedOpacity : 1))
        case .borderless:
            return AnyView(label
                .foregroundStyle(isEnabled ? accent : ControlMetrics.tertiaryLabel)
                .opacity(isPressed ? ControlMetrics.pressedOpacity : 1))
        case .bordered, .borderedProminent:
            let prominent = kind == .borderedProminent
            let metrics = ControlMetrics.borderedPadding(controlSize)
            let platter: Color = !isEnabled ? ControlMetrics.tertiarySystemFill
                : prominent ? accent : accent.opacity(ControlMetrics.borderedFillOpacity)
            let text: Color = !isEnabled ? ControlMetrics.tertiaryLabel : prominent ? .white : accent
            let font = ControlMetrics.borderedFont(controlSize)
            return AnyView(label
                .modifier(_TextEnvironmentModifier { if $0.font == nil { $0.font = font } })
                .foregroundStyle(text)
                .padding(EdgeInsets(
                    top: metrics.vertical, leading: metrics.horizontal, bottom: metrics.vertical, trailing: metrics.horizontal))
                .background(borderShape.resolved(for: controlSize).fill(platter))
                .opacity(isPressed ? ControlMetrics.pressedFilledOpacity : 1))
        }
    }
}
