import Foundation
import KinemaCore

/// An animatable attribute: holds a model value and shows its presentation value.
///
/// The model comes either from a source attribute (``AttributeGraph/makeAnimatable(_:transaction:)``)
/// or is set directly with the transaction it changes under
/// (``AttributeGraph/makeAnimatableInput(_:)``, what the view layer's effects use: one node per
/// effect, no edges). When the model's animatable data changes under a transaction with an
/// animation (and without `disablesAnimations`), the change is animated by an ``Animator`` held in
/// the graph's ``AnimationTrack`` for the data type; otherwise it shows at once (shifting any
/// running animation with it).
///
/// Frames never recompute the node: the track steps the animator and writes presentation data to
/// the node's slot. The node's own `value` catches up when it is read (``materialize(frame:)``);
/// drawing reads the slot directly through ``AnimatablePresentation``.
@usableFromInline
package final class AnimatableNode<Value: Animatable>: ValueNode<Value> {
    /// Where a derived node's model comes from (`nil` for a node whose model is set directly,
    /// as every view-layer effect's is: kept apart, it costs those nodes one word, not five).
    private let link: SourceLink?
    /// The latest model value. (Exclusivity unchecked, like the fields below: drawing reads them
    /// for every moving item of every frame, and nothing writes them while a frame draws.)
    @usableFromInline @exclusivity(unchecked)
    package internal(set) var model: Value?
    @usableFromInline @exclusivity(unchecked)
    var modelData: Value.AnimatableData = .zero
    @usableFromInline @exclusivity(unchecked)
    var hasModelData = false
    /// Whether the data animates as one ``PackedAnimatableData``: data of five to sixteen numbers
    /// made only of doubles (a shadow's colour, radius and offset; a custom view's nest of pairs).
    /// The animation machinery is specialised for the packed type, where a nest of generic
    /// `AnimatablePair`s looks up type metadata for every operation at every level. Smaller data
    /// has specialisations of its own. Decided once per node. (Beside
    /// `hasModelData`: the two flags share a word.)
    @usableFromInline let packs: Bool
    /// The animatable data of `value`, kept beside it: generic code reading it out of the optional
    /// `value` would look up the optional's type metadata on every update.
    @usableFromInline @exclusivity(unchecked)
    var shownData: Value.AnimatableData = .zero
    /// The track holding the running animation, while the node animates (``Node/trackSlot`` ≥ 0):
    /// ``Node/trackObject``, typed.
    @inlinable
    package internal(set) var track: AnimationTrack<Value.AnimatableData>? {
        @inline(__always) get {
            guard let trackObject else { return nil }
            return unsafeDowncast(trackObject, to: AnimationTrack<Value.AnimatableData>.self)
        }
        set { trackObject = newValue }
    }
    /// The track holding the running animation when the data animates packed (see `packs`).
    @usableFromInline @exclusivity(unchecked)
    package internal(set) var packedTrack: AnimationTrack<PackedAnimatableData>?
    /// The velocity measured while the model changed under velocity-tracking transactions, for
    /// the next animation to start with (`nil` until such a change).
    @usableFromInline @exclusivity(unchecked)
    var velocityTracker: VelocityTrackerBase?
    /// The frame whose presentation `value` shows.
    @usableFromInline @exclusivity(unchecked)
    var materializedFrame = 0
    /// Unchecked: the graph owns its nodes, so it outlives them.
    @usableFromInline unowned(unsafe) let graph: AttributeGraph

    /// A derived node's source attribute and the transaction attribute its changes animate under.
    private final class SourceLink {
        let source: Attribute<Value>
        let transaction: Attribute<Transaction>?
        /// The source's node, looked up once.
        var sourceNode: ValueNode<Value>?

        init(source: Attribute<Value>, transaction: Attribute<Transaction>?) {
            self.source = source
            self.transaction = transaction
        }
    }

    init(id: Int, source: Attribute<Value>?, transaction: Attribute<Transaction>?, graph: AttributeGraph) {
        link = source.map { SourceLink(source: $0, transaction: transaction) }
        self.graph = graph
        let size = MemoryLayout<Value.AnimatableData>.size
        packs = size > 32 && size <= 128 && packedSlotCount(of: Value.AnimatableData.self) != nil
        super.init(id: id)
        isDirty = source != nil
        isAnimatable = true
    }

    /// The handle of the attribute this node is, for as long as it is in its graph.
    package var attribute: Attribute<Value> { Attribute(id: id, generation: generation) }

    /// A node whose model is set directly: it starts with `model` as its value.
    convenience init(id: Int, model: Value, graph: AttributeGraph) {
        self.init(id: id, source: nil, transaction: nil, graph: graph)
        self.model = model
        modelData = model.animatableData
        hasModelData = true
        shownData = modelData
        value = model
        hasValue = true
    }

    override func compute(in graph: AttributeGraph) -> Bool {
        guard let link else { return false }
        let sourceNode = link.sourceNode ?? graph.valueNode(link.source)
        link.sourceNode = sourceNode
        let model = graph.read(sourceNode)
        return apply(model) {
            link.transaction.map { graph.peek($0) } ?? graph.transaction
        }
    }

    /// Sets a new model under `transaction` (a directly set node); returns whether the value changed.
    ///
    /// Inlinable, with ``apply(_:transaction:)``: the view layer's effects call it from code
    /// specialised for their value type, where the value's copies and its optionals need no type
    /// metadata (in this module's generic code, looking up `Value?` alone cost 325 instructions
    /// of each animation started).
    @inlinable
    package func setModel(_ model: Value, transaction: Transaction) -> Bool {
        apply(model) { transaction }
    }

    /// Takes a new model: animates the change of its data if the transaction asks for it, and
    /// shows the presentation as of the graph's time. Returns whether the value changed.
    @inlinable
    func apply(_ model: Value, transaction: () -> Transaction) -> Bool {
        let data = model.animatableData
        // The data-level work (compare, start or merge the animation, evaluate it) runs in a
        // function pre-specialised for the built-in data types: no type-metadata lookups. (No
        // optional of the data type is made here, for the same reason.)
        var shown = shownData
        let moved: Bool
        if packs {
            var packedShown = PackedAnimatableData(), packedData = PackedAnimatableData()
            var packedPrevious = PackedAnimatableData()
            packedShown.store(shown, at: 0)
            packedData.store(data, at: 0)
            packedPrevious.store(modelData, at: 0)
            moved = takeModelData(
                packedData, previous: packedPrevious, hasPrevious: hasModelData, shown: &packedShown,
                hasShown: hasValue, transaction: transaction, owner: self, track: &packedTrack,
                tracker: &velocityTracker, graph: graph)
            packedShown.load(into: &shown, at: 0)
        } else {
            moved = takeModelData(
                data, previous: modelData, hasPrevious: hasModelData, shown: &shown, hasShown: hasValue,
                transaction: transaction, owner: self, track: &track, tracker: &velocityTracker, graph: graph)
        }
        modelData = data
        hasModelData = true
        self.model = model
        var presentation = model
        if track != nil || packedTrack != nil {
            presentation.animatableData = shown
            shownData = shown
        } else {
            shownData = data
        }
        materializedFrame = graph.frameNumber
        let isFirst = !hasValue
        // Same data: parts of the value that do not animate (a label, say) may have changed.
        // Without readers, whether the value "changed" only bumps an epoch: no need for this
        // dynamic equality, the costliest step of starting an animation.
        let changed = isFirst || moved || outputs.isEmpty || !areEqualIfEquatable(value!, presentation)
        value = presentation
        hasValue = true
        if graph.recordsPresentationChanges, moved || isFirst { graph.presentationChanges.append(id) }
        return changed
    }

    /// The presentation value as of the latest frame or update, read from the running
    /// animation's track slot: what drawing reads for every moving item of every frame.
    ///
    /// Inlinable, and read here rather than by the caller: the fields' unchecked exclusivity is
    /// decided in this module, so the inlined reads carry no dynamic access checks (a caller in
    /// another module reading the fields itself would check each one).
    @inlinable @inline(__always)
    public var presentation: Value {
        let slot = trackSlot
        if slot >= 0, var shown = model {
            if let track {
                shown.animatableData = track.presented(slot)
                return shown
            }
            if let packedTrack {
                shown.animatableData = unpacked(packedTrack.presented(slot))
                return shown
            }
        }
        return value ?? model!
    }

    /// Copies the running animation's presentation data into `data`, for a node whose data type
    /// *is* ``PackedAnimatableData`` (a caller checks that once); returns `false`, leaving `data`
    /// alone, while nothing animates. Read through the track's concrete type, so a caller generic
    /// over the value (a shape layer over its shape) pays no type-metadata lookup for it, and
    /// written straight into the caller's vector (returned as an optional, the 129 bytes went
    /// through two `memcpy` calls). Not inlinable on purpose: as a method it takes the node's type
    /// from the node itself, where inlined generic code would look it up.
    package func readPackedPresentation(into data: inout PackedAnimatableData) -> Bool {
        assert(Value.AnimatableData.self == PackedAnimatableData.self, "packed data read from a node of another data type")
        let slot = trackSlot
        guard slot >= 0, let trackObject else { return false }
        data = unsafeDowncast(trackObject, to: AnimationTrack<PackedAnimatableData>.self).presented(slot)
        return true
    }

    /// Packed presentation data as the value's own data type.
    @usableFromInline
    func unpacked(_ packed: PackedAnimatableData) -> Value.AnimatableData {
        var data = modelData
        packed.load(into: &data, at: 0)
        return data
    }

    /// The presentation value's animatable data, read without building the value (so a setter on
    /// `animatableData` runs only where the caller sets it).
    @inlinable @inline(__always)
    public var presentationData: Value.AnimatableData {
        let slot = trackSlot
        if slot >= 0, let track { return track.presented(slot) }
        if slot >= 0, let packedTrack { return unpacked(packedTrack.presented(slot)) }
        return (value ?? model!).animatableData
    }

    override func materialize(frame: Int) {
        guard materializedFrame != frame, track != nil || packedTrack != nil, trackSlot >= 0,
              var presentation = model else { return }
        materializedFrame = frame
        shownData = track.map { $0.presented(trackSlot) } ?? unpacked(packedTrack!.presented(trackSlot))
        presentation.animatableData = shownData
        value = presentation
    }

    override func animationDidFinish() {
        track = nil
        packedTrack = nil
        value = model
        shownData = modelData
        materializedFrame = graph.frameNumber
    }

    override func trackWasAbandoned() {
        super.trackWasAbandoned()
        track = nil
        packedTrack = nil
    }

    override func cancel() {
        guard trackSlot >= 0 else { return }
        if let track {
            var animator = track.remove(slot: trackSlot)
            animator.end()
            self.track = nil
        } else if let packedTrack {
            var animator = packedTrack.remove(slot: trackSlot)
            animator.end()
            self.packedTrack = nil
        }
    }
}
