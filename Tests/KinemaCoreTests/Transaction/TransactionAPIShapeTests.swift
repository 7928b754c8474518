import Kinema
import Testing

// Compile-time API shape: SwiftUI's Transaction entry points, spelled with its exact labels and
// types, and its samples written in a @MainActor view context, as in seed 000. A changed label,
// type, default or isolation breaks the build here.

private struct AvatarTappedKey: TransactionKey {
    static let defaultValue = false
}

extension Transaction {
    fileprivate var shapeAvatarTapped: Bool {
        get { self[AvatarTappedKey.self] }
        set { self[AvatarTappedKey.self] = newValue }
    }
}

/// Stands in for a view's `@State`: main-actor state changed from a main-actor tap handler.
@MainActor
private final class AvatarModel {
    var selected = false
    var finished = 0

    func tapped() {
        withAnimation {
            selected.toggle()
        }
        withAnimation(.bouncy) {
            selected.toggle()
        }
        withTransaction(\.shapeAvatarTapped, true) {
            selected.toggle()
        }
        withAnimation(.bouncy, completionCriteria: .removed) {
            selected.toggle()
        } completion: {
            self.finished += 1
        }
        var transaction = Transaction(animation: .linear)
        transaction.disablesAnimations = true
        transaction.addAnimationCompletion { self.finished += 1 }
        withTransaction(transaction) {
            selected.toggle()
        }
    }
}

@Suite("Transaction: API shape (compile-only)")
struct TransactionAPIShapeTests {
    @Test func transactionHasSwiftUIsSignatures() {
        let _: () -> Transaction = Transaction.init
        let _: (Animation?) -> Transaction = Transaction.init(animation:)
        let _: WritableKeyPath<Transaction, Animation?> = \.animation
        let _: WritableKeyPath<Transaction, Bool> = \.disablesAnimations
        let _: WritableKeyPath<Transaction, Bool> = \.isContinuous
        let _: WritableKeyPath<Transaction, Bool> = \.tracksVelocity
        let _: WritableKeyPath<Transaction, Bool> = \.shapeAvatarTapped
        var transaction = Transaction()
        transaction.addAnimationCompletion {}
        transaction.addAnimationCompletion(criteria: .removed) {}
        transaction.addAnimationCompletion(criteria: .logicallyComplete, {})
        let _: Bool = AvatarTappedKey._valuesEqual(true, false)
    }

    @Test func freeFunctionsHaveSwiftUIsSignatures() throws {
        let _: (Transaction, () throws -> Int) throws -> Int = withTransaction(_:_:)
        let _: (WritableKeyPath<Transaction, Bool>, Bool, () throws -> Int) throws -> Int = withTransaction(_:_:_:)
        let _: (Animation?, () throws -> Int) throws -> Int = withAnimation(_:_:)
        let _: (Animation?, AnimationCompletionCriteria, () throws -> Int, @escaping () -> Void) throws -> Int =
            withAnimation(_:completionCriteria:_:completion:)
        // Non-throwing bodies need no `try` (rethrows); results can be ignored only when Void.
        withTransaction(Transaction()) {}
        withAnimation {}
        withAnimation(nil) {}
        withAnimation {} completion: {}
        withAnimation(.smooth, completionCriteria: .removed) {} completion: {}
    }

    @Test @MainActor func theSeedsMainActorSamplesRun() {
        let model = AvatarModel()
        model.tapped()
        #expect(model.selected == true, "five toggles")
        #expect(model.finished == 0, "completions wait for the runtime")
    }
}
