import Foundation

extension Timer {
    /// Returns a publisher that repeatedly emits the current date on the given interval.
    ///
    /// ```swift
    /// struct Clock: View {
    ///     @State private var now = Date()
    ///     let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    ///
    ///     var body: some View {
    ///         Text(now, style: .time)
    ///             .onReceive(timer) { now = $0 }
    ///     }
    /// }
    /// ```
    ///
    /// Connected inside a ``ViewHost`` — by `autoconnect()` under `onReceive(_:perform:)`, or
    /// in a view's body, an action, `onAppear` or ``ViewHost/perform(_:)`` — the timer ticks on
    /// the host's **virtual clock**: the *k*-th tick comes at *t₀ + k·interval*, where *t₀* is the
    /// host time of the connection, and emits the date `startDate + ` that time, during
    /// ``ViewHost/advance(by:)``, between frames if it falls between them (see
    /// <doc:ObservableObjects>). Connected anywhere else, it runs a Foundation `Timer` on
    /// `runLoop` in real time.
    ///
    /// - Parameters:
    ///   - interval: The time interval on which to publish events. For example, a value of `0.5`
    ///     publishes an event approximately every half-second. Zero, negative and NaN intervals
    ///     read as 0.0001 s, as Foundation's `Timer` reads them; an infinite interval never
    ///     ticks. In a host, an interval under 1 ms ticks once a frame.
    ///   - tolerance: The allowed timing variance when emitting events. Defaults to `nil`, which
    ///     allows any variance. (Virtual ticks are exact.)
    ///   - runLoop: The run loop on which the timer runs.
    ///   - mode: The run loop mode in which to run the timer.
    ///   - options: Scheduler options passed to the timer. Defaults to `nil`.
    /// - Returns: A publisher that repeatedly emits the current date on the given interval.
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
        in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil
    ) -> Timer.TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
    }

    /// A publisher that repeatedly emits the current date on a given interval.
    ///
    /// It is connectable: it ticks only once connected (``connect()``, or `autoconnect()` on
    /// the first subscriber), and every subscriber receives the same ticks.
    ///
    /// ```swift
    /// let timer = Timer.TimerPublisher(interval: 0.25, runLoop: .main, mode: .common)
    /// let cancellable = timer.sink { print($0) }
    /// let connection = timer.connect()
    /// ```
    public final class TimerPublisher: ConnectablePublisher {
        /// The kind of values published by this publisher: the date of each tick.
        public typealias Output = Date
        /// The kind of errors this publisher might publish: it never fails.
        public typealias Failure = Never

        /// The interval on which to publish events, as given.
        public let interval: TimeInterval
        /// The allowed timing variance when emitting events.
        public let tolerance: TimeInterval?
        /// The run loop on which the timer runs (outside a host).
        public let runLoop: RunLoop
        /// The run loop mode in which to run the timer.
        public let mode: RunLoop.Mode
        /// Scheduler options passed to the timer.
        public let options: RunLoop.SchedulerOptions?

        /// Delivers the ticks to every subscriber, with Combine's demand.
        private let subscribers = PassthroughSubject<Date, Never>()
        private let lock = NSLock()
        private var connection: TimerConnection?

        /// Creates a publisher that repeatedly emits the current date on the given interval.
        ///
        /// ```swift
        /// let timer = Timer.TimerPublisher(interval: 1, runLoop: .main, mode: .default)
        /// ```
        ///
        /// - Parameters:
        ///   - interval: The interval on which to publish events (zero, negative and NaN read as
        ///     0.0001 s; infinite never ticks; in a host, under 1 ms ticks once a frame).
        ///   - tolerance: The allowed timing variance when emitting events. Defaults to `nil`,
        ///     which allows any variance.
        ///   - runLoop: The run loop on which the timer runs.
        ///   - mode: The run loop mode in which to run the timer.
        ///   - options: Scheduler options passed to the timer. Defaults to `nil`.
        public init(
            interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
            options: RunLoop.SchedulerOptions? = nil
        ) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
            self.options = options
        }

        /// The interval ticks are spaced by: Foundation's reading of a non-positive interval.
        var effectiveInterval: TimeInterval {
            interval > 0 ? interval : HostTimers.minimumInterval
        }

        /// Connects to the publisher, allowing it to produce elements, and returns an instance
        /// with which to cancel publishing.
        ///
        /// ```swift
        /// let connection = timer.connect()
        /// connection.cancel()      // the ticks stop
        /// ```
        ///
        /// Connecting a connected timer returns its connection.
        public func connect() -> any Cancellable {
            lock.lock()
            defer { lock.unlock() }
            if let connection { return connection }
            let made = TimerConnection(publisher: self)
            if let timers = HostTimers.current {
                let id = timers.schedule(every: effectiveInterval) { [weak self] date in
                    guard let self else { return false }
                    self.subscribers.send(date)
                    return true
                }
                made.stop = { timers.cancel(id) }
            } else {
                made.stop = startFoundationTimer()
            }
            connection = made
            return made
        }

        /// Runs a Foundation timer on the run loop (outside any host); returns what stops it.
        private func startFoundationTimer() -> () -> Void {
            let target = UncheckedSendable(WeakTimerTarget(self))
            let timer = Timer(timeInterval: effectiveInterval, repeats: true) { _ in
                target.value.publisher?.subscribers.send(Date())
            }
            if let tolerance, tolerance.isFinite, tolerance > 0 { timer.tolerance = tolerance }
            runLoop.add(timer, forMode: mode)
            let handle = UncheckedSendable(timer)
            return { handle.value.invalidate() }
        }

        fileprivate func disconnect(_ ending: TimerConnection) {
            lock.lock()
            if connection === ending { connection = nil }
            lock.unlock()
        }

        /// Attaches `subscriber`: it receives the ticks from when the timer is connected.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            subscribers.receive(subscriber: subscriber)
        }
    }
}

/// One connection of a timer publisher: cancelling it stops the ticks.
private final class TimerConnection: Cancellable {
    private weak var publisher: Timer.TimerPublisher?
    private let lock = NSLock()
    var stop: (() -> Void)?

    init(publisher: Timer.TimerPublisher) {
        self.publisher = publisher
    }

    func cancel() {
        lock.lock()
        let stop = self.stop
        self.stop = nil
        lock.unlock()
        guard let stop else { return }
        stop()
        publisher?.disconnect(self)
    }
}

/// The publisher a Foundation timer's block ticks, held weakly: the run loop keeps the timer.
private final class WeakTimerTarget {
    weak var publisher: Timer.TimerPublisher?

    init(_ publisher: Timer.TimerPublisher) {
        self.publisher = publisher
    }
}
