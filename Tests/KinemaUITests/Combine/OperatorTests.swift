import Foundation
import Kinema
import Testing

// `map`, `eraseToAnyPublisher`, `receive(on:)` and `assign(to:on:)`.

@Suite("Publisher operators")
struct OperatorTests {
    @Test func mapTransformsEachValueAndPassesTheCompletion() {
        let subject = PassthroughSubject<Int, Never>()
        var values: [String] = []
        var finished = false
        let cancellable = subject
            .map { $0 * 2 }
            .map { "\($0)" }
            .sink(receiveCompletion: { _ in finished = true }, receiveValue: { values.append($0) })
        subject.send(1)
        subject.send(21)
        subject.send(completion: .finished)
        #expect(values == ["2", "42"])
        #expect(finished)
        cancellable.cancel()
    }

    @Test func anErasedPublisherBehavesAsItsBase() {
        let subject = CurrentValueSubject<Int, Never>(3)
        let erased: AnyPublisher<Int, Never> = subject.map { $0 + 1 }.eraseToAnyPublisher().eraseToAnyPublisher()
        var values: [Int] = []
        let cancellable = erased.sink { values.append($0) }
        subject.send(4)
        #expect(values == [4, 5])
        cancellable.cancel()
    }

    /// On the main thread, receiving on the main queue or main run loop delivers at once (the
    /// documented difference from Combine, which always delivers later).
    @MainActor
    @Test func receivingOnTheMainQueueOnTheMainThreadDeliversAtOnce() {
        let subject = PassthroughSubject<Int, Never>()
        var values: [Int] = []
        let onQueue = subject.receive(on: DispatchQueue.main).sink { values.append($0) }
        let onRunLoop = subject.receive(on: RunLoop.main).sink { values.append($0 * 10) }
        subject.send(1)
        // Both delivered before `send` returns (in no particular order among subscribers).
        #expect(values.sorted() == [1, 10])
        onQueue.cancel()
        onRunLoop.cancel()
        subject.send(2)
        #expect(values.sorted() == [1, 10])
    }

    /// Another queue delivers on that queue, asynchronously, as Combine does.
    @Test func otherQueuesDeliverOnThatQueue() {
        let subject = PassthroughSubject<Int, Never>()
        let queue = DispatchQueue(label: "other")
        let delivered = DispatchSemaphore(value: 0)
        let seen = UncheckedBox<[Int]>([])
        let cancellable = subject.receive(on: queue).sink { value in
            seen.value.append(value)
            delivered.signal()
        }
        subject.send(7)
        #expect(delivered.wait(timeout: .now() + 5) == .success)
        queue.sync {}
        #expect(seen.value == [7])
        cancellable.cancel()
    }

    final class Gauge {
        var level = 0.0
    }

    @Test func assignSetsAPropertyOfAnObject() {
        let gauge = Gauge()
        let levels = PassthroughSubject<Double, Never>()
        let cancellable = levels.assign(to: \.level, on: gauge)
        levels.send(0.3)
        #expect(gauge.level == 0.3)
        cancellable.cancel()
        levels.send(0.9)
        #expect(gauge.level == 0.3)
    }
}

/// A value written on one queue and read after a `sync` on it.
private final class UncheckedBox<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}
