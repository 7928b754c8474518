import Foundation
import Testing
@testable import KinemaUI

/// A node's children: one kept inline, several in an array. Whatever the count, the collection
/// must hold the same nodes, in the same order, as the array it was made from.
@Suite("Node children")
@MainActor
struct NodeChildrenTests {
    private static func nodes(_ count: Int) -> [ViewNode] {
        (0..<count).map { ViewNode(id: $0 + 1, view: EmptyView(), identity: .position($0)) }
    }

    @Test(arguments: 0...4)
    func holdsTheArraysNodesInOrder(count: Int) {
        let array = Self.nodes(count)
        let children = NodeChildren(array)
        #expect(children.count == count)
        #expect(children.isEmpty == (count == 0))
        #expect(children.indices == array.indices)
        #expect(zip(children, array).allSatisfy { $0 === $1 })
        #expect(zip(children.reversed(), array.reversed()).allSatisfy { $0 === $1 })
        #expect(children.asArray.count == count && zip(children.asArray, array).allSatisfy { $0 === $1 })
        #expect(children.first === array.first)
        // `only` names the child only when there is exactly one.
        #expect((children.only != nil) == (count == 1))
        if count == 1 { #expect(children.only === array[0]) }
    }

    @Test func anArrayLiteralMakesTheSameChildren() {
        let array = Self.nodes(2)
        let literal: NodeChildren = [array[0], array[1]]
        #expect(literal.count == 2 && literal[0] === array[0] && literal[1] === array[1])
        let empty: NodeChildren = []
        #expect(empty.isEmpty && empty.only == nil)
    }

    @Test(arguments: 0...4)
    func childrenMadeByIndexAreMadeOnceEachInOrder(count: Int) {
        let array = Self.nodes(count)
        var asked: [Int] = []
        let children = NodeChildren(count: count) { index in
            asked.append(index)
            return array[index]
        }
        #expect(asked == Array(0..<count))
        #expect(children.count == count && zip(children, array).allSatisfy { $0 === $1 })
        #expect((children.only != nil) == (count == 1))
    }
}
