import Foundation
import Kinema
import Testing

// Expected values come from the formulas, evaluated independently with python3 + mpmath (30 digits):
// - Spring.bouncy: duration 0.5, bounce 0.3 → ω₀ = 2π/0.5 = 4π, ζ = 0.7, σ = ζω₀, ω_d = ω₀√(1 − ζ²).
//   Released at displacement x₀ = −T (T the target) with velocity v₀:
//   x(t) = T + e^(−σt)·(x₀·(cos ω_d t + σ/ω_d·sin ω_d t) + v₀·sin(ω_d t)/ω_d).
// - Its settling duration (SwiftUI's underdamped estimate, target 1 from rest, ε = 0.001):
//   ln((σ + 1)/ε)/σ = 1.04471309051201182632810206868.
// - A cubic segment is the Hermite curve f₀h₀₀ + d·v₀h₁₀ + f₁h₀₁ + d·v₁h₁₁ with u = t/d, the
//   velocities being Catmull-Rom slopes (next − previous)/(t_next − t_previous) between cubics, 0 at
//   the ends of a track, and the linear keyframe's own slope next to one.

/// Whether `a` is within `tolerance` of `b`.
private func near(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

/// The settling duration of `Spring.bouncy`: ln((σ + 1)/0.001)/σ with σ = 0.7·4π (mpmath).
private let bouncySettling = 1.04471309051201182632810206868

@Suite("Seed keyframe samples")
struct SeedKeyframeSamplesTests {
    // MARK: - Seed 004, the reaction

    @Test func bouncySettlingDurationIsTheDocumentedEnvelopeEstimate() {
        // The reaction's durations are sums over this input; pin it to the formula first.
        #expect(near(Spring.bouncy.settlingDuration, bouncySettling, 1e-12))
    }

    @Test func reactionLastsAsLongAsItsLongestTrack() {
        let settling = Spring.bouncy.settlingDuration
        let scale = 0.36 + 0.8 + settling // 2.2047…
        let translation = 0.1 + 0.15 + 1.0 + settling // 2.2947…
        let stretch = 0.1 + 0.15 + 0.1 + 0.15 + 0.88 + 0.1 + 0.4 + 0.22 // 2.1
        let angle = 0.58 + 0.125 + 0.125 + 0.125 + 0.125 // 1.08
        let expected = max(scale, translation, stretch, angle)
        #expect(expected == translation)
        #expect(near(seed004ReactionTimeline().duration, expected, 1e-12))
        #expect(near(seed004ReactionTimeline().duration, 2.29471309051201182632810206868, 1e-12))
    }

    @Test(arguments: [
        (0.58, 0.0), (0.705, 16.0), (0.83, -16.0), (0.955, 16.0), (1.08, 0.0),
    ])
    func angleReachesEachCubicKeyframeAtItsCumulativeTime(time: Double, degrees: Double) {
        #expect(near(seed004ReactionTimeline().value(time: time).angle.degrees, degrees))
    }

    @Test(arguments: [
        (0.1, 1.0), (0.25, 0.6), (0.35, 1.5), (0.5, 1.05), (1.38, 1.0), (1.48, 0.8), (1.88, 1.04), (2.1, 1.0),
    ])
    func verticalStretchReachesEachCubicKeyframeAtItsCumulativeTime(time: Double, value: Double) {
        #expect(near(seed004ReactionTimeline().value(time: time).verticalStretch, value))
    }

    @Test func cubicSegmentsFollowCatmullRomHermiteCurves() {
        let timeline = seed004ReactionTimeline()
        // Stretch, 0.25…0.35 (0.6 → 1.5, d = 0.1) at u = 0.5:
        // v₀ = (1.5 − 1.0)/(0.15 + 0.1) = 2, v₁ = (1.05 − 0.6)/(0.1 + 0.15) = 1.8,
        // 0.6·0.5 + 0.1·2·0.125 + 1.5·0.5 − 0.1·1.8·0.125 = 1.0525.
        #expect(near(timeline.value(time: 0.3).verticalStretch, 1.0525))
        // Angle, 0.705…0.83 (16° → −16°, d = 0.125) at u = 0.5:
        // v₀ = (−16 − 0)/0.25 = −64°/s, v₁ = (16 − 16)/0.25 = 0,
        // 16·0.5 + 0.125·(−64)·0.125 − 16·0.5 = −1°.
        #expect(near(timeline.value(time: 0.7675).angle.degrees, -1.0))
    }

    @Test func linearHoldKeepsScaleAtOneUntilPointThreeSix() {
        // LinearKeyframe(1.0, duration: 0.36) from an initial scale of 1.0: zero change.
        let timeline = seed004ReactionTimeline()
        for step in 0...36 {
            let time = Double(step) * 0.01
            #expect(timeline.value(time: time).scale == 1.0, "t = \(time)")
        }
        // Then the spring pulls toward 1.5: moving right after the hold.
        #expect(timeline.value(time: 0.4).scale > 1.0)
    }

    @Test func scaleSpringsStartFromRestAndChainTheirVelocities() {
        let timeline = seed004ReactionTimeline()
        // Spring toward 1.5 from 1.0, v₀ = 0 (the hold's slope), 0.4 s in: 1.51965130465946181.
        #expect(near(timeline.value(time: 0.76).scale, 1.51965130465946181))
        // Cut off at 0.8 s (t = 1.16): 1.49938932901259317, moving at 0.00603679909762085/s.
        #expect(near(timeline.value(time: 1.16).scale, 1.49938932901259317))
        // Then toward 1.0 with that velocity for the settling duration: 0.99995155280147334.
        let end = 0.36 + 0.8 + Spring.bouncy.settlingDuration
        #expect(near(timeline.value(time: end).scale, 0.99995155280147334))
        #expect(near(timeline.value(time: 2.25).scale, 0.99995155280147334))
    }

    @Test func verticalTranslationSpringsChainTheirVelocities() {
        let timeline = seed004ReactionTimeline()
        // Hold at 0 for 0.1 s (zero slope), then toward 20 from rest for 0.15 s:
        // 13.7011036026339502, moving at 91.6985558173902691/s.
        #expect(timeline.value(time: 0.1).verticalTranslation == 0)
        #expect(near(timeline.value(time: 0.25).verticalTranslation, 13.7011036026339502))
        // Toward −60 from there with that velocity: 0.5 s in −61.1910462597568456, 1 s in
        // −60.0046036339469878 (moving at −0.103842342209611303/s).
        #expect(near(timeline.value(time: 0.75).verticalTranslation, -61.1910462597568456))
        #expect(near(timeline.value(time: 1.25).verticalTranslation, -60.0046036339469878))
        // Toward 0 for the settling duration: 0.00582156819138804694; held afterwards.
        let end = 0.1 + 0.15 + 1.0 + Spring.bouncy.settlingDuration
        #expect(near(timeline.value(time: end).verticalTranslation, 0.00582156819138804694))
        #expect(near(timeline.value(time: 10).verticalTranslation, 0.00582156819138804694))
    }

    @Test func shorterTracksHoldTheirFinalValues() {
        let timeline = seed004ReactionTimeline()
        for time in [1.08, 1.5, 2.1, 2.29, 3.0] {
            #expect(near(timeline.value(time: time).angle.degrees, 0), "t = \(time)")
        }
        for time in [2.1, 2.2, 5.0] {
            #expect(near(timeline.value(time: time).verticalStretch, 1.0), "t = \(time)")
        }
    }

    // MARK: - Seed 001 has the same keyframes

    @Test func seed001MatchesSeed004OnTheSharedTracks() {
        let reaction = seed004ReactionTimeline()
        #expect(seed001Duration() == reaction.duration)
        for step in -10...260 {
            let time = Double(step) * 0.01
            let expected = reaction.value(time: time)
            let sample = seed001Sample(time: time)
            #expect(sample.scale == expected.scale, "t = \(time)")
            #expect(sample.stretch == expected.verticalStretch, "t = \(time)")
            #expect(sample.offset == expected.verticalTranslation, "t = \(time)")
            #expect(sample.degrees == expected.angle.degrees, "t = \(time)")
        }
    }

    // MARK: - Seed 004, KeyframeTimeline

    @Test func seed004TimelineDurationIsItsLongestTrack() {
        // x: 1 + 0.5 = 1.5 s; y: 2 s.
        #expect(seed004Timeline().duration == 2)
    }

    @Test func seed004TimelineValueAtOnePointTwo() {
        let value = seed004Timeline().value
        // x: the cubic 100 → 40 over 0.5 s leaves with the linear's velocity 100/s and ends at rest
        // (end of track); u = 0.2/0.5 = 0.4: h₀₀ = 0.648, h₁₀ = 0.144, h₀₁ = 0.352, so
        // 100·0.648 + 0.5·100·0.144 + 40·0.352 = 86.08.
        #expect(near(Double(value.x), 86.08))
        // y: Spring.bouncy from 0 toward 50, from rest, 1.2 s in (closed form): 50.0015362521874393.
        #expect(near(Double(value.y), 50.0015362521874393))
        // The same number from Spring's public formula.
        #expect(near(Double(value.y), Spring.bouncy.value(target: 50.0, time: 1.2)))
    }

    // MARK: - Seed 004, the camera tour

    private static let route = Route(points: [
        RoutePoint(coordinate: CLLocationCoordinate2D(latitude: 1, longitude: 2)),
        RoutePoint(coordinate: CLLocationCoordinate2D(latitude: 3, longitude: 1)),
        RoutePoint(coordinate: CLLocationCoordinate2D(latitude: 4, longitude: 5)),
        RoutePoint(coordinate: CLLocationCoordinate2D(latitude: 2, longitude: 6)),
        RoutePoint(coordinate: CLLocationCoordinate2D(latitude: 0, longitude: 3)),
    ])

    private static let initialCamera = MapCamera(
        centerCoordinate: CLLocationCoordinate2D(latitude: 0, longitude: 0), heading: 90, distance: 30000)

    private static func tour() -> KeyframeTimeline<MapCamera> {
        KeyframeTimeline(initialValue: initialCamera) {
            seed004CameraTour(route: route, initialCamera: initialCamera)
        }
    }

    @Test func cameraTourLastsTwentySeconds() {
        // Centre: 16 s of route + 4 s home; heading 6 + 8 + 6; distance 4 + 12 + 4.
        #expect(abs(Self.tour().duration - 20) <= 1e-12)
    }

    @Test func cameraTourPassesThroughEachRoutePointAtItsTime() {
        let tour = Self.tour()
        let count = Self.route.points.count
        for (index, point) in Self.route.points.enumerated() {
            // Point k (1-based) is reached after k of the n equal legs of 16/n seconds.
            let time = Double(index + 1) * 16.0 / Double(count)
            let center = tour.value(time: time).centerCoordinate
            #expect(near(center.latitude, point.coordinate.latitude), "point \(index) at \(time) s")
            #expect(near(center.longitude, point.coordinate.longitude), "point \(index) at \(time) s")
        }
    }

    @Test func cameraTourStartsAndEndsAtTheInitialCamera() {
        let tour = Self.tour()
        let start = tour.value(time: 0)
        #expect(start.centerCoordinate == Self.initialCamera.centerCoordinate)
        #expect(start.heading == 90)
        #expect(start.distance == 30000)
        for time in [20.0, 25.0] {
            let end = tour.value(time: time)
            #expect(near(end.centerCoordinate.latitude, 0))
            #expect(near(end.centerCoordinate.longitude, 0))
            #expect(near(end.heading, 90))
            #expect(near(end.distance, 30000))
        }
    }

    @Test func cameraHeadingAndDistanceTracksReachTheirValues() {
        let tour = Self.tour()
        // heading(start → end) = atan2(3 − 2, 0 − 1) = 135°; heading(end → end) = atan2(0, 0) = 0°.
        #expect(near(heading(from: Self.route.start.coordinate, to: Self.route.end.coordinate), 135))
        #expect(near(tour.value(time: 6).heading, 135))
        #expect(near(tour.value(time: 14).heading, 0))
        #expect(near(tour.value(time: 20).heading, 90))
        #expect(near(tour.value(time: 4).distance, 24000, 1e-7))
        #expect(near(tour.value(time: 16).distance, 18000, 1e-7))
        #expect(near(tour.value(time: 20).distance, 30000, 1e-7))
        // In between the distance moves: the first leg is a cubic from 30000 toward 24000 (at
        // u = 0.5: 30000·0.5 + 24000·0.5 + 4·(v₁·−0.125) with v₁ = (18000 − 30000)/16 = −750:
        // 27000 + 375 = 27375).
        #expect(near(tour.value(time: 2).distance, 27375, 1e-7))
    }
}
