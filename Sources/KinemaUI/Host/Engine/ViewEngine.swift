import Foundation
import KinemaGraph

/// Drives a view hierarchy: nodes, updates, layout and the display list, on one attribute graph.
///
/// Read it top-down, in the order things happen:
///
/// 1. **Events** (`ViewEngine+Events.swift`). A state change records itself with the transaction
///    current when it was made (``stateDidChange(_:commit:)``); when the event ends, changes are
///    applied in updates, one per run of equivalent transactions (``flush()``).
/// 2. **Updates** (`ViewEngine+Update.swift`). An update opens a graph update under its
///    transaction, and brings nodes up to date from a work list (``performUpdate(_:_:)``): a node
///    with a new view value runs its primitive update or its body, and schedules its children; an
///    unchanged subtree is skipped. Modifiers rewrite the transaction on the way down
///    (``UpdateContext``); animatable attributes take their new model values under it.
/// 3. **Layout** (``LayoutInvalidation``) runs after the work list drains, only if a node's role
///    changed in a way that matters to layout.
///    Geometry readers whose frame moved then build their content for it, and layout runs again
///    (`ViewEngine+Geometry.swift`).
/// 4. **Drawing** (``Drawing``): the display list is rebuilt when what is drawn changed, otherwise
///    patched for the attributes the update moved; the graph update then closes.
/// 5. **Frames** (`ViewEngine+Frames.swift`). ``produceFrame(at:)`` advances the graph (running
///    animations step in their tracks) and patches the display list: no view code runs. Views that
///    need their body on frames (`Animatable` views and modifiers, keyframe animators, timelines,
///    animated custom layouts) are brought up to date together in one frame update after that.
///
/// Features that need the engine beyond a node's update (geometry readers, layout observers, lazy
/// containers, frame-driven nodes, a `zIndex`, a content shape…) keep what they need in the node's
/// state, whose type declares the node's capabilities (``NodeCapabilities``). The engine lists
/// each node under its capabilities (``capabilityIndex``): the steps above visit a capability's
/// nodes from there, in node order; the drawing walk and hit testing test the node's bits. A node
/// that leaves is dropped from every list its bits name (``remove(_:)``).
///
/// Updates run on the main actor (they call view code). Frames of built-in effects do not need it:
/// they only advance the graph, whose display-list attributes read animatable effect attributes.
@MainActor
final class ViewEngine {
    let graph: AttributeGraph
    /// Where the sleeps of `.task` actions wait for the host's virtual clock.
    let tasks = TaskScheduler()
    /// The connected timer publishers, ticking on the host's virtual clock.
    let timers = HostTimers()
    private(set) var size: CGSize
    var root: ViewNode?
    /// Every node in the hierarchy, by id.
    private(set) var nodes = NodeRegistry()
    /// State changes waiting for the current event or update to end.
    var stateChanges = StateChangeQueue()
    /// Nodes waiting to be brought up to date in the current update, innermost last.
    @exclusivity(unchecked)
    var work = WorkList()
    /// What layout must redo after the current update.
    var layoutInvalidation = LayoutInvalidation()
    /// The skeleton of what is drawn, and the display list drawn from it.
    var drawing = Drawing()
    /// What closures that may outlive the engine hold weakly instead of the engine (see
    /// ``EngineHandle``).
    private(set) lazy var handle = EngineHandle(self)
    /// The text field typing goes to (``ViewHost/type(_:)``); weak, so a field that leaves the
    /// hierarchy takes focus with it.
    weak var focusedTextInput: TextInputResponder?
    /// The nodes with each capability (``NodeCapabilities``): the geometry readers, layout
    /// observers, lazy containers, frame-driven nodes… that the update and the frame visit, and the
    /// per-node features the drawing walk and taps ask about. Features keep what they need in the
    /// node's state, not in tables of their own here.
    var capabilityIndex = NodeCapabilityIndex()
    /// Each matched-geometry group's source frame after the last update, and the node it was (per
    /// group, not per node: see `ViewEngine+MatchedGeometry.swift`).
    var matchedFrames: [MatchedGeometryKey: (frame: CGRect, nodeID: Int)] = [:]
    /// A pass dropping the finished fades is scheduled for the next frame.
    var isDroppingFades = false
    /// Views inserted under an animation in the current update, checked for a transition of their
    /// own once their content is built.
    var insertions: [(node: ViewNode, transaction: Transaction)] = []
    /// Views whose removal transitions finished, taken out together at the next frame.
    var finishedRemovals: [(parent: ViewNode, child: ViewNode)] = []
    /// The first node id made in the current update: nodes with this id or above are new.
    var firstNodeIDOfUpdate = 1
    /// Actions to run when the current update ends, as part of the same event: `onAppear`,
    /// `onDisappear` and `onChange` (see ``scheduleAfterUpdate(_:)``).
    var updateActions: [() -> Void] = []
    /// Actions waiting for the next frame (see ``scheduleForNextFrame(_:)``).
    var frameActions: [() -> Void] = []
    /// The touch sequence gestures are following (`ViewHost+Gestures.swift`).
    let gestureArena = GestureArena()
    /// The date at host time 0, for timeline views.
    var startDate = Date(timeIntervalSinceReferenceDate: 0)
    /// Whether an update is running.
    var isUpdating = false
    /// A main-actor task will apply the pending state changes (see ``scheduleFlushTask()``).
    var flushTaskScheduled = false
    /// Numbers updates, so a node knows whether the current one visited it.
    var updateNumber = 0
    /// `updateNumber` as nodes keep it (``ViewNode/visitedUpdate``): its low 32 bits, which only
    /// repeat after four billion updates.
    var updateStamp: UInt32 { UInt32(truncatingIfNeeded: updateNumber) }
    /// Body evaluations since the engine was made (for tests and diagnostics).
    var bodyEvaluations = 0
    /// How many passes an update may take when bodies keep changing state.
    static let maximumPasses = 16

    init(size: CGSize, time: TimeInterval = 0) {
        self.graph = AttributeGraph(time: time)
        self.size = size
        graph.recordsPresentationChanges = true
    }

    /// The display list: drawn at the end of every update, patched by frames.
    var displayList: DisplayList { drawing.displayList }

    /// Installs or replaces the root view and runs an update.
    func setRoot(_ view: any View, transaction: Transaction = Transaction()) {
        performUpdate(transaction) { context in
            if let root, root.viewType == ObjectIdentifier(type(of: view)) {
                schedule(root, view: view, in: context)
            } else {
                if let root { remove(root) }
                let node = makeNode(view: view, identity: .position(0))
                root = node
                schedule(node, view: view, in: context)
            }
        }
        flushIfNeeded()
        runFrameActions()
    }

    /// Observed `@Observable` properties that changed, posted from any thread.
    let observations = ObservationInbox()

    /// The host's environment values, boxed; `nil` while every value is at its default.
    private(set) var environmentBox: EnvironmentBox?

    /// Sets the environment the root view sees and runs an update in which every body runs
    /// again (any of them may read it).
    func setEnvironment(_ environment: EnvironmentValues, transaction: Transaction) {
        environmentBox = environment.isDefault ? nil : EnvironmentBox(environment)
        guard let root else { return }
        setRoot(root.view, transaction: transaction)
    }

    /// Lays the hierarchy out again in `size`.
    func resize(to size: CGSize) {
        self.size = size
        if let root { layoutInvalidation.markDirty(root) }
        drawing.needsRebuild = true
        performUpdate(Transaction()) { _ in }
    }

    // MARK: - Nodes

    func makeNode(view: any View, identity: ViewIdentity) -> ViewNode {
        nodes.make(view: view, identity: identity)
    }

    /// Removes `node` and everything below it (iteratively: trees may be thousands deep), releasing
    /// their graph attributes and forgetting their capabilities.
    func remove(_ node: ViewNode) {
        var stack = [node]
        while let current = stack.popLast() {
            stack.append(contentsOf: current.children)
            current.children = []
            if !current.removingChildren.isEmpty {
                stack.append(contentsOf: current.removingChildren)
                current.removingChildren = []
            }
            current.release(from: graph)
            if !current.capabilities.isEmpty { capabilityIndex.removeAll(of: current) }
            nodes.remove(current)
        }
    }

    func node(id: Int) -> ViewNode? {
        nodes[id]
    }

    /// An id no node has or will have, for what is drawn as a node's own (an effect layer's groups).
    func reserveNodeID() -> Int {
        nodes.reserveID()
    }

    var nodeCount: Int { nodes.count }
}

/// The nodes of a hierarchy by id: ids are never reused, so a stale id finds nothing.
@MainActor
struct NodeRegistry {
    private var nextID = 1
    private var byID: [Int: ViewNode] = [:]

    mutating func make(view: any View, identity: ViewIdentity) -> ViewNode {
        let node = ViewNode(id: nextID, view: view, identity: identity)
        nextID += 1
        byID[node.id] = node
        return node
    }

    mutating func remove(_ node: ViewNode) {
        byID[node.id] = nil
    }

    /// Takes the next id without a node.
    mutating func reserveID() -> Int {
        defer { nextID += 1 }
        return nextID
    }

    subscript(id: Int) -> ViewNode? { byID[id] }

    /// The id the next node will have (ids only grow).
    var nextNodeID: Int { nextID }

    /// Whether `node` is still in the hierarchy (not a removed node with the same id).
    func contains(_ node: ViewNode) -> Bool { byID[node.id] === node }

    var count: Int { byID.count }
}

/// Stands for a ``ViewEngine`` in closures that may outlive it: they hold the handle weakly, and
/// reach the engine through it while it lives (only the engine owns its handle, so the handle
/// lives exactly as long). A weak reference to the engine itself would give the engine a side
/// table, and every retain and release of it — about a dozen for each view an update brings up
/// to date — would take the runtime's slow path.
@MainActor
final class EngineHandle {
    unowned(unsafe) let engine: ViewEngine

    init(_ engine: ViewEngine) {
        self.engine = engine
    }
}
