import Foundation
import Kinema
import KinemaTestSupport
import Testing

// Animation completions driven through ViewHost (issue 4, "Completions"): a completion runs exactly
// once, when every animation its transaction started is logically complete (`.logicallyComplete`)
// or removed (`.removed`), and right after the update when nothing animated.
//
// Expected frames, from the rules and independent arithmetic (frames at k/60 s, taps at t = 0):
// - a persistent spring is logically complete once `response` seconds have passed since it
//   started (FluidSpringAnimation.swift; SwiftUI's FluidSpringAnimation): `.bouncy` (response 0.5)
//   at frame 30; `spring(response: 0.41, …)` at frame ⌈0.41·60⌉ = 25; `.smooth(duration: 0.81)`
//   at frame ⌈48.6⌉ = 49.
// - a spring is removed on the first frame where speed and force are ≤ 0.06 and it is within 1%
//   of the delta, stepping SwiftUI's 1/300 s integrator: `SwiftUIReference.FluidSpring` under
//   that rule for Δ = (0.5, 0.5), the scale's two components, the anchor unchanged
//   (`finishingFrame`; frame 45 for `.bouncy`, python3 replaying the same rule agrees).
// - a timing curve has no logical completion of its own: it completes when it is removed, on the
//   first frame past its duration — frame ⌈0.31·60⌉ = 19 for 0.31 s (18.6 frames).

// MARK: - Views

/// A 100 × 100 square at the host's centre whose tap runs `action` with the square's two states:
/// `selected` scales it to 1.5, `moved` offsets it 100 points right; `unread` is read by nothing.
private struct Square: View {
    let action: (_ selected: Binding<Bool>, _ moved: Binding<Bool>, _ unread: Binding<Bool>) -> Void
    @State private var selected = false
    @State private var moved = false
    @State private var unread = false

    var body: some View {
        Rectangle()
            .frame(width: 100, height: 100)
            .scaleEffect(selected ? 1.5 : 1)
            .offset(x: moved ? 100 : 0)
            .onTapGesture { action($selected, $moved, $unread) }
    }
}

/// The square with a value-scoped animation on its scale.
private struct ModifiedSquare: View {
    let animation: Animation?
    let action: (_ selected: Binding<Bool>) -> Void
    @State private var selected = false

    var body: some View {
        Rectangle()
            .frame(width: 100, height: 100)
            .scaleEffect(selected ? 1.5 : 1)
            .animation(animation, value: selected)
            .onTapGesture { action($selected) }
    }
}

/// The 23:44 avatar's shape: the shadow with one value-scoped animation, the scale with another.
private struct TwoAnimations: View {
    let action: (_ selected: Binding<Bool>) -> Void
    @State private var selected = false

    var body: some View {
        Rectangle()
            .frame(width: 100, height: 100)
            .shadow(radius: selected ? 12 : 8)
            .animation(.smooth(duration: 0.81), value: selected)
            .scaleEffect(selected ? 1.5 : 1)
            .animation(.bouncy, value: selected)
            .onTapGesture { action($selected) }
    }
}

/// The square, while `shown`.
private struct Removable: View {
    var shown: Bool
    let action: (_ selected: Binding<Bool>, _ moved: Binding<Bool>, _ unread: Binding<Bool>) -> Void

    var body: some View {
        if shown {
            Square(action: action)
        }
    }
}

/// A square whose scale is its input: a parent passing new values.
private struct Scaled: View {
    var scale: CGFloat

    var body: some View {
        Rectangle().frame(width: 100, height: 100).scaleEffect(scale)
    }
}

private let centre = CGPoint(x: 200, y: 200)

@MainActor
private func scale<Root: View>(_ host: ViewHost<Root>) -> CGFloat {
    host.displayList.items[0].transform.a
}

// MARK: - Tests

@MainActor
@Suite("Fidelity: completions through the host")
struct CompletionThroughHostTests {
    // MARK: withAnimation inside onTapGesture

    @Test func logicallyCompleteRunsOnceAtTheSpringsResponse() {
        let calls = FidelityLog<Int>()
        let host = ViewHost(Square { selected, _, _ in
            withAnimation(.bouncy, completionCriteria: .logicallyComplete) {
                selected.wrappedValue.toggle()
            } completion: {
                calls.append(1)
            }
        })
        #expect(host.tap(at: centre))
        #expect(calls.count == 0, "the spring has only started")
        let frame = Fidelity.framesUntil(host, limit: 120) { calls.count > 0 }
        #expect(frame == 30, "response 0.5 s = frame 30")
        #expect(host.isAnimating, "logically complete, but the spring still settles")
        host.advance(by: 2)
        #expect(!host.isAnimating)
        #expect(calls.count == 1, "exactly once")
    }

    @Test func logicallyCompleteFollowsTheResponseOffTheFrameGrid() {
        let calls = FidelityLog<Int>()
        let host = ViewHost(Square { selected, _, _ in
            withAnimation(.spring(response: 0.41, dampingFraction: 0.8), completionCriteria: .logicallyComplete) {
                selected.wrappedValue.toggle()
            } completion: {
                calls.append(1)
            }
        })
        host.tap(at: centre)
        #expect(Fidelity.framesUntil(host, limit: 120) { calls.count > 0 } == 25)
        host.advance(by: 2)
        #expect(calls.count == 1)
    }

    /// The spring is removed on the frame it finishes: `SwiftUIReference.FluidSpring.bouncy` moving
    /// the scale effect's two equal components by 0.5 each, under SwiftUI's vector finishing rule.
    @Test func removedRunsOnceOnTheFrameTheSpringSettles() {
        let calls = FidelityLog<Int>()
        var host: ViewHost<Square>!
        host = ViewHost(Square { selected, _, _ in
            withAnimation(.bouncy, completionCriteria: .removed) {
                selected.wrappedValue.toggle()
            } completion: {
                calls.append(host.isAnimating ? 1 : 0)
            }
        })
        host.tap(at: centre)
        let frame = Fidelity.framesUntil(host, limit: 120) { calls.count > 0 }
        let settles = SwiftUIReference.FluidSpring.bouncy.finishingFrame(delta: 0.5, dimensions: 2)
        #expect(settles != nil)
        #expect(frame == settles)
        #expect(calls.entries == [0], "the spring was already gone when the completion ran")
        #expect(scale(host) == 1.5)
        host.advance(by: 1)
        #expect(calls.count == 1)
    }

    /// A completion may look at the host it runs in: here, the clock, which reads the time of the
    /// frame that ran it (once an exclusivity violation that aborted the process).
    @Test func aCompletionCanReadTheHostsTime() {
        let times = FidelityLog<Double>()
        var host: ViewHost<Square>!
        host = ViewHost(Square { selected, _, _ in
            withAnimation(.bouncy) { selected.wrappedValue.toggle() } completion: { times.append(host.time) }
        })
        host.tap(at: centre)
        host.advance(by: 1)
        #expect(times.entries == [0.5])
    }

    /// The default criteria are `.logicallyComplete`.
    @Test func theDefaultCriteriaAreLogicallyComplete() {
        let calls = FidelityLog<Int>()
        let host = ViewHost(Square { selected, _, _ in
            withAnimation(.bouncy) { selected.wrappedValue.toggle() } completion: { calls.append(1) }
        })
        host.tap(at: centre)
        #expect(Fidelity.framesUntil(host, limit: 120) { calls.count > 0 } == 30)
    }

    // MARK: Nothing animated

    @Test func aChangeNoViewReadsCompletesRightAfterTheTap() {
        let calls = FidelityLog<Int>()
        let host = ViewHost(Square { _, _, unread in
            withAnimation(.bouncy) { unread.wrappedValue.toggle() } completion: { calls.append(1) }
        })
        host.tap(at: centre)
        #expect(calls.count == 1, "nothing animated: at once")
        #expect(!host.isAnimating)
        host.advance(by: 1)
        #expect(calls.count == 1)
    }

    /// Two writes that cancel out: the body runs, no value changed, nothing animated.
    @Test func changesThatCancelOutCompleteAtOnce() {
        let calls = FidelityLog<Int>()
        let host = ViewHost(Square { selected, _, _ in
            withAnimation(.bouncy, completionCriteria: .removed) {
                selected.wrappedValue.toggle()
                selected.wrappedValue.toggle()
            } completion: {
                calls.append(1)
            }
        })
        host.tap(at: centre)
        #expect(!host.isAnimating)
        #expect(calls.count == 1)
        #expect(scale(host) == 1)
    }

    @Test func anAnimationDisabledByItsTransactionCompletesAtOnce() {
        let calls = FidelityLog<Int>()
        let host = ViewHost(Square { selected, _, _ in
            var transaction = Transaction(animation: .bouncy)
            transaction.disablesAnimations = true
            transaction.addAnimationCompletion { calls.append(1) }
            withTransaction(transaction) { selected.wrappedValue.toggle() }
        })
        host.tap(at: centre)
        #expect(calls.count == 1)
        #expect(scale(host) == 1.5)
    }

    @Test func withAnimationNilCompletesAtOnce() {
        let calls = FidelityLog<Int>()
        let host = ViewHost(Square { selected, _, _ in
            withAnimation(nil) { selected.wrappedValue.toggle() } completion: { calls.append(1) }
        })
        host.tap(at: centre)
        #expect(calls.count == 1)
        #expect(!host.isAnimating)
    }

    // MARK: Transaction.addAnimationCompletion

    @Test func addAnimationCompletionThroughWithTransaction() {
        let removed = FidelityLog<Int>()
        let logical = FidelityLog<Int>()
        let host = ViewHost(Square { selected, _, _ in
            var transaction = Transaction(animation: .linear(duration: 0.31))
            transaction.addAnimationCompletion(criteria: .removed) { removed.append(1) }
            transaction.addAnimationCompletion { logical.append(1) }
            withTransaction(transaction) { selected.wrappedValue.toggle() }
        })
        host.tap(at: centre)
        #expect(removed.count == 0 && logical.count == 0)
        let frame = Fidelity.framesUntil(host, limit: 60) { removed.count > 0 }
        #expect(frame == 19, "the first frame past 0.31 s")
        #expect(logical.count == 1, "a timing curve is logically complete when it is removed")
        host.advance(by: 1)
        #expect(removed.count == 1 && logical.count == 1)
    }

    /// A completion waits for every animation its transaction started: the square's scale (bouncy,
    /// logically complete at frame 30) and its offset (linear 0.31 s, frame 19) — frame 30.
    @Test func aCompletionWaitsForEveryAnimationOfItsTransaction() {
        let calls = FidelityLog<Int>()
        let host = ViewHost(Square { selected, moved, _ in
            withAnimation(.bouncy) {
                selected.wrappedValue.toggle()
                withAnimation(.linear(duration: 0.31)) { moved.wrappedValue.toggle() }
            } completion: {
                calls.append(1)
            }
        })
        host.tap(at: centre)
        #expect(Fidelity.framesUntil(host, limit: 120) { calls.count > 0 } == 30)
        host.advance(by: 2)
        #expect(calls.count == 1)
    }

    // MARK: Chaining

    /// A completion that starts another animation: the second starts when the first completes
    /// (frame 19, t = 19/60) and runs its own course; its own completion runs when it is removed,
    /// on the first frame more than 0.51 s later: frame 19 + ⌈30.6⌉ = 50.
    @Test func aCompletionThatStartsAnotherAnimation() {
        let events = FidelityLog<String>()
        let host = ViewHost(Square { selected, moved, _ in
            withAnimation(.linear(duration: 0.31)) {
                selected.wrappedValue = true
            } completion: {
                events.append("first")
                withAnimation(.linear(duration: 0.51)) {
                    moved.wrappedValue = true
                } completion: {
                    events.append("second")
                }
            }
        })
        host.tap(at: centre)
        #expect(Fidelity.framesUntil(host, limit: 60) { events.count > 0 } == 19)
        #expect(scale(host) == 1.5)
        #expect(host.isAnimating, "the chained animation runs")
        let start = 19.0 / 60
        host.advance(by: 15 * Fidelity.frame)
        // Linear: SwiftUI's linear Bézier at (t − start) / 0.51 (frame 34) of the 100-point offset,
        // after the 1.5 scale about the centre (200 − 1.5 · 200 = −100).
        let expected = -100 + 100 * SwiftUIReference.Bezier.linear.value(at: (34.0 / 60 - start) / 0.51)
        #expect(Fidelity.close(host.displayList.items[0].transform.tx, expected),
                "\(host.displayList.items[0].transform.tx) vs \(expected)")
        let more = Fidelity.framesUntil(host, limit: 60) { events.count > 1 }
        #expect(more.map { $0 + 34 } == 50)
        #expect(events.entries == ["first", "second"])
        #expect(host.displayList.items[0].transform.tx == 0, "−100 + the whole offset")
        host.advance(by: 1)
        #expect(events.entries == ["first", "second"])
    }

    // MARK: With value-scoped animation modifiers

    /// `.animation(.bouncy, value:)` replaces the tap's linear 2 s animation for the scale; the
    /// completion belongs to the transaction, so it follows the animation that actually ran.
    @Test func aCompletionFollowsTheAnimationAModifierSubstituted() {
        let calls = FidelityLog<Int>()
        let host = ViewHost(ModifiedSquare(animation: .bouncy) { selected in
            withAnimation(.linear(duration: 2)) { selected.wrappedValue.toggle() } completion: { calls.append(1) }
        })
        host.tap(at: centre)
        #expect(Fidelity.framesUntil(host, limit: 150) { calls.count > 0 } == 30)
    }

    /// A transaction without an animation, with a completion: the modifier's spring animates the
    /// change, and the completion waits for it.
    @Test func aCompletionOnATransactionWithoutAnimationWaitsForTheModifiersAnimation() {
        let calls = FidelityLog<Int>()
        let host = ViewHost(ModifiedSquare(animation: .spring(response: 0.41, dampingFraction: 0.8)) { selected in
            var transaction = Transaction()
            transaction.addAnimationCompletion { calls.append(1) }
            withTransaction(transaction) { selected.wrappedValue.toggle() }
        })
        host.tap(at: centre)
        #expect(calls.count == 0, "the modifier's spring is running")
        #expect(Fidelity.framesUntil(host, limit: 120) { calls.count > 0 } == 25)
    }

    @Test func animationNilValueModifierMakesTheCompletionRunAtOnce() {
        let calls = FidelityLog<Int>()
        let host = ViewHost(ModifiedSquare(animation: nil) { selected in
            withAnimation(.bouncy) { selected.wrappedValue.toggle() } completion: { calls.append(1) }
        })
        host.tap(at: centre)
        #expect(!host.isAnimating)
        #expect(calls.count == 1)
    }

    /// Two value-scoped animations: the scale's `.bouncy` (logically complete at frame 30) and the
    /// shadow's `.smooth(duration: 0.81)` (frame 49). One call, at frame 49.
    @Test func aCompletionWaitsForBothModifierAnimations() {
        let calls = FidelityLog<Int>()
        let host = ViewHost(TwoAnimations { selected in
            var transaction = Transaction()
            transaction.addAnimationCompletion { calls.append(1) }
            withTransaction(transaction) { selected.wrappedValue.toggle() }
        })
        host.tap(at: centre)
        #expect(Fidelity.framesUntil(host, limit: 120) { calls.count > 0 } == 49)
        host.advance(by: 2)
        #expect(calls.count == 1)
    }

    // MARK: Other paths

    /// A programmatic change (a new root value) under withAnimation with a completion.
    @Test func aNewRootValueUnderWithAnimationCompletes() {
        let calls = FidelityLog<Int>()
        let host = ViewHost(Scaled(scale: 1))
        withAnimation(.bouncy) { host.rootView = Scaled(scale: 2) } completion: { calls.append(1) }
        #expect(host.isAnimating)
        #expect(calls.count == 0)
        #expect(Fidelity.framesUntil(host, limit: 120) { calls.count > 0 } == 30)
    }

    /// A view removed mid-animation takes its animations with it: a `.removed` completion runs in
    /// the update that removed it.
    @Test func removingTheAnimatingViewRunsARemovedCompletion() {
        let calls = FidelityLog<Int>()
        let action: (Binding<Bool>, Binding<Bool>, Binding<Bool>) -> Void = { selected, _, _ in
            withAnimation(.bouncy, completionCriteria: .removed) { selected.wrappedValue.toggle() } completion: {
                calls.append(1)
            }
        }
        let host = ViewHost(Removable(shown: true, action: action))
        host.tap(at: centre)
        host.advance(by: 10 * Fidelity.frame)
        #expect(host.isAnimating && calls.count == 0)
        host.rootView = Removable(shown: false, action: action)
        #expect(!host.isAnimating)
        #expect(calls.count == 1)
        host.advance(by: 1)
        #expect(calls.count == 1)
    }

    // MARK: Interruption

    /// A second tap at frame 15 (t = 0.25) merges a new spring into the running one. Each completion
    /// still runs exactly once: the first when its replaced spring would have been logically
    /// complete (frame 30: SwiftUI's animator state keeps replaced animations as "forks" that are
    /// sampled, invisibly, until their logical completion — as public reimplementations of it do),
    /// the second 0.5 s after the retarget (frame 45).
    @Test func interruptedSpringsCompleteOnceEach() {
        let calls = FidelityLog<String>()
        let tags = FidelityLog<String>()
        tags.entries = ["first", "second"]
        let host = ViewHost(Square { selected, _, _ in
            let tag = tags.entries.removeFirst()
            withAnimation(.bouncy) { selected.wrappedValue.toggle() } completion: { calls.append(tag) }
        })
        host.tap(at: centre)
        host.advance(by: 15 * Fidelity.frame)
        #expect(host.time == 0.25)
        host.tap(at: centre)
        let first = Fidelity.framesUntil(host, limit: 120) { calls.count > 0 }
        #expect(first.map { $0 + 15 } == 30)
        let second = Fidelity.framesUntil(host, limit: 120) { calls.count > 1 }
        #expect(second.map { $0 + 30 } == 45)
        host.advance(by: 2)
        #expect(calls.entries == ["first", "second"])
    }
}
