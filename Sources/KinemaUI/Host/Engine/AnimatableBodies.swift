import Foundation
import KinemaGraph

/// The animatable attribute behind a value whose body depends on its `animatableData`: an
/// `Animatable` view, or an `Animatable` custom modifier (an ``AnimatableModifier``).
///
/// The model value is set under the subtree's transaction; the body runs with the presentation
/// value, a copy of the latest model whose `animatableData` is set to the interpolated data (so a
/// `didSet` on `animatableData` sees every frame's value). Unlike built-in effects, such values
/// need their body on frames: each frame in which the presentation moves, the engine runs the
/// body again (``ViewEngine/produceFrame(at:)``).
@MainActor
final class AnimatableBody<Value: Animatable>: AnimatableBodyState {
    private let value: AnimatedValue<Value>
    /// The data the body last ran with.
    private var renderedData: Value.AnimatableData?
    /// Evaluates the body of a value (set on every update: a modifier's body wraps the latest
    /// content).
    var makeBody: (Value) -> any View
    /// Connects the `@State` of a value about to run its body to the node.
    private let attachState: (Value) -> Void
    /// The context of the node's last visit, which frames resume (``AnimatableBodyState/context``).
    var context: UpdateContext?

    init(_ model: Value, graph: AttributeGraph, attachState: @escaping (Value) -> Void, makeBody: @escaping (Value) -> any View) {
        value = AnimatedValue(model, graph: graph)
        self.attachState = attachState
        self.makeBody = makeBody
    }

    /// Sets a new model value under `transaction`.
    func update(_ model: Value, transaction: Transaction, in graph: AttributeGraph) {
        value.set(model, transaction: transaction, in: graph)
    }

    var needsFrameBody: Bool {
        value.presentationData != renderedData
    }

    func presentedBody() -> any View {
        var presented = value.model
        let data = value.presentationData
        presented.animatableData = data
        renderedData = data
        attachState(presented)
        return makeBody(presented)
    }

    func release(from graph: AttributeGraph) {
        value.remove(from: graph)
    }
}

extension ViewEngine {
    /// The body of an `Animatable` view, evaluated with its presentation value: the model goes
    /// through an animatable attribute under the context's transaction.
    func animatableViewBody<V: View & Animatable>(of view: V, node: ViewNode, context: UpdateContext) -> any View {
        let (state, isNew) = self.state(of: node, orMake: {
            AnimatableBody(
                view, graph: graph,
                attachState: { [unowned self, unowned node] in attachState(in: $0, to: node) },
                makeBody: { Self.body(of: $0) })
        })
        state.context = context
        if !isNew { state.update(view, transaction: context.transaction, in: graph) }
        return state.presentedBody()
    }

    /// The body of an `Animatable` custom modifier around `content`, evaluated with its
    /// presentation value.
    func animatableModifierBody<M: ViewModifier & Animatable>(
        of modifier: M, content: any View, node: ViewNode, context: UpdateContext
    ) -> any View {
        let makeBody: (M) -> any View = { $0.body(content: _ViewModifier_Content<M>(content: content)) }
        let (state, isNew) = self.state(of: node, orMake: {
            AnimatableBody(
                modifier, graph: graph,
                attachState: { [unowned self, unowned node] in attachState(in: $0, to: node) },
                makeBody: makeBody)
        })
        state.context = context
        if !isNew {
            state.makeBody = makeBody
            state.update(modifier, transaction: context.transaction, in: graph)
        }
        return state.presentedBody()
    }
}
