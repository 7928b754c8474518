import Foundation
import KinemaCore

/// The graph's storage for one attribute: its value, where it stands in dependency order, and its
/// edges. Typed subclasses know how to (re)compute the value.
@usableFromInline
package class Node {
    @usableFromInline package let id: Int
    // The fields marked unchecked are read and written by the graph alone, one access at a time
    // (updates and frames never overlap); checked, starting 100,000 animations spent a tenth of
    // its time in dynamic access checks.
    /// One more than the highest level among the node's inputs (inputs sit at level 0), so a
    /// node's inputs are always refreshed before it.
    @exclusivity(unchecked)
    var level = 0
    /// The update epoch in which the value last changed.
    @exclusivity(unchecked)
    var changedEpoch = 0
    /// The update epoch in which the value was last brought up to date.
    @exclusivity(unchecked)
    var computedEpoch = 0
    /// Whether an input (transitively) may have changed since the value was computed.
    @exclusivity(unchecked)
    var isDirty = false
    /// Whether the node is being computed right now (to break cycles).
    var isComputing = false
    /// Whether the node has a value at all yet.
    @usableFromInline @exclusivity(unchecked)
    var hasValue = false
    /// The generation of the node's slot (``Attribute``'s), so a handle to the attribute that held
    /// the slot before is told apart. (Declared after the flags, where it fills their padding.)
    var generation: UInt32 = 0
    /// Nodes this node read during its last computation.
    var inputs: [Int] = []
    /// The reads of the computation before (storage reused to compare edges without allocating).
    var previousInputs: [Int] = []
    /// The node's slot in its animation track while it animates, -1 otherwise. Frames write the
    /// presentation data there; the node's own value is brought in line when it is read.
    // Unchecked: drawing reads it for every moving item of every frame, never while it changes.
    @usableFromInline @exclusivity(unchecked)
    package internal(set) var trackSlot = -1
    /// The track that slot is in (an `AnimationTrack` of the node's data type), beside the slot:
    /// drawing reads both for every moving item of every frame. Declared in a generic subclass,
    /// it sat at an offset read from the subclass's metadata, on another cache line of the node.
    @usableFromInline @exclusivity(unchecked)
    package internal(set) var trackObject: AnyObject?
    /// Marks the node during a level-raising walk, so a cycle ends the walk.
    var isRaising = false
    /// Whether the node is an animatable attribute, so the graph can count the rules reading
    /// animatable attributes (frames visit moving attributes only while there are some).
    @exclusivity(unchecked)
    var isAnimatable = false
    /// The computation that last read this node (its number), so a reader records each input once
    /// in O(1), however many it reads.
    @exclusivity(unchecked)
    var readMark = 0
    /// Numbers this node's computations, for ``readMark``.
    var computation = 0
    /// Nodes that read this node during their last computation.
    // Unchecked: a frame reads it for every moving attribute; edges change only in updates.
    @usableFromInline @exclusivity(unchecked)
    var outputs: Set<Int> = []

    init(id: Int) {
        self.id = id
    }

    /// Recomputes the value; returns whether it changed.
    func compute(in graph: AttributeGraph) -> Bool {
        false
    }

    /// Brings the value in line with the presentation data frames wrote to the node's track slot.
    func materialize(frame: Int) {}

    /// The node's animation finished during a frame: it shows its model from now on.
    func animationDidFinish() {}

    /// Called when the node leaves the graph: ends whatever it was running.
    func cancel() {}

    /// The node's track dropped its animation because the graph is going away: the node no longer
    /// refers to the track (the track and the node referred to each other).
    func trackWasAbandoned() {
        trackSlot = -1
    }
}

/// A node holding a value of a known type; reading it is a class cast, never a boxing.
@usableFromInline
package class ValueNode<Value>: Node {
    /// `nil` until first computed (inputs start with a value).
    @usableFromInline @exclusivity(unchecked)
    package internal(set) var value: Value?
}

/// An input: a value set from outside.
final class InputNode<Value>: ValueNode<Value> {
    let isEqual: ((Value, Value) -> Bool)?

    init(id: Int, value: Value, isEqual: ((Value, Value) -> Bool)?) {
        self.isEqual = isEqual
        super.init(id: id)
        self.value = value
        hasValue = true
    }
}

/// A rule: a value computed by a closure from the attributes it reads.
final class RuleNode<Value>: ValueNode<Value> {
    let rule: () -> Value
    let isEqual: ((Value, Value) -> Bool)?

    init(id: Int, rule: @escaping () -> Value, isEqual: ((Value, Value) -> Bool)?) {
        self.rule = rule
        self.isEqual = isEqual
        super.init(id: id)
        isDirty = true
    }

    override func compute(in graph: AttributeGraph) -> Bool {
        let newValue = rule()
        defer { value = newValue }
        guard let old = value, let isEqual else { return true }
        return !isEqual(old, newValue)
    }
}

/// A rule that updates its previous value in place (a large value, like a display list, whose
/// storage a frame can reuse instead of allocating anew).
final class UpdatingRuleNode<Value>: ValueNode<Value> {
    let update: (inout Value?) -> Void

    init(id: Int, update: @escaping (inout Value?) -> Void) {
        self.update = update
        super.init(id: id)
        isDirty = true
    }

    override func compute(in graph: AttributeGraph) -> Bool {
        // Moved out first, so the value's storage is uniquely referenced while it changes.
        var current = value.take()
        update(&current)
        value = current
        return true
    }
}
