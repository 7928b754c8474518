import Foundation
import KinemaCore
import KinemaGraph
import Testing

@Suite("Animatable attribute: combining animations")
struct AnimatableAttributeCombiningTests {
    /// The worked example: linear 1 s from 0 to 100 at t = 0, then linear 1 s to 200 at
    /// t = 0.5. Each newer animation moves from wherever the combined value is toward its own
    /// target: at 0.75 the first covers 75 of 100 and the second 25% of 200 − 75 = 125.
    @Test func twoLinearAnimationsCombineAsSwiftUIDoes() {
        let graph = AttributeGraph()
        let model = graph.makeInput(0.0)
        let shown = graph.makeAnimatable(model)
        #expect(graph[shown] == 0)
        graph.update(Transaction(animation: .linear(duration: 1))) { graph.setValue(100, for: model) }
        graph.advance(to: 0.5)
        #expect(abs(graph[shown] - 50) < 1e-9)
        graph.update(Transaction(animation: .linear(duration: 1))) { graph.setValue(200, for: model) }
        #expect(abs(graph[shown] - 50) < 1e-9)
        let expected: [(Double, Double)] = [(0.75, 106.25), (1.0, 150), (1.25, 175), (1.5, 200)]
        for (time, value) in expected {
            graph.advance(to: time)
            #expect(abs(graph[shown] - value) < 1e-9, "t = \(time): \(graph[shown]), expected \(value)")
        }
        graph.advance(to: 1.6)
        #expect(graph[shown] == 200)
        #expect(!graph.isAnimating)
    }

    @Test func aChangeWithoutAnimationShowsAtOnce() {
        let graph = AttributeGraph()
        let model = graph.makeInput(1.0)
        let shown = graph.makeAnimatable(model)
        _ = graph[shown]
        graph.update { graph.setValue(3, for: model) }
        #expect(graph[shown] == 3)
        #expect(!graph.isAnimating)
    }

    @Test func disablesAnimationsWins() {
        let graph = AttributeGraph()
        let model = graph.makeInput(1.0)
        let shown = graph.makeAnimatable(model)
        _ = graph[shown]
        var transaction = Transaction(animation: .linear(duration: 1))
        transaction.disablesAnimations = true
        graph.update(transaction) { graph.setValue(3, for: model) }
        #expect(graph[shown] == 3)
    }
}
