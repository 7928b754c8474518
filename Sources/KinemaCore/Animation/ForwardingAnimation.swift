import Foundation

/// A built-in animation that modifies a base animation and, unless it says otherwise, passes
/// velocity and merging through to that base.
package protocol ForwardingAnimation: CustomAnimation {
    var base: Animation { get }
}

extension ForwardingAnimation {
    package func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        base.velocity(value: value, time: time, context: context)
    }

    package func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        base.shouldMerge(previous: previous, value: value, time: time, context: &context)
    }
}
