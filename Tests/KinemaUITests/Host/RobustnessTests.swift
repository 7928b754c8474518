import Foundation
import Kinema
import KinemaTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

// Bad input and robustness (issue 4): state changed during body, re-entrant and mixed
// withAnimation, a transaction closure that throws the animation away, thousands of taps before one
// frame, a view tree thousands deep, and a soak of 100,000 frames that must not grow anything.
// SwiftUI references: OpenSwiftUI's reverse-engineered StoredLocation.set (an equal value is not a
// change) and GraphHost.asyncTransaction (each state change keeps the transaction it was made in;
// changes under different transactions are applied as separate transactions, in order).

// MARK: - Views

/// A child that bumps its parent's state in every body: a feedback loop (parent body → child body →
/// parent state changed → …) that must stay bounded.
private struct FeedbackParent: View {
    @State private var count = 0
    var body: some View {
        FeedbackChild(count: $count)
    }
}

private struct FeedbackChild: View {
    @Binding var count: Int
    var body: some View {
        let shown = count
        let _ = bump()
        Text("\(shown)")
    }
    private func bump() {
        count += 1
    }
}

/// Writes its state once, in its first body, after reading it.
private struct SettlesInBody: View {
    @State private var ready = false
    var body: some View {
        let label = ready ? "ready" : "waiting"
        let _ = markReady()
        Text(label)
    }
    private func markReady() {
        if !ready { ready = true }
    }
}

/// Two independent 50 × 50 squares side by side (at x 146…196 and 204…254), driven by one tap on
/// the first with whatever transactions the test asks for.
private struct Pair: View {
    let action: (Binding<Bool>, Binding<Bool>) -> Void
    @State private var a = false
    @State private var b = false
    var body: some View {
        HStack {
            Rectangle().frame(width: 50, height: 50).scaleEffect(a ? 1.5 : 1)
            Rectangle().frame(width: 50, height: 50).scaleEffect(b ? 1.5 : 1)
        }
        .onTapGesture { action($a, $b) }
    }
}

private let firstSquare = CGPoint(x: 171, y: 200)

/// A chain of `depth` views, each adding an opacity and an offset around the next.
private struct Nested: View {
    let depth: Int
    var body: some View {
        if depth == 0 {
            Rectangle().frame(width: 10, height: 10)
        } else {
            Nested(depth: depth - 1).opacity(0.999).offset(x: 0.5)
        }
    }
}

/// The tap target on top of a deep chain.
private struct DeepTappable: View {
    let depth: Int
    @State private var tapped = false
    var body: some View {
        Nested(depth: depth).scaleEffect(tapped ? 2 : 1).onTapGesture { tapped.toggle() }
    }
}

/// An offset whose transaction closure can throw the animation away.
private struct Shifter: View {
    var x: CGFloat
    var drop: Bool
    var body: some View {
        Rectangle().frame(width: 10, height: 10).offset(x: x).transaction { if drop { $0.animation = nil } }
    }
}

private struct Pulse: View {
    var on: Bool
    var body: some View {
        Rectangle().frame(width: 50, height: 50).opacity(on ? 0.2 : 1)
    }
}

/// The process's resident memory in bytes (Linux: /proc/self/statm), or nil where unavailable.
private func residentBytes() -> Int? {
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
    let fields = statm.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
    #if canImport(Glibc)
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    #else
    return pages * 4096
    #endif
}

@MainActor
@Suite("Robustness")
struct RobustnessTests {
    // MARK: - State changed during body

    /// A body that always changes state its parent's body reads cannot loop for ever: whatever the
    /// runtime does with such writes (drop them, or re-run bodies up to ViewEngine.maximumPasses = 16
    /// passes of two bodies each), every event ends, within that bound, and the host stays usable.
    @Test func stateChangedInEveryBodyStaysBounded() {
        let host = ViewHost(FeedbackParent())
        #expect(host.displayList.items.count == 1)
        for _ in 0..<3 {
            let before = host.bodyEvaluationCount
            host.perform {}
            #expect(host.bodyEvaluationCount - before <= 2 * 16)
        }
        host.advance(by: 1)
        #expect(host.displayList.items.count == 1)
    }

    /// A write made during body must not lie in wait: SwiftUI drops it ("Modifying state during view
    /// update", StoredLocation.set); a runtime that applies it must re-run the body at once. Either
    /// way, an unrelated later update (here the same root value again) must not change the drawing.
    @Test func stateWrittenInBodyDoesNotSurfaceAtALaterUnrelatedUpdate() {
        let host = ViewHost(SettlesInBody())
        let drawn = host.displayList
        host.perform {}
        #expect(host.displayList == drawn)
        host.rootView = SettlesInBody()
        #expect(host.displayList == drawn, "was \(drawn.items[0].content), now \(host.displayList.items[0].content)")
    }

    /// SwiftUI compares the new value with the stored one and does nothing when they are equal
    /// (StoredLocation.set uses compareValues): tapping "select" when already selected runs no body.
    @Test func writingAnEqualValueRunsNoBody() {
        let host = ViewHost(Pair { a, _ in a.wrappedValue = true })
        host.tap(at: firstSquare)
        #expect(host.bodyEvaluationCount == 2)
        host.tap(at: firstSquare)
        #expect(host.bodyEvaluationCount == 2, "a = true when a is already true is not a change")
    }

    // MARK: - Re-entrant and mixed withAnimation

    /// The innermost withAnimation decides for the changes made inside it.
    @Test func nestedWithAnimationUsesTheInnermostAnimation() {
        let host = ViewHost(Pair { a, _ in
            withAnimation(.linear(duration: 1)) {
                withAnimation(.bouncy) { a.wrappedValue = true }
            }
        })
        host.tap(at: firstSquare)
        host.advance(by: 0.1)
        let expected = 1 + SwiftUIReference.FluidSpring.bouncy.hostValue(delta: 0.5, at: host.time)
        #expect(abs(host.displayList.items[0].scale - expected) < 1e-9)
    }

    /// Each change keeps the transaction it was made in: `a` animates, `b` (changed after the
    /// withAnimation returned) jumps — SwiftUI applies them as two transactions.
    @Test func changesInOneEventKeepTheirOwnTransactions() {
        let host = ViewHost(Pair { a, b in
            withAnimation(.linear(duration: 1)) { a.wrappedValue = true }
            b.wrappedValue = true
        })
        host.tap(at: firstSquare)
        host.advance(by: 0.5)
        #expect(abs(host.displayList.items[0].scale - 1.25) < 1e-9, "a animates linearly")
        #expect(host.displayList.items[1].scale == 1.5, "b jumps")
    }

    /// withAnimation(nil) inside withAnimation turns the animation off for its changes.
    @Test func innerWithAnimationNilTurnsTheAnimationOff() {
        let host = ViewHost(Pair { a, b in
            withAnimation(.linear(duration: 1)) {
                a.wrappedValue = true
                withAnimation(nil) { b.wrappedValue = true }
            }
        })
        host.tap(at: firstSquare)
        host.advance(by: 0.5)
        #expect(abs(host.displayList.items[0].scale - 1.25) < 1e-9, "a animates linearly")
        #expect(host.displayList.items[1].scale == 1.5, "b jumps")
    }

    /// Two changes under two different animations in one event: each animates with its own.
    @Test func twoAnimationsInOneEventStayApart() {
        let host = ViewHost(Pair { a, b in
            withAnimation(.linear(duration: 1)) { a.wrappedValue = true }
            withAnimation(.bouncy) { b.wrappedValue = true }
        })
        host.tap(at: firstSquare)
        host.advance(by: 0.5)
        #expect(abs(host.displayList.items[0].scale - 1.25) < 1e-9, "a: linear")
        let bouncy = 1 + SwiftUIReference.FluidSpring.bouncy.hostValue(delta: 0.5, at: host.time)
        #expect(abs(host.displayList.items[1].scale - bouncy) < 1e-9, "b: bouncy")
    }

    /// withAnimation around a host event whose action has its own withAnimation: the innermost
    /// (the 11:49 avatar's `.bouncy`) decides.
    @Test func withAnimationAroundAHostEventYieldsToTheActions() {
        let host = ViewHost(Seed1149.Avatar(pet: cat))
        _ = withAnimation(.linear(duration: 1)) { host.tapAvatar() }
        host.advance(by: 0.1)
        #expect(abs(host.scale - (1 + SwiftUIReference.FluidSpring.bouncy.hostValue(delta: 0.5, at: 0.1))) < 1e-9)
    }

    // MARK: - Transactions that drop the animation

    @Test func aTransactionClosureThatThrowsTheAnimationAwayMakesTheChangeJump() {
        let host = ViewHost(Seed1149.Avatar(pet: cat).transaction { $0.animation = nil })
        host.tapAvatar()
        #expect(!host.isAnimating)
        #expect(host.scale == 1.5)
        // A closure that keeps the animation (identity) leaves the bouncy spring alone.
        let kept = ViewHost(Seed1149.Avatar(pet: cat).transaction { _ in })
        kept.tapAvatar()
        kept.advance(by: 0.1)
        #expect(abs(kept.scale - (1 + SwiftUIReference.FluidSpring.bouncy.hostValue(delta: 0.5, at: 0.1))) < 1e-9)
    }

    /// Throwing the animation away mid-animation: the new change shows at once and shifts the running
    /// animation with it (issue 4: presentation = model − the remaining part of each running delta).
    /// Linear 0 → 100 over 1 s from t = 0; at t = 0.5 (showing 50) the value becomes 200 with the
    /// animation dropped: 150 at once, then 175 at 0.75 and 200 at 1.0.
    @Test func droppingTheAnimationMidwayShiftsTheRunningOne() {
        let host = ViewHost(Shifter(x: 0, drop: false))
        _ = host.displayList
        withAnimation(.linear(duration: 1)) { host.rootView = Shifter(x: 100, drop: false) }
        host.advance(by: 0.5)
        #expect(abs(host.displayList.items[0].transform.tx - 50) < 1e-9)
        withAnimation(.linear(duration: 1)) { host.rootView = Shifter(x: 200, drop: true) }
        #expect(abs(host.displayList.items[0].transform.tx - 150) < 1e-9)
        host.advance(by: 0.25)
        #expect(abs(host.displayList.items[0].transform.tx - 175) < 1e-9)
        host.advance(by: 0.25)
        #expect(abs(host.displayList.items[0].transform.tx - 200) < 1e-9)
    }

    /// `disablesAnimations` turns animation off for the changes made under the transaction (the
    /// runtime's rule: an attribute animates only when the transaction carries an animation and
    /// `disablesAnimations` is false), and keeps `.animation(_:value:)` from inserting `.bouncy`.
    @Test func disablesAnimationsShowsTheChangeAtOnce() {
        let remote = SelectionRemote()
        let host = ViewHost(SelectionOwner(remote: remote) { Seed2244.Avatar(pet: cat, selected: $0) })
        _ = host.displayList
        host.perform {
            var transaction = Transaction(animation: .linear(duration: 1))
            transaction.disablesAnimations = true
            withTransaction(transaction) { remote.toggle() }
        }
        #expect(!host.isAnimating)
        #expect(host.scale == 1.5, "a jump: neither linear nor .bouncy")
        host.advance(by: 0.5)
        #expect(host.scale == 1.5)
    }

    // MARK: - Many taps

    /// 2,001 taps before any frame: each is its own update at t = 0, so the springs merge with no
    /// time elapsed and the result is one spring from rest toward the last target (an odd count:
    /// selected): a merge at time 0 carries offset, velocity and force that are all still zero.
    /// Each tap runs the body once.
    @Test func thousandsOfTapsBeforeOneFrame() {
        let host = ViewHost(Seed1149.Avatar(pet: cat))
        for _ in 0..<2001 { host.tapAvatar() }
        #expect(host.bodyEvaluationCount == 2002)
        #expect(host.isAnimating)
        #expect(host.scale == 1)
        for frame in 1...30 {
            host.advance(by: frameStep)
            let expected = 1 + SwiftUIReference.FluidSpring.bouncy.hostValue(delta: 0.5, at: host.time)
            #expect(abs(host.scale - expected) < 1e-9, "frame \(frame)")
        }
    }

    /// An even number of taps leaves nothing to animate: the first frame ends it at rest.
    @Test func anEvenNumberOfTapsSettlesAtOnce() {
        let host = ViewHost(Seed1149.Avatar(pet: cat))
        for _ in 0..<2000 { host.tapAvatar() }
        host.advance(by: frameStep)
        #expect(host.scale == 1)
        #expect(!host.isAnimating)
    }

    /// Timing-curve taps do not merge: each adds an animation. All at t = 0, each newer one takes the
    /// fold from where it is; the last target (1.5 for an odd count) wins by the end. (Each tap folds
    /// every earlier entry, so n taps cost O(n²): 2,001 take ~4 s in a debug build, hence 501.)
    @Test func hundredsOfTimingCurveTapsStayBoundedAndFinish() {
        let host = ViewHost(Seed0214.Avatar(pet: cat).transaction { $0.animation = .linear(duration: 0.5) })
        for _ in 0..<501 { host.tapAvatar() }
        host.advance(by: 0.25)
        #expect(host.scale.isFinite)
        host.advance(by: 0.25)
        #expect(host.scale == 1.5)
        host.advance(by: frameStep)
        #expect(!host.isAnimating)
    }

    // MARK: - Deep trees

    /// A deep chain of nested views, each with an opacity and an offset: the item gets the product of
    /// the opacities (0.999^depth) and the sum of the offsets (depth × 0.5); a tap at the top is found
    /// from the leaf. Four nodes a level (view, conditional, two modifiers).
    func checkDeepTree(depth: Int) {
        let host = ViewHost(DeepTappable(depth: depth))
        #expect(host.displayList.items.count == 1)
        let item = host.displayList.items[0]
        #expect(abs(item.opacity - pow(0.999, Double(depth))) < 1e-9)
        #expect(abs(item.transform.tx - 0.5 * CGFloat(depth)) < 1e-6)
        #expect(item.frame == CGRect(x: 195, y: 195, width: 10, height: 10))
        #expect(host.tap(at: CGPoint(x: 200 + 0.5 * CGFloat(depth), y: 200)))
        #expect(host.displayList.items[0].transform.a == 2)
    }

    @Test func aTreeHundredsDeep() {
        checkDeepTree(depth: 400)
    }

    /// Issue 4: "a view tree thousands deep: defined behaviour, no crash".
    @Test func aTreeThousandsDeep() {
        checkDeepTree(depth: 2000)
    }

    @Test func removingADeepTreeFreesItsAttributes() {
        let host = ViewHost(Nested(depth: 0))
        _ = host.displayList
        let baseline = host.graph.attributeCount
        host.rootView = Nested(depth: 400)
        _ = host.displayList
        #expect(host.graph.attributeCount >= baseline + 800, "two effects a level, each with attributes")
        host.rootView = Nested(depth: 0)
        _ = host.displayList
        #expect(host.graph.attributeCount == baseline)
    }

    // MARK: - Soak

    /// 100,000 frames of a repeating animation on one effect: the value keeps following the
    /// triangle wave of `.linear.repeatForever()` (autoreversing), and nothing grows — attributes,
    /// animating attributes, display items, resident memory.
    ///
    /// SwiftUI's repeat rule: a pass ends on the frame where the 0.35 s linear returns nil (its
    /// time since the pass began is past 0.35), that frame shows the pass's end, and the next pass
    /// begins at that frame's time — so at 60 fps a pass lasts 22 frames, or 21 where 21 frames
    /// after its start rounds to just past 0.35 s (the comparison is in floating point). The expected
    /// opacity replays that rule over the host's frames k / 60, with SwiftUI's linear Bézier
    /// (`SwiftUIReference.Bezier.linear`).
    @Test func soakOfAHundredThousandFramesStaysFlat() {
        let host = ViewHost(Pulse(on: false))
        _ = host.displayList
        withAnimation(.linear.repeatForever()) { host.rootView = Pulse(on: true) }
        host.advance(by: 1000 * frameStep)
        let attributes = host.graph.attributeCount
        let animating = host.graph.animatingAttributeCount
        let resident = residentBytes()
        // In steps of 25,000 frames: below `VirtualClock.maximumFramesPerAdvance`, so every frame
        // is produced (the replay below counts on each).
        for _ in 0..<4 { host.advance(by: 25_000 * frameStep) }
        #expect(host.isAnimating)
        #expect(host.graph.attributeCount == attributes)
        #expect(host.graph.animatingAttributeCount == animating)
        #expect(host.displayList.items.count == 1)
        // A leak of 160 bytes a frame would add 16 MB; other tests may run meanwhile, so the bound is
        // generous.
        if let resident, let after = residentBytes() {
            #expect(after - resident < 16 << 20, "resident memory grew by \(after - resident) bytes")
        }
        // Opacity 1 → 0.2 on even passes, back on odd ones, replayed frame by frame from t = 0.
        let lastFrame = Int((host.time * 60).rounded())
        var pass = 0
        var passStart = 0.0
        var progress = 0.0
        for frame in 1...lastFrame {
            let time = Double(frame) / 60
            let local = time - passStart
            let reversed = pass % 2 == 1
            if local <= 0.35 {
                let covered = SwiftUIReference.Bezier.linear.value(at: local / 0.35)
                progress = reversed ? 1 - covered : covered
            } else {
                // The pass's end shows on this frame, and the next pass begins here.
                progress = reversed ? 0 : 1
                pass += 1
                passStart = time
            }
        }
        #expect(abs(host.opacity - (1 - 0.8 * progress)) < 1e-6, "frame \(lastFrame), pass \(pass)")
        // Passes of 21 or 22 frames (21 / 60 − the pass's start can round either side of 0.35).
        #expect(pass >= lastFrame / 22 && pass <= lastFrame / 21, "pass \(pass)")
    }
}
