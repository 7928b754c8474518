import Foundation
import Kinema
import Testing

// `TextEditor`: SwiftUI's multi-line text view. It takes all the space it is offered and draws its
// text from the top leading corner (inset 8 points above and below and 5 at the sides, as UIKit's
// text view is), wrapping to its width. A tap focuses it; Return types a new line and does not
// submit, so `onSubmit` never runs for it.

/// A notes screen, as an app writes one: the editor above a status line. Newlines are shown as
/// "⏎" in the status line so a test can read them.
private struct NotesScreen: View {
    @State private var notes = "Buy milk"
    @State private var submits = 0

    var body: some View {
        VStack(spacing: 0) {
            TextEditor(text: $notes)
                .onSubmit { submits += 1 }
            Text(verbatim: "notes=" + notes.replacingOccurrences(of: "\n", with: "⏎") + " submits=\(submits)")
        }
    }
}

@MainActor
@Suite("TextEditor")
struct TextEditorTests {
    private static func status<V: View>(_ host: ViewHost<V>) -> String? {
        Fidelity.texts(host).first { $0.hasPrefix("notes=") }
    }

    private static func isCaret(_ item: DisplayList.Item) -> Bool {
        item.content == .shape(.rectangle, fill: .accentColor) && item.frame.width == 2
    }

    @Test func theEditorTakesAllTheSpaceItIsOffered() throws {
        let alone = ViewHost(TextEditor(text: .constant("Hi")).background(Color.yellow), size: CGSize(width: 300, height: 200))
        let background = try #require(alone.displayList.items.first)
        #expect(background.content == .shape(.rectangle, fill: .yellow) || background.content == .color(.yellow))
        #expect(background.frame == CGRect(x: 0, y: 0, width: 300, height: 200))
        // In a stack it leaves the other views their ideal size and takes the rest.
        let stacked = ViewHost(VStack(spacing: 0) {
            TextEditor(text: .constant("Hi")).background(Color.yellow)
            Text("Footer")
        }, size: CGSize(width: 300, height: 200))
        let editor = try #require(stacked.displayList.items.first)
        let footer = try #require(Fidelity.item(stacked, text: "Footer"))
        #expect(footer.frame.maxY == 200)
        #expect(editor.frame == CGRect(x: 0, y: 0, width: 300, height: footer.frame.minY))
    }

    @Test func theTextStartsAtTheTopLeadingCornerInset() throws {
        let host = ViewHost(TextEditor(text: .constant("Hello")), size: CGSize(width: 300, height: 200))
        let text = try #require(Fidelity.item(host, text: "Hello"))
        #expect(text.frame.minX == 5)
        #expect(text.frame.minY == 8)
    }

    @Test func longTextWrapsToTheWidth() throws {
        let long = "The quick brown fox jumps over the lazy dog and keeps on running"
        let host = ViewHost(TextEditor(text: .constant(long)), size: CGSize(width: 150, height: 300))
        let item = try #require(Fidelity.item(host, text: "The quick"))
        guard case .text(let layout) = item.content else {
            Issue.record("the editor's text is a text item")
            return
        }
        #expect(layout.lines.count > 1)
        #expect(item.frame.minX == 5)
        #expect(item.frame.maxX <= 145, "inside the 5-point insets")
    }

    @Test func aTapAnywhereFocusesItAndTypingAppends() {
        let host = ViewHost(NotesScreen(), size: CGSize(width: 300, height: 300))
        #expect(!host.isEditingText)
        // The empty middle of the editor, well away from its text.
        host.tap(at: CGPoint(x: 150, y: 120))
        #expect(host.isEditingText)
        host.type(", eggs")
        #expect(Self.status(host) == "notes=Buy milk, eggs submits=0")
    }

    @Test func returnTypesANewLineAndDoesNotSubmit() {
        let host = ViewHost(NotesScreen(), size: CGSize(width: 300, height: 300))
        host.tap(at: CGPoint(x: 150, y: 120))
        host.pressKey(.return)
        #expect(host.isEditingText, "Return does not end editing")
        host.type("Eggs\nFlour")
        #expect(host.isEditingText)
        #expect(Self.status(host) == "notes=Buy milk⏎Eggs⏎Flour submits=0")
        let text = Fidelity.item(host, text: "Buy milk")
        guard case .text(let layout)? = text?.content else {
            Issue.record("the editor draws its text")
            return
        }
        #expect(layout.lines.count == 3, "one line per paragraph")
        host.pressKey(.delete)
        host.pressKey(.delete)
        host.pressKey(.delete)
        host.pressKey(.delete)
        host.pressKey(.delete)
        host.pressKey(.delete)
        #expect(Self.status(host) == "notes=Buy milk⏎Eggs submits=0", "delete removes the new line too")
    }

    @Test func escapeEndsEditing() {
        let host = ViewHost(NotesScreen(), size: CGSize(width: 300, height: 300))
        host.tap(at: CGPoint(x: 150, y: 120))
        host.pressKey(.escape)
        #expect(!host.isEditingText)
        #expect(!host.type("ignored"))
        #expect(Self.status(host) == "notes=Buy milk submits=0")
    }

    @Test func theCaretIsDrawnOnlyWhileEditing() {
        let host = ViewHost(NotesScreen(), size: CGSize(width: 300, height: 300))
        #expect(!host.displayList.items.contains(where: Self.isCaret))
        host.tap(at: CGPoint(x: 150, y: 120))
        #expect(host.displayList.items.filter(Self.isCaret).count == 1)
        host.pressKey(.escape)
        #expect(!host.displayList.items.contains(where: Self.isCaret))
    }

    @Test func aFocusStateFocusesTheEditor() {
        struct Compose: View {
            @State private var draft = ""
            @FocusState private var isFocused: Bool
            var body: some View {
                VStack {
                    TextEditor(text: $draft).focused($isFocused).frame(height: 100)
                    Button("Write") { isFocused = true }
                    Text(isFocused ? "focused" : "idle")
                }
            }
        }
        let host = ViewHost(Compose())
        #expect(!host.isEditingText)
        Fidelity.tap(host, text: "Write")
        #expect(host.isEditingText)
        #expect(Fidelity.texts(host).contains("focused"))
        host.type("Dear Ada\n")
        #expect(host.isEditingText, "a typed newline keeps the editor focused")
        #expect(Fidelity.texts(host).contains("focused"))
    }
}
