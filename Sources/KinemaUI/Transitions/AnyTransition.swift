import Foundation

/// A type-erased transition.
///
/// ```swift
/// Text("Saved")
///     .transition(.asymmetric(insertion: .scale.combined(with: .opacity), removal: .opacity))
/// ```
@MainActor
public struct AnyTransition {
    /// The view in a phase.
    let makeBody: (any View, TransitionPhase) -> any View
    /// The transition's own animation, when it has one (`nil`: the transaction's).
    let animation: Animation??

    init(animation: Animation?? = nil, _ makeBody: @escaping (any View, TransitionPhase) -> any View) {
        self.makeBody = makeBody
        self.animation = animation
    }

    /// Create an instance that type-erases `transition`.
    public init<T: Transition>(_ transition: T) {
        let animation = (transition as? any _TransitionAnimationCarrier)?.transitionAnimation
        self.init(animation: animation) { content, phase in transition.makeBody(content, phase) }
    }

    /// Returns a transition defined between an active modifier and an identity modifier.
    ///
    /// ```swift
    /// .transition(.modifier(active: Blur(radius: 10), identity: Blur(radius: 0)))
    /// ```
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        AnyTransition(_ModifierTransition(active: active, identity: identity))
    }

    /// A transition from transparent to opaque on insertion, and from opaque to transparent on
    /// removal.
    public static var opacity: AnyTransition { AnyTransition(OpacityTransition()) }

    /// Returns a transition that scales the view, from 0.00001 (as SwiftUI's does: not quite
    /// zero, so the view keeps an invertible transform).
    public static var scale: AnyTransition { AnyTransition(ScaleTransition(1e-5)) }

    /// Returns a transition that scales the view by the specified amount.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(ScaleTransition(Double(scale), anchor: anchor))
    }

    /// A transition that inserts by moving in from the leading edge, and removes by moving out
    /// towards the trailing edge.
    public static var slide: AnyTransition { AnyTransition(SlideTransition()) }

    /// Returns a transition that moves the view away, towards the specified edge of the view.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(MoveTransition(edge: edge)) }

    /// Returns a transition that offsets the view by the specified amount.
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(OffsetTransition(offset)) }

    /// Returns a transition that offsets the view by the specified x and y values.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
        offset(CGSize(width: x, height: y))
    }

    /// Creates a transition that moves the view in from the specified edge while fading it in,
    /// and out towards the opposite edge while fading it out.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(PushTransition(edge: edge)) }

    /// A transition that returns the input view, unmodified, as the output view.
    public static var identity: AnyTransition { AnyTransition(IdentityTransition()) }

    /// Provides a composite transition that uses a different transition for insertion versus
    /// removal.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(animation: insertion.animation ?? removal.animation) { content, phase in
            let inner = insertion.makeBody(content, phase == .willAppear ? .willAppear : .identity)
            return removal.makeBody(inner, phase == .didDisappear ? .didDisappear : .identity)
        }
    }

    /// Combines this transition with another, returning a new transition that is the result of
    /// both transitions being applied.
    public func combined(with other: AnyTransition) -> AnyTransition {
        let first = self
        return AnyTransition(animation: other.animation ?? first.animation) { content, phase in
            other.makeBody(first.makeBody(content, phase), phase)
        }
    }

    /// Attaches an animation to this transition.
    public func animation(_ animation: Animation?) -> AnyTransition {
        AnyTransition(animation: .some(animation), makeBody)
    }
}

/// A transition that carries its own animation.
protocol _TransitionAnimationCarrier {
    var transitionAnimation: Animation?? { get }
}

extension _AnimatedTransition: _TransitionAnimationCarrier {
    nonisolated var transitionAnimation: Animation?? { .some(animation) }
}

/// What a transition modifier keeps: the phase its content is shown in.
final class TransitionState: NodeState {
    var phase: TransitionPhase = .identity
    /// Bumped at each removal and re-insertion, so a removal that was cancelled does not finish.
    var generation = 0
    /// The latest transition.
    var transition: AnyTransition?
}

/// Shows its content through a transition, in the phase the host gives it.
struct _TransitionModifier: ViewModifier, PrimitiveModifier {
    let transition: AnyTransition

    func body(content: Content) -> Never { primitiveBody() }

    func update(_ node: ViewNode, content: any View, in context: inout UpdateContext) {
        if let identified = content as? any _IdentifiedView {
            // `.id(value).transition(t)`: when the value changes, the old view leaves and the
            // new one arrives under `t`, as in SwiftUI, so the transition goes on the inside of
            // the identity, where each identity's view has its own phase. A transition state
            // here would be one phase shared by the view that leaves and the one that arrives.
            node.role = .group
            guard context.isNewValue else { return context.revisitChildren(of: node) }
            context.reconcileChildren(of: node, with: [identified.transitioningInside(transition)])
            return
        }
        let (state, isNew) = node.state(orMake: TransitionState.init)
        state.transition = transition
        if let animation = transition.animation, isNew || !state.phase.isIdentity {
            // A transition's own animation runs its own changes (the insertion, the removal),
            // not the content's other changes while it is shown.
            context.transaction.animation = animation
        }
        // The host's first update shows what is there: nothing is inserted into anything yet.
        if isNew, context.engine.updateNumber > 1, context.transaction.animation != nil,
            !context.transaction.disablesAnimations {
            // Inserted under an animation: shown first as it will appear, then brought to its
            // identity in the next update of the same event, under this transaction.
            state.phase = .willAppear
            context.engine.scheduleTransition(of: node, state: state, to: .identity, transaction: context.transaction)
        }
        node.role = .group
        guard context.isNewValue else { return context.revisitChildren(of: node) }
        context.reconcileChildren(of: node, with: [transition.makeBody(content, state.phase)])
    }
}

/// A view given an explicit identity with ``View/id(_:)``.
@MainActor
protocol _IdentifiedView {
    /// The same view with `transition` applied inside the identity, to each identity's view.
    func transitioningInside(_ transition: AnyTransition) -> any View
}

extension ModifiedContent: _IdentifiedView where Content: View, Modifier: _IdentityModifierProtocol {
    func transitioningInside(_ transition: AnyTransition) -> any View {
        modifier.wrap(ModifiedContent<Content, _TransitionModifier>(content: content, modifier: _TransitionModifier(transition: transition)))
    }
}

extension View {
    /// Associates a transition with the view.
    ///
    /// ```swift
    /// if showBanner {
    ///     Banner().transition(.move(edge: .top))
    /// }
    /// ```
    ///
    /// When the view is inserted under an animation it is first shown in the transition's
    /// `willAppear` phase and animates to `identity`; when it is removed under one it stays
    /// drawn, animates to `didDisappear`, and leaves when those animations finish (a
    /// `withAnimation` completion with `.removed` criteria waits for it). Without an animation
    /// the view appears and disappears at once. While it is leaving it takes no part in layout.
    /// A view without a transition gets the default one, ``AnyTransition/opacity``.
    public func transition(_ t: AnyTransition) -> some View {
        modifier(_TransitionModifier(transition: t))
    }

    /// Associates a transition with the view.
    ///
    /// ```swift
    /// Card().transition(.blurReplace)
    /// ```
    @_disfavoredOverload
    public func transition<T: Transition>(_ transition: T) -> some View {
        modifier(_TransitionModifier(transition: AnyTransition(transition)))
    }
}
