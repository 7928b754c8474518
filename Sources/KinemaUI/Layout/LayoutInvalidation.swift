import Foundation

/// What layout must redo: the nodes changed since the last layout, and the ancestors above them.
///
/// A node's sizes and placement are remembered between passes (``ViewLayout``); an update marks
/// only the nodes whose role changed in a way that matters to layout (or whose children changed),
/// so an update that only starts animations does not lay anything out.
@MainActor
struct LayoutInvalidation {
    /// Nodes whose layout flags are set, to clear after the next layout.
    private var marked: [ViewNode] = []

    /// How many nodes the marked list's storage holds now (for tests of what a layout keeps).
    var markedCapacity: Int { marked.capacity }

    /// Marks `node` changed for layout, and its ancestors as containing a change.
    mutating func markDirty(_ node: ViewNode) {
        if !node.layoutDirty {
            node.layoutDirty = true
            marked.append(node)
        }
        var ancestor = node.parent
        while let current = ancestor, !current.layoutDescendantDirty {
            current.layoutDescendantDirty = true
            marked.append(current)
            ancestor = current.parent
        }
    }

    /// Lays out what changed since the last layout, centring `root` in `size`; returns whether
    /// anything was laid out.
    mutating func layout(_ root: ViewNode, in size: CGSize) -> Bool {
        guard !marked.isEmpty else { return false }
        defer {
            for node in marked {
                node.layoutDirty = false
                node.layoutDescendantDirty = false
            }
            // A list's first layout marks every node: its storage is not kept for the small
            // updates that follow (it would stay as large as the largest update, for good).
            marked.removeAll(keepingCapacity: marked.capacity <= WorkList.retainedCapacity)
        }
        let proposal = ProposedSize(width: size.width, height: size.height)
        ViewLayout.beginPass()
        let fitted = ViewLayout.size(of: root, proposal: proposal)
        let origin = CGPoint(x: (size.width - fitted.width) / 2, y: (size.height - fitted.height) / 2)
        ViewLayout.place(root, in: CGRect(origin: origin, size: fitted), proposal: proposal)
        return true
    }
}
