import Foundation
import KinemaCore
import KinemaGraph
import Testing

/// Transaction completions (`withAnimation(_:completionCriteria:_:completion:)`,
/// `Transaction.addAnimationCompletion(criteria:_:)`): each runs once, when every animation its
/// transaction started is logically complete (`.logicallyComplete`) or removed (`.removed`), and
/// right after the update when nothing animated.
///
/// Frame numbers are at 60 fps from t = 0. A timing curve is logically complete when it is removed:
/// at the first frame after its duration (at exactly its duration it still shows its last value).
/// A persistent spring is logically complete once its response (0.5 s for `.bouncy`) has passed,
/// at frame 30, and is removed when it comes to rest: `.bouncy` from 1.0 to 1.5 at frame 45 (see
/// AnimatableAttributeSpringTests).
@Suite("Animation completions")
struct AnimationCompletionTests {
    /// Animatable `Double`s, each read once so they are live, and a log of completion frames.
    private final class Fixture {
        let graph: AttributeGraph
        let models: [Attribute<Double>]
        let shown: [Attribute<Double>]
        /// (completion name, frame) in the order they ran.
        var log: [(String, Int)] = []
        private(set) var frame = 0

        init(count: Int = 1, value: Double = 1) {
            let graph = AttributeGraph()
            models = (0..<count).map { _ in graph.makeInput(value) }
            shown = models.map { graph.makeAnimatable($0) }
            for attribute in shown { _ = graph[attribute] }
            self.graph = graph
        }

        /// A transaction with `animation` and one completion per criteria, logged under its name.
        func transaction(_ animation: Animation?, _ completions: [(String, AnimationCompletionCriteria)]) -> Transaction {
            var transaction = Transaction(animation: animation)
            for (name, criteria) in completions {
                transaction.addAnimationCompletion(criteria: criteria) { [unowned self] in log.append((name, frame)) }
            }
            return transaction
        }

        func run(frames: Int) {
            for _ in 0..<frames {
                frame += 1
                graph.advance(to: Double(frame) / 60)
            }
        }

        func frames(of name: String) -> [Int] {
            log.filter { $0.0 == name }.map(\.1)
        }
    }

    // MARK: Criteria

    @Test func aTimingCurveCompletesWhenItIsRemoved() {
        let fixture = Fixture()
        let transaction = fixture.transaction(.linear(duration: 1), [("logical", .logicallyComplete), ("removed", .removed)])
        fixture.graph.update(transaction) { fixture.graph.setValue(2, for: fixture.models[0]) }
        #expect(fixture.log.isEmpty)
        fixture.run(frames: 120)
        #expect(fixture.frames(of: "logical") == [61])
        #expect(fixture.frames(of: "removed") == [61])
    }

    @Test func aSpringIsLogicallyCompleteBeforeItIsRemoved() {
        let fixture = Fixture()
        let transaction = fixture.transaction(.bouncy, [("removed", .removed), ("logical", .logicallyComplete)])
        fixture.graph.update(transaction) { fixture.graph.setValue(1.5, for: fixture.models[0]) }
        fixture.run(frames: 120)
        #expect(fixture.frames(of: "logical") == [30])
        #expect(fixture.frames(of: "removed") == [45])
        #expect(fixture.log.map(\.0) == ["logical", "removed"])
    }

    /// Through `withAnimation`: the update is opened under `Transaction.current`, which carries the
    /// completion.
    @Test(arguments: [AnimationCompletionCriteria.logicallyComplete, .removed])
    func withAnimationsCompletionRunsOnce(criteria: AnimationCompletionCriteria) {
        let fixture = Fixture()
        var runs = 0
        withAnimation(.bouncy, completionCriteria: criteria) {
            fixture.graph.update(Transaction.current ?? Transaction()) {
                fixture.graph.setValue(1.5, for: fixture.models[0])
            }
        } completion: {
            runs += 1
        }
        #expect(runs == 0)
        fixture.run(frames: 29)
        #expect(runs == 0)
        fixture.run(frames: 1)
        #expect(runs == (criteria == .logicallyComplete ? 1 : 0))
        fixture.run(frames: 15)
        #expect(runs == 1)
        fixture.run(frames: 100)
        #expect(runs == 1)
    }

    /// The completion waits for the last of the animations its transaction started, including
    /// one that applied a subtree's copy of the transaction with a longer animation (a transaction
    /// attribute): copies share the completion, so it still runs once.
    @Test(arguments: [AnimationCompletionCriteria.logicallyComplete, .removed])
    func theCompletionWaitsForEveryAnimation(criteria: AnimationCompletionCriteria) {
        let fixture = Fixture(count: 2)
        let graph = fixture.graph
        let transaction = fixture.transaction(.linear(duration: 0.5), [("done", criteria)])
        var longer = transaction
        longer.animation = .linear(duration: 1)
        let subtreeTransaction = graph.makeInput(Transaction())
        let subtreeModel = graph.makeInput(1.0)
        let subtreeShown = graph.makeAnimatable(subtreeModel, transaction: subtreeTransaction)
        _ = graph[subtreeShown]
        graph.update(transaction) {
            graph.setValue(longer, for: subtreeTransaction)
            graph.setValue(2, for: fixture.models[0])
            graph.setValue(2, for: fixture.models[1])
            graph.setValue(2, for: subtreeModel)
        }
        fixture.run(frames: 31)
        #expect(graph.animatingAttributeCount == 1, "the 0.5 s animations ended at frame 31")
        fixture.run(frames: 60)
        #expect(fixture.frames(of: "done") == [61])
    }

    // MARK: Nothing animated

    @Test func withNothingAnimatedTheCompletionRunsWhenTheUpdateCloses() {
        let fixture = Fixture()
        let transaction = fixture.transaction(.bouncy, [("done", .logicallyComplete)])
        fixture.graph.update(transaction) {
            fixture.graph.setValue(1, for: fixture.models[0])  // equal: no change
            #expect(fixture.log.isEmpty, "not before the update closes")
        }
        #expect(fixture.frames(of: "done") == [0])
    }

    @Test func withAnimationsDisabledTheCompletionRunsAtOnce() {
        let fixture = Fixture()
        var transaction = fixture.transaction(.bouncy, [("done", .removed)])
        transaction.disablesAnimations = true
        fixture.graph.update(transaction) { fixture.graph.setValue(2, for: fixture.models[0]) }
        #expect(fixture.frames(of: "done") == [0])
    }

    @Test func withAnimationWithoutAnyChangeCompletesRightAfterItsBody() {
        let fixture = Fixture()
        var runs = 0
        withAnimation(.bouncy) {
            fixture.graph.update(Transaction.current ?? Transaction()) {}
            #expect(runs == 1, "the graph's update closed inside the body")
        } completion: {
            runs += 1
        }
        #expect(runs == 1)
    }

    /// Regression (fixed): every `setValue` outside an update opens an update of its own, and each update makes a
    /// new listener for the same completion, so a `withAnimation` body that sets two values runs
    /// its completion twice (once per update), both when the values animate and when they do not.
    @Test(arguments: [2.0, 1.0])
    func twoChangesInOneWithAnimationCompleteOnce(newValue: Double) {
        let fixture = Fixture(count: 2)
        var runs = 0
        withAnimation(.linear(duration: 0.5), completionCriteria: .removed) {
            fixture.graph.setValue(newValue, for: fixture.models[0])
            fixture.graph.setValue(newValue, for: fixture.models[1])
        } completion: {
            runs += 1
        }
        fixture.run(frames: 60)
        #expect(runs == 1)
    }

    // MARK: Removal and interruption

    @Test func removingTheAnimatingAttributeCompletes() {
        let fixture = Fixture()
        let transaction = fixture.transaction(.bouncy, [("logical", .logicallyComplete), ("removed", .removed)])
        fixture.graph.update(transaction) { fixture.graph.setValue(1.5, for: fixture.models[0]) }
        fixture.run(frames: 10)
        fixture.graph.remove(fixture.shown[0])
        #expect(fixture.frames(of: "logical") == [10])
        #expect(fixture.frames(of: "removed") == [10])
    }

    /// A spring interrupted by a merging spring at t = 0.25 (frame 15): the first transaction's
    /// logical completion still comes when the first spring would have been logically complete
    /// (frame 30: the replaced spring goes on being evaluated, invisibly); the second's 0.5 s after
    /// the merge (frame 45). Both `.removed` completions wait for the merged spring to come to rest.
    @Test func aMergedSpringCompletesEachTransactionInTurn() {
        let fixture = Fixture()
        let first = fixture.transaction(.bouncy, [("first logical", .logicallyComplete), ("first removed", .removed)])
        fixture.graph.update(first) { fixture.graph.setValue(1.5, for: fixture.models[0]) }
        fixture.run(frames: 15)
        let second = fixture.transaction(.bouncy, [("second logical", .logicallyComplete), ("second removed", .removed)])
        fixture.graph.update(second) { fixture.graph.setValue(2, for: fixture.models[0]) }
        var restFrame: Int?
        for _ in 0..<120 {
            fixture.run(frames: 1)
            if restFrame == nil, !fixture.graph.isAnimating { restFrame = fixture.frame }
        }
        #expect(fixture.frames(of: "first logical") == [30])
        #expect(fixture.frames(of: "second logical") == [45])
        #expect(restFrame != nil)
        #expect(fixture.frames(of: "first removed") == [restFrame ?? -1])
        #expect(fixture.frames(of: "second removed") == [restFrame ?? -1])
    }

    /// Two combined linear animations, 1 s each, at t = 0 and t = 0.5: the first transaction's
    /// logical completion comes when its own animation would have ended (frame 61), the second's
    /// when the combination ends (frame 91, the first after 1.5 s). Both `.removed` completions
    /// come at frame 91.
    @Test func combinedTimingCurvesCompleteEachTransactionInTurn() {
        let fixture = Fixture(value: 0)
        let first = fixture.transaction(.linear(duration: 1), [("first logical", .logicallyComplete), ("first removed", .removed)])
        fixture.graph.update(first) { fixture.graph.setValue(100, for: fixture.models[0]) }
        fixture.run(frames: 30)
        let second = fixture.transaction(.linear(duration: 1), [("second logical", .logicallyComplete), ("second removed", .removed)])
        fixture.graph.update(second) { fixture.graph.setValue(200, for: fixture.models[0]) }
        fixture.run(frames: 120)
        #expect(fixture.frames(of: "first logical") == [61])
        #expect(fixture.frames(of: "second logical") == [91])
        #expect(fixture.frames(of: "first removed") == [91])
        #expect(fixture.frames(of: "second removed") == [91])
    }

    /// A change without animation does not end a running animation, so its completion still waits.
    @Test func anUnanimatedChangeDoesNotCompleteARunningAnimation() {
        let fixture = Fixture(value: 0)
        let transaction = fixture.transaction(.linear(duration: 1), [("done", .removed)])
        fixture.graph.update(transaction) { fixture.graph.setValue(100, for: fixture.models[0]) }
        fixture.run(frames: 30)
        fixture.graph.update { fixture.graph.setValue(200, for: fixture.models[0]) }
        fixture.run(frames: 60)
        #expect(fixture.frames(of: "done") == [61])
    }
}
