import Kinema
import Testing

@MainActor
@Suite("Group, AnyView and id(_:)")
struct GroupAnyViewIdTests {
    /// A group's views join the enclosing stack one by one: three 50-point squares side by side,
    /// spacing 0, centred in 400 points: x = 125, 175, 225.
    @Test func aGroupsViewsJoinTheStack() {
        let host = ViewHost(HStack(spacing: 0) {
            Color.red.frame(width: 50, height: 50)
            Group {
                Color.green.frame(width: 50, height: 50)
                Color.blue.frame(width: 50, height: 50)
            }
        })
        #expect(host.displayList.items.map(\.frame.minX) == [125, 175, 225])
    }

    private struct Counter: View {
        @State var count = 0
        var body: some View {
            Text("\(count)").onTapGesture { count += 1 }
        }
    }

    private struct Resettable: View {
        let generation: Int
        var body: some View {
            Counter().id(generation)
        }
    }

    private func text(_ host: ViewHost<some View>) -> String? {
        if case .text(let layout) = host.displayList.items.first?.content { return layout.string }
        return nil
    }

    /// Changing the id makes a new view: its state starts over.
    @Test func aNewIDResetsState() {
        let host = ViewHost(Resettable(generation: 0))
        host.tap(at: CGPoint(x: 200, y: 200))
        host.tap(at: CGPoint(x: 200, y: 200))
        #expect(text(host) == "2")
        host.rootView = Resettable(generation: 0)
        #expect(text(host) == "2", "the same id keeps the state")
        host.rootView = Resettable(generation: 1)
        #expect(text(host) == "0", "a new id starts over")
    }

    private struct Switcher: View {
        let plain: Bool
        var body: some View {
            plain ? AnyView(Text("plain")) : AnyView(Counter())
        }
    }

    /// AnyView keeps the wrapped view while its type stays, and replaces it when the type changes.
    @Test func anyViewReplacesTheViewWhenItsTypeChanges() {
        let host = ViewHost(Switcher(plain: false))
        host.tap(at: CGPoint(x: 200, y: 200))
        #expect(text(host) == "1")
        host.rootView = Switcher(plain: false)
        #expect(text(host) == "1")
        host.rootView = Switcher(plain: true)
        #expect(text(host) == "plain")
        host.rootView = Switcher(plain: false)
        #expect(text(host) == "0", "a counter made anew")
    }
}
