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
/// It reads "Edit" while the environment's ``EnvironmentValues/editMode`` is inactive and "Done"
/// (bold) while it is editing; a tap switches the mode between `.inactive` and `.active` with the
/// default animation, as UIKit's edit button does. Navigation stacks provide the mode their
/// content shares (a stack inside another, or a view under `.environment(\.editMode, …)`, uses
/// the one given above). Without a mode the button does nothing.
///
/// > Note: Kinema's lists draw no delete and move controls in edit mode; views that read
/// > `editMode` (`if editMode?.wrappedValue.isEditing == true`) change as in SwiftUI.
public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    /// Creates an Edit button instance.
    public init() {}

    /// "Edit" or "Done", toggling the mode.
    public var body: some View {
        let editMode = self.editMode
        let editing = editMode?.wrappedValue.isEditing ?? false
        return Button {
            guard let editMode else { return }
            withAnimation { editMode.wrappedValue = editing ? .inactive : .active }
        } label: {
            if editing { Text("Done").fontWeight(.semibold) } else { Text("Edit") }
        }
    }
}

/// A mode that indicates whether the user can edit a view's content.
///
/// ```swift
/// @Environment(\.editMode) private var editMode
/// var body: some View {
///     if editMode?.wrappedValue.isEditing == true { ProfileEditor(profile: $draft) } else { ProfileSummary(profile: profile) }
/// }
/// ```
public enum EditMode: Hashable, Sendable {
    /// The user can't edit the view content.
    case inactive
    /// The view is in a temporary edit mode.
    case transient
    /// The user can edit the view content.
    case active

    /// Indicates whether a view is being edited (`.active` or `.transient`).
    public var isEditing: Bool {
        self != .inactive
    }
}

extension EnvironmentValues {
    /// An indication of whether the user can edit the contents of a view associated with this
    /// environment.
    ///
    /// ```swift
    /// ProfileHost().environment(\.editMode, $mode)
    /// ```
    ///
    /// `nil` outside a navigation stack unless set; a stack gives its content a mode of its own,
    /// starting `.inactive`.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}

private struct EditModeKey: EnvironmentKey {
    nonisolated(unsafe) static let defaultValue: Binding<EditMode>? = nil
}
