import Foundation

/// The animations of one value that a runtime has stacked, one per change that did not merge,
/// folded into a single animation: SwiftUI's combining animation.
///
/// Built by ``combineAnimation(into:context:interval:elapsed:newAnimation:newInterval:)`` when a
/// value changes again while it animates and the new animation does not
/// ``CustomAnimation/shouldMerge(previous:value:time:context:)``. Each entry is an animation and the
/// time, since the first entry began, at which it started. The context's `AnimationState.combined`
/// slot holds, per entry, its target (the total change animated before it began plus its own) and
/// its own state.
///
/// Each frame folds the entries in order from zero. A finished entry sets the result to its target.
/// A running entry animates the distance still left from the result so far to its target, and adds
/// what it covers; the first time it returns `nil` it is marked finished. So each animation starts
/// from wherever the earlier ones have got to and carries the value on to its own target, and the
/// last entry alone decides the end: the fold returns `nil` when the last entry finishes, and
/// reports the last entry's logical completion.
///
/// ```swift
/// // linear(1 s) from 0 to 100 at t = 0, then linear(1 s) to 200 at t = 0.5. At t = 0.75,
/// // entry 0 covers 75 of its 100, and entry 1 covers 25% of the 200 − 75 left: 75 + 31.25 = 106.25.
/// ```
///
/// The `value` passed to ``animate(value:time:context:)`` is ignored, as in SwiftUI: the targets
/// come from the state, and the runtime passes the total change, which is the last target. A
/// context that the combiner did not prepare (no slot, or one whose entry count differs) ends the
/// animation at once, as in SwiftUI.
///
/// Stepping it does not allocate provided the context's state is the only reference to the slot:
/// a runtime that keeps a second copy of the state while it steps makes the slot's array copy on
/// every frame.
package struct CombinedAnimation: CustomAnimation {
    /// One stacked animation and when it began.
    package struct Entry: Hashable, Sendable {
        /// The animation the change asked for.
        package var animation: Animation
        /// Seconds from the start of the first entry to the start of this one.
        package var elapsed: TimeInterval

        /// Creates an entry.
        package init(animation: Animation, elapsed: TimeInterval) {
            self.animation = animation
            self.elapsed = elapsed
        }
    }

    /// The animations in the order they began; each has a matching slot entry.
    package var entries: [Entry]

    /// Creates a combination of `entries`, which needs a context prepared with a matching slot.
    package init(entries: [Entry]) {
        self.entries = entries
    }

    /// The step, in seconds, by which ``velocity(value:time:context:)`` nudges an entry's distance
    /// along the incoming rate; a power of two, so the scalings are exact.
    private static let probeStep: TimeInterval = 1.0 / 1024

    @_specialize(where V == Double)
    @_specialize(where V == CGFloat)
    @_specialize(where V == AnimatablePair<CGFloat, CGFloat>)
    @_specialize(where V == AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>)
    @_specialize(where V == PackedAnimatableData)
    package func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard !entries.isEmpty, var slots = context.state.combined, slots.count == entries.count else { return nil }
        // Hold the slot only here while folding, so the writes below happen in place instead of
        // copying the array the context also refers to.
        context.state.combined = nil
        defer { context.state.combined = slots }

        let last = entries.count - 1
        var result = V.zero
        for index in entries.indices {
            let target = slots[index].target
            guard let entryState = slots[index].state else {
                // A finished entry has brought the value to its target; the fold goes on from there.
                result = target
                if index == last { return nil }
                continue
            }
            // Empty the slot while the entry runs, so the entry's own storage is not shared either.
            slots[index].state = nil
            let entry = entries[index]
            // Only the last entry's completion is reported, so only its flag is carried between frames.
            var entryContext = AnimationContext(
                state: entryState, isLogicallyComplete: index == last && context.isLogicallyComplete)
            let covered = entry.animation.animate(
                value: target - result, time: time - entry.elapsed, context: &entryContext)
            if let covered {
                slots[index].state = entryContext.state
                result += covered
            } else {
                // Finished: the whole distance is covered. `target`, not `result + distance`, so
                // the value lands exactly.
                result = target
            }
            if index == last {
                context.isLogicallyComplete = entryContext.isLogicallyComplete
                return covered == nil ? nil : result
            }
        }
        return nil  // Not reached: the loop returns at the last entry.
    }

    /// The rate of change of the fold at `time`: the running entries' velocities toward their
    /// distances, each earlier one reduced by the share of it that later entries take up.
    ///
    /// By the chain rule, entry i moves the result r to r + fᵢ(dᵢ, t), with dᵢ = targetᵢ − r, so
    /// its rate ṙ becomes ṙ + ∂fᵢ/∂t − (∂fᵢ/∂d)·ṙ. The first term is the entry's own velocity. The
    /// second, the earlier motion the entry absorbs (a later entry aims at a fixed target, so the
    /// further the earlier ones have gone, the less it has to cover), is measured by animating two
    /// copies of the entry's state, towards dᵢ and towards dᵢ + ṙ·h. A finished entry resets ṙ to
    /// zero.
    ///
    /// That measurement is exact for animations whose value is the distance times a progress that
    /// depends on time only (timing curves, and delays, speeds and repeats of them), where the
    /// absorbed share is that progress. For a persistent spring, whose offset is state that only
    /// its own velocity moves, the share is about zero and the entry simply adds its velocity,
    /// which is right in the limit of small frame steps. For other animations whose value is not
    /// linear in its distance it is a secant over a small step, not the exact derivative.
    ///
    /// This lets a spring that arrives later and merges carry on with the velocity the value had.
    /// > Note: SwiftUI's combining animation reports no velocity, so a merging spring starts from
    /// > rest; Kinema computes it.
    ///
    /// - Returns: The rate, `.zero` when the combination has finished or the context has no
    ///   matching slot, or `nil` when a running entry cannot say its own velocity.
    package func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        guard !entries.isEmpty, let slots = context.state.combined, slots.count == entries.count else { return .zero }
        var result = V.zero
        var rate = V.zero
        for (entry, slot) in zip(entries, slots) {
            guard let state = slot.state else {
                result = slot.target
                rate = .zero
                continue
            }
            let distance = slot.target - result
            let localTime = time - entry.elapsed
            // Copies: velocity must leave the context as it found it.
            var covering = AnimationContext(state: state)
            guard let covered = entry.animation.animate(value: distance, time: localTime, context: &covering) else {
                // Finished at `time`: the value rests at this entry's target.
                result = slot.target
                rate = .zero
                continue
            }
            if rate.magnitudeSquared > 0 {
                var probing = AnimationContext(state: state)
                let nudged = distance + rate.scaled(by: Self.probeStep)
                // A probe that finishes where the entry does not (a spring at the edge of its rest
                // tolerance) says nothing about the slope: count no absorption.
                if let probed = entry.animation.animate(value: nudged, time: localTime, context: &probing) {
                    rate -= (probed - covered).scaled(by: 1 / Self.probeStep)
                }
            }
            // Read after stepping, so a stateful entry (a spring) reports its velocity at `time`.
            guard let own = entry.animation.velocity(value: distance, time: localTime, context: covering) else {
                return nil
            }
            rate += own
            result += covered
        }
        return rate
    }
}

extension CombinedAnimation: CustomStringConvertible {
    /// The entries in order, each with its start time, such as
    /// `combined(linear(duration: 1.0) at 0.0, easeIn(duration: 0.5) at 0.25)`.
    package var description: String {
        "combined(" + entries.map { "\($0.animation) at \($0.elapsed)" }.joined(separator: ", ") + ")"
    }
}
