import Foundation

/// A resolved coordinate space created by the coordinate space protocol.
///
/// ```swift
/// proxy.frame(in: .global)
/// proxy.frame(in: .named("stage"))
/// ```
///
/// In a Kinema host, the global space is the host's: its origin is the host's top-leading corner.
public enum CoordinateSpace: Hashable {
    /// The global coordinate space at the root of the view hierarchy.
    case global
    /// The local coordinate space of the current view.
    case local
    /// A named reference to a view's local coordinate space.
    case named(AnyHashable)

    public var isGlobal: Bool {
        if case .global = self { return true }
        return false
    }

    public var isLocal: Bool {
        if case .local = self { return true }
        return false
    }
}

/// A frame of reference within the layout system.
///
/// ```swift
/// VStack {
///     GeometryReader { proxy in
///         Text("\(proxy.frame(in: .named("container")).minY) points from the top")
///     }
/// }
/// .coordinateSpace(.named("container"))
/// ```
public protocol CoordinateSpaceProtocol {
    /// The resolved coordinate space.
    var coordinateSpace: CoordinateSpace { get }
}

/// A named coordinate space.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    let name: AnyHashable

    /// The resolved coordinate space.
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

/// The local coordinate space of the current view.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    /// The resolved coordinate space.
    public var coordinateSpace: CoordinateSpace { .local }
}

/// The global coordinate space at the root of the view hierarchy.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    /// The resolved coordinate space.
    public var coordinateSpace: CoordinateSpace { .global }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// Creates a named coordinate space using the given value.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(name))
    }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// The local coordinate space of the current view.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The global coordinate space at the root of the view hierarchy.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

/// The name a `coordinateSpace` modifier gives its view's space, kept in the modifier's node.
final class CoordinateSpaceName: NodeState {
    var name: AnyHashable

    init(name: AnyHashable) {
        self.name = name
    }
}

struct _CoordinateSpaceModifier: ViewModifier, PrimitiveModifier {
    let name: AnyHashable

    func body(content: Content) -> Never { primitiveBody() }

    func update(_ node: ViewNode, content: any View, in context: inout UpdateContext) {
        node.role = .group
        let (state, isNew) = node.state(orMake: { CoordinateSpaceName(name: name) })
        if !isNew { state.name = name }
        context.updateChild(of: node, with: content)
    }
}

extension View {
    /// Assigns a name to the view's coordinate space, so other code can operate on dimensions like
    /// points and sizes relative to the named space.
    ///
    /// ```swift
    /// VStack { GeometryReader { proxy in Text("\(proxy.frame(in: .named("stack")).minY)") } }
    ///     .coordinateSpace(name: "stack")
    /// ```
    ///
    /// The space's origin is the view's top-leading corner as laid out (effects such as `offset`
    /// or `scaleEffect` do not move it). The innermost space of a name wins.
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        modifier(_CoordinateSpaceModifier(name: AnyHashable(name)))
    }

    /// Assigns a name to the view's coordinate space, so other code can operate on dimensions like
    /// points and sizes relative to the named space.
    ///
    /// ```swift
    /// content.coordinateSpace(.named("container"))
    /// ```
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        modifier(_CoordinateSpaceModifier(name: name.name))
    }
}
