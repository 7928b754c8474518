import Foundation

/// An opaque value representing a subview of another view.
///
/// ```swift
/// struct CardStack<Content: View>: View {
///     @ViewBuilder var content: Content
///     var body: some View {
///         ZStack {
///             ForEach(subviews: content) { subview in
///                 subview.rotationEffect(.degrees(4))
///             }
///         }
///     }
/// }
/// ```
///
/// Subviews come from the content given to `Group(subviews:transform:)` or
/// `ForEach(subviews:content:)`: its tuples, groups, `if`/`else` branches and `ForEach` rows are
/// expanded, empty views dropped, each remaining view one subview.
///
/// > Note: Kinema expands what the content is built of, not what custom views' bodies return: a
/// > custom view whose body holds several views is one subview (SwiftUI resolves it to several).
/// > Container values are empty.
public struct Subview: View, Identifiable {
    /// A type-erased identifier for a subview.
    public struct ID: Hashable, Sendable {
        nonisolated(unsafe) let value: AnyHashable
    }

    /// The subview's identity: its `ForEach` id, or its place among the subviews.
    public nonisolated let id: ID
    nonisolated(unsafe) let view: any View

    nonisolated init(id: ID, view: any View) {
        self.id = id
        self.view = view
    }

    /// The container-specific values of the subview (empty in Kinema).
    public var containerValues: ContainerValues { ContainerValues() }

    /// The subview itself.
    public var body: some View {
        AnyView(view)
    }
}

/// A collection of container-specific values associated with a given view (empty in Kinema).
public struct ContainerValues {
    init() {}
}

/// An opaque collection representing the subviews of view.
///
/// ```swift
/// Group(subviews: content) { subviews in
///     if let first = subviews.first { first.font(.title) }
///     ForEach(subviews.dropFirst()) { $0 }
/// }
/// ```
public struct SubviewsCollection: RandomAccessCollection {
    let subviews: [Subview]

    public var startIndex: Int { subviews.startIndex }
    public var endIndex: Int { subviews.endIndex }
    public subscript(index: Int) -> Subview { subviews[index] }

    /// The subviews of `content`, expanded as ``Subview`` says.
    @MainActor
    init(_ content: any View) {
        // A `ForEach` row keeps its id (stable as rows come and go); other views are known by
        // their place. The two kinds never collide, and a repeated row id falls back to the place.
        var seen = Set<AnyHashable>()
        subviews = PickerOptions.options(of: content).enumerated().map { index, option in
            var key = option.tag.map { AnyHashable(SubviewKey.row($0)) } ?? AnyHashable(SubviewKey.position(index))
            if !seen.insert(key).inserted { key = AnyHashable(SubviewKey.position(index)) }
            return Subview(id: Subview.ID(value: key), view: option.view)
        }
    }
}

/// How a subview is known: by its `ForEach` row's id, or by its place.
private enum SubviewKey: Hashable {
    case row(AnyHashable)
    case position(Int)
}

/// A view that transforms the subviews of its content (what `Group(subviews:transform:)` makes).
public struct GroupElementsOfContent<Subviews: View, Content: View>: View {
    let subviews: Subviews
    let transform: (SubviewsCollection) -> Content

    /// The transform of the subviews.
    public var body: some View {
        transform(SubviewsCollection(subviews))
    }
}

extension Group {
    /// Constructs a group from the subviews of the given view.
    ///
    /// ```swift
    /// Group(subviews: content) { subviews in
    ///     HStack { ForEach(subviews) { $0.padding() } }
    ///     Text("\(subviews.count) items")
    /// }
    /// ```
    public init<Base: View, Result: View>(
        subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result
    ) where Content == GroupElementsOfContent<Base, Result> {
        self.init { GroupElementsOfContent(subviews: view, transform: transform) }
    }
}

/// The subviews a `ForEach(subviews:content:)` walks.
public struct ForEachSubviewCollection<Content: View>: RandomAccessCollection {
    let subviews: SubviewsCollection

    public var startIndex: Int { subviews.startIndex }
    public var endIndex: Int { subviews.endIndex }
    public subscript(index: Int) -> Subview { subviews[index] }
}

extension ForEach {
    /// Creates an instance that uniquely identifies and creates views across updates based on the
    /// subviews of a given view.
    ///
    /// ```swift
    /// ForEach(subviews: content) { subview in
    ///     subview.frame(maxWidth: .infinity).background(.thinMaterial)
    /// }
    /// ```
    @MainActor
    public init<V: View>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content)
    where Data == ForEachSubviewCollection<Content>, ID == Subview.ID {
        self.init(ForEachSubviewCollection(subviews: SubviewsCollection(view)), id: \.id, content: content)
    }
}
