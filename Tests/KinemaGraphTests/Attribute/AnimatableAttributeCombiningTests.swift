import Foundation
import KinemaCore
import KinemaGraph
import KinemaTestSupport
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

    // MARK: Variants of the worked example

    /// One change: at `time`, the model becomes `target` under `animation`.
    struct Change {
        var time: TimeInterval
        var target: Double
        var animation: Animation
    }

    /// Applies `changes` to a value starting at 0 and checks the presentation at each sample time;
    /// then checks that the animation has ended by `end`.
    private func play(_ changes: [Change], samples: [(TimeInterval, Double)], tolerance: Double = 1e-9, end: TimeInterval) {
        let graph = AttributeGraph()
        let model = graph.makeInput(0.0)
        let shown = graph.makeAnimatable(model)
        _ = graph[shown]
        var pending = changes[...]
        for (time, expected) in samples {
            while let change = pending.first, change.time <= time {
                graph.advance(to: change.time)
                graph.update(Transaction(animation: change.animation)) { graph.setValue(change.target, for: model) }
                pending = pending.dropFirst()
            }
            graph.advance(to: time)
            #expect(abs(graph[shown] - expected) < tolerance, "t = \(time): \(graph[shown]), expected \(expected)")
        }
        #expect(graph.isAnimating)
        graph.advance(to: end)
        #expect(!graph.isAnimating)
        #expect(graph[shown] == changes.last?.target)
    }

    // Expected values: python3, folding the entries in order from 0 (a finished entry sets the
    // value to its target; a running one adds curve(progress) · (its target − the value so far)).

    /// The second change at t = 0.25; at 0.5 the first has covered 50 and the second a quarter of
    /// the 150 left: 87.5.
    @Test func aSecondLinearAtAQuarter() {
        play(
            [Change(time: 0, target: 100, animation: .linear(duration: 1)),
             Change(time: 0.25, target: 200, animation: .linear(duration: 1))],
            samples: [(0.25, 25), (0.5, 87.5), (0.75, 137.5), (1.0, 175), (1.25, 200)],
            end: 1.26)
    }

    @Test func threeStackedLinears() {
        play(
            [Change(time: 0, target: 100, animation: .linear(duration: 1)),
             Change(time: 0.25, target: 200, animation: .linear(duration: 1)),
             Change(time: 0.5, target: 300, animation: .linear(duration: 1))],
            samples: [(0.5, 87.5), (0.75, 178.125), (1.0, 237.5), (1.25, 275), (1.5, 300)],
            end: 1.51)
    }

    /// Turning back: linear(1 s) 0 → 100, then easeInOut(1 s) back to 0 at t = 0.5. The fold is
    /// r = 100·linear(t), then r + easeInOut(t − 0.5)·(0 − r), with both curves SwiftUI's Béziers on
    /// the 2⁻²⁰ grid (`SwiftUIReference.Bezier`; about 65.3129 at 0.75 and 12.9162 at 1.25).
    @Test func anEaseInOutBackToTheStart() {
        func folded(_ time: Double) -> Double {
            let first = 100 * SwiftUIReference.Bezier.linear.value(at: time)
            return first - SwiftUIReference.Bezier.easeInOut.value(at: time - 0.5) * first
        }
        play(
            [Change(time: 0, target: 100, animation: .linear(duration: 1)),
             Change(time: 0.5, target: 0, animation: .easeInOut(duration: 1))],
            samples: [(0.5, 50), (0.75, folded(0.75)), (1.0, 50), (1.25, folded(1.25)), (1.5, 0)],
            end: 1.51)
    }

    /// A shorter second animation ends the combination when it ends, though the first would still
    /// run: the last entry alone decides the end.
    @Test func aShorterSecondAnimationEndsTheCombination() {
        play(
            [Change(time: 0, target: 100, animation: .linear(duration: 1)),
             Change(time: 0.5, target: 200, animation: .linear(duration: 0.25))],
            samples: [(0.5, 50), (0.625, 131.25), (0.75, 200)],
            end: 0.76)
    }

    @Test func aLongerSecondAnimationOutlivesTheFirst() {
        play(
            [Change(time: 0, target: 100, animation: .linear(duration: 1)),
             Change(time: 0.5, target: 200, animation: .linear(duration: 2))],
            samples: [(0.75, 90.625), (1.0, 125), (1.5, 150), (2.0, 175), (2.5, 200)],
            end: 2.51)
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
