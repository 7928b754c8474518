import Foundation
import Kinema
import Testing

// `onAppear` runs once, right after the update that adds its view, and its state changes apply in
// a following update of the same event; `onDisappear` runs after the update that removes it.
@MainActor
@Suite("onAppear and onDisappear")
struct AppearanceTests {
    private struct Spinner: View {
        @State private var spinning = false
        var body: some View {
            Color.red.frame(width: 40, height: 40)
                .rotationEffect(.degrees(spinning ? 360 : 0))
                .onAppear {
                    withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { spinning = true }
                }
        }
    }

    /// The classic loader: the rotation animates linearly from 0 — 90° at 0.25 s — and a second
    /// pass is under way a quarter of a second after the first ended (repeating without
    /// reversing: the angle is back in the first half turn).
    @Test func anAppearActionStartsAnAnimation() {
        let host = ViewHost(Spinner())
        #expect(host.displayList.items[0].transform == .identity)
        host.advance(by: 0.25)
        let t = host.displayList.items[0].transform
        #expect(abs(t.a) < 1e-9 && abs(t.b - 1) < 1e-9)
        host.advance(by: 1)
        let later = host.displayList.items[0].transform
        let degrees = atan2(later.b, later.a) * 180 / .pi
        #expect(degrees > 45 && degrees < 135, "\(degrees)°")
        #expect(host.isAnimating)
    }

    @MainActor final class Log {
        var lines: [String] = []
    }

    private struct Toggler: View {
        let log: Log
        @State private var shown = true
        @State private var count = 0
        var body: some View {
            VStack {
                if shown {
                    Color.red.frame(width: 10, height: 10)
                        .onAppear { log.lines.append("appear") }
                        .onDisappear { log.lines.append("disappear") }
                }
                Color.blue.frame(width: 10, height: 10).onTapGesture { count += 1 }
                Color.green.frame(width: 10, height: 10).onTapGesture { shown.toggle() }
            }
        }
    }

    /// Appear runs once however often its parent's body runs; disappear when the view is removed;
    /// appear again when it comes back.
    @Test func appearAndDisappearRunOncePerPresence() {
        let log = Log()
        let host = ViewHost(Toggler(log: log))
        #expect(log.lines == ["appear"])
        let blue = host.displayList.items[1].frame, green = host.displayList.items[2].frame
        host.tap(at: CGPoint(x: blue.midX, y: blue.midY))
        #expect(log.lines == ["appear"])
        host.tap(at: CGPoint(x: green.midX, y: green.midY))
        #expect(log.lines == ["appear", "disappear"])
        let greenNow = host.displayList.items[1].frame
        host.tap(at: CGPoint(x: greenNow.midX, y: greenNow.midY))
        #expect(log.lines == ["appear", "disappear", "appear"])
    }
}
