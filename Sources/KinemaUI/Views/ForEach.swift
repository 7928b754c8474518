import Foundation

/// A structure that computes views on demand from an underlying collection of identified data.
///
/// Each element's view keeps its identity (and its state) by the element's id, wherever it moves.
///
/// ```swift
/// VStack {
///     ForEach(pets, id: \.name) { pet in
///         Text(pet.name)
///     }
/// }
/// ```
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    /// The collection of underlying identified data.
    public var data: Data
    /// A function to create content on demand using the underlying data.
    public var content: (Data.Element) -> Content
    let id: KeyPath<Data.Element, ID>

    /// Creates an instance that identifies views by the given key path.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.content = content
    }

    /// A `ForEach` has no body.
    public var body: Never { primitiveBody() }

    func update(_ node: ViewNode, in context: inout UpdateContext) {
        node.role = .group
        guard context.isNewValue else {
            context.revisitChildren(of: node)
            return
        }
        // Read once: inside a per-element closure, every read of a stored property of this generic
        // type would look up its metadata.
        let content = self.content
        var views: [any View] = []
        views.reserveCapacity(data.count)
        // A range of integers identified by themselves (`ForEach(0..<n)`, the most common data):
        // its elements are its ids, compared as one range.
        if identifiesByElement, let range = data as? Range<Int> {
            for index in range { views.append(content(unsafeBitCast(index, to: Data.Element.self))) }
            if let known = node.state(ForEachRange.self), known.range == range, node.children.count == range.count {
                context.scheduleChildren(of: node, with: views)
                return
            }
            context.reconcileChildren(of: node, with: views, identities: range.map { AnyHashable($0) })
            node.setState(ForEachRange(range))
            return
        }
        var ids = elementIDs()
        for element in data { views.append(content(element)) }
        // The same ids in the same order (the common case: the data did not change, only what
        // each row shows): every row keeps its node, compared as typed ids, not hashed.
        if let known = node.state(ForEachIDs<ID>.self), known.ids == ids, node.children.count == ids.count {
            context.scheduleChildren(of: node, with: views)
            return
        }
        if let kept = Self.keptIndices(of: ids) {
            ids = kept.map { ids[$0] }
            views = kept.map { views[$0] }
        }
        if let known = node.state(ForEachIDs<ID>.self), known.ids == ids, node.children.count == ids.count {
            context.scheduleChildren(of: node, with: views)
            return
        }
        context.reconcileChildren(of: node, with: views, identities: ids.map { AnyHashable($0) })
        node.setState(ForEachIDs(ids))
    }

    /// Whether the elements are their own ids (`id: \.self`): no key path to apply.
    var identifiesByElement: Bool {
        (\Data.Element.self as? KeyPath<Data.Element, ID>) == id
    }

    /// The elements' ids, in order.
    func elementIDs() -> [ID] {
        let isIdentity = identifiesByElement
        let id = self.id
        var ids: [ID] = []
        ids.reserveCapacity(data.count)
        for element in data { ids.append(isIdentity ? unsafeBitCast(element, to: ID.self) : element[keyPath: id]) }
        return ids
    }

    /// The indices of `ids` to show when an id occurs more than once (each id's first), else
    /// `nil`. An id that occurs again names a view already shown: as SwiftUI does, this says so
    /// once and keeps the first.
    static func keptIndices(of ids: [ID]) -> [Int]? {
        guard ids.count > 1 else { return nil }
        var seen = Set<ID>(minimumCapacity: ids.count)
        var kept: [Int] = []
        kept.reserveCapacity(ids.count)
        var repeated: ID?
        for index in ids.indices {
            if seen.insert(ids[index]).inserted {
                kept.append(index)
            } else if repeated == nil {
                repeated = ids[index]
            }
        }
        guard kept.count != ids.count else { return nil }
        Warnings.once("ForEach repeated ids", """
            ForEach<\(Data.self), \(ID.self), …>: the ID \(repeated.map { "\($0)" } ?? "?") occurs more than once in the \
            collection (\(ids.count - kept.count) repeats); only the first view of each ID is shown
            """)
        return kept
    }
}

private final class ForEachRange: NodeState {
    let range: Range<Int>

    init(_ range: Range<Int>) {
        self.range = range
    }
}

/// The ids a `ForEach` showed last.
private final class ForEachIDs<ID: Hashable>: NodeState {
    let ids: [ID]

    init(_ ids: [ID]) {
        self.ids = ids
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    // Disfavoured: for `ForEach($items)` the binding form (rows bound by id) must win over this one
    // (a binding to a collection is itself a collection of identifiable bindings).

    /// Creates an instance that identifies views by the elements' `id`.
    @_disfavoredOverload
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Creates an instance that computes views over a constant range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}
