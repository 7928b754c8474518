import Foundation
import KinemaGraph

/// Drives a view hierarchy: nodes, updates, layout and the display list, on one attribute graph.
///
/// Updates run on the main actor (they call view code). Frames do not: they only advance the
/// graph, whose display-list attribute reads animatable effect attributes.
@MainActor
final class ViewEngine {
    let graph: AttributeGraph
    private(set) var size: CGSize
    private var nextID = 1
    private var nodesByID: [Int: ViewNode] = [:]
    var root: ViewNode?
    /// The drawing skeleton of the last update: items and the effects around each.
    private var skeleton = DisplaySkeleton()
    /// The display list: drawn at the end of every update, patched by frames.
    private(set) var displayList = DisplayList()

    /// State changes since the last update, in order, each with the transaction current when it
    /// was made.
    private var pendingChanges: [(node: ViewNode, transaction: Transaction, commit: () -> Void)] = []
    /// Nodes waiting to be brought up to date in the current update (with a new view value, or
    /// `nil` to revisit), innermost last.
    @exclusivity(unchecked)
    private var work: [(node: ViewNode, view: (any View)?, context: UpdateContext)] = []
    private(set) var isUpdating = false
    private var eventDepth = 0
    /// Nodes whose layout flags are set, to clear after the next layout.
    private var layoutDirtyNodes: [ViewNode] = []
    /// Something drawn changed in the current update (content, effects, structure or layout).
    private var drawingChanged = true
    /// The display list holds every item of the current skeleton.
    private var isSkeletonDrawn = false
    /// Numbers updates, so a node knows whether the current one visited it.
    private(set) var updateNumber = 0
    /// Body evaluations in the current update (for tests and diagnostics).
    private(set) var bodyEvaluations = 0
    /// How many passes an update may take when bodies keep changing state.
    static let maximumPasses = 16

    init(size: CGSize, time: TimeInterval = 0) {
        self.graph = AttributeGraph(time: time)
        self.size = size
        graph.recordsPresentationChanges = true
    }

    // MARK: - Nodes

    func makeNode(view: any View, identity: ViewIdentity) -> ViewNode {
        let node = ViewNode(id: nextID, view: view, identity: identity)
        nextID += 1
        nodesByID[node.id] = node
        return node
    }

    /// Removes `node` and everything below it (iteratively: trees may be thousands deep).
    func remove(_ node: ViewNode) {
        var stack = [node]
        while let current = stack.popLast() {
            stack.append(contentsOf: current.children)
            current.children = []
            current.onRemove?()
            current.onRemove = nil
            nodesByID[current.id] = nil
        }
    }

    func node(id: Int) -> ViewNode? {
        nodesByID[id]
    }

    var nodeCount: Int { nodesByID.count }

    // MARK: - Updates

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

    /// Applies state changes that bodies made during the last update.
    func flushIfNeeded() {
        guard flushLater else { return }
        flushLater = false
        if eventDepth == 0 && !isUpdating { flush() }
    }

    /// A `@State` of `node` changed: record it with the current transaction; apply it now, or when
    /// the current event or update ends.
    func stateDidChange(_ node: ViewNode, commit: @escaping () -> Void) {
        pendingChanges.append((node, Transaction.current ?? Transaction(), commit))
        if eventDepth == 0 && !isUpdating {
            flush()
        }
    }

    /// Runs `body` as one event: state changes inside it are applied together when it returns.
    func performEvent(_ body: () -> Void) {
        eventDepth += 1
        body()
        eventDepth -= 1
        if eventDepth == 0 && !isUpdating {
            flush()
            runFrameActions()
        }
    }

    /// Applies pending state changes: consecutive changes made under equivalent transactions share
    /// one update; a change under a different transaction gets its own, so `withAnimation { a = 1 }`
    /// followed by `b = 2` animates `a` only.
    func flush() {
        var passes = 0
        while !pendingChanges.isEmpty, passes < Self.maximumPasses {
            passes += 1
            let transaction = pendingChanges[0].transaction
            var count = 1
            while count < pendingChanges.count, pendingChanges[count].transaction.isEquivalent(to: transaction) {
                count += 1
            }
            for change in pendingChanges.prefix(count) {
                change.commit()
                markNeedsBody(change.node)
            }
            pendingChanges.removeFirst(count)
            performUpdate(transaction) { context in
                if let root { schedule(root, view: nil, in: context) }
            }
        }
        // State that keeps changing in every body gives up after `maximumPasses` updates: the
        // changes made in the last one wait for the next event.
        flushLater = false
    }

    private func markNeedsBody(_ node: ViewNode) {
        guard nodesByID[node.id] === node else { return }
        node.needsBody = true
        var ancestor = node.parent
        while let current = ancestor, !current.hasDirtyDescendant {
            current.hasDirtyDescendant = true
            ancestor = current.parent
        }
    }

    func performUpdate(_ transaction: Transaction, _ body: (UpdateContext) -> Void) {
        updateNumber += 1
        isUpdating = true
        defer { isUpdating = false }
        graph.update(transaction) {
            body(UpdateContext(engine: self, transaction: transaction))
            drainWork()
            if layout() { drawingChanged = true }
            // The skeleton is rebuilt only when what is drawn, or where, changed: an update that
            // only sets animatable values (the start of an animation) keeps it.
            if drawingChanged {
                skeleton = DisplaySkeleton(root: root, engine: self)
                isSkeletonDrawn = false
                drawingChanged = false
            }
        }
        // The drawing commands are produced at the end of every update: all of them after a new
        // skeleton, otherwise only the items under attributes the update moved.
        if isSkeletonDrawn {
            skeleton.patch(&displayList, changes: graph.presentationChanges)
        } else {
            skeleton.draw(into: &displayList)
            isSkeletonDrawn = true
        }
        graph.presentationChanges.removeAll(keepingCapacity: true)
        if !pendingChanges.isEmpty && eventDepth == 0 { flushLater = true }
    }

    /// Produces the frame at `time`: the graph steps every running animation, and the display
    /// list is patched where an attribute moved. No view code runs.
    func advanceGraph(to time: TimeInterval) {
        graph.advance(to: time)
        skeleton.patch(&displayList, changes: graph.frameChanges)
    }

    /// Set when a body changed state during an update: `setRoot` and frames apply it after.
    private var flushLater = false

    /// Queues `node` to be brought up to date in the current update.
    func schedule(_ node: ViewNode, view: (any View)?, in context: UpdateContext) {
        work.append((node, view, context))
    }

    private func drainWork() {
        while let item = work.popLast() {
            if let view = item.view {
                update(item.node, with: view, in: item.context)
            } else {
                revisit(item.node, in: item.context)
            }
        }
    }

    /// The node's laid-out frame as an animatable attribute, updated for this update: under the
    /// transaction of the update that visited the node, or the update's own.
    func animatableFrame(of node: ViewNode) -> AnimatablePresentation<CGRect> {
        let slot = node.frameSlot(in: graph)
        let transaction = node.visitedUpdate == updateNumber ? node.transaction ?? graph.transaction : graph.transaction
        slot.update(frame: node.frame, transaction: transaction, in: graph)
        return slot.presentation
    }

    /// Brings `node` up to date with a new view value.
    func update(_ node: ViewNode, with view: any View, in context: UpdateContext) {
        var context = context
        context.isNewValue = true
        node.view = view
        node.transaction = context.transaction
        node.visitedUpdate = updateNumber
        // Cleared first: state written while the body runs marks the node again.
        node.needsBody = false
        node.hasDirtyDescendant = false
        if case .primitive(let primitive) = node.kind {
            primitive.update(view, node: node, in: &context)
        } else {
            runBody(of: node, in: &context)
        }
        commitRoleChange(of: node)
    }

    /// Records what the node's update invalidated: everything for a new node; otherwise what its
    /// role change noted (``ViewNode/role``) — only a change that matters to layout invalidates
    /// layout, and only one that matters to drawing rebuilds the display list's skeleton. (An
    /// animation's start changes neither: it sets an attribute.)
    private func commitRoleChange(of node: ViewNode) {
        let change = node.isNew ? (layout: true, drawing: true) : node.roleChange
        node.isNew = false
        node.roleChange = (false, false)
        if change.layout { markLayoutDirty(node) }
        if change.drawing { drawingChanged = true }
    }

    /// The node's children were added, removed or reordered.
    func childrenDidChange(of node: ViewNode) {
        markLayoutDirty(node)
        drawingChanged = true
    }

    /// Visits `node` without a new view value: runs its body if its state changed, otherwise looks
    /// for changed state further down.
    func revisit(_ node: ViewNode, in context: UpdateContext) {
        guard node.needsBody || node.hasDirtyDescendant else { return }
        var context = context
        context.isNewValue = false
        node.transaction = context.transaction
        node.visitedUpdate = updateNumber
        let needsBody = node.needsBody
        node.needsBody = false
        node.hasDirtyDescendant = false
        if needsBody {
            if case .primitive(let primitive) = node.kind {
                // A primitive with state of its own (a custom modifier's): its body runs again, so
                // what it produces is new.
                context.isNewValue = true
                primitive.update(node.view, node: node, in: &context)
            } else {
                runBody(of: node, in: &context)
            }
        } else if case .primitive(let primitive) = node.kind {
            // Modifiers re-apply what they do to the context (a transaction rewrite) on the way
            // down; they see their old value, so value-scoped modifiers see no change.
            primitive.update(node.view, node: node, in: &context)
        } else {
            context.revisitChildren(of: node)
        }
        commitRoleChange(of: node)
    }

    private func runBody(of node: ViewNode, in context: inout UpdateContext) {
        node.role = .group
        attachState(of: node)
        var shown = node.view
        if case .animatableBody = node.kind, let animatable = node.view as? any (View & Animatable) {
            shown = presentedValue(of: animatable, node: node, transaction: context.transaction)
        }
        bodyEvaluations += 1
        let body = Self.body(of: shown)
        context.reconcileChildren(of: node, with: [body])
    }

    private static func body<V: View>(of view: V) -> any View {
        view.body
    }

    /// An `Animatable` view's model goes through an animatable attribute; its body sees the
    /// presentation value.
    private func presentedValue<V: View & Animatable>(of view: V, node: ViewNode, transaction: Transaction) -> any View {
        let slot: AnimatableViewSlot<V>
        if let existing = node.storage as? AnimatableViewSlot<V> {
            slot = existing
            slot.update(view: view, transaction: transaction, in: graph)
        } else {
            slot = AnimatableViewSlot(view: view, graph: graph)
            node.storage = slot
            node.onRemove = { [graph, weak self, id = node.id] in
                slot.remove(from: graph)
                self?.animatableViews[id] = nil
            }
            animatableViews[node.id] = node
        }
        return slot.presentedView(in: graph)
    }

    /// Nodes of `Animatable` views, whose bodies frames may need.
    private var animatableViews: [Int: ViewNode] = [:]
    /// Actions waiting for the next frame (see `scheduleForNextFrame`).
    var frameActions: [() -> Void] = []
    /// Nodes whose content frames rebuild (keyframe animators, timeline views).
    var frameDriven: [Int: ViewNode] = [:]
    /// The date at host time 0, for timeline views.
    var startDate = Date(timeIntervalSinceReferenceDate: 0)

    /// An update for frame work: no animation, then the usual layout and drawing.
    func performFrameUpdate(_ body: (inout UpdateContext) -> Void) {
        performUpdate(Transaction()) { context in
            var context = context
            body(&context)
        }
        flushIfNeeded()
    }

    /// After a frame: runs the body of every `Animatable` view whose presentation moved, with the
    /// interpolated data. Built-in effects never need this.
    func renderAnimatableViews() {
        guard !animatableViews.isEmpty else { return }
        let moving = animatableViews.values.filter {
            ($0.storage as? any AnimatableViewSlotProtocol)?.needsFrameBody(in: graph) == true
        }
        guard !moving.isEmpty else { return }
        performUpdate(Transaction()) { context in
            var context = context
            for node in moving.sorted(by: { $0.id < $1.id }) {
                guard let slot = node.storage as? any AnimatableViewSlotProtocol else { continue }
                attachState(of: node)
                bodyEvaluations += 1
                let body = Self.body(of: slot.presentedView(in: graph))
                context.isNewValue = true
                context.reconcileChildren(of: node, with: [body])
            }
        }
        flushIfNeeded()
    }

    /// Connects each `@State` of the node's view value to the node's storage.
    private func attachState(of node: ViewNode) {
        attachState(in: node.view, to: node)
    }

    /// Connects each `@State` of `value` (a view, or a custom modifier) to `node`'s storage.
    func attachState(in value: Any, to node: ViewNode) {
        var index = 0
        for child in Mirror(reflecting: value).children {
            guard let state = child.value as? any StateProperty else { continue }
            if node.stateStorage.count <= index { node.stateStorage.append(nil) }
            state.attach(
                to: &node.stateStorage[index],
                isUpdating: { [weak self] in self?.isUpdating ?? false },
                onChange: { [weak self, id = node.id] commit in
                    // By id, not a weak reference: weak references would give every node a side
                    // table. A node no longer in the tree just takes the value.
                    guard let self, let node = self.node(id: id) else { return commit() }
                    self.stateDidChange(node, commit: commit)
                })
            index += 1
        }
    }

    // MARK: - Layout

    func resize(to size: CGSize) {
        self.size = size
        if let root { markLayoutDirty(root) }
        drawingChanged = true
        performUpdate(Transaction()) { _ in }
    }

    /// Marks `node` changed for layout, and its ancestors as containing a change.
    func markLayoutDirty(_ node: ViewNode) {
        if !node.layoutDirty {
            node.layoutDirty = true
            layoutDirtyNodes.append(node)
        }
        var ancestor = node.parent
        while let current = ancestor, !current.layoutDescendantDirty {
            current.layoutDescendantDirty = true
            layoutDirtyNodes.append(current)
            ancestor = current.parent
        }
    }

    /// Lays out what changed since the last layout; returns whether anything was laid out.
    private func layout() -> Bool {
        guard !layoutDirtyNodes.isEmpty else { return false }
        defer {
            for node in layoutDirtyNodes {
                node.layoutDirty = false
                node.layoutDescendantDirty = false
            }
            layoutDirtyNodes.removeAll(keepingCapacity: true)
        }
        guard let root else { return true }
        let proposal = ProposedSize(width: size.width, height: size.height)
        ViewLayout.beginPass()
        let fitted = ViewLayout.size(of: root, proposal: proposal)
        let origin = CGPoint(x: (size.width - fitted.width) / 2, y: (size.height - fitted.height) / 2)
        ViewLayout.place(root, in: CGRect(origin: origin, size: fitted))
        return true
    }
}
