import Foundation

extension View {
    /// Returns a new view with a symbol effect added to it, running for as long as `isActive` is
    /// `true`.
    ///
    /// ```swift
    /// Image(systemName: "wifi")
    ///     .symbolEffect(.pulse, isActive: isConnecting)
    /// ```
    ///
    /// How Kinema draws each effect, on the whole modified view (it has no symbol layers), through
    /// a keyframe animator on the host's clock, so recorded frames show it:
    /// - `.pulse`, `.variableColor`: the opacity cycles (1 → 0.3 → 1 in 1 s; 1 → 0.5 → 1 in 0.6 s);
    /// - `.bounce`, `.wiggle`, `.rotate`, `.breathe`: the motion their value-triggered form plays,
    ///   repeated;
    /// - `.scale`: scaled by 1.2 (`.scale.down`: 0.8) while active, with a spring in and out;
    /// - `.disappear`: scaled to 0.5 and transparent while active, with a spring; `.appear`
    ///   leaves the view as it is.
    ///
    /// Options: the speed applies; while active the effect loops, whatever the repeat count, and
    /// it stops at once, back at rest, when it turns inactive.
    /// Under ``View/symbolEffectsRemoved(_:)`` nothing moves.
    ///
    /// > Note: SwiftUI applies effects to the symbol images inside the view only; Kinema moves the
    /// > whole modified view.
    ///
    /// - Parameters:
    ///   - effect: A symbol effect to add to the view.
    ///   - options: Options that configure the effect (`.default` by default).
    ///   - isActive: Whether the effect is active (`true` by default).
    public func symbolEffect<T: IndefiniteSymbolEffect & SymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
    ) -> some View {
        modifier(_IndefiniteSymbolEffectModifier(
            kind: SymbolEffectKind(effect), options: options, isActive: isActive))
    }

    /// Returns a new view with a symbol effect added to it, played each time `value` changes.
    ///
    /// ```swift
    /// Image(systemName: "bell")
    ///     .symbolEffect(.bounce, value: notificationCount)
    /// ```
    ///
    /// Kinema plays it as keyframes on the host's clock each time the value changes (not when the
    /// view first appears, as in SwiftUI), `options`' repeat count times (once by default) at its
    /// speed; a change while it plays starts it again from rest:
    /// - `.bounce`: scale 1 → 1.2 (`.bounce.down`: 0.8) in 0.15 s, past 1 to 0.95 (1.05) in
    ///   0.15 s, and back to 1 in 0.2 s, each a cubic keyframe;
    /// - `.pulse`: opacity 1 → 0.3 → 1, 0.5 s each way; `.variableColor`: 1 → 0.5 → 1, 0.3 s each;
    /// - `.wiggle`: rotation to 15° (or the custom angle) in 0.1 s, to −15° in 0.2 s, back in 0.1 s;
    /// - `.rotate`: one turn in 1 s; `.breathe`: scale 1 → 1.12 → 1, 0.6 s each way (`.pulse`:
    ///   the opacity dips to 0.75 with it).
    ///
    /// - Parameters:
    ///   - effect: A symbol effect to add to the view.
    ///   - options: Options that configure the effect (`.default` by default).
    ///   - value: The value to monitor for changes: the effect plays each time it changes.
    public func symbolEffect<T: DiscreteSymbolEffect & SymbolEffect, U: Equatable>(
        _ effect: T, options: SymbolEffectOptions = .default, value: U
    ) -> some View {
        modifier(_DiscreteSymbolEffectModifier(kind: SymbolEffectKind(effect), options: options, value: value))
    }

    /// Returns a new view with its inherited symbol image effects either removed or left
    /// unchanged.
    ///
    /// ```swift
    /// Gallery().symbolEffectsRemoved(reduceMotion)
    /// ```
    ///
    /// - Parameter isEnabled: Whether to remove inherited symbol effects (`true` by default).
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View {
        environment(\.symbolEffectsRemoved, isEnabled)
    }
}

extension EnvironmentValues {
    /// Whether symbol effects below are removed (``View/symbolEffectsRemoved(_:)``).
    var symbolEffectsRemoved: Bool {
        get { self[SymbolEffectsRemovedKey.self] }
        set { self[SymbolEffectsRemovedKey.self] = newValue }
    }
}

private struct SymbolEffectsRemovedKey: EnvironmentKey {
    static let defaultValue = false
}

// MARK: - The modifiers

/// A value-triggered effect: its motion played each time `value` changes.
struct _DiscreteSymbolEffectModifier<Value: Equatable>: ViewModifier {
    let kind: SymbolEffectKind
    let options: SymbolEffectOptions
    let value: Value
    @Environment(\.symbolEffectsRemoved) private var removed

    func body(content: Content) -> some View {
        let motion = kind.motion.repeated(options.resolvedCount, speed: options.resolvedSpeed)
        return _SymbolEffectPlayer(content: content, motion: removed ? SymbolEffectMotion() : motion, mode: .trigger(value))
    }
}

/// An effect that runs while active: a looping motion, or a pose held while active.
struct _IndefiniteSymbolEffectModifier: ViewModifier {
    let kind: SymbolEffectKind
    let options: SymbolEffectOptions
    let isActive: Bool
    @Environment(\.symbolEffectsRemoved) private var removed

    func body(content: Content) -> some View {
        let active = isActive && !removed
        let held = active ? kind.heldPose : SymbolEffectPose()
        let spring = Animation.spring(duration: 0.35 / options.resolvedSpeed, bounce: 0.3)
        // One structure whatever the state, so the content keeps its identity when the effect
        // turns on and off.
        return _SymbolEffectPlayer(
            content: content, motion: kind.motion.repeated(1, speed: options.resolvedSpeed), mode: .loop(active)
        )
        .animation(spring) { view in
            view.symbolEffectPose(held)
        }
    }
}

/// Shows its content in the pose a symbol effect's motion has reached, on the host's clock.
struct _SymbolEffectPlayer<Content: View>: View, PrimitiveView {
    enum Mode {
        /// Plays once each time the value changes (not when the view appears).
        case trigger(any Equatable)
        /// Loops while `true`; stops at once, back to rest, when `false`.
        case loop(Bool)
    }

    let content: Content
    let motion: SymbolEffectMotion
    let mode: Mode

    var body: Never { primitiveBody() }

    func update(_ node: ViewNode, in context: inout UpdateContext) {
        node.role = .group
        let (state, isNew) = context.engine.state(of: node, orMake: SymbolEffectPlayerState.init)
        state.context = context
        let time = context.graph.time
        if context.isNewValue {
            state.content = content
            state.update(motion: motion, mode: mode, isNew: isNew, at: time)
        }
        context.updateChildren(of: node, with: [state.view(at: time)])
    }
}

/// What a symbol effect player keeps: the clip playing, and what frames render it with.
@MainActor
final class SymbolEffectPlayerState: FrameDrivenState {
    var content: any View = EmptyView()
    /// The context of the node's last visit, which frames resume (``FrameDrivenState/context``).
    var context: UpdateContext?
    private var timeline: KeyframeTimeline<SymbolEffectPose>?
    private var start: TimeInterval?
    private var loops = false
    private var lastTrigger: (any Equatable)?

    var isRunning: Bool { start != nil }

    func update<Content: View>(
        motion: SymbolEffectMotion, mode: _SymbolEffectPlayer<Content>.Mode, isNew: Bool, at time: TimeInterval
    ) {
        let timeline = motion.isEmpty ? nil : KeyframeTimeline(initialValue: SymbolEffectPose()) { motion.keyframes }
        // A clip of no length (every step zero) would never advance: nothing plays.
        let playable = timeline.flatMap { $0.duration > 0 && $0.duration.isFinite ? $0 : nil }
        self.timeline = playable
        switch mode {
        case .trigger(let value):
            defer { lastTrigger = value }
            loops = false
            guard !isNew, let lastTrigger, !areEqualIfEquatable(lastTrigger, value) else { return }
            start = playable == nil ? nil : time
        case .loop(let active):
            loops = true
            if !active || playable == nil {
                start = nil
            } else if start == nil {
                start = time
            }
        }
    }

    /// The pose at `time`; a clip that has ended stops and rests.
    func pose(at time: TimeInterval) -> SymbolEffectPose {
        guard let start, let timeline else { return SymbolEffectPose() }
        var elapsed = max(time - start, 0)
        if loops {
            elapsed = elapsed.truncatingRemainder(dividingBy: timeline.duration)
        } else if elapsed >= timeline.duration {
            self.start = nil
            return SymbolEffectPose()
        }
        return timeline.value(time: elapsed)
    }

    func view(at time: TimeInterval) -> any View {
        AnyView(content).symbolEffectPose(pose(at: time))
    }

    func renderFrame(_ node: ViewNode, at time: TimeInterval, in context: inout UpdateContext) {
        context.reconcileChildren(of: node, with: [view(at: time)])
    }
}

extension View {
    /// The view in an effect's pose: scaled, faded and rotated about its centre.
    func symbolEffectPose(_ pose: SymbolEffectPose) -> some View {
        scaleEffect(pose.scale).opacity(pose.opacity).rotationEffect(.degrees(pose.rotation))
    }
}

// MARK: - What each effect does

/// The properties a symbol effect animates.
struct SymbolEffectPose: Equatable, Sendable {
    var scale = 1.0
    var opacity = 1.0
    /// Degrees, clockwise.
    var rotation = 0.0
}

/// The effect behind a `symbolEffect` modifier, as Kinema draws it.
enum SymbolEffectKind: Equatable, Sendable {
    case bounce(down: Bool)
    case pulse
    case variableColor
    case scale(down: Bool)
    case appear
    case disappear
    case wiggle(angle: Double)
    case rotate(turns: Double)
    case breathe(fades: Bool)
    /// An effect with nothing to draw here (replace, automatic).
    case none

    init(_ effect: some SymbolEffect) {
        switch effect {
        case let bounce as BounceSymbolEffect: self = .bounce(down: bounce.direction == .down)
        case is PulseSymbolEffect: self = .pulse
        case is VariableColorSymbolEffect: self = .variableColor
        case let scale as ScaleSymbolEffect: self = .scale(down: scale.direction == .down)
        case is AppearSymbolEffect: self = .appear
        case is DisappearSymbolEffect: self = .disappear
        case let wiggle as WiggleSymbolEffect: self = .wiggle(angle: wiggle.angle)
        case let rotate as RotateSymbolEffect: self = .rotate(turns: rotate.turns)
        case let breathe as BreatheSymbolEffect: self = .breathe(fades: breathe.fades)
        default: self = .none
        }
    }

    /// The motion one play of the effect makes (empty for effects that hold a pose instead).
    var motion: SymbolEffectMotion {
        typealias Step = SymbolEffectMotion.Step
        var motion = SymbolEffectMotion()
        switch self {
        case .bounce(let down):
            motion.scale = [Step(down ? 0.8 : 1.2, 0.15), Step(down ? 1.05 : 0.95, 0.15), Step(1, 0.2)]
        case .pulse:
            motion.opacity = [Step(0.3, 0.5), Step(1, 0.5)]
        case .variableColor:
            motion.opacity = [Step(0.5, 0.3), Step(1, 0.3)]
        case .wiggle(let angle):
            motion.rotation = [Step(angle, 0.1), Step(-angle, 0.2), Step(0, 0.1)]
        case .rotate(let turns):
            motion.rotation = [Step(360 * turns, 1, linear: true)]
            motion.rotationAccumulates = true
        case .breathe(let fades):
            motion.scale = [Step(1.12, 0.6), Step(1, 0.6)]
            if fades { motion.opacity = [Step(0.75, 0.6), Step(1, 0.6)] }
        case .scale, .appear, .disappear, .none:
            break
        }
        return motion
    }

    /// The pose held while the effect is active (the identity pose for motions).
    var heldPose: SymbolEffectPose {
        switch self {
        case .scale(let down): SymbolEffectPose(scale: down ? 0.8 : 1.2)
        case .disappear: SymbolEffectPose(scale: 0.5, opacity: 0)
        default: SymbolEffectPose()
        }
    }
}

/// Keyframe steps for each animated property of a symbol effect.
struct SymbolEffectMotion: Sendable {
    struct Step: Sendable {
        var value: Double
        var duration: Double
        var linear = false

        init(_ value: Double, _ duration: Double, linear: Bool = false) {
            self.value = value
            self.duration = duration
            self.linear = linear
        }
    }

    var scale: [Step] = []
    var opacity: [Step] = []
    var rotation: [Step] = []
    /// Whether each repetition of the rotation continues from where the last ended (a full turn).
    var rotationAccumulates = false

    var isEmpty: Bool { scale.isEmpty && opacity.isEmpty && rotation.isEmpty }

    /// The motion played `count` times in a row, `speed` times as fast.
    func repeated(_ count: Int, speed: Double) -> SymbolEffectMotion {
        func repeatSteps(_ steps: [Step], offsetBy offset: Double = 0) -> [Step] {
            var result: [Step] = []
            result.reserveCapacity(steps.count * count)
            for pass in 0..<count {
                for var step in steps {
                    step.duration /= speed
                    step.value += offset * Double(pass)
                    result.append(step)
                }
            }
            return result
        }
        var copy = self
        copy.scale = repeatSteps(scale)
        copy.opacity = repeatSteps(opacity)
        copy.rotation = repeatSteps(rotation, offsetBy: rotationAccumulates ? rotation.last?.value ?? 0 : 0)
        return copy
    }

    /// The steps as keyframe tracks of a ``SymbolEffectPose``.
    @KeyframesBuilder<SymbolEffectPose>
    var keyframes: some Keyframes<SymbolEffectPose> {
        KeyframeTrack(\SymbolEffectPose.scale) { Self.track(scale) }
        KeyframeTrack(\SymbolEffectPose.opacity) { Self.track(opacity) }
        KeyframeTrack(\SymbolEffectPose.rotation) { Self.track(rotation) }
    }

    @KeyframeTrackContentBuilder<Double>
    private static func track(_ steps: [Step]) -> some KeyframeTrackContent<Double> {
        for step in steps {
            if step.linear {
                LinearKeyframe(step.value, duration: step.duration)
            } else {
                CubicKeyframe(step.value, duration: step.duration)
            }
        }
    }
}
