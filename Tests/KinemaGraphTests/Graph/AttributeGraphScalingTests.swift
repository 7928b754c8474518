import Foundation
import KinemaCore
import KinemaGraph
import Testing

/// Work per update is proportional to what changed, not to the size of the graph.
@Suite("AttributeGraph: work proportional to change")
struct AttributeGraphScalingTests {
    /// 100 inputs, each feeding a chain of 99 rules, and one rule reading the 100 chain ends:
    /// 10,000 nodes. Changing one input runs its 99 rules and the sum, nothing else.
    @Test func oneInputOfTenThousandNodesRerunsOnlyItsDownstream() {
        let graph = AttributeGraph()
        var runs = 0
        var inputs: [Attribute<Int>] = []
        var ends: [Attribute<Int>] = []
        for chain in 0..<100 {
            let input = graph.makeInput(chain)
            inputs.append(input)
            var previous = input
            for _ in 0..<99 {
                let parent = previous
                previous = graph.makeRule { runs += 1; return graph[parent] + 1 }
            }
            ends.append(previous)
        }
        var sumRuns = 0
        let sum = graph.makeRule { sumRuns += 1; return ends.reduce(0) { $0 + graph[$1] } }
        #expect(graph.attributeCount == 10_001)
        #expect(graph[sum] == (0..<100).reduce(0) { $0 + $1 + 99 })
        #expect(runs == 9_900)

        runs = 0
        graph.update { graph.setValue(1_000, for: inputs[42]) }
        #expect(runs == 99)
        #expect(sumRuns == 2)
        #expect(graph[sum] == (0..<100).reduce(0) { $0 + $1 + 99 } + 1_000 - 42)
    }

    /// A tree of 10,000 rules, each reading its parent and an input of its own: the root, ten
    /// children of 1,000 (one of 999), each with ten of 100, and so on down. Changing the input of
    /// a subtree of 10 runs those 10 rules; of a subtree of 1,000, those 1,000.
    @Test func aChangeInATreeRunsOnlyTheChangedSubtree() throws {
        let graph = AttributeGraph()
        var runs = 0
        let rootInput = graph.makeInput(0)
        var inputBySubtreeSize: [Int: Attribute<Int>] = [:]
        var rules: [Attribute<Int>] = []
        /// Adds a subtree of `size` rules under `parent`, splitting the rest evenly among up to ten
        /// children, and records the first subtree input of each size.
        func build(size: Int, parent: Attribute<Int>) {
            let input = graph.makeInput(0)
            if inputBySubtreeSize[size] == nil { inputBySubtreeSize[size] = input }
            let rule = graph.makeRule { runs += 1; return graph[parent] + graph[input] }
            rules.append(rule)
            let rest = size - 1
            let children = min(rest, 10)
            for child in 0..<children {
                build(size: rest / children + (child < rest % children ? 1 : 0), parent: rule)
            }
        }
        build(size: 10_000, parent: rootInput)
        for rule in rules { _ = graph[rule] }
        #expect(rules.count == 10_000)
        #expect(runs == 10_000)
        let small = try #require(inputBySubtreeSize[10])
        let large = try #require(inputBySubtreeSize[1_000])

        runs = 0
        graph.update { graph.setValue(1, for: small) }
        #expect(runs == 10)
        runs = 0
        graph.update { graph.setValue(1, for: large) }
        #expect(runs == 1_000)
        runs = 0
        graph.update { graph.setValue(1, for: rootInput) }
        #expect(runs == 10_000)
    }
}
