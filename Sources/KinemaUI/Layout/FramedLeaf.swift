import Foundation

/// A view that takes exactly the size it is offered and draws it alone, with no children: a
/// colour, a shape, a shape filled or stroked. A fixed frame around such a view lays it out as
/// the view itself would at the frame's width and height, so the two share one node
/// (``FramedLeaf``).
///
/// Conformers are the types a node's kind names (``ViewNode/Kind``): the view types themselves,
/// or the updaters shapes use.
@MainActor
protocol _ProposalFillingView: PrimitiveView {
    /// Whether values of this type fill what they are offered: `false` for a form that is not a
    /// leaf (a fill whose style casts a shadow is an effect over the plain fill).
    static var fillsProposal: Bool { get }

    /// Brings `node` up to date with `view`, a value of this type, as a leaf whose width and
    /// height are `frame`'s where it fixes them.
    static func update(_ view: any View, node: ViewNode, framed frame: ProposedSize, in context: inout UpdateContext)
}

extension _ProposalFillingView {
    static var fillsProposal: Bool { true }
}

/// How a node whose view is `content.frame(width:height:alignment:)` is updated, when `Content`
/// fills what it is offered (``_ProposalFillingView``): as `Content`, at the frame's size.
///
/// The frame proposes its width and height (or, where it fixes none, what it was offered) to a
/// content that takes exactly the proposal, so the content's size is the frame's and its
/// alignment in the frame moves it nowhere: one node laid out at the frame's size draws the same
/// at the same place. `Color.red.frame(width: 40, height: 40)` and `Circle().frame(width: 20,
/// height: 20)` are among the commonest views there are, and a node of their own for the frame
/// cost each one a node (about 400 bytes) and an update.
///
/// The node keeps the framed type as its identity and the framed value as its view.
struct FramedLeaf<Content: View>: PrimitiveView {
    func update(_ node: ViewNode, in context: inout UpdateContext) {}

    static func update(_ view: any View, node: ViewNode, in context: inout UpdateContext) {
        let framed = knownCast(view: view, to: ModifiedContent<Content, _FrameLayout>.self)
        // The node's type names the content's updater (``NodeType/framedContent``).
        node.type.framedContent.unsafelyUnwrapped.update(
            framed.content, node: node, framed: framed.modifier.size, in: &context)
    }
}

/// A fixed frame around one view, for telling whether its node folds the two (``FramedLeaf``).
@MainActor
protocol _FixedFrameView {
    /// The framed view's type.
    static var framedType: any View.Type { get }
    /// The updater of a node folding the frame into the framed view.
    static var foldedUpdater: any PrimitiveView.Type { get }
}

extension ModifiedContent: _FixedFrameView where Content: View, Modifier == _FrameLayout {
    static var framedType: any View.Type { Content.self }
    static var foldedUpdater: any PrimitiveView.Type { FramedLeaf<Content>.self }
}
