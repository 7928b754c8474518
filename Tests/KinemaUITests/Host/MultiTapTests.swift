import Kinema
import Testing

@MainActor
@Suite("onTapGesture(count:)")
struct MultiTapTests {
    private struct Doubled: View {
        @State var taps = 0
        var body: some View {
            Text("\(taps)").frame(width: 100, height: 100).onTapGesture(count: 2) { taps += 1 }
        }
    }

    private func shown(_ host: ViewHost<Doubled>) -> String? {
        if case .text(let layout) = host.displayList.items.first?.content { return layout.string }
        return nil
    }

    /// Two taps within 0.3 s count once; taps further apart start over.
    @Test func runsOnTheSecondTapInARow() {
        let host = ViewHost(Doubled())
        host.tap(at: CGPoint(x: 200, y: 200))
        #expect(shown(host) == "0")
        host.advance(by: 0.1)
        host.tap(at: CGPoint(x: 200, y: 200))
        #expect(shown(host) == "1")
        host.tap(at: CGPoint(x: 200, y: 200))
        host.advance(by: 0.5)
        host.tap(at: CGPoint(x: 200, y: 200))
        #expect(shown(host) == "1", "too far apart")
        host.tap(at: CGPoint(x: 200, y: 200))
        #expect(shown(host) == "2")
    }
}
