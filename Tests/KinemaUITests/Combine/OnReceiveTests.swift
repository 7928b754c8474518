import Foundation
import Kinema
import Testing

// `onReceive(_:perform:)` with publishers other than timers: values are delivered as they are
// sent, each as one event; a publisher that sends on subscription runs the action when the view
// appears; the same publisher given again keeps its subscription; nothing arrives after the view
// leaves.

@MainActor
final class ReceiveLog {
    var values: [Int] = []
}

final class ScoreModel: ObservableObject {
    @Published var score = 7
}

@MainActor
@Suite("onReceive")
struct OnReceiveTests {
    private struct Scoreboard: View {
        let scores: PassthroughSubject<Int, Never>
        @State private var score = 0
        var body: some View {
            Color.green.frame(width: CGFloat(score) * 10, height: 10)
                .onReceive(scores) { value in
                    withAnimation(.linear(duration: 1)) { score = value }
                }
        }
    }

    @Test func aSentValueRunsTheActionAtOnceAndItsAnimationStartsThere() {
        let scores = PassthroughSubject<Int, Never>()
        let host = ViewHost(Scoreboard(scores: scores))
        host.advance(by: 0.5)
        scores.send(10)
        #expect(abs(host.displayList.items[0].frame.width) < 1e-9)
        host.advance(by: 0.25)
        // 0 → 100 over 1 s from 0.5.
        #expect(abs(host.displayList.items[0].frame.width - 25) < 1e-4)
    }

    private struct Echo: View {
        let publisher: AnyPublisher<Int, Never>
        let log: ReceiveLog
        var tag = 0
        var body: some View {
            Color.gray.frame(width: 10, height: 10)
                .onReceive(publisher) { log.values.append($0 + tag) }
        }
    }

    /// A `@Published` property's publisher sends its current value on subscription: the action
    /// runs when the view appears, then with each new value.
    @Test func aPublishedPropertySendsItsValueWhenTheViewAppears() {
        let model = ScoreModel()
        let log = ReceiveLog()
        let host = ViewHost(Echo(publisher: model.$score.eraseToAnyPublisher(), log: log))
        #expect(log.values == [7])
        model.score = 8
        #expect(log.values == [7, 8])
        _ = host.displayList
    }

    /// A parent running its body again hands the same source: no new subscription (which would
    /// replay the current value), and the newest action runs.
    @Test func theSamePublisherKeepsItsSubscriptionAndTheNewestActionRuns() {
        let subject = CurrentValueSubject<Int, Never>(1)
        let log = ReceiveLog()
        let host = ViewHost(Echo(publisher: subject.eraseToAnyPublisher(), log: log))
        #expect(log.values == [1])
        host.rootView = Echo(publisher: subject.eraseToAnyPublisher(), log: log, tag: 100)
        #expect(log.values == [1])
        subject.send(2)
        #expect(log.values == [1, 102])
    }

    @Test func aDifferentPublisherIsSubscribedAfresh() {
        let first = CurrentValueSubject<Int, Never>(1)
        let second = CurrentValueSubject<Int, Never>(20)
        let log = ReceiveLog()
        let host = ViewHost(Echo(publisher: first.eraseToAnyPublisher(), log: log))
        host.rootView = Echo(publisher: second.eraseToAnyPublisher(), log: log)
        #expect(log.values == [1, 20])
        first.send(3)
        second.send(30)
        #expect(log.values == [1, 20, 30])
    }

    /// `Just` values compare by their output: an equal `Just` keeps the subscription.
    @Test func equalValuePublishersCountAsTheSameSource() {
        let log = ReceiveLog()
        let host = ViewHost(Echo(publisher: Just(5).eraseToAnyPublisher(), log: log))
        host.rootView = Echo(publisher: Just(5).eraseToAnyPublisher(), log: log)
        #expect(log.values == [5])
        host.rootView = Echo(publisher: Just(6).eraseToAnyPublisher(), log: log)
        #expect(log.values == [5, 6])
    }

    private struct Removable: View {
        let subject: PassthroughSubject<Int, Never>
        let log: ReceiveLog
        @State private var shown = true
        var body: some View {
            VStack {
                if shown { Echo(publisher: subject.eraseToAnyPublisher(), log: log) }
                Color.black.frame(width: 10, height: 10).onTapGesture { shown = false }
            }
        }
    }

    @Test func nothingArrivesAfterTheViewLeaves() {
        let subject = PassthroughSubject<Int, Never>()
        let log = ReceiveLog()
        let host = ViewHost(Removable(subject: subject, log: log))
        subject.send(1)
        let black = host.displayList.items[1].frame
        host.tap(at: CGPoint(x: black.midX, y: black.midY))
        subject.send(2)
        #expect(log.values == [1])
    }

    /// State changed by several values sent in one event is applied together when it ends.
    @Test func valuesSentInsideAnEventApplyWhenItEnds() {
        let scores = PassthroughSubject<Int, Never>()
        let host = ViewHost(Scoreboard(scores: scores))
        let before = host.bodyEvaluationCount
        host.perform {
            scores.send(3)
            scores.send(4)
        }
        #expect(host.bodyEvaluationCount == before + 1)
        host.advance(by: 1)
        #expect(host.displayList.items[0].frame.width == 40)
    }
}
