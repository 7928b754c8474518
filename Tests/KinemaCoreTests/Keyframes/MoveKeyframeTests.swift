import Foundation
import Kinema
import Testing

// Rules under test (docs/research/keyframes.md, KeyframePath.swift, MoveKeyframe.swift): a move is
// a zero-length jump; sampling takes the first segment that ends at or after t, so exactly at a
// move's time the track shows the value before the jump (SwiftUI arm K5); the motion restarts from
// rest; t at or past the end gives the final value. Expected values are the linear formula
// from + (to − from)·t/d, smoothstep 3u² − 2u³, and the critically damped spring
// 1 − (1 + ω0 t)e^(−ω0 t) with ω0 = 2π/0.4, computed with python3.

@Suite("Keyframes: MoveKeyframe")
struct MoveKeyframeTests {
    /// 2 → 10 over 0.2 s, jump to −5, −5 → 0 over 0.4 s.
    static let slide = KeyframeTimeline(initialValue: 2.0) {
        KeyframeTrack {
            LinearKeyframe(10.0, duration: 0.2)
            MoveKeyframe(-5.0)
            LinearKeyframe(0.0, duration: 0.4)
        }
    }

    @Test func aMoveTakesNoTime() {
        #expect(abs(Self.slide.duration - 0.6) < 1e-15)
    }

    @Test func exactlyAtTheMoveTheTrackShowsTheValueBeforeTheJump() {
        #expect(abs(Self.slide.value(time: 0.2) - 10) < 1e-12)
        #expect(abs(Self.slide.value(time: 0.2 - 1e-9) - 10) < 1e-6)
    }

    @Test func anInstantAfterTheMoveTheTrackShowsTheNewValue() {
        #expect(abs(Self.slide.value(time: 0.2 + 1e-9) - -5) < 1e-6)
    }

    @Test(arguments: [(0.3, -3.75), (0.4, -2.5), (0.5, -1.25), (0.6, 0.0), (1.0, 0.0)])
    func theNextKeyframeStartsFromTheMovedValue(time: Double, value: Double) {
        // −5 + 5·(t − 0.2)/0.4.
        #expect(abs(Self.slide.value(time: time) - value) < 1e-12)
    }

    @Test(arguments: [(0.3, -3.4375), (0.4, 0.0), (0.5, 3.4375)])
    func aCubicAfterAMoveStartsAtRest(time: Double, value: Double) {
        // The linear arrives at 50 /s, but after the move the cubic −5 → 5 (0.4 s) starts with 0:
        // −5 + 10·(3u² − 2u³), u = (t − 0.2)/0.4.
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                LinearKeyframe(10.0, duration: 0.2)
                MoveKeyframe(-5.0)
                CubicKeyframe(5.0, duration: 0.4)
            }
        }
        #expect(abs(timeline.value(time: time) - value) < 1e-12)
        #expect(abs(timeline.velocity(time: 0.2 + 1e-12, base: 0)) < 1e-6)
    }

    @Test func aSpringAfterAMoveStartsAtRest() {
        // Spring(duration 0.4, bounce 0) from −5 toward 5, from rest: at 0.1 s into it,
        // −5 + 10·(1 − (1 + π/2)e^(−π/2)) = −0.344160512982.
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                LinearKeyframe(10.0, duration: 0.2)
                MoveKeyframe(-5.0)
                SpringKeyframe(5.0, duration: 0.4, spring: Spring(duration: 0.4, bounce: 0))
            }
        }
        #expect(abs(timeline.value(time: 0.3) - -0.344160512982) < 1e-9)
        #expect(abs(timeline.velocity(time: 0.2 + 1e-12, base: 0)) < 1e-6)
    }

    @Test func aMoveToTheSameValueStillStopsTheMotion() {
        // The move keeps the value at 10 but resets the velocity: the cubic 10 → 0 is smoothstep
        // (10 − 10·(3u² − 2u³)), not a Hermite curve leaving at 50 /s.
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                LinearKeyframe(10.0, duration: 0.2)
                MoveKeyframe(10.0)
                CubicKeyframe(0.0, duration: 0.4)
            }
        }
        #expect(abs(timeline.value(time: 0.3) - 8.4375) < 1e-12)
    }

    @Test func aLeadingMoveSetsTheStartingValue() {
        // Jump to 5 at 0, then 5 → 15 over 0.5 s.
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                MoveKeyframe(5.0)
                LinearKeyframe(15.0, duration: 0.5)
            }
        }
        #expect(timeline.duration == 0.5)
        #expect(abs(timeline.value(time: 0.25) - 10) < 1e-12)
        #expect(abs(timeline.value(time: 1e-9) - 5) < 1e-6)
        // At t = 0 the first segment ending at or after 0 is the move itself: its value.
        #expect(timeline.value(time: 0) == 5)
    }

    @Test func aLeadingMoveBeforeACubicStartsAtRest() {
        // 5 → 15 over 0.5 s from rest and to rest: 5 + 10·(3u² − 2u³); u = 0.25 → 6.5625.
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                MoveKeyframe(5.0)
                CubicKeyframe(15.0, duration: 0.5)
            }
        }
        #expect(abs(timeline.value(time: 0.125) - 6.5625) < 1e-12)
    }

    @Test func aTrailingMoveMakesTheMoveTargetTheFinalValue() {
        // 0 → 10 over 0.3 s, then jump to −2 at the end.
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                LinearKeyframe(10.0, duration: 0.3)
                MoveKeyframe(-2.0)
            }
        }
        #expect(abs(timeline.duration - 0.3) < 1e-15)
        #expect(abs(timeline.value(time: 0.15) - 5) < 1e-12)
        #expect(abs(timeline.value(time: 0.3 - 1e-9) - 10) < 1e-6)
        // At (and past) the end: the final value, which is the move's.
        #expect(timeline.value(time: 0.3) == -2)
        #expect(timeline.value(time: 10) == -2)
        #expect(timeline.value(progress: 1) == -2)
    }

    @Test func consecutiveMovesEndAtTheLastOne() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                MoveKeyframe(3.0)
                MoveKeyframe(7.0)
            }
        }
        #expect(timeline.duration == 0)
        #expect(timeline.value(time: 0) == 7)
        #expect(timeline.value(time: 1) == 7)
    }

    @Test func aMoveOfAPointJumpsEveryComponent() {
        // (0, 0) → (10, 20) over 0.2 s, jump to (−4, 8), then → (0, 0) over 0.2 s.
        let timeline = KeyframeTimeline(initialValue: CGPoint.zero) {
            KeyframeTrack {
                LinearKeyframe(CGPoint(x: 10, y: 20), duration: 0.2)
                MoveKeyframe(CGPoint(x: -4, y: 8))
                LinearKeyframe(CGPoint.zero, duration: 0.2)
            }
        }
        let atMove = timeline.value(time: 0.2)
        #expect(abs(atMove.x - 10) < 1e-12 && abs(atMove.y - 20) < 1e-12)
        let halfwayHome = timeline.value(time: 0.3)
        #expect(abs(halfwayHome.x - -2) < 1e-12 && abs(halfwayHome.y - 4) < 1e-12)
    }
}
