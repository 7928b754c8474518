import Foundation
import KinemaCore
import KinemaGraph
import Testing

/// Update transactions: what opens one, which `Transaction` its changes are applied under, and how
/// updates nest.
@Suite("AttributeGraph: updates and transactions")
struct AttributeGraphUpdateTests {
    /// A graph with one animatable `Double` (model and presentation), read once so it is live.
    private struct Fixture {
        let graph = AttributeGraph()
        let model: Attribute<Double>
        let shown: Attribute<Double>

        init(_ value: Double = 0) {
            model = graph.makeInput(value)
            shown = graph.makeAnimatable(model)
            _ = graph[shown]
        }
    }

    @Test func theGraphTransactionIsTheUpdatesOnlyWhileItIsOpen() {
        let graph = AttributeGraph()
        #expect(graph.transaction.animation == nil)
        graph.update(Transaction(animation: .bouncy)) {
            #expect(graph.transaction.animation == .bouncy)
            graph.update(Transaction(animation: .smooth)) {
                #expect(graph.transaction.animation == .smooth)
            }
            #expect(graph.transaction.animation == .bouncy, "the outer transaction is restored")
        }
        #expect(graph.transaction.animation == nil)
    }

    @Test func updateReturnsItsBodysResultAndRethrows() throws {
        struct Failure: Error {}
        let graph = AttributeGraph()
        let input = graph.makeInput(1)
        let doubled = graph.makeRule { graph[input] * 2 }
        _ = graph[doubled]
        #expect(graph.update { 42 } == 42)
        #expect(throws: Failure.self) {
            try graph.update {
                graph.setValue(5, for: input)
                throw Failure()
            }
        }
        // The update still closed: the change made before the throw was applied.
        #expect(graph[doubled] == 10)
        #expect(graph.transaction.animation == nil)
    }

    // MARK: setValue outside an update

    @Test func setValueOutsideAnUpdateAppliesAtOnceWithoutAnimation() {
        let fixture = Fixture()
        var runs = 0
        let follower = fixture.graph.makeRule { runs += 1; return fixture.graph[fixture.shown] }
        _ = fixture.graph[follower]
        fixture.graph.setValue(10, for: fixture.model)
        #expect(runs == 2, "the change opened and closed an update of its own")
        #expect(fixture.graph.peek(fixture.shown) == 10)
        #expect(!fixture.graph.isAnimating)
    }

    @Test func setValueInsideWithAnimationAnimatesWithThatAnimation() {
        let fixture = Fixture()
        withAnimation(.linear(duration: 1)) {
            fixture.graph.setValue(10, for: fixture.model)
        }
        #expect(fixture.graph.isAnimating)
        #expect(fixture.graph[fixture.shown] == 0)
        fixture.graph.advance(to: 0.25)
        #expect(fixture.graph[fixture.shown] == 2.5)
    }

    @Test func setValueInsideWithTransactionDisablingAnimationsJumps() {
        let fixture = Fixture()
        var transaction = Transaction(animation: .linear(duration: 1))
        transaction.disablesAnimations = true
        withTransaction(transaction) {
            fixture.graph.setValue(10, for: fixture.model)
        }
        #expect(!fixture.graph.isAnimating)
        #expect(fixture.graph[fixture.shown] == 10)
    }

    @Test func anUpdateUnderTheCurrentTransactionAnimates() {
        let fixture = Fixture()
        withAnimation(.linear(duration: 1)) {
            fixture.graph.update(Transaction.current ?? Transaction()) {
                fixture.graph.setValue(10, for: fixture.model)
            }
        }
        fixture.graph.advance(to: 0.5)
        #expect(fixture.graph[fixture.shown] == 5)
    }

    /// Inside an open update, a change uses the update's transaction: `withAnimation` around
    /// `setValue` there does not reach the graph. (An embedder that wants it opens a nested update
    /// with `Transaction.current`, as the next test does.)
    @Test func insideAnOpenUpdateWithAnimationAloneDoesNotAnimate() {
        let fixture = Fixture()
        fixture.graph.update {
            withAnimation(.linear(duration: 1)) {
                fixture.graph.setValue(10, for: fixture.model)
            }
        }
        #expect(!fixture.graph.isAnimating)
        #expect(fixture.graph[fixture.shown] == 10)
    }

    // MARK: Nested updates

    @Test func aNestedUpdatesChangesUseItsOwnTransaction() {
        let fixture = Fixture()
        fixture.graph.update {
            fixture.graph.update(Transaction(animation: .linear(duration: 1))) {
                fixture.graph.setValue(10, for: fixture.model)
            }
        }
        #expect(fixture.graph.isAnimating)
        fixture.graph.advance(to: 0.5)
        #expect(fixture.graph[fixture.shown] == 5)
    }

    /// A nested update's changes are applied when it closes, before the outer update goes on.
    @Test func aNestedUpdateAppliesItsChangesWhenItCloses() {
        let graph = AttributeGraph()
        let input = graph.makeInput(1)
        let doubled = graph.makeRule { graph[input] * 2 }
        _ = graph[doubled]
        graph.update {
            graph.update { graph.setValue(5, for: input) }
            #expect(graph.peek(doubled) == 10)
        }
    }

    /// Regression (fixed): the outer update's earlier change is applied when the *inner* update closes, under the
    /// inner transaction, so it loses its animation. Outer `linear(1 s)` 0 → 100 on `a`, then an
    /// inner un-animated update of `b`: `a` should show 50 at t = 0.5; it shows 100.
    @Test func anOuterChangeKeepsTheOuterTransactionAcrossANestedUpdate() {
        let graph = AttributeGraph()
        let a = graph.makeInput(0.0)
        let b = graph.makeInput(0.0)
        let shownA = graph.makeAnimatable(a)
        let shownB = graph.makeAnimatable(b)
        _ = (graph[shownA], graph[shownB])
        graph.update(Transaction(animation: .linear(duration: 1))) {
            graph.setValue(100, for: a)
            graph.update { graph.setValue(100, for: b) }
        }
        graph.advance(to: 0.5)
        #expect(graph[shownB] == 100, "the inner change is not animated")
        #expect(graph[shownA] == 50)
    }

    /// A rule reading an attribute changed both before and inside a nested update runs at the
    /// inner close and again at the outer close: twice in one outermost update.
    @Test func aNestedUpdateCanRefreshAnAttributeTwice() {
        let graph = AttributeGraph()
        let input = graph.makeInput(0)
        var runs = 0
        let rule = graph.makeRule { runs += 1; return graph[input] }
        _ = graph[rule]
        graph.update {
            graph.update { graph.setValue(1, for: input) }
            graph.setValue(2, for: input)
        }
        #expect(runs == 3)
        #expect(graph[rule] == 2)
    }
}
