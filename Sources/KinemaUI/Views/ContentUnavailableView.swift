import Foundation

/// An interface, consisting of a label and additional content, that you display when the content
/// of your app is unavailable to users.
///
/// ```swift
/// if results.isEmpty {
///     ContentUnavailableView("No Results", systemImage: "magnifyingglass",
///                            description: Text("Try another search."))
/// }
/// ```
///
/// Drawn as on iOS, centred in the space it is offered: the icon large and grey above the title
/// (a bold title 2), the description below in the secondary colour, then the actions.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    /// Creates an interface, consisting of a label and additional content, that you display when
    /// the content of your app is unavailable to users.
    public init(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    /// The label, description and actions, centred.
    public var body: some View {
        VStack(spacing: 8) {
            label
                .labelStyle(UnavailableLabelStyle())
            description
                .font(.subheadline)
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.center)
            actions
                .padding(.top, 8)
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

extension ContentUnavailableView where Label == KinemaUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// Creates an interface from a localized title, a symbol and an optional description.
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { KinemaUI.Label(title, systemImage: name) }, description: { description })
    }

    /// Creates an interface from a title string, a symbol and an optional description.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { KinemaUI.Label(title, systemImage: name) }, description: { description })
    }

    /// Creates an interface from a localized title, an image and an optional description.
    public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(label: { KinemaUI.Label(title, image: name) }, description: { description })
    }
}

/// The unavailable view's label: a large grey icon above a bold title.
struct UnavailableLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 12) {
            configuration.icon
                .font(.system(size: 48))
                .foregroundStyle(.secondary)
            configuration.title
                .font(.title2.bold())
        }
    }
}
