import Foundation
import Kinema
import KinemaCore
import Testing

private struct SourceKey: TransactionKey {
    static var defaultValue: String { "unknown" }
}

extension Transaction {
    fileprivate var source: String {
        get { self[SourceKey.self] }
        set { self[SourceKey.self] = newValue }
    }
}

private struct Boom: Error {}

@Suite("withTransaction and Transaction.current")
struct WithTransactionTests {
    @Test func thereIsNoCurrentTransactionOutsideABody() {
        #expect(Transaction.current == nil)
    }

    @Test func theBodyRunsWithTheTransactionAndReturnsItsResult() {
        var transaction = Transaction(animation: .linear)
        transaction.disablesAnimations = true
        transaction.source = "server"
        let seen = withTransaction(transaction) { Transaction.current }
        #expect(seen?.animation == .linear)
        #expect(seen?.disablesAnimations == true)
        #expect(seen?.source == "server")
        #expect(Transaction.current == nil)
    }

    @Test func theBodyRunsExactlyOnceSynchronously() {
        var runs = 0
        withTransaction(Transaction()) { runs += 1 }
        #expect(runs == 1)
    }

    @Test func keyPathFormSetsTheValue() {
        let seen = withTransaction(\.source, "tap") { Transaction.current }
        #expect(seen?.source == "tap")
        #expect(seen?.animation == nil)
        let disabled = withTransaction(\.disablesAnimations, true) { Transaction.current?.disablesAnimations }
        #expect(disabled == true)
    }

    @Test func anInnerBodyOverridesWhatItSetsAndInheritsTheRest() {
        var outer = Transaction(animation: .bouncy)
        outer.source = "outer"
        outer.isContinuous = true
        withTransaction(outer) {
            var inner = Transaction()
            inner.source = "inner"
            inner.isContinuous = false
            withTransaction(inner) {
                let current = Transaction.current
                #expect(current?.source == "inner")
                #expect(current?.isContinuous == false, "set to the default still overrides")
                #expect(current?.animation == .bouncy, "not set by the inner transaction: inherited")
            }
            // Restored after the inner body.
            #expect(Transaction.current?.source == "outer")
            #expect(Transaction.current?.isContinuous == true)
        }
        #expect(Transaction.current == nil)
    }

    @Test func theKeyPathFormKeepsTheEnclosingAnimation() {
        // SwiftUI defines withTransaction(_:_:_:) as a fresh Transaction with one value set, passed
        // to withTransaction(_:_:), which lays it over the thread's transaction.
        withAnimation(.snappy) {
            withTransaction(\.source, "tap") {
                #expect(Transaction.current?.animation == .snappy)
                #expect(Transaction.current?.source == "tap")
            }
        }
    }

    @Test func theEnclosingTransactionIsRestoredWhenTheBodyThrows() {
        withTransaction(\.source, "outer") {
            #expect(throws: Boom.self) {
                try withTransaction(\.source, "inner") {
                    #expect(Transaction.current?.source == "inner")
                    throw Boom()
                }
            }
            #expect(Transaction.current?.source == "outer")
        }
        #expect(throws: Boom.self) {
            try withTransaction(Transaction(animation: .linear)) { throw Boom() }
        }
        #expect(Transaction.current == nil)
    }

    @Test func deepNestingUnwindsInOrder() {
        var depths: [String] = []
        withTransaction(\.source, "1") {
            withTransaction(\.source, "2") {
                withTransaction(\.source, "3") { depths.append(Transaction.current!.source) }
                depths.append(Transaction.current!.source)
            }
            depths.append(Transaction.current!.source)
        }
        #expect(depths == ["3", "2", "1"])
    }

    @Test func aNestedCompletionReplacesOnlyTheEnclosingCompletionsOfItsCriteria() {
        var outer = Transaction()
        outer.addAnimationCompletion(criteria: .logicallyComplete) {}
        outer.addAnimationCompletion(criteria: .removed) {}
        let outerIDs = outer.animationCompletions.map(\.id)
        withTransaction(outer) {
            // No completion of its own: the enclosing ones track this body's changes too.
            let inherited = withTransaction(\.source, "inner") { Transaction.current!.animationCompletions }
            #expect(inherited.map(\.id) == outerIDs)

            var inner = Transaction()
            inner.addAnimationCompletion(criteria: .removed) {}
            let innerID = inner.animationCompletions[0].id
            let merged = withTransaction(inner) { Transaction.current!.animationCompletions }
            #expect(merged.map(\.id) == [outerIDs[0], innerID])
            #expect(merged.map(\.criteria) == [.logicallyComplete, .removed])
        }
    }

    @Test func anotherThreadDoesNotSeeTheTransaction() {
        let seenElsewhere = withTransaction(\.source, "here") { () -> Bool in
            let result = LockedFlag()
            let done = DispatchSemaphore(value: 0)
            Thread {
                result.set(Transaction.current != nil)
                done.signal()
            }.start()
            done.wait()
            return result.value
        }
        #expect(seenElsewhere == false)
    }

    @Test func aTaskStartedInTheBodyDoesNotInheritTheTransaction() async {
        // As in SwiftUI: changes made later in a Task are not part of the body's transaction.
        let task = withAnimation(.bouncy) { Task { Transaction.current == nil } }
        #expect(await task.value)
    }
}

/// A Bool written by one thread and read by another after it finished.
private final class LockedFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var stored = false
    var value: Bool { lock.withLock { stored } }
    func set(_ newValue: Bool) { lock.withLock { stored = newValue } }
}
