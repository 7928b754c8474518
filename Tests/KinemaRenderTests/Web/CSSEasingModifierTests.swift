import Foundation
import Kinema
import KinemaTestSupport
import Testing

/// Delay, repeat and autoreverse become CSS's animation-delay, -iteration-count and -direction.
@Suite("CSS easing of modifiers")
struct CSSEasingModifierTests {
    @Test func anOuterDelayIsAnimationDelay() throws {
        let easing = try CSSEasing(.easeInOut(duration: 0.4).delay(0.25))
        #expect(easing.delay == 0.25)
        #expect(abs(easing.duration - 0.4) < 1e-6)
        #expect(easing.declarations.contains("animation-delay: 0.25s;"))
        #expect(easing.declarations.contains("animation-fill-mode: backwards;"))
    }

    /// `repeatCount(3)` on a curve that reads the same backward (easeInOut's Bézier is symmetric
    /// about its centre) alternates three iterations.
    @Test func aSymmetricRepeatAlternates() throws {
        let easing = try CSSEasing(.easeInOut(duration: 0.4).repeatCount(3))
        #expect(easing.iterationCount == .count(3))
        #expect(easing.direction == .alternate)
        #expect(easing.declarations.contains("animation-iteration-count: 3;"))
        #expect(easing.declarations.contains("animation-direction: alternate;"))
    }

    @Test func repeatWithoutAutoreversesRunsForwardEachTime() throws {
        let easing = try CSSEasing(.easeIn(duration: 0.3).repeatCount(4, autoreverses: false))
        #expect(easing.iterationCount == .count(4))
        #expect(easing.direction == .normal)
        #expect(abs(easing.duration - 0.3) < 1e-6)
    }

    @Test func repeatForeverIsInfinite() throws {
        let easing = try CSSEasing(.linear(duration: 1).repeatForever(autoreverses: false))
        #expect(easing.iterationCount == .infinite)
        #expect(easing.declarations.contains("animation-iteration-count: infinite;"))
    }

    /// SwiftUI plays an autoreversed pass as the change undone with the same timing: at t into
    /// the backward pass of easeIn the value is 1 − easeIn(t), which CSS's `alternate` (easeIn
    /// read backward, easeIn(1 − t)) would not give. So one iteration holds both passes and the
    /// count halves: three passes are 1.5 iterations.
    @Test func anAsymmetricAutoreverseHoldsBothPassesInOneIteration() throws {
        let easing = try CSSEasing(.easeIn(duration: 0.5).repeatCount(3))
        #expect(easing.direction == .normal)
        #expect(easing.iterationCount == .count(1.5))
        #expect(abs(easing.duration - 1) < 1e-6)
        let bezier = SwiftUIReference.Bezier.easeIn
        for step in 0...100 {
            let time = Double(step) / 200
            #expect(abs(easing.exportedValue(atSecond: time) - bezier.value(at: time / 0.5)) < 0.005)
            #expect(abs(easing.exportedValue(atSecond: 0.5 + time) - (1 - bezier.value(at: time / 0.5))) < 0.005)
        }
    }

    /// A delay inside the repeat holds every pass at its start: part of each iteration.
    @Test func anInnerDelayIsPartOfEveryIteration() throws {
        let easing = try CSSEasing(.linear(duration: 0.5).delay(0.5).repeatCount(2, autoreverses: false))
        #expect(easing.delay == 0)
        #expect(abs(easing.duration - 1) < 1e-6)
        #expect(abs(easing.exportedValue(atSecond: 0.4)) < 0.005)
        #expect(abs(easing.exportedValue(atSecond: 0.75) - 0.5) < 0.005)
    }

    /// Animations that end at once export as a jump, never NaN.
    @Test(arguments: [
        Animation.linear(duration: 1).speed(0), .linear(duration: 1).speed(.nan), .linear(duration: 1).repeatCount(0),
        .linear(duration: 0),
    ])
    func animationsThatEndAtOnceHaveNoDuration(animation: Animation) throws {
        let easing = try CSSEasing(animation)
        #expect(easing.duration == 0)
        #expect(easing.linearFunction == "linear(0, 1)")
        #expect(!easing.declarations.joined().contains("nan"))
    }

    @Test func anInfiniteDelayNeverStarts() {
        #expect(throws: CSSExportError.neverStarts(delay: .infinity)) {
            try CSSEasing(.linear(duration: 1).delay(.infinity))
        }
    }

    /// An absurd duration is refused at the sampling limit rather than sampled for ever.
    @Test func anAbsurdDurationIsAnError() {
        #expect(throws: CSSExportError.doesNotFinish(limit: 60)) {
            try CSSEasing(.linear(duration: 1e9))
        }
        #expect(throws: CSSExportError.doesNotFinish(limit: 2)) {
            try CSSEasing(.spring(response: 0.5, dampingFraction: 0), maximumDuration: 2)
        }
    }

    /// A NaN tolerance reads as the default; a zero or negative one is clamped to 0.0001.
    @Test func badTolerancesAreClamped() throws {
        #expect(try CSSEasing(.bouncy, tolerance: .nan).tolerance == CSSEasing.defaultTolerance)
        #expect(try CSSEasing(.bouncy, tolerance: -1).tolerance == 0.0001)
        #expect(try CSSEasing(.bouncy, tolerance: .infinity).tolerance == 0.5)
    }

    /// Points given by hand are cleaned so the CSS stays valid.
    @Test func handMadePointsAreSanitised() {
        let easing = CSSEasing(
            points: [.init(progress: 0, value: .nan), .init(progress: 0.7, value: 2), .init(progress: 0.3, value: 1),
                     .init(progress: .infinity, value: 1)],
            duration: .nan, delay: .infinity, iterationCount: .count(.nan))
        #expect(easing.points.map(\.progress) == [0, 0.7, 0.7, 0.7])
        #expect(easing.points[0].value == 0)
        #expect(easing.duration == 0 && easing.delay == 0)
        #expect(easing.iterationCount == .count(1))
    }
}
