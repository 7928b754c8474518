import Foundation
import KinemaGraph

/// A drawn node's layout frame as an animatable attribute: when layout moves or resizes a view in
/// an update whose transaction carries an animation, the view travels there — in a straight line,
/// since a rectangle's animatable data is its origin and size.
///
/// Only nodes that draw (leaves) or whose effects depend on their frame (effects) get one, and only
/// once their frame moves after they were first drawn: until then drawing reads the frame itself
/// (``DrawnFrame/fixed(_:)``), so a view that never moves costs no attribute — in a scene of
/// 100,000 views with one effect each, two of the three attributes per view were frame slots that
/// never animated. A value kept in its node, not an object of its own: an object was an allocation
/// per drawn view.
@MainActor
struct FrameSlot {
    /// The frame last set is its model (not kept again here: every node has a ``DrawnFrame``, as
    /// large as its largest case).
    private let value: AnimatedValue<CGRect>

    var presentation: AnimatablePresentation<CGRect> { value.reader }

    init(frame: CGRect, graph: AttributeGraph) {
        value = AnimatedValue(frame, graph: graph)
    }

    /// Sets the laid-out frame under `transaction` (nothing to do when it did not move).
    mutating func update(frame: CGRect, transaction: Transaction, in graph: AttributeGraph) {
        guard frame != value.model else { return }
        value.set(frame, transaction: transaction, in: graph)
    }

    /// Moves the frame to `frame` at once, with no animation: the start of a journey that the
    /// next ``update(frame:transaction:in:)`` animates.
    mutating func jump(to frame: CGRect, in graph: AttributeGraph) {
        var transaction = Transaction()
        transaction.disablesAnimations = true
        value.set(frame, transaction: transaction, in: graph)
    }

    func remove(from graph: AttributeGraph) {
        value.remove(from: graph)
    }
}

/// Where drawing last put a node.
enum DrawnFrame {
    /// Not drawn yet.
    case none
    /// Drawn at this frame, which has not moved since the node was first drawn.
    case fixed(CGRect)
    /// Drawn through its frame slot.
    case animatable(FrameSlot)
}

/// A drawn item's frame as a frame reads it: fixed, or its node's frame slot's presentation
/// (read without the main actor, as frames are made).
struct FramePresentation {
    /// The frame slot's node, while the frame is animatable.
    let node: AnimatableNode<CGRect>?
    private let fixed: CGRect

    init(fixed frame: CGRect) {
        node = nil
        fixed = frame
    }

    init(_ presentation: AnimatablePresentation<CGRect>) {
        node = presentation.node
        fixed = .zero
    }

    /// The frame as of the latest frame or update.
    @inline(__always)
    var value: CGRect {
        if let node { node.presentation } else { fixed }
    }

    /// The frame slot's attribute; `nil` when the frame is fixed (nothing redraws the item for it).
    var id: Int? { node?.id }

    /// The same frame, read without reference counting: for storage that keeps this presentation
    /// (and so its node) alive beside it.
    var unretained: UnretainedFramePresentation {
        UnretainedFramePresentation(node: node.map { Unmanaged.passUnretained($0) }, fixed: fixed)
    }
}

/// A ``FramePresentation`` that does not own its node: reading it in a frame's loop retains and
/// releases nothing. Whoever stores one keeps the owning presentation too.
struct UnretainedFramePresentation {
    fileprivate let node: Unmanaged<AnimatableNode<CGRect>>?
    fileprivate let fixed: CGRect

    /// The frame as of the latest frame or update.
    @inline(__always)
    var value: CGRect {
        if let node { node._withUnsafeGuaranteedRef { $0.presentation } } else { fixed }
    }

    /// The frame slot's attribute; `nil` when the frame is fixed.
    var id: Int? { node?._withUnsafeGuaranteedRef { $0.id } }
}

extension ViewNode {
    /// The node's frame for drawing, laid out at `frame`: fixed while it has not moved since the
    /// node was first drawn; otherwise its frame slot (made from where the node was drawn the
    /// first time it moves; the engine releases it with the node) set to `frame` under
    /// `transaction`, so the move animates when the transaction does.
    func drawingFrame(at frame: CGRect, transaction: Transaction, in graph: AttributeGraph) -> FramePresentation {
        switch drawnFrame {
        case .none:
            drawnFrame = .fixed(frame)
            return FramePresentation(fixed: frame)
        case .fixed(let drawn):
            guard drawn != frame else { return FramePresentation(fixed: frame) }
            var slot = FrameSlot(frame: drawn, graph: graph)
            slot.update(frame: frame, transaction: transaction, in: graph)
            drawnFrame = .animatable(slot)
            return FramePresentation(slot.presentation)
        case .animatable(var slot):
            slot.update(frame: frame, transaction: transaction, in: graph)
            drawnFrame = .animatable(slot)
            return FramePresentation(slot.presentation)
        }
    }
}
