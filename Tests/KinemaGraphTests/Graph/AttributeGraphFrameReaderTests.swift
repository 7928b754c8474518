import Foundation
import KinemaCore
import KinemaGraph
import Testing

/// Rules that read animatable attributes, as frames see them: a frame refreshes exactly the rules
/// reading an attribute that moved, however those edges came and went (the graph counts them, and
/// skips the visit when there are none). Every animation here is linear from 0 to 10 over a second,
/// so it shows 10·t at time t (a linear curve covers its change in proportion to time).
@Suite("AttributeGraph: rules read by frames")
struct AttributeGraphFrameReaderTests {
    @Test func aRuleReadingAMovingAttributeRecomputesEachFrame() {
        let graph = AttributeGraph()
        let shown = graph.makeAnimatableInput(0.0)
        var runs = 0
        let doubled = graph.makeRule { runs += 1; return graph[shown] * 2 }
        #expect(graph[doubled] == 0)
        graph.setValue(10, for: shown, transaction: Transaction(animation: .linear(duration: 1)))
        graph.advance(to: 0.25)
        #expect(abs(graph[doubled] - 5) < 1e-9)
        graph.advance(to: 0.5)
        #expect(abs(graph[doubled] - 10) < 1e-9)
        #expect(runs == 3)
    }

    /// Once a rule stops reading the moving attribute, frames leave it alone; once it reads it
    /// again, they refresh it again.
    @Test func frameRefreshesFollowTheEdgesAsTheyComeAndGo() {
        let graph = AttributeGraph()
        let shown = graph.makeAnimatableInput(0.0)
        let follows = graph.makeInput(true)
        var runs = 0
        let reader = graph.makeRule { runs += 1; return graph[follows] ? graph[shown] : -1 }
        _ = graph[reader]
        graph.setValue(10, for: shown, transaction: Transaction(animation: .linear(duration: 1)))
        graph.update { graph.setValue(false, for: follows) }
        #expect(graph[reader] == -1)
        let runsWithoutEdge = runs
        graph.advance(to: 0.25)
        graph.advance(to: 0.5)
        #expect(graph[reader] == -1)
        #expect(runs == runsWithoutEdge, "no frame reran the rule that stopped reading")
        graph.update { graph.setValue(true, for: follows) }
        #expect(abs(graph[reader] - 5) < 1e-9)
        graph.advance(to: 0.75)
        #expect(abs(graph[reader] - 7.5) < 1e-9)
    }

    /// Removing a reader, then the attribute it read, leaves frames consistent: another reader made
    /// afterwards is refreshed by frames.
    @Test func readersMadeAfterOthersWereRemovedAreRefreshed() {
        let graph = AttributeGraph()
        let shown = graph.makeAnimatableInput(0.0)
        let first = graph.makeRule { graph[shown] + 1 }
        _ = graph[first]
        graph.remove(first)
        let second = graph.makeRule { graph[shown] + 2 }
        _ = graph[second]
        graph.setValue(10, for: shown, transaction: Transaction(animation: .linear(duration: 1)))
        graph.advance(to: 0.5)
        #expect(abs(graph[second] - 7) < 1e-9)
    }

    /// A rule that read a removed attribute recomputes at its next read even when a new attribute
    /// took the removed one's slot in the meantime (the new one has not changed since the rule ran,
    /// which used to leave the rule showing the removed attribute's last value).
    @Test func aReaderOfARemovedAttributeRecomputesThoughItsSlotWasReused() {
        let graph = AttributeGraph()
        let base = graph.makeInput(1)
        let extra = graph.makeInput(10)
        let total = graph.makeRule { graph[base] + (graph.contains(extra) ? graph[extra] : 0) }
        #expect(graph[total] == 11)
        graph.remove(extra)
        let reused = graph.makeInput(100)
        #expect(reused.id == extra.id)
        #expect(graph[total] == 1)
    }
}
