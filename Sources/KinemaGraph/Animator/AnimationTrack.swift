import Foundation
import KinemaCore

/// The running animations of one kind of animatable data, whatever its vector type.
///
/// The graph keeps one track per data type (`Double`, `AnimatablePair<CGFloat, CGFloat>`, …) and
/// steps every track once per frame. Nothing in a frame goes through the graph's dependency
/// machinery: a track's loop writes presentation data, and the graph hands the ids of the
/// attributes that moved to whoever draws.
@usableFromInline
package class AnimationTrackBase {
    /// The number of animations running on this track.
    package var count: Int { 0 }

    /// Steps every animation to `time`; appends the id of every attribute whose presentation
    /// moved to `changes`, and ends the animations that finished.
    func step(at time: TimeInterval, changes: inout [Int]) {}

    /// The graph is going away: drops every running animation without ending it (its completions
    /// never run) and lets go of the owners, which hold the track in turn: without this the two
    /// would keep each other alive after the graph.
    func abandonAll() {}
}

/// Running animations of data of type `V`, in contiguous storage: the animators, their model
/// data and their presentation data side by side, indexed by slot, each owned by one animatable
/// attribute (whose ``Node/trackSlot`` is its index). Removal swaps the last slot in, so the
/// storage stays dense.
///
/// Slots live in fixed-size chunks rather than one growing array: starting 100,000 animations
/// then touches each byte of storage once, where a doubling array copies everything it holds at
/// every growth (and, on a fresh process, pays the kernel for zeroing each new page twice). A
/// frame steps each chunk in one tight loop.
@usableFromInline
package final class AnimationTrack<V: VectorArithmetic>: AnimationTrackBase {
    /// Slots per chunk (a power of two, so a slot's chunk and offset are a shift and a mask).
    @usableFromInline static var chunkShift: Int { 12 }
    @usableFromInline static var chunkSize: Int { 1 << chunkShift }

    // (A chunk's arrays are unchecked: the track alone touches them, one access at a time, for
    // every animation an update starts or a frame steps.)
    @usableFromInline
    final class Chunk {
        @exclusivity(unchecked)
        var animators: ContiguousArray<Animator<V>> = []
        @exclusivity(unchecked)
        var models: ContiguousArray<V> = []
        /// (Exclusivity unchecked: drawing reads it for every moving item, never while a step
        /// writes it.)
        @usableFromInline @exclusivity(unchecked)
        var presented: ContiguousArray<V> = []
        @exclusivity(unchecked)
        var owners: ContiguousArray<Node> = []
        /// The owners' ids, side by side: a frame lists them without visiting each owner (at a
        /// million animations, reading `owner.id` was a cache miss per animation, 14 % of a frame).
        @exclusivity(unchecked)
        var ownerIDs: ContiguousArray<Int> = []

        init() {
            animators.reserveCapacity(AnimationTrack.chunkSize)
            models.reserveCapacity(AnimationTrack.chunkSize)
            presented.reserveCapacity(AnimationTrack.chunkSize)
            owners.reserveCapacity(AnimationTrack.chunkSize)
            ownerIDs.reserveCapacity(AnimationTrack.chunkSize)
        }
    }

    /// Full chunks, then the last one (never empty while the track runs anything).
    @usableFromInline @exclusivity(unchecked)
    var chunks: ContiguousArray<Chunk> = []
    @exclusivity(unchecked)
    private var slotCount = 0
    /// Slots that finished in the current step (reused storage).
    @exclusivity(unchecked)
    private var finished: [Int] = []

    override package var count: Int { slotCount }

    /// The presentation data of `slot` as of the last frame or update.
    @inlinable @inline(__always)
    package func presented(_ slot: Int) -> V {
        chunks[slot &>> Self.chunkShift].presented[slot & (Self.chunkSize - 1)]
    }

    @inline(__always)
    private func locate(_ slot: Int) -> (chunk: Chunk, offset: Int) {
        (chunks[slot &>> Self.chunkShift], slot & (Self.chunkSize - 1))
    }

    /// Starts animating `interval` with `animation` at `time` for `owner`, whose model data is
    /// `model`; returns the slot. (The animator is made in place: it is a few hundred bytes.)
    func start(
        _ animation: Animation, interval: V, at time: TimeInterval, model: V, owner: Node,
        environment: EnvironmentValues = EnvironmentValues()
    ) -> Int {
        if slotCount == chunks.count << Self.chunkShift { chunks.append(Chunk()) }
        let chunk = chunks[slotCount &>> Self.chunkShift]
        chunk.animators.append(Animator(animation: animation, interval: interval, at: time, environment: environment))
        chunk.models.append(model)
        chunk.presented.append(model)
        chunk.owners.append(owner)
        chunk.ownerIDs.append(owner.id)
        owner.trackSlot = slotCount
        slotCount += 1
        return slotCount - 1
    }

    /// A new change for the animation in `slot`.
    func combine(slot: Int, with animation: Animation, interval: V, at time: TimeInterval) {
        let (chunk, offset) = locate(slot)
        chunk.animators[offset].combine(with: animation, interval: interval, at: time)
    }

    /// Starts the animation just put in `slot` at the tracked `velocity` (see
    /// ``Animator/startMoving(at:)``).
    func startMoving(slot: Int, at velocity: V) {
        let (chunk, offset) = locate(slot)
        chunk.animators[offset].startMoving(at: velocity)
    }

    /// Registers a transaction's listeners with the animation in `slot`.
    func add(_ listeners: [AnimationListener], slot: Int) {
        let (chunk, offset) = locate(slot)
        chunk.animators[offset].add(listeners)
    }

    /// Sets the model data of `slot` and evaluates its animation at `time`; returns the
    /// presentation data, or `nil` when the animation finished (the slot is then gone).
    func update(slot: Int, model: V, at time: TimeInterval) -> V? {
        let (chunk, offset) = locate(slot)
        chunk.models[offset] = model
        var shown = model
        if chunk.animators[offset].update(&shown, at: time) {
            var animator = remove(slot: slot)
            animator.end()
            return nil
        }
        chunk.presented[offset] = shown
        return shown
    }

    /// Removes the animation in `slot` and returns it (to end it); the last slot moves in.
    @discardableResult
    func remove(slot: Int) -> Animator<V> {
        let (chunk, offset) = locate(slot)
        chunk.owners[offset].trackSlot = -1
        let lastChunk = locate(slotCount - 1).chunk
        let animator: Animator<V>
        if slot != slotCount - 1 {
            // The last slot's contents move into `slot`; the removed animator comes back out.
            animator = chunk.animators[offset]
            chunk.animators[offset] = lastChunk.animators.removeLast()
            chunk.models[offset] = lastChunk.models.removeLast()
            chunk.presented[offset] = lastChunk.presented.removeLast()
            chunk.owners[offset] = lastChunk.owners.removeLast()
            chunk.ownerIDs[offset] = lastChunk.ownerIDs.removeLast()
            chunk.owners[offset].trackSlot = slot
        } else {
            animator = lastChunk.animators.removeLast()
            lastChunk.models.removeLast()
            lastChunk.presented.removeLast()
            lastChunk.owners.removeLast()
            lastChunk.ownerIDs.removeLast()
        }
        slotCount -= 1
        // An emptied chunk beyond the next one to fill goes: a track that ran a million
        // animations gives their storage back as they finish.
        if chunks.count > 1, slotCount <= (chunks.count - 2) << Self.chunkShift { chunks.removeLast() }
        return animator
    }

    override func abandonAll() {
        for chunk in chunks {
            for owner in chunk.owners { owner.trackWasAbandoned() }
        }
        chunks = []
        slotCount = 0
    }

    override func step(at time: TimeInterval, changes: inout [Int]) {
        finished.removeAll(keepingCapacity: true)
        // Index loops: this body is generic (called through the base class), and iterating a
        // collection of a generic element type here would allocate on every frame.
        var index = 0
        while index < chunks.count {
            let chunk = chunks[index]
            if !chunk.animators.isEmpty {
                stepAnimators(
                    &chunk.animators, models: chunk.models, presented: &chunk.presented, at: time,
                    base: index << Self.chunkShift, finished: &finished)
                changes.append(contentsOf: chunk.ownerIDs)
            }
            index += 1
        }
        // Highest slot first, so the slots still to remove do not move.
        for slot in finished.reversed() {
            let (chunk, offset) = locate(slot)
            let owner = chunk.owners[offset]
            var animator = remove(slot: slot)
            animator.end()
            owner.animationDidFinish()
        }
    }
}

/// One frame of a chunk of animators, in one loop over contiguous storage. Pre-specialised
/// for the data of the built-in effects and layout frames, so the loop runs without type-metadata
/// lookups; the animations themselves are inlined into it (see `Animation.animate`).
@_specialize(where V == Double)
@_specialize(where V == CGFloat)
@_specialize(where V == AnimatablePair<CGFloat, CGFloat>)
@_specialize(where V == AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>)
@_specialize(where V == PackedAnimatableData)
@_specialize(where V == AnimatablePair<Double, Double>)
@_specialize(where V == AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>)
func stepAnimators<V: VectorArithmetic>(
    _ animators: inout ContiguousArray<Animator<V>>, models: ContiguousArray<V>, presented: inout ContiguousArray<V>,
    at time: TimeInterval, base: Int, finished: inout [Int]
) {
    animators.withUnsafeMutableBufferPointer { animators in
        presented.withUnsafeMutableBufferPointer { presented in
            models.withUnsafeBufferPointer { models in
                for slot in 0..<animators.count {
                    var shown = models[slot]
                    if animators[slot].update(&shown, at: time) {
                        presented[slot] = models[slot]
                        finished.append(base + slot)
                    } else {
                        presented[slot] = shown
                    }
                }
            }
        }
    }
}

/// What an animatable attribute does with new model data `data` (its previous model data was
/// `previous`, its presentation data `shown`; either may not exist yet) under `transaction`: a
/// change under an animation starts one on `graph`'s track for the data type, or joins the one
/// running; then the running animation, if any, is evaluated at the graph's time. Writes the new
/// presentation data into `shown` and returns whether it moved.
///
/// No parameter is an optional of `V`: the generic entry point would look up the optional's type
/// metadata on every call before dispatching to a specialisation.
///
/// Pre-specialised for the data of the built-in effects and layout frames: starting 100,000
/// animations in one update runs this 100,000 times, so it must not look up type metadata.
@_specialize(where V == Double)
@_specialize(where V == CGFloat)
@_specialize(where V == AnimatablePair<CGFloat, CGFloat>)
@_specialize(where V == AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>)
@_specialize(where V == PackedAnimatableData)
@_specialize(where V == AnimatablePair<Double, Double>)
@_specialize(where V == AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>)
@usableFromInline
func takeModelData<V: VectorArithmetic>(
    _ data: V, previous: V, hasPrevious: Bool, shown: inout V, hasShown: Bool, transaction: () -> Transaction,
    owner: Node, track: inout AnimationTrack<V>?, tracker: inout VelocityTrackerBase?, graph: AttributeGraph
) -> Bool {
    // Only forwards: the generic entry point picks the specialisation before anything else, and a
    // body with locals of unknown size would first look up their type metadata (an optional of
    // `V`) on every call, specialised or not.
    takeModelDataBody(
        data, previous: previous, hasPrevious: hasPrevious, shown: &shown, hasShown: hasShown,
        transaction: transaction, owner: owner, track: &track, tracker: &tracker, graph: graph)
}

// Never inlined: inlined into the generic entry point, its locals (an animator, an optional
// one) had their type metadata looked up on every call before the entry point dispatched to a
// specialisation (720 instructions a view when starting 100,000 animations). The specialised
// entry points call their own specialisation of it.
@inline(never)
private func takeModelDataBody<V: VectorArithmetic>(
    _ data: V, previous: V, hasPrevious: Bool, shown: inout V, hasShown: Bool, transaction: () -> Transaction,
    owner: Node, track: inout AnimationTrack<V>?, tracker: inout VelocityTrackerBase?, graph: AttributeGraph
) -> Bool {
    if hasPrevious, previous != data {
        let transaction = transaction()
        if let animation = transaction.animation, !transaction.disablesAnimations {
            let delta = data - previous
            let listeners = transaction.animationCompletions.isEmpty
                ? [] : graph.completionTracker.listeners(for: transaction)
            if let running = track, owner.trackSlot >= 0 {
                running.combine(slot: owner.trackSlot, with: animation, interval: delta, at: graph.time)
                if !listeners.isEmpty { running.add(listeners, slot: owner.trackSlot) }
            } else {
                let newTrack = graph.track(for: V.self)
                track = newTrack
                let slot = newTrack.start(
                    animation, interval: delta, at: graph.time, model: previous, owner: owner,
                    environment: transaction.animationEnvironment)
                if let measured = tracker, let velocity = trackedVelocity(measured, as: V.self, at: graph.time) {
                    newTrack.startMoving(slot: slot, at: velocity)
                }
                if !listeners.isEmpty { newTrack.add(listeners, slot: slot) }
            }
            // The animation has taken the measured motion over.
            tracker = nil
        } else if transaction.tracksVelocity {
            // A tracked change shows at once, replacing any running animation (it ends, as a
            // merged-away one does), and is sampled: a later animation starts at its velocity.
            if let running = track, owner.trackSlot >= 0 {
                var animator = running.remove(slot: owner.trackSlot)
                animator.end()
                track = nil
            }
            let measured = tracker.map { unsafeDowncast($0, to: VelocityTracker<V>.self) } ?? VelocityTracker<V>()
            measured.sampler.addSample(data, time: graph.time)
            tracker = measured
        } else if let measured = tracker {
            // An untracked jump is not motion: the samples move with it.
            unsafeDowncast(measured, to: VelocityTracker<V>.self).sampler.shift(by: data - previous)
        }
    }
    var presentation = data
    if let running = track, owner.trackSlot >= 0 {
        if let value = running.update(slot: owner.trackSlot, model: data, at: graph.time) {
            presentation = value
        } else {
            track = nil
        }
    }
    let moved = !hasShown || shown != presentation
    shown = presentation
    return moved
}

/// The velocity `tracker` measured, for an animation starting at `time` (`nil` when none is left).
private func trackedVelocity<V: VectorArithmetic>(_ tracker: VelocityTrackerBase, as type: V.Type, at time: TimeInterval) -> V? {
    unsafeDowncast(tracker, to: VelocityTracker<V>.self).velocity(at: time)
}
