import Foundation
import KinemaCore
import KinemaGraph
import Testing

/// Values that are not `Equatable`, values with parts that do not animate, values with
/// `EmptyAnimatableData`, and non-finite model values.
@Suite("Animatable attribute: kinds of values and bad input")
struct AnimatableAttributeValueKindsTests {
    /// Not `Equatable`: the graph compares animatable data only.
    struct Dot: Animatable {
        var x: Double
        var label: String

        var animatableData: Double {
            get { x }
            set { x = newValue }
        }
    }

    /// A value with nothing to animate.
    struct Caption: Animatable {
        var text: String
        // `animatableData` comes from the `EmptyAnimatableData` default.
    }

    @Test func aNonEquatableValueAnimatesItsData() {
        let graph = AttributeGraph()
        let model = graph.makeInput(Dot(x: 0, label: "a"))
        let shown = graph.makeAnimatable(model)
        _ = graph[shown]
        graph.update(Transaction(animation: .linear(duration: 1))) {
            graph.setValue(Dot(x: 10, label: "b"), for: model)
        }
        graph.advance(to: 0.5)
        #expect(graph[shown].x == 5)
        #expect(graph[shown].label == "b", "the parts that do not animate show the model at once")
        graph.advance(to: 1.01)
        #expect(graph[shown].x == 10)
        #expect(!graph.isAnimating)
    }

    @Test func emptyAnimatableDataNeverAnimates() {
        let graph = AttributeGraph()
        let model = graph.makeInput(Caption(text: "Hello"))
        let shown = graph.makeAnimatable(model)
        _ = graph[shown]
        graph.update(Transaction(animation: .bouncy)) { graph.setValue(Caption(text: "World"), for: model) }
        #expect(!graph.isAnimating)
        #expect(graph[shown].text == "World")
    }

    /// Regression (fixed): an animatable attribute reports a change to its dependents only when its animatable
    /// data changed, so a change confined to the parts that do not animate (all of a `Caption`, the
    /// label of a `Dot`) never reaches the rules that read it.
    @Test func aChangeOutsideTheAnimatableDataReachesDependents() {
        let graph = AttributeGraph()
        let model = graph.makeInput(Caption(text: "Hi"))
        let shown = graph.makeAnimatable(model)
        let length = graph.makeRule { graph[shown].text.count }
        #expect(graph[length] == 2)
        graph.update { graph.setValue(Caption(text: "Hello"), for: model) }
        #expect(graph[shown].text == "Hello")
        #expect(graph[length] == 5)

        let dotModel = graph.makeInput(Dot(x: 1, label: "a"))
        let dot = graph.makeAnimatable(dotModel)
        let label = graph.makeRule { graph[dot].label }
        #expect(graph[label] == "a")
        graph.update { graph.setValue(Dot(x: 1, label: "b"), for: dotModel) }
        #expect(graph[label] == "b")
    }

    // MARK: Non-finite model values

    // `Animation.animate` ends an animation whose delta is not finite, so a change to or from NaN
    // or ±∞ jumps. The presentation shows NaN only when the model itself is NaN.

    @Test func aNaNModelIsShownAsItIsWithoutAnimating() {
        let graph = AttributeGraph()
        let model = graph.makeInput(1.0)
        let shown = graph.makeAnimatable(model)
        _ = graph[shown]
        graph.update(Transaction(animation: .bouncy)) { graph.setValue(.nan, for: model) }
        #expect(graph[shown].isNaN)
        #expect(!graph.isAnimating)
        graph.update(Transaction(animation: .bouncy)) { graph.setValue(2, for: model) }
        #expect(graph[shown] == 2, "from NaN, the change jumps")
        #expect(!graph.isAnimating)
    }

    @Test(arguments: [Animation.bouncy, .linear(duration: 1)])
    func aNaNArrivingMidAnimationEndsTheAnimation(animation: Animation) {
        let graph = AttributeGraph()
        let model = graph.makeInput(1.0)
        let shown = graph.makeAnimatable(model)
        _ = graph[shown]
        graph.update(Transaction(animation: animation)) { graph.setValue(2, for: model) }
        graph.advance(to: 0.2)
        graph.update(Transaction(animation: animation)) { graph.setValue(.nan, for: model) }
        #expect(graph[shown].isNaN)
        #expect(!graph.isAnimating)
        graph.update(Transaction(animation: animation)) { graph.setValue(3, for: model) }
        #expect(graph[shown] == 3)
        graph.advance(to: 1)
        #expect(graph[shown] == 3)
    }

    /// A NaN set and replaced inside one update is never seen: only the value at the close counts.
    @Test func aNaNReplacedInTheSameUpdateIsNeverSeen() {
        let graph = AttributeGraph()
        let model = graph.makeInput(1.0)
        let shown = graph.makeAnimatable(model)
        _ = graph[shown]
        graph.update(Transaction(animation: .linear(duration: 1))) {
            graph.setValue(.nan, for: model)
            graph.setValue(3, for: model)
        }
        graph.advance(to: 0.5)
        #expect(graph[shown] == 2)
    }

    @Test(arguments: [Double.infinity, -.infinity, .greatestFiniteMagnitude])
    func anInfiniteOrHugeDeltaJumps(target: Double) {
        let graph = AttributeGraph()
        let model = graph.makeInput(-Double.greatestFiniteMagnitude)
        let shown = graph.makeAnimatable(model)
        _ = graph[shown]
        graph.update(Transaction(animation: .bouncy)) { graph.setValue(target, for: model) }
        graph.advance(to: 1.0 / 60)
        #expect(graph[shown] == target)
        #expect(!graph.isAnimating)
    }
}
