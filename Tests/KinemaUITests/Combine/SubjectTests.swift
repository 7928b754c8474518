import Foundation
import Kinema
import Testing

// Subjects and `Just` as Combine documents them: a passthrough subject sends to the subscribers
// present when it sends; a current-value subject replays its value to a new subscriber; both stop
// at their completion; `Just` sends one value and finishes.

private enum Failure: Error, Equatable {
    case broken
}

@Suite("Subjects and Just")
struct SubjectTests {
    /// Each subscriber gets the values sent while it is subscribed, in order (the order among
    /// subscribers is not part of Combine's contract).
    @Test func aPassthroughSubjectSendsToCurrentSubscribersInOrder() {
        let subject = PassthroughSubject<Int, Never>()
        var log: [String] = []
        subject.send(0)                                  // nobody yet
        let a = subject.sink { log.append("a\($0)") }
        subject.send(1)
        let b = subject.sink { log.append("b\($0)") }
        subject.send(2)
        #expect(log.filter { $0.hasPrefix("a") } == ["a1", "a2"])
        #expect(log.filter { $0.hasPrefix("b") } == ["b2"])
        a.cancel()
        b.cancel()
    }

    @Test func completionEndsTheSubjectForEveryone() {
        let subject = PassthroughSubject<Int, Failure>()
        var values: [Int] = []
        var completions: [Subscribers.Completion<Failure>] = []
        let early = subject.sink(receiveCompletion: { completions.append($0) }, receiveValue: { values.append($0) })
        subject.send(1)
        subject.send(completion: .failure(.broken))
        subject.send(2)
        subject.send(completion: .finished)
        let late = subject.sink(receiveCompletion: { completions.append($0) }, receiveValue: { values.append($0) })
        #expect(values == [1])
        #expect(completions == [.failure(.broken), .failure(.broken)])
        early.cancel()
        late.cancel()
    }

    @Test func aCurrentValueSubjectReplaysItsValue() {
        let subject = CurrentValueSubject<Double, Never>(0.5)
        var received: [Double] = []
        let cancellable = subject.sink { received.append($0) }
        subject.value = 0.75
        subject.send(1)
        #expect(received == [0.5, 0.75, 1])
        #expect(subject.value == 1)
        subject.send(completion: .finished)
        subject.value = 2
        // After completion nothing more is sent.
        #expect(received == [0.5, 0.75, 1])
        cancellable.cancel()
    }

    @Test func justSendsOnceAndFinishes() {
        var values: [String] = []
        var finished = false
        let cancellable = Just("ready").sink(
            receiveCompletion: { if case .finished = $0 { finished = true } },
            receiveValue: { values.append($0) })
        #expect(values == ["ready"])
        #expect(finished)
        cancellable.cancel()
    }

    @Test func voidSubjectsSendWithoutAnArgument() {
        let refresh = PassthroughSubject<Void, Never>()
        var count = 0
        let cancellable = refresh.sink { count += 1 }
        refresh.send()
        #expect(count == 1)
        cancellable.cancel()
    }
}
