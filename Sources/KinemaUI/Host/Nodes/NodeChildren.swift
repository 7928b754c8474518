import Foundation

/// A node's children, in order: one child kept inline, several in an array.
///
/// Most nodes are a modifier with one child. An array for that one child was an allocation and
/// 40 bytes per node, two of each per view of a list of modified views.
///
/// ```swift
/// node.children = NodeChildren([content])
/// for child in node.children { … }
/// ```
struct NodeChildren: RandomAccessCollection, ExpressibleByArrayLiteral {
    private enum Storage {
        case none
        case one(ViewNode)
        case many([ViewNode])
    }

    private var storage: Storage

    init(_ nodes: [ViewNode]) {
        switch nodes.count {
        case 0: storage = .none
        case 1: storage = .one(nodes[0])
        default: storage = .many(nodes)
        }
    }

    /// The children `make` returns for the indices `0..<count`, made in order.
    init(count: Int, _ make: (Int) -> ViewNode) {
        switch count {
        case ...0:
            storage = .none
        case 1:
            storage = .one(make(0))
        default:
            var nodes: [ViewNode] = []
            nodes.reserveCapacity(count)
            for index in 0..<count { nodes.append(make(index)) }
            storage = .many(nodes)
        }
    }

    init(arrayLiteral nodes: ViewNode...) {
        self.init(nodes)
    }

    var startIndex: Int { 0 }

    var endIndex: Int {
        switch storage {
        case .none: 0
        case .one: 1
        case .many(let nodes): nodes.count
        }
    }

    @inline(__always)
    subscript(position: Int) -> ViewNode {
        switch storage {
        case .one(let node):
            precondition(position == 0, "child index out of range")
            return node
        case .many(let nodes):
            return nodes[position]
        case .none:
            preconditionFailure("child index out of range")
        }
    }

    /// The children as an array: the stored one when there are several, a new one otherwise.
    var asArray: [ViewNode] {
        switch storage {
        case .none: []
        case .one(let node): [node]
        case .many(let nodes): nodes
        }
    }

    /// The only child, when there is exactly one.
    var only: ViewNode? {
        if case .one(let node) = storage { node } else { nil }
    }
}
