import Foundation

/// A publisher that exposes a method for outside callers to publish elements.
///
/// ```swift
/// let events = PassthroughSubject<String, Never>()
/// events.send("tapped")
/// events.send(completion: .finished)
/// ```
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    /// Sends a value to the subscriber.
    func send(_ value: Output)

    /// Sends a completion signal to the subscriber.
    func send(completion: Subscribers.Completion<Failure>)
}

extension Subject where Output == Void {
    /// Sends a void value to the subscriber.
    ///
    /// ```swift
    /// let refresh = PassthroughSubject<Void, Never>()
    /// refresh.send()
    /// ```
    public func send() {
        send(())
    }
}

/// A subject that broadcasts elements to downstream subscribers.
///
/// Values sent reach the subscribers present at that moment, in the order they subscribed;
/// unlike ``CurrentValueSubject``, a new subscriber receives nothing until the next send.
///
/// ```swift
/// let taps = PassthroughSubject<Int, Never>()
/// let cancellable = taps.sink { print("tap", $0) }
/// taps.send(1)                       // prints "tap 1"
/// taps.send(completion: .finished)   // later sends do nothing
/// ```
///
/// Thread-safe. Inside a ``ViewHost``, a view's `onReceive(_:perform:)` action runs as the value
/// is sent.
public final class PassthroughSubject<Output, Failure: Error>: Subject {
    private let subscribers = SubscriberList<Output, Failure>()

    /// Creates a subject.
    ///
    /// ```swift
    /// let subject = PassthroughSubject<String, Never>()
    /// ```
    public init() {}

    /// Sends a value to every current subscriber (nothing once the subject has completed).
    ///
    /// ```swift
    /// subject.send("hello")
    /// ```
    public func send(_ input: Output) {
        subscribers.send(input)
    }

    /// Sends a completion signal to every subscriber; later values and completions are ignored,
    /// and later subscribers receive the completion at once.
    ///
    /// ```swift
    /// subject.send(completion: .finished)
    /// ```
    public func send(completion: Subscribers.Completion<Failure>) {
        subscribers.send(completion: completion)
    }

    public func _subscribe(_ subscriber: _Subscriber<Output, Failure>) {
        subscribers.add(subscriber)
    }
}

/// A subject that wraps a single value and publishes a new element whenever the value changes.
///
/// A new subscriber receives the current value at once, then every later one.
///
/// ```swift
/// let level = CurrentValueSubject<Double, Never>(0.5)
/// let cancellable = level.sink { print($0) }   // prints 0.5
/// level.value = 0.75                           // prints 0.75
/// ```
///
/// Thread-safe for subscribing and sending.
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
    private let lock = NSLock()
    private var current: Output
    private let subscribers = SubscriberList<Output, Failure>()

    /// Creates a current value subject with the given initial value.
    ///
    /// ```swift
    /// let subject = CurrentValueSubject<Int, Never>(0)
    /// ```
    public init(_ value: Output) {
        current = value
    }

    /// The value wrapped by this subject, published as a new element whenever it changes.
    ///
    /// ```swift
    /// subject.value += 1     // subscribers receive the new value
    /// ```
    ///
    /// After the subject has completed, setting it changes nothing.
    public var value: Output {
        get {
            lock.lock()
            defer { lock.unlock() }
            return current
        }
        set { send(newValue) }
    }

    /// Sends a value to the subscriber, and makes it the current value.
    ///
    /// ```swift
    /// subject.send(3)
    /// ```
    public func send(_ input: Output) {
        guard !subscribers.isCompleted else { return }
        lock.lock()
        current = input
        lock.unlock()
        subscribers.send(input)
    }

    /// Sends a completion signal to every subscriber; later subscribers receive it at once.
    ///
    /// ```swift
    /// subject.send(completion: .finished)
    /// ```
    public func send(completion: Subscribers.Completion<Failure>) {
        subscribers.send(completion: completion)
    }

    public func _subscribe(_ subscriber: _Subscriber<Output, Failure>) {
        subscribers.add(subscriber) { [weak self] subscriber in
            guard let self else { return }
            subscriber.receive(self.value)
        }
    }
}

/// A publisher that emits an output to each subscriber just once, and then finishes.
///
/// ```swift
/// let cancellable = Just("ready").sink { print($0) }   // prints "ready"
/// ```
public struct Just<Output>: Publisher {
    /// The kind of errors this publisher might publish: `Just` never fails.
    public typealias Failure = Never

    /// The one element that the publisher emits.
    public let output: Output

    /// Initializes a publisher that emits the specified output just once.
    ///
    /// ```swift
    /// let answer = Just(42)
    /// ```
    public init(_ output: Output) {
        self.output = output
    }

    public func _subscribe(_ subscriber: _Subscriber<Output, Never>) {
        subscriber.receive(output)
        subscriber.receive(completion: .finished)
    }
}

extension Just: Equatable where Output: Equatable {}
extension Just: Sendable where Output: Sendable {}
