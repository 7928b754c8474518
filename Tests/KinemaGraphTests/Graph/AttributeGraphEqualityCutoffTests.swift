import Foundation
import KinemaCore
import KinemaGraph
import Testing

/// An `Equatable` rule whose result does not change stops the refresh there: what depends on it
/// does not run again. A non-`Equatable` rule always counts as changed.
@Suite("AttributeGraph: equality cutoff")
struct AttributeGraphEqualityCutoffTests {
    @Test func anUnchangedEquatableResultDoesNotRerunDependents() {
        let graph = AttributeGraph()
        let count = graph.makeInput(1)
        var signRuns = 0
        let isPositive = graph.makeRule { signRuns += 1; return graph[count] > 0 }
        var labelRuns = 0
        let label = graph.makeRule { labelRuns += 1; return graph[isPositive] ? "positive" : "not positive" }
        #expect(graph[label] == "positive")
        graph.update { graph.setValue(2, for: count) }
        graph.update { graph.setValue(3, for: count) }
        #expect(signRuns == 3)
        #expect(labelRuns == 1)
        graph.update { graph.setValue(-1, for: count) }
        #expect(labelRuns == 2)
        #expect(graph[label] == "not positive")
    }

    /// The cutoff also stops the change reaching everything further down.
    @Test func theCutoffHoldsForTheWholeSubtreeBelow() {
        let graph = AttributeGraph()
        let count = graph.makeInput(1)
        let parity = graph.makeRule { graph[count] % 2 }
        var runs = 0
        var level = parity
        for _ in 0..<10 {
            let previous = level
            level = graph.makeRule { runs += 1; return graph[previous] + 1 }
        }
        #expect(graph[level] == 11)
        #expect(runs == 10)
        graph.update { graph.setValue(3, for: count) }
        #expect(runs == 10)
        graph.update { graph.setValue(4, for: count) }
        #expect(runs == 20)
    }

    @Test func aNonEquatableRuleAlwaysCountsAsChanged() {
        struct Sign { var isPositive: Bool }  // not Equatable
        let graph = AttributeGraph()
        let count = graph.makeInput(1)
        let sign = graph.makeRule { Sign(isPositive: graph[count] > 0) }
        var runs = 0
        let label = graph.makeRule { runs += 1; return graph[sign].isPositive }
        _ = graph[label]
        graph.update { graph.setValue(2, for: count) }
        #expect(runs == 2)
    }

    /// A dependent that reads both a cut-off rule and a changed input still runs, once.
    @Test func aDependentWithAnotherChangedInputStillRunsOnce() {
        let graph = AttributeGraph()
        let count = graph.makeInput(1)
        let isPositive = graph.makeRule { graph[count] > 0 }
        var runs = 0
        let both = graph.makeRule { runs += 1; return "\(graph[isPositive]) \(graph[count])" }
        _ = graph[both]
        graph.update { graph.setValue(5, for: count) }
        #expect(runs == 2)
        #expect(graph[both] == "true 5")
    }
}
