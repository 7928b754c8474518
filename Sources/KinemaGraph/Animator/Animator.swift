import Foundation
import KinemaCore

/// The running animation of one animatable value: what it animates, since when, and who waits
/// for it.
///
/// It animates the *interval* — the sum of every change (new model − old model) made while it
/// runs — and the attribute shows `model − interval + covered`, where `covered` is what the
/// animation has covered of the interval so far. A change arriving mid-animation either merges
/// into the running animation (``Animation/shouldMerge(previous:value:time:context:)`` — springs
/// do, keeping their state and velocity) or is combined with it: each newer animation moves from
/// wherever the combined value is toward its own target.
struct Animator<V: VectorArithmetic> {
    private(set) var animation: Animation {
        didSet { steppedSpring = animation.steppedSpring }
    }
    /// `animation.steppedSpring`, kept: asked on every frame, reading it copied the animation's
    /// storage (and retained whatever a boxed animation holds).
    private var steppedSpring: FluidSpringAnimation?
    private var context = AnimationContext<V>()
    private(set) var interval: V {
        didSet { intervalIsFinite = interval.magnitudeSquared.isFinite }
    }
    /// Whether every component of the interval is finite (worked out when it changes, not on
    /// every frame): an animation of a non-finite interval finishes at once.
    private var intervalIsFinite: Bool
    private let beginTime: TimeInterval
    private var isLogicallyComplete = false
    /// Waiting for the animator to be removed.
    private var removalListeners: [AnimationListener] = []
    /// Waiting for the current animation to be logically complete.
    private var logicalListeners: [AnimationListener] = []
    /// Animations replaced by a newer one while their logical listeners still wait: they go on
    /// being evaluated, invisibly, until they are logically complete.
    private var forks: [Fork] = []

    private struct Fork {
        var animation: Animation
        var context: AnimationContext<V>
        var interval: V
        var listeners: [AnimationListener]
    }

    init(animation: Animation, interval: V, at time: TimeInterval, environment: EnvironmentValues = EnvironmentValues()) {
        self.animation = animation
        self.steppedSpring = animation.steppedSpring
        self.interval = interval
        self.intervalIsFinite = interval.magnitudeSquared.isFinite
        self.beginTime = time
        context.environment = environment
    }

    /// Starts the animation from the motion the value had, as measured while it changed under
    /// velocity-tracking transactions: an animation that merges with a running one (a spring)
    /// merges with that motion and starts at `velocity`; any other starts at rest, as it would.
    mutating func startMoving(at velocity: V) {
        var merged = context
        merged.state[TrackedVelocityKey<V>.self] = velocity
        let motion = Animation(TrackedMotionAnimation())
        guard animation.shouldMerge(previous: motion, value: V.zero, time: 0, context: &merged) else { return }
        merged.state[TrackedVelocityKey<V>.self] = nil
        context = merged
    }

    /// A new change of `newInterval` under `newAnimation`, at `time`.
    mutating func combine(with newAnimation: Animation, interval newInterval: V, at time: TimeInterval) {
        let elapsed = time - beginTime
        if !isLogicallyComplete, !logicalListeners.isEmpty {
            forks.append(Fork(animation: animation, context: context, interval: interval, listeners: logicalListeners))
            logicalListeners = []
        }
        isLogicallyComplete = false
        context.isLogicallyComplete = false
        if newAnimation.shouldMerge(previous: animation, value: interval, time: elapsed, context: &context) {
            animation = newAnimation
        } else {
            var combined = animation
            combineAnimation(
                into: &combined, context: &context, interval: interval, elapsed: elapsed,
                newAnimation: newAnimation, newInterval: newInterval)
            animation = combined
        }
        interval += newInterval
    }

    /// Registers a transaction's listeners with this animator.
    mutating func add(_ listeners: [AnimationListener]) {
        for listener in listeners {
            listener.animationWasAdded()
            switch listener.criteria {
            case .removed:
                removalListeners.append(listener)
            default:
                if isLogicallyComplete {
                    listener.animationWasRemoved()
                } else {
                    logicalListeners.append(listener)
                }
            }
        }
    }

    /// Moves the model's data to the presentation at `time`; returns `true` when the animation has
    /// finished (the data is then the model itself).
    @_specialize(where V == Double)
    @_specialize(where V == CGFloat)
    @_specialize(where V == AnimatablePair<CGFloat, CGFloat>)
    @_specialize(where V == AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>)
    @_specialize(where V == PackedAnimatableData)
    mutating func update(_ data: inout V, at time: TimeInterval) -> Bool {
        let elapsed = max(time - beginTime, 0)
        if let spring = steppedSpring {
            // The persistent springs step in place, as `Animation.animate` steps them (the same
            // guards: a non-finite interval, time or result finishes the animation), with the
            // offset read where it is rather than returned through two calls.
            guard intervalIsFinite, !elapsed.isNaN else { return true }
            if context.state.spring == nil { context.state.spring = FluidSpringState() }
            guard context.state.spring!.step(
                of: spring, toward: interval, at: elapsed, isLogicallyComplete: &context.isLogicallyComplete,
                requiringFiniteOffset: true)
            else { return true }
            noteProgress(elapsed: elapsed)
            data -= interval
            data += context.state.spring!.offset
            return false
        }
        guard let covered = animation.animate(value: interval, time: elapsed, context: &context) else {
            return true
        }
        noteProgress(elapsed: elapsed)
        data -= interval
        data += covered
        return false
    }

    /// After a frame that did not finish: tells the logical listeners once the animation is
    /// logically complete, and steps the forks.
    @inline(__always)
    private mutating func noteProgress(elapsed: TimeInterval) {
        if context.isLogicallyComplete, !isLogicallyComplete {
            isLogicallyComplete = true
            notify(&logicalListeners)
        }
        if !forks.isEmpty { updateForks(elapsed: elapsed) }
    }

    /// The animator is gone (finished or cancelled): everyone waiting is told.
    mutating func end() {
        notify(&logicalListeners)
        for index in forks.indices { notify(&forks[index].listeners) }
        forks = []
        notify(&removalListeners)
    }

    private mutating func updateForks(elapsed: TimeInterval) {
        var index = 0
        while index < forks.count {
            let done = forks[index].animation.animate(
                value: forks[index].interval, time: elapsed, context: &forks[index].context) == nil
            if done || forks[index].context.isLogicallyComplete {
                notify(&forks[index].listeners)
                forks.remove(at: index)
            } else {
                index += 1
            }
        }
    }

    private func notify(_ listeners: inout [AnimationListener]) {
        let waiting = listeners
        listeners = []
        for listener in waiting { listener.animationWasRemoved() }
    }
}
