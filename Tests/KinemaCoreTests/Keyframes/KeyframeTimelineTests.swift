import Foundation
import Kinema
import Testing

// Rules under test (KeyframeTimeline.swift, docs/research/keyframes.md): tracks run side by side
// from 0; the timeline lasts as long as its longest track; a shorter track holds its final value;
// a property no track names keeps its initial value; tracks apply in declaration order, so the last
// one writing a property wins; value(time:) reads t ≤ 0 and NaN as 0 and t past the end as the
// final values; value(progress:) = value(time: clamp(progress, 0, 1)·duration), NaN progress as 0.
// Expected numbers are from + (to − from)·t/d and smoothstep 3u² − 2u³.

private struct Pose: Sendable {
    var x = 0.0
    var y = 0.0
    var scale = 1.0
    var angle = Angle.degrees(30)
    var label = "idle"
}

@Suite("Keyframes: KeyframeTimeline")
struct KeyframeTimelineTests {
    /// x: 0 → 10 linear over 0.4 s; y: 0 → −8 cubic over 0.2 s; scale: 1 → 3 linear over 0.7 s.
    private static let pose = KeyframeTimeline(initialValue: Pose()) {
        KeyframeTrack(\Pose.x) { LinearKeyframe(10.0, duration: 0.4) }
        KeyframeTrack(\Pose.y) { CubicKeyframe(-8.0, duration: 0.2) }
        KeyframeTrack(\Pose.scale) { LinearKeyframe(3.0, duration: 0.7) }
    }

    @Test func theDurationIsThatOfTheLongestTrack() {
        #expect(abs(Self.pose.duration - 0.7) < 1e-15)
    }

    @Test func tracksRunSideBySideEachWithItsOwnTiming() {
        // At 0.1 s: x = 10·0.1/0.4, y = −8·smoothstep(0.5) = −4, scale = 1 + 2·0.1/0.7.
        let value = Self.pose.value(time: 0.1)
        #expect(abs(value.x - 2.5) < 1e-12)
        #expect(abs(value.y - -4) < 1e-12)
        #expect(abs(value.scale - (1 + 2 * 0.1 / 0.7)) < 1e-12)
    }

    @Test func shorterTracksHoldTheirFinalValue() {
        // At 0.5 s y (0.2 s) and x (0.4 s) have ended; scale is still moving.
        let value = Self.pose.value(time: 0.5)
        #expect(value.y == -8)
        #expect(value.x == 10)
        #expect(abs(value.scale - (1 + 2 * 0.5 / 0.7)) < 1e-12)
    }

    @Test(arguments: [-1.0, 0.0, 0.1, 0.35, 0.7, 5.0])
    func untrackedPropertiesKeepTheirInitialValue(time: Double) {
        let value = Self.pose.value(time: time)
        #expect(value.angle == Angle.degrees(30))
        #expect(value.label == "idle")
    }

    @Test func theOrderOfTracksOnDifferentPropertiesDoesNotMatter() {
        let reordered = KeyframeTimeline(initialValue: Pose()) {
            KeyframeTrack(\Pose.scale) { LinearKeyframe(3.0, duration: 0.7) }
            KeyframeTrack(\Pose.y) { CubicKeyframe(-8.0, duration: 0.2) }
            KeyframeTrack(\Pose.x) { LinearKeyframe(10.0, duration: 0.4) }
        }
        for time in [0.05, 0.15, 0.3, 0.6] {
            let a = Self.pose.value(time: time)
            let b = reordered.value(time: time)
            #expect(a.x == b.x && a.y == b.y && a.scale == b.scale)
        }
    }

    @Test func whenTwoTracksWriteTheSamePropertyTheLastOneWins() {
        // First: 0 → 10 over 1 s; last: 0 → −10 over 0.2 s, which keeps winning once it holds.
        let timeline = KeyframeTimeline(initialValue: Pose()) {
            KeyframeTrack(\Pose.x) { LinearKeyframe(10.0, duration: 1) }
            KeyframeTrack(\Pose.x) { LinearKeyframe(-10.0, duration: 0.2) }
        }
        #expect(timeline.duration == 1)
        #expect(abs(timeline.value(time: 0.1).x - -5) < 1e-12)
        #expect(timeline.value(time: 0.5).x == -10)

        let swapped = KeyframeTimeline(initialValue: Pose()) {
            KeyframeTrack(\Pose.x) { LinearKeyframe(-10.0, duration: 0.2) }
            KeyframeTrack(\Pose.x) { LinearKeyframe(10.0, duration: 1) }
        }
        #expect(abs(swapped.value(time: 0.1).x - 1) < 1e-12)
        #expect(abs(swapped.value(time: 0.5).x - 5) < 1e-12)
    }

    @Test(arguments: [-0.1, -1, -.infinity, .nan, -.ulpOfOne])
    func timesBeforeZeroAndNaNReadTheValueAtZero(time: Double) {
        // A linear segment would extrapolate below 0; a leading move shows that the value read is
        // the value at 0, not the initial value.
        let linear = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack { LinearKeyframe(10.0, duration: 0.2) }
        }
        #expect(linear.value(time: time) == 0)
        let moved = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                MoveKeyframe(5.0)
                LinearKeyframe(10.0, duration: 0.2)
            }
        }
        #expect(moved.value(time: time) == moved.value(time: 0))
        #expect(moved.value(time: time) == 5)
        // Cubic and spring segments read such times as their start too (no NaN leaks through).
        let curved = KeyframeTimeline(initialValue: 1.0) {
            KeyframeTrack {
                SpringKeyframe(10.0, duration: 0.3, spring: Spring(duration: 0.4, bounce: 0.3))
                CubicKeyframe(4.0, duration: 0.2)
            }
        }
        #expect(curved.value(time: time) == 1)
        let cubicFirst = KeyframeTimeline(initialValue: 1.0) {
            KeyframeTrack { CubicKeyframe(4.0, duration: 0.2, startVelocity: -50) }
        }
        #expect(cubicFirst.value(time: time) == 1)
    }

    @Test(arguments: [0.7, 0.7000001, 1, 1e9, .infinity])
    func timesFromTheEndOnReadTheFinalValues(time: Double) {
        let value = Self.pose.value(time: time)
        #expect(value.x == 10)
        #expect(value.y == -8)
        #expect(value.scale == 3)
    }

    @Test(arguments: [-0.5, 0, 0.1, 0.25, 0.5, 0.9, 1, 1.5, .infinity])
    func progressIsTheClampedFractionOfTheDuration(progress: Double) {
        let clamped = min(max(progress, 0), 1)
        let byProgress = Self.pose.value(progress: progress)
        let byTime = Self.pose.value(time: clamped * 0.7)
        #expect(byProgress.x == byTime.x)
        #expect(byProgress.y == byTime.y)
        #expect(byProgress.scale == byTime.scale)
    }

    @Test func progressReadsNaNAsZero() {
        #expect(Self.pose.value(progress: .nan).x == 0)
        #expect(Self.pose.value(progress: .nan).scale == 1)
    }

    @Test(arguments: [(0.0, 0.0), (0.25, 2.5), (0.5, 5.0), (0.75, 7.5), (1.0, 10.0), (2.0, 10.0)])
    func progressOfALinearTimeline(progress: Double, value: Double) {
        // 0 → 10 over 0.4 s: 10·clamp(progress).
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack { LinearKeyframe(10.0, duration: 0.4) }
        }
        #expect(abs(timeline.value(progress: progress) - value) < 1e-12)
    }

    @Test(arguments: [-1.0, 0, 0.5, 3, .nan])
    func anEmptyTimelineIsItsInitialValueForNoTime(time: Double) {
        let timeline = KeyframeTimeline(initialValue: 5.0) {}
        #expect(timeline.duration == 0)
        #expect(timeline.value(time: time) == 5)
        #expect(timeline.value(progress: time) == 5)
    }

    @Test func anEmptyTrackLeavesItsPropertyAlone() {
        let timeline = KeyframeTimeline(initialValue: Pose(x: 4)) {
            KeyframeTrack(\Pose.x) {}
            KeyframeTrack(\Pose.y) { LinearKeyframe(2.0, duration: 0.5) }
        }
        #expect(timeline.duration == 0.5)
        #expect(timeline.value(time: 0.25).x == 4)
        #expect(abs(timeline.value(time: 0.25).y - 1) < 1e-12)
    }

    @Test func aKeyPathLessTrackAnimatesAWholeDouble() {
        // 3 → 7 over 0.5 s, then 7 → 1 over 0.25 s.
        let timeline = KeyframeTimeline(initialValue: 3.0) {
            KeyframeTrack {
                LinearKeyframe(7.0, duration: 0.5)
                LinearKeyframe(1.0, duration: 0.25)
            }
        }
        #expect(abs(timeline.duration - 0.75) < 1e-15)
        #expect(abs(timeline.value(time: 0.25) - 5) < 1e-12)
        #expect(abs(timeline.value(time: 0.625) - 4) < 1e-12)
    }

    @Test func aKeyPathLessTrackAnimatesAWholePoint() {
        // (2, 4) → (10, −20) over 0.4 s, per component.
        let timeline = KeyframeTimeline(initialValue: CGPoint(x: 2, y: 4)) {
            KeyframeTrack { LinearKeyframe(CGPoint(x: 10, y: -20), duration: 0.4) }
        }
        let point = timeline.value(time: 0.1)
        #expect(abs(point.x - 4) < 1e-12)
        #expect(abs(point.y - -2) < 1e-12)
        #expect(timeline.value(time: 1) == CGPoint(x: 10, y: -20))
    }

    @Test func bareKeyframesInATimelineAreOneTrackOverTheWholeValue() {
        let bare = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(10.0, duration: 0.2)
            LinearKeyframe(4.0, duration: 0.3)
        }
        let tracked = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                CubicKeyframe(10.0, duration: 0.2)
                LinearKeyframe(4.0, duration: 0.3)
            }
        }
        #expect(bare.duration == tracked.duration)
        for time in [0.05, 0.1, 0.2, 0.35, 0.6] {
            #expect(bare.value(time: time) == tracked.value(time: time))
        }
        // Cubic 0 → 10 with m1 = (4 − 10)/0.3 = −20: at u = 0.5, 5 + 0.2·(−20)·(−1/8) = 5.5.
        #expect(abs(bare.value(time: 0.1) - 5.5) < 1e-12)
    }

    @Test func aTrackOnANestedPropertyLeavesItsSiblingsAlone() {
        struct Sprite {
            var position = CGPoint(x: 1, y: 2)
        }
        let timeline = KeyframeTimeline(initialValue: Sprite()) {
            KeyframeTrack(\Sprite.position.y) { LinearKeyframe(12.0, duration: 0.5) }
        }
        let sprite = timeline.value(time: 0.25)
        #expect(sprite.position.x == 1)
        #expect(abs(sprite.position.y - 7) < 1e-12)
    }
}
