import Foundation

/// A protocol indicating that an activity or action supports cancellation.
///
/// ```swift
/// let connection: any Cancellable = Timer.publish(every: 1, on: .main, in: .common).connect()
/// connection.cancel()     // the timer stops
/// ```
public protocol Cancellable {
    /// Cancel the activity.
    func cancel()
}

extension Cancellable {
    /// Stores this cancellable instance in the specified collection.
    ///
    /// ```swift
    /// var cancellables: [AnyCancellable] = []
    /// connection.store(in: &cancellables)
    /// ```
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        AnyCancellable(self).store(in: &collection)
    }

    /// Stores this cancellable instance in the specified set.
    ///
    /// ```swift
    /// var cancellables = Set<AnyCancellable>()
    /// connection.store(in: &cancellables)
    /// ```
    public func store(in set: inout Set<AnyCancellable>) {
        AnyCancellable(self).store(in: &set)
    }
}

/// A type-erasing cancellable object that executes a provided closure when canceled.
///
/// An `AnyCancellable` cancels when it is deallocated, so a subscription lives as long as the
/// object that keeps its cancellable — typically a view model's `Set<AnyCancellable>`:
///
/// ```swift
/// final class LoaderModel: ObservableObject {
///     @Published var progress = 0.0
///     private var cancellables = Set<AnyCancellable>()
///
///     init(steps: PassthroughSubject<Double, Never>) {
///         steps.sink { [weak self] in self?.progress = $0 }
///             .store(in: &cancellables)
///     }
/// }
/// ```
///
/// Cancelling runs the closure once; cancelling again does nothing.
public final class AnyCancellable: Cancellable, Hashable {
    private let lock = NSLock()
    private var action: (() -> Void)?

    /// Initializes the cancellable object with the given cancel-time closure.
    ///
    /// ```swift
    /// let cancellable = AnyCancellable { print("cancelled") }
    /// ```
    public init(_ cancel: @escaping () -> Void) {
        action = cancel
    }

    /// Constructs a cancellable from another cancellable.
    ///
    /// ```swift
    /// let cancellable = AnyCancellable(timer.connect())
    /// ```
    public init<C: Cancellable>(_ canceller: C) {
        action = { canceller.cancel() }
    }

    deinit {
        cancel()
    }

    /// Cancel the activity (once: later calls do nothing).
    ///
    /// ```swift
    /// cancellable.cancel()
    /// ```
    public func cancel() {
        lock.lock()
        let action = self.action
        self.action = nil
        lock.unlock()
        action?()
    }

    /// Stores this type-erasing cancellable instance in the specified collection.
    ///
    /// ```swift
    /// var cancellables: [AnyCancellable] = []
    /// subject.sink { print($0) }.store(in: &cancellables)
    /// ```
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    /// Stores this type-erasing cancellable instance in the specified set.
    ///
    /// ```swift
    /// var cancellables = Set<AnyCancellable>()
    /// subject.sink { print($0) }.store(in: &cancellables)
    /// ```
    public func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }

    /// Two cancellables are equal when they are the same object.
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool {
        lhs === rhs
    }

    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
