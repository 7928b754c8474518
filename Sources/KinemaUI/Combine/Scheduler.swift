import Dispatch
import Foundation

// The Foundation schedulers of Combine — `DispatchQueue` and `RunLoop` — for OpenCombine, with
// one difference that makes headless runs deterministic: work for the main queue or the main run
// loop scheduled after a delay from inside a `ViewHost` (a `debounce`, a `delay`, a repeating
// schedule) waits for the host's virtual clock, and runs as one event when `advance(by:)` reaches
// it. Immediate work for the main queue runs at once when the caller is already there (as every
// view and handler is), so `receive(on: DispatchQueue.main)` delivers within the event.

// Apple's platforms give these types to Apple's Combine (whose `canImport` the `Combine`
// module of this package would answer too): they are declared where there is no Darwin.
#if !canImport(Darwin)
extension DispatchQueue: @retroactive Scheduler {
    /// A moment of a dispatch queue's scheduler: a `DispatchTime`.
    ///
    /// ```swift
    /// let later = DispatchQueue.main.now.advanced(by: .milliseconds(300))
    /// ```
    public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
        /// The dispatch time.
        public var dispatchTime: DispatchTime

        /// Creates a moment from a dispatch time.
        public init(_ time: DispatchTime) {
            dispatchTime = time
        }

        /// The span from this moment to `other`.
        public func distance(to other: SchedulerTimeType) -> Stride {
            let from = dispatchTime.uptimeNanoseconds, to = other.dispatchTime.uptimeNanoseconds
            let span = to >= from ? Int(clamping: to - from) : -Int(clamping: from - to)
            return .nanoseconds(span)
        }

        /// The moment `stride` after this one (`.distantFuture` past the end of time).
        public func advanced(by stride: Stride) -> SchedulerTimeType {
            let now = dispatchTime.uptimeNanoseconds
            let (sum, overflow) = Int64(clamping: now).addingReportingOverflow(Int64(stride.magnitude))
            if overflow || sum >= Int64.max { return SchedulerTimeType(.distantFuture) }
            return SchedulerTimeType(DispatchTime(uptimeNanoseconds: UInt64(max(sum, 0))))
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(dispatchTime.uptimeNanoseconds)
        }

        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.dispatchTime.uptimeNanoseconds == rhs.dispatchTime.uptimeNanoseconds
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(dispatchTime.uptimeNanoseconds)
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            dispatchTime = DispatchTime(uptimeNanoseconds: try container.decode(UInt64.self))
        }

        /// A span of a dispatch queue's scheduler, in nanoseconds.
        ///
        /// ```swift
        /// let wait: DispatchQueue.SchedulerTimeType.Stride = .milliseconds(250)
        /// wait.magnitude   // 250_000_000
        /// ```
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric,
            ExpressibleByFloatLiteral, Hashable, Codable, Sendable {
            public typealias FloatLiteralType = Double
            public typealias IntegerLiteralType = Int
            public typealias Magnitude = Int

            /// The span in nanoseconds.
            public var magnitude: Int

            /// The span as a dispatch interval.
            public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }

            /// A span of `timeInterval`.
            public init(_ timeInterval: DispatchTimeInterval) {
                switch timeInterval {
                case .seconds(let s): magnitude = s.multipliedClamped(by: 1_000_000_000)
                case .milliseconds(let ms): magnitude = ms.multipliedClamped(by: 1_000_000)
                case .microseconds(let us): magnitude = us.multipliedClamped(by: 1_000)
                case .nanoseconds(let ns): magnitude = ns
                case .never: magnitude = .max
                @unknown default: magnitude = .max
                }
            }

            /// A span of `value` seconds (NaN reads as zero; out of range, clamped).
            public init(_ value: Double) {
                let nanoseconds = value * 1e9
                magnitude = nanoseconds.isNaN ? 0 : Int(max(min(nanoseconds, 9.2e18), -9.2e18))
            }

            public init(floatLiteral value: Double) { self.init(value) }
            public init(integerLiteral value: Int) { self.init(.seconds(value)) }
            public init?<T: BinaryInteger>(exactly source: T) {
                guard let seconds = Int(exactly: source) else { return nil }
                self.init(.seconds(seconds))
            }

            public static func seconds(_ s: Int) -> Stride { Stride(.seconds(s)) }
            public static func seconds(_ s: Double) -> Stride { Stride(s) }
            public static func milliseconds(_ ms: Int) -> Stride { Stride(.milliseconds(ms)) }
            public static func microseconds(_ us: Int) -> Stride { Stride(.microseconds(us)) }
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(.nanoseconds(ns)) }

            public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
            public static func + (lhs: Stride, rhs: Stride) -> Stride { .nanoseconds(lhs.magnitude &+ rhs.magnitude) }
            public static func - (lhs: Stride, rhs: Stride) -> Stride { .nanoseconds(lhs.magnitude &- rhs.magnitude) }
            public static func * (lhs: Stride, rhs: Stride) -> Stride {
                .nanoseconds(lhs.magnitude.multipliedClamped(by: rhs.magnitude))
            }
            public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
            public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
            public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
            public static prefix func - (operand: Stride) -> Stride { .nanoseconds(-operand.magnitude) }
            public mutating func negate() { magnitude = -magnitude }

            /// The span in seconds.
            var seconds: TimeInterval { Double(magnitude) / 1e9 }
        }
    }

    /// Options for work scheduled on a dispatch queue.
    ///
    /// ```swift
    /// subject.receive(on: DispatchQueue.main, options: .init(qos: .userInteractive))
    /// ```
    // Unchecked: Dispatch's flags and groups are not marked `Sendable` on Linux.
    public struct SchedulerOptions: @unchecked Sendable {
        /// The quality of service of the work.
        public var qos: DispatchQoS
        /// The flags of the work item.
        public var flags: DispatchWorkItemFlags
        /// A group the work joins, if any.
        public var group: DispatchGroup?

        /// Creates options.
        public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
            self.qos = qos
            self.flags = flags
            self.group = group
        }
    }

    /// The queue's notion of now.
    public var now: SchedulerTimeType { SchedulerTimeType(.now()) }

    /// The finest tolerance the queue honours: none.
    public var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }

    /// Runs `action` on the queue: at once for the main queue when the caller is on it, else
    /// asynchronously.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        if isMainQueue, MainQueue.isCurrent {
            action()
            return
        }
        let work = UncheckedSendable(action)
        async(group: options?.group, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) { work.value() }
    }

    /// Runs `action` at `date`: for the main queue inside a host, when the host's virtual time
    /// reaches it (measured from now), as one event.
    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        if isMainQueue, let timers = HostTimers.current {
            timers.schedule(after: now.distance(to: date).seconds, action: action)
            return
        }
        let work = UncheckedSendable(action)
        asyncAfter(deadline: date.dispatchTime, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) {
            work.value()
        }
    }

    /// Runs `action` at `date` and every `interval` after it until cancelled: for the main queue
    /// inside a host, on the host's virtual clock.
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> any Cancellable {
        if isMainQueue, let timers = HostTimers.current {
            let id = timers.schedule(first: now.distance(to: date).seconds, every: interval.seconds) { _ in
                action()
                return true
            }
            return AnyCancellable { timers.cancel(id) }
        }
        let timer = DispatchSource.makeTimerSource(queue: self)
        let work = UncheckedSendable(action)
        timer.setEventHandler { work.value() }
        timer.schedule(deadline: date.dispatchTime, repeating: interval.timeInterval, leeway: tolerance.timeInterval)
        timer.resume()
        let handle = UncheckedSendable(timer)
        return AnyCancellable { handle.value.cancel() }
    }
}

extension RunLoop: @retroactive Scheduler {
    /// A moment of a run loop's scheduler: a date.
    ///
    /// ```swift
    /// let later = RunLoop.main.now.advanced(by: 0.3)
    /// ```
    public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
        /// The date.
        public var date: Date

        /// Creates a moment from a date.
        public init(_ date: Date) {
            self.date = date
        }

        /// The span from this moment to `other`.
        public func distance(to other: SchedulerTimeType) -> Stride {
            Stride(other.date.timeIntervalSince(date))
        }

        /// The moment `stride` after this one.
        public func advanced(by stride: Stride) -> SchedulerTimeType {
            SchedulerTimeType(date.addingTimeInterval(stride.magnitude))
        }

        /// A span of a run loop's scheduler, in seconds.
        ///
        /// ```swift
        /// let wait: RunLoop.SchedulerTimeType.Stride = .milliseconds(250)
        /// wait.timeInterval   // 0.25
        /// ```
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric,
            ExpressibleByFloatLiteral, Hashable, Codable, Sendable {
            public typealias FloatLiteralType = TimeInterval
            public typealias IntegerLiteralType = TimeInterval
            public typealias Magnitude = TimeInterval

            /// The span in seconds.
            public var magnitude: TimeInterval

            /// The span in seconds.
            public var timeInterval: TimeInterval { magnitude }

            /// A span of `timeInterval` seconds.
            public init(_ timeInterval: TimeInterval) { magnitude = timeInterval }
            public init(floatLiteral value: TimeInterval) { magnitude = value }
            public init(integerLiteral value: TimeInterval) { magnitude = value }
            public init?<T: BinaryInteger>(exactly source: T) {
                guard let value = TimeInterval(exactly: source) else { return nil }
                magnitude = value
            }

            public static func seconds(_ s: Int) -> Stride { Stride(TimeInterval(s)) }
            public static func seconds(_ s: Double) -> Stride { Stride(s) }
            public static func milliseconds(_ ms: Int) -> Stride { Stride(TimeInterval(ms) / 1e3) }
            public static func microseconds(_ us: Int) -> Stride { Stride(TimeInterval(us) / 1e6) }
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(TimeInterval(ns) / 1e9) }

            public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
            public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude + rhs.magnitude) }
            public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude - rhs.magnitude) }
            public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude * rhs.magnitude) }
            public static func += (lhs: inout Stride, rhs: Stride) { lhs.magnitude += rhs.magnitude }
            public static func -= (lhs: inout Stride, rhs: Stride) { lhs.magnitude -= rhs.magnitude }
            public static func *= (lhs: inout Stride, rhs: Stride) { lhs.magnitude *= rhs.magnitude }
            public static prefix func - (operand: Stride) -> Stride { Stride(-operand.magnitude) }
            public mutating func negate() { magnitude = -magnitude }
        }
    }

    /// Options for work scheduled on a run loop: none.
    public struct SchedulerOptions: Sendable {}

    /// The run loop's notion of now.
    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }

    /// The finest tolerance the run loop honours: none.
    public var minimumTolerance: SchedulerTimeType.Stride { 0 }

    /// Runs `action` on the run loop: at once for the main run loop when the caller is on the
    /// main queue, else on the run loop's next turn.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        if self === RunLoop.main {
            MainQueue.deliver(action)
            return
        }
        let work = UncheckedSendable(action)
        perform { work.value() }
    }

    /// Runs `action` at `date`: for the main run loop inside a host, when the host's virtual
    /// time reaches it (measured from now), as one event.
    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        if self === RunLoop.main, let timers = HostTimers.current {
            timers.schedule(after: date.date.timeIntervalSinceNow, action: action)
            return
        }
        let work = UncheckedSendable(action)
        let timer = Timer(fire: date.date, interval: 0, repeats: false) { _ in work.value() }
        add(timer, forMode: .default)
    }

    /// Runs `action` at `date` and every `interval` after it until cancelled: for the main run
    /// loop inside a host, on the host's virtual clock.
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> any Cancellable {
        if self === RunLoop.main, let timers = HostTimers.current {
            let id = timers.schedule(first: date.date.timeIntervalSinceNow, every: interval.magnitude) { _ in
                action()
                return true
            }
            return AnyCancellable { timers.cancel(id) }
        }
        let work = UncheckedSendable(action)
        let timer = Timer(fire: date.date, interval: interval.magnitude, repeats: true) { _ in work.value() }
        add(timer, forMode: .default)
        let handle = UncheckedSendable(timer)
        return AnyCancellable { handle.value.invalidate() }
    }
}
#endif

extension Int {
    /// The product, clamped to `Int`'s range.
    fileprivate func multipliedClamped(by other: Int) -> Int {
        let (product, overflow) = multipliedReportingOverflow(by: other)
        guard overflow else { return product }
        return (self < 0) == (other < 0) ? .max : .min
    }
}

extension DispatchQueue {
    /// Whether this is the main queue. (`DispatchQueue.main` makes a new object on each read on
    /// Linux, so identity cannot tell; the main queue's label is fixed by libdispatch.)
    var isMainQueue: Bool { label == Self.mainQueueLabel }

    private static let mainQueueLabel = DispatchQueue.main.label
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
