import Foundation
import Kinema
import Testing

// A binding to a mutable collection is a collection of bindings to its elements (SwiftUI 3):
// `$items[i]` reads and writes element i, `$items.count` is the collection's count, and a binding
// to an identifiable value is identified by that value's id.
@MainActor
@Suite("Binding as a collection")
struct BindingCollectionTests {
    @MainActor final class Box<Value> {
        var value: Value
        init(_ value: Value) { self.value = value }
        var binding: Binding<Value> { Binding(get: { self.value }, set: { self.value = $0 }) }
    }

    struct Item: Identifiable, Equatable {
        var id: Int
        var name: String
    }

    @Test func anElementBindingReadsAndWritesItsElement() {
        let box = Box([1, 2, 3])
        let second = box.binding[1]
        #expect(second.wrappedValue == 2)
        second.wrappedValue = 20
        #expect(box.value == [1, 20, 3])
    }

    @Test func theBindingIsARandomAccessCollectionOfBindings() {
        let box = Box(["a", "b", "c"])
        let binding = box.binding
        #expect(binding.count == 3)
        #expect(binding.map(\.wrappedValue) == ["a", "b", "c"])
        #expect(binding.indices == 0..<3)
        #expect(binding.last?.wrappedValue == "c")
        for element in binding { element.wrappedValue += "!" }
        #expect(box.value == ["a!", "b!", "c!"])
    }

    /// Once the collection shrank past the index, the binding reads its element as it was when
    /// the binding was made and drops writes: no trap.
    @Test func aBindingPastTheEndReadsItsSnapshotAndDropsWrites() {
        let box = Box([1, 2, 3])
        let third = box.binding[2]
        box.value = [1]
        #expect(third.wrappedValue == 3)
        third.wrappedValue = 30
        #expect(box.value == [1])
    }

    @Test func aBindingToAnIdentifiableValueHasItsID() {
        let box = Box([Item(id: 7, name: "seven")])
        #expect(box.binding[0].id == 7)
        #expect(box.binding.map(\.id) == [7])
    }

    @Test func dynamicMembersReachIntoAnElement() {
        let box = Box([Item(id: 1, name: "one")])
        box.binding[0].name.wrappedValue = "uno"
        #expect(box.value[0].name == "uno")
    }
}
