import Foundation

/// A control that toggles between on and off states.
///
/// ```swift
/// struct Settings: View {
///     @State private var vibrateOnRing = false
///     var body: some View {
///         Toggle("Vibrate on Ring", isOn: $vibrateOnRing.animation(.snappy))
///     }
/// }
/// ```
///
/// The ``View/toggleStyle(_:)`` above it decides what is drawn: by default (and with
/// ``ToggleStyle/switch``) the label, then a switch at the trailing edge of the full width; with
/// ``ToggleStyle/button``, a button that is filled while on. In a ``ViewHost``, ``ViewHost/tap(at:)``
/// on the switch (or the button) flips the binding, under the transaction current where the host
/// is called. The switch's knob and track colour animate when `isOn` changes under an animation,
/// and a tap on the switch itself slides the knob with the default animation even when nothing
/// else animates, as UIKit's switch animates itself.
public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label
    @Environment(\.self) private var environment

    /// Creates a toggle that displays a custom label.
    ///
    /// ```swift
    /// Toggle(isOn: $vibrateOnRing) { Text("Vibrate on Ring") }
    /// ```
    ///
    /// - Parameters:
    ///   - isOn: A binding to a property that determines whether the toggle is on or off.
    ///   - label: A view that describes the purpose of the toggle.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    /// The toggle as its style draws it.
    public var body: some View {
        let configuration = ToggleStyleConfiguration(
            label: ToggleStyleConfiguration.Label(content: label), isOn: isOn)
        return styledBody(
            configuration, stack: \.toggleStyleStack,
            fallback: AnyStyle(DefaultToggleStyle()) { $0.makeBody(configuration: $1) }, in: environment)
    }
}

extension Toggle where Label == Text {
    /// Creates a toggle that generates its label from a localized string key.
    ///
    /// ```swift
    /// Toggle("Vibrate on Ring", isOn: $vibrateOnRing)
    /// ```
    ///
    /// - Parameters:
    ///   - titleKey: The key for the toggle's localized title, that describes the purpose of the
    ///     toggle.
    ///   - isOn: A binding to a property that indicates whether the toggle is on or off.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    /// Creates a toggle that generates its label from a string.
    ///
    /// ```swift
    /// Toggle(setting.name, isOn: $setting.isEnabled)
    /// ```
    ///
    /// - Parameters:
    ///   - title: A string that describes the purpose of the toggle.
    ///   - isOn: A binding to a property that indicates whether the toggle is on or off.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == KinemaUI.Label<Text, Image> {
    /// Creates a toggle that generates its label from a localized string key and system image.
    ///
    /// ```swift
    /// Toggle("Vibrate on Ring", systemImage: "bell", isOn: $vibrateOnRing)
    /// ```
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { KinemaUI.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a toggle that generates its label from a string and system image.
    ///
    /// ```swift
    /// Toggle(name, systemImage: "star", isOn: $isFavorite)
    /// ```
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { KinemaUI.Label(title, systemImage: systemImage) }
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// Creates a toggle based on a toggle style configuration: inside a ``ToggleStyle``'s body,
    /// the toggle as the style in effect outside it draws it.
    ///
    /// ```swift
    /// struct RedBorderToggleStyle: ToggleStyle {
    ///     func makeBody(configuration: Configuration) -> some View {
    ///         Toggle(configuration).padding().border(.red)
    ///     }
    /// }
    /// ```
    ///
    /// - Parameter configuration: The properties of the toggle, including a label and a binding to
    ///   the toggle's state.
    public init(_ configuration: ToggleStyleConfiguration) {
        self.init(isOn: configuration.$isOn) { configuration.label }
    }
}
