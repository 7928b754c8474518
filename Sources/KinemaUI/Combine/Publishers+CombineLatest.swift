import Foundation

// `combineLatest` and `merge`, which OpenCombine does not carry yet. Both ask their upstreams for
// every value (unlimited demand) and honour the downstream's demand themselves: a combination
// made while the downstream wants nothing is kept (the newest one) and delivered when it asks; a
// merged value is queued. Values are delivered outside the lock, in the order they arrive.

extension Publishers {
    /// A publisher that receives and combines the latest elements from two publishers.
    ///
    /// ```swift
    /// let total = price.combineLatest(quantity).map { $0 * Double($1) }
    /// ```
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure

        public let a: A
        public let b: B

        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let combiner = Combiner<Failure>(count: 2) { values in
                subscriber.receive((values[0] as! A.Output, values[1] as! B.Output))
            } complete: { subscriber.receive(completion: $0) }
            subscriber.receive(subscription: combiner)
            a.subscribe(combiner.side(0, A.Output.self))
            b.subscribe(combiner.side(1, B.Output.self))
        }
    }

    /// A publisher that receives and combines the latest elements from three publishers.
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure {
        public typealias Output = (A.Output, B.Output, C.Output)
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
            let combiner = Combiner<Failure>(count: 3) { values in
                subscriber.receive((values[0] as! A.Output, values[1] as! B.Output, values[2] as! C.Output))
            } complete: { subscriber.receive(completion: $0) }
            subscriber.receive(subscription: combiner)
            a.subscribe(combiner.side(0, A.Output.self))
            b.subscribe(combiner.side(1, B.Output.self))
            c.subscribe(combiner.side(2, C.Output.self))
        }
    }

    /// A publisher that receives and combines the latest elements from four publishers.
    public struct CombineLatest4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
        public typealias Output = (A.Output, B.Output, C.Output, D.Output)
        public typealias Failure = A.Failure

        public let a: A
        public let b: B
        public let c: C
        public let d: D

        public init(_ a: A, _ b: B, _ c: C, _ d: D) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let combiner = Combiner<Failure>(count: 4) { values in
                subscriber.receive((
                    values[0] as! A.Output, values[1] as! B.Output, values[2] as! C.Output, values[3] as! D.Output))
            } complete: { subscriber.receive(completion: $0) }
            subscriber.receive(subscription: combiner)
            a.subscribe(combiner.side(0, A.Output.self))
            b.subscribe(combiner.side(1, B.Output.self))
            c.subscribe(combiner.side(2, C.Output.self))
            d.subscribe(combiner.side(3, D.Output.self))
        }
    }
}

extension Publisher {
    /// Subscribes to an additional publisher and publishes a tuple upon receiving output from
    /// either publisher, once both have published.
    ///
    /// ```swift
    /// name.combineLatest(age).sink { print("\($0) is \($1)") }
    /// ```
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P> where Failure == P.Failure {
        Publishers.CombineLatest(self, other)
    }

    /// Combines with another publisher and transforms each latest pair with `transform`.
    public func combineLatest<P: Publisher, T>(
        _ other: P, _ transform: @escaping (Output, P.Output) -> T
    ) -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where Failure == P.Failure {
        Publishers.CombineLatest(self, other).map(transform)
    }

    /// Combines with two other publishers: a triple of the latest elements.
    public func combineLatest<P: Publisher, Q: Publisher>(
        _ publisher1: P, _ publisher2: Q
    ) -> Publishers.CombineLatest3<Self, P, Q> where Failure == P.Failure, P.Failure == Q.Failure {
        Publishers.CombineLatest3(self, publisher1, publisher2)
    }

    /// Combines with two other publishers and transforms each latest triple with `transform`.
    public func combineLatest<P: Publisher, Q: Publisher, T>(
        _ publisher1: P, _ publisher2: Q, _ transform: @escaping (Output, P.Output, Q.Output) -> T
    ) -> Publishers.Map<Publishers.CombineLatest3<Self, P, Q>, T> where Failure == P.Failure, P.Failure == Q.Failure {
        Publishers.CombineLatest3(self, publisher1, publisher2).map(transform)
    }

    /// Combines with three other publishers: a quadruple of the latest elements.
    public func combineLatest<P: Publisher, Q: Publisher, R: Publisher>(
        _ publisher1: P, _ publisher2: Q, _ publisher3: R
    ) -> Publishers.CombineLatest4<Self, P, Q, R>
    where Failure == P.Failure, P.Failure == Q.Failure, Q.Failure == R.Failure {
        Publishers.CombineLatest4(self, publisher1, publisher2, publisher3)
    }
}

/// The shared state of a `combineLatest`: the latest value of each upstream, the downstream's
/// demand, and the upstream subscriptions to cancel.
final class Combiner<Failure: Error>: Subscription, @unchecked Sendable {
    private let lock = NSRecursiveLock()
    private var latest: [Any?]
    private var subscriptions: [(any Subscription)?]
    private var finished: [Bool]
    private var demand = Subscribers.Demand.none
    private var hasUndelivered = false
    private var isDone = false
    private let deliver: ([Any]) -> Subscribers.Demand
    private let complete: (Subscribers.Completion<Failure>) -> Void

    init(
        count: Int, deliver: @escaping ([Any]) -> Subscribers.Demand,
        complete: @escaping (Subscribers.Completion<Failure>) -> Void
    ) {
        latest = Array(repeating: nil, count: count)
        subscriptions = Array(repeating: nil, count: count)
        finished = Array(repeating: false, count: count)
        self.deliver = deliver
        self.complete = complete
    }

    /// The subscriber for upstream `index`.
    func side<Input>(_ index: Int, _: Input.Type) -> AnySubscriber<Input, Failure> {
        upstreamSubscriber(
            attach: { [weak self] in self?.attach($0, at: index) ?? false },
            receive: { [weak self] (value: Input) in self?.received(value, at: index) },
            complete: { [weak self] in self?.completed($0, at: index) })
    }

    /// Keeps upstream `index`'s subscription; `false` when the combination is already over.
    private func attach(_ subscription: any Subscription, at index: Int) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard !isDone else { return false }
        subscriptions[index] = subscription
        return true
    }

    private func received(_ value: Any, at index: Int) {
        lock.lock()
        guard !isDone else { return lock.unlock() }
        latest[index] = value
        let values = latest.compactMap { $0 }
        guard values.count == latest.count else { return lock.unlock() }
        guard demand > 0 else {
            hasUndelivered = true
            return lock.unlock()
        }
        demand -= 1
        hasUndelivered = false
        lock.unlock()
        send(values)
    }

    private func completed(_ completion: Subscribers.Completion<Failure>, at index: Int) {
        lock.lock()
        guard !isDone else { return lock.unlock() }
        finished[index] = true
        switch completion {
        case .failure:
            isDone = true
        case .finished:
            guard finished.allSatisfy({ $0 }) else { return lock.unlock() }
            isDone = true
        }
        let others = subscriptions
        subscriptions = subscriptions.map { _ in nil }
        lock.unlock()
        if case .failure = completion { others.forEach { $0?.cancel() } }
        complete(completion)
    }

    func request(_ more: Subscribers.Demand) {
        lock.lock()
        demand += more
        guard hasUndelivered, demand > 0, !isDone else { return lock.unlock() }
        let values = latest.compactMap { $0 }
        demand -= 1
        hasUndelivered = false
        lock.unlock()
        send(values)
    }

    /// Delivers a combination, adding the demand the downstream asks for in return.
    private func send(_ values: [Any]) {
        let more = deliver(values)
        guard more > 0 else { return }
        lock.lock()
        demand += more
        lock.unlock()
    }

    func cancel() {
        lock.lock()
        isDone = true
        let all = subscriptions
        subscriptions = subscriptions.map { _ in nil }
        lock.unlock()
        all.forEach { $0?.cancel() }
    }
}

/// The subscriber a fan-in (`combineLatest`, `merge`) gives one upstream: it keeps the
/// subscription when `attach` accepts it (else cancels it) and asks for every value.
func upstreamSubscriber<Input, Failure: Error>(
    attach: @escaping (any Subscription) -> Bool,
    receive: @escaping (Input) -> Void,
    complete: @escaping (Subscribers.Completion<Failure>) -> Void
) -> AnySubscriber<Input, Failure> {
    AnySubscriber(
        receiveSubscription: { subscription in
            if attach(subscription) { subscription.request(.unlimited) } else { subscription.cancel() }
        },
        receiveValue: { value in
            receive(value)
            return .none
        },
        receiveCompletion: complete)
}
