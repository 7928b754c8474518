import Foundation
import KinemaCore
import KinemaGraph
import Testing

/// Rules run when first read, then only when something they read changed — and then at most once
/// per update, however many of their inputs changed and however often.
@Suite("AttributeGraph: laziness and refresh counts")
struct AttributeGraphLazinessTests {
    @Test func aRuleDoesNotRunUntilItIsRead() {
        let graph = AttributeGraph()
        let input = graph.makeInput(2)
        var runs = 0
        let doubled = graph.makeRule { runs += 1; return graph[input] * 2 }
        #expect(runs == 0)
        graph.update { graph.setValue(3, for: input) }
        #expect(runs == 0, "a rule never read has no dependencies yet, so no update runs it")
        #expect(graph[doubled] == 6)
        #expect(runs == 1)
    }

    @Test func readingAgainWithoutAChangeDoesNotRunTheRule() {
        let graph = AttributeGraph()
        let input = graph.makeInput(2)
        var runs = 0
        let doubled = graph.makeRule { runs += 1; return graph[input] * 2 }
        for _ in 0..<5 { _ = graph[doubled] }
        _ = graph.peek(doubled)
        #expect(runs == 1)
    }

    @Test func aChangeToAnUnreadInputDoesNotRunTheRule() {
        let graph = AttributeGraph()
        let read = graph.makeInput(1)
        let unread = graph.makeInput(1)
        var runs = 0
        let rule = graph.makeRule { runs += 1; return graph[read] + 1 }
        _ = graph[rule]
        graph.update { graph.setValue(5, for: unread) }
        _ = graph[rule]
        #expect(runs == 1)
    }

    /// Once a rule has run, the update that changes what it read refreshes it when it closes,
    /// whether or not anyone reads it afterwards (the refresh is pushed, not pulled).
    @Test func aChangeRefreshesTheRuleWhenTheUpdateCloses() {
        let graph = AttributeGraph()
        let input = graph.makeInput(1)
        var seen: [Int] = []
        let rule = graph.makeRule { seen.append(graph[input]); return graph[input] }
        _ = graph[rule]
        graph.update {
            graph.setValue(2, for: input)
            #expect(seen == [1], "nothing runs before the update closes")
        }
        #expect(seen == [1, 2])
        #expect(graph[rule] == 2)
        #expect(seen == [1, 2])
    }

    @Test func eachStaleRuleRunsOnceHoweverManyInputsChanged() {
        let graph = AttributeGraph()
        let inputs = (0..<8).map { graph.makeInput($0) }
        var sumRuns = 0
        let sum = graph.makeRule { sumRuns += 1; return inputs.reduce(0) { $0 + graph[$1] } }
        var doubleRuns = 0
        let doubled = graph.makeRule { doubleRuns += 1; return graph[sum] * 2 }
        #expect(graph[doubled] == 56)
        graph.update {
            for (index, input) in inputs.enumerated() {
                graph.setValue(index + 10, for: input)
                graph.setValue(index + 100, for: input)
            }
        }
        #expect(graph[doubled] == 2 * (100 * 8 + 28))
        #expect(sumRuns == 2)
        #expect(doubleRuns == 2)
    }

    @Test func aNonEquatableInputCountsEverySetAsAChange() {
        struct Box { var value: Int }  // not Equatable
        let graph = AttributeGraph()
        let input = graph.makeInput(Box(value: 1))
        var runs = 0
        let rule = graph.makeRule { runs += 1; return graph[input].value }
        _ = graph[rule]
        graph.update { graph.setValue(Box(value: 1), for: input) }
        #expect(runs == 2)
    }

    @Test func anEquatableInputSetToAnEqualValueIsNoChange() {
        let graph = AttributeGraph()
        let input = graph.makeInput(1)
        var runs = 0
        let rule = graph.makeRule { runs += 1; return graph[input] }
        _ = graph[rule]
        graph.update { graph.setValue(1, for: input) }
        #expect(runs == 1)
    }

    /// Setting a value and setting it back inside one update still refreshes the reader once: the
    /// graph records that the input was written, not that it ends where it started.
    @Test func settingAValueAndBackRefreshesOnce() {
        let graph = AttributeGraph()
        let input = graph.makeInput(1)
        var runs = 0
        let rule = graph.makeRule { runs += 1; return graph[input] }
        _ = graph[rule]
        graph.update {
            graph.setValue(2, for: input)
            graph.setValue(1, for: input)
        }
        #expect(runs == 2)
        #expect(graph[rule] == 1)
    }
}
