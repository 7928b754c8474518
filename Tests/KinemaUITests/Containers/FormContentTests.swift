import Foundation
import Kinema
import Testing

// What forms are made of, as Kinema draws it: text fields show their text (or prompt), secure
// fields bullets; focus state is stored like state; labeled content puts its value at the
// trailing edge; a disclosure group opens on a tap; an unavailable view shows its label.
@MainActor
@Suite("Form content")
struct FormContentTests {
    @Test func textFieldsShowTheirTextOrPrompt() {
        let empty = ViewHost(TextField("Name", text: .constant("")))
        #expect(Containers.texts(empty) == ["Name"])
        let filled = ViewHost(TextField("Name", text: .constant("Ada")))
        #expect(Containers.texts(filled) == ["Ada"])
        // Leading-aligned across the width offered.
        #expect(Containers.text(filled, "Ada")?.frame.minX == 0)
        let secure = ViewHost(SecureField("Password", text: .constant("abc")))
        #expect(Containers.texts(secure) == ["•••"])
        let prompted = ViewHost(TextField("Name", text: .constant(""), prompt: Text("Required")))
        #expect(Containers.texts(prompted) == ["Required"])
    }

    @Test func aRoundedBorderPadsTheText() {
        let host = ViewHost(TextField("Name", text: .constant("Ada")).textFieldStyle(.roundedBorder).padding(10))
        #expect(Containers.text(host, "Ada")?.frame.minX == 17)
        let outline = host.displayList.items.contains { item in
            if case .shape(.roundedRectangle(5), _) = item.content { return true }
            if case .path = item.content { return true }
            return false
        }
        #expect(outline)
    }

    private struct Focus: View {
        @FocusState private var focused: Bool
        @State private var name = ""
        var body: some View {
            VStack {
                TextField("Name", text: $name).focused($focused)
                Text(focused ? "focused" : "idle").onTapGesture { focused = true }
            }
        }
    }

    /// Focus state holds what the view writes (nothing else moves focus).
    @Test func focusStateHoldsWhatIsWritten() {
        let host = ViewHost(Focus())
        #expect(Containers.texts(host) == ["Name", "idle"])
        #expect(Containers.tap(host, text: "idle"))
        #expect(Containers.texts(host) == ["Name", "focused"])
    }

    @Test func labeledContentPutsTheValueAtTheTrailingEdge() {
        let host = ViewHost(LabeledContent("Version", value: "2.1").frame(width: 300))
        #expect(Containers.text(host, "Version")?.frame.minX == 50)
        #expect(abs((Containers.text(host, "2.1")?.frame.maxX ?? 0) - 350) < 1e-9)
    }

    private struct Disclosure: View {
        var body: some View {
            DisclosureGroup("More") { Text("Hidden") }
        }
    }

    @Test func aDisclosureGroupOpensOnATap() {
        let host = ViewHost(Disclosure())
        #expect(Containers.texts(host) == ["More"])
        #expect(Containers.tap(host, text: "More"))
        #expect(Containers.texts(host) == ["More", "Hidden"])
        let bound = ViewHost(DisclosureGroup("More", isExpanded: .constant(true)) { Text("Shown") })
        #expect(Containers.texts(bound) == ["More", "Shown"])
    }

    @Test func anUnavailableViewShowsItsLabelAndDescription() {
        let host = ViewHost(ContentUnavailableView("No Results", systemImage: "magnifyingglass", description: Text("Try again.")))
        #expect(Containers.texts(host) == ["No Results", "Try again."])
        let title = try! #require(Containers.text(host, "No Results"))
        #expect(abs(title.frame.midX - 200) < 1e-9)
    }
}
