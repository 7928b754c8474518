import Foundation
import KinemaCore
import KinemaGraph
import Testing

/// A rule depends on what it read the last time it ran: dependencies follow the code.
@Suite("AttributeGraph: dynamic dependencies")
struct AttributeGraphDynamicDependencyTests {
    @Test func aRuleThatStopsReadingAnInputStopsDependingOnIt() {
        let graph = AttributeGraph()
        let useA = graph.makeInput(true)
        let a = graph.makeInput(1)
        let b = graph.makeInput(100)
        var runs = 0
        let rule = graph.makeRule { runs += 1; return graph[useA] ? graph[a] : graph[b] }
        #expect(graph[rule] == 1)
        graph.update { graph.setValue(2, for: a) }
        #expect(runs == 2)
        graph.update { graph.setValue(101, for: b) }
        #expect(runs == 2, "b was not read")

        graph.update { graph.setValue(false, for: useA) }
        #expect(graph[rule] == 101)
        #expect(runs == 3)
        graph.update { graph.setValue(3, for: a) }
        #expect(runs == 3, "a is no longer read")
        graph.update { graph.setValue(102, for: b) }
        #expect(runs == 4)
        #expect(graph[rule] == 102)
    }

    /// A dependency dropped at the top of a chain also stops the refresh of the chain below.
    @Test func aDroppedDependencyStopsTheChainBelow() {
        let graph = AttributeGraph()
        let enabled = graph.makeInput(true)
        let source = graph.makeInput(1)
        let gate = graph.makeRule { graph[enabled] ? graph[source] : 0 }
        var runs = 0
        let below = graph.makeRule { runs += 1; return graph[gate] * 10 }
        _ = graph[below]
        graph.update { graph.setValue(false, for: enabled) }
        #expect(runs == 2)
        for value in 2...5 { graph.update { graph.setValue(value, for: source) } }
        #expect(runs == 2)
        #expect(graph[below] == 0)
    }

    /// `peek` reads without becoming a dependency.
    @Test func peekDoesNotCreateADependency() {
        let graph = AttributeGraph()
        let read = graph.makeInput(1)
        let peeked = graph.makeInput(10)
        var runs = 0
        let rule = graph.makeRule { runs += 1; return graph[read] + graph.peek(peeked) }
        #expect(graph[rule] == 11)
        graph.update { graph.setValue(20, for: peeked) }
        #expect(runs == 1)
        #expect(graph[rule] == 11, "the stale sum stays until `read` changes")
        graph.update { graph.setValue(2, for: read) }
        #expect(graph[rule] == 22)
    }
}
