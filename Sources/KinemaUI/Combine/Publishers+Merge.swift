import Foundation

extension Publishers {
    /// A publisher created by applying the merge function to two upstream publishers.
    ///
    /// ```swift
    /// let taps = buttonTaps.merge(with: keyPresses)
    /// ```
    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Output == B.Output, A.Failure == B.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure

        public let a: A
        public let b: B

        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            MergeMany([a.eraseToAnyPublisher(), b.eraseToAnyPublisher()]).receive(subscriber: subscriber)
        }
    }

    /// A publisher created by applying the merge function to three upstream publishers.
    public struct Merge3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Output == B.Output, A.Failure == B.Failure, B.Output == C.Output, B.Failure == C.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure

        public let a: A
        public let b: B
        public let c: C

        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            MergeMany([a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher()])
                .receive(subscriber: subscriber)
        }
    }

    /// A publisher created by applying the merge function to an arbitrary number of upstream
    /// publishers: every element of each, as it comes; it finishes when all have finished and
    /// fails when one fails.
    ///
    /// ```swift
    /// Publishers.MergeMany(sources).sink { print($0) }
    /// ```
    public struct MergeMany<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let publishers: [Upstream]

        public init(_ upstream: Upstream...) {
            publishers = upstream
        }

        public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream {
            publishers = Array(upstream)
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let merger = Merger<Output, Failure>(count: publishers.count) { subscriber.receive($0) } complete: {
                subscriber.receive(completion: $0)
            }
            subscriber.receive(subscription: merger)
            for (index, publisher) in publishers.enumerated() {
                publisher.subscribe(merger.side(index))
            }
            merger.finishIfEmpty()
        }

        /// The publishers merged with one more.
        public func merge(with other: Upstream) -> MergeMany<Upstream> {
            MergeMany(publishers + [other])
        }
    }
}

extension Publisher {
    /// Combines elements from this publisher with those from another publisher of the same type,
    /// delivering an interleaved sequence of elements.
    ///
    /// ```swift
    /// let events = clicks.merge(with: timerTicks)
    /// ```
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P>
    where Failure == P.Failure, Output == P.Output {
        Publishers.Merge(self, other)
    }

    /// Combines elements from this publisher with those from two others of the same type.
    public func merge<B: Publisher, C: Publisher>(with b: B, _ c: C) -> Publishers.Merge3<Self, B, C>
    where Failure == B.Failure, Output == B.Output, B.Failure == C.Failure, B.Output == C.Output {
        Publishers.Merge3(self, b, c)
    }
}

/// The shared state of a merge: the downstream's demand, values waiting for it, and the
/// upstream subscriptions to cancel.
final class Merger<Output, Failure: Error>: Subscription, @unchecked Sendable {
    private let lock = NSRecursiveLock()
    private var subscriptions: [(any Subscription)?]
    private var finishedCount = 0
    private var demand = Subscribers.Demand.none
    private var queue: [Output] = []
    private var isDone = false
    private var pendingCompletion: Subscribers.Completion<Failure>?
    private let deliver: (Output) -> Subscribers.Demand
    private let complete: (Subscribers.Completion<Failure>) -> Void

    init(
        count: Int, deliver: @escaping (Output) -> Subscribers.Demand,
        complete: @escaping (Subscribers.Completion<Failure>) -> Void
    ) {
        subscriptions = Array(repeating: nil, count: count)
        self.deliver = deliver
        self.complete = complete
    }

    /// The subscriber for upstream `index`.
    func side(_ index: Int) -> AnySubscriber<Output, Failure> {
        upstreamSubscriber(
            attach: { [weak self] in self?.attach($0, at: index) ?? false },
            receive: { [weak self] in self?.received($0) },
            complete: { [weak self] in self?.completed($0) })
    }

    /// Keeps upstream `index`'s subscription; `false` when the merge is already over.
    private func attach(_ subscription: any Subscription, at index: Int) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard !isDone else { return false }
        subscriptions[index] = subscription
        return true
    }

    /// Merging nothing finishes at once.
    func finishIfEmpty() {
        lock.lock()
        guard subscriptions.isEmpty, !isDone else { return lock.unlock() }
        isDone = true
        lock.unlock()
        complete(.finished)
    }

    private func received(_ value: Output) {
        lock.lock()
        guard !isDone else { return lock.unlock() }
        guard demand > 0, queue.isEmpty else {
            queue.append(value)
            return lock.unlock()
        }
        demand -= 1
        lock.unlock()
        send(value)
    }

    private func completed(_ completion: Subscribers.Completion<Failure>) {
        lock.lock()
        guard !isDone else { return lock.unlock() }
        if case .finished = completion {
            finishedCount += 1
            guard finishedCount == subscriptions.count else { return lock.unlock() }
        }
        // Values still queued go first; the completion follows them.
        guard queue.isEmpty else {
            pendingCompletion = completion
            return lock.unlock()
        }
        isDone = true
        let others = subscriptions
        subscriptions = subscriptions.map { _ in nil }
        lock.unlock()
        if case .failure = completion { others.forEach { $0?.cancel() } }
        complete(completion)
    }

    private func send(_ value: Output) {
        let more = deliver(value)
        guard more > 0 else { return }
        request(more)
    }

    func request(_ more: Subscribers.Demand) {
        lock.lock()
        demand += more
        while demand > 0, !queue.isEmpty, !isDone {
            let value = queue.removeFirst()
            demand -= 1
            lock.unlock()
            let extra = deliver(value)
            lock.lock()
            demand += extra
        }
        let completion = queue.isEmpty && !isDone ? pendingCompletion : nil
        if completion != nil { isDone = true }
        lock.unlock()
        if let completion { complete(completion) }
    }

    func cancel() {
        lock.lock()
        isDone = true
        queue.removeAll()
        let all = subscriptions
        subscriptions = subscriptions.map { _ in nil }
        lock.unlock()
        all.forEach { $0?.cancel() }
    }
}
