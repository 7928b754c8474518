import Foundation
import Kinema
import PropertyBased
import Testing

// SwiftUI's offset helpers for list edit actions: `remove(atOffsets:)` removes the elements at the
// offsets; `move(fromOffsets:toOffset:)` moves them, in order, before the element that was at the
// destination offset. The reference below restates that documented meaning on arrays.
@MainActor
@Suite("List edit offsets")
struct ListEditingTests {
    /// The documented meaning of a move, written out: take the moved elements out, then insert
    /// them where the destination element now sits.
    nonisolated static func referenceMove(_ array: [Int], _ offsets: IndexSet, _ destination: Int) -> [Int] {
        let moving = offsets.filter { array.indices.contains($0) }
        guard !moving.isEmpty else { return array }
        let target = min(max(destination, 0), array.count)
        var rest: [Int] = []
        for (offset, element) in array.enumerated() where !moving.contains(offset) { rest.append(element) }
        let before = moving.filter { $0 < target }.count
        rest.insert(contentsOf: moving.map { array[$0] }, at: target - before)
        return rest
    }

    @Test func appleDocumentationExamples() {
        var letters = ["a", "b", "c", "d"]
        letters.move(fromOffsets: [0, 2], toOffset: 4)
        #expect(letters == ["b", "d", "a", "c"])
        var moved = ["a", "b", "c", "d"]
        moved.move(fromOffsets: [3], toOffset: 0)
        #expect(moved == ["d", "a", "b", "c"])
        var removed = ["a", "b", "c"]
        removed.remove(atOffsets: [0, 2])
        #expect(removed == ["b"])
    }

    @Test func badOffsetsAreIgnoredAndTheDestinationClamped() {
        var array = [1, 2, 3]
        array.remove(atOffsets: [5, 10])
        #expect(array == [1, 2, 3])
        array.move(fromOffsets: [0], toOffset: 99)
        #expect(array == [2, 3, 1])
        array.move(fromOffsets: [2], toOffset: -4)
        #expect(array == [1, 2, 3])
        array.move(fromOffsets: [], toOffset: 1)
        #expect(array == [1, 2, 3])
        var empty: [Int] = []
        empty.move(fromOffsets: [0], toOffset: 0)
        empty.remove(atOffsets: [0])
        #expect(empty.isEmpty)
    }

    @Test func aMoveIsThePermutationTheDocumentationDescribes() async {
        let array = Gen.int(in: 0...9).array(of: 0...8)
        let offsets = Gen.int(in: 0...9).array(of: 0...4).map { IndexSet($0) }
        let destination = Gen.int(in: -1...10)
        await propertyCheck(count: 300, input: array, offsets, destination) { array, offsets, destination in
            var moved = array
            moved.move(fromOffsets: offsets, toOffset: destination)
            #expect(moved == Self.referenceMove(array, offsets, destination))
            #expect(moved.sorted() == array.sorted())
        }
    }

    @Test func aRemovalKeepsTheOtherElementsInOrder() async {
        let array = Gen.int(in: 0...9).array(of: 0...8)
        let offsets = Gen.int(in: 0...9).array(of: 0...4).map { IndexSet($0) }
        await propertyCheck(count: 300, input: array, offsets) { array, offsets in
            var removed = array
            removed.remove(atOffsets: offsets)
            #expect(removed == array.enumerated().filter { !offsets.contains($0.offset) }.map(\.element))
        }
    }
}
