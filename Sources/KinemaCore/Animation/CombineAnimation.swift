import Foundation

/// Stacks `newAnimation`, begun by a further change of the value, on the animation already running
/// on it, when the new animation did not merge: SwiftUI's non-merging combine.
///
/// A runtime calls this after `newAnimation.shouldMerge(previous: animation, value: interval,
/// time: elapsed, context: &context)` returned `false`, and afterwards adds `newInterval` to its
/// `interval` itself. A plain `animation` becomes the first entry of a two-entry
/// ``CombinedAnimation`` (start 0, target `interval`, keeping its own state); an animation that is
/// already combined gets one more entry, rather than being nested. The new entry starts at
/// `elapsed` with a fresh state and the target `interval + newInterval`.
///
/// ```swift
/// // linear(1 s) from 0 to 100 began at t = 0; at t = 0.5 the value changes to 200.
/// var animation = Animation.linear(duration: 1)
/// var context = AnimationContext<Double>()  // the running animation's context
/// combineAnimation(
///     into: &animation, context: &context, interval: 100, elapsed: 0.5,
///     newAnimation: .linear(duration: 1), newInterval: 100)
/// // At t = 0.75: animation.animate(value: 200, time: 0.75, context: &context) == 106.25
/// ```
///
/// Entries before the last finished one are dropped: a finished entry sets the fold to its target,
/// so they no longer count, and without this a value changed on every frame would pile up entries
/// for as long as it kept changing. The result is the same as SwiftUI's, which keeps them.
///
/// The new entry has only just begun, so the context is no longer logically complete. A NaN
/// `elapsed`, or a target that is not finite, makes the entry finish on its first frame, so the
/// value jumps rather than showing NaN.
///
/// - Parameters:
///   - animation: The running animation; replaced by the combination.
///   - context: The running animation's context; its state becomes the combination's.
///   - interval: The total change animated so far (new − old, summed over changes).
///   - elapsed: Seconds since the running animation began.
///   - newAnimation: The animation of the new change.
///   - newInterval: The new change: the new value minus the previous one.
@_specialize(where V == Double)
@_specialize(where V == AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>)
@_specialize(where V == PackedAnimatableData)
package func combineAnimation<V: VectorArithmetic>(
    into animation: inout Animation,
    context: inout AnimationContext<V>,
    interval: V,
    elapsed: TimeInterval,
    newAnimation: Animation,
    newInterval: V
) {
    let newEntry = CombinedAnimation.Entry(animation: newAnimation, elapsed: elapsed)
    let newSlot = CombinedAnimationEntryState(target: interval + newInterval, state: AnimationState<V>())
    context.isLogicallyComplete = false

    if let combined = animation.base as? CombinedAnimation, var slots = context.state.combined,
        slots.count == combined.entries.count
    {
        // Detach the slot so appending to it happens in place.
        context.state.combined = nil
        var entries = combined.entries
        if let lastFinished = slots.lastIndex(where: { $0.state == nil }), lastFinished > 0 {
            entries.removeFirst(lastFinished)
            slots.removeFirst(lastFinished)
        }
        entries.append(newEntry)
        slots.append(newSlot)
        context.state.combined = slots
        animation = Animation(CombinedAnimation(entries: entries))
    } else {
        // Anything else, including a combination whose slot went missing, becomes the first
        // entry, still running on its own state towards the change it was animating.
        var state = AnimationState<V>()
        state.combined = [CombinedAnimationEntryState(target: interval, state: context.state), newSlot]
        context.state = state
        animation = Animation(
            CombinedAnimation(entries: [CombinedAnimation.Entry(animation: animation, elapsed: 0), newEntry]))
    }
}
