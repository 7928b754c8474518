import Foundation

/// A scrollable view.
///
/// ```swift
/// ScrollView {
///     VStack(alignment: .leading) {
///         ForEach(0..<100) { Text("Row \($0)") }
///     }
/// }
/// ```
///
/// The content is offered no length along the scroll axes (its ideal size) and the scroll view's
/// own proposal across them; the scroll view takes the space it is offered (its content's size in
/// a dimension offered nothing or an infinite length). The content starts at the top along a
/// vertical axis, at the leading edge along a horizontal one, centred across an axis that does not
/// scroll, and is clipped to the scroll view's bounds.
///
/// A host scrolls it as a device does: a drag on it (one that no gesture of the content takes)
/// moves the content with the finger, rubber-banding past the edges, and on release the content
/// coasts to rest as a `UIScrollView`'s does at its normal deceleration rate, or springs back onto
/// an edge (see ``View/scrollTargetBehavior(_:)`` for paging and view-aligned settling).
/// ``ViewHost/scroll(by:at:)`` scrolls it directly; ``ScrollViewProxy/scrollTo(_:anchor:)``
/// scrolls to a view, animated under `withAnimation`, and so does setting
/// ``View/scrollPosition(id:anchor:)``'s binding. Views inside see where they are: geometry
/// readers, ``View/visualEffect(_:)`` and ``View/scrollTransition(_:axis:transition:)`` follow the
/// scrolling frame by frame, and ``View/onScrollGeometryChange(for:of:action:)`` and
/// ``View/onScrollVisibilityChange(threshold:_:)`` report it.
public struct ScrollView<Content: View>: View {
    /// The scroll view's content.
    public var content: Content
    /// The scrollable axes of the scroll view.
    public var axes: Axis.Set
    /// A value that indicates whether the scroll view displays the scrollable component of the
    /// content offset, in a way that's suitable for the platform (accepted; nothing is drawn).
    public var showsIndicators: Bool

    /// Creates a new instance that's scrollable in the direction of the given axis and can show
    /// indicators while scrolling.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    /// The content, scrolled and clipped to the scroll view's bounds.
    public var body: some View {
        _ScrollViewBody(content: content, axes: axes)
    }
}

/// A scroll view's workings: its offset as state, its drag, its layout.
struct _ScrollViewBody<Content: View>: View {
    let content: Content
    let axes: Axis.Set
    @State private var offset = CGPoint.zero
    @State private var controller = ScrollController()
    @Environment(\._scrollDisabled) private var isDisabled
    @Environment(\._scrollSettling) private var settling
    @Environment(\._scrollTargets) private var targets
    @Environment(\._scrollContentMargins) private var margins

    var body: some View {
        let controller = self.controller
        let binding = $offset
        controller.axes = axes
        controller.setOffset = { binding.wrappedValue = $0 }
        controller.modelOffset = offset
        controller.isDisabled = isDisabled
        controller.behavior = settling.settling(for: controller)
        targets?.register(controller)
        controller.contentMargins = margins
        return _ScrollLayout(content: content.padding(margins), axes: axes, offset: offset, controller: controller)
            .clipped()
            .contentShape(Rectangle())
            .gesture(
                DragGesture(minimumDistance: 10)
                    .onChanged { value in
                        guard !controller.isDisabled else { return }
                        if controller.dragStart == nil { controller.dragStart = controller.presentedOffset }
                        let dragged = controller.draggedOffset(translation: value.translation)
                        controller.modelOffset = dragged
                        binding.wrappedValue = dragged
                    }
                    .onEnded { value in
                        guard !controller.isDisabled, controller.dragStart != nil else { return }
                        controller.dragStart = nil
                        // The content moves against the finger.
                        let velocity = CGVector(dx: -value.velocity.width, dy: -value.velocity.height)
                        let (target, animation) = controller.settle(from: controller.modelOffset, velocity: velocity)
                        controller.modelOffset = target
                        controller.motion = .decelerating
                        withAnimation(animation) { binding.wrappedValue = target }
                    },
                isEnabled: !isDisabled)
    }
}

/// The layout of a scroll view: its content placed at the scroll offset.
struct _ScrollLayout<Content: View>: View, PrimitiveView {
    let content: Content
    let axes: Axis.Set
    let offset: CGPoint
    let controller: ScrollController

    var body: Never { primitiveBody() }

    func update(_ node: ViewNode, in context: inout UpdateContext) {
        let engine = context.engine
        let (state, isNew) = engine.state(of: node, orMake: { ScrollLayoutState(axes: axes, offset: offset, graph: engine.graph) })
        state.context = context
        state.node = node
        state.controller = controller
        controller.layout = state
        if !isNew, context.isNewValue, state.setModel(offset, transaction: context.transaction, in: engine.graph) {
            engine.layoutInvalidation.markDirty(node)
        }
        node.role = .scroll(state)
        context.updateChild(of: node, with: content)
    }
}

/// A view that provides programmatic scrolling, by working with a proxy to scroll to known child
/// views.
///
/// ```swift
/// ScrollViewReader { proxy in
///     ScrollView { rows }
///     Button("Jump to 42") { withAnimation { proxy.scrollTo(42, anchor: .top) } }
/// }
/// ```
///
/// The proxy reaches every scroll view inside the reader's content.
public struct ScrollViewReader<Content: View>: View, PrimitiveView {
    /// The view builder that creates the reader's content.
    public var content: (ScrollViewProxy) -> Content

    /// Creates an instance that can perform programmatic scrolling of its child scroll views.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    /// A reader has no body.
    public var body: Never { primitiveBody() }

    func update(_ node: ViewNode, in context: inout UpdateContext) {
        let (targets, _) = node.state(orMake: ScrollTargets.init)
        node.role = .group
        context.environment._scrollTargets = targets
        context.updateChildren(of: node, with: [content(ScrollViewProxy(targets: targets))])
    }
}

/// The scroll views inside a `ScrollViewReader`, for its proxy.
@MainActor
final class ScrollTargets: NodeState {
    private var controllers: [WeakScrollController] = []

    private struct WeakScrollController {
        weak var controller: ScrollController?
    }

    func register(_ controller: ScrollController) {
        controllers.removeAll { $0.controller == nil }
        if !controllers.contains(where: { $0.controller === controller }) {
            controllers.append(WeakScrollController(controller: controller))
        }
    }

    var all: [ScrollController] { controllers.compactMap(\.controller) }
}

extension EnvironmentValues {
    /// The scroll views a `ScrollViewReader` above can scroll (`nil` outside one).
    var _scrollTargets: ScrollTargets? {
        get { self[ScrollTargetsKey.self] }
        set { self[ScrollTargetsKey.self] = newValue }
    }

    /// Whether scrolling is disabled (``View/scrollDisabled(_:)``).
    var _scrollDisabled: Bool {
        get { self[ScrollDisabledKey.self] }
        set { self[ScrollDisabledKey.self] = newValue }
    }
}

private struct ScrollTargetsKey: EnvironmentKey {
    static let defaultValue: ScrollTargets? = nil
}

private struct ScrollDisabledKey: EnvironmentKey {
    static let defaultValue = false
}

/// A proxy value that supports programmatic scrolling of the scrollable views within a view
/// hierarchy.
///
/// ```swift
/// proxy.scrollTo(bottomID)
/// ```
public struct ScrollViewProxy: @unchecked Sendable {
    // Unchecked: the targets are used on the main actor only (scrollTo is main-actor isolated).
    let targets: ScrollTargets?

    init(targets: ScrollTargets? = nil) {
        self.targets = targets
    }

    /// Scans all scroll views contained by the proxy for the first with a child view with
    /// identifier `id`, and then scrolls to that view.
    ///
    /// With an `anchor`, the view's anchor point lines up with the same point of the scroll view
    /// (`.top` puts its top at the top); without one, the scroll view moves as little as it
    /// takes to show the view, and not at all when it is visible. The offset never goes past the
    /// content's edges. The scroll is a state change: under `withAnimation` it animates.
    @MainActor
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        for controller in targets?.all ?? [] {
            guard let offset = controller.offset(showing: AnyHashable(id), anchor: anchor) else { continue }
            controller.scroll(to: offset)
            return
        }
    }
}

/// The visibility of scroll indicators of a UI element.
///
/// ```swift
/// ScrollView { rows }.scrollIndicators(.hidden)
/// ```
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    private let kind: Int

    /// Scroll indicator visibility depends on the policies of the component accepting the
    /// visibility configuration.
    public static var automatic: ScrollIndicatorVisibility { ScrollIndicatorVisibility(kind: 0) }
    /// Show the scroll indicators.
    public static var visible: ScrollIndicatorVisibility { ScrollIndicatorVisibility(kind: 1) }
    /// Hide the scroll indicators.
    public static var hidden: ScrollIndicatorVisibility { ScrollIndicatorVisibility(kind: 2) }
    /// Scroll indicators should never be visible.
    public static var never: ScrollIndicatorVisibility { ScrollIndicatorVisibility(kind: 3) }
}

extension View {
    /// Sets the visibility of scroll indicators within this view.
    ///
    /// ```swift
    /// ScrollView(.horizontal) { row }.scrollIndicators(.never)
    /// ```
    ///
    /// > Note: Accepted; a Kinema host draws no scroll indicators.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        self
    }

    /// Disables or enables scrolling in scrollable views.
    ///
    /// ```swift
    /// ScrollView { rows }.scrollDisabled(true)
    /// ```
    ///
    /// A disabled scroll view does not follow drags; it can still be scrolled to programmatically.
    public func scrollDisabled(_ disabled: Bool) -> some View {
        transformEnvironment(\._scrollDisabled) { if disabled { $0 = true } }
    }
}
