import Foundation
import Kinema
import Testing

// What a view keeps for its objects goes with the view: an observed or environment object is no
// longer retained, nor observed, once the views that held it leave.

final class Lamp: ObservableObject {
    @Published var isOn = false
}

@MainActor
@Suite("Object lifetimes")
struct ObjectLifetimeTests {
    private struct Observing: View {
        @ObservedObject var lamp: Lamp
        var body: some View { Color.yellow.frame(width: lamp.isOn ? 20 : 10, height: 10) }
    }

    private struct Reading: View {
        @EnvironmentObject var lamp: Lamp
        var body: some View { Color.yellow.frame(width: lamp.isOn ? 20 : 10, height: 10) }
    }

    private struct Fixture: View {
        var lamp: Lamp?
        var body: some View {
            if let lamp {
                VStack {
                    Observing(lamp: lamp)
                    Reading()
                }
                .environmentObject(lamp)
            } else {
                Color.gray.frame(width: 10, height: 10)
            }
        }
    }

    @Test func anObservedObjectIsReleasedWhenItsViewsLeave() {
        weak var released: Lamp?
        let host: ViewHost<Fixture>
        do {
            let lamp = Lamp()
            released = lamp
            host = ViewHost(Fixture(lamp: lamp))
            #expect(host.displayList.items.count == 2)
            host.rootView = Fixture(lamp: nil)
        }
        #expect(released == nil)
        #expect(host.displayList.items.count == 1)
    }

    @Test func aLeftViewNoLongerRunsItsBody() {
        let lamp = Lamp()
        let host = ViewHost(Fixture(lamp: lamp))
        host.rootView = Fixture(lamp: nil)
        let before = host.bodyEvaluationCount
        lamp.isOn = true
        _ = host.displayList
        #expect(host.bodyEvaluationCount == before)
    }

    @Test func bothWrappersFollowTheObjectWhileTheViewsStay() {
        let lamp = Lamp()
        let host = ViewHost(Fixture(lamp: lamp))
        lamp.isOn = true
        #expect(host.displayList.items.map(\.frame.width) == [20, 20])
    }
}
