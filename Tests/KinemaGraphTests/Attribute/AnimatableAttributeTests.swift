import Foundation
import KinemaCore
import KinemaGraph
import Testing

/// Model and presentation values, and when a change animates: only when the applying transaction
/// carries an animation and does not disable animations.
@Suite("Animatable attribute: model, presentation and when to animate")
struct AnimatableAttributeTests {
    @Test func withoutAChangeThePresentationIsTheModel() {
        let graph = AttributeGraph()
        let model = graph.makeInput(1.25)
        let shown = graph.makeAnimatable(model)
        #expect(graph[shown] == 1.25)
        #expect(!graph.isAnimating)
    }

    /// The first value an animatable attribute sees is shown as it is, even inside an animated
    /// update: there is no previous value to animate from.
    @Test func theFirstValueIsNotAnimated() {
        let graph = AttributeGraph()
        let model = graph.makeInput(1.0)
        let shown = graph.makeAnimatable(model)
        graph.update(Transaction(animation: .linear(duration: 1))) {
            graph.setValue(2, for: model)
        }
        #expect(graph[shown] == 2)
        #expect(!graph.isAnimating)
    }

    @Test func theModelChangesAtOnceWhileThePresentationAnimates() {
        let graph = AttributeGraph()
        let model = graph.makeInput(1.0)
        let shown = graph.makeAnimatable(model)
        _ = graph[shown]
        graph.update(Transaction(animation: .linear(duration: 1))) { graph.setValue(1.5, for: model) }
        #expect(graph[model] == 1.5)
        #expect(graph[shown] == 1.0, "at the time of the change, nothing is covered yet")
        graph.advance(to: 0.5)
        #expect(graph[model] == 1.5)
        #expect(graph[shown] == 1.25)
    }

    /// The four combinations of `animation` and `disablesAnimations`: only (animation, false)
    /// animates.
    @Test(arguments: [(true, false, true), (true, true, false), (false, false, false), (false, true, false)])
    func animatesOnlyWithAnAnimationAndAnimationsEnabled(hasAnimation: Bool, disables: Bool, animates: Bool) {
        let graph = AttributeGraph()
        let model = graph.makeInput(0.0)
        let shown = graph.makeAnimatable(model)
        _ = graph[shown]
        var transaction = Transaction(animation: hasAnimation ? .linear(duration: 1) : nil)
        transaction.disablesAnimations = disables
        graph.update(transaction) { graph.setValue(10, for: model) }
        #expect(graph.isAnimating == animates)
        graph.advance(to: 0.5)
        #expect(graph[shown] == (animates ? 5 : 10))
    }

    /// A change without animation while an animation runs shows at once, shifting the running
    /// animation by the same amount: linear(1 s) 0 → 100, then 200 at t = 0.5 without animation
    /// shows 150, 175, 200 at 0.5, 0.75, 1.
    @Test func anUnanimatedChangeShiftsTheRunningAnimation() {
        let graph = AttributeGraph()
        let model = graph.makeInput(0.0)
        let shown = graph.makeAnimatable(model)
        _ = graph[shown]
        graph.update(Transaction(animation: .linear(duration: 1))) { graph.setValue(100, for: model) }
        graph.advance(to: 0.5)
        graph.update { graph.setValue(200, for: model) }
        #expect(graph[shown] == 150)
        graph.advance(to: 0.75)
        #expect(graph[shown] == 175)
        graph.advance(to: 1)
        #expect(graph[shown] == 200)
    }

    // MARK: A transaction attribute

    /// With a transaction attribute (a subtree's transaction, rewritten by modifiers), that
    /// transaction decides, not the update's.
    @Test func aTransactionAttributeOverridesTheUpdatesTransaction() {
        let graph = AttributeGraph()
        let model = graph.makeInput(0.0)
        let subtreeTransaction = graph.makeInput(Transaction(animation: .linear(duration: 1)))
        let shown = graph.makeAnimatable(model, transaction: subtreeTransaction)
        _ = graph[shown]
        graph.update { graph.setValue(10, for: model) }
        graph.advance(to: 0.5)
        #expect(graph[shown] == 5)

        graph.update { graph.setValue(Transaction(), for: subtreeTransaction) }
        graph.update(Transaction(animation: .linear(duration: 1))) { graph.setValue(20, for: model) }
        #expect(graph[shown] == 15, "the subtree's transaction has no animation: the change jumps")
    }

    /// The transaction attribute is read without becoming a dependency: a new transaction alone
    /// does not recompute the attribute or anything below it.
    @Test func aNewTransactionAloneRecomputesNothing() {
        let graph = AttributeGraph()
        let model = graph.makeInput(0.0)
        let subtreeTransaction = graph.makeInput(Transaction())
        let shown = graph.makeAnimatable(model, transaction: subtreeTransaction)
        var runs = 0
        let follower = graph.makeRule { runs += 1; return graph[shown] }
        _ = graph[follower]
        graph.update { graph.setValue(Transaction(animation: .bouncy), for: subtreeTransaction) }
        #expect(runs == 1)
    }
}
