import Foundation
import Kinema
import Testing

// `@SceneStorage`: per-scene storage that SwiftUI restores when a discarded scene comes back. A
// Kinema host is one scene that is never discarded, so the property behaves as `@State` does: it
// starts from its default (or `nil`), keeps its value across body runs and parents' updates, writes
// invalidate the view, and a write inside `withAnimation` animates.

/// A compose screen an app writes: the draft and the selected tab kept per scene.
private struct ComposeView: View {
    var title = "Compose"
    @SceneStorage("draft") private var draft = ""
    @SceneStorage("selectedTab") private var selectedTab = 0
    @SceneStorage("lastOpened") private var lastOpened: String?

    var body: some View {
        VStack(spacing: 12) {
            Text(verbatim: title)
            TextField("Draft", text: $draft)
            Text(verbatim: "tab=\(selectedTab)")
            Text(verbatim: "last=\(lastOpened ?? "none")")
            Button("Next tab") { selectedTab += 1 }
            Button("Open") { lastOpened = "inbox" }
            Text(verbatim: "draft=\(draft)")
        }
    }
}

@MainActor
@Suite("SceneStorage")
struct SceneStorageTests {
    @Test func theDefaultIsTheInitialValue() {
        let texts = Fidelity.texts(ViewHost(ComposeView()))
        #expect(texts.contains("tab=0"))
        #expect(texts.contains("last=none"), "an optional starts as nil")
        #expect(texts.contains("draft="))
    }

    @Test func writesInvalidateTheView() {
        let host = ViewHost(ComposeView())
        Fidelity.tap(host, text: "Next tab")
        Fidelity.tap(host, text: "Next tab")
        Fidelity.tap(host, text: "Open")
        let texts = Fidelity.texts(host)
        #expect(texts.contains("tab=2"))
        #expect(texts.contains("last=inbox"))
    }

    @Test func theValueSurvivesBodyRunsAndParentUpdates() {
        let host = ViewHost(ComposeView())
        Fidelity.tap(host, text: "Next tab")
        let runs = host.bodyEvaluationCount
        // The parent passes a new title: the body runs again, the stored value stays.
        host.rootView = ComposeView(title: "Reply")
        #expect(host.bodyEvaluationCount > runs)
        let texts = Fidelity.texts(host)
        #expect(texts.contains("Reply"))
        #expect(texts.contains("tab=1"), "not reset to the default")
    }

    @Test func theProjectedValueIsABinding() {
        let host = ViewHost(ComposeView())
        Fidelity.tap(host, text: "Draft")
        host.type("Dear Ada")
        #expect(Fidelity.texts(host).contains("draft=Dear Ada"))
        host.pressKey(.return)
        host.rootView = ComposeView(title: "Again")
        #expect(Fidelity.texts(host).contains("draft=Dear Ada"))
    }

    @Test func aWriteInsideWithAnimationAnimates() throws {
        struct Expander: View {
            @SceneStorage("expanded") private var expanded = false
            var body: some View {
                Rectangle()
                    .frame(width: expanded ? 200 : 100, height: 50)
                    .onTapGesture { withAnimation(.linear(duration: 1)) { expanded.toggle() } }
            }
        }
        let host = ViewHost(Expander())
        #expect(host.displayList.items.first?.frame.width == 100)
        host.tap(at: CGPoint(x: 200, y: 200))
        host.advance(by: 0.5)
        let width = try #require(host.displayList.items.first?.frame.width)
        #expect(abs(width - 150) < 1e-9, "half-way through a linear second")
        host.advance(by: 1)
        #expect(host.displayList.items.first?.frame.width == 200)
    }
}
