import Foundation
import Kinema
import Testing

// `@StateObject` makes its object once per view identity, from its autoclosure, and keeps it in
// the view's node as `@State` is kept: a parent re-running its body does not make a new one; a new
// identity (`.id`) does; the object is released when the view leaves.

/// Counts the objects made and keeps weak references to them.
@MainActor
final class ModelTracker {
    private(set) var made = 0
    private var references: [WeakModel] = []

    func record(_ model: SerialModel) {
        made += 1
        references.append(WeakModel(model: model))
    }

    /// How many of the objects made are still alive.
    var alive: Int { references.filter { $0.model != nil }.count }

    private struct WeakModel {
        weak var model: SerialModel?
    }
}

@MainActor
final class SerialModel: ObservableObject {
    let serial: Int
    @Published var count = 0

    init(tracker: ModelTracker) {
        serial = tracker.made + 1
        tracker.record(self)
    }
}

@MainActor
@Suite("StateObject identity")
struct StateObjectIdentityTests {
    private struct Child: View {
        @StateObject private var model: SerialModel

        init(tracker: ModelTracker) {
            _model = StateObject(wrappedValue: SerialModel(tracker: tracker))
        }

        var body: some View {
            // Width: the object's serial; height: its count.
            Color.red.frame(width: CGFloat(model.serial) * 10, height: CGFloat(model.count + 1) * 10)
                .onTapGesture { model.count += 1 }
        }
    }

    private struct Parent: View {
        let tracker: ModelTracker
        @State private var generation = 0
        @State private var version = 0
        @State private var shown = true

        var body: some View {
            VStack(spacing: 0) {
                if shown {
                    Child(tracker: tracker).id(version)
                }
                Color.blue.frame(width: 10, height: CGFloat(generation + 1))
                    .onTapGesture { generation += 1 }
                Color.green.frame(width: 10, height: 10)
                    .onTapGesture { version += 1 }
                Color.gray.frame(width: 10, height: 10)
                    .onTapGesture { shown.toggle() }
            }
        }
    }

    private func items(_ host: ViewHost<Parent>) -> [DisplayList.Item] {
        host.displayList.items
    }

    private func tap(_ host: ViewHost<Parent>, _ index: Int) {
        let frame = host.displayList.items[index].frame
        host.tap(at: CGPoint(x: frame.midX, y: frame.midY))
    }

    @Test func theParentsBodyRunningAgainKeepsTheObject() {
        let tracker = ModelTracker()
        let host = ViewHost(Parent(tracker: tracker))
        #expect(items(host)[0].frame.width == 10)
        tap(host, 0)   // the child's own object counts one
        #expect(items(host)[0].frame.height == 20)
        tap(host, 1)   // the parent's body runs: a new `Child` value, whose autoclosure is not run
        #expect(items(host)[1].frame.height == 2)
        #expect(items(host)[0].frame.width == 10)
        #expect(items(host)[0].frame.height == 20)
        #expect(tracker.made == 1)
    }

    @Test func aNewIdentityMakesANewObjectAndReleasesTheOld() {
        let tracker = ModelTracker()
        let host = ViewHost(Parent(tracker: tracker))
        tap(host, 2)   // `.id(version)` changes
        #expect(tracker.made == 2)
        #expect(items(host)[0].frame.width == 20)
        #expect(items(host)[0].frame.height == 10)
        #expect(tracker.alive == 1)
    }

    @Test func theObjectIsReleasedWhenTheViewLeaves() {
        let tracker = ModelTracker()
        let host = ViewHost(Parent(tracker: tracker))
        #expect(tracker.alive == 1)
        tap(host, 3)   // the child leaves
        #expect(host.displayList.items.count == 3)
        #expect(tracker.alive == 0)
        let last = host.displayList.items[2].frame
        host.tap(at: CGPoint(x: last.midX, y: last.midY))   // it comes back: a new object
        #expect(tracker.made == 2)
        #expect(tracker.alive == 1)
    }

    /// Read outside a host, the wrapper makes a new object at each read, as SwiftUI does.
    @Test func outsideAHostEachReadMakesANewObject() {
        let tracker = ModelTracker()
        let wrapper = StateObject(wrappedValue: SerialModel(tracker: tracker))
        #expect(tracker.made == 0)
        #expect(wrapper.wrappedValue.serial == 1)
        #expect(wrapper.wrappedValue.serial == 2)
    }
}
