import Foundation
import KinemaGraph

extension ViewEngine {
    /// Runs one update under `transaction`: `body` schedules the nodes to bring up to date, the
    /// work list drains, layout redoes what changed, and the display list is drawn or patched.
    ///
    /// The transaction opens the graph update (whose completions count the animations it starts)
    /// and is carried down in the ``UpdateContext``; it is discarded when the update ends.
    func performUpdate(_ transaction: Transaction, _ body: (UpdateContext) -> Void) {
        updateNumber += 1
        firstNodeIDOfUpdate = nodes.nextNodeID
        isUpdating = true
        #if !canImport(UIKit)
        // Code written for iOS measures the screen: the screen is this host while it updates.
        let screen = UIScreen.hostSize
        UIScreen.hostSize = size
        defer { UIScreen.hostSize = screen }
        #endif
        // Timers connected by bodies (a `@StateObject`'s initializer) tick on this host's clock.
        HostTimers.$current.withValue(timers) {
            graph.update(transaction) {
                body(UpdateContext(engine: self, transaction: transaction))
                drainWork()
                if let root, layoutInvalidation.layout(root, in: size) { drawing.needsRebuild = true }
                settleLazyContainers()
                settleContainerRelativeFrames()
                settleGeometryReaders()
                settleLayoutObservers()
                settleMatchedGeometry()
                if !insertions.isEmpty { fadeInInsertions() }
                // A view that fits which chose another child draws that one now.
                if capabilityIndex.contains(.viewThatFits, as: ViewThatFitsState.self, where: { $0.takeChoiceChange() }) {
                    drawing.needsRebuild = true
                }
                drawing.rebuildIfNeeded(root: root, engine: self)
            }
        }
        // Bodies are done: from here on (the update's actions: `onAppear`, `onChange`, preference
        // changes) a state write is visible to the reads after it, as in any event handler.
        isUpdating = false
        // The drawing commands are produced at the end of every update: all of them after a new
        // skeleton, otherwise only the items under attributes the update moved.
        drawing.draw(changes: graph.presentationChanges)
        graph.presentationChanges.removeAll(keepingCapacity: true)
        runUpdateActions()
        if !stateChanges.isEmpty && stateChanges.eventDepth == 0 { stateChanges.flushLater = true }
    }

    /// Queues `node` to be brought up to date in the current update: with a new view value, or
    /// revisited when `view` is `nil`.
    func schedule(_ node: ViewNode, view: (any View)?, in context: UpdateContext) {
        work.push(context)
        if let view {
            work.append(node, view: view)
        } else {
            work.appendRevisit(node)
        }
    }

    /// Brings the scheduled nodes up to date, innermost last: a node schedules its children, so the
    /// tree is walked depth-first without recursion (trees may be thousands of views deep).
    func drainWork() {
        while let item = work.popLast() {
            // One copy per node, which the update then changes in place (a context copy retains
            // its transaction, environment and text boxes).
            var context = work.contexts[Int(item.context)]
            context.stored = (item.context, work.epoch)
            if item.isRevisit {
                revisit(item.node, in: &context)
            } else {
                update(item.node, with: item.view, in: &context)
            }
        }
        work.removeAllContexts()
    }

    /// Brings `node` up to date with a new view value (`isBase`: the value under the node's
    /// effect layers, which keep what they have).
    func update(_ node: ViewNode, with view: any View, in context: inout UpdateContext, isBase: Bool = false) {
        context.isNewValue = true
        var view = view
        if !isBase, let chain = node.type.chain {
            // The effects over the view take their new values, under the update's transaction.
            view = chain.updateLayers(of: view, node: node, in: &context)
        }
        node.view = view
        node.transaction = context.transaction
        if node.isDarkAppearance != context.isDarkAppearance {
            // The same role draws other colours: the drawing is made again.
            node.isDarkAppearance = context.isDarkAppearance
            node.roleChange.drawing = true
        }
        node.visitedUpdate = updateStamp
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

    /// Visits `node` without a new view value: runs its body if its state changed, otherwise looks
    /// for changed state further down.
    func revisit(_ node: ViewNode, in context: inout UpdateContext) {
        guard node.needsBody || node.hasDirtyDescendant else { return }
        context.isNewValue = false
        node.transaction = context.transaction
        node.visitedUpdate = updateStamp
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

    /// Runs the body of `node`'s view (with the presentation value, for an `Animatable` view) and
    /// brings its child up to date with the result.
    private func runBody(of node: ViewNode, in context: inout UpdateContext) {
        node.role = .group
        let body: any View
        if case .animatableBody = node.kind, let animatable = node.view as? any (View & Animatable) {
            node.environment = context.environmentBox
            body = animatableViewBody(of: animatable, node: node, context: context)
        } else {
            attachState(in: node.view, to: node, environment: context.environmentBox)
            body = observingBody(of: node)
        }
        bodyEvaluations += 1
        context.reconcileChildren(of: node, with: [body])
    }

    static func body<V: View>(of view: V) -> any View {
        view.body
    }

    /// Records what the node's update invalidated: everything for a new node; otherwise what its
    /// role change noted (``ViewNode/role``) — only a change that matters to layout invalidates
    /// layout, and only one that matters to drawing rebuilds the display list's skeleton. (An
    /// animation's start changes neither: it sets an attribute.)
    private func commitRoleChange(of node: ViewNode) {
        let change = node.isNew ? (layout: true, drawing: true) : node.roleChange
        node.isNew = false
        node.roleChange = (false, false)
        if change.layout { layoutInvalidation.markDirty(node) }
        if change.drawing { drawing.needsRebuild = true }
    }

    /// The node's children were added, removed or reordered.
    func childrenDidChange(of node: ViewNode) {
        layoutInvalidation.markDirty(node)
        drawing.needsRebuild = true
    }

    /// The node's laid-out frame for drawing, updated for this update (``ViewNode/drawingFrame(at:transaction:in:)``):
    /// under the transaction of the update that visited the node, or the update's own.
    func animatableFrame(of node: ViewNode) -> FramePresentation {
        let transaction = node.visitedUpdate == updateStamp ? node.transaction ?? graph.transaction : graph.transaction
        return node.drawingFrame(at: node.frame, transaction: transaction, in: graph)
    }
}

/// The nodes an update has still to bring up to date, innermost last, and the contexts they are
/// brought up to date in. Siblings share one context: a parent scheduling 100,000 rows stores its
/// context once, not once per row (each copy would retain the transaction and the placeholder
/// stack).
@MainActor
struct WorkList {
    struct Item {
        let node: ViewNode
        /// The new view value (unused when revisiting).
        let view: any View
        let isRevisit: Bool
        /// The context's index in `contexts`.
        let context: Int32
    }

    private var items: [Item] = []
    /// The contexts items refer to; emptied when the work list drains.
    fileprivate(set) var contexts: [UpdateContext] = []
    /// Counts the times `contexts` was emptied: a context's ``UpdateContext/stored`` index holds
    /// only in the epoch it was read in (a node's state may keep a context for a later update).
    private(set) var epoch: UInt32 = 0
    /// The index of the context the items appended next belong to.
    private var current: Int32 = -1

    /// Makes `context` the one for the items appended next: the stored one it is an unchanged
    /// copy of, or a new entry.
    mutating func push(_ context: UpdateContext) {
        if let stored = context.stored, stored.epoch == epoch {
            current = stored.index
            return
        }
        contexts.append(context)
        current = Int32(contexts.count - 1)
    }

    /// Schedules `node` with a new view value, in the last pushed context.
    mutating func append(_ node: ViewNode, view: any View) {
        items.append(Item(node: node, view: view, isRevisit: false, context: current))
    }

    /// Schedules `node` to be revisited without a new view value, in the last pushed context.
    mutating func appendRevisit(_ node: ViewNode) {
        items.append(Item(node: node, view: EmptyView(), isRevisit: true, context: current))
    }

    /// The most items (and contexts, and layout's marked nodes) whose storage is kept once an
    /// update is done: an update that schedules a list of 100,000 rows needs its storage only
    /// while it runs, and kept, it would hold 56 bytes a row for as long as the host lives.
    /// Growing it again costs the next such update about 0.5 % of its instructions.
    static let retainedCapacity = 16_384

    /// Empties `contexts` (the work is done) and starts a new epoch.
    mutating func removeAllContexts() {
        if items.capacity > Self.retainedCapacity { items = [] }
        contexts.removeAll(keepingCapacity: contexts.capacity <= Self.retainedCapacity)
        epoch &+= 1
        current = -1
    }

    mutating func popLast() -> Item? {
        items.popLast()
    }

    /// How many items the list's storage holds now (for tests of what an update keeps).
    var itemCapacity: Int { items.capacity }
}
