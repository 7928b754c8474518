import Foundation

// Typing into text fields. A tap on a `TextField` or `SecureField` focuses it (as on iOS, where a
// tap brings up the keyboard); the host then takes text and keys — ``ViewHost/type(_:)`` and
// ``ViewHost/pressKey(_:)``, or a live page's keyboard — into the focused field's binding, each as
// one event. `focused(_:)` and `focused(_:equals:)` follow focus both ways, and `onSubmit` runs
// when Return is pressed.

/// Key equivalents consist of a letter, punctuation, or function key that can be combined with
/// an optional set of modifier keys to specify a keyboard shortcut.
///
/// ```swift
/// host.pressKey(.return)     // submits the focused text field
/// host.pressKey("a")         // types "a"
/// ```
public struct KeyEquivalent: Sendable, Hashable, ExpressibleByExtendedGraphemeClusterLiteral {
    /// The character value that the key equivalent represents.
    public var character: Character

    /// Creates a new key equivalent from the given character value.
    public init(_ character: Character) {
        self.character = character
    }

    /// Creates an instance initialized to the given value.
    public init(extendedGraphemeClusterLiteral: Character) {
        self.init(extendedGraphemeClusterLiteral)
    }

    /// Up Arrow (U+F700)
    public static let upArrow = KeyEquivalent("\u{F700}")
    /// Down Arrow (U+F701)
    public static let downArrow = KeyEquivalent("\u{F701}")
    /// Left Arrow (U+F702)
    public static let leftArrow = KeyEquivalent("\u{F702}")
    /// Right Arrow (U+F703)
    public static let rightArrow = KeyEquivalent("\u{F703}")
    /// Escape (U+001B)
    public static let escape = KeyEquivalent("\u{1B}")
    /// Delete (U+0008)
    public static let delete = KeyEquivalent("\u{8}")
    /// Delete Forward (U+F728)
    public static let deleteForward = KeyEquivalent("\u{F728}")
    /// Home (U+F729)
    public static let home = KeyEquivalent("\u{F729}")
    /// End (U+F72B)
    public static let end = KeyEquivalent("\u{F72B}")
    /// Page Up (U+F72C)
    public static let pageUp = KeyEquivalent("\u{F72C}")
    /// Page Down (U+F72D)
    public static let pageDown = KeyEquivalent("\u{F72D}")
    /// Clear (U+F739)
    public static let clear = KeyEquivalent("\u{F739}")
    /// Tab (U+0009)
    public static let tab = KeyEquivalent("\t")
    /// Space (U+0020)
    public static let space = KeyEquivalent(" ")
    /// Return (U+000D)
    public static let `return` = KeyEquivalent("\r")
}

/// A field's hold on its text: what typing edits and what Return submits. A control, so the
/// host's touches reach it as they reach a button; its activation takes focus.
final class TextInputResponder: ControlResponder {
    var text: Binding<String>?
    /// Sets the field's own "editing" state, which draws the caret.
    var setEditing: ((Bool) -> Void)?
    /// The `focused` bindings above the field: each is told when the field gains or loses focus.
    var focusBindings: [FocusBindingHook] = []
    /// The `onSubmit` actions above the field, innermost first.
    var submitActions: [SubmitAction] = []
    /// Whether Return types a new line (a `TextEditor`) instead of submitting.
    var isMultiline = false
}

/// A `focused(_:)` or `focused(_:equals:)` binding, as the field below it sees it.
struct FocusBindingHook {
    /// Whether the binding says this field has focus now (code set it).
    let isFocused: () -> Bool
    /// Writes focus gained (`true`) or lost (`false`) to the binding; a loss leaves a binding
    /// that already names another field alone.
    let set: (Bool) -> Void

    /// - Parameter value: The binding's value while the field has focus. On a loss an optional
    ///   binding becomes `nil` and a Boolean one `false`; any other keeps its value.
    init<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) {
        // `nil` of an optional `Value`, else `false` of a Boolean one.
        let none: Value? = ((Optional<Any>.none as Any) as? Value) ?? (false as? Value)
        isFocused = { binding.wrappedValue == value }
        set = { gained in
            if gained {
                if binding.wrappedValue != value { binding.wrappedValue = value }
            } else if binding.wrappedValue == value, let none {
                binding.wrappedValue = none
            }
        }
    }
}

/// One `onSubmit` action and the triggers it answers.
struct SubmitAction {
    let triggers: SubmitTriggers
    let action: () -> Void
}

extension EnvironmentValues {
    var focusBindingHooks: [FocusBindingHook] {
        get { self[FocusBindingHooksKey.self] }
        set { self[FocusBindingHooksKey.self] = newValue }
    }

    var submitActions: [SubmitAction] {
        get { self[SubmitActionsKey.self] }
        set { self[SubmitActionsKey.self] = newValue }
    }
}

private struct FocusBindingHooksKey: EnvironmentKey {
    nonisolated(unsafe) static let defaultValue: [FocusBindingHook] = []
}

private struct SubmitActionsKey: EnvironmentKey {
    nonisolated(unsafe) static let defaultValue: [SubmitAction] = []
}

/// Makes its content a text field that takes focus on a tap and text while focused.
struct _TextInputModifier: ViewModifier, PrimitiveModifier {
    let text: Binding<String>
    let setEditing: (Bool) -> Void
    var isMultiline = false

    func body(content: Content) -> Never { primitiveBody() }

    func update(_ node: ViewNode, content: any View, in context: inout UpdateContext) {
        let responder = node.state(orMake: TextInputResponder.init).state
        let environment = context.environment
        responder.text = text
        responder.isMultiline = isMultiline
        responder.isEnabled = environment.isEnabled
        responder.setEditing = setEditing
        responder.focusBindings = environment.focusBindingHooks
        responder.submitActions = environment.submitActions
        let engine = context.engine
        if responder.activate == nil {
            responder.activate = { [weak responder] _ in engine.focusTextInput(responder) }
        }
        // A tap that reaches the role by another way than the host's control path focuses too.
        node.role = .tap(count: 1, action: { [weak responder] in
            guard let responder, responder.isEnabled else { return }
            responder.activate?(ControlTouch(location: .zero, size: .zero))
        })
        // Code that sets a `focused` binding to this field moves focus here, as on iOS, and
        // setting it away (`false`, `nil`, another field's value) ends editing. The move writes
        // state, so it runs once this update ends.
        if !responder.focusBindings.isEmpty {
            let wanted = responder.focusBindings.contains { $0.isFocused() }
            let focused = engine.focusedTextInput === responder
            if wanted != focused {
                engine.scheduleAfterUpdate { [weak responder] in
                    guard let responder else { return }
                    if wanted {
                        engine.focusTextInput(responder)
                    } else if engine.focusedTextInput === responder {
                        engine.focusTextInput(nil)
                    }
                }
            }
        }
        context.updateChild(of: node, with: content)
    }
}

extension ViewEngine {
    /// Moves focus to `responder` (or nowhere), telling the fields and their bindings.
    func focusTextInput(_ responder: TextInputResponder?) {
        let previous = focusedTextInput
        guard previous !== responder else { return }
        focusedTextInput = responder
        if let previous {
            previous.setEditing?(false)
            for hook in previous.focusBindings { hook.set(false) }
        }
        if let responder {
            responder.setEditing?(true)
            for hook in responder.focusBindings { hook.set(true) }
        }
    }
}

extension ViewHost {
    /// Types `text` into the focused text field, as a keyboard would, in one event; a newline
    /// presses Return (in a `TextEditor` it is typed). Returns whether a field had focus (a tap on a field gives it focus).
    ///
    /// ```swift
    /// let host = ViewHost(SignIn())
    /// host.tap(at: CGPoint(x: 200, y: 100))   // the name field takes focus
    /// host.type("Ada")
    /// host.pressKey(.return)                  // its onSubmit runs
    /// ```
    ///
    /// Text is added at the end of the field's text (Kinema's fields have no caret to move).
    @discardableResult
    public func type(_ text: String) -> Bool {
        guard let responder = engine.focusedTextInput, let binding = responder.text else { return false }
        var pending = ""
        for character in text {
            if character.isNewline, responder.isMultiline {
                pending.append("\n")
            } else if character == "\n" || character == "\r" || character == "\r\n" {
                if !pending.isEmpty {
                    let typed = pending
                    engine.performEvent { binding.wrappedValue += typed }
                    pending = ""
                }
                pressKey(.return)
                if engine.focusedTextInput !== responder { return true }
            } else {
                pending.append(character)
            }
        }
        if !pending.isEmpty {
            let typed = pending
            engine.performEvent { binding.wrappedValue += typed }
        }
        return true
    }

    /// Presses `key` on the keyboard, as one event, for the focused text field: `.delete` removes
    /// the last character, `.return` runs the field's `onSubmit` actions and ends editing (as on
    /// iOS; in a `TextEditor` it types a new line), `.escape` ends editing, a printable character (a space included) is typed. Returns
    /// whether a field had focus.
    ///
    /// ```swift
    /// host.pressKey(.delete)
    /// ```
    ///
    /// Arrow, page and home/end keys do nothing: Kinema's fields have no caret to move. Tab does
    /// nothing either: a one-line field takes no tab character, and Kinema does not move focus
    /// between fields.
    @discardableResult
    public func pressKey(_ key: KeyEquivalent) -> Bool {
        guard let responder = engine.focusedTextInput, let binding = responder.text else { return false }
        switch key {
        case .delete:
            engine.performEvent {
                if !binding.wrappedValue.isEmpty { binding.wrappedValue.removeLast() }
            }
        case .return where responder.isMultiline:
            engine.performEvent { binding.wrappedValue.append("\n") }
        case .return:
            engine.performEvent {
                for submit in responder.submitActions where submit.triggers.contains(.text) { submit.action() }
                engine.focusTextInput(nil)
            }
        case .escape:
            engine.performEvent { engine.focusTextInput(nil) }
        case .tab:
            break
        default:
            let scalars = key.character.unicodeScalars
            // Function keys live in the private-use range U+F700…U+F8FF; control characters
            // type nothing.
            guard let first = scalars.first, !(0xF700...0xF8FF).contains(first.value),
                  !key.character.isNewline, first.value >= 0x20, first.value != 0x7F
            else { return true }
            engine.performEvent { binding.wrappedValue.append(key.character) }
        }
        return true
    }

    /// Whether a text field has focus: typing goes to it.
    public var isEditingText: Bool {
        engine.focusedTextInput != nil
    }
}
