import Foundation

/// A button that toggles the edit mode environment value.
///
/// ```swift
/// NavigationStack {
///     List { rows }
///         .toolbar { EditButton() }
/// }
/// ```
///
/// Kinema draws its "Edit" label as a default-style button; lists have no edit mode, so a tap
/// changes nothing.
public struct EditButton: View {
    /// Creates an Edit button instance.
    public init() {}

    /// An "Edit" button.
    public var body: some View {
        Button("Edit") {}
    }
}
