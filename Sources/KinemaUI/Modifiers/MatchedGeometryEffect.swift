import Foundation
import KinemaGraph

/// A set of view properties that may be synchronized between views using the
/// `View.matchedGeometryEffect()` function.
///
/// ```swift
/// Circle().matchedGeometryEffect(id: "dot", in: dots, properties: .position)
/// ```
@frozen
public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// The view's position, in window coordinates.
    public static let position = MatchedGeometryProperties(rawValue: 1 << 0)
    /// The view's size, in local coordinates.
    public static let size = MatchedGeometryProperties(rawValue: 1 << 1)
    /// Both the `position` and `size` properties.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// A matched-geometry group's key: an identifier in a namespace.
struct MatchedGeometryKey: Hashable {
    let id: AnyHashable
    let namespace: Namespace.ID
}

/// What a matched-geometry modifier keeps: its key and options, and the update it was inserted in.
/// Its node is listed among the engine's matched views (``NodeCapabilities/matchedGeometry``).
final class MatchedGeometryState: NodeState {
    static let capabilities = NodeCapabilities.matchedGeometry
    var key: MatchedGeometryKey
    var properties: MatchedGeometryProperties
    var anchor: UnitPoint
    var isSource: Bool
    /// The update that created the node: a view inserted in an update may travel from the frame
    /// its group had before.
    let insertedInUpdate: Int

    init(key: MatchedGeometryKey, properties: MatchedGeometryProperties, anchor: UnitPoint, isSource: Bool,
         insertedInUpdate: Int) {
        self.key = key
        self.properties = properties
        self.anchor = anchor
        self.isSource = isSource
        self.insertedInUpdate = insertedInUpdate
    }
}

/// Links its content's geometry to the other views of its group (see
/// `ViewEngine+MatchedGeometry.swift`).
struct _MatchedGeometryEffect: ViewModifier, PrimitiveModifier {
    let key: MatchedGeometryKey
    let properties: MatchedGeometryProperties
    let anchor: UnitPoint
    let isSource: Bool

    func body(content: Content) -> Never { primitiveBody() }

    func update(_ node: ViewNode, content: any View, in context: inout UpdateContext) {
        let engine = context.engine
        let (state, _) = engine.state(of: node, orMake: {
            MatchedGeometryState(
                key: key, properties: properties, anchor: anchor, isSource: isSource,
                insertedInUpdate: engine.updateNumber)
        })
        state.key = key
        state.properties = properties
        state.anchor = anchor.isFinite ? anchor : .center
        state.isSource = isSource
        node.role = .group
        context.updateChild(of: node, with: content)
    }
}

extension UnitPoint {
    fileprivate var isFinite: Bool { x.isFinite && y.isFinite }
}

extension View {
    /// Defines a group of views with synchronized geometry using an identifier and namespace that
    /// you provide.
    ///
    /// ```swift
    /// @Namespace private var hero
    /// @State private var expanded = false
    ///
    /// var body: some View {
    ///     VStack {
    ///         if expanded {
    ///             Color.orange.matchedGeometryEffect(id: "card", in: hero).frame(height: 300)
    ///         } else {
    ///             Color.orange.matchedGeometryEffect(id: "card", in: hero).frame(width: 80, height: 80)
    ///         }
    ///     }
    ///     .onTapGesture { withAnimation(.spring) { expanded.toggle() } }
    /// }
    /// ```
    ///
    /// When a view of a group is inserted in the same transaction that removes another one of the
    /// group, and the transaction animates, the inserted view travels from the removed view's
    /// frame (in window space) to its own, as if one view moved; a removed view that stays drawn
    /// under a removal transition travels to the inserted view's frame. A view with
    /// `isSource: false` takes the `properties` (position, size or both) of the group's source
    /// view: it is laid out at the source's size and placed so its `anchor` point meets the
    /// source's. Groups with no source, or more than one, use the first source found.
    ///
    /// - Parameters:
    ///   - id: The identifier, often derived from the identifier of the data being displayed by
    ///     the view.
    ///   - namespace: The namespace in which defines the `id`.
    ///   - properties: The properties to copy from the source view.
    ///   - anchor: The relative location in the view used to produce its shared position value.
    ///   - isSource: True if the view should be used as the source of geometry for other views
    ///     in the group.
    public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
        anchor: UnitPoint = .center, isSource: Bool = true
    ) -> some View {
        modifier(_MatchedGeometryEffect(
            key: MatchedGeometryKey(id: AnyHashable(id), namespace: namespace),
            properties: properties, anchor: anchor, isSource: isSource))
    }
}
