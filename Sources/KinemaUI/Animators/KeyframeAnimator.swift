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
        let state = node.state(orMake: { KeyframeAnimatorState(initialValue: initialValue) }).state
        engine.registerFrameDriven(node, state: state, context: context)
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
    private(set) var current: Value
    var hasAppeared = false
    var lastTrigger: (any Equatable)?
    /// The latest content closure.
    var render: (Value) -> any View = { _ in EmptyView() }
    /// The latest keyframes, resolved from a start value.
    var makeTimeline: ((Value) -> KeyframeTimeline<Value>)?
    private var timeline: KeyframeTimeline<Value>?
    private var start: TimeInterval = 0
    private var repeating = false

    init(initialValue: Value) {
        current = initialValue
    }

    var isRunning: Bool { timeline != nil }

    /// How many loops of a repeating clip one frame plays through before skipping ahead.
    static var maximumLoopsPerFrame: Int { 1_000 }

    /// Starts the clip from the value showing, at `time`.
    func play(at time: TimeInterval, repeating: Bool) {
        self.repeating = repeating
        start = time
        guard let makeTimeline else { return }
        let timeline = makeTimeline(current)
        guard timeline.duration > 0 else {
            // A clip of no length shows its end at once; looping it would never advance time.
            current = timeline.value(time: 0)
            self.timeline = nil
            return
        }
        self.timeline = timeline
    }

    /// Moves the clip to `time`: loops or stops at its end.
    func advance(to time: TimeInterval) {
        guard var timeline, let makeTimeline else { return }
        var elapsed = time - start
        var loops = 0
        while elapsed >= timeline.duration {
            loops += 1
            if loops > Self.maximumLoopsPerFrame {
                // A clip far shorter than a frame: skip the whole loops instead of playing each.
                elapsed = elapsed.truncatingRemainder(dividingBy: timeline.duration)
                start = time - elapsed
                break
            }
            current = timeline.value(time: timeline.duration)
            guard repeating else {
                self.timeline = nil
                return
            }
            start += timeline.duration
            elapsed -= timeline.duration
            timeline = makeTimeline(current)
            guard timeline.duration > 0 else {
                current = timeline.value(time: 0)
                self.timeline = nil
                return
            }
            self.timeline = timeline
        }
        current = timeline.value(time: elapsed)
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
