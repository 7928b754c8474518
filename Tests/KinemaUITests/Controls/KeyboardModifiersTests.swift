import Foundation
import Kinema
import Testing

// The keyboard and pointer modifiers SwiftUI code sets on fields and buttons — `keyboardType`,
// `textContentType`, `autocapitalization`, `disableAutocorrection`, `keyboardShortcut`,
// `hoverEffect`, `scrollDismissesKeyboard`. A Kinema host has no software keyboard and no
// hovering pointer, so they are accepted and change nothing drawn, and the views under them keep
// working: fields take typing, buttons take taps.

/// A sign-up form, as an app writes it.
private struct SignUpForm: View {
    var decorated: Bool
    @State private var email = ""
    @State private var phone = ""
    @State private var saves = 0

    var body: some View {
        let form = VStack(spacing: 20) {
            field("Email", text: $email)
            field("Phone", text: $phone)
            Text(verbatim: "email=\(email) phone=\(phone) saves=\(saves)")
            button
        }
        if decorated {
            ScrollView { form }.scrollDismissesKeyboard(.interactively)
        } else {
            ScrollView { form }
        }
    }

    @ViewBuilder
    private func field(_ title: String, text: Binding<String>) -> some View {
        if decorated {
            TextField(title, text: text)
                .keyboardType(title == "Email" ? .emailAddress : .phonePad)
                .textContentType(title == "Email" ? .emailAddress : .telephoneNumber)
                .autocapitalization(.none)
                .disableAutocorrection(true)
        } else {
            TextField(title, text: text)
        }
    }

    @ViewBuilder
    private var button: some View {
        if decorated {
            Button("Save") { saves += 1 }
                .keyboardShortcut("s", modifiers: [.command, .shift])
                .keyboardShortcut(.defaultAction)
                .keyboardShortcut(KeyboardShortcut?.none)
                .hoverEffect(.lift)
        } else {
            Button("Save") { saves += 1 }
        }
    }
}

@MainActor
@Suite("Keyboard and hover modifiers")
struct KeyboardModifiersTests {
    @Test func theModifiersChangeNothingDrawn() {
        let plain = ViewHost(SignUpForm(decorated: false)).displayList.items
        let decorated = ViewHost(SignUpForm(decorated: true)).displayList.items
        #expect(!plain.isEmpty)
        #expect(decorated.map(\.content) == plain.map(\.content))
        #expect(decorated.map(\.frame) == plain.map(\.frame))
    }

    @Test func fieldsAndButtonsUnderThemStillWork() {
        let host = ViewHost(SignUpForm(decorated: true))
        Fidelity.tap(host, text: "Email")
        host.type("ada@example.com")
        Fidelity.tap(host, text: "Phone")
        host.type("555 0100\n")
        Fidelity.tap(host, text: "Save")
        #expect(Fidelity.texts(host).contains("email=ada@example.com phone=555 0100 saves=1"))
    }

    @Test func shortcutsAreSwiftUIs() {
        // SwiftUI: a shortcut's modifiers default to Command; the default action is Return and the
        // cancel action Escape, with no modifiers.
        let save = KeyboardShortcut("s")
        #expect(save.key == KeyEquivalent("s"))
        #expect(save.modifiers == .command)
        #expect(KeyboardShortcut.defaultAction == KeyboardShortcut(.return, modifiers: []))
        #expect(KeyboardShortcut.cancelAction == KeyboardShortcut(.escape, modifiers: []))
        #expect(KeyboardShortcut.defaultAction != KeyboardShortcut.cancelAction)
        let all: EventModifiers = .all
        for modifier in [EventModifiers.capsLock, .shift, .control, .option, .command, .numericPad] {
            #expect(all.contains(modifier))
        }
        #expect(Set([EventModifiers.capsLock, .shift, .control, .option, .command, .numericPad].map(\.rawValue)).count == 6)
    }

    @Test func keyboardTypesAreUIKitsValues() {
        // UIKeyboardType's raw values, as UIKit declares them.
        let expected: [(UIKeyboardType, Int)] = [
            (.default, 0), (.asciiCapable, 1), (.numbersAndPunctuation, 2), (.URL, 3), (.numberPad, 4),
            (.phonePad, 5), (.namePhonePad, 6), (.emailAddress, 7), (.decimalPad, 8), (.twitter, 9),
            (.webSearch, 10), (.asciiCapableNumberPad, 11),
        ]
        for (type, raw) in expected {
            #expect(type.rawValue == raw)
        }
        // UITextAutocapitalizationType's.
        #expect(UITextAutocapitalizationType.none.rawValue == 0)
        #expect(UITextAutocapitalizationType.words.rawValue == 1)
        #expect(UITextAutocapitalizationType.sentences.rawValue == 2)
        #expect(UITextAutocapitalizationType.allCharacters.rawValue == 3)
        #expect(UITextContentType.emailAddress == UITextContentType(rawValue: "emailAddress"))
        #expect(UITextContentType.emailAddress != UITextContentType.username)
    }
}
