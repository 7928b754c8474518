import Foundation
import KinemaGraph

/// The attributes of a view that conforms to `Animatable`: its model value, its subtree's
/// transaction, and the presentation value its `body` is evaluated with.
///
/// Unlike drawing effects, an animatable view's frames need its `body`: each frame in which the
/// presentation value moves, the engine runs the body again with the interpolated data.
@MainActor
protocol AnimatableViewSlotProtocol: AnyObject {
    /// Whether the presentation moved since the body last ran.
    func needsFrameBody(in graph: AttributeGraph) -> Bool
    /// The view value to run the body of: the latest value with the presentation's data.
    func presentedView(in graph: AttributeGraph) -> any View
    func remove(from graph: AttributeGraph)
}

@MainActor
final class AnimatableViewSlot<V: View & Animatable>: AnimatableViewSlotProtocol {
    private let value: AnimatedValue<V>
    /// The data the body last ran with.
    private var renderedData: V.AnimatableData?

    init(view: V, graph: AttributeGraph) {
        value = AnimatedValue(view, graph: graph)
    }

    /// Sets a new model value under `transaction`.
    func update(view: V, transaction: Transaction, in graph: AttributeGraph) {
        value.set(view, transaction: transaction, in: graph)
    }

    func needsFrameBody(in graph: AttributeGraph) -> Bool {
        value.presentation.animatableData != renderedData
    }

    func presentedView(in graph: AttributeGraph) -> any View {
        var view = value.model
        let data = value.presentation.animatableData
        view.animatableData = data
        renderedData = data
        return view
    }

    func remove(from graph: AttributeGraph) {
        value.remove(from: graph)
    }
}
