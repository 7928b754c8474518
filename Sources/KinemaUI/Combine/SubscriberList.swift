import Foundation

/// The subscribers of a subject-like publisher (a subject, an observable object's publisher, a
/// `@Published` property, a timer), and its completion once it has one.
///
/// Thread-safe: values are sent to a snapshot taken under the lock, outside it, so a subscriber
/// may subscribe, cancel or send again from its handler. A subscriber cancelled while a value is
/// on its way does not receive it (``_Subscriber`` checks).
final class SubscriberList<Output, Failure: Error> {
    private let lock = NSLock()
    private var subscribers: [ObjectIdentifier: _Subscriber<Output, Failure>] = [:]
    /// Subscription order, so values arrive in the order subscribers came.
    private var order: [ObjectIdentifier] = []
    private var completion: Subscribers.Completion<Failure>?

    /// Adds `subscriber`, or completes it at once if the list has completed. `initial` runs
    /// after the subscriber is added, before any later value (a current value's replay).
    func add(_ subscriber: _Subscriber<Output, Failure>, initial: ((_Subscriber<Output, Failure>) -> Void)? = nil) {
        lock.lock()
        if let completion {
            lock.unlock()
            subscriber.receive(completion: completion)
            return
        }
        let id = ObjectIdentifier(subscriber)
        subscribers[id] = subscriber
        order.append(id)
        lock.unlock()
        subscriber.onCancel { [weak self] in self?.remove(id) }
        initial?(subscriber)
    }

    private func remove(_ id: ObjectIdentifier) {
        lock.lock()
        if subscribers.removeValue(forKey: id) != nil {
            order.removeAll { $0 == id }
        }
        lock.unlock()
    }

    /// Whether the list has completed (later values go nowhere).
    var isCompleted: Bool {
        lock.lock()
        defer { lock.unlock() }
        return completion != nil
    }

    /// Whether anyone is subscribed.
    var isEmpty: Bool {
        lock.lock()
        defer { lock.unlock() }
        return subscribers.isEmpty
    }

    /// Sends `value` to every current subscriber, in subscription order (nothing after the
    /// completion).
    func send(_ value: Output) {
        for subscriber in snapshot() { subscriber.receive(value) }
    }

    /// Completes every subscriber and the list (once; later completions are ignored).
    func send(completion: Subscribers.Completion<Failure>) {
        lock.lock()
        guard self.completion == nil else {
            lock.unlock()
            return
        }
        self.completion = completion
        let current = order.compactMap { subscribers[$0] }
        subscribers = [:]
        order = []
        lock.unlock()
        for subscriber in current { subscriber.receive(completion: completion) }
    }

    private func snapshot() -> [_Subscriber<Output, Failure>] {
        lock.lock()
        defer { lock.unlock() }
        return order.compactMap { subscribers[$0] }
    }
}
