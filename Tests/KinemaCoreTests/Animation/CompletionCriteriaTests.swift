import Kinema
import Testing

@Suite("AnimationCompletionCriteria")
struct CompletionCriteriaTests {
    @Test func logicallyCompleteAndRemovedAreDistinct() {
        #expect(AnimationCompletionCriteria.logicallyComplete != .removed)
        #expect(AnimationCompletionCriteria.logicallyComplete == .logicallyComplete)
        #expect(AnimationCompletionCriteria.removed == .removed)
    }

    @Test func isHashable() {
        let set: Set<AnimationCompletionCriteria> = [.logicallyComplete, .removed, .removed]
        #expect(set.count == 2)
        #expect(AnimationCompletionCriteria.removed.hashValue == AnimationCompletionCriteria.removed.hashValue)
    }

    @Test func isSendable() async {
        let criteria = AnimationCompletionCriteria.removed
        let sent = await Task.detached { criteria }.value
        #expect(sent == .removed)
    }
}
