import Foundation
import KinemaCore
import KinemaGraph
import KinemaTestSupport
import Testing

/// Finished animations are removed, and a frame recomputes only the animating attributes and what
/// depends on them.
@Suite("Animatable attribute: frames and removal of finished animations")
struct AnimatableAttributeLifecycleTests {
    @Test func finishedAnimationsAreRemovedOneByOne() {
        let graph = AttributeGraph()
        let short = graph.makeInput(0.0)
        let long = graph.makeInput(0.0)
        let shownShort = graph.makeAnimatable(short)
        let shownLong = graph.makeAnimatable(long)
        _ = (graph[shownShort], graph[shownLong])
        #expect(graph.animatingAttributeCount == 0)
        graph.update(Transaction(animation: .linear(duration: 0.5))) {
            graph.setValue(1, for: short)
        }
        graph.update(Transaction(animation: .linear(duration: 1))) {
            graph.setValue(1, for: long)
        }
        #expect(graph.animatingAttributeCount == 2)
        graph.advance(to: 0.5)
        #expect(graph.animatingAttributeCount == 2, "at exactly its duration, the short one shows its end")
        graph.advance(to: 0.51)
        #expect(graph.animatingAttributeCount == 1)
        #expect(graph[shownShort] == 1)
        graph.advance(to: 1.01)
        #expect(graph.animatingAttributeCount == 0)
        #expect(!graph.isAnimating)
        #expect(graph[shownLong] == 1)
    }

    /// A frame does not run rules upstream of the model, nor rules that do not depend on an
    /// animating attribute, nor animatable attributes at rest; it runs each animating attribute's
    /// dependents once.
    @Test func aFrameRecomputesOnlyAnimatingAttributesAndTheirDependents() {
        let graph = AttributeGraph()
        let state = graph.makeInput(1.0)
        var upstreamRuns = 0
        let model = graph.makeRule { upstreamRuns += 1; return graph[state] * 2 }
        let shown = graph.makeAnimatable(model)
        var dependentRuns = 0
        let dependent = graph.makeRule { dependentRuns += 1; return graph[shown] + 1 }
        var secondDependentRuns = 0
        let secondDependent = graph.makeRule { secondDependentRuns += 1; return graph[dependent] * 10 }

        let restingModel = graph.makeInput(5.0)
        let resting = graph.makeAnimatable(restingModel)
        var restingDependentRuns = 0
        let restingDependent = graph.makeRule { restingDependentRuns += 1; return graph[resting] }
        var unrelatedRuns = 0
        let unrelated = graph.makeRule { unrelatedRuns += 1; return graph[state] + graph[restingModel] }

        _ = (graph[secondDependent], graph[restingDependent], graph[unrelated])
        graph.update(Transaction(animation: .linear(duration: 1))) { graph.setValue(2, for: state) }
        #expect(upstreamRuns == 2)
        #expect(dependentRuns == 1, "the presentation did not move at the change")
        #expect(unrelatedRuns == 2)

        for frame in 1...30 { graph.advance(to: Double(frame) / 60) }
        #expect(upstreamRuns == 2)
        #expect(unrelatedRuns == 2)
        #expect(restingDependentRuns == 1)
        #expect(dependentRuns == 31)
        #expect(secondDependentRuns == 31)
        // At t = 0.5 the model 4 is half-way from 2: 3, plus 1, times 10.
        let expected: Double = 40
        #expect(graph[secondDependent] == expected)
    }

    /// Once an animation has finished, frames run nothing at all.
    @Test func framesAfterTheEndRunNothing() {
        let graph = AttributeGraph()
        let model = graph.makeInput(0.0)
        let shown = graph.makeAnimatable(model)
        var runs = 0
        let dependent = graph.makeRule { runs += 1; return graph[shown] }
        _ = graph[dependent]
        graph.update(Transaction(animation: .linear(duration: 0.1))) { graph.setValue(1, for: model) }
        graph.advance(to: 0.2)
        #expect(!graph.isAnimating)
        let runsAtEnd = runs
        for frame in 13...100 { graph.advance(to: Double(frame) / 60) }
        #expect(runs == runsAtEnd)
    }

    @Test func timeOnlyMovesForward() {
        let graph = AttributeGraph(time: 1)
        #expect(graph.time == 1)
        graph.advance(to: 0.5)
        #expect(graph.time == 1, "earlier times are ignored")
        graph.advance(to: .nan)
        graph.advance(to: .infinity)
        #expect(graph.time == 1)
        graph.advance(to: 2)
        #expect(graph.time == 2, "the clock moves even when nothing animates")
        #expect(AttributeGraph(time: .nan).time == 0)
    }

    /// `setTime` moves the clock without a frame: what shows stays, and a change made then begins
    /// its animation at that time (a tap between two frames).
    @Test func setTimeMovesTheClockWithoutAFrame() {
        let graph = AttributeGraph()
        let model = graph.makeInput(0.0)
        let shown = graph.makeAnimatable(model)
        var runs = 0
        let dependent = graph.makeRule { runs += 1; return graph[shown] }
        _ = graph[dependent]
        graph.update(Transaction(animation: .linear(duration: 1))) { graph.setValue(100, for: model) }
        graph.advance(to: 0.5)
        let runsAtFrame = runs
        graph.setTime(0.505)
        #expect(graph.time == 0.505)
        #expect(runs == runsAtFrame)
        #expect(graph[dependent] == 50, "no frame was produced")
        graph.setTime(0.4)
        graph.setTime(.nan)
        #expect(graph.time == 0.505, "earlier and NaN times are ignored")

        let second = graph.makeInput(0.0)
        let secondShown = graph.makeAnimatable(second)
        _ = graph[secondShown]
        graph.update(Transaction(animation: .linear(duration: 1))) { graph.setValue(100, for: second) }
        graph.advance(to: 0.755)
        #expect(abs(graph[secondShown] - 25) < 1e-9, "began at 0.505, not at the last frame")
        // `linear` is SwiftUI's Bézier (0, 0), (1, 1), on the 2⁻²⁰ grid: 75.5 to within ~2e-6.
        #expect(abs(graph[shown] - 100 * SwiftUIReference.Bezier.linear.value(at: 0.755)) < 1e-9)
    }

    /// An animation begins at the graph's time when its update opens: later, a change animates from
    /// then on.
    @Test func anAnimationBeginsAtTheGraphsTime() {
        let graph = AttributeGraph()
        let model = graph.makeInput(0.0)
        let shown = graph.makeAnimatable(model)
        _ = graph[shown]
        graph.advance(to: 10)
        graph.update(Transaction(animation: .linear(duration: 1))) { graph.setValue(8, for: model) }
        graph.advance(to: 10.25)
        #expect(graph[shown] == 2)
    }
}
