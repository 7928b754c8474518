import Foundation

extension Publishers {
    /// A publisher that transforms all elements from the upstream publisher with a provided
    /// closure.
    ///
    /// ```swift
    /// let labels: Publishers.Map<Published<Double>.Publisher, String> =
    ///     model.$progress.map { "\(Int($0 * 100)) %" }
    /// ```
    public struct Map<Upstream: Publisher, Output>: Publisher {
        /// The kind of errors this publisher might publish: the upstream's.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The closure that transforms elements from the upstream publisher.
        public let transform: (Upstream.Output) -> Output

        /// Creates a publisher that transforms all elements from the upstream publisher with a
        /// provided closure.
        ///
        /// ```swift
        /// let doubled = Publishers.Map(upstream: subject) { $0 * 2 }
        /// ```
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) {
            self.upstream = upstream
            self.transform = transform
        }

        public func _subscribe(_ subscriber: _Subscriber<Output, Failure>) {
            upstream._subscribe(.forwarding(to: subscriber, transform: transform))
        }
    }
}

extension Publisher {
    /// Transforms all elements from the upstream publisher with a provided closure.
    ///
    /// ```swift
    /// let percent = model.$progress.map { Int($0 * 100) }
    /// let cancellable = percent.sink { print("\($0) %") }
    /// ```
    ///
    /// - Parameter transform: A closure that takes one element as its parameter and returns a new
    ///   element.
    /// - Returns: A publisher that uses the provided closure to map elements from the upstream
    ///   publisher to new elements that it then publishes.
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self, transform: transform)
    }
}

/// A publisher that performs type erasure by wrapping another publisher.
///
/// ```swift
/// final class Store {
///     private let subject = CurrentValueSubject<Int, Never>(0)
///     var count: AnyPublisher<Int, Never> { subject.eraseToAnyPublisher() }
/// }
/// ```
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    /// The wrapped publisher (kept whole so that two erasures of one source compare as one
    /// source: `onReceive` keeps its subscription when given the same publisher again).
    private let base: any Publisher<Output, Failure>

    /// Creates a type-erasing publisher to wrap the provided publisher.
    ///
    /// ```swift
    /// let erased = AnyPublisher(subject)
    /// ```
    public init<P: Publisher>(_ publisher: P) where Output == P.Output, Failure == P.Failure {
        if let erased = publisher as? AnyPublisher<Output, Failure> {
            base = erased.base
        } else {
            base = publisher
        }
    }

    public func _subscribe(_ subscriber: _Subscriber<Output, Failure>) {
        base._subscribe(subscriber)
    }
}

extension Publisher {
    /// Wraps this publisher with a type eraser.
    ///
    /// ```swift
    /// var progress: AnyPublisher<Double, Never> { model.$progress.eraseToAnyPublisher() }
    /// ```
    ///
    /// - Returns: An ``AnyPublisher`` wrapping this publisher.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
        AnyPublisher(self)
    }
}
