import Foundation

extension View {
    /// Controls the display order of overlapping views.
    ///
    /// ```swift
    /// ZStack {
    ///     ForEach(cards) { card in
    ///         CardView(card: card)
    ///             .zIndex(card == dragged ? 1 : 0)   // the dragged card on top
    ///     }
    /// }
    /// ```
    ///
    /// Views with a larger value are drawn in front of their siblings (and take taps first); equal
    /// values keep their order, and the default is `0`. When several `zIndex` modifiers wrap one
    /// view, the innermost wins. A view still leaving under its removal transition takes part
    /// too: give it a higher value to keep it in front while it leaves.
    ///
    /// Kinema orders views among the children of one view: the views of a `ForEach` among
    /// themselves, not with views beside the `ForEach` in the same stack, as SwiftUI would.
    ///
    /// - Parameter value: A relative front-to-back ordering for this view; the default is `0`.
    ///   NaN counts as `0`.
    public func zIndex(_ value: Double) -> some View {
        modifier(_ZIndexModifier(value: value))
    }
}

struct _ZIndexModifier: ViewModifier, PrimitiveModifier {
    let value: Double

    func body(content: Content) -> Never { primitiveBody() }

    func update(_ node: ViewNode, content: any View, in context: inout UpdateContext) {
        node.role = .group
        let engine = context.engine
        let value = value.isNaN ? 0 : value
        let (state, isNew) = engine.state(of: node, orMake: ZIndexState.init)
        if isNew || state.value != value {
            state.value = value
            // A new order is a new drawing.
            engine.drawing.needsRebuild = true
        }
        context.updateChild(of: node, with: content)
    }
}

/// The `zIndex` a modifier sets (``NodeCapabilities/zIndex``): read by the drawing walk when it
/// orders a node's children.
@MainActor
final class ZIndexState: NodeState {
    static let capabilities = NodeCapabilities.zIndex
    var value = 0.0
}

extension ViewEngine {
    /// `children` in paint order: by `zIndex`, ascending, stable.
    func paintOrder(of children: [ViewNode]) -> [ViewNode] {
        let keyed = children.map { (node: $0, z: zIndex(of: $0)) }
        guard keyed.contains(where: { $0.z != 0 }) else { return children }
        return keyed.enumerated()
            .sorted { $0.element.z != $1.element.z ? $0.element.z < $1.element.z : $0.offset < $1.offset }
            .map(\.element.node)
    }

    /// The `zIndex` of `node`: the innermost one down its chain of only children (modifiers
    /// around the view), `0` without one.
    private func zIndex(of node: ViewNode) -> Double {
        var value = 0.0
        var current = node
        for _ in 0..<64 {
            if current.capabilities.contains(.zIndex), let z = current.storedState as? ZIndexState { value = z.value }
            guard current.children.count == 1 else { break }
            current = current.children[0]
        }
        return value
    }
}
