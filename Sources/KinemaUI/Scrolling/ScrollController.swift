import Foundation
import KinemaGraph

/// One scroll view's scrolling: its offset (the `@State` of its body, through `setOffset`), what
/// its last layout measured, and how it settles after a drag. Shared by the scroll view's body,
/// its layout node, `ScrollViewReader` proxies and the host's `scroll(by:at:)`.
@MainActor
final class ScrollController {
    /// The scrollable axes.
    var axes: Axis.Set = .vertical
    /// Writes the scroll view's offset (its body's `@State`), under the current transaction.
    var setOffset: (CGPoint) -> Void = { _ in }
    /// The offset last written (the model: where the content comes to rest).
    var modelOffset = CGPoint.zero
    /// The layout node's state (the presentation offset, and the sizes layout measured).
    weak var layout: ScrollLayoutState?
    /// The offset when the current drag began, while one is under way.
    var dragStart: CGPoint?
    /// What moves the offset when no finger does: a flick coasting (`.decelerating`) or a
    /// programmatic scroll under an animation (`.animating`).
    var motion: ScrollPhase = .idle
    /// How the scroll view settles when a drag ends.
    var behavior: ScrollSettling = .standard
    /// Whether scrolling is disabled (`scrollDisabled(true)`).
    var isDisabled = false
    /// The content margins the content is inset by (``View/contentMargins(_:for:)``).
    var contentMargins = EdgeInsets()

    /// The content's size, as last laid out.
    var contentSize: CGSize { layout?.contentSize ?? .zero }
    /// The scroll view's size, as last laid out.
    var containerSize: CGSize { layout?.containerSize ?? .zero }
    /// The presentation offset: where the content is drawn now.
    var presentedOffset: CGPoint { layout?.shownOffset ?? modelOffset }

    /// The largest offset on each axis: the content's overflow (0 where it fits).
    var maximumOffset: CGPoint {
        CGPoint(
            x: axes.contains(.horizontal) ? max(contentSize.width - containerSize.width, 0) : 0,
            y: axes.contains(.vertical) ? max(contentSize.height - containerSize.height, 0) : 0)
    }

    /// `offset` kept within the content, along the scroll axes only.
    func clamped(_ offset: CGPoint) -> CGPoint {
        let maximum = maximumOffset
        func clamp(_ value: CGFloat, _ upper: CGFloat) -> CGFloat { value.isFinite ? min(max(value, 0), upper) : 0 }
        return CGPoint(x: clamp(offset.x, maximum.x), y: clamp(offset.y, maximum.y))
    }

    /// Sets the offset (clamped), under the current transaction.
    func scroll(to offset: CGPoint) {
        let target = clamped(offset)
        modelOffset = target
        motion = Transaction.current?.animation == nil ? .idle : .animating
        setOffset(target)
    }

    /// The scroll view's phase now: a finger on it, the offset still moving after a flick or a
    /// programmatic scroll, or at rest.
    var phase: ScrollPhase {
        if dragStart != nil { return .interacting }
        guard layout?.isRunning == true else { return .idle }
        return motion == .idle ? .animating : motion
    }

    // MARK: - Dragging

    /// The offset for a drag that has moved the finger by `translation` since it began: the
    /// content follows the finger, and past an edge it follows less and less (rubber banding).
    func draggedOffset(translation: CGSize) -> CGPoint {
        let start = dragStart ?? presentedOffset
        let raw = CGPoint(
            x: axes.contains(.horizontal) ? start.x - translation.width : 0,
            y: axes.contains(.vertical) ? start.y - translation.height : 0)
        let maximum = maximumOffset
        return CGPoint(
            x: Self.rubberBand(raw.x, upper: maximum.x, dimension: containerSize.width),
            y: Self.rubberBand(raw.y, upper: maximum.y, dimension: containerSize.height))
    }

    /// UIKit's rubber band: past an edge by `x`, the content moves (1 − 1 / (0.55 x / d + 1)) d, so
    /// it never goes further than the scroll view's length `d`.
    static func rubberBand(_ value: CGFloat, upper: CGFloat, dimension: CGFloat) -> CGFloat {
        guard value.isFinite else { return 0 }
        let d = max(dimension, 1)
        func band(_ excess: CGFloat) -> CGFloat { (1 - 1 / (excess * 0.55 / d + 1)) * d }
        if value < 0 { return -band(-value) }
        if value > upper { return upper + band(value - upper) }
        return value
    }

    /// Where a drag released at `velocity` (of the content offset, points per second) comes to
    /// rest, and the animation that takes it there.
    ///
    /// The content coasts as a `UIScrollView` does at its normal deceleration rate (its velocity
    /// falls by 0.998 every millisecond, so it travels 0.4995 s of its release velocity). A
    /// paging scroll view settles on a page, a view-aligned one on the nearest view's edge; any
    /// that would come to rest past an edge springs back onto it.
    func settle(from offset: CGPoint, velocity: CGVector) -> (target: CGPoint, animation: Animation) {
        let v = CGVector(
            dx: axes.contains(.horizontal) && velocity.dx.isFinite ? velocity.dx : 0,
            dy: axes.contains(.vertical) && velocity.dy.isFinite ? velocity.dy : 0)
        let projected = CGPoint(
            x: offset.x + v.dx * ScrollDeceleration.travelTime, y: offset.y + v.dy * ScrollDeceleration.travelTime)
        switch behavior {
        case .paging:
            return (clamped(pagedOffset(from: offset, velocity: v)), .spring(response: 0.4, dampingFraction: 1))
        case .viewAligned(let edges):
            return (clamped(alignedOffset(projected, edges: edges)), .spring(response: 0.4, dampingFraction: 1))
        case .standard:
            let target = clamped(projected)
            let outside = clamped(offset) != offset
            if target != projected || outside {
                // Past an edge: a critically damped spring onto it, starting at the drag's speed.
                return (target, .spring(response: 0.4, dampingFraction: 1))
            }
            return (target, Animation(ScrollDeceleration()))
        }
    }

    /// The page a paging scroll view settles on: the next page in the direction of a flick faster
    /// than 300 points per second, else the nearest.
    private func pagedOffset(from offset: CGPoint, velocity: CGVector) -> CGPoint {
        func page(_ value: CGFloat, _ speed: CGFloat, _ size: CGFloat) -> CGFloat {
            guard size > 0 else { return value }
            let current = value / size
            if speed > 300 { return (current.rounded(.down) + 1) * size }
            if speed < -300 { return current.rounded(.down) * size }
            return current.rounded() * size
        }
        return CGPoint(
            x: page(offset.x, velocity.dx, containerSize.width), y: page(offset.y, velocity.dy, containerSize.height))
    }

    /// The offset of the view edge nearest `projected`, on each scroll axis.
    private func alignedOffset(_ projected: CGPoint, edges: ScrollSettling.Edges) -> CGPoint {
        let candidates = edges()
        func nearest(_ value: CGFloat, _ positions: [CGFloat]) -> CGFloat {
            positions.min { abs($0 - value) < abs($1 - value) } ?? value
        }
        return CGPoint(
            x: axes.contains(.horizontal) ? nearest(projected.x, candidates.map(\.x)) : projected.x,
            y: axes.contains(.vertical) ? nearest(projected.y, candidates.map(\.y)) : projected.y)
    }

    // MARK: - Targets

    /// The offset that shows the view with identity `id` inside the content (at `anchor` of the
    /// scroll view, or by as little as it takes when `anchor` is `nil`); `nil` when the content
    /// holds no such view.
    func offset(showing id: AnyHashable, anchor: UnitPoint?) -> CGPoint? {
        guard let layout, let node = layout.node,
              let targetFrame = ScrollController.find(id, under: node)?.frame
                ?? ScrollController.lazyRowFrame(of: id, under: node)
        else { return nil }
        let viewport = node.frame
        // The content's origin in host coordinates, as drawn now.
        let origin = CGPoint(x: viewport.minX - layout.shownOffset.x, y: viewport.minY - layout.shownOffset.y)
        let frame = targetFrame.offsetBy(dx: -origin.x, dy: -origin.y)
        let current = presentedOffset
        func axisOffset(_ start: CGFloat, _ length: CGFloat, _ visible: CGFloat, _ now: CGFloat, _ unit: CGFloat?) -> CGFloat {
            if let unit { return start + unit * length - unit * visible }
            if start < now { return start }
            if start + length > now + visible { return min(start, start + length - visible) }
            return now
        }
        return clamped(CGPoint(
            x: axes.contains(.horizontal)
                ? axisOffset(frame.minX, frame.width, viewport.width, current.x, anchor?.x) : 0,
            y: axes.contains(.vertical)
                ? axisOffset(frame.minY, frame.height, viewport.height, current.y, anchor?.y) : 0))
    }

    /// The first node under `root` (depth first) whose explicit identity is `id`.
    static func find(_ id: AnyHashable, under root: ViewNode) -> ViewNode? {
        var stack = [root]
        while let node = stack.popLast() {
            if node.identity.isExplicit(id) { return node }
            stack.append(contentsOf: node.children.reversed())
        }
        return nil
    }

    /// Where a lazy container's row whose element id is `id` is (a list's rows are identified by
    /// their paths), or would be when it is not built: its frame estimated from the rows that are
    /// (see ``LazyContainerState``).
    static func lazyRowFrame(of id: AnyHashable, under root: ViewNode) -> CGRect? {
        var stack = [root]
        while let node = stack.popLast() {
            if let lazy = node.state(LazyContainerState.self), let axis = node.role.lazyAxis,
               let index = lazy.rows.index(of: id) {
                let built = index - lazy.window.lowerBound
                let span = lazy.window.contains(index) && built < node.children.count
                    ? ViewLayout.span(of: node.children[built], axis: axis)
                    : lazy.estimatedSpan(ofRow: index, in: node, axis: axis)
                guard let span else { return nil }
                let frame = node.frame
                return axis == .vertical
                    ? CGRect(x: frame.minX, y: span.lowerBound, width: frame.width, height: span.upperBound - span.lowerBound)
                    : CGRect(x: span.lowerBound, y: frame.minY, width: span.upperBound - span.lowerBound, height: frame.height)
            }
            stack.append(contentsOf: node.children.reversed())
        }
        return nil
    }
}

/// How a scroll view settles after a drag (``View/scrollTargetBehavior(_:)``).
enum ScrollSettling {
    /// The content coasts and stops where it stops.
    case standard
    /// The content settles on a whole page (the scroll view's size).
    case paging
    /// The content settles with a view's leading (top) edge at the scroll view's.
    case viewAligned(Edges)

    /// The offsets that align each target view.
    typealias Edges = @MainActor () -> [CGPoint]
}

/// The node state of a scroll view's layout: its offset as an animatable value (a scroll to a
/// view under `withAnimation`, a flick coasting to rest), and what layout measured. While the
/// offset moves, frames lay the content out again at each presentation offset.
@MainActor
final class ScrollLayoutState: FrameDrivenState {
    let axes: Axis.Set
    private let offset: AnimatedValue<CGPoint>
    /// The offset the content was last laid out at.
    private(set) var shownOffset: CGPoint
    /// The content's size and the scroll view's, written by layout.
    var contentSize = CGSize.zero
    var containerSize = CGSize.zero
    /// The scroll view's layout node.
    weak var node: ViewNode?
    /// The scroll view's controller.
    weak var controller: ScrollController?
    /// The context of the node's last visit, which frames resume (``FrameDrivenState/context``).
    var context: UpdateContext?

    init(axes: Axis.Set, offset: CGPoint, graph: AttributeGraph) {
        self.axes = axes
        self.offset = AnimatedValue(offset, graph: graph)
        shownOffset = offset
    }

    /// A new offset, under `transaction`; returns whether the content must be laid out again now.
    func setModel(_ model: CGPoint, transaction: Transaction, in graph: AttributeGraph) -> Bool {
        offset.set(model, transaction: transaction, in: graph)
        return showPresentation()
    }

    /// Takes the presentation offset for layout; returns whether it moved.
    func showPresentation() -> Bool {
        let presented = offset.presentation
        guard presented != shownOffset, presented.x.isFinite, presented.y.isFinite else { return false }
        shownOffset = presented
        return true
    }

    /// Whether the offset is moving, or has stopped since the last frame (which then lays out
    /// once more, so scroll observers see the rest).
    var isRunning: Bool { isMoving || wasMoving }

    private var isMoving: Bool { offset.isAnimating || offset.presentation != shownOffset }
    private var wasMoving = false

    func renderFrame(_ node: ViewNode, at time: TimeInterval, in context: inout UpdateContext) {
        let moved = showPresentation()
        let moving = isMoving
        if moved || !moving { context.engine.layoutInvalidation.markDirty(node) }
        wasMoving = moving
    }

    func release(from graph: AttributeGraph) {
        offset.remove(from: graph)
    }
}

/// A flick coasting to rest as a `UIScrollView`'s content does at its normal deceleration rate:
/// its speed falls by a factor of 0.998 every millisecond. Covering a change c, it is at
/// c (1 − 0.998^(1000 t)) after t seconds — its initial speed c / 0.4995 s — and ends once less
/// than a thousandth of the change (and at most half a point's worth of it) is left.
struct ScrollDeceleration: CustomAnimation {
    /// The deceleration per millisecond.
    static let rate = 0.998
    /// How far a flick travels, in seconds of its release velocity: 1 / (1000 ln(1 / rate)).
    static let travelTime = 1 / (1000 * log(1 / rate))

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard time.isFinite else { return nil }
        let remaining = pow(Self.rate, 1000 * max(time, 0))
        // Done when what is left is under a thousandth, or under half a point.
        if remaining < 0.001 || remaining * value.magnitudeSquared.squareRoot() < 0.5 { return nil }
        return value.scaled(by: 1 - remaining)
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        let remaining = pow(Self.rate, 1000 * max(time, 0))
        return value.scaled(by: remaining / Self.travelTime)
    }
}
