import Foundation
import Kinema
import Testing

// `onChange(of:initial:_:)` runs after an update in which the value differs from the one the
// previous update saw, with the old and new values.
@MainActor
@Suite("onChange")
struct ChangeActionTests {
    @MainActor final class Log {
        var changes: [String] = []
    }

    private struct Counter: View {
        let log: Log
        let initial: Bool
        @State private var count = 0
        var body: some View {
            Color.red.frame(width: 40, height: 40)
                .onChange(of: count, initial: initial) { old, new in log.changes.append("\(old)→\(new)") }
                .onChange(of: count) { log.changes.append("changed") }
                .onChange(of: count) { new in log.changes.append("new \(new)") }
                .onTapGesture { count += 1 }
        }
    }

    @Test func oldAndNewValues() {
        let log = Log()
        let host = ViewHost(Counter(log: log, initial: false))
        #expect(log.changes.isEmpty)
        host.tap(at: CGPoint(x: 200, y: 200))
        #expect(Set(log.changes) == ["0→1", "changed", "new 1"])
        log.changes.removeAll()
        host.tap(at: CGPoint(x: 200, y: 200))
        #expect(log.changes.contains("1→2"))
    }

    @Test func initialRunsOnAppearanceWithTheSameValue() {
        let log = Log()
        _ = ViewHost(Counter(log: log, initial: true))
        #expect(log.changes == ["0→0"])
    }

    private struct Scaler: View {
        @State private var score = 0
        @State private var scale: CGFloat = 1
        var body: some View {
            Color.red.frame(width: 40, height: 40)
                .scaleEffect(scale)
                .onChange(of: score) { _, _ in withAnimation(.linear(duration: 1)) { scale = 2 } }
                .onTapGesture { score += 1 }
        }
    }

    /// An action's state change under `withAnimation` animates: 1.5 at 0.5 s.
    @Test func anActionCanAnimate() {
        let host = ViewHost(Scaler())
        host.tap(at: CGPoint(x: 200, y: 200))
        host.advance(by: 0.5)
        #expect(abs(host.displayList.items[0].transform.a - 1.5) < 1e-9)
    }

    private struct Runaway: View {
        @State private var n = 0
        var body: some View {
            Color.red.frame(width: CGFloat(10 + n), height: 10)
                .onChange(of: n) { n += 1 }
                .onTapGesture { n += 1 }
        }
    }

    /// An action that writes the value it observes does not spin: the event ends after a bounded
    /// number of updates (the engine's 16 passes), and the host is left usable.
    @Test func anActionThatWritesItsValueTerminates() {
        let host = ViewHost(Runaway())
        host.tap(at: CGPoint(x: 200, y: 200))
        let width = host.displayList.items[0].frame.width
        #expect(width > 11 && width <= 10 + 17)
        host.advance(by: 0.1)
        #expect(host.displayList.items[0].frame.width <= width + 17)
    }
}
