import Foundation

/// A protocol that defines when and how to execute a closure.
///
/// Kinema's schedulers only say where `receive(on:options:)` delivers: `RunLoop` and
/// `DispatchQueue` conform.
///
/// ```swift
/// subject
///     .receive(on: DispatchQueue.main)
///     .sink { print($0) }
/// ```
///
/// > Note: Combine's schedulers also schedule work after delays and carry a time type; Kinema's
/// > carry only their options type. Time in a ``ViewHost`` is the host's virtual clock, which
/// > `Timer.publish(every:on:in:)` and `.task` sleeps use.
public protocol Scheduler {
    /// A type that defines options accepted by the scheduler.
    associatedtype SchedulerOptions

    /// Runs `action`, which delivers a value received on this scheduler. Kinema's own requirement,
    /// not API.
    func _deliver(_ action: @escaping () -> Void)
}

extension RunLoop: Scheduler {
    /// Delivers on the main run loop: at once when the caller is on the main thread (as every
    /// view and handler is), else on the next turn of the main queue; any other run loop delivers
    /// at once, on the sending thread.
    public func _deliver(_ action: @escaping () -> Void) {
        if self === RunLoop.main { MainQueue.deliver(action) } else { action() }
    }
}

extension DispatchQueue: Scheduler {
    /// Delivers on the main queue: at once when the caller is on the main thread (as every view
    /// and handler is), else on the next turn of the main queue; any other queue delivers at
    /// once, on the sending thread.
    public func _deliver(_ action: @escaping () -> Void) {
        if isMainQueue { MainQueue.deliver(action) } else { action() }
    }
}

#if !canImport(Combine)
extension RunLoop {
    /// The scheduler options for a run loop (none: accepted and ignored).
    ///
    /// ```swift
    /// Timer.publish(every: 1, on: .main, in: .common, options: nil)
    /// ```
    public struct SchedulerOptions: Sendable {}
}

extension DispatchQueue {
    /// Options that affect the operation of the dispatch queue scheduler (accepted and ignored:
    /// values received on a queue are delivered as described at `receive(on:options:)`).
    ///
    /// ```swift
    /// subject.receive(on: DispatchQueue.main, options: .init(qos: .userInteractive))
    /// ```
    public struct SchedulerOptions {
        /// The dispatch queue quality of service.
        public var qos: DispatchQoS
        /// The dispatch queue work item flags.
        public var flags: DispatchWorkItemFlags
        /// The dispatch group, if any, that should be used for performing actions.
        public var group: DispatchGroup?

        /// Creates dispatch queue scheduler options.
        ///
        /// ```swift
        /// let options = DispatchQueue.SchedulerOptions(qos: .userInitiated)
        /// ```
        public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
            self.qos = qos
            self.flags = flags
            self.group = group
        }
    }
}
#endif

extension Publishers {
    /// A publisher that delivers elements to its downstream subscriber on a specific scheduler.
    ///
    /// ```swift
    /// let onMain: Publishers.ReceiveOn<PassthroughSubject<Int, Never>, DispatchQueue> =
    ///     subject.receive(on: DispatchQueue.main)
    /// ```
    public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The kind of values published by this publisher: the upstream's.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish: the upstream's.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The scheduler the publisher is to use for element delivery.
        public let scheduler: Context
        /// Scheduler options used to customize element delivery.
        public let options: Context.SchedulerOptions?

        /// Creates a publisher that delivers elements to its downstream subscriber on a specific
        /// scheduler.
        ///
        /// ```swift
        /// let onMain = Publishers.ReceiveOn(upstream: subject, scheduler: RunLoop.main, options: nil)
        /// ```
        public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.scheduler = scheduler
            self.options = options
        }

        public func _subscribe(_ subscriber: _Subscriber<Output, Failure>) {
            let scheduler = self.scheduler
            let inner = _Subscriber<Output, Failure>(
                receiveValue: { value in scheduler._deliver { subscriber.receive(value) } },
                receiveCompletion: { completion in scheduler._deliver { subscriber.receive(completion: completion) } })
            subscriber.onCancel { [weak inner] in inner?.cancel() }
            upstream._subscribe(inner)
        }
    }
}

extension Publisher {
    /// Specifies the scheduler on which to receive elements from the publisher.
    ///
    /// ```swift
    /// final class FeedModel: ObservableObject {
    ///     @Published var items: [String] = []
    ///     private var cancellables = Set<AnyCancellable>()
    ///
    ///     init(updates: PassthroughSubject<[String], Never>) {
    ///         updates
    ///             .receive(on: DispatchQueue.main)
    ///             .sink { [weak self] in self?.items = $0 }
    ///             .store(in: &cancellables)
    ///     }
    /// }
    /// ```
    ///
    /// > Note: Combine always delivers on the scheduler asynchronously. Kinema delivers on the main
    /// > queue or main run loop at once when the value is sent on the main thread — where views,
    /// > handlers and the host's timers run — so a change made there lands at the same virtual
    /// > time; a value sent from another thread is delivered on the next turn of the main queue.
    /// > Other queues and run loops deliver at once, on the sending thread.
    ///
    /// - Parameters:
    ///   - scheduler: The scheduler the publisher uses for element delivery.
    ///   - options: Scheduler options used to customize element delivery (ignored).
    /// - Returns: A publisher that delivers elements using the specified scheduler.
    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.ReceiveOn<Self, S> {
        Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
    }
}

extension DispatchQueue {
    /// Whether this is the main queue. (`DispatchQueue.main` makes a new object on each read on
    /// Linux, so identity cannot tell.)
    var isMainQueue: Bool { getSpecific(key: MainQueue.key) == true }
}

/// Running work on the main queue, at once when already there.
enum MainQueue {
    /// Marks the main queue, so code can tell it runs there (on Linux, main-actor jobs may run
    /// on any worker thread that drains the main queue).
    fileprivate static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the caller runs on the main thread or the main queue (where the main actor runs).
    static var isCurrent: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true
    }

    /// Runs `action` now if the caller is on the main queue, else on its next turn.
    static func deliver(_ action: @escaping () -> Void) {
        if isCurrent {
            action()
        } else {
            let box = UncheckedSendable(action)
            DispatchQueue.main.async { box.value() }
        }
    }
}

/// A value handed to the main queue from another thread; the main queue is then its only user.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
