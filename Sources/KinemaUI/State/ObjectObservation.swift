import Foundation

/// Makes a node's body run again after a change made outside the view — an observable object's
/// `objectWillChange`, an `@AppStorage` write — under the transaction current where the change
/// is made.
///
/// It takes the path `@Observable` changes take: the node is posted to the engine's lock-guarded
/// inbox (from any thread; the change has not happened yet, since `objectWillChange` emits
/// before it), and the engine queues the body at the end of the current event, or the next time
/// the host is used.
struct NodeInvalidation: @unchecked Sendable {
    // Unchecked: the inbox is lock-guarded, and an id is a value.
    let inbox: ObservationInbox
    let nodeID: Int

    func post() {
        inbox.post(nodeID: nodeID, transaction: Transaction.current ?? Transaction())
    }
}

/// A property that keeps its node's body current with something outside the view: found by
/// reflection before the body runs, like `@State`, and given a slot of the node's state storage.
protocol ExternalStateProperty {
    /// Connects the property to the node's slot (creating what it keeps the first time).
    func attach(to storage: inout AnyObject?, environment: EnvironmentValues, invalidation: NodeInvalidation)
}

/// A node's subscription to one observable object's `objectWillChange`: the node's body runs
/// again after each emission. Held by the node, so it ends when the node leaves.
final class ObjectSubscription {
    /// The object observed (kept, so a new object at the same address is not taken for it).
    private(set) var object: AnyObject?
    private var cancellable: AnyCancellable?

    /// Observes `object`, ending the subscription to a previous one.
    func observe<Object: ObservableObject>(_ object: Object, invalidation: NodeInvalidation) {
        guard self.object !== object else { return }
        cancellable?.cancel()
        self.object = object
        cancellable = object.objectWillChange.sink { _ in invalidation.post() }
    }

    /// Stops observing.
    func end() {
        cancellable?.cancel()
        cancellable = nil
        object = nil
    }
}

/// Where a view value's object wrapper finds the object its node keeps or its environment holds.
final class ObjectLink<Object: AnyObject> {
    var object: Object?
}
