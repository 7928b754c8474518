import Dispatch
import Foundation

/// The one execution context allowed to drive an ``AttributeGraph``: the actor it was created on,
/// or, created outside any actor, the creating thread. Checked in debug builds only (release
/// builds do not even store it): like a value bound to one event loop, the graph is usable only
/// where it was made, and a call from anywhere else is a programming error caught at the call.
///
/// An actor rather than a thread when there is one: an actor's jobs may run on any thread of the
/// pool (on Linux even the main actor's run on whichever worker thread drains the main queue), and
/// each of those is the owner.
struct GraphOwner {
    private enum Context {
        /// The main actor: whatever runs on the main queue or thread.
        case mainActor
        case actor(any Actor)
        case thread(Thread)
    }

    private let context: Context

    /// The caller's context: `isolation` (the caller's actor, from `#isolation`); else the main
    /// actor when the caller runs on the main queue or thread (a `@MainActor` class's stored
    /// property initializer gets no `#isolation`); else the calling thread.
    init(isolation: (any Actor)?) {
        if let isolation {
            context = isolation === MainActor.shared ? .mainActor : .actor(isolation)
        } else if Self.isOnMainQueue {
            context = .mainActor
        } else {
            context = .thread(Thread.current)
        }
    }

    /// Whether the caller runs on the main queue (where the main actor's jobs run) or thread.
    private static var isOnMainQueue: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
    }

    /// Marks the main queue, so code can tell it runs there.
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Stops the program unless the caller runs in the owner's context; `entry` names the graph
    /// method called, for the message.
    func check(_ entry: StaticString) {
        switch context {
        case .mainActor:
            // Asked directly rather than with `MainActor.preconditionIsolated`, which on Linux
            // fails inside libdispatch without printing its message.
            guard !Self.isOnMainQueue else { return }
            preconditionFailure(Self.message(entry, owner: "the main actor, on which it was created"))
        case .actor(let actor):
            // The runtime's own message ("Incorrect actor executor assumption; expected '…'
            // executor") replaces this one where it knows the actor's executor.
            actor.preconditionIsolated(Self.message(entry, owner: "the actor it was created on (\(type(of: actor)))"))
        case .thread(let thread):
            guard Thread.current !== thread else { return }
            preconditionFailure(Self.message(entry, owner: "the thread that created it"))
        }
    }

    private static func message(_ entry: StaticString, owner: String) -> String {
        """
        AttributeGraph.\(entry) was called off the graph's owner. A graph is confined to one \
        execution context, \(owner): hand the work to it (for a graph created on the main actor, \
        `Task { @MainActor in … }`), or create the graph where it is driven (in an actor: \
        `lazy var graph = AttributeGraph(isolation: self)`).
        """
    }
}
