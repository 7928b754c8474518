import Foundation
import Kinema
import Testing

// A TabView in the 400 × 400 host, against what `TabView` documents: the selected tab fills the
// space above a 49-point tab bar; a tap on an item selects its tab (writing the selection binding
// when there is one); the page style has no bar.
@MainActor
@Suite("Tab view")
struct TabViewTests {
    enum Tab: Hashable {
        case first, second
    }

    private struct Bound: View {
        @State var tab = Tab.second
        var body: some View {
            VStack(spacing: 0) {
                Text(tab == .first ? "is first" : "is second")
                TabView(selection: $tab) {
                    Color.red
                        .tabItem { Label("One", systemImage: "star") }
                        .tag(Tab.first)
                    Color.blue
                        .tabItem { Label("Two", systemImage: "heart") }
                        .tag(Tab.second)
                }
            }
        }
    }

    @Test func theSelectedTabFillsTheSpaceAboveTheBar() {
        let host = ViewHost(TabView {
            Color.red.tabItem { Text("One") }
            Color.blue.tabItem { Text("Two") }
        })
        #expect(Containers.frames(host, color: .red) == [CGRect(x: 0, y: 0, width: 400, height: 351)])
        #expect(Containers.frames(host, color: .blue).isEmpty)
        // The items share the bar's width: "One" is centred in the left half, "Two" in the right.
        #expect(abs((Containers.text(host, "One")?.frame.midX ?? 0) - 100) < 1e-9)
        #expect(abs((Containers.text(host, "Two")?.frame.midX ?? 0) - 300) < 1e-9)
        // A tap on an item selects its tab (the tab view's own selection, without a binding).
        #expect(Containers.tap(host, text: "Two"))
        #expect(Containers.frames(host, color: .blue) == [CGRect(x: 0, y: 0, width: 400, height: 351)])
        #expect(Containers.frames(host, color: .red).isEmpty)
    }

    @Test func aSelectionBindingPicksAndIsWritten() {
        let host = ViewHost(Bound())
        #expect(Containers.texts(host).first == "is second")
        #expect(Containers.frames(host, color: .blue).count == 1)
        #expect(Containers.tap(host, text: "One"))
        #expect(Containers.texts(host).first == "is first")
        #expect(Containers.frames(host, color: .red).count == 1)
    }

    /// A selection matching no tag shows the first tab.
    @Test func anUnknownSelectionShowsTheFirstTab() {
        let host = ViewHost(TabView(selection: .constant(7)) {
            Color.red.tag(1)
            Color.blue.tag(2)
        })
        #expect(Containers.frames(host, color: .red).count == 1)
        #expect(Containers.frames(host, color: .blue).isEmpty)
    }

    /// Paged: the page fills the view, no bar; page dots unless hidden.
    @Test func thePageStyleHasNoBar() {
        let paged = ViewHost(TabView {
            Color.red
            Color.blue
        }.tabViewStyle(.page))
        #expect(Containers.frames(paged, color: .red) == [CGRect(x: 0, y: 0, width: 400, height: 400)])
        let dots = paged.displayList.items.filter { item in
            if case .shape(.circle, _) = item.content { return true }
            return false
        }
        #expect(dots.count == 2)
        let bare = ViewHost(TabView { Color.red; Color.blue }.tabViewStyle(.page(indexDisplayMode: .never)))
        #expect(bare.displayList.items.count == 1)
    }

    @Test func anEmptyTabViewDrawsItsBarOnly() {
        let host = ViewHost(TabView {})
        #expect(Containers.texts(host).isEmpty)
    }
}
