import Foundation

extension Publisher {
    /// Attaches a subscriber with closure-based behavior.
    ///
    /// ```swift
    /// let cancellable = Just(3)
    ///     .sink(receiveCompletion: { print("completion:", $0) },
    ///           receiveValue: { print("value:", $0) })
    /// // value: 3
    /// // completion: finished
    /// ```
    ///
    /// The subscription lasts until the returned ``AnyCancellable`` is cancelled or deallocated,
    /// or the publisher completes; until then the cancellable keeps the publisher alive.
    ///
    /// - Parameters:
    ///   - receiveCompletion: The closure to execute on completion.
    ///   - receiveValue: The closure to execute on receipt of a value.
    /// - Returns: A cancellable instance, which you use when you end assignment of the received
    ///   value. Deallocation of the result will tear down the subscription stream.
    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        let subscriber = _Subscriber<Output, Failure>(receiveValue: receiveValue, receiveCompletion: receiveCompletion)
        _subscribe(subscriber)
        // The cancellable keeps the publisher chain alive, as Combine's subscriptions do: a
        // `Timer.publish(…).autoconnect().sink { … }` held only by its cancellable keeps ticking.
        return AnyCancellable { [self] in
            subscriber.cancel()
            withExtendedLifetime(self) {}
        }
    }
}

extension Publisher where Failure == Never {
    /// Attaches a subscriber with closure-based behavior to a publisher that never fails.
    ///
    /// ```swift
    /// let subject = PassthroughSubject<Int, Never>()
    /// let cancellable = subject.sink { print($0) }
    /// subject.send(1)          // prints 1
    /// ```
    ///
    /// - Parameter receiveValue: The closure to execute on receipt of a value.
    /// - Returns: A cancellable instance, which you use when you end assignment of the received
    ///   value. Deallocation of the result will tear down the subscription stream.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }

    /// Assigns each element from a publisher to a property on an object.
    ///
    /// ```swift
    /// final class Gauge { var level = 0.0 }
    /// let gauge = Gauge()
    /// let cancellable = levels.assign(to: \.level, on: gauge)
    /// ```
    ///
    /// The subscription keeps `object` alive until it is cancelled, as Combine's does.
    ///
    /// - Parameters:
    ///   - keyPath: A key path that indicates the property to assign.
    ///   - object: The object that contains the property.
    /// - Returns: An ``AnyCancellable`` instance; call `cancel()` on it to end the assignment.
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
        sink { object[keyPath: keyPath] = $0 }
    }

    /// Republishes elements received from a publisher, by assigning them to a property marked as
    /// a publisher.
    ///
    /// ```swift
    /// final class Clock: ObservableObject {
    ///     @Published var lastTick = Date.distantPast
    ///     init() {
    ///         Timer.publish(every: 1, on: .main, in: .common)
    ///             .autoconnect()
    ///             .assign(to: &$lastTick)
    ///     }
    /// }
    /// ```
    ///
    /// Each value is set as an assignment to the property would set it: the object's
    /// `objectWillChange` emits first. The subscription lasts as long as the property (the
    /// object that owns it); a later `assign(to:)` to the same property replaces it.
    ///
    /// - Parameter published: A property marked with the `@Published` attribute, which receives
    ///   and republishes all elements received from the upstream publisher.
    public func assign(to published: inout Published<Output>.Publisher) {
        let box = published.box
        box.assignment = sink { [weak box] in box?.set($0) }
    }
}
