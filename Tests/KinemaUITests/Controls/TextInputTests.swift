import Foundation
import Kinema
import Testing

// Typing, as SwiftUI code expects it: a tap focuses a field (iOS brings up the keyboard), typed
// text lands in its binding, Return runs `onSubmit` (innermost first) and ends editing, and
// `@FocusState` follows focus both ways.

private struct SignIn: View {
    enum Field: Hashable { case name, password }

    @State private var name = ""
    @State private var password = ""
    @State private var log: [String] = []
    @FocusState private var focus: Field?

    var body: some View {
        VStack(spacing: 20) {
            TextField("Name", text: $name)
                .focused($focus, equals: .name)
                .onSubmit { focus = .password }
            SecureField("Password", text: $password)
                .focused($focus, equals: .password)
            Text("log:" + log.joined(separator: ","))
            Text("focus:" + (focus.map { "\($0)" } ?? "none"))
            Text("secret:" + password)
        }
        .onSubmit { log.append("submitted \(name)") }
        .padding()
    }
}

private struct Search: View {
    @State private var query = "kin"
    @FocusState private var searching: Bool

    var body: some View {
        VStack {
            TextField("Search", text: $query).focused($searching)
            Button("Find") { searching = true }
            Text("query:" + query)
            Text(searching ? "searching" : "idle")
        }
    }
}

@MainActor
@Suite("Text input")
struct TextInputTests {
    static func texts<V: View>(_ host: ViewHost<V>) -> [String: CGRect] {
        var found: [String: CGRect] = [:]
        for item in host.displayList.items {
            if case .text(let layout) = item.content { found[layout.string] = item.frame }
        }
        return found
    }

    static func centre<V: View>(of text: String, in host: ViewHost<V>) throws -> CGPoint {
        let frame = try #require(texts(host).first { $0.key.hasPrefix(text) }?.value, "\(text) in \(texts(host).keys)")
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    @Test func aTapFocusesAndTypingEditsTheBinding() throws {
        let host = ViewHost(SignIn(), size: CGSize(width: 300, height: 300))
        #expect(!host.isEditingText)
        #expect(!host.type("ignored"), "no field has focus yet")
        host.tap(at: try Self.centre(of: "Name", in: host))
        #expect(host.isEditingText)
        #expect(Self.texts(host)["focus:name"] != nil, "a tap sets the focus state to the field's value")
        host.type("Adx")
        host.pressKey(.delete)
        host.pressKey("a")
        #expect(Self.texts(host)["Ada"] != nil, "typed, one character deleted, one typed")
    }

    @Test func returnSubmitsInnermostFirstThenFocusMoves() throws {
        let host = ViewHost(SignIn(), size: CGSize(width: 300, height: 300))
        host.tap(at: try Self.centre(of: "Name", in: host))
        host.type("Ada\n")
        let texts = Self.texts(host)
        #expect(texts["log:submitted Ada"] != nil, "the outer onSubmit ran with the typed name")
        #expect(texts["focus:password"] != nil, "the inner onSubmit moved focus")
        // Focus moved by the binding: typing goes to the secure field, drawn as bullets.
        host.type("pw")
        #expect(Self.texts(host)["secret:pw"] != nil)
        #expect(Self.texts(host)["••"] != nil)
        host.pressKey(.escape)
        #expect(!host.isEditingText)
        #expect(Self.texts(host)["focus:none"] != nil, "ending editing clears the focus state")
        #expect(!host.type("x"))
    }

    @Test func settingTheFocusStateFocusesTheField() throws {
        let host = ViewHost(Search(), size: CGSize(width: 300, height: 200))
        #expect(!host.isEditingText)
        host.tap(at: try Self.centre(of: "Find", in: host))
        #expect(host.isEditingText, "a Boolean focus state set to true focuses its field")
        #expect(Self.texts(host)["searching"] != nil)
        host.type("ema")
        #expect(Self.texts(host)["query:kinema"] != nil)
        host.pressKey(.return)
        #expect(Self.texts(host)["idle"] != nil, "Return ends editing and sets the state back to false")
    }

    @Test func theCaretIsDrawnOnlyWhileEditing() throws {
        let host = ViewHost(Search(), size: CGSize(width: 300, height: 200))
        let before = host.displayList.items.count
        host.tap(at: try Self.centre(of: "kin", in: host))
        #expect(host.displayList.items.count == before + 1, "one more item: the caret")
        host.pressKey(.escape)
        #expect(host.displayList.items.count == before)
    }

    @Test func functionAndControlKeysTypeNothing() throws {
        let host = ViewHost(Search(), size: CGSize(width: 300, height: 200))
        host.tap(at: try Self.centre(of: "kin", in: host))
        for key in [KeyEquivalent.upArrow, .downArrow, .leftArrow, .rightArrow, .home, .end, .pageUp, .pageDown,
                    .deleteForward, .clear, .tab, KeyEquivalent("\u{7}")] {
            #expect(host.pressKey(key))
        }
        host.pressKey(.space)
        #expect(Self.texts(host)["query:kin "] != nil)
    }

    @Test func keyEquivalentsAreSwiftUIsCharacters() {
        // Apple's documentation gives each constant's code point.
        #expect(KeyEquivalent.return.character == "\u{0D}")
        #expect(KeyEquivalent.delete.character == "\u{08}")
        #expect(KeyEquivalent.escape.character == "\u{1B}")
        #expect(KeyEquivalent.tab.character == "\u{09}")
        #expect(KeyEquivalent.upArrow.character == "\u{F700}")
        #expect(KeyEquivalent.deleteForward.character == "\u{F728}")
        #expect(KeyEquivalent.clear.character == "\u{F739}")
        let literal: KeyEquivalent = "k"
        #expect(literal.character == "k")
    }
}
