import Foundation
import Kinema
import Testing

// Presentations are accepted and present nothing: the presented content is never built, the
// bindings never written, and the view draws as it would without the modifier.
@MainActor
@Suite("Presentation modifiers")
struct PresentationModifierTests {
    @MainActor final class Log {
        var lines: [String] = []
    }

    struct Item: Identifiable {
        let id: Int
    }

    private struct Presenting: View {
        let log: Log
        @State private var isPresented = true
        @State private var item: Item? = Item(id: 1)

        var body: some View {
            Color.red.frame(width: 40, height: 40)
                .sheet(isPresented: $isPresented, onDismiss: { log.lines.append("dismissed") }) {
                    let _ = log.lines.append("sheet built")
                    Text("Sheet")
                }
                .sheet(item: $item) { _ in Text("Item sheet").onAppear { log.lines.append("item sheet appeared") } }
                .fullScreenCover(isPresented: $isPresented) { Text("Cover") }
                .fullScreenCover(item: $item) { _ in Text("Item cover") }
                .popover(isPresented: $isPresented) { Text("Popover") }
                .popover(item: $item, arrowEdge: .top) { _ in Text("Item popover") }
                .alert("Alert", isPresented: $isPresented) {
                    Button("OK", role: .cancel) { log.lines.append("ok") }
                } message: {
                    Text("Message")
                }
                .alert(Text("Text alert"), isPresented: $isPresented) { Button("OK") {} }
                .alert("Presenting", isPresented: $isPresented, presenting: item) { _ in Button("OK") {} }
                .alert(isPresented: $isPresented) {
                    Alert(title: Text("Old"), message: Text("Style"), dismissButton: .default(Text("OK")))
                }
                .confirmationDialog("Delete?", isPresented: $isPresented, titleVisibility: .visible) {
                    Button("Delete", role: .destructive) { log.lines.append("deleted") }
                }
                .confirmationDialog(Text("Dialog"), isPresented: $isPresented) {
                    Button("A") {}
                } message: {
                    Text("Message")
                }
                .contextMenu { Button("Copy") {} }
                .presentationDetents([.medium, .large, .fraction(0.3), .height(200)])
                .presentationDragIndicator(.visible)
                .interactiveDismissDisabled()
        }
    }

    @Test func nothingIsPresentedOrBuilt() {
        let log = Log()
        let host = ViewHost(Presenting(log: log))
        #expect(host.displayList.items.count == 1)
        #expect(host.displayList.items[0].frame == CGRect(x: 180, y: 180, width: 40, height: 40))
        #expect(Containers.texts(host).isEmpty)
        host.advance(by: 1)
        #expect(log.lines.isEmpty)
    }

    @Test func listInteractionsAreAccepted() {
        let host = ViewHost(List {
            Text("Row")
                .swipeActions(edge: .leading, allowsFullSwipe: false) { Button("Pin") {} }
                .deleteDisabled(true)
                .moveDisabled(true)
        }
        .refreshable {}
        .searchable(text: .constant(""), placement: .navigationBarDrawer(displayMode: .always), prompt: "Search"))
        #expect(Containers.texts(host) == ["Row"])
    }
}
