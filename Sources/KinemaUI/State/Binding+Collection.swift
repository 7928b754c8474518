import Foundation

// A binding to a mutable collection is itself a collection of bindings to its elements, as in
// SwiftUI: `ForEach($items) { $item in … }` and `for $item in $items` read and write one element
// each.

extension Binding: Sequence where Value: MutableCollection {
    /// A type representing the sequence's elements: a binding to one element of the collection.
    public typealias Element = Binding<Value.Element>
    /// A type that provides the sequence's iteration interface.
    public typealias Iterator = IndexingIterator<Binding<Value>>
    /// A collection representing a contiguous subrange of this collection's elements.
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    /// A type that represents a position in the collection: the bound collection's index.
    public typealias Index = Value.Index
    /// A type that represents the indices that are valid for subscripting the collection.
    public typealias Indices = Value.Indices

    /// The position of the first element of the bound collection, read now.
    public var startIndex: Index { wrappedValue.startIndex }

    /// The bound collection's "past the end" position, read now.
    public var endIndex: Index { wrappedValue.endIndex }

    /// The indices that are valid for subscripting the bound collection, read now.
    public var indices: Value.Indices { wrappedValue.indices }

    /// Returns the position immediately after the given index.
    public func index(after i: Index) -> Index {
        wrappedValue.index(after: i)
    }

    /// Replaces the given index with its successor.
    public func formIndex(after i: inout Index) {
        wrappedValue.formIndex(after: &i)
    }

    /// A binding to the element at `position`.
    ///
    /// ```swift
    /// let first: Binding<Item> = $items[0]
    /// first.wrappedValue.done = true      // writes items[0].done
    /// ```
    ///
    /// `position` must be a valid index when the binding is made, as for any collection. Later,
    /// after the collection shrank, the binding reads the element as it was when the binding was
    /// made and drops writes, rather than trapping: a row leaving under a removal transition still
    /// reads its element while it animates out.
    public subscript(position: Index) -> Binding<Value.Element> {
        let base = self
        let snapshot = wrappedValue[position]
        return Binding<Value.Element>(
            get: {
                let collection = base.wrappedValue
                return collection.isValid(position) ? collection[position] : snapshot
            },
            set: { newValue in
                var collection = base.wrappedValue
                guard collection.isValid(position) else { return }
                collection[position] = newValue
                base.wrappedValue = collection
            })
    }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection, Value: MutableCollection {
    /// Returns the position immediately before the given index.
    public func index(before i: Index) -> Index {
        wrappedValue.index(before: i)
    }

    /// Replaces the given index with its predecessor.
    public func formIndex(before i: inout Index) {
        wrappedValue.formIndex(before: &i)
    }
}

extension Binding: RandomAccessCollection where Value: RandomAccessCollection, Value: MutableCollection {}

extension Binding: Identifiable where Value: Identifiable {
    /// The stable identity of the instance the binding refers to: its value's `id`, read now.
    ///
    /// ```swift
    /// let row: Binding<Item> = $items[0]
    /// row.id == items[0].id
    /// ```
    public var id: Value.ID { wrappedValue.id }
}

extension Collection {
    /// Whether `index` addresses an element (a cheap bounds check: no walk through `indices`).
    func isValid(_ index: Index) -> Bool {
        index >= startIndex && index < endIndex
    }
}
