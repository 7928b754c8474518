import Kinema
import KinemaCore
import Testing

/// Counts calls; the completions under test run synchronously on the test's thread.
private final class Counter {
    var calls: [String] = []
}

@Suite("Transaction.addAnimationCompletion")
struct TransactionAnimationCompletionTests {
    @Test func completionsAreRecordedInOrderWithTheirCriteria() {
        let counter = Counter()
        var transaction = Transaction(animation: .bouncy)
        transaction.addAnimationCompletion { counter.calls.append("logical") }
        transaction.addAnimationCompletion(criteria: .removed) { counter.calls.append("removed") }
        transaction.addAnimationCompletion(criteria: .logicallyComplete) { counter.calls.append("second") }

        let completions = transaction.animationCompletions
        #expect(completions.map(\.criteria) == [.logicallyComplete, .removed, .logicallyComplete])
        #expect(counter.calls.isEmpty, "adding a completion does not run it")
        for completion in completions { completion.action() }
        #expect(counter.calls == ["logical", "removed", "second"])
    }

    @Test func aCompletionKeepsItsIdentityAcrossCopies() {
        var transaction = Transaction()
        transaction.addAnimationCompletion {}
        transaction.addAnimationCompletion {}
        let copy = transaction
        #expect(copy.animationCompletions.map(\.id) == transaction.animationCompletions.map(\.id))
        #expect(transaction.animationCompletions[0].id != transaction.animationCompletions[1].id)
    }

    @Test func addingACompletionLeavesTheValuesAlone() {
        var transaction = Transaction(animation: .snappy)
        transaction.addAnimationCompletion {}
        #expect(transaction.animation == .snappy)
        #expect(!transaction.disablesAnimations)
    }
}
