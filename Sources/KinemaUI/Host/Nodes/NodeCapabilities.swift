import Foundation

/// What the engine does with a node beyond updating, laying out and drawing it: the features that
/// visit their nodes at a point of the update or the frame (the geometry readers after layout, the
/// frame-driven nodes on frames), or that change how the drawing walk or a tap treats the node.
///
/// A node state's type declares its capabilities (``NodeState/capabilities``); the node takes them
/// when the engine installs the state (``ViewEngine/state(of:orMake:)``), and the engine lists it
/// under each of them in its ``NodeCapabilityIndex``. A few are turned on and off by a modifier
/// instead (a content shape for another kind of interaction, `allowsHitTesting`, a default fade).
/// A new feature adds a bit here and conforms its state type: the engine needs no table of its own
/// for it, and forgets the node with the others when it leaves.
struct NodeCapabilities: OptionSet, Hashable {
    let rawValue: UInt16

    /// Rebuilds its content on frames (``FrameDrivenState``): keyframe animators, timelines,
    /// symbol effects, scroll views and custom layouts while they move.
    static let frameDriven = NodeCapabilities(rawValue: 1 << 0)
    /// Runs its body again on frames in which its presentation moved (``AnimatableBodyState``).
    static let animatableBody = NodeCapabilities(rawValue: 1 << 1)
    /// Builds its content after layout, from its geometry (``GeometryReaderState``).
    static let geometryReader = NodeCapabilities(rawValue: 1 << 2)
    /// Looks at the laid-out hierarchy after layout (``LayoutObserving``).
    static let layoutObserver = NodeCapabilities(rawValue: 1 << 3)
    /// Takes part in a matched-geometry group (``MatchedGeometryState``).
    static let matchedGeometry = NodeCapabilities(rawValue: 1 << 4)
    /// A lazy stack, grid or list, whose window of built rows follows its viewport
    /// (``LazyContainerState``).
    static let lazyContainer = NodeCapabilities(rawValue: 1 << 5)
    /// A container-relative frame, laid out again when its container moved
    /// (``ContainerRelativeFrameState``).
    static let containerRelativeFrame = NodeCapabilities(rawValue: 1 << 6)
    /// A `ViewThatFits`: only its chosen child is drawn (``ViewThatFitsState``).
    static let viewThatFits = NodeCapabilities(rawValue: 1 << 7)
    /// Takes taps within its content shape (``ContentShapeState``).
    static let contentShape = NodeCapabilities(rawValue: 1 << 8)
    /// Has a `zIndex` among its siblings (``ZIndexState``).
    static let zIndex = NodeCapabilities(rawValue: 1 << 9)
    /// Takes no taps, with everything inside it (`allowsHitTesting(false)`; no state).
    static let hitTestingDisabled = NodeCapabilities(rawValue: 1 << 10)
    /// Fades in or out under the default transition (``ViewNode/implicitFade``).
    static let implicitFade = NodeCapabilities(rawValue: 1 << 11)

    /// Calls `body` with the position of each bit set, lowest first.
    fileprivate func forEachBit(_ body: (Int) -> Void) {
        var bits = rawValue
        while bits != 0 {
            body(bits.trailingZeroBitCount)
            bits &= bits &- 1
        }
    }
}

/// The nodes that have each capability: one set per bit, so that a feature visits its nodes (or
/// asks whether there are any) without walking the hierarchy, and a node that leaves is dropped
/// from the sets its mask names (``removeAll(of:)``), whatever the features.
///
/// Visits are in node order (ids grow as nodes are made), so they are the same on every run.
@MainActor
struct NodeCapabilityIndex {
    /// The capabilities some node has: "are there any" is a bit test.
    private(set) var present: NodeCapabilities = []
    /// The nodes with each capability, by id, at the capability's bit position.
    private var members = [[Int: ViewNode]](repeating: [:], count: NodeCapabilities.RawValue.bitWidth)

    /// Whether no node has any of `capabilities`.
    func isEmpty(_ capabilities: NodeCapabilities) -> Bool {
        present.isDisjoint(with: capabilities)
    }

    /// Gives `node` `capabilities`; returns whether it lacked any of them.
    @discardableResult
    mutating func insert(_ capabilities: NodeCapabilities, for node: ViewNode) -> Bool {
        let added = capabilities.subtracting(node.capabilities)
        guard !added.isEmpty else { return false }
        node.capabilities.formUnion(added)
        present.formUnion(added)
        added.forEachBit { members[$0][node.id] = node }
        return true
    }

    /// Takes `capabilities` from `node`; returns whether it had any of them.
    @discardableResult
    mutating func remove(_ capabilities: NodeCapabilities, from node: ViewNode) -> Bool {
        let removed = capabilities.intersection(node.capabilities)
        guard !removed.isEmpty else { return false }
        node.capabilities.subtract(removed)
        removed.forEachBit { bit in
            members[bit][node.id] = nil
            if members[bit].isEmpty { present.remove(NodeCapabilities(rawValue: 1 << bit)) }
        }
        return true
    }

    /// Gives `node` `capability` or takes it away; returns whether that changed anything.
    @discardableResult
    mutating func set(_ capability: NodeCapabilities, _ isOn: Bool, for node: ViewNode) -> Bool {
        isOn ? insert(capability, for: node) : remove(capability, from: node)
    }

    /// Forgets `node` (it left the hierarchy).
    mutating func removeAll(of node: ViewNode) {
        if !node.capabilities.isEmpty { remove(node.capabilities, from: node) }
    }

    /// The nodes with `capability` (one bit), in node order.
    func nodes(with capability: NodeCapabilities) -> [ViewNode] {
        guard !isEmpty(capability) else { return [] }
        return members[Self.position(of: capability)].values.sorted { $0.id < $1.id }
    }

    /// The nodes with `capability` (one bit) and their states, as `S`, that `include` accepts, in
    /// node order.
    func states<S>(
        _ capability: NodeCapabilities, as type: S.Type, where include: (ViewNode, S) -> Bool = { _, _ in true }
    ) -> [(node: ViewNode, state: S)] {
        guard !isEmpty(capability) else { return [] }
        var found: [(node: ViewNode, state: S)] = []
        for node in members[Self.position(of: capability)].values {
            if let state = node.storedState as? S, include(node, state) { found.append((node, state)) }
        }
        found.sort { $0.node.id < $1.node.id }
        return found
    }

    /// Whether the state, as `S`, of some node with `capability` (one bit) satisfies `predicate`
    /// (in no particular order: for questions whose answer does not depend on it).
    func contains<S>(_ capability: NodeCapabilities, as type: S.Type, where predicate: (S) -> Bool) -> Bool {
        guard !isEmpty(capability) else { return false }
        return members[Self.position(of: capability)].values.contains { node in
            (node.storedState as? S).map(predicate) ?? false
        }
    }

    private static func position(of capability: NodeCapabilities) -> Int {
        assert(capability.rawValue.nonzeroBitCount == 1, "one capability at a time")
        return capability.rawValue.trailingZeroBitCount
    }
}
