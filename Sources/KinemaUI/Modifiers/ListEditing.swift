import Foundation

/// A type of view that generates views from an underlying collection of data.
///
/// ```swift
/// List {
///     ForEach(items) { Text($0.name) }
///         .onDelete { items.remove(atOffsets: $0) }
/// }
/// ```
public protocol DynamicViewContent: View {
    /// The type of the underlying collection of data.
    associatedtype Data: Collection

    /// The collection of underlying data.
    var data: Data { get }
}

extension ForEach: DynamicViewContent {}

extension ModifiedContent: DynamicViewContent where Content: DynamicViewContent, Modifier: ViewModifier {
    /// The collection of underlying data of the modified content.
    public var data: Content.Data { content.data }
}

extension DynamicViewContent {
    /// Sets the deletion action for the dynamic view.
    ///
    /// ```swift
    /// ForEach(items) { Text($0.name) }
    ///     .onDelete { items.remove(atOffsets: $0) }
    /// ```
    ///
    /// > Note: Accepted: a Kinema host has no swipe-to-delete, so the action never runs. Delete
    /// > the elements yourself (a tap, a task) and the rows leave with their transitions.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
        modifier(_ListEditActionModifier())
    }

    /// Sets the move action for the dynamic view.
    ///
    /// ```swift
    /// ForEach(items) { Text($0.name) }
    ///     .onMove { items.move(fromOffsets: $0, toOffset: $1) }
    /// ```
    ///
    /// > Note: Accepted: a Kinema host has no drag to reorder, so the action never runs.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
        modifier(_ListEditActionModifier())
    }
}

extension View {
    /// Adds a condition for whether the view's view hierarchy is deletable (accepted: a Kinema
    /// host does not delete rows).
    ///
    /// ```swift
    /// Text("Pinned").deleteDisabled(true)
    /// ```
    public func deleteDisabled(_ isDisabled: Bool) -> some View {
        self
    }

    /// Adds a condition for whether the view's view hierarchy is movable (accepted: a Kinema host
    /// does not move rows).
    ///
    /// ```swift
    /// Text("Header").moveDisabled(true)
    /// ```
    public func moveDisabled(_ isDisabled: Bool) -> some View {
        self
    }
}

/// An edit action a list would offer: nothing to draw, the rows pass through.
struct _ListEditActionModifier: ViewModifier, PrimitiveModifier {
    func body(content: Content) -> Never { primitiveBody() }

    func update(_ node: ViewNode, content: any View, in context: inout UpdateContext) {
        node.role = .group
        context.updateChild(of: node, with: content)
    }
}

// MARK: - Offsets, as list edit actions hand them over

extension MutableCollection {
    /// Moves all the elements at the specified offsets to the specified destination offset,
    /// preserving ordering.
    ///
    /// ```swift
    /// var letters = ["a", "b", "c", "d"]
    /// letters.move(fromOffsets: [0, 2], toOffset: 4)   // ["b", "d", "a", "c"]
    /// ```
    ///
    /// `destination` is an offset in the collection before the move: the moved elements end up
    /// before the element that was at `destination` (at the end for `count`). Offsets outside the
    /// collection are ignored and `destination` is clamped to `0...count`.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let elements = Array(self)
        let moving = source.filter { elements.indices.contains($0) }
        guard !moving.isEmpty else { return }
        let target = Swift.min(Swift.max(destination, 0), elements.count)
        let movingSet = Set(moving)
        var order = elements.indices.filter { !movingSet.contains($0) }
        let insertion = target - moving.count { $0 < target }
        order.insert(contentsOf: moving, at: insertion)
        var position = startIndex
        for offset in order {
            self[position] = elements[offset]
            formIndex(after: &position)
        }
    }
}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes all the elements at the specified offsets from the collection.
    ///
    /// ```swift
    /// var letters = ["a", "b", "c"]
    /// letters.remove(atOffsets: [0, 2])   // ["b"]
    /// ```
    ///
    /// Offsets outside the collection are ignored.
    public mutating func remove(atOffsets offsets: IndexSet) {
        guard !offsets.isEmpty else { return }
        self = Self(enumerated().lazy.filter { !offsets.contains($0.offset) }.map(\.element))
    }
}
