import Foundation
import KinemaGraph

/// One view's place in the hierarchy, kept across updates: the node holds the view's latest value,
/// its `@State` storage, its children, and what the view does in layout and drawing.
///
/// View values are recreated every time their parent's body runs; nodes persist as long as the view
/// keeps its structural identity (its position and type, or its explicit id).
///
/// The fields the engine touches on every update are `@exclusivity(unchecked)`: the engine reads
/// and writes them one at a time, never overlapping, and dynamic checks on a class's fields cost
/// as much as the work of a small view's update.
@MainActor
final class ViewNode {
    // Stored properties are laid out in declaration order, each at its alignment: the large ones
    // come first and the one-byte flags fill the gap after `drawnFrame`, so no field pads a word.
    let id: Int
    /// The parent. Not `weak`: a weak reference gives every node a side table and slows every
    /// retain. A parent always outlives the children still in the tree; a removed node's parent
    /// is never read (the engine checks a node is still in the tree before walking up from it).
    unowned(unsafe) var parent: ViewNode?
    /// The latest view value: under its drawing effects, when they are the node's `layers`.
    @exclusivity(unchecked)
    var view: any View
    /// The drawing effects over the view, when its value is effects over another view
    /// (``NodeLayers``); `nil` for most nodes.
    @exclusivity(unchecked)
    var layers: NodeLayers?
    /// What every node of its view type shares (``NodeType``).
    let type: NodeType
    /// The view's type: a different type at the same position is a different view. (Kept in
    /// `type`: `type(of:)` on the view's existential is a runtime call, 100 instructions.)
    var viewType: ObjectIdentifier { type.viewType }
    @exclusivity(unchecked)
    var children: NodeChildren = []
    @exclusivity(unchecked)
    private var storedRole: Role = .group
    /// What the node does in layout and drawing. Setting it notes what the change invalidates
    /// (compared in place, without copying the old role): see `roleChange`.
    var role: Role {
        get { storedRole }
        set {
            if !isNew, !roleChange.layout || !roleChange.drawing {
                let same = storedRole.equivalence(to: newValue)
                if !same.layout { roleChange.layout = true }
                if !same.drawing { roleChange.drawing = true }
            }
            storedRole = newValue
        }
    }

    /// Sets the role unless `isCurrent` finds the node already holding it, value for value (so
    /// skipping the set changes nothing): an update that starts 100,000 animations sets every
    /// unchanged leaf, frame and effect again, and each set compared, copied and released a role.
    @inline(__always)
    func setRole(_ role: @autoclosure () -> Role, unlessCurrent isCurrent: (borrowing Role) -> Bool) {
        if !isNew, isCurrent(storedRole) { return }
        self.role = role()
    }
    /// What the node's role keeps between updates: read and set through ``state(_:)``.
    @exclusivity(unchecked)
    var storedState: (any NodeState)?
    /// The layout frame, in host coordinates.
    var frame: CGRect = .zero
    /// The layout pass `layoutCache` belongs to (the low 32 bits of its number: kept beside
    /// `visitedUpdate` in one word).
    var layoutPass: UInt32 = 0
    /// The update that last visited the node (see `transaction`; the low 32 bits of its number,
    /// ``ViewEngine/updateStamp``).
    @exclusivity(unchecked)
    var visitedUpdate: UInt32 = 0
    /// Sizes computed in that pass, by proposal.
    var layoutCache = LayoutSizeCache()
    /// The proposal the node was last placed with (its children's placement follows from it).
    var placedProposal = ProposedSize(width: nil, height: nil)
    /// What few nodes have (``NodeExtras``), made the first time one of its fields is written.
    @exclusivity(unchecked)
    private var extras: NodeExtras?
    /// What layout remembers of a container beyond its sizes (``LayoutExtras``).
    var layoutExtras: LayoutExtras? {
        get { extras?.layoutExtras }
        _modify { yield &madeExtras.layoutExtras }
    }
    /// `@State` storage, by the property's order in the view.
    var stateStorage: [AnyObject?] {
        get { extras?.stateStorage ?? [] }
        _modify { yield &madeExtras.stateStorage }
    }
    /// Children removed under an animation while their removal transition runs: drawn after the
    /// others, not laid out, removed when it finishes.
    var removingChildren: [ViewNode] {
        get { extras?.removingChildren ?? [] }
        _modify { yield &madeExtras.removingChildren }
    }
    /// The environment the node's view last saw, for `@Environment` properties read by bodies
    /// that frames run again (`nil`: the defaults).
    var environment: EnvironmentBox? {
        get { extras?.environment }
        _modify { yield &madeExtras.environment }
    }
    /// The opacity of the default transition while the node comes or goes under one
    /// (``NodeCapabilities/implicitFade``; see `ViewEngine+Transitions.swift`).
    var implicitFade: ImplicitFade? {
        get { extras?.implicitFade }
        _modify { yield &madeExtras.implicitFade }
    }
    /// `extras`, made if the node has none yet.
    private var madeExtras: NodeExtras {
        if let extras { return extras }
        let made = NodeExtras()
        extras = made
        return made
    }
    /// The transaction that applied to the node in the update that last visited it: the layout at
    /// the end of that update moves the node's frame under it (read only while `visitedUpdate` is
    /// the current update, so it is dropped with the update).
    @exclusivity(unchecked)
    var transaction: Transaction?
    /// The layout frame as an animatable attribute: drawn nodes whose frame has moved since they
    /// were first drawn (or that matched geometry moves) only.
    var frameSlot: FrameSlot? {
        get { if case .animatable(let slot) = drawnFrame { slot } else { nil } }
        set { drawnFrame = newValue.map { .animatable($0) } ?? .none }
    }
    /// Where drawing last put the node: its frame while it has not moved since it was first
    /// drawn, then its frame slot (``DrawnFrame``).
    @exclusivity(unchecked)
    var drawnFrame: DrawnFrame = .none
    /// Whether role changes since the engine last looked matter to layout or to drawing.
    @exclusivity(unchecked)
    var roleChange: (layout: Bool, drawing: Bool) = (false, false)
    /// A `@State` this view owns changed: its body must run again.
    @exclusivity(unchecked)
    var needsBody = true
    /// The environment's colour scheme is dark here: what the node draws takes its colours' dark
    /// appearances (see ``Color/resolved(in:)``).
    var isDarkAppearance = false
    /// Some descendant's state changed.
    @exclusivity(unchecked)
    var hasDirtyDescendant = false
    /// The node changed since the last layout (a new view value, a new node): its remembered sizes
    /// and placement no longer hold.
    /// (Set through the engine, which clears it after layout; a new node is marked when it gets
    /// its first view value.)
    var layoutDirty = false
    /// Something below the node changed since the last layout.
    var layoutDescendantDirty = false
    /// The node's identity among its siblings.
    var identity: ViewIdentity
    /// The node has not been brought up to date yet: everything about it is a change.
    @exclusivity(unchecked)
    var isNew = true
    /// What the engine does with the node besides updating it, from its state's type and the
    /// modifiers that turn a capability on: the sets of the engine's ``NodeCapabilityIndex`` the
    /// node is in (set only through it). The drawing walk and taps test a bit, then read the state.
    @exclusivity(unchecked)
    var capabilities: NodeCapabilities = []

    /// The node left the hierarchy: releases the graph attributes it holds (its state's, its
    /// frame slot, its fade) and drops them.
    func release(from graph: AttributeGraph) {
        storedState?.release(from: graph)
        storedState = nil
        layers?.release(from: graph)
        frameSlot?.remove(from: graph)
        frameSlot = nil
        if let extras, let fade = extras.implicitFade {
            fade.slot.release(from: graph)
            extras.implicitFade = nil
        }
    }

    init(id: Int, view: any View, identity: ViewIdentity) {
        self.id = id
        self.identity = identity
        let type = NodeType.of(Swift.type(of: view))
        self.type = type
        // Drawing effects over a view are layers of the view's node: the node is the base's.
        if let chain = type.chain {
            layers = NodeLayers()
            self.view = chain.base(of: view)
        } else {
            self.view = view
        }
    }

    /// How the engine brings the node up to date (its type's: looked up once per view type).
    var kind: Kind { type.kind }

    enum Kind {
        /// A view Kinema implements itself.
        case primitive(any PrimitiveView.Type)
        /// A view with a body.
        case body
        /// An `Animatable` view with a body: the body sees the presentation value.
        case animatableBody
    }

    /// For a `ModifiedContent` node: how its modifier is applied (its type's, looked up on the
    /// first update of a node of the type).
    var modifierKind: ModifierKind {
        get { type.modifierKind }
        set { type.modifierKind = newValue }
    }

    enum ModifierKind {
        case unknown
        /// Content of several views (a tuple, a group, a `ForEach`): the modifier applies to each.
        case distributed
        /// A modifier Kinema implements itself.
        case primitive(any PrimitiveModifier.Type)
        /// A custom ``GeometryEffect``: drawn by Kinema with its presentation value.
        case geometry(any _GeometryEffectValue.Type)
        /// A custom modifier: its `body(content:)` runs.
        case custom
        /// A custom modifier that is `Animatable`: its body sees the presentation value.
        case animatableCustom
    }
}

/// What every node of one view type shares: the type, how its nodes are updated, and the chain
/// of effects it is over another view (``NodeLayers``). Made on the first node of the type and
/// kept for the process: the conformance casts behind it cost as much as a small view's update,
/// and in every node the three took 40 bytes.
@MainActor
final class NodeType {
    let viewType: ObjectIdentifier
    let kind: ViewNode.Kind
    /// For a `ModifiedContent` type: how its modifier is applied (`.unknown` until the first update).
    @exclusivity(unchecked)
    var modifierKind: ViewNode.ModifierKind = .unknown
    /// The type as effects over another view, when its values are (``NodeLayers``), and how many
    /// effects it has over that view.
    let chain: (any _EffectLayeredView.Type)?
    let layerDepth: Int
    /// For a fixed frame around a view that fills what it is offered, folded into one node
    /// (``FramedLeaf``): the framed view's updater.
    let framedContent: (any _ProposalFillingView.Type)?

    private init(_ type: any View.Type) {
        viewType = ObjectIdentifier(type)
        var base = type
        if let chain = type as? any _EffectLayeredView.Type, chain.isLayered {
            self.chain = chain
            layerDepth = chain.depth
            base = chain.baseType
        } else {
            chain = nil
            layerDepth = 0
        }
        if let framed = base as? any _FixedFrameView.Type, let content = Self.fillingUpdater(of: framed.framedType) {
            kind = .primitive(framed.foldedUpdater)
            framedContent = content
            return
        }
        framedContent = nil
        if let primitive = base as? any PrimitiveView.Type {
            kind = .primitive(primitive)
        } else if let native = base as? any NativelyDrawnShape.Type {
            kind = .primitive(native.nativeNodeUpdater)
        } else if let shape = base as? any Shape.Type {
            // A shape's body is always its fill with the foreground style: drawn directly.
            kind = .primitive(shape.nodeUpdater)
        } else {
            kind = base is any Animatable.Type ? .animatableBody : .body
        }
    }

    /// The updater of `type`'s nodes when they are leaves that fill what they are offered
    /// (``_ProposalFillingView``), else `nil`.
    private static func fillingUpdater(of type: any View.Type) -> (any _ProposalFillingView.Type)? {
        let described = of(type)
        guard described.chain == nil, case .primitive(let updater) = described.kind,
            let filling = updater as? any _ProposalFillingView.Type, filling.fillsProposal else { return nil }
        return filling
    }

    private static var known: [ObjectIdentifier: NodeType] = [:]

    /// The shared description of `type`.
    static func of(_ type: any View.Type) -> NodeType {
        if let known = known[ObjectIdentifier(type)] { return known }
        let made = NodeType(type)
        known[made.viewType] = made
        return made
    }
}

/// The fields of a ``ViewNode`` that few nodes use (a container's layout extras, `@State`
/// storage, children leaving under a transition, a kept environment, a fading transition), apart
/// from the node: inline, they made every node 40 bytes larger.
final class NodeExtras {
    var layoutExtras: LayoutExtras?
    var stateStorage: [AnyObject?] = []
    var removingChildren: [ViewNode] = []
    var environment: EnvironmentBox?
    var implicitFade: ImplicitFade?
}
