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
/// ## One owner
///
/// The graph is not thread-safe: it belongs to the execution context that creates it, and only
/// that context may drive it. The owner is the actor the graph is created on
/// (``init(time:isolation:)`` takes the caller's, `#isolation`), or the main actor when it is
/// created on the main thread or queue, or else the creating thread. It has no main-actor
/// requirement: a graph made on any thread or actor produces frames there. Work that arises
/// elsewhere (a clock's tick, a network reply) is handed to the owner, for instance with
/// `Task { @MainActor in … }` for a graph created on the main actor. An actor that keeps a graph
/// in a stored property, whose initializer runs outside the actor, names itself:
///
/// ```swift
/// actor Renderer {
///     lazy var graph = AttributeGraph(isolation: self)
/// }
/// ```
///
/// Debug builds check it: every entry point that changes the graph — making and removing
/// attributes, ``update(_:_:)``, `setValue`, reading through the subscript or ``peek(_:)`` (reads
/// bring rules up to date), ``advance(to:)`` and ``setTime(_:)`` — stops the program with a
/// precondition failure when called from anywhere else, naming the method and the owner. Release
/// builds neither store the owner nor check it.
///
/// ## Removed attributes
///
/// ``remove(_:)`` frees an attribute's slot for the next attribute made. Handles carry their
/// slot's generation, so a handle kept past its attribute's removal is detected, whatever now
/// holds the slot: reading or setting through it is a precondition failure naming the attribute
/// (see ``Attribute``), ``contains(_:)`` returns `false`, ``isAnimating(_:)`` returns `false` and
/// ``remove(_:)`` does nothing. A handle from another graph is detected only when its slot is empty
/// or of another generation there.
public final class AttributeGraph {
    // The fields marked unchecked are read for every attribute an update or a frame visits; one
    // thread drives a graph at a time and no access to them overlaps another, so dynamic checks
    // (a tenth of starting 100,000 animations) buy nothing.
    /// The graph's clock: the time of the latest frame or update, in seconds.
    @exclusivity(unchecked)
    public private(set) var time: TimeInterval

    /// The transaction of the update being applied (the empty transaction between updates and
    /// during frames).
    @exclusivity(unchecked)
    public private(set) var transaction = Transaction()

    private var nodes: [Node?] = []
    /// Empty slots, each with the generation its next attribute gets.
    private var freeSlots: [(id: Int, generation: UInt32)] = []
#if DEBUG
    /// Who may drive the graph (checked in debug builds only).
    private let owner: GraphOwner
#endif
    /// Incremented by every change, so "changed since computed" is a plain comparison.
    @exclusivity(unchecked)
    private var epoch = 1
    /// Nodes computing right now, innermost last: reads are recorded against the last one.
    private var evaluating: [Node] = []
    /// Stale nodes to refresh when the current update or frame closes.
    private var pending: [Int] = []
    /// Counts computations, to number them (see `Node.readMark`).
    private var computations = 0
    /// The batch being refreshed (kept to reuse its storage).
    private var batch: [Int] = []
    /// How many edges lead from animatable attributes to rules that read them. While there are
    /// none (the view layer reads presentations without edges), a frame has no rule to mark and
    /// does not visit the attributes that moved.
    private var animatableReadEdges = 0
    /// Running animations, one track per kind of animatable data.
    @exclusivity(unchecked)
    private var tracks: [AnimationTrackBase] = []
    @exclusivity(unchecked)
    private var tracksByKind: [ObjectIdentifier: AnimationTrackBase] = [:]
    /// The track `track(for:)` found last, and its data type (tracks are never removed).
    @exclusivity(unchecked)
    private var lastTrackKind: ObjectIdentifier?
    @exclusivity(unchecked)
    private var lastTrack: AnimationTrackBase?
    /// Numbers frames, so an animatable attribute knows whether its value shows the latest one.
    @usableFromInline @exclusivity(unchecked)
    package private(set) var frameNumber = 0
    /// The attributes whose presentation moved in the latest frame (reused storage).
    package private(set) var frameChanges: [Int] = []
    /// Whether updates list the animatable attributes whose presentation they moved, in
    /// ``presentationChanges`` (the view layer does, to patch its drawing).
    @usableFromInline @exclusivity(unchecked)
    package var recordsPresentationChanges = false
    /// The animatable attributes whose presentation moved in updates since the list was last
    /// cleared (while ``recordsPresentationChanges`` is on).
    @usableFromInline @exclusivity(unchecked)
    package var presentationChanges: [Int] = []
    private var updateDepth = 0
    private var isRefreshing = false
    /// Listeners for transaction completions registered during the current update.
    package var completionTracker = AnimationCompletionTracker()

    /// Creates an empty graph whose clock starts at `time`, owned by the caller's actor or thread.
    ///
    /// ```swift
    /// @MainActor final class Scene {
    ///     let graph = AttributeGraph()     // owned by the main actor: drive it from there
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - time: The clock's start, in seconds; NaN and infinities read as 0.
    ///   - isolation: The actor that owns the graph: by default the caller's (`#isolation`);
    ///     `nil` — the default outside any actor — makes the creating thread the owner. Debug builds
    ///     check every change to the graph against it (see "One owner" above).
    public init(time: TimeInterval = 0, isolation: (any Actor)? = #isolation) {
        self.time = time.isFinite ? time : 0
#if DEBUG
        owner = GraphOwner(isolation: isolation)
#endif
    }

    /// The graph owns its attributes and its tracks, and an animating attribute and its track
    /// refer to each other (the attribute reads its slot; the slot names its owner to step it and
    /// to end it). The graph breaks those links when it goes, so attributes animating at that
    /// moment are freed with it, with their animators and the completions waiting on them (which
    /// never run: nothing is left to finish). Nothing else, and no frame, pays for it.
    deinit {
        for track in tracks { track.abandonAll() }
    }

    // MARK: - Making attributes

    /// Creates an input attribute holding `value`; every `setValue` counts as a change.
    public func makeInput<Value>(_ value: Value) -> Attribute<Value> {
        checkOwner("makeInput(_:)")
        return insert { InputNode(id: $0, value: value, isEqual: nil) }
    }

    /// Creates an input attribute holding `value`; setting an equal value is not a change.
    public func makeInput<Value: Equatable>(_ value: Value) -> Attribute<Value> {
        checkOwner("makeInput(_:)")
        return insert { InputNode(id: $0, value: value, isEqual: ==) }
    }

    /// Creates a rule attribute computed by `rule`, which reads other attributes through the graph's
    /// subscript. It runs lazily, when first read, and again whenever something it read changed.
    public func makeRule<Value>(_ rule: @escaping () -> Value) -> Attribute<Value> {
        checkOwner("makeRule(_:)")
        return insert { RuleNode(id: $0, rule: rule, isEqual: nil) }
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
        checkOwner("makeRule(updating:)")
        return insert { UpdatingRuleNode(id: $0, update: update) }
    }

    /// Creates a rule attribute; an equal result does not count as a change, so what depends on it
    /// does not run again.
    public func makeRule<Value: Equatable>(_ rule: @escaping () -> Value) -> Attribute<Value> {
        checkOwner("makeRule(_:)")
        return insert { RuleNode(id: $0, rule: rule, isEqual: ==) }
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
        checkOwner("makeAnimatable(_:transaction:)")
        return insert { AnimatableNode(id: $0, source: source, transaction: transaction, graph: self) }
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
        checkOwner("makeAnimatableInput(_:)")
        return insert { AnimatableNode(id: $0, model: value, graph: self) }
    }

    /// Sets the model of an attribute made by ``makeAnimatableInput(_:)``: the change animates if
    /// `transaction` carries an animation (and does not disable animations). Outside an update, the
    /// change opens and closes one of its own.
    public func setValue<Value: Animatable>(_ value: Value, for attribute: Attribute<Value>, transaction: Transaction) {
        checkOwner("setValue(_:for:transaction:)")
        guard let node = checkedNode(attribute) as? AnimatableNode<Value> else {
            preconditionFailure("setValue(_:for:transaction:) needs an attribute made by makeAnimatableInput(_:)")
        }
        setValue(value, on: node, transaction: transaction)
    }

    /// ``setValue(_:for:transaction:)`` for a caller that holds the attribute's node (the view
    /// layer's animated values): no lookup, no cast.
    ///
    /// Inlinable, as the node's ``AnimatableNode/setModel(_:transaction:)`` is: the caller's
    /// specialisation takes the model without type metadata; the bookkeeping is not generic.
    @inlinable
    package func setValue<Value: Animatable>(_ value: Value, on node: AnimatableNode<Value>, transaction: Transaction) {
        guard isUpdating(checking: "setValue(_:for:transaction:)") else {
            setValueOutsideUpdate(value, on: node, transaction: transaction)
            return
        }
        if node.setModel(value, transaction: transaction) { modelDidChange(node) }
    }

    /// ``setValue(_:on:transaction:)`` outside an update: opens one of its own.
    @usableFromInline
    func setValueOutsideUpdate<Value: Animatable>(_ value: Value, on node: AnimatableNode<Value>, transaction: Transaction) {
        update(Transaction.current ?? Transaction()) { setValue(value, on: node, transaction: transaction) }
    }

    /// Whether an update is open (in debug builds, after checking the caller owns the graph).
    @usableFromInline
    func isUpdating(checking entry: StaticString) -> Bool {
        checkOwner(entry)
        return updateDepth > 0
    }

    /// An animatable node's model changed its value: its readers are dirty.
    @usableFromInline
    func modelDidChange(_ node: Node) {
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
        // Animations start in runs of one kind (an update starting 100,000 scale effects): the
        // last track found answers without hashing (the lookup was 1.7 % of such an update).
        let kind = ObjectIdentifier(type)
        if kind == lastTrackKind, let last = lastTrack {
            return unsafeDowncast(last, to: AnimationTrack<V>.self)
        }
        let track: AnimationTrack<V>
        if let existing = tracksByKind[kind] {
            track = unsafeDowncast(existing, to: AnimationTrack<V>.self)
        } else {
            track = AnimationTrack<V>()
            tracksByKind[kind] = track
            tracks.append(track)
        }
        (lastTrackKind, lastTrack) = (kind, track)
        return track
    }

    /// Removes an attribute; reading or setting it afterwards is a programming error, detected
    /// even once its slot holds a new attribute (see ``Attribute``). What read it recomputes on its
    /// next refresh without it. Removing an attribute that is already gone does nothing.
    public func remove<Value>(_ attribute: Attribute<Value>) {
        checkOwner("remove(_:)")
        guard let node = liveNode(attribute) else { return }
        for input in node.inputs {
            if let inputNode = nodes[input] { removeEdge(from: inputNode, to: node.id) }
        }
        if node.isAnimatable { animatableReadEdges -= node.outputs.count }
        for output in node.outputs {
            guard let reader = nodes[output] else { continue }
            // The reader recomputes even if a new attribute takes this one's slot first (its
            // inputs list the slot, and a new attribute there has not changed since).
            reader.computedEpoch = -1
            markDirty(reader)
        }
        node.cancel()
        nodes[node.id] = nil
        freeSlots.append((node.id, node.generation &+ 1))
        if updateDepth == 0 && !isRefreshing { runCompletions() }
    }

    /// Whether `attribute` is one of the graph's live attributes: `false` once it was removed,
    /// even after a new attribute took its slot.
    ///
    /// ```swift
    /// let badge = graph.makeInput(3)
    /// graph.contains(badge)   // true
    /// graph.remove(badge)
    /// graph.contains(badge)   // false
    /// ```
    public func contains<Value>(_ attribute: Attribute<Value>) -> Bool {
        liveNode(attribute) != nil
    }

    /// The number of live attributes.
    public var attributeCount: Int {
        nodes.count - freeSlots.count
    }

    // MARK: - Reading and writing

    /// The attribute's current value, brought up to date first. Read inside a rule, the rule comes
    /// to depend on it.
    public subscript<Value>(attribute: Attribute<Value>) -> Value {
        checkOwner("subscript(_:)")
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
        checkOwner("peek(_:)")
        let node = checkedNode(attribute)
        bringUpToDate(node)
        return value(of: node, as: Value.self)
    }

    /// Sets an input attribute's value. Outside an update, the change opens and closes one of its
    /// own under the current transaction (see ``update(_:_:)``).
    public func setValue<Value>(_ value: Value, for attribute: Attribute<Value>) {
        checkOwner("setValue(_:for:)")
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
        checkOwner("update(_:_:)")
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

    /// Whether `attribute` (an animatable attribute) is animating right now; `false` for a removed
    /// one.
    public func isAnimating<Value>(_ attribute: Attribute<Value>) -> Bool {
        liveNode(attribute).map { $0.trackSlot >= 0 } ?? false
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
        checkOwner("advance(to:)")
        guard time.isFinite, time >= self.time else { return }
        self.time = time
        frameChanges.removeAll(keepingCapacity: true)
        guard isAnimating else { return }
        epoch += 1
        frameNumber += 1
        for track in tracks where track.count > 0 {
            track.step(at: time, changes: &frameChanges)
        }
        // Rules that read a moving attribute through the graph recompute. The view layer reads
        // presentations without edges, so a frame of effects marks nothing, and does not even
        // visit the attributes that moved (at a million, that visit was 10 % of a frame).
        // (One read of `nodes` for the loop: a read per moving attribute would pay a dynamic
        // exclusivity check each time.)
        if animatableReadEdges > 0 {
            let nodes = self.nodes
            for id in frameChanges {
                guard let node = nodes[id], !node.outputs.isEmpty else { continue }
                node.changedEpoch = epoch
                for output in node.outputs {
                    if let next = nodes[output] { markDirty(next) }
                }
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
        checkOwner("setTime(_:)")
        guard time.isFinite, time >= self.time else { return }
        self.time = time
    }

    // MARK: - Internals

    /// In debug builds, stops the program unless the caller is the graph's owner (see "One
    /// owner"); `entry` names the method called. Release builds compile it to nothing.
    @inline(__always)
    private func checkOwner(_ entry: StaticString) {
#if DEBUG
        owner.check(entry)
#endif
    }

    private func insert<Value>(_ make: (Int) -> ValueNode<Value>) -> Attribute<Value> {
        let id: Int
        let generation: UInt32
        if let free = freeSlots.popLast() {
            (id, generation) = free
        } else {
            (id, generation) = (nodes.count, 0)
            nodes.append(nil)
        }
        let node = make(id)
        node.generation = generation
        nodes[id] = node
        return Attribute(id: id, generation: generation)
    }

    /// The node of `attribute`, or `nil` if it was removed (its slot empty, or holding a later
    /// generation) or never belonged to this graph.
    private func liveNode<Value>(_ attribute: Attribute<Value>) -> Node? {
        let id = attribute.id
        guard id >= 0, id < nodes.count, let node = nodes[id], node.generation == attribute.generation else {
            return nil
        }
        return node
    }

    /// The node of `attribute`, which must be live: reads and writes go through here, so a stale
    /// handle stops with a message instead of reaching whatever holds its slot now. (One compare
    /// on the node being fetched anyway; frames never come here.)
    @inline(__always)
    private func checkedNode<Value>(_ attribute: Attribute<Value>) -> Node {
        guard let node = liveNode(attribute) else { staleAttribute(attribute) }
        return node
    }

    /// The precondition failure for a handle whose attribute is gone, saying what happened to it.
    @inline(never)
    private func staleAttribute<Value>(_ attribute: Attribute<Value>) -> Never {
        let id = attribute.id
        guard id >= 0, id < nodes.count else {
            preconditionFailure("\(attribute) does not belong to this graph (it has \(nodes.count) slots)")
        }
        guard let occupant = nodes[id] else {
            preconditionFailure("\(attribute) was removed from its graph (AttributeGraph.remove(_:)); its handle is stale")
        }
        preconditionFailure(
            "\(attribute) was removed from its graph (AttributeGraph.remove(_:)) and its slot now holds another "
                + "attribute (generation \(occupant.generation)): the handle is stale (or from another graph)")
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

    /// Forgets that `reader` reads `input`.
    private func removeEdge(from input: Node, to reader: Int) {
        if input.outputs.remove(reader) != nil, input.isAnimatable { animatableReadEdges -= 1 }
    }

    private func recordDependency(of reader: Node, on input: Node) {
        if input.readMark != reader.computation {
            input.readMark = reader.computation
            reader.inputs.append(input.id)
            if input.outputs.insert(reader.id).inserted, input.isAnimatable { animatableReadEdges += 1 }
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
                    removeEdge(from: inputNode, to: node.id)
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
