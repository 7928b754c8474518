import Foundation

/// A view that shows or hides another content view, based on the state of a disclosure control.
///
/// ```swift
/// DisclosureGroup("Advanced") {
///     Toggle("Debug", isOn: $debug)
/// }
/// ```
///
/// Drawn as on iOS: the label with a chevron at the trailing edge (pointing right when collapsed,
/// down when expanded), the content below while expanded. ``ViewHost/tap(at:)`` on the label
/// toggles it: the binding is written, or the group's own state changes, under the transaction
/// current where the host is called (so a `withAnimation` around the tap animates the chevron and
/// the content's insertion).
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let isExpanded: Binding<Bool>?
    @State private var ownExpanded = false

    /// Creates a disclosure group with the given label and content views.
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        self.isExpanded = nil
    }

    /// Creates a disclosure group with the given label and content views, and a binding to the
    /// expansion state (expanded or collapsed).
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        self.isExpanded = isExpanded
    }

    /// The label and chevron, then the content while expanded.
    public var body: some View {
        let expanded = isExpanded?.wrappedValue ?? ownExpanded
        VStack(alignment: .leading, spacing: 8) {
            Button {
                if let isExpanded { isExpanded.wrappedValue.toggle() } else { ownExpanded.toggle() }
            } label: {
                HStack {
                    label
                    Spacer(minLength: 8)
                    Image(systemName: "chevron.right")
                        .font(.footnote.weight(.semibold))
                        .rotationEffect(.degrees(expanded ? 90 : 0))
                }
            }
            .buttonStyle(.plain)
            if expanded {
                content
            }
        }
    }
}

extension DisclosureGroup where Label == Text {
    /// Creates a disclosure group, using a provided localized string key to create a text view for
    /// the label.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// Creates a disclosure group, using a provided string to create a text view for the label.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ label: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(label) }
    }

    /// Creates a disclosure group with a localized label and a binding to the expansion state.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }

    /// Creates a disclosure group with a string label and a binding to the expansion state.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(label) }
    }
}
