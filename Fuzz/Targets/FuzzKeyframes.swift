import Foundation
import KinemaCore

/// Random keyframe timelines — linear (with a random timing curve), spring, cubic and move
/// keyframes with random values and durations — sampled at random times, by time and by
/// progress. Values stay within ±10⁶ (a keyframe's value is the user's number, not a parameter);
/// durations cover every finite edge. Every sample must be finite.
package enum FuzzKeyframes {
    static let maximumKeyframes = 16
    static let samples = 32

    package static func check(_ bytes: [UInt8]) {
        var input = FuzzInput(bytes)
        let initial = input.double(typical: -1e6...1e6)
        var specs: [(kind: Int, value: Double, duration: Double, a: Double, b: Double)] = []
        for _ in 0..<input.int(in: 0...maximumKeyframes) {
            specs.append((
                input.int(in: 0...3), input.double(typical: -1e6...1e6).clamped(to: -1e6...1e6),
                input.double(typical: 0...2), input.double(typical: -1...2), input.double(typical: -10...10)))
        }
        let timeline = KeyframeTimeline(initialValue: initial) {
            KeyframeTrack {
                for spec in specs {
                    switch spec.kind {
                    case 0:
                        LinearKeyframe(
                            spec.value, duration: spec.duration,
                            timingCurve: .bezier(startControlPoint: UnitPoint(x: 0.3, y: spec.a), endControlPoint: UnitPoint(x: 0.7, y: 1 - spec.a)))
                    case 1:
                        SpringKeyframe(spec.value, duration: spec.duration, spring: Spring(duration: abs(spec.a) + 0.01, bounce: spec.b / 10), startVelocity: spec.b)
                    case 2:
                        CubicKeyframe(spec.value, duration: spec.duration, startVelocity: spec.a, endVelocity: spec.b)
                    default:
                        MoveKeyframe(spec.value)
                    }
                }
            }
        }
        let duration = timeline.duration
        fuzzCheck(!duration.isNaN && duration >= 0, "duration \(duration)")
        for _ in 0..<samples {
            let time = input.double(typical: -0.5...(duration.isFinite ? duration + 0.5 : 10))
            let value = timeline.value(time: time)
            fuzzCheck(value.isFinite, "value at \(time) of \(specs.count) keyframes: \(value)")
            let progress = input.double(typical: -0.2...1.2)
            let byProgress = timeline.value(progress: progress)
            fuzzCheck(byProgress.isFinite, "value at progress \(progress) of \(specs.count) keyframes: \(byProgress)")
        }
    }
}

extension Comparable {
    func clamped(to range: ClosedRange<Self>) -> Self { min(max(self, range.lowerBound), range.upperBound) }
}
