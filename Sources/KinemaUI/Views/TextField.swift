import Foundation

/// A control that displays an editable text interface.
///
/// ```swift
/// Form {
///     TextField("Name", text: $name)
///     SecureField("Password", text: $password)
/// }
/// ```
///
/// The field draws its text (or, while the text is empty, its prompt in the tertiary colour),
/// leading-aligned across the width it is offered. A tap focuses it and draws a caret after the
/// text; then ``ViewHost/type(_:)`` and ``ViewHost/pressKey(_:)`` (or a live page's keyboard)
/// edit the bound string, and Return runs `onSubmit` and ends editing, as on iOS.
public struct TextField<Label: View>: View {
    let text: Binding<String>
    let prompt: Text?
    let label: Label
    let placeholder: Text?
    /// For a field bound to a value: how the value reads as text, and how edited text is
    /// committed back to it.
    var formatting: TextFieldFormatting?
    @Environment(\.textFieldStyleKind) private var style
    @State private var isEditing = false
    /// The text being edited in a value field, until it is committed.
    @State private var draft: String?

    /// Creates a text field with a prompt and a label built from a view.
    ///
    /// ```swift
    /// TextField(text: $name, prompt: Text("Required")) { Text("Name") }
    /// ```
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.text = text
        self.prompt = prompt
        self.label = label()
        self.placeholder = nil
    }

    /// The text, or the prompt while it is empty.
    public var body: some View {
        let editing = $isEditing
        let text: Binding<String>
        let setEditing: (Bool) -> Void
        if let formatting {
            // A value field edits a copy of the value's text and writes the value back when
            // editing ends (Return, or focus moving away), as SwiftUI does; text that does not
            // parse leaves the value as it was.
            let draft = $draft
            text = Binding(get: { draft.wrappedValue ?? formatting.display() }, set: { draft.wrappedValue = $0 })
            setEditing = { isEditing in
                editing.wrappedValue = isEditing
                if !isEditing, let edited = draft.wrappedValue {
                    formatting.commit(edited)
                    draft.wrappedValue = nil
                }
            }
        } else {
            text = self.text
            setEditing = { editing.wrappedValue = $0 }
        }
        return TextFieldBody(text: text.wrappedValue, prompt: prompt ?? placeholder, isSecure: false, style: style, isEditing: isEditing)
            .modifier(_TextInputModifier(text: text, setEditing: setEditing))
    }
}

extension TextField where Label == Text {
    /// Creates a text field with a text label generated from a localized title string.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text, prompt: nil, label: Text(titleKey), placeholder: Text(titleKey))
    }

    /// Creates a text field with a text label generated from a title string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: nil, label: Text(title), placeholder: Text(title))
    }

    /// Creates a text field with a prompt generated from a `Text`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt, label: Text(titleKey), placeholder: Text(titleKey))
    }

    /// Creates a text field with a preferred axis (accepted: the text is drawn on as many lines
    /// as it needs).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: nil, label: Text(titleKey), placeholder: Text(titleKey))
    }

    /// Creates a text field with a preferred axis and a title string (accepted axis).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: nil, label: Text(title), placeholder: Text(title))
    }

    /// Creates a text field with actions on editing changes and commit (the older spelling; the
    /// actions never run).
    public init(
        _ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        onCommit: @escaping () -> Void = {}
    ) {
        self.init(text: text, prompt: nil, label: Text(titleKey), placeholder: Text(titleKey))
    }

    init(text: Binding<String>, prompt: Text?, label: Text, placeholder: Text?) {
        self.text = text
        self.prompt = prompt
        self.label = label
        self.placeholder = placeholder
    }
}

/// A control into which people securely enter private text.
///
/// ```swift
/// SecureField("Password", text: $password)
/// ```
///
/// Drawn as a ``TextField``, each character of the text shown as a bullet.
public struct SecureField<Label: View>: View {
    let text: Binding<String>
    let prompt: Text?
    @Environment(\.textFieldStyleKind) private var style
    @State private var isEditing = false

    /// Creates a secure field with a prompt and a label built from a view.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.text = text
        self.prompt = prompt
    }

    /// Bullets for the text, or the prompt while it is empty.
    public var body: some View {
        let editing = $isEditing
        TextFieldBody(text: text.wrappedValue, prompt: prompt, isSecure: true, style: style, isEditing: isEditing)
            .modifier(_TextInputModifier(text: text, setEditing: { editing.wrappedValue = $0 }))
    }
}

extension SecureField where Label == Text {
    /// Creates a secure field with a prompt generated from a localized title string.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.text = text
        self.prompt = Text(titleKey)
    }

    /// Creates a secure field with a prompt generated from a title string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.text = text
        self.prompt = Text(title)
    }
}

/// What a text or secure field draws.
struct TextFieldBody: View {
    let text: String
    let prompt: Text?
    let isSecure: Bool
    let style: TextFieldStyleKind
    var isEditing = false

    var body: some View {
        let field = Group {
            if text.isEmpty {
                (prompt ?? Text(verbatim: "")).foregroundStyle(.tertiary)
            } else {
                Text(verbatim: isSecure ? String(repeating: "•", count: min(text.count, 10_000)) : text)
            }
        }
        // While editing, the caret: a 2-point bar in the tint colour after the text (before the
        // prompt while the text is empty), as tall as the line.
        .overlay(alignment: text.isEmpty ? .leading : .trailing) {
            if isEditing {
                Rectangle().fill(Color.accentColor).frame(width: 2).offset(x: text.isEmpty ? -1 : 1)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        return Group {
            if style == .roundedBorder {
                field
                    .padding(.horizontal, 7)
                    .padding(.vertical, 6)
                    .background(RoundedRectangle(cornerRadius: 5).fill(Color.white))
                    .overlay(RoundedRectangle(cornerRadius: 5).stroke(TextFieldBody.border, lineWidth: 1.0 / 3.0))
            } else {
                field
            }
        }
    }

    /// iOS's rounded-border field outline: `systemGray4`.
    static let border = Color(red: 209 / 255, green: 209 / 255, blue: 214 / 255)
}

/// A specification for the appearance and interaction of a text field.
public protocol TextFieldStyle {}

/// The default text field style.
public struct DefaultTextFieldStyle: TextFieldStyle {
    /// Creates a default text field style.
    public init() {}
}

/// A text field style with no decoration.
public struct PlainTextFieldStyle: TextFieldStyle {
    /// Creates a plain text field style.
    public init() {}
}

/// A text field style with a system-defined rounded border.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    /// Creates a rounded border text field style.
    public init() {}
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The default text field style.
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// A text field style with no decoration.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// A text field style with a system-defined rounded border: a white fill inside a hairline
    /// `systemGray4` outline with 5-point corners, the text padded 7 points at the sides and 6
    /// above and below.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

enum TextFieldStyleKind: Hashable, Sendable {
    case automatic, roundedBorder
}

extension EnvironmentValues {
    var textFieldStyleKind: TextFieldStyleKind {
        get { self[TextFieldStyleKindKey.self] }
        set { self[TextFieldStyleKindKey.self] = newValue }
    }
}

private struct TextFieldStyleKindKey: EnvironmentKey {
    static let defaultValue = TextFieldStyleKind.automatic
}

/// A label for the return key of a software keyboard.
public struct SubmitLabel: Hashable, Sendable {
    private let name: String

    /// Defines a submit label with text of "Done".
    public static let done = SubmitLabel(name: "done")
    /// Defines a submit label with text of "Go".
    public static let go = SubmitLabel(name: "go")
    /// Defines a submit label with text of "Send".
    public static let send = SubmitLabel(name: "send")
    /// Defines a submit label with text of "Join".
    public static let join = SubmitLabel(name: "join")
    /// Defines a submit label with text of "Route".
    public static let route = SubmitLabel(name: "route")
    /// Defines a submit label with text of "Search".
    public static let search = SubmitLabel(name: "search")
    /// Defines a submit label with text of "Return".
    public static let `return` = SubmitLabel(name: "return")
    /// Defines a submit label with text of "Next".
    public static let next = SubmitLabel(name: "next")
    /// Defines a submit label with text of "Continue".
    public static let `continue` = SubmitLabel(name: "continue")
}

/// A type of text a submission is triggered from.
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Defines triggers originating from text input controls like text fields.
    public static let text = SubmitTriggers(rawValue: 1 << 0)
    /// Defines triggers originating from search fields.
    public static let search = SubmitTriggers(rawValue: 1 << 1)
}

/// The kind of autocapitalization behavior applied during text input.
public struct TextInputAutocapitalization: Sendable {
    private let value: Int

    /// Defines an autocapitalizing behavior that will not capitalize anything.
    public static let never = TextInputAutocapitalization(value: 0)
    /// Defines an autocapitalizing behavior that will capitalize the first letter of every word.
    public static let words = TextInputAutocapitalization(value: 1)
    /// Defines an autocapitalizing behavior that will capitalize the first letter in every
    /// sentence.
    public static let sentences = TextInputAutocapitalization(value: 2)
    /// Defines an autocapitalizing behavior that will capitalize every letter.
    public static let characters = TextInputAutocapitalization(value: 3)
}

extension View {
    /// Sets the style for text fields within this view.
    ///
    /// ```swift
    /// TextField("Name", text: $name).textFieldStyle(.roundedBorder)
    /// ```
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        environment(\.textFieldStyleKind, style is RoundedBorderTextFieldStyle ? .roundedBorder : .automatic)
    }

    /// Adds an action to perform when the user submits a value to this view.
    ///
    /// ```swift
    /// TextField("Search", text: $query).onSubmit { search() }
    /// ```
    ///
    /// Return pressed in a focused text field below this view (``ViewHost/pressKey(_:)``, a
    /// newline in ``ViewHost/type(_:)``, or a live page's keyboard) runs the action, then every
    /// `onSubmit` further up, innermost first.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        transformEnvironment(\.submitActions) { $0.insert(SubmitAction(triggers: triggers, action: action), at: 0) }
    }

    /// Sets the submit label for this view (accepted).
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View {
        self
    }

    /// Sets how often the shift key in the keyboard is automatically enabled (accepted).
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        self
    }

    /// Sets whether to disable autocorrection for this view (accepted).
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
        self
    }
}
