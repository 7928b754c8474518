import Kinema
import KinemaCore
import Testing

@Suite("Transaction")
struct TransactionTests {
    // Apple's documentation: `animation` is "the animation, if any"; the Boolean flags are true
    // only when something sets them (WWDC23 "Explore SwiftUI animation": "the default value for
    // the animation key, which is nil").
    @Test func aFreshTransactionHasNoAnimationAndAllFlagsFalse() {
        let transaction = Transaction()
        #expect(transaction.animation == nil)
        #expect(!transaction.disablesAnimations)
        #expect(!transaction.isContinuous)
        #expect(!transaction.tracksVelocity)
        #expect(transaction.animationCompletions.isEmpty)
    }

    @Test func initWithAnimationSetsOnlyTheAnimation() {
        let transaction = Transaction(animation: .easeInOut(duration: 2))
        #expect(transaction.animation == .easeInOut(duration: 2))
        #expect(!transaction.disablesAnimations)
        #expect(!transaction.isContinuous)
        #expect(!transaction.tracksVelocity)
        #expect(Transaction(animation: nil).animation == nil)
    }

    @Test func flagsAreSetIndependently() {
        var transaction = Transaction()
        transaction.disablesAnimations = true
        #expect(transaction.disablesAnimations && !transaction.isContinuous && !transaction.tracksVelocity)
        transaction.isContinuous = true
        #expect(transaction.disablesAnimations && transaction.isContinuous && !transaction.tracksVelocity)
        transaction.tracksVelocity = true
        transaction.disablesAnimations = false
        #expect(!transaction.disablesAnimations && transaction.isContinuous && transaction.tracksVelocity)
    }

    @Test func animationCanBeReplacedAndCleared() {
        var transaction = Transaction(animation: .bouncy)
        transaction.animation = transaction.animation?.speed(2)
        #expect(transaction.animation == Animation.bouncy.speed(2))
        transaction.animation = nil
        #expect(transaction.animation == nil)
    }

    @Test func copiesAreIndependent() {
        var original = Transaction(animation: .smooth)
        var copy = original
        copy.animation = .bouncy
        copy.disablesAnimations = true
        copy.addAnimationCompletion {}
        #expect(original.animation == .smooth)
        #expect(!original.disablesAnimations)
        #expect(original.animationCompletions.isEmpty)
        original.isContinuous = true
        #expect(!copy.isContinuous)
    }

    @Test func debugDescriptionListsTheSetValues() {
        var transaction = Transaction(animation: .linear)
        transaction.addAnimationCompletion {}
        let text = String(reflecting: transaction)
        #expect(text.hasPrefix("Transaction("))
        // The animation as SwiftUI's debugger shows it: AnyAnimator around `linear`, which is the
        // Bézier (0, 0), (1, 1) whose solver has a = −2, b = 3, c = 0 on both axes.
        #expect(
            text.contains(
                "AnyAnimator(BezierAnimation(duration: 0.35, curve: UnitCurve.CubicSolver(ax: -2.0, bx: 3.0, cx: 0.0, ay: -2.0, by: 3.0, cy: 0.0)))"))
        #expect(text.contains("completions: 1"))
        #expect(String(reflecting: Transaction()) == "Transaction()")
    }
}
