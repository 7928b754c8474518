import Foundation

/// An indication of which the current stage of a transition.
///
/// ```swift
/// struct Twirl: Transition {
///     func body(content: Content, phase: TransitionPhase) -> some View {
///         content
///             .scaleEffect(phase.isIdentity ? 1 : 0.5)
///             .rotationEffect(.degrees(phase.value * 90))
///     }
/// }
/// ```
public enum TransitionPhase: Hashable, Sendable {
    /// The transition is being applied to a view that is about to be inserted into the view
    /// hierarchy.
    case willAppear
    /// The transition is being applied to a view that is in the view hierarchy.
    case identity
    /// The transition is being applied to a view that has been requested to be removed from the
    /// view hierarchy.
    case didDisappear

    /// A Boolean that indicates whether the transition should have an identity effect.
    public var isIdentity: Bool { self == .identity }

    /// A value that you can use to allow the transition to have a different effect on
    /// appearance versus disappearance: −1 before appearing, 0 in the hierarchy, 1 after
    /// disappearing.
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }
}

/// The properties a `Transition` can have.
public struct TransitionProperties: Sendable {
    /// Whether the transition includes motion (reduced-motion settings may prefer one without).
    public var hasMotion: Bool

    /// Creates a set of properties.
    public init(hasMotion: Bool = true) {
        self.hasMotion = hasMotion
    }
}

/// A description of view changes to apply when a view is added to and removed from the view
/// hierarchy.
///
/// A transition's body is the view in each phase: `willAppear` before an insertion, `identity`
/// while it is shown, `didDisappear` after a removal. When a view is inserted or removed under an
/// animation, Kinema evaluates the body in the active phase and animates to the other, exactly
/// as the animatable effects inside it animate any other change.
///
/// ```swift
/// if showDetail {
///     DetailView()
///         .transition(.move(edge: .bottom).combined(with: .opacity))
/// }
/// ```
@MainActor @preconcurrency
public protocol Transition {
    /// The type of view representing the body.
    associatedtype Body: View

    /// The content view type passed to `body(content:phase:)`.
    typealias Content = PlaceholderContentView<Self>

    /// Gets the current body of the caller.
    @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body

    /// Returns the properties this transition type has.
    static var properties: TransitionProperties { get }
}

extension Transition {
    /// The default properties: the transition has motion.
    public static var properties: TransitionProperties { TransitionProperties() }

    /// Attaches an animation to this transition: its changes run with it, whatever the
    /// transaction's animation.
    ///
    /// ```swift
    /// .transition(.scale.animation(.bouncy))
    /// ```
    public func animation(_ animation: Animation?) -> some Transition {
        _AnimatedTransition(base: self, animation: animation)
    }

    /// Combines this transition with another, returning a new transition that is the result of
    /// both transitions being applied.
    public func combined<T: Transition>(with other: T) -> some Transition {
        _CombinedTransition(first: self, second: other)
    }

    /// The transition as a phase-to-view function: what the transition modifier evaluates.
    func makeBody(_ content: any View, _ phase: TransitionPhase) -> any View {
        body(content: PlaceholderContentView<Self>(content: content, restoresTransaction: false), phase: phase)
    }
}

// MARK: - Built-in transitions

/// A transition from transparent to opaque on insertion, and from opaque to transparent on
/// removal.
public struct OpacityTransition: Transition {
    /// Creates an opacity transition.
    public init() {}

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.opacity(phase.isIdentity ? 1 : 0)
    }

    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}

/// Returns a transition that scales the view.
public struct ScaleTransition: Transition {
    /// The scale of the view in the active phases.
    public var scale: Double
    /// The anchor point of the scale.
    public var anchor: UnitPoint

    /// Creates a transition that scales the view by the specified amount.
    public init(_ scale: Double, anchor: UnitPoint = .center) {
        self.scale = scale
        self.anchor = anchor
    }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.scaleEffect(phase.isIdentity ? 1 : scale, anchor: anchor)
    }
}

/// A transition that inserts by moving in from the leading edge, and removes by moving out
/// towards the trailing edge: by the view's own width.
public struct SlideTransition: Transition {
    /// Creates a slide transition.
    public init() {}

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(_RelativeOffset(fraction: CGSize(width: phase.value, height: 0)))
    }
}

/// Returns a transition that moves the view away, towards the specified edge of the view, by
/// the view's own size.
public struct MoveTransition: Transition {
    /// The edge to move the view towards.
    public var edge: Edge

    /// Creates a transition that moves the view away towards the specified edge.
    public init(edge: Edge) {
        self.edge = edge
    }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(_RelativeOffset(fraction: phase.isIdentity ? .zero : edge.unitOffset))
    }
}

/// Returns a transition that offsets the view by the specified amount.
public struct OffsetTransition: Transition {
    /// The amount to offset the view by.
    public var offset: CGSize

    /// Creates a transition that offsets the view by the specified amount.
    public init(_ offset: CGSize) {
        self.offset = offset
    }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.offset(phase.isIdentity ? .zero : offset)
    }
}

/// A transition that inserts a view moving in from the given edge and fading in, and removes it
/// moving out towards the opposite edge and fading out.
public struct PushTransition: Transition {
    /// The edge from which the view will be animated in.
    public var edge: Edge

    /// Creates a transition that animates a view by moving and fading it.
    public init(edge: Edge) {
        self.edge = edge
    }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        let fraction: CGSize = switch phase {
        case .willAppear: edge.unitOffset
        case .identity: .zero
        case .didDisappear: CGSize(width: -edge.unitOffset.width, height: -edge.unitOffset.height)
        }
        return content.modifier(_RelativeOffset(fraction: fraction)).opacity(phase.isIdentity ? 1 : 0)
    }
}

/// A transition that animates the insertion or removal of a view by combining blurring and
/// scaling effects.
public struct BlurReplaceTransition: Transition {
    /// The style of blur replace transition.
    public struct Configuration: Equatable, Sendable {
        let scalesDown: Bool
        /// A configuration that requests a transition that scales the view down while removing
        /// it and up while inserting it.
        public static let downUp = Configuration(scalesDown: true)
        /// A configuration that requests a transition that scales the view up while both
        /// removing and inserting it.
        public static let upUp = Configuration(scalesDown: false)
    }

    /// The transition's configuration.
    public var configuration: Configuration

    /// Creates a blur replace transition.
    public init(configuration: Configuration) {
        self.configuration = configuration
    }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        let scale: Double = switch phase {
        case .identity: 1
        case .willAppear: configuration.scalesDown ? 0.8 : 0.8
        case .didDisappear: configuration.scalesDown ? 0.8 : 1.2
        }
        return content
            .blur(radius: phase.isIdentity ? 0 : 12)
            .scaleEffect(scale)
            .opacity(phase.isIdentity ? 1 : 0)
    }
}

/// A transition that returns the input view, unmodified, as the output view.
public struct IdentityTransition: Transition {
    /// Creates an identity transition.
    public init() {}

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content
    }

    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}

/// A transition that applies the active modifier in the active phases and the identity one while
/// the view is shown.
struct _ModifierTransition<Modifier: ViewModifier>: Transition {
    let active: Modifier
    let identity: Modifier

    func body(content: Content, phase: TransitionPhase) -> some View {
        // One modifier type in every phase: the same view, whose values animate.
        content.modifier(phase.isIdentity ? identity : active)
    }
}

/// One transition for insertion, another for removal.
struct _AsymmetricTransition<Insertion: Transition, Removal: Transition>: Transition {
    let insertion: Insertion
    let removal: Removal

    func body(content: Content, phase: TransitionPhase) -> some View {
        AnyView(_TransitionPhaseView(content: content, phase: phase, insertion: insertion, removal: removal))
    }
}

/// Evaluates both transitions of an asymmetric one, each as the identity when it is not its
/// phase, so the effects keep their nodes (and animate) whichever phase is shown.
private struct _TransitionPhaseView<Insertion: Transition, Removal: Transition>: View {
    let content: any View
    let phase: TransitionPhase
    let insertion: Insertion
    let removal: Removal

    var body: some View {
        let insertionPhase: TransitionPhase = phase == .willAppear ? .willAppear : .identity
        let removalPhase: TransitionPhase = phase == .didDisappear ? .didDisappear : .identity
        return AnyView(removal.makeBody(AnyView(insertion.makeBody(content, insertionPhase)), removalPhase))
    }
}

/// Two transitions applied together.
struct _CombinedTransition<First: Transition, Second: Transition>: Transition {
    let first: First
    let second: Second

    func body(content: Content, phase: TransitionPhase) -> some View {
        AnyView(second.makeBody(AnyView(first.makeBody(content, phase)), phase))
    }
}

/// A transition that runs with its own animation.
struct _AnimatedTransition<Base: Transition>: Transition {
    let base: Base
    let animation: Animation?

    func body(content: Content, phase: TransitionPhase) -> some View {
        AnyView(base.makeBody(content, phase))
    }
}

/// Moves its content by a fraction of its own size.
struct _RelativeOffset: GeometryEffect {
    var fraction: CGSize

    nonisolated var animatableData: CGSize.AnimatableData {
        get { fraction.animatableData }
        set { fraction.animatableData = newValue }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(
            translationX: fraction.width * size.width, y: fraction.height * size.height))
    }
}

extension Edge {
    /// A unit offset towards the edge (y down, leading on the left).
    var unitOffset: CGSize {
        switch self {
        case .top: CGSize(width: 0, height: -1)
        case .bottom: CGSize(width: 0, height: 1)
        case .leading: CGSize(width: -1, height: 0)
        case .trailing: CGSize(width: 1, height: 0)
        }
    }
}

// MARK: - Static members

extension Transition where Self == OpacityTransition {
    /// A transition from transparent to opaque on insertion, and from opaque to transparent on
    /// removal.
    public static var opacity: OpacityTransition { OpacityTransition() }
}

extension Transition where Self == ScaleTransition {
    /// Returns a transition that scales the view, from 0.00001 (as SwiftUI's does: not quite
    /// zero, so the view keeps an invertible transform).
    public static var scale: ScaleTransition { ScaleTransition(1e-5) }

    /// Returns a transition that scales the view by the specified amount.
    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaleTransition {
        ScaleTransition(scale, anchor: anchor)
    }
}

extension Transition where Self == SlideTransition {
    /// A transition that inserts by moving in from the leading edge, and removes by moving out
    /// towards the trailing edge.
    public static var slide: SlideTransition { SlideTransition() }
}

extension Transition where Self == MoveTransition {
    /// Returns a transition that moves the view away, towards the specified edge of the view.
    public static func move(edge: Edge) -> MoveTransition { MoveTransition(edge: edge) }
}

extension Transition where Self == OffsetTransition {
    /// Returns a transition that offset the view by the specified amount.
    public static func offset(_ offset: CGSize) -> OffsetTransition { OffsetTransition(offset) }

    /// Returns a transition that offset the view by the specified x and y values.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetTransition {
        OffsetTransition(CGSize(width: x, height: y))
    }
}

extension Transition where Self == PushTransition {
    /// Creates a transition that when added to a view will animate the view's insertion by moving
    /// it in from the specified edge while fading it in, and animate its removal by moving it out
    /// towards the opposite edge and fading it out.
    public static func push(from edge: Edge) -> PushTransition { PushTransition(edge: edge) }
}

extension Transition where Self == BlurReplaceTransition {
    /// A transition that animates the insertion or removal of a view by combining blurring and
    /// scaling effects.
    public static var blurReplace: BlurReplaceTransition { BlurReplaceTransition(configuration: .downUp) }

    /// A transition that animates the insertion or removal of a view by combining blurring and
    /// scaling effects.
    public static func blurReplace(_ config: BlurReplaceTransition.Configuration = .downUp) -> BlurReplaceTransition {
        BlurReplaceTransition(configuration: config)
    }
}

extension Transition where Self == IdentityTransition {
    /// A transition that returns the input view, unmodified, as the output view.
    public static var identity: IdentityTransition { IdentityTransition() }
}
