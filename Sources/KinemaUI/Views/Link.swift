import Foundation

/// A control for navigating to a URL.
///
/// ```swift
/// Link("View Our Terms of Service", destination: URL(string: "https://www.example.com/TOS.html")!)
/// ```
///
/// Drawn as a default-style ``Button`` (its label in the tint); a tap calls the environment's
/// `openURL` action with the destination, which opens nothing by default.
public struct Link<Label: View>: View {
    let destination: URL
    let label: Label
    @Environment(\.openURL) private var openURL

    /// Creates a control, consisting of a URL and a label, used to navigate to the given URL.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    /// A button that opens the destination.
    public var body: some View {
        let openURL = self.openURL
        let destination = self.destination
        return Button { openURL(destination) } label: { label }
    }
}

extension Link where Label == Text {
    /// Creates a control, consisting of a URL and a title key, used to navigate to a URL.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// Creates a control, consisting of a URL and a title string, used to navigate to a URL.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}
