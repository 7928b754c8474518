import Kinema
import KinemaCore
import Testing

private struct OriginKey: TransactionKey {
    static var defaultValue: String { "unknown" }
}

extension Transaction {
    fileprivate var origin: String {
        get { self[OriginKey.self] }
        set { self[OriginKey.self] = newValue }
    }
}

private struct Boom: Error {}

@Suite("withAnimation")
struct WithAnimationTests {
    @Test func setsTheAnimationForTheBody() {
        #expect(withAnimation(.bouncy) { Transaction.current?.animation } == .bouncy)
        #expect(Transaction.current == nil)
    }

    // Apple: withAnimation(_ animation: Animation? = .default, …).
    @Test func theDefaultAnimationIsAnimationDefault() {
        #expect(withAnimation { Transaction.current?.animation } == .default)
    }

    @Test func withAnimationNilTurnsOffAnEnclosingAnimation() {
        withAnimation(.bouncy) {
            let inner = withAnimation(nil) { Transaction.current }
            #expect(inner != nil)
            #expect(inner?.animation == nil)
            #expect(Transaction.current?.animation == .bouncy)
        }
    }

    @Test func returnsTheBodysResultAndRethrows() throws {
        #expect(withAnimation(.linear) { 42 } == 42)
        #expect(throws: Boom.self) { try withAnimation(.linear) { throw Boom() } }
        #expect(Transaction.current == nil)
    }

    @Test func keepsTheEnclosingTransactionsOtherValues() {
        withTransaction(\.origin, "tap") {
            let current = withAnimation(.smooth) { Transaction.current }
            #expect(current?.animation == .smooth)
            #expect(current?.origin == "tap")
        }
    }

    @Test func theCompletionIsRecordedWithItsCriteriaNotRun() {
        var ran = false
        let completions = withAnimation(.bouncy, completionCriteria: .removed) {
            Transaction.current?.animationCompletions ?? []
        } completion: {
            ran = true
        }
        #expect(completions.map(\.criteria) == [.removed])
        #expect(!ran, "the runtime runs it, once the animations finish")
        completions.first?.action()
        #expect(ran)
    }

    @Test func theCompletionDefaultsToLogicallyComplete() {
        let (animation, criteria) = withAnimation {
            (Transaction.current?.animation, Transaction.current?.animationCompletions.map(\.criteria))
        } completion: {}
        #expect(animation == .default)
        #expect(criteria == [.logicallyComplete])
    }

    @Test func aCompletionOnANilAnimationIsStillRecorded() {
        let current = withAnimation(nil, completionCriteria: .logicallyComplete) { Transaction.current } completion: {}
        #expect(current?.animation == nil)
        #expect(current?.animationCompletions.count == 1)
    }
}
