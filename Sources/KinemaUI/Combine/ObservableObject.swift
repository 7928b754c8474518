import Foundation

/// A type of object with a publisher that emits before the object has changed.
///
/// By default an `ObservableObject` synthesizes an `objectWillChange` publisher that emits
/// before any of its `@Published` properties changes. A view that holds the object with
/// `@StateObject`, `@ObservedObject` or `@EnvironmentObject` runs its body again after each such
/// change, under the transaction current where the change was made — so a change inside
/// `withAnimation` animates, as a `@State` change does:
///
/// ```swift
/// final class LoaderModel: ObservableObject {
///     @Published var progress = 0.0
/// }
///
/// struct Loader: View {
///     @StateObject private var model = LoaderModel()
///     var body: some View {
///         Capsule()
///             .frame(width: 200 * model.progress, height: 8)
///             .onTapGesture { withAnimation(.linear(duration: 1)) { model.progress = 1 } }
///     }
/// }
/// ```
///
/// A class that declares `objectWillChange` itself sends it itself: `@Published` properties do
/// not send to a publisher they did not install. A class without `@Published` properties gets a
/// new publisher from every read of the synthesized property (Combine's behaviour too), so such a
/// class declares its own: `let objectWillChange = ObservableObjectPublisher()`.
public protocol ObservableObject: AnyObject {
    /// The type of publisher that emits before the object has changed.
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
    where ObjectWillChangePublisher.Failure == Never

    /// A publisher that emits before the object has changed.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// A publisher that emits before the object has changed: the one every `@Published` property
    /// of the object sends to (found in the object and its superclasses, and installed the first
    /// time this property is read).
    ///
    /// ```swift
    /// let model = LoaderModel()
    /// let cancellable = model.objectWillChange.sink { print("will change to", model.progress + 0.5) }
    /// model.progress += 0.5
    /// ```
    public var objectWillChange: ObservableObjectPublisher {
        ObjectWillChangeInstaller.publisher(for: self)
    }
}

/// A publisher that publishes changes from observable objects.
///
/// ```swift
/// final class Thermostat: ObservableObject {
///     let objectWillChange = ObservableObjectPublisher()
///     var target = 20.0 {
///         willSet { objectWillChange.send() }
///     }
/// }
/// ```
public final class ObservableObjectPublisher: Publisher {
    /// The kind of values published by this publisher: nothing but the fact of a change.
    public typealias Output = Void
    /// The kind of errors this publisher might publish: it never fails.
    public typealias Failure = Never

    private let subscribers = SubscriberList<Void, Never>()

    /// Creates an observable object publisher instance.
    ///
    /// ```swift
    /// let objectWillChange = ObservableObjectPublisher()
    /// ```
    public init() {}

    /// Sends the changed value to the downstream subscriber.
    ///
    /// ```swift
    /// objectWillChange.send()
    /// ```
    public func send() {
        subscribers.send(())
    }

    public func _subscribe(_ subscriber: _Subscriber<Void, Never>) {
        subscribers.add(subscriber)
    }
}

/// Finds the `@Published` properties of an object and gives them one `objectWillChange`
/// publisher.
enum ObjectWillChangeInstaller {
    private static let lock = NSLock()

    /// The publisher the object's `@Published` properties send to, installed into those that have
    /// none; a new, unconnected publisher when the object has no `@Published` property.
    static func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        var storages: [any PublishedStorage] = []
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children {
                if let property = child.value as? any PublishedProperty { storages.append(property.storage) }
            }
            mirror = current.superclassMirror
        }
        guard !storages.isEmpty else { return ObservableObjectPublisher() }
        lock.lock()
        defer { lock.unlock() }
        let publisher = storages.lazy.compactMap(\.objectWillChange).first ?? ObservableObjectPublisher()
        for storage in storages where storage.objectWillChange !== publisher {
            storage.objectWillChange = publisher
        }
        return publisher
    }
}
