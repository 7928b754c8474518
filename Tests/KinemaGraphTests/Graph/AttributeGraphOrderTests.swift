import Foundation
import KinemaCore
import KinemaGraph
import Testing

/// Stale attributes are refreshed in dependency order, so a rule never sees a mix of old and new
/// values (no "glitches").
@Suite("AttributeGraph: dependency order")
struct AttributeGraphOrderTests {
    /// a → b = 2a, a → c = 3a, (b, c) → d = b + c: d must always see 5a.
    @Test func aDiamondSeesConsistentValues() {
        let graph = AttributeGraph()
        let a = graph.makeInput(1)
        var order: [String] = []
        let b = graph.makeRule { order.append("b"); return graph[a] * 2 }
        let c = graph.makeRule { order.append("c"); return graph[a] * 3 }
        var seenByD: [(a: Int, sum: Int)] = []
        let d = graph.makeRule { () -> Int in
            order.append("d")
            let sum = graph[b] + graph[c]
            seenByD.append((graph[a], sum))
            return sum
        }
        #expect(graph[d] == 5)
        for value in [2, 7, -3] {
            order = []
            graph.update { graph.setValue(value, for: a) }
            #expect(order.count == 3, "b, c and d each once: \(order)")
            #expect(order.last == "d")
        }
        #expect(seenByD.count == 4)
        for seen in seenByD {
            #expect(seen.sum == 5 * seen.a)
        }
    }

    /// A long chain plus a shortcut edge from the top: the bottom reads both and must run after the
    /// whole chain, once.
    @Test func aShortcutEdgeWaitsForTheLongPath() {
        let graph = AttributeGraph()
        let top = graph.makeInput(1)
        var chain = [graph.makeRule { graph[top] }]
        for _ in 0..<20 {
            let previous = chain[chain.count - 1]
            chain.append(graph.makeRule { graph[previous] + 1 })
        }
        let end = chain[chain.count - 1]
        var seen: [(top: Int, end: Int)] = []
        let bottom = graph.makeRule { () -> Int in
            let value = (graph[top], graph[end])
            seen.append(value)
            return value.0 + value.1
        }
        #expect(graph[bottom] == 1 + 21)
        graph.update { graph.setValue(100, for: top) }
        #expect(seen.count == 2)
        #expect(seen.last?.top == 100)
        #expect(seen.last?.end == 120)
    }

    /// A rule that starts reading a deeper attribute is moved below it, so later refreshes still
    /// run in dependency order.
    @Test func orderFollowsADependencyAddedLater() {
        let graph = AttributeGraph()
        let flag = graph.makeInput(false)
        let a = graph.makeInput(1)
        let deep1 = graph.makeRule { graph[a] + 1 }
        let deep2 = graph.makeRule { graph[deep1] + 1 }
        var seen: [(a: Int, deep: Int?)] = []
        let reader = graph.makeRule { () -> Int in
            let value = graph[a]
            let deep = graph[flag] ? graph[deep2] : nil
            seen.append((value, deep))
            return value + (deep ?? 0)
        }
        _ = graph[reader]
        graph.update { graph.setValue(true, for: flag) }
        seen = []
        graph.update { graph.setValue(10, for: a) }
        #expect(seen.count == 1)
        #expect(seen.first?.a == 10)
        #expect(seen.first?.deep == 12)
    }
}
