import Foundation

/// The appearance and behavior of a toggle.
///
/// ```swift
/// struct CheckboxStyle: ToggleStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack {
///             Image(systemName: configuration.isOn ? "checkmark.circle.fill" : "circle")
///                 .onTapGesture { withAnimation { configuration.isOn.toggle() } }
///             configuration.label
///         }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol ToggleStyle {
    /// A view that represents the appearance and interaction of a toggle.
    associatedtype Body: View

    /// Creates a view that represents the body of a toggle.
    ///
    /// - Parameter configuration: The properties of the toggle, including a label and a binding to
    ///   the toggle's state.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body

    /// The properties of a toggle instance.
    typealias Configuration = ToggleStyleConfiguration
}

/// The properties of a toggle instance.
public struct ToggleStyleConfiguration {
    /// A type-erased label of a toggle.
    public struct Label: View, ErasedContentView {
        let content: any View

        /// The label draws the toggle's label.
        public var body: Never { primitiveBody() }
    }

    /// A view that describes the effect of switching the toggle between states.
    public let label: ToggleStyleConfiguration.Label

    /// A binding to a state property that indicates whether the toggle is on.
    @Binding public var isOn: Bool

    /// Whether the toggle is in a mixed state (`false`: Kinema's toggles have one source).
    public var isMixed: Bool

    init(label: ToggleStyleConfiguration.Label, isOn: Binding<Bool>, isMixed: Bool = false) {
        self.label = label
        self._isOn = isOn
        self.isMixed = isMixed
    }
}

/// The default toggle style: on iOS, and in Kinema, a switch.
public struct DefaultToggleStyle: ToggleStyle {
    /// Creates a default toggle style.
    public init() {}

    /// A switch.
    public func makeBody(configuration: Configuration) -> some View {
        _SwitchToggle(configuration: configuration, tint: nil)
    }
}

/// A toggle style that displays a leading label and a trailing switch.
///
/// ```swift
/// Toggle("Wi-Fi", isOn: $wifi).toggleStyle(.switch)
/// ```
///
/// The switch is 51 × 31 (38 × 23 mini, 44 × 27 small), a capsule filled with the tint while on —
/// green unless a tint is set, as on iOS — and with the secondary system fill while off, with a
/// white 27-point knob that slides 10 points either side of the centre. Disabled, the toggle is
/// drawn at half opacity.
public struct SwitchToggleStyle: ToggleStyle {
    let tint: Color?

    /// Creates a switch toggle style.
    public init() {
        tint = nil
    }

    /// Creates a switch style with a tint color.
    ///
    /// ```swift
    /// Toggle("Alarm", isOn: $alarm).toggleStyle(SwitchToggleStyle(tint: .orange))
    /// ```
    public init(tint: Color) {
        self.tint = tint
    }

    /// A label and a switch.
    public func makeBody(configuration: Configuration) -> some View {
        _SwitchToggle(configuration: configuration, tint: tint)
    }
}

/// A toggle style that displays as a button with its label as the title.
///
/// ```swift
/// Toggle(isOn: $isFlagged) { Label("Flag", systemImage: "flag") }.toggleStyle(.button)
/// ```
///
/// The label, in the tint, is padded as a bordered button's; while on, the platter behind it is
/// filled with the tint at 15 % opacity, and while off it is empty.
public struct ButtonToggleStyle: ToggleStyle {
    /// Creates a button toggle style.
    public init() {}

    /// A button that flips the toggle.
    public func makeBody(configuration: Configuration) -> some View {
        _ButtonToggle(configuration: configuration)
    }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The default toggle style.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// A toggle style that displays a leading label and a trailing switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// A toggle style that displays as a button with its label as the title.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

extension EnvironmentValues {
    /// The toggle styles set above, outermost first: a toggle takes the last one.
    var toggleStyleStack: [AnyStyle<ToggleStyleConfiguration>] {
        get { self[StyleStackKey<ToggleStyleConfiguration>.self] }
        set { self[StyleStackKey<ToggleStyleConfiguration>.self] = newValue }
    }
}

extension View {
    /// Sets the style for toggles in a view hierarchy.
    ///
    /// ```swift
    /// VStack {
    ///     Toggle("Vibrate on Ring", isOn: $vibrateOnRing)
    ///     Toggle("Vibrate on Silent", isOn: $vibrateOnSilent)
    /// }
    /// .toggleStyle(.switch)
    /// ```
    ///
    /// - Parameter style: The style to apply.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        pushingStyle(AnyStyle(style) { $0.makeBody(configuration: $1) }, onto: \.toggleStyleStack)
    }
}

/// Flips a toggle's binding as a tap on its control does: under the current transaction, marked
/// as the control's own interaction.
@MainActor
func flip(_ isOn: Binding<Bool>) {
    withTransaction(\.isControlInteraction, true) {
        isOn.wrappedValue.toggle()
    }
}

/// The switch: the label, then a capsule track with a sliding knob at the trailing edge.
struct _SwitchToggle: View {
    let configuration: ToggleStyleConfiguration
    /// A tint of the style's own (`SwitchToggleStyle(tint:)`).
    let tint: Color?
    @Environment(\.tintColor) private var environmentTint
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.controlSize) private var controlSize
    @Environment(\.labelsHidden) private var labelsHidden

    var body: some View {
        let isOn = configuration.isOn
        let binding = configuration.$isOn
        let size = ControlMetrics.switchSize(controlSize)
        let knob = max(size.height - 2 * ControlMetrics.switchKnobInset, 0)
        let travel = (size.width - size.height) / 2
        let onColor = tint ?? environmentTint ?? ControlMetrics.switchTint
        let control = Capsule()
            .fill(isOn ? onColor : ControlMetrics.secondarySystemFill)
            .overlay(
                Circle()
                    .fill(Color.white)
                    .shadow(color: ControlMetrics.knobShadow, radius: 4, x: 0, y: 2)
                    .frame(width: knob, height: knob)
                    .offset(x: isOn ? travel : -travel))
            .frame(width: size.width, height: size.height)
            .controlAnimation(.default, value: isOn)
            .modifier(_ControlModifier(activate: { _ in flip(binding) }))
        return HStack {
            if !labelsHidden {
                configuration.label
                Spacer()
            }
            control
        }
        .opacity(isEnabled ? 1 : 0.5)
    }
}

/// A toggle drawn as a button: filled while on.
struct _ButtonToggle: View {
    let configuration: ToggleStyleConfiguration
    @Environment(\.tintColor) private var tint
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.controlSize) private var controlSize
    @Environment(\.buttonBorderShape) private var borderShape

    var body: some View {
        let isOn = configuration.isOn
        let binding = configuration.$isOn
        let label = configuration.label
        let accent = tint ?? .accentColor
        let metrics = ControlMetrics.borderedPadding(controlSize)
        let shape = borderShape.resolved(for: controlSize)
        let isEnabled = self.isEnabled
        return _PressableControl(
            content: { isPressed, _ in
                AnyView(label
                    .foregroundStyle(isEnabled ? accent : ControlMetrics.tertiaryLabel)
                    .padding(EdgeInsets(
                        top: metrics.vertical, leading: metrics.horizontal, bottom: metrics.vertical,
                        trailing: metrics.horizontal))
                    .background(shape.fill(isOn ? accent.opacity(ControlMetrics.borderedFillOpacity) : .clear))
                    .opacity(isPressed ? ControlMetrics.pressedFilledOpacity : 1))
            },
            activate: { _ in flip(binding) })
    }
}
