import Foundation

extension Spring {
    /// The value of a spring-animated value that starts at zero and moves toward `target`, after
    /// `time` seconds.
    ///
    /// ```swift
    /// Spring(duration: 1, bounce: 0).value(target: 1.0, time: 0.25) // ≈ 0.46558
    /// ```
    ///
    /// - Parameters:
    ///   - target: The value the spring pulls toward; it starts at `.zero`.
    ///   - initialVelocity: The velocity at time 0, in units per second.
    ///   - time: Seconds since the start. Times ≤ 0 and NaN give the start value; +infinity gives
    ///     `target` (or the start value for an undamped spring, which never settles).
    @_specialize(where V == Double)
    @_specialize(where V == CGFloat)
    @_specialize(where V == AnimatablePair<CGFloat, CGFloat>)
    @_specialize(where V == AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>)
    @_specialize(where V == PackedAnimatableData)
    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let solution = SpringSolution(self, time: time)
        return target + solution.displacement(V.zero - target, initialVelocity)
    }

    /// The value of a spring-animated value that moves from `fromValue` toward `toValue`, after
    /// `time` seconds.
    ///
    /// ```swift
    /// Spring.bouncy.value(fromValue: 1.0, toValue: 1.5, time: 0.1)
    /// ```
    public func value<V: VectorArithmetic>(
        fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval
    ) -> V {
        fromValue + value(target: toValue - fromValue, initialVelocity: initialVelocity, time: time)
    }

    /// The velocity, in units per second, of a spring-animated value that starts at zero and moves
    /// toward `target`, after `time` seconds.
    ///
    /// ```swift
    /// Spring(duration: 1, bounce: 0).velocity(target: 1.0, time: 0.25) // ≈ 2.05169
    /// ```
    ///
    /// > Note: For an overdamped spring (bounce below 0) the result is the true velocity plus
    /// > `target`, reproducing SwiftUI: `Spring(duration: 0.5, bounce: -0.3).velocity(target: 1,
    /// > initialVelocity: 0, time: 0)` is 1. ``update(value:velocity:target:deltaTime:)`` inherits
    /// > it, as SwiftUI's does.
    @_specialize(where V == Double)
    @_specialize(where V == CGFloat)
    @_specialize(where V == AnimatablePair<CGFloat, CGFloat>)
    @_specialize(where V == AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>)
    @_specialize(where V == PackedAnimatableData)
    public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let velocity = SpringSolution(self, time: time).velocity(V.zero - target, initialVelocity)
        return isOverdamped ? velocity + target : velocity
    }

    /// Whether the spring is overdamped (damping ratio above 1, bounce below 0).
    @inline(__always)
    package var isOverdamped: Bool { storedDampingRatio > 1 }

    /// The velocity of a spring-animated value that moves from `fromValue` toward `toValue`, after
    /// `time` seconds.
    public func velocity<V: VectorArithmetic>(
        fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval
    ) -> V {
        velocity(target: toValue - fromValue, initialVelocity: initialVelocity, time: time)
    }

    /// The force the spring applies at `position` moving at `velocity`, pulling toward `target`:
    /// −stiffness·(position − target) − damping·velocity.
    ///
    /// ```swift
    /// Spring(mass: 1, stiffness: 100, damping: 10).force(target: 1.0, position: 0, velocity: 0) // 100
    /// ```
    public func force<V: VectorArithmetic>(target: V, position: V, velocity: V) -> V {
        (target - position).scaled(by: stiffness) - velocity.scaled(by: damping)
    }

    /// The force the spring applies at `position` moving at `velocity`, for a spring that moves
    /// from `fromValue` toward `toValue`.
    public func force<V: VectorArithmetic>(fromValue: V, toValue: V, position: V, velocity: V) -> V {
        force(target: toValue - fromValue, position: position - fromValue, velocity: velocity)
    }

    /// Advances a spring-animated value and its velocity toward `target` by `deltaTime` seconds.
    ///
    /// The step is exact (closed form from the current state), so many small steps give the same
    /// result as one large one, whatever the frame rate.
    ///
    /// ```swift
    /// var value = 0.0, velocity = 0.0
    /// Spring.smooth.update(value: &value, velocity: &velocity, target: 1.0, deltaTime: 1.0 / 60)
    /// ```
    ///
    /// - Parameter deltaTime: Seconds to advance; ≤ 0 and NaN leave the state unchanged.
    @_specialize(where V == Double)
    @_specialize(where V == CGFloat)
    @_specialize(where V == AnimatablePair<CGFloat, CGFloat>)
    @_specialize(where V == AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>)
    @_specialize(where V == PackedAnimatableData)
    public func update<V: VectorArithmetic>(value: inout V, velocity: inout V, target: V, deltaTime: TimeInterval) {
        guard deltaTime > 0 else { return }
        let solution = SpringSolution(self, time: deltaTime)
        let x0 = value - target
        let v0 = velocity
        value = target + solution.displacement(x0, v0)
        // The overdamped velocity carries SwiftUI's extra `target − value` (see `velocity(…)`).
        velocity = isOverdamped ? solution.velocity(x0, v0) - x0 : solution.velocity(x0, v0)
    }
}
