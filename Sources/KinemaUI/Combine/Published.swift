import Foundation

/// A type that publishes a property marked with an attribute.
///
/// Publishing a property with the `@Published` attribute creates a publisher of this type. You
/// access the publisher with the `$` operator:
///
/// ```swift
/// final class Weather {
///     @Published var temperature: Double
///     init(temperature: Double) { self.temperature = temperature }
/// }
///
/// let weather = Weather(temperature: 20)
/// let cancellable = weather.$temperature.sink { print("Temperature now: \($0)") }
/// weather.temperature = 25
/// // Temperature now: 20.0
/// // Temperature now: 25.0
/// ```
///
/// When the property changes, publishing occurs in the property's `willSet` block, meaning
/// subscribers receive the new value before it's actually set on the property. In a class that
/// is an ``ObservableObject``, the object's `objectWillChange` emits first, then `$property`, then
/// the value is stored. Every assignment publishes, even of an equal value.
///
/// `@Published` is only available on properties of classes.
@propertyWrapper
public struct Published<Value> {
    /// The property's storage: its value, its subscribers and its object's publisher.
    var box: PublishedBox<Value>

    /// Creates the published instance with an initial wrapped value.
    ///
    /// ```swift
    /// @Published var progress = 0.0
    /// ```
    public init(wrappedValue: Value) {
        box = PublishedBox(wrappedValue)
    }

    /// Creates the published instance with an initial value.
    ///
    /// ```swift
    /// @Published var lastUpdated: Date = Date()
    /// ```
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// Unavailable: a published property lives in a class, which reads and writes it through the
    /// class instance (so it can tell the object's `objectWillChange`).
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("@Published is only available on properties of classes") }
        set { fatalError("@Published is only available on properties of classes") }
    }

    /// The property for which this instance exposes a publisher.
    ///
    /// The `projectedValue` is the property accessed with the `$` operator:
    ///
    /// ```swift
    /// model.$progress.sink { print("progress will be", $0) }
    /// ```
    public var projectedValue: Published<Value>.Publisher {
        mutating get { Publisher(box: box) }
        set { box = newValue.box }
    }

    /// Reads and writes the property of a class instance: a write emits the object's
    /// `objectWillChange`, then the new value on `$property`, then stores it. Called by the
    /// compiler for every `@Published` property of a class.
    ///
    /// ```swift
    /// model.progress = 0.5     // goes through this subscript
    /// ```
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].box.value }
        set { object[keyPath: storageKeyPath].box.set(newValue) }
    }

    /// A publisher for properties marked with the `@Published` attribute.
    ///
    /// A subscriber receives the property's current value at once, then each new value as it is
    /// assigned (before it is stored).
    ///
    /// ```swift
    /// let cancellable = model.$progress
    ///     .map { Int($0 * 100) }
    ///     .sink { print("\($0) %") }
    /// ```
    public struct Publisher: KinemaUI.Publisher {
        /// The kind of values published by this publisher: the property's type.
        public typealias Output = Value
        /// The kind of errors this publisher might publish: it never fails.
        public typealias Failure = Never

        let box: PublishedBox<Value>

        public func _subscribe(_ subscriber: _Subscriber<Value, Never>) {
            box.subscribers.add(subscriber) { [box] subscriber in subscriber.receive(box.value) }
        }
    }
}

/// What a `@Published` property keeps, shared by every copy of the wrapper (the class's storage,
/// its mirror, its `$property` publishers).
final class PublishedBox<Value> {
    var value: Value
    let subscribers = SubscriberList<Value, Never>()
    /// The subscription made by `assign(to: &$property)`, kept as long as the property.
    var assignment: AnyCancellable?
    private let lock = NSLock()
    private var installed: ObservableObjectPublisher?

    init(_ value: Value) {
        self.value = value
    }

    /// Emits the object's `objectWillChange`, then the new value, then stores it (Combine's order:
    /// subscribers see the change in the property's `willSet`).
    func set(_ newValue: Value) {
        objectWillChange?.send()
        subscribers.send(newValue)
        value = newValue
    }
}

/// Type-erased access to a `@Published` property found by reflection.
protocol PublishedProperty {
    var storage: any PublishedStorage { get }
}

/// The part of a property's storage that reflection installs the object's publisher into.
protocol PublishedStorage: AnyObject {
    var objectWillChange: ObservableObjectPublisher? { get set }
}

extension Published: PublishedProperty {
    var storage: any PublishedStorage { box }
}

extension PublishedBox: PublishedStorage {
    var objectWillChange: ObservableObjectPublisher? {
        get {
            lock.lock()
            defer { lock.unlock() }
            return installed
        }
        set {
            lock.lock()
            installed = newValue
            lock.unlock()
        }
    }
}
