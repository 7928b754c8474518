import Foundation

// `ForEach($items) { $item in … }`: each row gets a binding to its element. As in SwiftUI the data
// is the collection's indices paired with the elements' ids, so rows keep their identity (and
// their state) by id while the binding reaches the element through the index.

extension ForEach {
    /// Creates an instance that uniquely identifies and creates views across updates based on the
    /// identity of the underlying data, giving each view a binding to its element.
    ///
    /// ```swift
    /// struct Checklist: View {
    ///     @State private var items = [Item(name: "Milk"), Item(name: "Bread")]
    ///     var body: some View {
    ///         VStack {
    ///             ForEach($items) { $item in
    ///                 Toggle(item.name, isOn: $item.done)
    ///             }
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// Each binding finds its element by id: after the collection changed (an element removed
    /// before it, the order changed) it still reads and writes its own element, and once its
    /// element is gone it reads the element as it last was and drops writes — a row leaving under
    /// a removal transition keeps showing its content.
    ///
    /// - Parameters:
    ///   - data: A binding to the identified data.
    ///   - content: The view builder that creates views from a binding to each element.
    public init<C>(_ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID, C: MutableCollection,
        C: RandomAccessCollection, C.Element: Identifiable, C.Index: Hashable {
        self.init(data, id: \.id, content: content)
    }

    /// Creates an instance that identifies views by the given key path, giving each view a binding
    /// to its element.
    ///
    /// ```swift
    /// ForEach($names, id: \.self) { $name in
    ///     Text(name)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - data: A binding to the data.
    ///   - id: The key path to the elements' identifier.
    ///   - content: The view builder that creates views from a binding to each element.
    public init<C>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>,
        @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C: MutableCollection, C: RandomAccessCollection,
        C.Index: Hashable {
        let collection = data.wrappedValue
        let pairs = collection.indices.lazy.map { index in (index, collection[index][keyPath: id]) }
        self.init(pairs, id: \(C.Index, ID).1) { pair in
            content(ElementBinding.make(data, index: pair.0, id: pair.1, idPath: id, snapshot: collection[pair.0]))
        }
    }
}

/// Bindings to one element of a bound collection, found by index and checked by id.
@MainActor
enum ElementBinding {
    /// A binding to the element with id `elementID`: at `index` while that element is still there,
    /// otherwise wherever it moved; once it is gone, `snapshot` is read and writes are dropped.
    static func make<C: MutableCollection, ID: Hashable>(
        _ base: Binding<C>, index: C.Index, id elementID: ID, idPath: KeyPath<C.Element, ID>, snapshot: C.Element
    ) -> Binding<C.Element> {
        func position(in collection: C) -> C.Index? {
            if collection.isValid(index), collection[index][keyPath: idPath] == elementID { return index }
            return collection.firstIndex { $0[keyPath: idPath] == elementID }
        }
        return Binding(
            get: {
                let collection = base.wrappedValue
                return position(in: collection).map { collection[$0] } ?? snapshot
            },
            set: { newValue in
                var collection = base.wrappedValue
                guard let found = position(in: collection) else { return }
                collection[found] = newValue
                base.wrappedValue = collection
            })
    }
}
