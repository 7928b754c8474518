import Foundation
import Observation
import KinemaGraph

/// State changes waiting to be applied, each with the transaction current when it was made.
///
/// An event (a tap, a host's `perform`, a frame action) opens a scope; changes made inside wait
/// until it ends, so `withAnimation { a = 1 }` followed by `b = 2` in one event applies both, each
/// under its own transaction.
@MainActor
struct StateChangeQueue {
    struct Change {
        let node: ViewNode
        /// The transaction the change was made under: the update that applies it opens with it.
        let transaction: Transaction
        /// Writes the new value into the state's storage.
        let commit: () -> Void
    }

    private(set) var pending: [Change] = []
    /// Events in progress: changes wait while one is.
    var eventDepth = 0
    /// A body changed state during an update: apply it when the update's caller is done.
    var flushLater = false

    var isEmpty: Bool { pending.isEmpty }

    mutating func append(_ change: Change) {
        pending.append(change)
    }

    /// Takes the oldest changes made under equivalent transactions: they share one update.
    mutating func takeBatch() -> (transaction: Transaction, changes: ArraySlice<Change>) {
        let transaction = pending[0].transaction
        var count = 1
        while count < pending.count, pending[count].transaction.isEquivalent(to: transaction) {
            count += 1
        }
        let batch = pending.prefix(count)
        pending.removeFirst(count)
        return (transaction, batch)
    }
}

extension ViewEngine {
    /// A `@State` of `node` changed: record it with the current transaction (`withAnimation`'s, or
    /// an empty one); apply it now, or when the current event or update ends.
    func stateDidChange(_ node: ViewNode, commit: @escaping () -> Void) {
        stateChanges.append(.init(node: node, transaction: Transaction.current ?? Transaction(), commit: commit))
        guard stateChanges.eventDepth == 0 && !isUpdating else { return }
        if MainActorProbe.isRunningOnMainActor {
            flush()
        } else {
            // A block the main queue runs outside any task (`DispatchQueue.main.async`): the main
            // thread, but not the main actor as the runtime sees it, and an update there could
            // not use a view's main-actor conformances (`Animatable`). The write is an event of
            // its own, applied in a main-actor task — or when the host is next used, if sooner.
            stateChanges.flushLater = true
            scheduleFlushTask()
        }
    }

    /// Applies pending changes in a main-actor task (one at a time).
    func scheduleFlushTask() {
        guard !flushTaskScheduled else { return }
        flushTaskScheduled = true
        Task { @MainActor [weak handle] in
            guard let self = handle?.engine else { return }
            self.flushTaskScheduled = false
            self.flushIfNeeded()
        }
    }

    /// The body of `node`'s view, recording the `@Observable` properties it reads: when one of
    /// them is about to change, the node's body is queued to run again, under the transaction
    /// current where the change is made (so `withAnimation { model.count += 1 }` animates).
    func observingBody(of node: ViewNode) -> any View {
        let view = node.view
        let id = node.id
        let inbox = observations
        return withObservationTracking {
            Self.body(of: view)
        } onChange: {
            // Called before the property changes, on the mutating thread: only recorded here.
            inbox.post(nodeID: id, transaction: Transaction.current ?? Transaction())
        }
    }

    /// Queues the bodies whose observed properties changed since the last look: at the end of an
    /// event (after the writes) and whenever the host is next used.
    func takeObservedChanges() {
        for (id, transaction) in observations.take() {
            guard let node = node(id: id) else { continue }
            stateChanges.append(.init(node: node, transaction: transaction, commit: {}))
            stateChanges.flushLater = true
        }
    }

    /// Runs `action` when the current update ends, before its changes are applied: state it
    /// writes is applied in the next update of the same event (bounded, like every chain of
    /// changes, by ``maximumPasses``), under the transaction current where it writes.
    func scheduleAfterUpdate(_ action: @escaping () -> Void) {
        updateActions.append(action)
    }

    /// Runs the actions the update scheduled, in order, as part of the event (their writes queue).
    func runUpdateActions() {
        guard !updateActions.isEmpty else { return }
        let actions = updateActions
        updateActions.removeAll()
        stateChanges.eventDepth += 1
        HostTimers.$current.withValue(timers) {
            for action in actions { action() }
        }
        takeObservedChanges()
        stateChanges.eventDepth -= 1
    }

    /// Runs `body` as one event: state changes inside it are applied together when it returns.
    func performEvent(_ body: () -> Void) {
        stateChanges.eventDepth += 1
        // A timer publisher connected by the event (a tap's action) ticks on this host's clock.
        HostTimers.$current.withValue(timers, operation: body)
        takeObservedChanges()
        stateChanges.eventDepth -= 1
        if stateChanges.eventDepth == 0 && !isUpdating {
            flush()
            runFrameActions()
        }
    }

    /// Applies pending state changes: consecutive changes made under equivalent transactions share
    /// one update; a change under a different transaction gets its own, so `withAnimation { a = 1 }`
    /// followed by `b = 2` animates `a` only.
    func flush() {
        var passes = 0
        while !stateChanges.isEmpty, passes < Self.maximumPasses {
            passes += 1
            let (transaction, changes) = stateChanges.takeBatch()
            for change in changes {
                change.commit()
                markNeedsBody(change.node)
            }
            performUpdate(transaction) { context in
                if let root { schedule(root, view: nil, in: context) }
            }
        }
        // State that keeps changing in every body gives up after `maximumPasses` updates: the
        // changes made in the last one wait for the next event.
        stateChanges.flushLater = false
    }

    /// Applies state changes that bodies made during the last update.
    func flushIfNeeded() {
        if observations.hasPosts { takeObservedChanges() }
        guard stateChanges.flushLater else { return }
        stateChanges.flushLater = false
        if stateChanges.eventDepth == 0 && !isUpdating { flush() }
    }

    /// Marks `node`'s body to run in the next update, and its ancestors as leading to it.
    private func markNeedsBody(_ node: ViewNode) {
        guard nodes.contains(node) else { return }
        node.needsBody = true
        var ancestor = node.parent
        while let current = ancestor, !current.hasDirtyDescendant {
            current.hasDirtyDescendant = true
            ancestor = current.parent
        }
    }
}

/// Where observation's change callbacks, which may run on any thread, leave the nodes whose
/// bodies must run again; the engine takes them on the main actor.
final class ObservationInbox: @unchecked Sendable {
    // Unchecked: every field is guarded by `lock`.
    private let lock = NSLock()
    private var posts: [(nodeID: Int, transaction: Transaction)] = []
    private var count = 0

    func post(nodeID: Int, transaction: Transaction) {
        lock.lock()
        posts.append((nodeID, transaction))
        count = posts.count
        lock.unlock()
    }

    /// Whether anything was posted (a racy hint: `take()` is exact).
    var hasPosts: Bool {
        lock.lock()
        defer { lock.unlock() }
        return count > 0
    }

    func take() -> [(nodeID: Int, transaction: Transaction)] {
        lock.lock()
        defer { lock.unlock() }
        let taken = posts
        posts = []
        count = 0
        return taken
    }
}

/// Tells whether the runtime considers the current code to be running on the main actor: a
/// main-actor task or a synchronous call from one, yes; a block the main queue runs outside any
/// task, no (though it is on the main thread).
///
/// A conformance isolated to the main actor is usable in a dynamic cast only where the runtime
/// sees the main actor running, which is exactly the question.
enum MainActorProbe {
    static var isRunningOnMainActor: Bool {
        (MainActorProbeValue() as Any) is any MainActorProbing
    }
}

private struct MainActorProbeValue {}
private protocol MainActorProbing {}
extension MainActorProbeValue: @MainActor MainActorProbing {}
