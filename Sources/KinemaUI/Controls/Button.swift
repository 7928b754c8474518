import Foundation

/// A value that describes the purpose of a button.
///
/// ```swift
/// Button("Delete", role: .destructive) { delete() }
/// ```
///
/// Built-in styles draw a destructive button in red; custom styles read
/// ``ButtonStyleConfiguration/role``.
public struct ButtonRole: Equatable, Sendable {
    private enum Kind: Equatable, Sendable {
        case destructive, cancel
    }

    private let kind: Kind

    /// A role that indicates a destructive button.
    public static let destructive = ButtonRole(kind: .destructive)

    /// A role that indicates a button that cancels an operation.
    public static let cancel = ButtonRole(kind: .cancel)
}

/// A control that initiates an action.
///
/// ```swift
/// struct LikeButton: View {
///     @State private var liked = false
///     var body: some View {
///         Button {
///             withAnimation(.bouncy) { liked.toggle() }
///         } label: {
///             Image(systemName: liked ? "heart.fill" : "heart")
///         }
///         .buttonStyle(PressScaleStyle())
///     }
/// }
///
/// struct PressScaleStyle: ButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label
///             .scaleEffect(configuration.isPressed ? 0.9 : 1)
///             .animation(.spring, value: configuration.isPressed)
///     }
/// }
/// ```
///
/// The button's appearance comes from the innermost `buttonStyle(_:)` above it (the
/// automatic style, a borderless tinted label, by default). In a ``ViewHost``, ``ViewHost/tap(at:)``
/// on anything the button draws presses it and releases it — each its own update, so a style's
/// `isPressed` animates in and out — and then runs the action; ``ViewHost/press(at:)`` holds the
/// press. A disabled button (`disabled(true)`, or `isEnabled` false in its environment) neither
/// shows a press nor runs its action, and built-in styles draw it grey.
public struct Button<Label: View>: View {
    let role: ButtonRole?
    let action: @MainActor () -> Void
    let label: Label
    @Environment(\.self) private var environment

    /// Creates a button that displays a custom label.
    ///
    /// ```swift
    /// Button(action: signIn) { Text("Sign In") }
    /// ```
    ///
    /// - Parameters:
    ///   - action: The action to perform when the user triggers the button.
    ///   - label: A view that describes the purpose of the button's `action`.
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    /// Creates a button with a specified role that displays a custom label.
    ///
    /// ```swift
    /// Button(role: .destructive) { delete() } label: { Label("Delete", systemImage: "trash") }
    /// ```
    ///
    /// - Parameters:
    ///   - role: An optional semantic role that describes the button. A value of `nil` means that
    ///     the button doesn't have an assigned role.
    ///   - action: The action to perform when the user interacts with the button.
    ///   - label: A view that describes the purpose of the button's `action`.
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.role = role
        self.action = action
        self.label = label()
    }

    /// The button as its style draws it.
    public var body: some View {
        let styles = environment.buttonStyleStack
        let style = styles.last ?? AnyButtonStyle(DefaultButtonStyle())
        let isEnabled = environment.isEnabled
        let action = self.action
        // A button inside a style's body (`Button(configuration)`) takes the style outside it.
        return AnyView(style.makeBody(label, role, { if isEnabled { action() } }))
            .environment(\.buttonStyleStack, Array(styles.dropLast()))
    }
}

extension Button where Label == Text {
    /// Creates a button that generates its label from a localized string key.
    ///
    /// ```swift
    /// Button("Sign In") { signIn() }
    /// ```
    ///
    /// - Parameters:
    ///   - titleKey: The key for the button's localized title, that describes the purpose of the
    ///     button's `action`.
    ///   - action: The action to perform when the user triggers the button.
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(role: nil, action: action) { Text(titleKey) }
    }

    /// Creates a button that generates its label from a string.
    ///
    /// ```swift
    /// Button(item.title) { open(item) }
    /// ```
    ///
    /// - Parameters:
    ///   - title: A string that describes the purpose of the button's `action`.
    ///   - action: The action to perform when the user triggers the button.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(role: nil, action: action) { Text(title) }
    }

    /// Creates a button with a specified role that generates its label from a localized string key.
    ///
    /// ```swift
    /// Button("Delete", role: .destructive) { delete() }
    /// ```
    ///
    /// - Parameters:
    ///   - titleKey: The key for the button's localized title.
    ///   - role: An optional semantic role describing the button.
    ///   - action: The action to perform when the user triggers the button.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    /// Creates a button with a specified role that generates its label from a string.
    ///
    /// ```swift
    /// Button(name, role: .cancel) { dismiss() }
    /// ```
    ///
    /// - Parameters:
    ///   - title: A string that describes the purpose of the button's `action`.
    ///   - role: An optional semantic role describing the button.
    ///   - action: The action to perform when the user triggers the button.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == KinemaUI.Label<Text, Image> {
    /// Creates a button that generates its label from a localized string key and system image name.
    ///
    /// ```swift
    /// Button("Favorite", systemImage: "heart") { toggleFavorite() }
    /// ```
    ///
    /// - Parameters:
    ///   - titleKey: The key for the button's localized title.
    ///   - systemImage: The name of the image resource to lookup.
    ///   - action: The action to perform when the user triggers the button.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(role: nil, action: action) { KinemaUI.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a button that generates its label from a string and system image name.
    ///
    /// ```swift
    /// Button(title, systemImage: "plus") { add() }
    /// ```
    ///
    /// - Parameters:
    ///   - title: A string that describes the purpose of the button's `action`.
    ///   - systemImage: The name of the image resource to lookup.
    ///   - action: The action to perform when the user triggers the button.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(role: nil, action: action) { KinemaUI.Label(title, systemImage: systemImage) }
    }

    /// Creates a button with a specified role that generates its label from a localized string key
    /// and a system image.
    ///
    /// ```swift
    /// Button("Delete", systemImage: "trash", role: .destructive) { delete() }
    /// ```
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void
    ) {
        self.init(role: role, action: action) { KinemaUI.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a button with a specified role that generates its label from a string and a system
    /// image.
    ///
    /// ```swift
    /// Button(title, systemImage: "trash", role: .destructive) { delete() }
    /// ```
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void
    ) {
        self.init(role: role, action: action) { KinemaUI.Label(title, systemImage: systemImage) }
    }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// Creates a button based on a configuration for a style with a custom appearance and custom
    /// interaction behavior: inside a ``PrimitiveButtonStyle``'s body, a button drawn by the style
    /// in effect outside it.
    ///
    /// ```swift
    /// struct RedBorderedButtonStyle: PrimitiveButtonStyle {
    ///     func makeBody(configuration: Configuration) -> some View {
    ///         Button(configuration).border(Color.red)
    ///     }
    /// }
    /// ```
    ///
    /// - Parameter configuration: A configuration for a style with a custom appearance and custom
    ///   interaction behavior.
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(role: configuration.role, action: { configuration.trigger() }) { configuration.label }
    }
}
