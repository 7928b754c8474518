import Foundation
import KinemaCore

/// A long-lived dependency graph of typed attributes, refreshed in updates and frames.
///
/// Inputs change only inside ``update(_:_:)``. Setting an input marks everything downstream of it
/// stale; when the update closes, stale attributes are brought up to date in dependency order,
/// each at most once, and only if something they read actually changed. Rules record what they
/// read each time they run, so dependencies follow the code (an `if` that stops reading an
/// attribute stops depending on it). Work per update is proportional to what changed, not to the
/// size of the graph.
///
/// ```swift
/// let graph = AttributeGraph()
/// let scale = graph.makeInput(1.0)
/// let shown = graph.makeAnimatable(scale)           // model and presentation values
/// graph.update(Transaction(animation: .linear(duration: 1))) {
///     graph.setValue(2.0, for: scale)
/// }
/// graph.advance(to: 0.5)
/// graph[shown] // 1.5
/// ```
///
/// Animatable attributes (``makeAnimatable(_:transaction:)``) keep a model value and a
/// presentation value; while any of them is animating, ``isAnimating`` is true and
/// ``advance(to:)`` produces the next frame by recomputing only those attributes and what depends
/// on them — no rule upstream of them runs.
///
/// The graph is not thread-safe: one owner drives it, from any one thread or actor at a time. It
/// has no main-actor requirement, so frames of built-in effects can be produced anywhere.
public final class AttributeGraph {
    /// The graph's clock: the time of the latest frame or update, in seconds.
    public private(set) var time: TimeInterval

    /// The transaction of the update being applied (the empty transaction between updates and
    /// during frames).
    public private(set) var transaction = Transaction()

    private var nodes: [Node?] = []
    private var freeIDs: [Int] = []
    /// Incremented by every change, so "changed since computed" is a plain comparison.
    private var epoch = 1
    /// Nodes computing right now, innermost last: reads are recorded against the last one.
    private var evaluating: [Node] = []
    /// Stale nodes to refresh when the current update or frame closes.
    private var pending: [Int] = []
    /// Counts computations, to number them (see `Node.readMark`).
    private var computations = 0
    /// The batch being refreshed (kept to reuse its storage).
    private var batch: [Int] = []
    /// Running animations, one track per kind of animatable data.
    private var tracks: [AnimationTrackBase] = []
    private var tracksByKind: [ObjectIdentifier: AnimationTrackBase] = [:]
    /// Numbers frames, so an animatable attribute knows whether its value shows the latest one.
    package private(set) var frameNumber = 0
    /// The attributes whose presentation moved in the latest frame (reused storage).
    package private(set) var frameChanges: [Int] = []
    /// Whether updates list the animatable attributes whose presentation they moved, in
    /// ``presentationChanges`` (the view layer does, to patch its drawing).
    package var recordsPresentationChanges = false
    /// The animatable attributes whose presentation moved in updates since the list was last
    /// cleared (while ``recordsPresentationChanges`` is on).
    package var presentationChanges: [Int] = []
    private var updateDepth = 0
    private var isRefreshing = false
    /// Listeners for transaction completions registered during the current update.
    package var completionTracker = AnimationCompletionTracker()

    /// Creates an empty graph whose clock starts at `time`.
    public init(time: TimeInterval = 0) {
        self.time = time.isFinite ? time : 0
    }

    // MARK: - Making attributes

    /// Creates an input attribute holding `value`; every `setValue` counts as a change.
    public func makeInput<Value>(_ value: Value) -> Attribute<Value> {
        insert { InputNode(id: $0, value: value, isEqual: nil) }
    }

    /// Creates an input attribute holding `value`; setting an equal value is not a change.
    public func makeInput<Value: Equatable>(_ value: Value) -> Attribute<Value> {
        insert { InputNode(id: $0, value: value, isEqual: ==) }
    }

    /// Creates a rule attribute computed by `rule`, which reads other attributes through the graph's
    /// subscript. It runs lazily, when first read, and again whenever something it read changed.
    public func makeRule<Value>(_ rule: @escaping () -> Value) -> Attribute<Value> {
        insert { RuleNode(id: $0, rule: rule, isEqual: nil) }
    }

    /// Creates a rule attribute that updates its previous value in place (`nil` the first time):
    /// for large values, such as a list rebuilt every frame, whose storage can be reused. Every
    /// run counts as a change.
    ///
    /// ```swift
    /// let runningTotals = graph.makeRule(updating: { (totals: inout [Double]?) in
    ///     var list = totals.take() ?? []          // take it, so it is not shared while it changes
    ///     list.removeAll(keepingCapacity: true)
    ///     for value in graph[values] { list.append((list.last ?? 0) + value) }
    ///     totals = list
    /// })
    /// ```
    public func makeRule<Value>(updating update: @escaping (inout Value?) -> Void) -> Attribute<Value> {
        insert { UpdatingRuleNode(id: $0, update: update) }
    }

    /// Creates a rule attribute; an equal result does not count as a change, so what depends on it
    /// does not run again.
    public func makeRule<Value: Equatable>(_ rule: @escaping () -> Value) -> Attribute<Value> {
        insert { RuleNode(id: $0, rule: rule, isEqual: ==) }
    }

    /// Creates an animatable attribute that follows `source`: its value is the presentation value,
    /// which animates toward each new model value when the change's transaction carries an
    /// animation.
    ///
    /// - Parameters:
    ///   - source: The model value.
    ///   - transaction: The transaction that applies to this attribute (a subtree's, rewritten by
    ///     modifiers); `nil` uses the update's own ``transaction``. It is read without becoming a
    ///     dependency, as SwiftUI does, so a new transaction alone does not recompute anything.
    public func makeAnimatable<Value: Animatable>(
        _ source: Attribute<Value>, transaction: Attribute<Transaction>? = nil
    ) -> Attribute<Value> {
        insert { AnimatableNode(id: $0, source: source, transaction: transaction, graph: self) }
    }

    /// Creates an animatable attribute whose model is set directly, with the transaction it changes
    /// under (``setValue(_:for:transaction:)``): one attribute where ``makeAnimatable(_:transaction:)``
    /// needs three (model, transaction, presentation), and no edges to keep.
    ///
    /// ```swift
    /// let scale = graph.makeAnimatableInput(1.0)
    /// graph.update { graph.setValue(2.0, for: scale, transaction: Transaction(animation: .bouncy)) }
    /// graph.advance(to: 0.1)
    /// graph[scale] // on its way to 2
    /// ```
    public func makeAnimatableInput<Value: Animatable>(_ value: Value) -> Attribute<Value> {
        insert { AnimatableNode(id: $0, model: value, graph: self) }
    }

    /// Sets the model of an attribute made by ``makeAnimatableInput(_:)``: the change animates if
    /// `transaction` carries an animation (and does not disable animations). Outside an update, the
    /// change opens and closes one of its own.
    public func setValue<Value: Animatable>(_ value: Value, for attribute: Attribute<Value>, transaction: Transaction) {
        guard let node = checkedNode(attribute) as? AnimatableNode<Value> else {
            preconditionFailure("setValue(_:for:transaction:) needs an attribute made by makeAnimatableInput(_:)")
        }
        setValue(value, on: node, transaction: transaction)
    }

    /// ``setValue(_:for:transaction:)`` for a caller that holds the attribute's node (the view
    /// layer's animated values): no lookup, no cast.
    package func setValue<Value: Animatable>(_ value: Value, on node: AnimatableNode<Value>, transaction: Transaction) {
        guard updateDepth > 0 else {
            update(Transaction.current ?? Transaction()) { setValue(value, on: node, transaction: transaction) }
            return
        }
        guard node.setModel(value, transaction: transaction) else { return }
        epoch += 1
        node.changedEpoch = epoch
        node.computedEpoch = epoch
        for output in node.outputs {
            if let next = nodes[output] { markDirty(next) }
        }
    }

    /// The node of an animatable attribute, for readers that record no dependency and look
    /// nothing up (drawing reads its presentation on every frame).
    package func animatableNode<Value: Animatable>(of attribute: Attribute<Value>) -> AnimatableNode<Value> {
        guard let node = checkedNode(attribute) as? AnimatableNode<Value> else {
            preconditionFailure("attribute #\(attribute.id) is not animatable")
        }
        return node
    }

    /// The track that runs animations of `V` data.
    func track<V: VectorArithmetic>(for type: V.Type) -> AnimationTrack<V> {
        if let existing = tracksByKind[ObjectIdentifier(type)] {
            return unsafeDowncast(existing, to: AnimationTrack<V>.self)
        }
        let track = AnimationTrack<V>()
        tracksByKind[ObjectIdentifier(type)] = track
        tracks.append(track)
        return track
    }

    /// Removes an attribute; reading it afterwards is a programming error. What read it recomputes
    /// on its next refresh without it.
    public func remove<Value>(_ attribute: Attribute<Value>) {
        guard let node = node(attribute.id) else { return }
        for input in node.inputs { nodes[input]?.outputs.remove(node.id) }
        for output in node.outputs { nodes[output].map { markDirty($0) } }
        node.cancel()
        nodes[node.id] = nil
        freeIDs.append(node.id)
        if updateDepth == 0 && !isRefreshing { runCompletions() }
    }

    /// The number of live attributes.
    public var attributeCount: Int {
        nodes.count - freeIDs.count
    }

    // MARK: - Reading and writing

    /// The attribute's current value, brought up to date first. Read inside a rule, the rule comes
    /// to depend on it.
    public subscript<Value>(attribute: Attribute<Value>) -> Value {
        let node = checkedNode(attribute)
        bringUpToDate(node)
        if let reader = evaluating.last, reader !== node {
            recordDependency(of: reader, on: node)
        }
        return value(of: node, as: Value.self)
    }

    /// Reads a node the caller already holds (no lookup, no cast), as a tracked read.
    func read<Value>(_ node: ValueNode<Value>) -> Value {
        bringUpToDate(node)
        if let reader = evaluating.last, reader !== node {
            recordDependency(of: reader, on: node)
        }
        guard let value = node.value else {
            preconditionFailure("attribute #\(node.id) has no value yet (a cycle?)")
        }
        return value
    }

    /// The typed node behind `attribute`.
    func valueNode<Value>(_ attribute: Attribute<Value>) -> ValueNode<Value> {
        guard let node = checkedNode(attribute) as? ValueNode<Value> else {
            preconditionFailure("attribute #\(attribute.id) does not hold a \(Value.self)")
        }
        return node
    }

    /// The attribute's current value without recording a dependency.
    public func peek<Value>(_ attribute: Attribute<Value>) -> Value {
        let node = checkedNode(attribute)
        bringUpToDate(node)
        return value(of: node, as: Value.self)
    }

    /// Sets an input attribute's value. Outside an update, the change opens and closes one of its
    /// own under the current transaction (see ``update(_:_:)``).
    public func setValue<Value>(_ value: Value, for attribute: Attribute<Value>) {
        guard updateDepth > 0 else {
            update(Transaction.current ?? Transaction()) { setValue(value, for: attribute) }
            return
        }
        guard let input = checkedNode(attribute) as? InputNode<Value> else {
            preconditionFailure("setValue(_:for:) needs an input attribute")
        }
        if let isEqual = input.isEqual, let old = input.value, isEqual(old, value) { return }
        input.value = value
        epoch += 1
        input.changedEpoch = epoch
        input.computedEpoch = epoch
        for output in input.outputs {
            if let node = nodes[output] { markDirty(node) }
        }
    }

    // MARK: - Updates and frames

    /// Opens an update transaction, runs `body` (which sets inputs), and closes it: stale
    /// attributes are refreshed under `transaction`, then the transaction is discarded.
    ///
    /// Updates nest: changes made in the outer update before the inner one are applied under the
    /// outer transaction first, the inner update's changes under its own, and later ones under the
    /// outer again. Completions registered on the transaction run when every animation it started
    /// is done, or right after the update when it started none — always after the graph has
    /// finished its work, so they may start updates of their own.
    @discardableResult
    public func update<Result>(_ transaction: Transaction = Transaction(), _ body: () throws -> Result) rethrows -> Result {
        // Changes already made in an enclosing update belong to its transaction: apply them first.
        if updateDepth > 0 { refresh() }
        let saved = self.transaction
        self.transaction = transaction
        updateDepth += 1
        completionTracker.begin(transaction)
        defer {
            refresh()
            completionTracker.end()
            updateDepth -= 1
            self.transaction = updateDepth == 0 ? Transaction() : saved
            if updateDepth == 0 { runCompletions() }
        }
        return try body()
    }

    /// Whether any animatable attribute is animating, so frames are due.
    public var isAnimating: Bool {
        tracks.contains { $0.count > 0 }
    }

    /// Whether `attribute` (an animatable attribute) is animating right now.
    public func isAnimating<Value>(_ attribute: Attribute<Value>) -> Bool {
        node(attribute.id).map { $0.trackSlot >= 0 } ?? false
    }

    /// The number of attributes animating right now.
    public var animatingAttributeCount: Int {
        tracks.reduce(0) { $0 + $1.count }
    }

    /// Produces the frame at `time`: the clock moves there and every running animation steps.
    /// Times before the current time are ignored.
    ///
    /// A frame does not go through the dependency machinery: each track steps its animations in
    /// one loop and records which attributes moved (``frameChanges``); only rules that read a
    /// moving attribute are refreshed. Drawing patches what moved.
    public func advance(to time: TimeInterval) {
        guard time.isFinite, time >= self.time else { return }
        self.time = time
        frameChanges.removeAll(keepingCapacity: true)
        guard isAnimating else { return }
        epoch += 1
        frameNumber += 1
        for track in tracks where track.count > 0 {
            track.step(at: time, changes: &frameChanges)
        }
        // Rules that read a moving attribute through the graph recompute; the view layer reads
        // presentations without edges, so a frame of effects marks nothing.
        // (One read of `nodes` for the loop: a read per moving attribute would pay a dynamic
        // exclusivity check each time.)
        let nodes = self.nodes
        for id in frameChanges {
            guard let node = nodes[id], !node.outputs.isEmpty else { continue }
            node.changedEpoch = epoch
            for output in node.outputs {
                if let next = nodes[output] { markDirty(next) }
            }
        }
        if !pending.isEmpty { refresh() }
        if updateDepth == 0 { runCompletions() }
    }

    /// Runs the completion callbacks that became due, outside any graph work.
    private func runCompletions() {
        while !completionTracker.queue.isEmpty {
            for action in completionTracker.queue.take() { action() }
        }
    }

    /// Moves the clock to `time` without producing a frame: what shows stays as it is, and the next
    /// update or frame happens at the new time. Hosts use it between frames (a tap at 0.505 s
    /// starts its animation at 0.505 s, though the last frame was at 0.5 s). Times before the
    /// current time are ignored.
    public func setTime(_ time: TimeInterval) {
        guard time.isFinite, time >= self.time else { return }
        self.time = time
    }

    // MARK: - Internals

    private func insert<Value>(_ make: (Int) -> ValueNode<Value>) -> Attribute<Value> {
        let id: Int
        if let free = freeIDs.popLast() {
            id = free
        } else {
            id = nodes.count
            nodes.append(nil)
        }
        let node = make(id)
        nodes[id] = node
        return Attribute(id: id)
    }

    private func node(_ id: Int) -> Node? {
        id >= 0 && id < nodes.count ? nodes[id] : nil
    }

    private func checkedNode<Value>(_ attribute: Attribute<Value>) -> Node {
        guard let node = node(attribute.id) else {
            preconditionFailure("attribute #\(attribute.id) was removed or belongs to another graph")
        }
        return node
    }

    private func value<Value>(of node: Node, as type: Value.Type) -> Value {
        guard let typed = node as? ValueNode<Value>, let value = typed.value else {
            preconditionFailure("attribute #\(node.id) does not hold a \(Value.self) yet (a cycle?)")
        }
        return value
    }

    private func markDirty(_ node: Node) {
        guard !node.isDirty else { return }
        node.isDirty = true
        pending.append(node.id)
        for output in node.outputs {
            if let next = nodes[output] { markDirty(next) }
        }
    }

    private func recordDependency(of reader: Node, on input: Node) {
        if input.readMark != reader.computation {
            input.readMark = reader.computation
            reader.inputs.append(input.id)
            input.outputs.insert(reader.id)
        }
        if reader.level <= input.level {
            raiseLevel(of: reader, above: input.level)
        }
    }

    /// Keeps every node strictly above its inputs, so refreshing by level is refreshing in
    /// dependency order. Around a cycle there is no such order: the walk stops when it comes back
    /// to a node it is raising.
    private func raiseLevel(of node: Node, above level: Int) {
        guard node.level <= level, !node.isRaising else { return }
        node.isRaising = true
        defer { node.isRaising = false }
        node.level = level + 1
        for output in node.outputs {
            if let next = nodes[output], next !== node { raiseLevel(of: next, above: node.level) }
        }
    }

    /// Brings `node` up to date: its inputs first, then the node itself if any input changed since
    /// it was computed (or it animates and a frame is due).
    private func bringUpToDate(_ node: Node) {
        if node.trackSlot >= 0 { node.materialize(frame: frameNumber) }
        guard node.isDirty || !node.hasValue, !node.isComputing else { return }
        node.isComputing = true
        defer { node.isComputing = false }
        for input in node.inputs {
            if let inputNode = nodes[input] { bringUpToDate(inputNode) }
        }
        let inputsChanged = node.inputs.contains { (nodes[$0]?.changedEpoch ?? Int.max) > node.computedEpoch }
        node.isDirty = false
        if !node.hasValue || inputsChanged {
            recompute(node)
        }
    }

    private func recompute(_ node: Node) {
        let started = epoch
        swap(&node.inputs, &node.previousInputs)
        node.inputs.removeAll(keepingCapacity: true)
        computations += 1
        node.computation = computations
        evaluating.append(node)
        let changed = node.compute(in: self)
        evaluating.removeLast()
        // Edges change only when the reads did: most recomputes read the same attributes. An input
        // read this time carries this computation's mark.
        if node.inputs != node.previousInputs {
            for input in node.previousInputs {
                if let inputNode = nodes[input], inputNode.readMark != node.computation {
                    inputNode.outputs.remove(node.id)
                }
            }
        }
        node.hasValue = true
        epoch += 1
        node.computedEpoch = epoch
        if changed { node.changedEpoch = epoch }
        // Something the node read was written while it computed (by the node itself, or by code it
        // ran): it is dirty again, and what changed since it started counts.
        if node.isDirty { node.computedEpoch = started }
    }

    /// Refreshes every stale node, lowest level first. Bounded: attributes that keep invalidating
    /// themselves stop after ``maximumRefreshPasses`` passes and wait for the next update.
    private func refresh() {
        guard !isRefreshing else { return }
        isRefreshing = true
        defer { isRefreshing = false }
        var passes = 0
        while !pending.isEmpty, passes < Self.maximumRefreshPasses {
            passes += 1
            swap(&pending, &batch)
            pending.removeAll(keepingCapacity: true)
            // Sort by level in place (no copy): a node's inputs are refreshed before it.
            sortBatchByLevel()
            for id in batch {
                if let node = nodes[id], node.isDirty { bringUpToDate(node) }
            }
            batch.removeAll(keepingCapacity: true)
        }
    }

    /// Sorts `batch` by level in place with a heap sort: the standard library's sort may allocate a
    /// merge buffer, and a frame must not allocate.
    private func sortBatchByLevel() {
        let nodes = self.nodes
        func level(_ id: Int) -> Int { nodes[id]?.level ?? 0 }
        batch.withUnsafeMutableBufferPointer { ids in
            let count = ids.count
            guard count > 1 else { return }
            func siftDown(_ start: Int, _ end: Int) {
                var root = start
                while true {
                    var child = 2 * root + 1
                    guard child < end else { return }
                    if child + 1 < end, level(ids[child + 1]) > level(ids[child]) { child += 1 }
                    guard level(ids[child]) > level(ids[root]) else { return }
                    ids.swapAt(root, child)
                    root = child
                }
            }
            var start = count / 2 - 1
            while start >= 0 {
                siftDown(start, count)
                start -= 1
            }
            var end = count - 1
            while end > 0 {
                ids.swapAt(0, end)
                siftDown(0, end)
                end -= 1
            }
        }
    }

    /// How many rounds of invalidation one refresh follows before giving up.
    public static let maximumRefreshPasses = 64
}
