import Foundation
import KinemaGraph

/// What flows down the hierarchy while an update brings nodes up to date.
@MainActor
struct UpdateContext {
    unowned let engine: ViewEngine
    /// The transaction that applies to this subtree (modifiers rewrite it for their content).
    var transaction: Transaction
    /// Transactions to restore when a body-scoped modifier's placeholder is reached, innermost last.
    var placeholderTransactions: [Transaction] = []
    /// Whether the view value for this subtree is new in this update (its parent's body ran).
    var isNewValue = true

    var graph: AttributeGraph { engine.graph }

    /// Brings `node`'s children up to date with `views`, matching by identity and type; unmatched
    /// old children leave the hierarchy, unmatched views get new nodes.
    mutating func reconcileChildren(of node: ViewNode, with views: [any View], identities: [AnyHashable]? = nil) {
        var old: [AnyHashable: [ViewNode]] = [:]
        for child in node.children {
            old[child.identity, default: []].append(child)
        }
        var children: [ViewNode] = []
        children.reserveCapacity(views.count)
        for (index, view) in views.enumerated() {
            let identity = identities?[index] ?? AnyHashable(index)
            let type = ObjectIdentifier(Swift.type(of: view))
            var child: ViewNode
            if var candidates = old[identity], let match = candidates.firstIndex(where: { $0.viewType == type }) {
                child = candidates.remove(at: match)
                old[identity] = candidates
            } else {
                child = engine.makeNode(view: view, identity: identity)
                child.parent = node
            }
            children.append(child)
        }
        for leftovers in old.values {
            for child in leftovers { engine.remove(child) }
        }
        node.children = children
        // Children are brought up to date by the engine's work loop, not by recursion, so a tree
        // thousands of views deep does not exhaust the stack.
        for (child, view) in zip(children, views).reversed() {
            engine.schedule(child, view: view, in: self)
        }
    }

    /// Brings `node`'s children up to date: with `views` when the node's own value is new, otherwise
    /// by revisiting the existing children (so unchanged subtrees do no work).
    mutating func updateChildren(of node: ViewNode, with views: @autoclosure () -> [any View], identities: [AnyHashable]? = nil) {
        if isNewValue {
            reconcileChildren(of: node, with: views(), identities: identities)
        } else {
            revisitChildren(of: node)
        }
    }

    /// Brings `node`'s existing children up to date without new view values (their parent's body
    /// did not run); only subtrees with changed state do any work.
    mutating func revisitChildren(of node: ViewNode) {
        for child in node.children.reversed() where child.needsBody || child.hasDirtyDescendant {
            engine.schedule(child, view: nil, in: self)
        }
    }
}
