import Foundation

// Scroll transitions: a view's visual effect follows where it is in the visible region of the
// scroll view around it — the edge phase while it is hidden beyond an edge, the identity phase
// once it is past the configuration's threshold, and (interactively) the effect interpolated in
// between.

/// The phases that a view transitions between when it scrolls among other views.
///
/// ```swift
/// Card().scrollTransition { content, phase in
///     content.opacity(phase.isIdentity ? 1 : 0.4)
/// }
/// ```
public enum ScrollTransitionPhase: Hashable, Sendable {
    /// The scroll transition is being applied to a view that is about to move into the visible
    /// area at the top edge of a vertical scroll view, or the leading edge of a horizontal one.
    case topLeading
    /// The scroll transition is being applied to a view that is in the visible area.
    case identity
    /// The scroll transition is being applied to a view that is about to move into the visible
    /// area at the bottom edge of a vertical scroll view, or the trailing edge of a horizontal
    /// one.
    case bottomTrailing

    /// A Boolean that indicates whether the scroll transition should have an identity effect.
    public var isIdentity: Bool { self == .identity }

    /// A phase-derived value: −1 at the top or leading edge, 0 in the visible area, 1 at the
    /// bottom or trailing edge.
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }
}

/// The configuration of a scroll transition that controls how a transition is applied as a view
/// is scrolled through the visible region of a containing scroll view.
///
/// ```swift
/// Card().scrollTransition(.animated(.bouncy).threshold(.visible(0.9))) { content, phase in
///     content.scaleEffect(phase.isIdentity ? 1 : 0.8)
/// }
/// ```
///
/// A view is in the identity phase once it reaches the threshold (by default, once it is wholly
/// visible); an interactive configuration interpolates the effect from the edge phase, when the
/// view is just hidden, to the identity phase at the threshold, paced by its timing curve.
public struct ScrollTransitionConfiguration: Sendable {
    enum Kind: Sendable {
        case identity
        case animated
        case interactive(UnitCurve)
    }

    let kind: Kind
    let animation: Animation?
    let threshold: Threshold

    private init(kind: Kind, animation: Animation?, threshold: Threshold = .visible) {
        self.kind = kind
        self.animation = animation
        self.threshold = threshold
    }

    /// Creates a new configuration that discretely animates the transition when the view becomes
    /// visible.
    public static let animated = ScrollTransitionConfiguration.animated()
    /// Creates a new configuration that interactively interpolates the transition's effect as the
    /// view is scrolled into the visible region of the container.
    public static let interactive = ScrollTransitionConfiguration.interactive()
    /// Creates a new configuration that does not change the appearance of the view.
    public static let identity = ScrollTransitionConfiguration(kind: .identity, animation: nil)

    /// Creates a new configuration that discretely animates the transition when the view becomes
    /// visible: the phase changes only once the threshold is reached, with `animation`.
    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(kind: .animated, animation: animation)
    }

    /// Creates a new configuration that interactively interpolates the transition's effect as the
    /// view is scrolled into the visible region of the container.
    ///
    /// Time zero of `timingCurve` is the view just hidden, time 1 the view at the threshold; the
    /// curve runs backwards as the view leaves.
    public static func interactive(timingCurve: UnitCurve = .easeInOut) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(kind: .interactive(timingCurve), animation: nil)
    }

    /// Sets the animation with which the transition will be applied: an interactive transition
    /// animates towards the interpolated effect, so it lags behind the scrolling.
    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(kind: kind, animation: animation, threshold: threshold)
    }

    /// Sets the threshold at which the view will be considered fully visible.
    public func threshold(_ threshold: ScrollTransitionConfiguration.Threshold) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(kind: kind, animation: animation, threshold: threshold)
    }

    /// Describes a specific point in the progression of a target view within a container from
    /// hidden (fully outside the container) to visible.
    ///
    /// A threshold is how far the view has come in from the edge it is nearer: a share of its own
    /// length, plus a share of the container's, plus a distance.
    public struct Threshold: Sendable {
        let ofView: Double
        let ofContainer: Double
        let distance: Double

        /// The target view is fully visible.
        public static let visible = Threshold(ofView: 1, ofContainer: 0, distance: 0)
        /// The target view is hidden.
        public static let hidden = Threshold(ofView: 0, ofContainer: 0, distance: 0)
        /// The target view is centered within the container.
        public static var centered: Threshold { Threshold(ofView: 0.5, ofContainer: 0.5, distance: 0) }

        /// The target view is visible by the provided amount (a fraction of its length, clamped to
        /// 0…1).
        public static func visible(_ amount: Double) -> Threshold {
            Threshold(ofView: amount.isFinite ? min(max(amount, 0), 1) : 1, ofContainer: 0, distance: 0)
        }

        /// Creates a new threshold that combines this threshold value with another threshold,
        /// interpolated by the given amount (0 is this threshold, 1 is `other`).
        public func interpolated(towards other: Threshold, amount: Double) -> Threshold {
            let t = amount.isFinite ? amount : 0
            func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
            return Threshold(
                ofView: mix(ofView, other.ofView), ofContainer: mix(ofContainer, other.ofContainer),
                distance: mix(distance, other.distance))
        }

        /// Returns a threshold that is met when the target view is closer to the center of the
        /// container by `distance`. Use negative values to move the threshold away from the
        /// center.
        public func inset(by distance: Double) -> Threshold {
            Threshold(ofView: ofView, ofContainer: ofContainer, distance: self.distance + (distance.isFinite ? distance : 0))
        }

        /// How far in from its edge a view `length` long must be, in a container `containerLength`
        /// long, to meet the threshold.
        func reach(length: Double, containerLength: Double) -> Double {
            ofView * length + ofContainer * containerLength + distance
        }
    }
}

extension View {
    /// Applies the given transition, animating between the phases of the transition as this view
    /// appears and disappears within the visible region of the containing scroll view.
    ///
    /// ```swift
    /// ScrollView {
    ///     ForEach(photos) { photo in
    ///         PhotoView(photo).scrollTransition { content, phase in
    ///             content.scaleEffect(phase.isIdentity ? 1 : 0.75)
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// `axis` is the scroll view's axis to follow (`nil`: the one it scrolls in, vertical when it
    /// scrolls in both). Outside a scroll view the view shows the identity phase.
    public func scrollTransition(
        _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
    ) -> some View {
        _ScrollTransitionView(
            content: self, topLeading: configuration, bottomTrailing: configuration, axis: axis
        ) { transition(EmptyVisualEffect(), $0).visualEffectSteps }
    }

    /// Applies the given transition with separate configurations for the top or leading edge and
    /// the bottom or trailing edge.
    ///
    /// ```swift
    /// Row().scrollTransition(topLeading: .identity, bottomTrailing: .interactive) { content, phase in
    ///     content.offset(y: phase.value * 40)
    /// }
    /// ```
    public func scrollTransition(
        topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
    ) -> some View {
        _ScrollTransitionView(
            content: self, topLeading: topLeading, bottomTrailing: bottomTrailing, axis: axis
        ) { transition(EmptyVisualEffect(), $0).visualEffectSteps }
    }
}

/// Where a view is in a scroll view's visible region, for its scroll transition: the edge it is
/// nearer and how far it has come from just hidden (0) to that edge's threshold (1).
struct ScrollTransitionPosition: Equatable {
    var edge: ScrollTransitionPhase
    var progress: Double

    /// The position of `frame` in `viewport` along `axis`. The edge is the one the view's centre
    /// is nearer; the progress is how far the view reaches in from that edge over the threshold's
    /// reach, clamped to 0…1.
    init(of frame: CGRect, in viewport: CGRect, axis: Axis, topLeading: ScrollTransitionConfiguration.Threshold,
         bottomTrailing: ScrollTransitionConfiguration.Threshold) {
        let (low, high, start, end) = axis == .vertical
            ? (viewport.minY, viewport.maxY, frame.minY, frame.maxY)
            : (viewport.minX, viewport.maxX, frame.minX, frame.maxX)
        let towardsEnd = start + end >= low + high
        edge = towardsEnd ? .bottomTrailing : .topLeading
        let reached = Double(towardsEnd ? high - start : end - low)
        let threshold = (towardsEnd ? bottomTrailing : topLeading)
            .reach(length: Double(end - start), containerLength: Double(high - low))
        if !reached.isFinite || !threshold.isFinite {
            progress = 1
        } else if reached >= threshold {
            progress = 1
        } else {
            progress = reached <= 0 ? 0 : reached / threshold
        }
    }
}

/// A view whose visual effect follows its position in the scroll view around it; built after
/// layout from its geometry, as a geometry reader's content is, while it lays out as its content
/// does.
struct _ScrollTransitionView<Content: View>: View, PrimitiveView {
    let content: Content
    let topLeading: ScrollTransitionConfiguration
    let bottomTrailing: ScrollTransitionConfiguration
    let axis: Axis?
    let effect: @Sendable (ScrollTransitionPhase) -> [VisualEffectStep]

    var body: Never { primitiveBody() }

    func update(_ node: ViewNode, in context: inout UpdateContext) {
        node.role = .group
        let state = context.engine.state(of: node, orMake: GeometryReaderState.init).state
        let view = self
        state.makeContent = { [unowned state] proxy in
            // A change animates only between two measured positions: not from the placeholder
            // geometry a new view is first laid out with.
            let animates = state.previousGeometry?.scrollViewport != nil
            return [view.content(at: proxy.geometry, animates: animates)]
        }
        state.context = context
        if context.isNewValue {
            state.needsBuild = true
            let last = state.builtGeometry ?? ReaderGeometry(frame: .zero, spaces: [])
            context.reconcileChildren(of: node, with: state.makeContent(GeometryProxy(geometry: last)))
        } else {
            context.revisitChildren(of: node)
        }
    }

    /// The content with the effect for `geometry`.
    private func content(at geometry: ReaderGeometry, animates: Bool) -> any View {
        let identity = effect(.identity)
        guard let viewport = geometry.scrollViewport else {
            return VisualEffectSteps.apply(identity, to: content).animation(nil, value: 0.0)
        }
        let axis = axis ?? (viewport.axes == .horizontal ? .horizontal : .vertical)
        let position = ScrollTransitionPosition(
            of: geometry.frame, in: viewport.frame, axis: axis,
            topLeading: topLeading.threshold, bottomTrailing: bottomTrailing.threshold)
        let configuration = position.edge == .topLeading ? topLeading : bottomTrailing
        let animation = animates ? configuration.animation : nil
        switch configuration.kind {
        case .identity:
            return VisualEffectSteps.apply(identity, to: content).animation(nil, value: 0.0)
        case .animated:
            let phase = position.progress >= 1 ? .identity : position.edge
            let steps = phase == .identity ? identity : effect(phase)
            return VisualEffectSteps.apply(steps, to: content).animation(animation, value: phase.value)
        case .interactive(let curve):
            // Towards the edge phase by what the curve leaves of the way to the threshold.
            let amount = 1 - curve.value(at: position.progress)
            let steps = amount <= 0 ? identity : VisualEffectSteps.interpolate(identity, effect(position.edge), amount: amount)
            return VisualEffectSteps.apply(steps, to: content).animation(animation, value: amount)
        }
    }
}
