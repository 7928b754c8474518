import Foundation
import KinemaCore
import KinemaGraph
import Testing

/// Cycles: none of them hangs. What happens instead depends on whether the attributes involved
/// already have a value.
@Suite("AttributeGraph: cycles")
struct AttributeGraphCycleTests {
    /// A rule that reads itself once it has a value sees its previous value, and does not come to
    /// depend on itself (so it does not re-run forever).
    @Test func aRuleReadingItselfSeesItsPreviousValue() {
        let graph = AttributeGraph()
        let step = graph.makeInput(0)
        var me: Attribute<Int>?
        var runs = 0
        let counter = graph.makeRule { () -> Int in
            runs += 1
            let increment = graph[step]
            return increment == 0 ? 0 : graph[me!] + increment
        }
        me = counter
        #expect(graph[counter] == 0)
        graph.update { graph.setValue(1, for: step) }
        #expect(graph[counter] == 1)
        graph.update { graph.setValue(5, for: step) }
        #expect(graph[counter] == 6)
        #expect(runs == 3)
    }

    /// A cycle met before any of its attributes has a value (a rule that reads itself on its first
    /// run) stops the process with a precondition failure ("… does not hold a value yet (a
    /// cycle?)"): it does not hang.
    @Test func aCycleOnTheFirstEvaluationStopsWithAPreconditionFailure() async {
        await #expect(processExitsWith: .failure) {
            let graph = AttributeGraph()
            nonisolated(unsafe) var me: Attribute<Int>?
            let rule = graph.makeRule { graph[me!] + 1 }
            me = rule
            _ = graph[rule]
        }
    }

    /// Regression (fixed): a cycle closed later between two attributes that already have values (a reads b only
    /// when a flag is set; b reads a) crashes: raising levels recurses a → b → a … until the stack
    /// overflows (SIGSEGV). Expected: no crash (a cycle diagnosed or broken).
    @Test func aCycleClosedLaterDoesNotCrash() async {
        await #expect(processExitsWith: .success) {
            let graph = AttributeGraph()
            let closeCycle = graph.makeInput(false)
            nonisolated(unsafe) var bRef: Attribute<Int>?
            let a = graph.makeRule { graph[closeCycle] ? graph[bRef!] + 1 : 0 }
            let b = graph.makeRule { graph[a] + 1 }
            bRef = b
            _ = graph[b]
            graph.update { graph.setValue(true, for: closeCycle) }
        }
    }
}
