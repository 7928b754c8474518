import Foundation

/// Declares that a type can transmit a sequence of values over time.
///
/// Kinema carries the part of Combine that SwiftUI code written for view models uses: publishers
/// such as ``PassthroughSubject``, ``CurrentValueSubject``, ``Just``, a `@Published` property's
/// `$property`, `Timer.publish(every:on:in:)`, the operators ``map(_:)``, ``receive(on:options:)``
/// and ``eraseToAnyPublisher()``, and the subscribers ``sink(receiveCompletion:receiveValue:)``,
/// ``assign(to:on:)`` and `View.onReceive(_:perform:)`.
///
/// ```swift
/// let scores = PassthroughSubject<Int, Never>()
/// let cancellable = scores
///     .map { $0 * 2 }
///     .sink { print($0) }
/// scores.send(21)          // prints 42
/// ```
///
/// > Note: Combine's subscriber protocols (`Subscriber`, `Subscription`, demand) are not part of
/// > Kinema: every subscriber takes all values, as `sink` does. A publisher's one requirement,
/// > ``_subscribe(_:)``, is Kinema's own and not API, so write new publishers by composing the
/// > built-in ones rather than conforming a type of your own.
public protocol Publisher<Output, Failure> {
    /// The kind of values published by this publisher.
    associatedtype Output
    /// The kind of errors this publisher might publish (`Never` if it never fails).
    associatedtype Failure: Error

    /// Attaches `subscriber`: the publisher sends it values and at most one completion, until the
    /// subscriber is cancelled. Kinema's own entry point, not API (Combine's is
    /// `receive(subscriber:)`).
    func _subscribe(_ subscriber: _Subscriber<Output, Failure>)
}

/// A namespace for types that serve as publishers (`Publishers.Map`, `Publishers.ReceiveOn`,
/// `Publishers.Autoconnect`).
///
/// ```swift
/// let doubled: Publishers.Map<PassthroughSubject<Int, Never>, Int> = subject.map { $0 * 2 }
/// ```
public enum Publishers {}

/// A namespace for types that serve as subscribers, and for ``Subscribers/Completion``.
///
/// ```swift
/// let finished: Subscribers.Completion<Never> = .finished
/// ```
public enum Subscribers {}

extension Subscribers {
    /// A signal that a publisher doesn't produce additional elements, either due to normal
    /// completion or an error.
    ///
    /// ```swift
    /// subject.sink(receiveCompletion: { completion in
    ///     if case .failure(let error) = completion { print(error) }
    /// }, receiveValue: { print($0) })
    /// ```
    public enum Completion<Failure: Error> {
        /// The publisher finished normally.
        case finished
        /// The publisher stopped publishing due to the indicated error.
        case failure(Failure)
    }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Hashable where Failure: Hashable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}

/// The receiving end of one subscription, as Kinema's publishers see it. Not API: publishers
/// call ``receive(_:)`` and ``receive(completion:)``, and register with ``onCancel(_:)`` what
/// detaches the subscriber from them.
///
/// Nothing reaches the subscriber after it is cancelled or has received a completion, whatever
/// the publisher still sends. Cancelling runs the registered actions once, outside the lock, so a
/// subscriber cancelled from inside its own value handler is safe.
public final class _Subscriber<Input, Failure: Error> {
    private let lock = NSLock()
    private var receiveValue: ((Input) -> Void)?
    private var receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?
    private var cancelActions: [() -> Void] = []
    private var isTerminated = false

    /// A subscriber calling `receiveValue` for each value and `receiveCompletion` once at the end.
    init(
        receiveValue: @escaping (Input) -> Void,
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void
    ) {
        self.receiveValue = receiveValue
        self.receiveCompletion = receiveCompletion
    }

    /// Delivers a value (ignored once the subscriber is cancelled or completed).
    public func receive(_ input: Input) {
        lock.lock()
        let handler = receiveValue
        lock.unlock()
        handler?(input)
    }

    /// Delivers the completion (only the first one counts) and detaches from the publisher.
    public func receive(completion: Subscribers.Completion<Failure>) {
        let handler = terminate(keepingCompletion: true)
        handler?(completion)
    }

    /// Registers what detaches the subscriber from its publisher; runs it now if the subscriber
    /// has already ended.
    public func onCancel(_ action: @escaping () -> Void) {
        lock.lock()
        if isTerminated {
            lock.unlock()
            action()
            return
        }
        cancelActions.append(action)
        lock.unlock()
    }

    /// Whether values still reach the subscriber.
    public var isActive: Bool {
        lock.lock()
        defer { lock.unlock() }
        return !isTerminated
    }

    /// Ends the subscription: no further value or completion is delivered.
    func cancel() {
        _ = terminate(keepingCompletion: false)
    }

    /// Marks the subscriber ended, runs its cancel actions, and returns the completion handler
    /// when asked for it and the subscriber had not ended before.
    private func terminate(keepingCompletion: Bool) -> ((Subscribers.Completion<Failure>) -> Void)? {
        lock.lock()
        guard !isTerminated else {
            lock.unlock()
            return nil
        }
        isTerminated = true
        let completion = receiveCompletion
        let actions = cancelActions
        receiveValue = nil
        receiveCompletion = nil
        cancelActions = []
        lock.unlock()
        for action in actions { action() }
        return keepingCompletion ? completion : nil
    }
}

extension _Subscriber {
    /// A subscriber that hands what it receives to `downstream` transformed (an operator's inner
    /// subscriber), and is cancelled with it.
    static func forwarding<Downstream>(
        to downstream: _Subscriber<Downstream, Failure>, transform: @escaping (Input) -> Downstream
    ) -> _Subscriber<Input, Failure> {
        let inner = _Subscriber(
            receiveValue: { downstream.receive(transform($0)) },
            receiveCompletion: { downstream.receive(completion: $0) })
        downstream.onCancel { [weak inner] in inner?.cancel() }
        return inner
    }
}
