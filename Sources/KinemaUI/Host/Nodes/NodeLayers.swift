import Foundation
import KinemaGraph

/// The drawing effects written directly over a node's view — the `scaleEffect`, `opacity`,
/// `offset`, `shadow`, `blur` or `clipShape` of `Circle().fill(.red).scaleEffect(s)` — kept on
/// the node as layers rather than as nodes of their own.
///
/// An effect never changes layout: its view takes its content's frame, and its content's
/// identity follows from its own. So a node for an effect did nothing a layer cannot, and cost a
/// node (over 400 bytes) and an update per effect per view. The node's view is the value under
/// the effects (its ``ViewNode/view``); its type (``ViewNode/viewType``) is still the whole
/// chain's, so a different chain at the same place is a different view, as before.
///
/// Drawing applies the layers, outermost first, around everything the node draws, after a
/// transition's fade of the node as a whole. Each layer's attribute lives as long as its node.
@MainActor
final class NodeLayers {
    struct Layer {
        /// The effect's animatable attribute, released with the node.
        let state: any NodeState
        /// Draws the effect at its presentation value.
        let sampler: EffectSampler
        /// The id of the display-list groups the effect opens (a blur's, a clip's): unique among
        /// the hierarchy's node ids, as a node's own id was.
        let groupID: Int
    }

    // The chain's type and its number of effects are the node's type's (``NodeType/chain``,
    // ``NodeType/layerDepth``): kept here, they took 24 of every node's layers' bytes.
    /// The outermost layer, made on the node's first update (`nil` until then).
    private var first: Layer?
    /// The layers under the first, outermost first (empty for a single effect: no array is made).
    private var rest: [Layer] = []

    /// How many layers have been made.
    var count: Int { first == nil ? 0 : 1 + rest.count }

    /// The layer at `index` (outermost first), if made.
    func layer(at index: Int) -> Layer? {
        index == 0 ? first : (index - 1 < rest.count ? rest[index - 1] : nil)
    }

    /// Adds the next layer inward (layers are made in order, outermost first).
    func append(_ layer: Layer) {
        if first == nil { first = layer } else { rest.append(layer) }
    }

    /// Calls `body` with each layer, outermost first.
    func forEach(_ body: (Layer) -> Void) {
        guard let first else { return }
        body(first)
        for layer in rest { body(layer) }
    }

    func release(from graph: AttributeGraph) {
        forEach { $0.state.release(from: graph) }
        first = nil
        rest = []
    }
}

/// An effect modifier that can be a layer of its content's node (see ``NodeLayers``).
@MainActor
protocol _EffectLayerModifier {
    /// Brings layer `index` of `node` up to date with this effect, making it on the node's first
    /// update.
    func updateLayer(_ index: Int, of node: ViewNode, in context: inout UpdateContext)
}

/// A view that is drawing effects over one view, kept as layers of that view's node.
@MainActor
protocol _EffectLayeredView {
    /// Whether values of this type become layers: not when the effect applies to each of several
    /// views (content that is a tuple, a `Group`, a `ForEach`), each of which keeps its own.
    nonisolated static var isLayered: Bool { get }
    /// The type of the view under the effects.
    nonisolated static var baseType: any View.Type { get }
    /// How many effects are over the base view.
    nonisolated static var depth: Int { get }
    /// Brings the layers of `node` from `index` inward up to date with this value's effects;
    /// returns the view under them.
    func updateLayers(from index: Int, of node: ViewNode, in context: inout UpdateContext) -> any View
    /// The view under the effects of `view`, a value of this type.
    static func base(of view: any View) -> any View
}

extension _EffectLayeredView {
    /// ``updateLayers(from:of:in:)`` for `view`, a value of this type: the layers from the first.
    static func updateLayers(of view: any View, node: ViewNode, in context: inout UpdateContext) -> any View {
        knownCast(view: view, to: Self.self).updateLayers(from: 0, of: node, in: &context)
    }
}

extension ModifiedContent: _EffectLayeredView where Content: View, Modifier: _EffectLayerModifier {
    nonisolated static var isLayered: Bool { !(Content.self is any _MultiViewContent.Type) }

    /// The content, when it is itself effects over a view: the next layers in.
    private nonisolated static var inner: (any _EffectLayeredView.Type)? {
        guard let inner = Content.self as? any _EffectLayeredView.Type, inner.isLayered else { return nil }
        return inner
    }

    nonisolated static var baseType: any View.Type { inner?.baseType ?? Content.self }

    func updateLayers(from index: Int, of node: ViewNode, in context: inout UpdateContext) -> any View {
        modifier.updateLayer(index, of: node, in: &context)
        // The chain is as long as its type says: the content is the base once every layer is done.
        guard index + 1 < node.type.layerDepth,
              let inner = content as? any _EffectLayeredView
        else { return content }
        return inner.updateLayers(from: index + 1, of: node, in: &context)
    }

    static func base(of view: any View) -> any View {
        let content = knownCast(view: view, to: Self.self).content
        guard let inner else { return content }
        return inner.base(of: content)
    }

    /// How many effects are over the base view.
    nonisolated static var depth: Int { 1 + (inner?.depth ?? 0) }
}
