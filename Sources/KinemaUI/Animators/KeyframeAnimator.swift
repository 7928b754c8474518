import Foundation

/// A container that animates its content with keyframes.
///
/// The content closure receives the animated value on every frame. With a trigger, the animator
/// rests until the trigger changes, then plays the keyframes once — starting from the value
/// showing, which the keyframes closure receives — and rests at the value they end with. Without
/// one, it plays when it appears, and loops while `repeating` is true.
///
/// ```swift
/// KeyframeAnimator(initialValue: 1.0, trigger: likes) { scale in
///     Image("heart").scaleEffect(scale)
/// } keyframes: { _ in
///     SpringKeyframe(1.5, duration: 0.2, spring: .bouncy)
///     SpringKeyframe(1.0, spring: .bouncy)
/// }
/// ```
///
/// Keyframes are predefined clips: a trigger change during a run restarts the clip from the value
/// showing rather than retargeting it. Keyframes that last no time show their final value at once
/// and never loop.
///
/// ### Looping
///
/// Each loop starts from the value the previous one ended with: `keyframes` is called with it, as
/// in SwiftUI. A loop that ends where it began is replayed without calling `keyframes` again
/// until the animator's view is updated (keyframes should depend only on the value they are
/// given). However short the clip, a frame does one sample's work (a binary search per track)
/// and builds at most one new loop: a frame that ends a loop starts the next, and loops that
/// would also end within the same frame are skipped whole, as repeats of that one — the frame
/// shows it at the time elapsed modulo its duration. A clip of 10,000 keyframes lasting a
/// nanosecond each therefore costs the same per frame as one of a second. A clip whose duration
/// is zero (or whose keyframes' durations are all zero, negative, NaN or infinite — see
/// ``KeyframeTimeline``) shows its final value at once and stops, repeating or not.
///
/// ### Values that are not finite
///
/// The animator never hands `content` a value whose animatable data (when `Value` is
/// ``Animatable``) has a NaN or infinite component: such a sample — say a custom type whose
/// `animatableData` setter overflows at the peak of a spring keyframe — is replaced by the last
/// finite value shown; if none has been shown yet (a non-finite `initialValue`), by the value
/// with its animatable data set to zero. Each track's samples are already finite
/// (``KeyframeTimeline``'s rules: a keyframe of ±1e308 whose curve would overflow shows the start
/// of its segment), so for values that are not `Animatable` the properties tracks animate are
/// finite and the others keep their initial value.
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View, PrimitiveView
where Value == KeyframePath.Value {
    let initialValue: Value
    let trigger: (any Equatable)?
    let repeating: Bool
    let content: (Value) -> Content
    let keyframes: (Value) -> KeyframePath

    /// Plays the given keyframes when the given trigger value changes, updating the view using the
    /// modifiers you apply in `content`.
    public init(
        initialValue: Value,
        trigger: some Equatable,
        @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        self.trigger = trigger
        self.repeating = false
        self.content = content
        self.keyframes = keyframes
    }

    /// Loops the given keyframes continuously (or plays them once, with `repeating: false`),
    /// updating the view using the modifiers you apply in `content`.
    public init(
        initialValue: Value,
        repeating: Bool = true,
        @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        self.trigger = nil
        self.repeating = repeating
        self.content = content
        self.keyframes = keyframes
    }

    /// A keyframe animator has no body.
    public var body: Never { primitiveBody() }

    func update(_ node: ViewNode, in context: inout UpdateContext) {
        node.role = .group
        let engine = context.engine
        let state = engine.state(of: node, orMake: { KeyframeAnimatorState(initialValue: initialValue) }).state
        state.context = context
        let content = self.content
        let keyframes = self.keyframes
        state.render = { value in content(value) }
        state.makeTimeline = { start in KeyframeTimeline(initialValue: start, initialVelocity: nil, keyframes: keyframes(start)) }

        if context.isNewValue {
            let time = context.graph.time
            if !state.hasAppeared {
                state.hasAppeared = true
                state.lastTrigger = trigger
                if trigger == nil { state.play(at: time, repeating: repeating) }
            } else if let trigger {
                if let last = state.lastTrigger, !areEqualIfEquatable(last, trigger) {
                    state.advance(to: time)
                    state.play(at: time, repeating: false)
                }
                state.lastTrigger = trigger
            }
        }
        context.updateChildren(of: node, with: [state.render(state.current)])
    }
}

/// What a keyframe animator's node keeps: the value showing and the clip playing.
@MainActor
final class KeyframeAnimatorState<Value>: FrameDrivenState {
    /// The value showing: always one whose animatable data is finite (see ``show(_:)``).
    private(set) var current: Value
    var hasAppeared = false
    var lastTrigger: (any Equatable)?
    /// The latest content closure.
    var render: (Value) -> any View = { _ in EmptyView() }
    /// The context of the node's last visit, which frames resume (``FrameDrivenState/context``).
    var context: UpdateContext?
    /// The latest keyframes, resolved from a start value.
    var makeTimeline: ((Value) -> KeyframeTimeline<Value>)? {
        didSet { keyframesChanged = true }
    }
    private var timeline: KeyframeTimeline<Value>?
    private var start: TimeInterval = 0
    private var repeating = false
    /// Whether `makeTimeline` was replaced since the clip playing was made from it.
    private var keyframesChanged = true
    /// Keeps non-finite values from the content.
    private let finiteGuard = FiniteValueGuard<Value>()

    init(initialValue: Value) {
        current = finiteGuard.finite(initialValue, else: nil)
    }

    var isRunning: Bool { timeline != nil }

    /// Starts the clip from the value showing, at `time`.
    func play(at time: TimeInterval, repeating: Bool) {
        self.repeating = repeating
        start = time
        guard let makeTimeline else { return }
        let timeline = makeTimeline(current)
        keyframesChanged = false
        guard timeline.duration > 0 else {
            // A clip of no length shows its end at once; looping it would never advance time.
            show(timeline.value(time: 0))
            self.timeline = nil
            return
        }
        self.timeline = timeline
    }

    /// Moves the clip to `time`: plays on, loops or stops at its end.
    ///
    /// The work is one sample and at most one new clip, however many loops the frame spans: a
    /// frame that ends a loop starts the next one from the value it ended with (a clip that ends
    /// where it began is replayed as it is, unless the keyframes changed), and loops that would
    /// also end within the frame are skipped whole, as repeats of that clip — the frame samples it
    /// at the time elapsed modulo its duration.
    func advance(to time: TimeInterval) {
        guard let timeline else { return }
        var elapsed = time - start
        guard elapsed >= timeline.duration else {
            show(timeline.value(time: elapsed))
            return
        }
        // The loop playing is over.
        guard repeating else {
            show(timeline.value(time: timeline.duration))
            self.timeline = nil
            return
        }
        let next: KeyframeTimeline<Value>
        if timeline.endsWhereItStarts && !keyframesChanged {
            next = timeline
        } else {
            show(timeline.value(time: timeline.duration))
            guard let makeTimeline else { return }
            next = makeTimeline(current)
            keyframesChanged = false
        }
        guard next.duration > 0 else {
            show(next.value(time: 0))
            self.timeline = nil
            return
        }
        start += timeline.duration
        elapsed -= timeline.duration
        if !(elapsed < next.duration) {
            // A clip shorter than what is left of the frame: skip its whole loops at once.
            elapsed = elapsed.truncatingRemainder(dividingBy: next.duration)
            if !elapsed.isFinite { elapsed = 0 }
            start = time - elapsed
        }
        self.timeline = next
        show(next.value(time: elapsed))
    }

    /// Shows `value`, or keeps the value showing if `value`'s animatable data is not finite.
    private func show(_ value: Value) {
        current = finiteGuard.finite(value, else: current)
    }

    func renderFrame(_ node: ViewNode, at time: TimeInterval, in context: inout UpdateContext) {
        advance(to: time)
        context.reconcileChildren(of: node, with: [render(current)])
    }
}

extension View {
    /// Plays the given keyframes when the given trigger value changes, updating the view using the
    /// modifiers you apply in `content`.
    ///
    /// ```swift
    /// EmojiView(emoji: emoji)
    ///     .keyframeAnimator(initialValue: AnimationValues(), trigger: likeCount) { content, value in
    ///         content.scaleEffect(value.scale)
    ///     } keyframes: { _ in
    ///         KeyframeTrack(\.scale) {
    ///             LinearKeyframe(1.0, duration: 0.36)
    ///             SpringKeyframe(1.5, duration: 0.8, spring: .bouncy)
    ///             SpringKeyframe(1.0, spring: .bouncy)
    ///         }
    ///     }
    /// ```
    public func keyframeAnimator<Value>(
        initialValue: Value,
        trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        let placeholder = PlaceholderContentView<Self>(content: self)
        return KeyframeAnimator(
            initialValue: initialValue, trigger: trigger, content: { content(placeholder, $0) }, keyframes: keyframes)
    }

    /// Loops the given keyframes continuously, updating the view using the modifiers you apply in
    /// `content`.
    public func keyframeAnimator<Value>(
        initialValue: Value,
        repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        let placeholder = PlaceholderContentView<Self>(content: self)
        return KeyframeAnimator(
            initialValue: initialValue, repeating: repeating, content: { content(placeholder, $0) }, keyframes: keyframes)
    }
}
