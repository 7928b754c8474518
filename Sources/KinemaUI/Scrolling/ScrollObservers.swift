import Foundation
import KinemaGraph

// What views learn about scrolling after layout: a scroll view's geometry, whether a view is on
// screen, which view a scroll view is at. Each is a layout observer (as `onGeometryChange` is): it
// looks at the laid-out hierarchy after every update that lays out, and its action runs when the
// update ends.

/// A type that defines the geometry of a scroll view.
///
/// ```swift
/// ScrollView { rows }
///     .onScrollGeometryChange(for: Bool.self) { geometry in
///         geometry.contentOffset.y > 40
///     } action: { _, scrolled in
///         showsTitle = scrolled
///     }
/// ```
public struct ScrollGeometry: Equatable, Sendable, CustomDebugStringConvertible {
    /// The content offset of the scroll view: the position of the scroll view within its overall
    /// content size (past zero or the content's end while rubber banding).
    public var contentOffset: CGPoint
    /// The size of the content of the scroll view, which can be smaller or larger than its
    /// container.
    public var contentSize: CGSize
    /// The content insets of the scroll view (zero: a Kinema scroll view has no safe area).
    public var contentInsets: EdgeInsets
    /// The size of the container of the scroll view: how large the scroll view itself is.
    public var containerSize: CGSize

    /// Creates a scroll geometry.
    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
    }

    /// The visible rect of the scroll view, computed from its content offset, content insets and
    /// container size, in the content's coordinates.
    public var visibleRect: CGRect {
        CGRect(
            x: contentOffset.x + contentInsets.leading, y: contentOffset.y + contentInsets.top,
            width: containerSize.width - contentInsets.leading - contentInsets.trailing,
            height: containerSize.height - contentInsets.top - contentInsets.bottom)
    }

    /// The bounds rect of the scroll view: where its container is over the content.
    public var bounds: CGRect {
        CGRect(origin: contentOffset, size: containerSize)
    }

    public var debugDescription: String {
        "ScrollGeometry(contentOffset: \(contentOffset), contentSize: \(contentSize), containerSize: \(containerSize))"
    }
}

extension ScrollLayoutState {
    /// The geometry as last laid out, at the offset shown now.
    var geometry: ScrollGeometry {
        ScrollGeometry(contentOffset: shownOffset, contentSize: contentSize, contentInsets: EdgeInsets(), containerSize: containerSize)
    }

    /// The first scroll view at or under `root`, depth first.
    static func first(under root: ViewNode) -> ScrollLayoutState? {
        var stack = [root]
        while let node = stack.popLast() {
            if case .scroll(let state) = node.role { return state }
            stack.append(contentsOf: node.children.reversed())
        }
        return nil
    }
}

// MARK: - Scroll geometry

/// What `onScrollGeometryChange` keeps: how to derive its value, what to run, the value last
/// reported (`nil` until a scroll view under it was laid out).
@MainActor
final class ScrollGeometryChangeState<Value: Equatable>: LayoutObserving {
    var transform: (ScrollGeometry) -> Value
    var action: (Value, Value) -> Void
    private var last: Value?

    init(transform: @escaping (ScrollGeometry) -> Value, action: @escaping (Value, Value) -> Void) {
        self.transform = transform
        self.action = action
    }

    func observe(_ node: ViewNode, in engine: ViewEngine) -> LayoutObservation {
        guard let scroll = ScrollLayoutState.first(under: node) else { return LayoutObservation() }
        let value = transform(scroll.geometry)
        guard let last else {
            // The first value is where the comparisons start: SwiftUI reports changes only.
            self.last = value
            return LayoutObservation()
        }
        guard last != value else { return LayoutObservation() }
        self.last = value
        let action = self.action
        return LayoutObservation(action: { action(last, value) })
    }
}

struct _ScrollGeometryChangeModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
    let transform: (ScrollGeometry) -> Value
    let action: (Value, Value) -> Void

    func body(content: Content) -> Never { primitiveBody() }

    func update(_ node: ViewNode, content: any View, in context: inout UpdateContext) {
        context.updateLayoutObserver(node, content: content) {
            ScrollGeometryChangeState(transform: transform, action: action)
        } refresh: { state in
            state.transform = transform
            state.action = action
        }
    }
}

// MARK: - Visibility

/// What `onScrollVisibilityChange` keeps: the share of the view that counts as visible, what to
/// run, and whether the view was last visible.
@MainActor
final class ScrollVisibilityState: LayoutObserving {
    var threshold: Double
    var action: (Bool) -> Void
    private var wasVisible = false

    init(threshold: Double, action: @escaping (Bool) -> Void) {
        self.threshold = threshold
        self.action = action
    }

    func observe(_ node: ViewNode, in engine: ViewEngine) -> LayoutObservation {
        let geometry = engine.geometry(of: node)
        let viewport = geometry.scrollViewport?.frame ?? CGRect(origin: .zero, size: engine.size)
        let frame = geometry.frame
        let area = frame.width * frame.height
        let shown = frame.intersection(viewport)
        let fraction = area > 0 && !shown.isNull ? Double(shown.width * shown.height / area) : 0
        let required = threshold.isFinite ? min(max(threshold, 0), 1) : 0.5
        // Over the threshold, or (a threshold of 0) any of it at all.
        let isVisible = required == 0 ? fraction > 0 : fraction >= required
        guard isVisible != wasVisible else { return LayoutObservation() }
        wasVisible = isVisible
        let action = self.action
        return LayoutObservation(action: { action(isVisible) })
    }
}

struct _ScrollVisibilityModifier: ViewModifier, PrimitiveModifier {
    let threshold: Double
    let action: (Bool) -> Void

    func body(content: Content) -> Never { primitiveBody() }

    func update(_ node: ViewNode, content: any View, in context: inout UpdateContext) {
        context.updateLayoutObserver(node, content: content) {
            ScrollVisibilityState(threshold: threshold, action: action)
        } refresh: { state in
            state.threshold = threshold
            state.action = action
        }
    }
}

// MARK: - Scroll position

/// What `scrollPosition(id:anchor:)` keeps: the binding, the identity last written to it (or
/// scrolled to), and a scroll the binding asked for that layout has yet to make.
@MainActor
final class ScrollPositionState<ID: Hashable>: LayoutObserving {
    var binding: Binding<ID?>
    var anchor: UnitPoint?
    private var known: ID?
    /// An identity the binding was set to, and the transaction it was set under.
    private var pending: (id: ID, transaction: Transaction)?

    init(binding: Binding<ID?>, anchor: UnitPoint?) {
        self.binding = binding
        self.anchor = anchor
    }

    /// The binding's value in an update: a value the scroll view did not report is a request to
    /// scroll to that view.
    func read(under transaction: Transaction) {
        let value = binding.wrappedValue
        guard value != known else { return }
        known = value
        if let value { pending = (value, transaction) }
    }

    func observe(_ node: ViewNode, in engine: ViewEngine) -> LayoutObservation {
        guard let scroll = ScrollLayoutState.first(under: node), let controller = scroll.controller,
              let scrollNode = scroll.node else { return LayoutObservation() }
        if let request = pending {
            pending = nil
            guard let offset = controller.offset(showing: AnyHashable(request.id), anchor: anchor ?? .topLeading) else {
                return LayoutObservation()
            }
            return LayoutObservation(action: { withTransaction(request.transaction) { controller.scroll(to: offset) } })
        }
        guard let id = Self.positionedView(in: scrollNode, axes: scroll.axes, anchor: anchor ?? .topLeading), id != known else {
            return LayoutObservation()
        }
        known = id
        let binding = self.binding
        return LayoutObservation(action: { binding.wrappedValue = id })
    }

    /// The identity of the view at `anchor` of the scroll view: among the outermost views with
    /// an identity of type `ID`, the one under the anchor point along the scroll axes, else the
    /// first visible one.
    static func positionedView(in scrollNode: ViewNode, axes: Axis.Set, anchor: UnitPoint) -> ID? {
        let viewport = scrollNode.frame
        // The anchor point, kept inside the viewport (the bottom edge belongs to the view above).
        let point = CGPoint(
            x: min(viewport.minX + anchor.x * viewport.width, viewport.maxX - 1e-6),
            y: min(viewport.minY + anchor.y * viewport.height, viewport.maxY - 1e-6))
        func holds(_ frame: CGRect) -> Bool {
            (!axes.contains(.horizontal) || (point.x >= frame.minX && point.x < frame.maxX))
                && (!axes.contains(.vertical) || (point.y >= frame.minY && point.y < frame.maxY))
        }
        var firstVisible: ID?
        var stack = Array(scrollNode.children.reversed())
        while let node = stack.popLast() {
            if let identity = node.identity.explicitID, let id = identity.base as? ID {
                if holds(node.frame) { return id }
                if firstVisible == nil, node.frame.intersects(viewport) { firstVisible = id }
                continue
            }
            stack.append(contentsOf: node.children.reversed())
        }
        return firstVisible
    }
}

struct _ScrollPositionModifier<ID: Hashable>: ViewModifier, PrimitiveModifier {
    let binding: Binding<ID?>
    let anchor: UnitPoint?

    func body(content: Content) -> Never { primitiveBody() }

    func update(_ node: ViewNode, content: any View, in context: inout UpdateContext) {
        let state = context.engine.state(of: node, orMake: { ScrollPositionState(binding: binding, anchor: anchor) }).state
        state.binding = binding
        state.anchor = anchor
        state.read(under: context.transaction)
        node.role = .group
        context.updateChild(of: node, with: content)
    }
}

extension View {
    /// Adds an action to be performed when a value, created from a scroll geometry, changes.
    ///
    /// ```swift
    /// ScrollView { rows }
    ///     .onScrollGeometryChange(for: CGFloat.self) { geometry in
    ///         geometry.contentOffset.y
    ///     } action: { oldValue, newValue in
    ///         headerOpacity = max(0, 1 - newValue / 100)
    ///     }
    /// ```
    ///
    /// The geometry is of the first scroll view in this view (this view itself, on a
    /// `ScrollView`), after every update that lays it out, frame by frame while it scrolls.
    /// `action` runs, when the update ends, only when the transformed value changes.
    public func onScrollGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (ScrollGeometry) -> T, action: @escaping (T, T) -> Void
    ) -> some View {
        modifier(_ScrollGeometryChangeModifier(transform: transform, action: action))
    }

    /// Adds an action to be called when the view crosses the threshold to be considered on/off
    /// screen.
    ///
    /// ```swift
    /// VideoTile(video).onScrollVisibilityChange(threshold: 0.2) { isVisible in
    ///     isPlaying = isVisible
    /// }
    /// ```
    ///
    /// Visible means that at least `threshold` of the view's area (clamped to 0…1) lies in the
    /// scroll view around it (in the host, outside a scroll view). The view starts out as not
    /// visible: the action runs with `true` after its first layout if it is on screen.
    public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> some View {
        modifier(_ScrollVisibilityModifier(threshold: threshold, action: action))
    }

    /// Associates a binding to be updated when a scroll view within this view scrolls.
    ///
    /// ```swift
    /// @State private var position: Int?
    ///
    /// ScrollView {
    ///     LazyVStack { ForEach(0..<100, id: \.self) { Row(index: $0) } }.scrollTargetLayout()
    /// }
    /// .scrollPosition(id: $position)
    /// ```
    ///
    /// After each layout the binding holds the identity of the view at `anchor` of the scroll view
    /// (its top leading corner by default) among the outermost views with an identity of the
    /// binding's type, or the first visible one; setting the binding scrolls that view to the
    /// anchor, animated when set under an animation.
    public func scrollPosition(id: Binding<(some Hashable)?>, anchor: UnitPoint? = nil) -> some View {
        modifier(_ScrollPositionModifier(binding: id, anchor: anchor))
    }
}

// MARK: - Scroll phase

/// The phases a scroll view moves through.
///
/// ```swift
/// ScrollView { rows }
///     .onScrollPhaseChange { _, newPhase in
///         showsToolbar = !newPhase.isScrolling
///     }
/// ```
///
/// Kinema reports `.interacting` while a drag moves the content, `.decelerating` while a flick
/// coasts to rest, `.animating` while a programmatic scroll (`scrollTo`, `scrollPosition`) moves
/// under an animation, and `.idle` at rest; `.tracking` (a finger down that has not moved yet) is
/// not reported.
public enum ScrollPhase: Equatable, Sendable {
    /// The scroll view is not scrolling.
    case idle
    /// The user is touching the scroll view but has not started scrolling.
    case tracking
    /// The user is scrolling the scroll view.
    case interacting
    /// The scroll view is moving after the user's interaction ended.
    case decelerating
    /// The scroll view is animating to a new position programmatically.
    case animating

    /// Whether the phase is one of scrolling: any but `.idle`.
    public var isScrolling: Bool { self != .idle }
}

/// What `onScrollPhaseChange` passes beside the phases: the scroll geometry, and the velocity
/// when known (Kinema passes `nil`).
public struct ScrollPhaseChangeContext {
    /// The geometry of the scroll view when the phase changed.
    public let geometry: ScrollGeometry
    /// The velocity of the scroll view, if known.
    public let velocity: CGVector?
}

/// What `onScrollPhaseChange` keeps: what to run and the phase last seen.
@MainActor
final class ScrollPhaseChangeState: LayoutObserving {
    var action: (ScrollPhase, ScrollPhase, ScrollPhaseChangeContext) -> Void
    private var last = ScrollPhase.idle

    init(action: @escaping (ScrollPhase, ScrollPhase, ScrollPhaseChangeContext) -> Void) {
        self.action = action
    }

    func observe(_ node: ViewNode, in engine: ViewEngine) -> LayoutObservation {
        guard let scroll = ScrollLayoutState.first(under: node), let controller = scroll.controller else {
            return LayoutObservation()
        }
        let phase = controller.phase
        guard phase != last else { return LayoutObservation() }
        let old = last
        last = phase
        let context = ScrollPhaseChangeContext(geometry: scroll.geometry, velocity: nil)
        let action = self.action
        return LayoutObservation(action: { action(old, phase, context) })
    }
}

struct _ScrollPhaseChangeModifier: ViewModifier, PrimitiveModifier {
    let action: (ScrollPhase, ScrollPhase, ScrollPhaseChangeContext) -> Void

    func body(content: Content) -> Never { primitiveBody() }

    func update(_ node: ViewNode, content: any View, in context: inout UpdateContext) {
        context.updateLayoutObserver(node, content: content) {
            ScrollPhaseChangeState(action: action)
        } refresh: { state in
            state.action = action
        }
    }
}

extension View {
    /// Adds an action to perform when the scroll phase of the first scroll view in the hierarchy
    /// changes.
    ///
    /// ```swift
    /// ScrollView { rows }
    ///     .onScrollPhaseChange { oldPhase, newPhase in
    ///         isScrolling = newPhase.isScrolling
    ///     }
    /// ```
    ///
    /// See ``ScrollPhase`` for the phases Kinema reports. The action runs after the layout that
    /// saw the change, as `onScrollGeometryChange`'s does.
    public func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void) -> some View {
        modifier(_ScrollPhaseChangeModifier { old, new, _ in action(old, new) })
    }

    /// Adds an action to perform when the scroll phase changes, with the scroll geometry.
    public func onScrollPhaseChange(
        _ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase, _ context: ScrollPhaseChangeContext) -> Void
    ) -> some View {
        modifier(_ScrollPhaseChangeModifier(action: action))
    }
}
