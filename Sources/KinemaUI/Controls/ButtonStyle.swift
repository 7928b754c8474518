import Foundation

/// A type that applies standard interaction behavior and a custom appearance to all buttons within
/// a view hierarchy.
///
/// ```swift
/// struct BouncyPressStyle: ButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label
///             .padding()
///             .background(Capsule().fill(.tint))
///             .scaleEffect(configuration.isPressed ? 0.9 : 1)
///             .animation(.bouncy, value: configuration.isPressed)
///     }
/// }
///
/// Button("Like") { like() }.buttonStyle(BouncyPressStyle())
/// ```
///
/// The button keeps whether it is pressed as state of its own: a press is a state change, made
/// under the transaction current where the host makes it, so `animation(_:value:)` on
/// ``ButtonStyleConfiguration/isPressed`` animates the press in and out. As in SwiftUI, a custom
/// style draws a disabled button as it draws an enabled one; read `@Environment(\.isEnabled)` to
/// dim it.
@MainActor @preconcurrency
public protocol ButtonStyle {
    /// A view that represents the body of a button.
    associatedtype Body: View

    /// Creates a view that represents the body of a button.
    ///
    /// - Parameter configuration: The properties of the button.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body

    /// The properties of a button.
    typealias Configuration = ButtonStyleConfiguration
}

/// The properties of a button.
///
/// ```swift
/// configuration.label.opacity(configuration.isPressed ? 0.5 : 1)
/// ```
public struct ButtonStyleConfiguration {
    /// A type-erased label of a button.
    public struct Label: View, ErasedContentView {
        let content: any View

        /// The label has no body of its own: it draws the button's label.
        public var body: Never { primitiveBody() }
    }

    /// An optional semantic role that describes the button's purpose. A value of `nil` means that
    /// the button doesn't have an assigned role.
    public let role: ButtonRole?

    /// A view that describes the effect of pressing the button.
    public let label: ButtonStyleConfiguration.Label

    /// A Boolean that indicates whether the user is currently pressing the button.
    public let isPressed: Bool
}

/// A type that applies custom interaction behavior and a custom appearance to all buttons within
/// a view hierarchy.
///
/// ```swift
/// struct DoubleTapStyle: PrimitiveButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label.onTapGesture(count: 2) { configuration.trigger() }
///     }
/// }
/// ```
///
/// The style decides when the action runs, by calling ``PrimitiveButtonStyleConfiguration/trigger()``;
/// the host then finds the style's own gestures. `trigger()` does nothing while the button is
/// disabled.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    /// A view that represents the body of a button.
    associatedtype Body: View

    /// Creates a view that represents the body of a button.
    ///
    /// - Parameter configuration: The properties of the button.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body

    /// The properties of a button.
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// The properties of a button, for a ``PrimitiveButtonStyle``.
///
/// ```swift
/// configuration.label.onTapGesture { configuration.trigger() }
/// ```
public struct PrimitiveButtonStyleConfiguration {
    /// A type-erased label of a button.
    public struct Label: View, ErasedContentView {
        let content: any View

        /// The label has no body of its own: it draws the button's label.
        public var body: Never { primitiveBody() }
    }

    /// An optional semantic role describing the button's purpose. A value of `nil` means that the
    /// Button has no assigned role.
    public let role: ButtonRole?

    /// A view that describes the effect of calling the button's action.
    public let label: PrimitiveButtonStyleConfiguration.Label

    let action: @MainActor () -> Void

    /// Performs the button's action (nothing while the button is disabled).
    @MainActor
    public func trigger() {
        action()
    }
}

/// A button style of either kind, as the environment keeps it.
struct AnyButtonStyle {
    /// The button's body for a label, a role and an action that already checks `isEnabled`.
    let makeBody: @MainActor (_ label: any View, _ role: ButtonRole?, _ action: @escaping @MainActor () -> Void) -> any View

    @MainActor
    init<S: ButtonStyle>(_ style: S) {
        makeBody = { label, role, action in
            _PressableControl(
                content: { isPressed, _ in
                    AnyView(_EnvironmentReader { environment in
                        attachEnvironment(environment, to: style)
                        return AnyView(style.makeBody(configuration: ButtonStyleConfiguration(
                            role: role, label: ButtonStyleConfiguration.Label(content: label), isPressed: isPressed)))
                    })
                },
                activate: { _ in action() })
        }
    }

    @MainActor
    init<S: PrimitiveButtonStyle>(_ style: S) {
        makeBody = { label, role, action in
            _EnvironmentReader { environment in
                attachEnvironment(environment, to: style)
                return AnyView(style.makeBody(configuration: PrimitiveButtonStyleConfiguration(
                    role: role, label: PrimitiveButtonStyleConfiguration.Label(content: label), action: action)))
            }
        }
    }
}

private struct ButtonStyleStackKey: EnvironmentKey {
    static var defaultValue: [AnyButtonStyle] { [] }
}

extension EnvironmentValues {
    /// The button styles set above, outermost first: a button takes the last one.
    var buttonStyleStack: [AnyButtonStyle] {
        get { self[ButtonStyleStackKey.self] }
        set { self[ButtonStyleStackKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for buttons within this view to a button style with a custom appearance and
    /// standard interaction behavior.
    ///
    /// ```swift
    /// HStack {
    ///     Button("Sign In", action: signIn)
    ///     Button("Register", action: register)
    /// }
    /// .buttonStyle(BouncyPressStyle())
    /// ```
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        let erased = AnyButtonStyle(style)
        return modifier(_EnvironmentWritingModifier { $0.buttonStyleStack.append(erased) })
    }

    /// Sets the style for buttons within this view to a button style with a custom appearance and
    /// custom interaction behavior.
    ///
    /// ```swift
    /// HStack {
    ///     Button("Sign In", action: signIn)
    ///     Button("Register", action: register)
    /// }
    /// .buttonStyle(.bordered)
    /// ```
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        let erased = AnyButtonStyle(style)
        return modifier(_EnvironmentWritingModifier { $0.buttonStyleStack.append(erased) })
    }
}

/// A view that draws content it was given as a value of any type: a style configuration's label.
@MainActor
protocol ErasedContentView: PrimitiveView {
    var content: any View { get }
}

extension ErasedContentView {
    func update(_ node: ViewNode, in context: inout UpdateContext) {
        node.role = .group
        context.updateChild(of: node, with: content)
    }
}

/// Reads the environment where it sits and hands it to its content: a style's body is made inside
/// it, so the style's `@Environment` properties see the control's environment.
struct _EnvironmentReader: View {
    let content: @MainActor (EnvironmentValues) -> AnyView
    @Environment(\.self) private var environment

    var body: some View {
        content(environment)
    }
}

/// Gives a style's `@Environment` properties the environment of the control it draws, as the host
/// does for a view's before its body runs.
@MainActor
func attachEnvironment(_ environment: EnvironmentValues, to style: Any) {
    for child in Mirror(reflecting: style).children {
        (child.value as? any EnvironmentProperty)?.attach(environment)
    }
}
