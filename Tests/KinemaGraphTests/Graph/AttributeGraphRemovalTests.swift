import Foundation
import KinemaCore
import KinemaGraph
import Testing

/// `remove(_:)` and `attributeCount`.
@Suite("AttributeGraph: removing attributes")
struct AttributeGraphRemovalTests {
    @Test func attributeCountCountsLiveAttributesOfEveryKind() {
        let graph = AttributeGraph()
        #expect(graph.attributeCount == 0)
        let input = graph.makeInput(1.0)
        let rule = graph.makeRule { graph[input] + 1 }
        let shown = graph.makeAnimatable(input)
        #expect(graph.attributeCount == 3)
        graph.remove(rule)
        #expect(graph.attributeCount == 2)
        graph.remove(shown)
        graph.remove(input)
        #expect(graph.attributeCount == 0)
    }

    @Test func removingTwiceIsHarmless() {
        let graph = AttributeGraph()
        let input = graph.makeInput(1)
        _ = graph.makeInput(2)
        graph.remove(input)
        graph.remove(input)
        #expect(graph.attributeCount == 1)
    }

    /// A rule that read the removed attribute runs again at the next refresh; if it no longer reads
    /// it, it carries on without it.
    @Test func aReaderThatStopsReadingTheRemovedAttributeRecomputesWithoutIt() {
        let graph = AttributeGraph()
        let useExtra = graph.makeInput(true)
        let extra = graph.makeInput(10)
        let base = graph.makeInput(1)
        var runs = 0
        let total = graph.makeRule { runs += 1; return graph[base] + (graph[useExtra] ? graph[extra] : 0) }
        #expect(graph[total] == 11)
        graph.update {
            graph.setValue(false, for: useExtra)
            graph.remove(extra)
        }
        #expect(graph[total] == 1)
        #expect(runs == 2)
        graph.update { graph.setValue(2, for: base) }
        #expect(graph[total] == 2)
    }

    /// A removed rule no longer runs when what it read changes.
    @Test func aRemovedRuleNoLongerRuns() {
        let graph = AttributeGraph()
        let input = graph.makeInput(1)
        var runs = 0
        let rule = graph.makeRule { runs += 1; return graph[input] }
        _ = graph[rule]
        graph.remove(rule)
        graph.update { graph.setValue(2, for: input) }
        #expect(runs == 1)
    }

    @Test func removingAnAnimatingAttributeStopsItsAnimation() {
        let graph = AttributeGraph()
        let first = graph.makeInput(0.0)
        let second = graph.makeInput(0.0)
        let shownFirst = graph.makeAnimatable(first)
        let shownSecond = graph.makeAnimatable(second)
        _ = (graph[shownFirst], graph[shownSecond])
        graph.update(Transaction(animation: .linear(duration: 1))) {
            graph.setValue(1, for: first)
            graph.setValue(1, for: second)
        }
        #expect(graph.animatingAttributeCount == 2)
        graph.remove(shownFirst)
        #expect(graph.animatingAttributeCount == 1)
        graph.remove(shownSecond)
        #expect(!graph.isAnimating)
        graph.advance(to: 0.5)
        #expect(!graph.isAnimating)
    }

    /// Identifiers are recycled: the next attribute made takes the removed one's `id`, in a new
    /// generation, so the two handles differ (stale handles: AttributeGraphStaleHandleTests).
    @Test func theNextAttributeReusesTheRemovedIdentifierInANewGeneration() {
        let graph = AttributeGraph()
        let old = graph.makeInput(1.0)
        graph.remove(old)
        let new = graph.makeInput(2.0)
        #expect(new.id == old.id)
        #expect(new != old)
        #expect(graph[new] == 2.0)
    }
}
