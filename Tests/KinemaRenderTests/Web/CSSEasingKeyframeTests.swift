import Foundation
import Kinema
import Testing

/// Keyframe timelines export normalised between their lowest and highest value, or as
/// `@keyframes` holding the values.
@Suite("CSS easing of keyframes")
struct CSSEasingKeyframeTests {
    /// Linear keyframes 0 → 10 in 0.2 s → −5 in 0.3 s: a polyline, so its three corners suffice,
    /// and the value range is −5…10.
    @Test func linearKeyframesAreTheirCorners() throws {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 0.2)
            LinearKeyframe(-5.0, duration: 0.3)
        }
        let easing = try CSSEasing(timeline: timeline)
        #expect(easing.valueRange == -5...10)
        #expect(abs(easing.duration - 0.5) < 1e-12)
        #expect(easing.points.count == 3)
        #expect(abs(easing.exportedValue(atSecond: 0.1) - 5) < 0.075)
        #expect(abs(easing.exportedValue(atSecond: 0.35) - 2.5) < 0.075)
        let css = easing.keyframesRule(name: "nudge", property: "--x", unit: "px")
        #expect(css.contains("0% { --x: 0px; }"))
        #expect(css.contains("40% { --x: 10px; }"))
        #expect(css.contains("100% { --x: -5px; }"))
    }

    /// A spring keyframe, through a track: every millisecond within 0.5% of the range of the
    /// timeline's own value (the timeline is Kinema's reference here: keyframes have no separate
    /// SwiftUI formula to check against).
    @Test func aTrackStaysWithinTheTolerance() throws {
        let track = KeyframeTrack {
            LinearKeyframe(1.0, duration: 0.36)
            SpringKeyframe(1.5, duration: 0.8, spring: .bouncy)
            SpringKeyframe(1.0, spring: .bouncy)
        }
        let easing = try CSSEasing(track: track, initialValue: 1)
        let timeline = KeyframeTimeline(initialValue: 1.0) { track }
        let span = easing.valueRange.upperBound - easing.valueRange.lowerBound
        #expect(span > 0.5)
        for step in 0...Int(timeline.duration * 1000) {
            let time = Double(step) / 1000
            #expect(abs(easing.exportedValue(atSecond: time) - timeline.value(time: time)) <= 0.005 * span, "at \(time) s")
        }
    }

    /// A timeline of duration 0 is its one value, constant.
    @Test func anEmptyTimelineIsConstant() throws {
        let easing = try CSSEasing(timeline: KeyframeTimeline(initialValue: 3.0) { KeyframeTrack(\.self) { MoveKeyframe(3.0) } })
        #expect(easing.duration == 0)
        #expect(easing.valueRange == 3...3)
        #expect(easing.points.allSatisfy { $0.value == 0 })
    }

    @Test func badTimelinesAreErrors() {
        #expect(throws: CSSExportError.doesNotFinish(limit: 60)) {
            try CSSEasing(timeline: KeyframeTimeline(initialValue: 0.0) { LinearKeyframe(1.0, duration: 1000) })
        }
        // Kinema's keyframes never produce NaN themselves; a value read from them can.
        #expect(throws: CSSExportError.nonFiniteValue(time: 0)) {
            try CSSEasing(timeline: KeyframeTimeline(initialValue: 0.0) { LinearKeyframe(1.0, duration: 1) }, value: { _ in .nan })
        }
    }
}
