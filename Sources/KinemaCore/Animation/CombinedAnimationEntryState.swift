import Foundation

/// The state of one entry of a ``CombinedAnimation``, kept in `AnimationState.combined`.
///
/// The entry's target lives here, not in the animation, because it is a value of the animated
/// type, which the type-erased, `Hashable` animation cannot hold.
@usableFromInline
package struct CombinedAnimationEntryState<Value: VectorArithmetic> {
    /// Where this entry takes the value, as a change from where the first entry began: the total
    /// change animated before it started plus its own change.
    package var target: Value

    /// The entry's own animation state, or `nil` once the entry has finished (for good: a finished
    /// entry holds the value at its target and is never stepped again).
    package var state: AnimationState<Value>?

    /// Creates an entry's state.
    package init(target: Value, state: AnimationState<Value>?) {
        self.target = target
        self.state = state
    }
}
