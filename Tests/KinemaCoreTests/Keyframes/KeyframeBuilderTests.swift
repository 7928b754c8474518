import Foundation
import Kinema
import Testing

// Every expected number is worked out from the documented segment formulas:
// - linear: from + (to − from)·t/d;
// - cubic: the Hermite curve f₀h₀₀(u) + d·v₀h₁₀(u) + f₁h₀₁(u) + d·v₁h₁₁(u), u = t/d, which at u = ½ is
//   (f₀ + f₁)/2 + d·(v₀ − v₁)/8; velocities are Catmull-Rom slopes (next − previous)/(t_next −
//   t_previous) between cubics, the linear keyframe's slope next to one, 0 at the ends of a track;
// - a cubic between two equal values with both end velocities 0 is smoothstep 3u² − 2u³.
// Cross-checked with python3 + mpmath where the arithmetic is not obvious.

/// Whether `a` is within `tolerance` of `b`.
private func near(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

private func near(_ a: CGFloat, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    abs(Double(a) - b) <= tolerance
}

// MARK: - Custom conformances

/// A reusable run of three cubic keyframes (the `KeyframeTrackContent` doc comment's example).
private struct Wiggle: KeyframeTrackContent {
    var body: some KeyframeTrackContent<Angle> {
        CubicKeyframe(.degrees(16), duration: 0.125)
        CubicKeyframe(.degrees(-16), duration: 0.125)
        CubicKeyframe(.zero, duration: 0.125)
    }
}

/// Custom content nesting custom content.
private struct TwoWiggles: KeyframeTrackContent {
    var body: some KeyframeTrackContent<Angle> {
        Wiggle()
        Wiggle()
    }
}

/// Custom content with stored properties and a `for` loop in its body.
private struct Steps: KeyframeTrackContent {
    let values: [Double]
    let step: TimeInterval

    var body: some KeyframeTrackContent<Double> {
        for value in values {
            LinearKeyframe(value, duration: step)
        }
    }
}

/// A custom set of tracks (the `Keyframes` doc comment's shape).
private struct Hop: Keyframes {
    var body: some Keyframes<CGPoint> {
        KeyframeTrack(\.y) {
            LinearKeyframe(-40, duration: 0.5)
            LinearKeyframe(0, duration: 0.5)
        }
    }
}

/// Custom tracks nesting custom tracks.
private struct SlideAndHop: Keyframes {
    let distance: CGFloat

    var body: some Keyframes<CGPoint> {
        KeyframeTrack(\.x) {
            LinearKeyframe(distance, duration: 2)
        }
        Hop()
    }
}

/// Apple's `KeyframeTimeline` documentation example's value type.
private struct Values {
    var rotation = Angle.zero
    var scale = 1.0
}

private enum Shape: Sendable, CaseIterable {
    case linear, cubic, move
}

@Suite("Keyframes: builders")
struct KeyframeBuilderTests {
    // MARK: - Loops, conditionals and declarations inside a track

    @Test func forLoopAddsOneKeyframePerIteration() {
        let values = [10.0, 20.0, 30.0]
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack(\.self) {
                for value in values {
                    LinearKeyframe(value, duration: 0.5)
                }
            }
        }
        #expect(timeline.duration == 1.5)
        for (time, expected) in [(0.25, 5.0), (0.5, 10), (0.75, 15), (1, 20), (1.25, 25), (1.5, 30)] {
            #expect(near(timeline.value(time: time), expected), "t = \(time)")
        }
    }

    @Test func forLoopKeyframesSitBetweenTheirNeighbours() {
        let values = [2.0, 4.0]
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack(\.self) {
                LinearKeyframe(1.0, duration: 1)
                for value in values where value > 3 {
                    LinearKeyframe(value, duration: 1)
                }
                LinearKeyframe(0.0, duration: 2)
            }
        }
        // 1 s to 1, 1 s to 4 (2 filtered out), 2 s back to 0.
        #expect(timeline.duration == 4)
        #expect(near(timeline.value(time: 1), 1))
        #expect(near(timeline.value(time: 1.5), 2.5))
        #expect(near(timeline.value(time: 2), 4))
        #expect(near(timeline.value(time: 3), 2))
    }

    @Test func emptyForLoopAddsNothing() {
        let values: [Double] = []
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack(\.self) {
                for value in values {
                    LinearKeyframe(value, duration: 1)
                }
                LinearKeyframe(8.0, duration: 2)
            }
        }
        #expect(timeline.duration == 2)
        #expect(near(timeline.value(time: 1), 4))
    }

    private static func branching(_ flag: Bool) -> KeyframeTimeline<Double> {
        KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack(\.self) {
                LinearKeyframe(10.0, duration: 1)
                if flag {
                    LinearKeyframe(20.0, duration: 1)
                } else {
                    CubicKeyframe(-20.0, duration: 2)
                }
            }
        }
    }

    @Test func ifElseTakesTheIfBranch() {
        let timeline = Self.branching(true)
        #expect(timeline.duration == 2)
        #expect(near(timeline.value(time: 1.5), 15))
        #expect(near(timeline.value(time: 2), 20))
    }

    @Test func ifElseTakesTheElseBranch() {
        let timeline = Self.branching(false)
        #expect(timeline.duration == 3)
        // The cubic 10 → −20 over 2 s leaves with the linear's 10/s and ends at rest: at u = ½,
        // (10 − 20)/2 + 2·(10 − 0)/8 = −2.5.
        #expect(near(timeline.value(time: 2), -2.5))
        #expect(near(timeline.value(time: 3), -20))
    }

    private static func optional(_ flag: Bool) -> KeyframeTimeline<Double> {
        KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack(\.self) {
                LinearKeyframe(10.0, duration: 1)
                if flag {
                    LinearKeyframe(30.0, duration: 2)
                }
            }
        }
    }

    @Test func ifWithoutElseAddsItsKeyframesOnlyWhenTrue() {
        let with = Self.optional(true)
        #expect(with.duration == 3)
        #expect(near(with.value(time: 2), 20))
        #expect(near(with.value(time: 3), 30))
        let without = Self.optional(false)
        #expect(without.duration == 1)
        #expect(near(without.value(time: 2), 10))
    }

    @Test func switchPicksOneKindOfKeyframe() {
        func timeline(_ shape: Shape) -> KeyframeTimeline<Double> {
            KeyframeTimeline(initialValue: 0.0) {
                KeyframeTrack(\.self) {
                    switch shape {
                    case .linear: LinearKeyframe(10.0, duration: 1)
                    case .cubic: CubicKeyframe(10.0, duration: 1)
                    case .move: MoveKeyframe(10.0)
                    }
                }
            }
        }
        // At u = ¼: linear 10·¼ = 2.5; a lone cubic is smoothstep, 10·(3u² − 2u³) = 10·(3/16 − 2/64)
        // = 1.5625; a move takes no time and shows its value.
        #expect(near(timeline(.linear).value(time: 0.25), 2.5))
        #expect(near(timeline(.cubic).value(time: 0.25), 1.5625))
        #expect(timeline(.move).duration == 0)
        #expect(timeline(.move).value(time: 0.25) == 10)
    }

    @Test func letDeclarationsInsideTheBuilder() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack(\.self) {
                let step = 0.25
                let peak = 8.0
                LinearKeyframe(peak, duration: step)
                LinearKeyframe(peak / 2, duration: 2 * step)
            }
        }
        #expect(timeline.duration == 0.75)
        #expect(near(timeline.value(time: 0.25), 8))
        #expect(near(timeline.value(time: 0.5), 6))
        #expect(near(timeline.value(time: 0.75), 4))
    }

    // MARK: - Empty tracks

    @Test func emptyTrackKeepsItsPropertyAndAddsNoTime() {
        let timeline = KeyframeTimeline(initialValue: CGPoint(x: 3, y: 4)) {
            KeyframeTrack(\.x) {}
            KeyframeTrack(\.y) {
                LinearKeyframe(10, duration: 1)
            }
        }
        #expect(timeline.duration == 1)
        for time in [-1.0, 0, 0.5, 1, 2] {
            #expect(timeline.value(time: time).x == 3, "t = \(time)")
        }
        #expect(near(timeline.value(time: 0.5).y, 7))
    }

    @Test func timelineOfOnlyAnEmptyTrackIsTheInitialValue() {
        let timeline = KeyframeTimeline(initialValue: CGPoint(x: 3, y: 4)) {
            KeyframeTrack(\.x) {}
        }
        #expect(timeline.duration == 0)
        #expect(timeline.value(time: 0.5) == CGPoint(x: 3, y: 4))
        #expect(timeline.value(progress: 0.5) == CGPoint(x: 3, y: 4))
    }

    // MARK: - Custom conformances

    @Test func customTrackContentResolvesItsBody() {
        let timeline = KeyframeTimeline(initialValue: Angle.zero) {
            KeyframeTrack {
                Wiggle()
            }
        }
        #expect(timeline.duration == 0.375)
        #expect(near(timeline.value(time: 0.125).degrees, 16))
        #expect(near(timeline.value(time: 0.25).degrees, -16))
        #expect(near(timeline.value(time: 0.375).degrees, 0))
    }

    @Test func nestedCustomTrackContentFlattensInOrder() {
        let timeline = KeyframeTimeline(initialValue: Angle.zero) {
            KeyframeTrack {
                TwoWiggles()
            }
        }
        #expect(timeline.duration == 0.75)
        for (index, degrees) in [16.0, -16, 0, 16, -16, 0].enumerated() {
            let time = Double(index + 1) * 0.125
            #expect(near(timeline.value(time: time).degrees, degrees), "t = \(time)")
        }
    }

    @Test func customContentJoinsItsNeighboursSmoothly() {
        // The custom content's keyframes belong to the surrounding track: its last cubic (−16° → 0°
        // over 0.125 s) ends with the Catmull-Rom slope toward the next keyframe, (90 − (−16))/0.375,
        // not at rest. v₀ = (0 − 16)/0.25 = −64°/s; at u = ½:
        // (−16 + 0)/2 + 0.125·(−64 − 282.67)/8 = −13.41666…
        let timeline = KeyframeTimeline(initialValue: Angle.zero) {
            KeyframeTrack {
                Wiggle()
                CubicKeyframe(.degrees(90), duration: 0.25)
            }
        }
        #expect(timeline.duration == 0.625)
        #expect(near(timeline.value(time: 0.3125).degrees, -13.41666666666666667))
        #expect(near(timeline.value(time: 0.625).degrees, 90))
    }

    @Test func customContentWithALoopInItsBody() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack(\.self) {
                Steps(values: [4, 8, 0], step: 0.5)
                LinearKeyframe(-2.0, duration: 1)
            }
        }
        #expect(timeline.duration == 2.5)
        #expect(near(timeline.value(time: 0.5), 4))
        #expect(near(timeline.value(time: 0.75), 6))
        #expect(near(timeline.value(time: 1.5), 0))
        #expect(near(timeline.value(time: 2), -1))
    }

    @Test func customKeyframesResolveTheirTracks() {
        let timeline = KeyframeTimeline(initialValue: CGPoint(x: 7, y: 0)) {
            Hop()
        }
        #expect(timeline.duration == 1)
        #expect(near(timeline.value(time: 0.25).y, -20))
        #expect(near(timeline.value(time: 0.5).y, -40))
        #expect(near(timeline.value(time: 1).y, 0))
        #expect(timeline.value(time: 0.5).x == 7)
    }

    @Test func nestedCustomKeyframesAndPlainTracksRunSideBySide() {
        let timeline = KeyframeTimeline(initialValue: CGPoint.zero) {
            SlideAndHop(distance: 100)
            KeyframeTrack(\.y) {
                LinearKeyframe(4, duration: 3)
            }
        }
        // x: 2 s; the hop's y: 1 s, but the later y track (3 s) writes over it.
        #expect(timeline.duration == 3)
        #expect(near(timeline.value(time: 0.5).x, 25))
        #expect(near(timeline.value(time: 1).x, 50))
        #expect(near(timeline.value(time: 1.5).y, 2))
        #expect(near(timeline.value(time: 3).x, 100))

        let hopLast = KeyframeTimeline(initialValue: CGPoint.zero) {
            SlideAndHop(distance: 100)
        }
        #expect(hopLast.duration == 2)
        #expect(near(hopLast.value(time: 0.5).y, -40))
    }

    // MARK: - Keyframes directly in the timeline: one track over the whole value

    @Test func appleDocumentedBareKeyframesFormOneTrack() {
        let keyframes = KeyframeTimeline(initialValue: CGPoint.zero) {
            CubicKeyframe(.init(x: 0, y: 100), duration: 0.3)
            CubicKeyframe(.init(x: 0, y: 0), duration: 0.7)
        }
        #expect(near(keyframes.duration, 1.0, 1e-15))
        // First segment: 0 → 100, v₀ = 0 (start), v₁ = (0 − 0)/(0.3 + 0.7) = 0: smoothstep.
        #expect(near(keyframes.value(time: 0.15).y, 50))
        #expect(near(keyframes.value(time: 0.3).y, 100))
        // Second: 100 → 0 from and to rest; u = 0.15/0.7: 100 − 100·(3u² − 2u³) = 88.1924198250729.
        let value = keyframes.value(time: 0.45)
        #expect(near(value.y, 88.19241982507288630))
        #expect(value.x == 0)
        #expect(near(keyframes.value(time: 1).y, 0))
    }

    private static func bareLoopAndConditionals(_ flag: Bool, extra: Bool) -> KeyframeTimeline<Double> {
        KeyframeTimeline(initialValue: 0.0) {
            for value in [1.0, 2.0] {
                LinearKeyframe(value, duration: 1)
            }
            if flag {
                LinearKeyframe(3.0, duration: 1)
            } else {
                MoveKeyframe(-3.0)
            }
            if extra {
                LinearKeyframe(0.0, duration: 1)
            }
        }
    }

    @Test func bareKeyframesAcceptLoopsAndConditionals() {
        let all = Self.bareLoopAndConditionals(true, extra: true)
        #expect(all.duration == 4)
        #expect(near(all.value(time: 1), 1))
        #expect(near(all.value(time: 2), 2))
        #expect(near(all.value(time: 3), 3))
        #expect(near(all.value(time: 3.5), 1.5))

        let moved = Self.bareLoopAndConditionals(false, extra: false)
        #expect(moved.duration == 2)
        #expect(near(moved.value(time: 1.5), 1.5))
        #expect(moved.value(time: 2) == -3)

        let movedThenHome = Self.bareLoopAndConditionals(false, extra: true)
        #expect(movedThenHome.duration == 3)
        // From −3 (after the move at 2 s) linearly to 0 over 1 s.
        #expect(near(movedThenHome.value(time: 2.5), -1.5))
    }

    // MARK: - Loops and conditionals over whole tracks (a Kinema addition)

    @Test func ifElseOverTracks() {
        func timeline(_ horizontal: Bool) -> KeyframeTimeline<CGPoint> {
            KeyframeTimeline(initialValue: CGPoint.zero) {
                if horizontal {
                    KeyframeTrack(\.x) { LinearKeyframe(10, duration: 1) }
                } else {
                    KeyframeTrack(\.y) { LinearKeyframe(20, duration: 2) }
                }
            }
        }
        // x → 10 over 1 s in one branch; y → 20 over 2 s in the other.
        #expect(timeline(true).duration == 1)
        #expect(near(timeline(true).value(time: 0.5).x, 5))
        #expect(timeline(true).value(time: 0.5).y == 0)
        #expect(timeline(false).duration == 2)
        #expect(near(timeline(false).value(time: 1).y, 10))
        #expect(timeline(false).value(time: 1).x == 0)
    }

    @Test func ifWithoutElseOverTracks() {
        func timeline(_ flag: Bool) -> KeyframeTimeline<CGPoint> {
            KeyframeTimeline(initialValue: CGPoint.zero) {
                KeyframeTrack(\.x) {
                    LinearKeyframe(10, duration: 1)
                }
                if flag {
                    KeyframeTrack(\.y) {
                        LinearKeyframe(30, duration: 3)
                    }
                }
            }
        }
        #expect(timeline(true).duration == 3)
        #expect(near(timeline(true).value(time: 1.5).y, 15))
        #expect(timeline(false).duration == 1)
        #expect(timeline(false).value(time: 1.5).y == 0)
    }

    @Test func forLoopOverTracks() {
        let keyPaths: [WritableKeyPath<CGPoint, CGFloat>] = [\.x, \.y]
        let timeline = KeyframeTimeline(initialValue: CGPoint.zero) {
            for (index, keyPath) in keyPaths.enumerated() {
                KeyframeTrack(keyPath) {
                    LinearKeyframe(CGFloat(10 * (index + 1)), duration: Double(index + 1))
                }
            }
        }
        // x → 10 over 1 s, y → 20 over 2 s.
        #expect(timeline.duration == 2)
        let value = timeline.value(time: 0.5)
        #expect(near(value.x, 5))
        #expect(near(value.y, 5))
        #expect(near(timeline.value(time: 1.5).x, 10))
        #expect(near(timeline.value(time: 1.5).y, 15))
    }

    // MARK: - Apple's multi-track example and track order

    @Test func appleDocumentedMultiTrackExample() {
        // Apple's page writes `CubicKeyframe(value: 1.2, …)`, a label no initializer has (in SwiftUI
        // either); the unlabelled spelling is used here.
        let keyframes = KeyframeTimeline(initialValue: Values()) {
            KeyframeTrack(\.rotation) {
                CubicKeyframe(.zero, duration: 0.2)
                CubicKeyframe(.degrees(45), duration: 0.3)
            }
            KeyframeTrack(\.scale) {
                CubicKeyframe(1.2, duration: 0.5)
                CubicKeyframe(0.9, duration: 0.2)
                CubicKeyframe(1.0, duration: 0.3)
            }
        }
        #expect(near(keyframes.duration, 1.0, 1e-15))
        // Rotation: the joint at 0.2 s has slope (45 − 0)/(0.2 + 0.3) = 90°/s; the first segment
        // (0 → 0) dips to 0.2·(0 − 90)/8 = −2.25° at its middle; the second (0 → 45, ends at rest)
        // is at 22.5 + 0.3·(90 − 0)/8 = 25.875° at its middle.
        #expect(near(keyframes.value(time: 0.1).rotation.degrees, -2.25))
        #expect(near(keyframes.value(time: 0.2).rotation.degrees, 0))
        #expect(near(keyframes.value(time: 0.35).rotation.degrees, 25.875))
        #expect(near(keyframes.value(time: 0.5).rotation.degrees, 45))
        #expect(near(keyframes.value(time: 0.9).rotation.degrees, 45))
        // Scale: 1.2 at 0.5, 0.9 at 0.7, 1.0 at 1.0. Between 0.5 and 0.7: v₀ = (0.9 − 1)/0.7,
        // v₁ = (1.0 − 1.2)/0.5, middle (1.2 + 0.9)/2 + 0.2·(v₀ − v₁)/8 = 1.0564285714285714.
        #expect(near(keyframes.value(time: 0.5).scale, 1.2))
        #expect(near(keyframes.value(time: 0.6).scale, 1.05642857142857143))
        #expect(near(keyframes.value(time: 0.7).scale, 0.9))
        #expect(near(keyframes.value(time: 1.0).scale, 1.0))
    }

    @Test func laterTrackOnTheSamePropertyWins() {
        let timeline = KeyframeTimeline(initialValue: CGPoint.zero) {
            KeyframeTrack(\.x) {
                LinearKeyframe(100, duration: 4)
            }
            KeyframeTrack(\.x) {
                LinearKeyframe(-10, duration: 1)
            }
        }
        // The first track sets the duration, but the second writes x last — and holds −10 after
        // its own end.
        #expect(timeline.duration == 4)
        #expect(near(timeline.value(time: 0.5).x, -5))
        #expect(near(timeline.value(time: 3).x, -10))
    }

    @Test func propertyTrackAfterAWholeValueTrackOverridesItsComponent() {
        let timeline = KeyframeTimeline(initialValue: CGPoint.zero) {
            KeyframeTrack {
                LinearKeyframe(CGPoint(x: 10, y: 10), duration: 1)
            }
            KeyframeTrack(\.y) {
                LinearKeyframe(-10, duration: 1)
            }
        }
        let value = timeline.value(time: 0.5)
        #expect(near(value.x, 5))
        #expect(near(value.y, -5))
    }
}
