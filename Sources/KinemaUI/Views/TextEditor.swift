import Foundation

/// A view that can display and edit long-form text.
///
/// ```swift
/// struct NotesEditor: View {
///     @State private var notes = "Buy milk"
///     var body: some View {
///         TextEditor(text: $notes)
///             .font(.body)
///             .frame(minHeight: 120)
///     }
/// }
/// ```
///
/// Like UIKit's text view it takes all the space it is offered and draws the text from its top
/// leading corner, inset 8 points above and below and 5 at the sides, wrapping to the width. A
/// tap focuses it; ``ViewHost/type(_:)`` then appends text, and Return (a newline typed, or
/// ``ViewHost/pressKey(_:)`` with `.return`) types a new line rather than submitting. Focus moves
/// away with `.escape`, a tap on another field, or a `focused` binding.
public struct TextEditor: View {
    let text: Binding<String>
    @State private var isEditing = false

    /// Creates a plain text editor.
    ///
    /// ```swift
    /// TextEditor(text: $fullText)
    /// ```
    ///
    /// - Parameter text: A binding to the string the editor shows and edits.
    public init(text: Binding<String>) {
        self.text = text
    }

    /// The text at the top leading corner of the offered space, and the caret while editing.
    public var body: some View {
        let editing = $isEditing
        let string = text.wrappedValue
        return Text(verbatim: string)
            .overlay(alignment: string.isEmpty ? .leading : .bottomTrailing) {
                if isEditing {
                    Rectangle().fill(Color.accentColor).frame(width: 2, height: 20).offset(x: string.isEmpty ? -1 : 1)
                }
            }
            .padding(.horizontal, 5)
            .padding(.vertical, 8)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .contentShape(Rectangle())
            .modifier(_TextInputModifier(text: text, setEditing: { editing.wrappedValue = $0 }, isMultiline: true))
    }
}
