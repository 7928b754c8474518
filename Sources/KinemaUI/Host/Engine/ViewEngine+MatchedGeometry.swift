import Foundation
import KinemaGraph

// Matched geometry, after layout: views of a group that are not its source take the source's
// position and size, and a view inserted as another of its group leaves travels from the frame the
// group had to its own. It works on frame slots (`FrameSlot`), the drawn nodes' animatable frames:
// a travelling view's slots start at its frames mapped into the old frame, and animate to the
// laid-out ones under the update's transaction like any layout change.
extension ViewEngine {
    /// Links the geometry of matched views; call after layout, before drawing.
    func settleMatchedGeometry() {
        guard !capabilityIndex.isEmpty(.matchedGeometry) || !matchedFrames.isEmpty else { return }
        var groups: [MatchedGeometryKey: [(node: ViewNode, state: MatchedGeometryState)]] = [:]
        var leaving: [(node: ViewNode, state: MatchedGeometryState)] = []
        // In node order, so "the first source" is the same every time.
        for entry in capabilityIndex.states(.matchedGeometry, as: MatchedGeometryState.self) {
            if isLeaving(nodeID: entry.node.id) {
                leaving.append(entry)
            } else {
                groups[entry.state.key, default: []].append(entry)
            }
        }
        var frames: [MatchedGeometryKey: (frame: CGRect, nodeID: Int)] = [:]
        var changed = false
        for (key, members) in groups {
            guard let source = members.first(where: { $0.state.isSource }) else { continue }
            let sourceFrame = source.node.frame
            frames[key] = (sourceFrame, source.node.id)
            for member in members where !member.state.isSource {
                let target = Self.matchedRect(
                    member.node.frame, to: sourceFrame, properties: member.state.properties, anchor: member.state.anchor)
                guard target != member.node.frame, target.isFiniteRect else { continue }
                let proposal = ProposedSize(target.size)
                _ = ViewLayout.size(of: member.node, proposal: proposal)
                ViewLayout.place(member.node, in: target, proposal: proposal)
                changed = true
            }
            // The source is new, and the group's frame before belonged to a view that has left (or
            // is leaving): it travels from there, if this update animates.
            if source.state.insertedInUpdate == updateNumber,
               let before = matchedFrames[key], before.nodeID != source.node.id,
               node(id: before.nodeID) == nil || isLeaving(nodeID: before.nodeID),
               let transaction = source.node.transaction, transaction.animation != nil,
               !transaction.disablesAnimations {
                startFrames(below: source.node, at: sourceFrame, from: before.frame)
                changed = true
            }
        }
        // A view leaving under a removal transition travels to the frame of its group's new source.
        for entry in leaving {
            guard let target = frames[entry.state.key], target.nodeID != entry.node.id else { continue }
            moveFrames(below: entry.node, from: entry.node.frame, to: target.frame)
            changed = true
        }
        matchedFrames = frames
        if changed { drawing.needsRebuild = true }
    }

    /// The rectangle a non-source view takes: its own, with the source's size and/or its anchor
    /// point on the source's.
    static func matchedRect(
        _ own: CGRect, to source: CGRect, properties: MatchedGeometryProperties, anchor: UnitPoint
    ) -> CGRect {
        let size = properties.contains(.size) ? source.size : own.size
        // The anchor point stays where it was (size only) or moves to the source's (position).
        let reference = properties.contains(.position) ? source : own
        let point = CGPoint(
            x: reference.minX + anchor.x * reference.width, y: reference.minY + anchor.y * reference.height)
        return CGRect(
            x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height,
            width: size.width, height: size.height)
    }

    /// Gives the nodes below `root` (laid out in `frame`) frame slots starting at their frames
    /// mapped into `start`: drawing then animates them to their laid-out frames.
    private func startFrames(below root: ViewNode, at frame: CGRect, from start: CGRect) {
        forEachNode(below: root) { node in
            let mapped = Self.map(node.frame, from: frame, to: start)
            if node.frameSlot != nil {
                node.frameSlot!.jump(to: mapped, in: graph)
            } else {
                node.frameSlot = FrameSlot(frame: mapped, graph: graph)
            }
        }
    }

    /// Moves the frames of the nodes below a leaving `root` (drawn at `frame`) into `target`: not
    /// laid out any more, they keep these frames, and drawing animates their slots there.
    private func moveFrames(below root: ViewNode, from frame: CGRect, to target: CGRect) {
        guard frame != target else { return }
        forEachNode(below: root) { node in
            node.frame = Self.map(node.frame, from: frame, to: target)
        }
    }

    private func forEachNode(below root: ViewNode, _ body: (ViewNode) -> Void) {
        var stack = [root]
        while let node = stack.popLast() {
            body(node)
            stack.append(contentsOf: node.children)
        }
    }

    /// `rect`, in the space of `from`, scaled and moved into the space of `to`.
    static func map(_ rect: CGRect, from: CGRect, to: CGRect) -> CGRect {
        let sx = from.width > 0 ? to.width / from.width : 1
        let sy = from.height > 0 ? to.height / from.height : 1
        let mapped = CGRect(
            x: to.minX + (rect.minX - from.minX) * sx, y: to.minY + (rect.minY - from.minY) * sy,
            width: rect.width * sx, height: rect.height * sy)
        return mapped.isFiniteRect ? mapped : rect
    }
}

extension CGRect {
    fileprivate var isFiniteRect: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}
