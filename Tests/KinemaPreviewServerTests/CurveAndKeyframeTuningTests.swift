import Foundation
@testable import KinemaPreviewServer
import Testing

/// The Bézier editor and the keyframe table: code, the curve drawn in the editor, and clamps.
@Suite("Tuning: curves and keyframes")
struct CurveAndKeyframeTuningTests {
    @Test func bezierCodeAndCurve() throws {
        let result = TuningResult.compute(.bezier(x1: 0.2, y1: 0.8, x2: 0.3, y2: 1, duration: 0.5))
        #expect(result.code == ".timingCurve(0.2, 0.8, 0.3, 1, duration: 0.5)")
        let curve = try #require(result.curve)
        // A cubic Bézier from (0, 0) to (1, 1): the drawn curve starts and ends there.
        #expect(curve.first == [0, 0])
        #expect(try #require(curve.last?[1]) == 1)
        // Parametric midpoint: B(½) = ⅜(P1 + P2) + ⅛(P3) = (0.3125, 0.8). The curve's value at
        // x = 0.3125 is therefore 0.8.
        let near = try #require(curve.min { abs($0[0] - 0.3125) < abs($1[0] - 0.3125) })
        #expect(abs(near[0] - 0.3125) < 1.0 / 64)
        // Frames 0, 1/60, … up to the first finished frame at 0.5 s, which holds the target.
        #expect(result.preview.values.count >= 31)
        #expect(abs(result.preview.values.last! - 1) < 1e-9)
    }

    @Test func bezierControlPointsAreClamped() {
        let result = TuningResult.compute(.bezier(x1: -0.5, y1: 9, x2: 2, y2: 0, duration: 0.5))
        #expect(result.parameters["x1"] == 0 && result.parameters["y1"] == 3 && result.parameters["x2"] == 1)
        #expect(result.notes.count == 3)
        #expect(result.code == ".timingCurve(0, 3, 1, 0, duration: 0.5)")
    }

    @Test func keyframeTrackCode() {
        let result = TuningResult.compute(.keyframes(initial: 1, rows: [
            .init(kind: .linear, value: 1.5, duration: 0.3),
            .init(kind: .spring, value: 1, duration: 0.4),
            .init(kind: .cubic, value: 0.8, duration: 0.2),
            .init(kind: .move, value: 0, duration: 7),
        ]))
        #expect(result.code == """
            KeyframeTrack(\\.value) {
                LinearKeyframe(1.5, duration: 0.3)
                SpringKeyframe(1, duration: 0.4)
                CubicKeyframe(0.8, duration: 0.2)
                MoveKeyframe(0)
            }
            """)
        // The move keyframe takes no time: the track lasts 0.3 + 0.4 + 0.2 s.
        #expect(abs(result.parameters["duration"]! - 0.9) < 1e-9)
        // A linear keyframe from 1 to 1.5 over 0.3 s is at 1.25 half-way (frame 9 of 60 fps).
        #expect(abs(result.preview.values[9] - 1.25) < 1e-9)
        #expect(result.preview.values.last == 0)
    }

    @Test func emptyTrackAndClampedRows() {
        let empty = TuningResult.compute(.keyframes(initial: 2, rows: []))
        #expect(empty.code == "KeyframeTrack(\\.value) {\n}")
        #expect(empty.preview.values.allSatisfy { $0 == 2 })
        let clamped = TuningResult.compute(.keyframes(initial: 0, rows: [.init(kind: .linear, value: 1e9, duration: -4)]))
        #expect(clamped.notes.count == 2)
        #expect(clamped.code.contains("LinearKeyframe(1000, duration: 0)"))
    }
}
