import Foundation

/// A container that animates its content by automatically cycling through a collection of phases
/// that you provide, each defining a discrete step within an animation.
///
/// Without a trigger, the animator starts at the first phase when it appears, animates to the next
/// each time the previous animation is logically complete, and loops back to the first after the
/// last, for as long as it is present. With a trigger, it rests at the first phase; each change of
/// the trigger plays through every phase once and back to the first.
///
/// ```swift
/// PhaseAnimator([false, true]) { highlighted in
///     Text("Eat something").opacity(highlighted ? 1 : 0.5)
/// } animation: { _ in
///     .easeInOut(duration: 1.0)
/// }
/// ```
///
/// Each step's animation is `animation(phase being animated to)` (`.default` unless you say
/// otherwise). A step whose animation is `nil`, or which changes nothing, moves on at the next
/// frame. An empty phase list shows nothing; a single phase shows that phase and never animates.
/// A trigger change in the middle of a run lets that run finish, then plays one more (several
/// changes during a run ask for one more run, not one each).
///
/// The animator never hands `content` a phase whose animatable data (when `Phase` is
/// ``Animatable``, as `Double`, `CGFloat`, `CGPoint` and `Angle` are) has a NaN or infinite
/// component. Such a phase still takes its step in the cycle, under its own animation, but the
/// content is given the last finite phase it was shown instead — the step changes nothing, so it
/// moves on at the next frame. If no finite phase has been shown yet, the content is given the
/// phase with its animatable data set to zero. So `[0.0, .nan, 1.0]` as an offset shows 0, 0
/// again, then animates to 1. Phases that are not `Animatable` (enums, structs) are passed as
/// given.
public struct PhaseAnimator<Phase: Equatable, Content: View>: View, PrimitiveView {
    let phases: [Phase]
    let trigger: (any Equatable)?
    let content: (Phase) -> Content
    let animation: (Phase) -> Animation?

    /// Cycles through the given phases continuously, updating the content using the view builder
    /// closure that you supply.
    public init(
        _ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        self.phases = Array(phases)
        self.trigger = nil
        self.content = content
        self.animation = animation
    }

    /// Cycles through the given phases when the trigger value changes, updating the view using the
    /// modifiers you apply in `content`.
    public init(
        _ phases: some Sequence<Phase>,
        trigger: some Equatable,
        @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        self.phases = Array(phases)
        self.trigger = trigger
        self.content = content
        self.animation = animation
    }

    /// A phase animator has no body.
    public var body: Never { primitiveBody() }

    func update(_ node: ViewNode, in context: inout UpdateContext) {
        node.role = .group
        let state = node.state(orMake: PhaseAnimatorState.init).state
        let engine = context.engine
        let phases = self.phases
        let animation = self.animation
        state.phaseCount = phases.count
        // The latest view value's phases and animations drive the next step.
        state.step = { [weak state, weak handle = engine.handle, id = node.id] next in
            guard let state, let engine = handle?.engine, let node = engine.node(id: id), next < phases.count else { return }
            state.move(to: next, animation: animation(phases[next]), node: node, engine: engine)
        }
        guard !phases.isEmpty else {
            context.updateChildren(of: node, with: [])
            return
        }
        state.index = min(state.index, phases.count - 1)

        if context.isNewValue {
            let isFirstAppearance = !state.hasAppeared
            state.hasAppeared = true
            if let trigger {
                if let last = state.lastTrigger, !areEqualIfEquatable(last, trigger) {
                    engine.scheduleForNextFrame { [weak state] in state?.requestRun() }
                }
                state.lastTrigger = trigger
            } else if isFirstAppearance {
                engine.scheduleForNextFrame { [weak state] in state?.startRun(looping: true) }
            }
        }
        context.updateChildren(of: node, with: [content(state.finite(phases[state.index]))])
    }
}

/// What a phase animator's node keeps: the phase showing and the run in progress.
@MainActor
final class PhaseAnimatorState: NodeState {
    var index = 0
    var phaseCount = 0
    var hasAppeared = false
    var lastTrigger: (any Equatable)?
    /// Steps to the given phase with the latest view value's animation.
    var step: (Int) -> Void = { _ in }
    /// Whether the run loops (no trigger) or stops back at the first phase.
    private var looping = false
    private var isRunning = false
    /// Bumped by each new run, so completions of an abandoned step are ignored.
    private var generation = 0

    /// Another run is asked for (the trigger changed) while one plays.
    private var pendingRun = false

    /// The last phase handed to the content whose animatable data was finite.
    private var lastFinitePhase: Any?

    /// The phase to hand the content for `phase`: `phase` itself unless it is ``Animatable`` with
    /// non-finite animatable data; then the last finite phase shown, or — if none has been — the
    /// phase with its animatable data set to zero.
    func finite<Phase>(_ phase: Phase) -> Phase {
        let finiteGuard = FiniteValueGuard<Phase>()
        if finiteGuard.isFinite(phase) {
            lastFinitePhase = phase
            return phase
        }
        return finiteGuard.finite(phase, else: lastFinitePhase as? Phase)
    }

    /// A trigger change: plays a run now, or — if one is playing — once it is back at the first
    /// phase (several changes during a run ask for one more run, not one each).
    func requestRun() {
        if isRunning && !looping {
            pendingRun = true
        } else {
            startRun(looping: false)
        }
    }

    func startRun(looping: Bool) {
        guard phaseCount > 1 else { return }
        self.looping = looping
        isRunning = true
        generation += 1
        step((index + 1) % phaseCount)
    }

    func move(to next: Int, animation: Animation?, node: ViewNode, engine: ViewEngine) {
        let generation = self.generation
        var transaction = Transaction(animation: animation)
        transaction.addAnimationCompletion(criteria: .logicallyComplete) { [weak self, weak handle = engine.handle] in
            // The next step starts at the next frame, never inside the graph's own work.
            handle?.engine.scheduleForNextFrame { [weak self] in self?.stepDidFinish(generation) }
        }
        withTransaction(transaction) {
            engine.stateDidChange(node) { [weak self] in self?.index = next }
        }
    }

    private func stepDidFinish(_ generation: Int) {
        guard generation == self.generation, isRunning, phaseCount > 1 else { return }
        if index == 0 && !looping {
            isRunning = false
            if pendingRun {
                pendingRun = false
                startRun(looping: false)
            }
            return
        }
        step((index + 1) % phaseCount)
    }
}

extension View {
    /// Cycles through the given phases continuously, updating the content using the view builder
    /// closure that you supply.
    ///
    /// ```swift
    /// Text("Overdue")
    ///     .phaseAnimator([false, true]) { content, highlighted in
    ///         content.foregroundStyle(highlighted ? .red : .primary)
    ///     } animation: { _ in
    ///         .easeInOut(duration: 1.0)
    ///     }
    /// ```
    public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        let placeholder = PlaceholderContentView<Self>(content: self)
        return PhaseAnimator(phases, content: { content(placeholder, $0) }, animation: animation)
    }

    /// Cycles through the given phases when the trigger value changes, updating the view using the
    /// modifiers you apply in `content`.
    ///
    /// ```swift
    /// ReactionView()
    ///     .phaseAnimator(Phase.allCases, trigger: reactionCount) { content, phase in
    ///         content.scaleEffect(phase.scale).offset(y: phase.verticalOffset)
    ///     } animation: { phase in
    ///         switch phase {
    ///         case .initial: .smooth
    ///         case .move: .easeInOut(duration: 0.3)
    ///         case .scale: .spring(duration: 0.3, bounce: 0.7)
    ///         }
    ///     }
    /// ```
    public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>,
        trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        let placeholder = PlaceholderContentView<Self>(content: self)
        return PhaseAnimator(phases, trigger: trigger, content: { content(placeholder, $0) }, animation: animation)
    }
}
