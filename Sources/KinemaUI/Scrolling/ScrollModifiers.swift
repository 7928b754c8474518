import Foundation

// Scroll-view configuration from iOS 17: how a scroll view settles, where its content sits, how
// its items change as they scroll.

extension View {
    /// Configures the outermost layout as a scroll target layout (accepted).
    ///
    /// ```swift
    /// ScrollView(.horizontal) {
    ///     LazyHStack { cards }.scrollTargetLayout()
    /// }
    /// .scrollTargetBehavior(.viewAligned)
    /// ```
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        self
    }

    /// Sets the scroll behavior of views scrollable in the provided axes: `.paging` settles a
    /// released drag on a whole page (the next one after a flick faster than 300 points per
    /// second, else the nearest), `.viewAligned` with the nearest view of the content's stack at
    /// the scroll view's leading (top) edge.
    ///
    /// ```swift
    /// ScrollView(.horizontal) { LazyHStack { cards }.scrollTargetLayout() }
    ///     .scrollTargetBehavior(.paging)
    /// ```
    ///
    /// > Note: A behavior of your own is accepted and settles as the standard one.
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        let kind: ScrollSettlingKind = switch behavior {
        case is PagingScrollTargetBehavior: .paging
        case is ViewAlignedScrollTargetBehavior: .viewAligned
        default: .standard
        }
        return environment(\._scrollSettling, kind)
    }

    /// Sets whether a scroll view clips its content to its bounds (accepted: Kinema's scroll views
    /// always clip).
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        self
    }

    /// Configures the content margin for a provided placement.
    ///
    /// ```swift
    /// ScrollView(.horizontal) { cards }.contentMargins(.horizontal, EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
    /// ```
    ///
    /// Scroll views below inset their content by the margins (`.automatic` and `.scrollContent`):
    /// the content is laid out inside them, scrolls under them, and its scrollable extent
    /// includes them; view-aligned scrolling lines views up with the leading margin. The edges
    /// not in `edges` keep the margins set above. `.scrollIndicators` margins are accepted (Kinema
    /// draws no scroll indicators).
    public func contentMargins(
        _ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic
    ) -> some View {
        modifier(_EnvironmentWritingModifier { environment in
            guard placement != .scrollIndicators else { return }
            var margins = environment._scrollContentMargins
            if edges.contains(.top) { margins.top = Self.marginLength(insets.top) }
            if edges.contains(.leading) { margins.leading = Self.marginLength(insets.leading) }
            if edges.contains(.bottom) { margins.bottom = Self.marginLength(insets.bottom) }
            if edges.contains(.trailing) { margins.trailing = Self.marginLength(insets.trailing) }
            environment._scrollContentMargins = margins
        })
    }

    /// Configures the content margin for a provided placement.
    ///
    /// ```swift
    /// ScrollView(.horizontal) { cards }.contentMargins(.horizontal, 20, for: .scrollContent)
    /// ```
    ///
    /// As the `EdgeInsets` form of `contentMargins(_:_:for:)`, with one length on every edge in
    /// `edges`; `nil` is the system's default margin, which Kinema takes as 16 points (an
    /// iPhone's layout margin).
    public func contentMargins(
        _ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic
    ) -> some View {
        let length = length ?? 16
        return contentMargins(edges, EdgeInsets(top: length, leading: length, bottom: length, trailing: length), for: placement)
    }

    /// Configures the content margin for a provided placement, on every edge.
    ///
    /// ```swift
    /// ScrollView { rows }.contentMargins(12)
    /// ```
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, length, for: placement)
    }

    /// A margin as scroll views use it: not negative, and 0 when not finite.
    private static func marginLength(_ value: CGFloat) -> CGFloat {
        value.isFinite ? max(value, 0) : 0
    }

    /// Adds the provided insets into the safe area of this view.
    ///
    /// ```swift
    /// ScrollView(.horizontal) { cards }.safeAreaPadding(.horizontal, 20)
    /// ```
    ///
    /// > Note: Kinema has no safe area: the insets pad the view, as `padding(_:)`
    /// > does. Content that a scroll view would show under the padding is clipped at it.
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        padding(insets)
    }

    /// Adds the provided insets into the safe area of this view (see
    /// `safeAreaPadding(_:)`: Kinema pads the view).
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        padding(edges, length)
    }

    /// Adds the provided inset on every edge of the safe area of this view (Kinema pads the
    /// view).
    public func safeAreaPadding(_ length: CGFloat) -> some View {
        padding(length)
    }
}

extension VisualEffect {
    /// The effect's steps, for the views that apply them.
    var visualEffectSteps: [VisualEffectStep] { (self as? _VisualEffectChain)?.steps ?? [] }
}

/// The ways a scrollable view can settle at the end of a scroll.
public protocol ScrollTargetBehavior {}

/// The scroll behavior that aligns scroll targets to view-based geometry.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// A type that defines the amount of views that can be scrolled at a time.
    public struct LimitBehavior: Sendable {
        private let value: Int

        /// The automatic limit behavior.
        public static let automatic = LimitBehavior(value: 0)
        /// The always limit behavior: a scroll moves by at most one view.
        public static let always = LimitBehavior(value: 1)
        /// The always-by-one limit behavior.
        public static let alwaysByOne = LimitBehavior(value: 2)
        /// The always-by-few limit behavior.
        public static let alwaysByFew = LimitBehavior(value: 3)
        /// The never limit behavior.
        public static let never = LimitBehavior(value: 4)
    }

    /// Creates a view aligned scroll behavior.
    public init(limitBehavior: LimitBehavior = .automatic) {}
}

/// The scroll behavior that aligns scroll targets to container-based geometry.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    /// Creates a paging scroll behavior.
    public init() {}
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// The scroll behavior that aligns scroll targets to view-based geometry.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }

    /// The scroll behavior that aligns scroll targets to view-based geometry, with a limit.
    public static func viewAligned(
        limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior
    ) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// The scroll behavior that aligns scroll targets to container-based geometry.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

/// The placement of margins.
public struct ContentMarginPlacement: Hashable, Sendable {
    private let name: String

    /// The automatic placement.
    public static let automatic = ContentMarginPlacement(name: "automatic")
    /// The scroll content placement.
    public static let scrollContent = ContentMarginPlacement(name: "scrollContent")
    /// The scroll indicators placement.
    public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")
}

/// The settling a ``View/scrollTargetBehavior(_:)`` asks for.
enum ScrollSettlingKind: Sendable {
    case standard, paging, viewAligned

    /// The settling of `controller`'s scroll view.
    @MainActor
    func settling(for controller: ScrollController) -> ScrollSettling {
        switch self {
        case .standard: .standard
        case .paging: .paging
        case .viewAligned:
            .viewAligned { [weak controller] in controller?.alignmentOffsets() ?? [] }
        }
    }
}

extension EnvironmentValues {
    /// The margins scroll views below inset their content by (``View/contentMargins(_:for:)``).
    var _scrollContentMargins: EdgeInsets {
        get { self[ScrollContentMarginsKey.self] }
        set { self[ScrollContentMarginsKey.self] = newValue }
    }

    /// How scroll views below settle (``View/scrollTargetBehavior(_:)``).
    var _scrollSettling: ScrollSettlingKind {
        get { self[ScrollSettlingKey.self] }
        set { self[ScrollSettlingKey.self] = newValue }
    }
}

private struct ScrollContentMarginsKey: EnvironmentKey {
    static let defaultValue = EdgeInsets()
}

private struct ScrollSettlingKey: EnvironmentKey {
    static let defaultValue = ScrollSettlingKind.standard
}

extension ScrollController {
    /// The offsets that put each view of the content's stack (its first container with several
    /// views) at the scroll view's leading (top) edge.
    func alignmentOffsets() -> [CGPoint] {
        guard let layout, let node = layout.node else { return [] }
        var container = node
        while container.children.count == 1 { container = container.children[0] }
        // A view lines up with the leading (top) content margin, not with the edge.
        let origin = CGPoint(
            x: node.frame.minX - layout.shownOffset.x + contentMargins.leading,
            y: node.frame.minY - layout.shownOffset.y + contentMargins.top)
        return ViewLayout.arranged(container).map { child in
            CGPoint(x: child.frame.minX - origin.x, y: child.frame.minY - origin.y)
        }
    }
}

/// The ways that a scrollable view can bounce when it reaches the end of its content.
///
/// ```swift
/// ScrollView { rows }.scrollBounceBehavior(.basedOnSize)
/// ```
public struct ScrollBounceBehavior: Sendable {
    private let kind: Int

    /// The automatic behavior: the scroll view always bounces.
    public static let automatic = ScrollBounceBehavior(kind: 0)
    /// The scrollable view always bounces.
    public static let always = ScrollBounceBehavior(kind: 1)
    /// The scrollable view bounces when its content is large enough to require scrolling.
    public static let basedOnSize = ScrollBounceBehavior(kind: 2)
}

extension View {
    /// Configures the bounce behavior of scrollable views along the specified axis.
    ///
    /// ```swift
    /// ScrollView { summary }.scrollBounceBehavior(.basedOnSize)
    /// ```
    ///
    /// Accepted: a Kinema scroll view moves only when its content is larger than it along the
    /// axis (as `.basedOnSize`), and pulls past the ends with the rubber band when it does.
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
        self
    }

    /// Associates an anchor to control which part of the scroll view's content should be rendered
    /// by default.
    ///
    /// ```swift
    /// ScrollView { messages }.defaultScrollAnchor(.bottom)
    /// ```
    ///
    /// > Note: Accepted, not yet followed: Kinema's scroll views start at their content's top
    /// > leading corner. Scroll to the last item on appear (`ScrollViewReader`'s
    /// > `scrollTo(_:anchor:)`) for the same first frame.
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        self
    }
}
