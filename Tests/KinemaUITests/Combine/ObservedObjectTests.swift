import Foundation
import Kinema
import Testing

// `@ObservedObject` follows an object a parent passes in; its projected value makes bindings to
// the object's properties; a change made anywhere (inside the host or outside any event) runs the
// observing bodies under the transaction of the change.

final class SwitchModel: ObservableObject {
    @Published var isOn = false
}

@MainActor
@Suite("ObservedObject")
struct ObservedObjectTests {
    private struct Lamp: View {
        @ObservedObject var model: SwitchModel
        var body: some View {
            Color.yellow.frame(width: 10, height: 10)
                .opacity(model.isOn ? 1 : 0)
        }
    }

    private func opacity(_ host: ViewHost<Lamp>) -> Double {
        host.displayList.items[0].opacity
    }

    /// SwiftUI code writes `withAnimation { model.isOn.toggle() }` in handlers; here it is written
    /// from outside any event, and applied before the host is next used, from the host's time.
    @Test func aChangeUnderWithAnimationOutsideAnyEventAnimates() {
        let model = SwitchModel()
        let host = ViewHost(Lamp(model: model))
        #expect(opacity(host) == 0)
        withAnimation(.linear(duration: 1)) { model.isOn.toggle() }
        host.advance(by: 0.25)
        #expect(abs(opacity(host) - 0.25) < 1e-6)
        host.advance(by: 0.75)
        #expect(opacity(host) == 1)
    }

    @Test func aChangeWithoutAnimationShowsAtOnce() {
        let model = SwitchModel()
        let host = ViewHost(Lamp(model: model))
        model.isOn = true
        #expect(opacity(host) == 1)
    }

    /// `objectWillChange.send()` alone runs the body again.
    @Test func anExplicitSendRunsTheBodyAgain() {
        let model = SwitchModel()
        let host = ViewHost(Lamp(model: model))
        let before = host.bodyEvaluationCount
        model.objectWillChange.send()
        _ = host.displayList
        #expect(host.bodyEvaluationCount == before + 1)
    }

    private struct Panel: View {
        @ObservedObject var model: SwitchModel
        var body: some View {
            VStack(spacing: 0) {
                Toggle("Power", isOn: $model.isOn.animation(.linear(duration: 1)))
                Color.orange.frame(width: model.isOn ? 100 : 50, height: 10)
            }
        }
    }

    /// A binding made by the projected value writes the object; `.animation` on it animates.
    @Test func aBindingFromTheProjectedValueWritesTheObject() {
        let model = SwitchModel()
        let host = ViewHost(Panel(model: model))
        let bar = { host.displayList.items.last!.frame.width }
        #expect(bar() == 50)
        // The switch's track: the item after the label.
        let track = host.displayList.items[1].frame
        #expect(host.tap(at: CGPoint(x: track.midX, y: track.midY)))
        #expect(model.isOn)
        host.advance(by: 0.5)
        #expect(abs(bar() - 75) < 1e-6)
    }

    /// A new object from the parent is observed from then on; the old one no longer runs the body.
    @Test func aNewObjectIsObservedInstead() {
        let first = SwitchModel()
        let second = SwitchModel()
        let host = ViewHost(Lamp(model: first))
        host.rootView = Lamp(model: second)
        let before = host.bodyEvaluationCount
        first.isOn = true
        _ = host.displayList
        #expect(host.bodyEvaluationCount == before)
        #expect(opacity(host) == 0)
        second.isOn = true
        #expect(opacity(host) == 1)
    }
}
