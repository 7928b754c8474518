import Foundation

/// A publisher that provides an explicit means of connecting and canceling publication.
///
/// It produces no elements until ``connect()`` is called; ``autoconnect()`` connects on the first
/// subscriber instead.
///
/// ```swift
/// let timer = Timer.publish(every: 1, on: .main, in: .common)
/// let cancellable = timer.sink { print($0) }
/// let connection = timer.connect()     // ticks start now
/// ```
public protocol ConnectablePublisher<Output, Failure>: Publisher {
    /// Connects to the publisher, allowing it to produce elements, and returns an instance with
    /// which to cancel publishing.
    func connect() -> any Cancellable
}

extension ConnectablePublisher {
    /// Automates the process of connecting or disconnecting from this connectable publisher.
    ///
    /// ```swift
    /// struct Spinner: View {
    ///     @State private var angle = 0.0
    ///     let timer = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()
    ///
    ///     var body: some View {
    ///         Rectangle()
    ///             .frame(width: 40, height: 40)
    ///             .rotationEffect(.degrees(angle))
    ///             .onReceive(timer) { _ in
    ///                 withAnimation(.linear(duration: 0.5)) { angle += 45 }
    ///             }
    ///     }
    /// }
    /// ```
    ///
    /// - Returns: A publisher which automatically connects to its upstream connectable publisher.
    public func autoconnect() -> Publishers.Autoconnect<Self> {
        Publishers.Autoconnect(upstream: self)
    }
}

extension Publishers {
    /// A publisher that automatically connects to an upstream connectable publisher.
    ///
    /// It calls `connect()` on the upstream when the first subscriber attaches, and cancels that
    /// connection when the last subscriber cancels (a later subscriber connects again).
    ///
    /// ```swift
    /// let ticks: Publishers.Autoconnect<Timer.TimerPublisher> =
    ///     Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    /// ```
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
        /// The kind of values published by this publisher: the upstream's.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish: the upstream's.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        private let lock = NSLock()
        private var subscriberCount = 0
        private var connection: (any Cancellable)?

        /// Creates a publisher that automatically connects to an upstream connectable publisher.
        ///
        /// ```swift
        /// let ticks = Publishers.Autoconnect(upstream: Timer.publish(every: 1, on: .main, in: .common))
        /// ```
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        public func _subscribe(_ subscriber: _Subscriber<Output, Failure>) {
            let inner = _Subscriber<Output, Failure>.forwarding(to: subscriber) { $0 }
            upstream._subscribe(inner)
            lock.lock()
            subscriberCount += 1
            let connects = subscriberCount == 1
            lock.unlock()
            if connects {
                let made = upstream.connect()
                lock.lock()
                connection = made
                lock.unlock()
            }
            subscriber.onCancel { [weak self] in self?.subscriberDidCancel() }
        }

        private func subscriberDidCancel() {
            lock.lock()
            subscriberCount -= 1
            let ending = subscriberCount == 0 ? connection : nil
            if subscriberCount == 0 { connection = nil }
            lock.unlock()
            ending?.cancel()
        }
    }
}
