import Foundation
import Kinema
import Testing

// Rows come and go in a List as views do anywhere: by identity (their place in the content and
// their ForEach id), with their transition — which the list applies to the whole row (background
// and separator included) when it is set on the row's view.
@MainActor
@Suite("List rows: identity and transitions")
struct ListRowTransitionTests {
    struct Fruit: Identifiable {
        let id: Int
    }

    private struct Fruits: View {
        @State var fruits = [Fruit(id: 1), Fruit(id: 2)]
        var transition = AnyTransition.opacity

        var body: some View {
            VStack(spacing: 0) {
                Text("Add").onTapGesture {
                    withAnimation(.linear(duration: 1)) { fruits.append(Fruit(id: 3)) }
                }
                Text("Remove").onTapGesture {
                    withAnimation(.linear(duration: 1)) { _ = fruits.removeFirst() }
                }
                List {
                    ForEach(fruits) { fruit in
                        Color(white: Double(fruit.id) / 10).frame(height: 20)
                            .transition(transition)
                    }
                }
                .listStyle(.plain)
            }
        }
    }

    private func row(_ id: Int) -> Color { Color(white: Double(id) / 10) }

    /// An inserted row fades in: half-way through, its content and its background (the whole
    /// row) are at half opacity.
    @Test func anInsertedRowTakesItsTransition() {
        let host = ViewHost(Fruits())
        #expect(Containers.tap(host, text: "Add"))
        host.advance(by: 0.5)
        let content = try! #require(Containers.items(host, color: row(3)).first)
        #expect(abs(content.opacity - 0.5) < 1e-9)
        let backgrounds = host.displayList.items.filter { item in
            if case .path = item.content { return abs(item.frame.minY - content.frame.minY + 12) < 1e-9 }
            return false
        }
        #expect(backgrounds.count == 1)
        #expect(backgrounds.allSatisfy { abs($0.opacity - 0.5) < 1e-9 })
        host.advance(by: 0.6)
        #expect(Containers.items(host, color: row(3)).first?.opacity == 1)
    }

    /// A removed row stays drawn while it fades out, then leaves; the rows below move up.
    @Test func aRemovedRowFadesOutThenLeaves() {
        let host = ViewHost(Fruits())
        let secondBefore = try! #require(Containers.frames(host, color: row(2)).first)
        #expect(Containers.tap(host, text: "Remove"))
        host.advance(by: 0.5)
        let leaving = try! #require(Containers.items(host, color: row(1)).first)
        #expect(abs(leaving.opacity - 0.5) < 1e-9)
        host.advance(by: 0.6)
        #expect(Containers.items(host, color: row(1)).isEmpty)
        #expect(Containers.frames(host, color: row(2)).first?.minY == secondBefore.minY - 44)
    }

    /// Rows keep their state by id when the data is reordered.
    private struct Counter: View {
        let id: Int
        @State private var taps = 0
        var body: some View {
            Text("\(id):\(taps)").onTapGesture { taps += 1 }
        }
    }

    private struct Reordering: View {
        @State var ids = [1, 2]
        var body: some View {
            VStack {
                Text("Swap").onTapGesture { ids.reverse() }
                List(ids, id: \.self) { Counter(id: $0) }
            }
        }
    }

    @Test func rowsKeepTheirStateByID() {
        let host = ViewHost(Reordering())
        #expect(Containers.tap(host, text: "1:0"))
        #expect(Containers.texts(host) == ["Swap", "1:1", "2:0"])
        #expect(Containers.tap(host, text: "Swap"))
        #expect(Containers.texts(host) == ["Swap", "2:0", "1:1"])
    }

    /// A row shown by an `if` is a different row from the one in its `else`: the branch's state
    /// starts over.
    private struct Branches: View {
        @State var flag = false
        var body: some View {
            VStack {
                Text("Flip").onTapGesture { flag.toggle() }
                List {
                    if flag { Counter(id: 1) } else { Counter(id: 1) }
                }
            }
        }
    }

    @Test func branchesAreDifferentRows() {
        let host = ViewHost(Branches())
        #expect(Containers.tap(host, text: "1:0"))
        #expect(Containers.texts(host) == ["Flip", "1:1"])
        #expect(Containers.tap(host, text: "Flip"))
        #expect(Containers.texts(host) == ["Flip", "1:0"])
    }
}
