import Foundation
import Kinema
import Testing

// Combine's time operators on the host's virtual clock: a `debounce`, `delay` or `throttle` on
// `DispatchQueue.main` or `RunLoop.main` started inside a `ViewHost` waits for `advance(by:)`,
// so a headless run gives the same frames every time. (Combine's own semantics — ordering,
// demand, cancellation — are OpenCombine's, tested there.)

/// A debounced search, as view models write it.
private final class SearchModel: ObservableObject {
    @Published var query = ""
    @Published var results = ""

    init() {
        $query
            .debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
            .removeDuplicates()
            .map { $0.uppercased() }
            .assign(to: &$results)
    }
}

private struct SearchView: View {
    @StateObject var model = SearchModel()
    var body: some View {
        Text("[\(model.results)]")
            .frame(width: 200, height: 200)
            .contentShape(Rectangle())
            .onTapGesture { model.query += "k" }
    }
}

@MainActor
@Suite("Combine on the virtual clock")
struct VirtualClockSchedulingTests {
    @Test func aDebounceWaitsForTheHostsTime() {
        let host = ViewHost(SearchView(), size: CGSize(width: 200, height: 200))
        let centre = CGPoint(x: 100, y: 100)
        #expect(Fidelity.texts(host) == ["[]"])
        host.tap(at: centre)                      // "k" at 0 s
        host.advance(by: 0.2)
        #expect(Fidelity.texts(host) == ["[]"])
        host.tap(at: centre)                      // "kk" at 0.2 s: the wait starts again
        host.advance(by: 0.2)                     // 0.4 s
        #expect(Fidelity.texts(host) == ["[]"])
        host.advance(by: 0.15)                    // 0.55 s: 0.3 s after the last change
        #expect(Fidelity.texts(host) == ["[KK]"])
    }

    @Test func aDelayOnTheMainRunLoopWaitsForTheHostsTime() {
        struct Late: View {
            @State private var value = 0
            @State private var cancellable: AnyCancellable?
            var body: some View {
                Text("\(value)")
                    .onAppear {
                        cancellable = Just(7)
                            .delay(for: .seconds(1), scheduler: RunLoop.main)
                            .sink { value = $0 }
                    }
            }
        }
        let host = ViewHost(Late())
        host.advance(by: 0.9)
        #expect(Fidelity.texts(host) == ["0"])
        host.advance(by: 0.2)
        #expect(Fidelity.texts(host) == ["7"])
    }

    @Test func aNotificationReachesOnReceive() {
        let name = Notification.Name("KinemaTestPing")
        struct Pings: View {
            let name: Notification.Name
            @State private var count = 0
            var body: some View {
                Text("\(count)")
                    .onReceive(NotificationCenter.default.publisher(for: name)) { _ in count += 1 }
            }
        }
        let host = ViewHost(Pings(name: name))
        NotificationCenter.default.post(name: name, object: nil)
        NotificationCenter.default.post(name: name, object: nil)
        #expect(Fidelity.texts(host) == ["2"])
    }

    @Test func combinesOperatorsAreThere() {
        let a = PassthroughSubject<Int, Never>(), b = PassthroughSubject<Int, Never>()
        var sums: [Int] = [], merged: [Int] = []
        let c1 = a.combineLatest(b).map { $0 + $1 }.sink { sums.append($0) }
        let c2 = a.merge(with: b).filter { $0 > 1 }.sink { merged.append($0) }
        a.send(1)
        b.send(10)
        a.send(2)
        #expect(sums == [11, 12])
        #expect(merged == [10, 2])
        _ = (c1, c2)
    }

    /// A subscriber that asks for one value at a time gets the newest combination when it asks
    /// again (CombineLatest keeps the latest), and every merged value in order (Merge queues).
    @Test func combineLatestAndMergeHonourDemand() {
        let a = PassthroughSubject<Int, Never>(), b = PassthroughSubject<Int, Never>()
        var combined: [String] = [], merged: [Int] = []
        var combinedSubscription: (any Subscription)?, mergedSubscription: (any Subscription)?
        a.combineLatest(b).subscribe(AnySubscriber(
            receiveSubscription: { combinedSubscription = $0; $0.request(.max(1)) },
            receiveValue: { combined.append("\($0)\($1)"); return .none },
            receiveCompletion: { _ in }))
        a.merge(with: b).subscribe(AnySubscriber(
            receiveSubscription: { mergedSubscription = $0; $0.request(.max(1)) },
            receiveValue: { merged.append($0); return .none },
            receiveCompletion: { _ in }))
        a.send(1)
        b.send(2)      // "12" delivered; the merge has delivered 1 and queued 2
        a.send(3)      // "32" kept
        b.send(4)      // "34" replaces it
        #expect(combined == ["12"])
        #expect(merged == [1])
        combinedSubscription?.request(.max(1))
        mergedSubscription?.request(.max(2))
        #expect(combined == ["12", "34"])
        #expect(merged == [1, 2, 3])
        combinedSubscription?.cancel()
        mergedSubscription?.cancel()
        a.send(5)
        #expect(combined == ["12", "34"])
        #expect(merged == [1, 2, 3])
    }

    @Test func mergingNothingFinishesAtOnce() {
        var finished = false
        let cancellable = Publishers.MergeMany([PassthroughSubject<Int, Never>]()).sink(
            receiveCompletion: { _ in finished = true }, receiveValue: { _ in })
        #expect(finished)
        _ = cancellable
    }
}
