import Foundation

/// What layout remembers of a container between the questions of one pass (and of later passes,
/// while nothing in the container changes): the children it arranges, the spacing it prefers,
/// and the stack sizings it computed. A stack is asked its size for several proposals and then
/// placed with one of them; each answer is worked out once.
@MainActor
final class LayoutExtras {
    var arranged: (pass: Int, nodes: [ViewNode])?
    var spacing: (pass: Int, axis: UInt8, value: ViewSpacing)?
    /// The last few sizings of a stack, by proposal.
    var stackSizings: [(pass: Int, axis: UInt8, proposal: ProposedSize, sizing: ViewLayout.StackSizing)] = []
}

@MainActor
extension ViewLayout {
    /// Whether something `node` remembered in pass `stamp` still holds: it was worked out in this
    /// pass, or nothing in the node's subtree changed since.
    static func isFresh(_ stamp: Int, for node: ViewNode) -> Bool {
        stamp == pass || (!node.layoutDirty && !node.layoutDescendantDirty)
    }

    static func extras(of node: ViewNode) -> LayoutExtras {
        if let extras = node.layoutExtras { return extras }
        let extras = LayoutExtras()
        node.layoutExtras = extras
        return extras
    }

    /// A container's children as layout sees them: groups of several views (a `ForEach`, a tuple)
    /// are spliced in, so their views are arranged one by one. Remembered.
    static func arranged(_ node: ViewNode) -> [ViewNode] {
        if let cached = node.layoutExtras?.arranged, isFresh(cached.pass, for: node) { return cached.nodes }
        var nodes: [ViewNode] = []
        nodes.reserveCapacity(node.children.count)
        appendArranged(node, to: &nodes)
        extras(of: node).arranged = (pass, nodes)
        return nodes
    }

    private static func appendArranged(_ node: ViewNode, to nodes: inout [ViewNode]) {
        for child in node.children {
            forEachArranged(in: child) { nodes.append($0) }
        }
    }

    /// Calls `body` with each view the container's child `child` places, as ``arranged(_:)``
    /// lists them: groups of one (a custom view's body, an `if`) are followed down to what they
    /// hold, and several views there join the container one by one, as in SwiftUI.
    static func forEachArranged(in child: ViewNode, _ body: (ViewNode) -> Void) {
        var group = child
        while case .group = group.role, group.children.count == 1 { group = group.children[0] }
        if case .group = group.role, group.children.count != 1 {
            for member in group.children { forEachArranged(in: member, body) }
        } else {
            body(child)
        }
    }

    /// ``stackSizing(_:axis:spacing:alignment:proposal:)`` for the stack `node`, remembered by
    /// proposal.
    static func stackSizing(
        of node: ViewNode, axis: Axis, spacing: CGFloat?, alignment: Alignment, proposal: ProposedSize
    ) -> StackSizing {
        let axisKey = self.axisKey
        if let extras = node.layoutExtras,
           let cached = extras.stackSizings.first(where: { $0.proposal == proposal && $0.axis == axisKey }),
           isFresh(cached.pass, for: node) {
            return cached.sizing
        }
        let sizing = stackSizing(arranged(node), axis: axis, spacing: spacing, alignment: alignment, proposal: proposal)
        let extras = extras(of: node)
        extras.stackSizings.removeAll { !isFresh($0.pass, for: node) }
        if extras.stackSizings.count >= 4 { extras.stackSizings.removeFirst() }
        extras.stackSizings.append((pass, axisKey, proposal, sizing))
        return sizing
    }
}
