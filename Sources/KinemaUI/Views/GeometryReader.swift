import Foundation

/// A container view that defines its content as a function of its own size and coordinate space.
///
/// ```swift
/// GeometryReader { proxy in
///     Circle()
///         .frame(width: proxy.size.width / 2, height: proxy.size.width / 2)
///         .offset(x: proxy.frame(in: .global).minX > 100 ? 20 : 0)
/// }
/// ```
///
/// The reader takes all the space it is offered (10 points in a dimension offered nothing or an
/// infinite length) and places its views at its top-leading corner, each offered its size, on top
/// of one another.
///
/// Its content is built from the size layout gives it, so it is built after layout: the engine
/// lays the hierarchy out, builds the content of every reader that has a new value or whose
/// geometry (its frame in the host, and the frames of the named coordinate spaces around it)
/// differs from the one its content was built with, and lays out again — in the same update, under the same transaction, so a
/// `withAnimation` that resizes a reader's parent animates what its content derives from the new
/// size. A reader's content cannot change the reader's own frame, so this settles after one round
/// per level of nested readers; it stops after 8 rounds, and readers still out of date then keep
/// content built for their previous geometry until the next update. A reader's content is first
/// built in the update in which the reader appears, once it has been laid out.
public struct GeometryReader<Content: View>: View, PrimitiveView {
    /// The content, built from the reader's geometry.
    public var content: (GeometryProxy) -> Content

    /// Creates a geometry reader whose content is built from a ``GeometryProxy``.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    /// A geometry reader has no body.
    public var body: Never { primitiveBody() }

    func update(_ node: ViewNode, in context: inout UpdateContext) {
        node.role = .geometryReader
        let engine = context.engine
        let (state, isNew) = engine.state(of: node, orMake: GeometryReaderState.init)
        let content = self.content
        state.makeContent = { proxy in Stacks.flatten(content(proxy)) }
        state.context = context
        if isNew {
            // Nothing to build from yet: the content comes once layout has given the reader a size.
            context.reconcileChildren(of: node, with: [])
        } else if context.isNewValue {
            // Built after layout, for the size layout gives (the reader's size does not depend on
            // its content, so laying out with the old content first changes nothing): the content
            // is built once per update, never for a size about to change.
            state.needsBuild = true
        } else {
            context.revisitChildren(of: node)
        }
    }
}

/// A proxy for access to the size and coordinate space (for anchor resolution) of the container
/// view.
///
/// ```swift
/// GeometryReader { proxy in
///     Text("\(proxy.size.width) × \(proxy.size.height) at \(proxy.frame(in: .global).origin)")
/// }
/// ```
///
/// Frames are layout frames: effects such as `offset`, `scaleEffect` or `rotationEffect` do not
/// move them.
public struct GeometryProxy {
    let geometry: ReaderGeometry

    /// The size of the container view.
    public var size: CGSize { geometry.frame.size }

    /// The safe area inset of the container view: zero, a Kinema host has no safe area.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// Returns the container view's bounds rectangle, converted to a defined coordinate space.
    ///
    /// `.local` has its origin at the reader's top-leading corner, `.global` at the host's; a name
    /// no enclosing `coordinateSpace` modifier gives reads as `.global`.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local:
            return CGRect(origin: .zero, size: size)
        case .global:
            return geometry.frame
        case .named(let name):
            guard let space = geometry.space(named: name) else { return geometry.frame }
            return geometry.frame.offsetBy(dx: -space.minX, dy: -space.minY)
        }
    }

    /// Returns the container view's bounds rectangle, converted to a defined coordinate space.
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: coordinateSpace.coordinateSpace)
    }

    /// Returns the given coordinate space's bounds rectangle, converted to the local coordinate
    /// space, or `nil` when no enclosing view has that name.
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        guard let space = geometry.space(named: coordinateSpace.name) else { return nil }
        return space.offsetBy(dx: -geometry.frame.minX, dy: -geometry.frame.minY)
    }
}

/// Where a geometry reader is: its frame in the host, the frames of the named coordinate spaces
/// around it (innermost first), and the innermost scroll view around it.
struct ReaderGeometry: Equatable {
    struct Space: Equatable {
        var name: AnyHashable
        var frame: CGRect
    }

    /// The visible region of a scroll view, in the host, and the axes it scrolls.
    struct ScrollViewport: Equatable {
        var frame: CGRect
        var axes: Axis.Set
    }

    var frame: CGRect
    var spaces: [Space]
    var scrollViewport: ScrollViewport? = nil

    func space(named name: AnyHashable) -> CGRect? {
        spaces.first { $0.name == name }?.frame
    }
}

/// What a geometry reader's node keeps: how to build its content, the geometry it was last built
/// with, and the context it was last brought up to date in (content rebuilt after layout is built
/// in it). Its node is listed among the engine's geometry readers
/// (``NodeCapabilities/geometryReader``).
@MainActor
final class GeometryReaderState: NodeState {
    static let capabilities = NodeCapabilities.geometryReader
    var makeContent: (GeometryProxy) -> [any View] = { _ in [] }
    var context: UpdateContext?
    /// The geometry the current content was built with (`nil` before the first build).
    private(set) var builtGeometry: ReaderGeometry?
    /// The geometry the content was built with before the current build (`nil` until the second).
    private(set) var previousGeometry: ReaderGeometry?
    /// The reader has a new value: its content must be built again after layout.
    var needsBuild = true

    /// Whether the content must be built (again) for `geometry`.
    func isStale(for geometry: ReaderGeometry) -> Bool {
        needsBuild || builtGeometry != geometry
    }

    /// Builds the content for `geometry` and brings the reader's children up to date with it.
    func build(_ node: ViewNode, geometry: ReaderGeometry, in context: inout UpdateContext) {
        previousGeometry = builtGeometry
        builtGeometry = geometry
        needsBuild = false
        context.reconcileChildren(of: node, with: makeContent(GeometryProxy(geometry: geometry)))
    }
}
