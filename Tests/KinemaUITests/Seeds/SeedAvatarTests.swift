import Foundation
import Kinema
import KinemaTestSupport
import Testing

// The pet-avatar samples of WWDC23 "Explore SwiftUI animation" (seed 000) that own their state:
// 2:14, 4:13 and 11:49, driven through ViewHost frame by frame. Expected values come from
// `SwiftUIReference` (SwiftUI's spring integrator and rounded Bézier curves, written independently
// of Kinema; see SeedAvatarSupport.swift), with pins computed separately by
// docs/research/swiftui_reference.py, never from Kinema's output. The @Binding samples are in
// SeedAvatarBindingTests.swift and SeedAvatarTransactionTests.swift.

// MARK: - The formulas themselves

@Suite("Seed avatars: reference formulas")
struct SeedAvatarFormulaTests {
    /// 1 + covered for Δ = 0.5 at frame n (t = n/60) of `.bouncy`, `.smooth` and `.default`:
    /// docs/research/swiftui_reference.py's `FluidSpring` (0.5, 0.7), (0.5, 1), (0.55, 1).
    @Test(arguments: [
        (1, 1.008251411642429, 1.0080467320789661, 1.006704098491785),
        (6, 1.2193474953490688, 1.1853809741729555, 1.164193824969502),
        (15, 1.4926218350935434, 1.4116675218179378, 1.390866148565349),
        (30, 1.506648335239586, 1.4922345695758712, 1.487800401495745),
    ])
    func referenceSpringMatchesPythonPins(frame: Int, bouncy: Double, smooth: Double, default: Double) {
        var springs = [SwiftUIReference.FluidSpring.bouncy, .smooth, .default]
        var covered = [0.0, 0.0, 0.0]
        for n in 1...frame {
            for index in springs.indices {
                covered[index] = springs[index].value(delta: 0.5, time: Double(n) / 60) ?? .nan
            }
        }
        #expect(abs(1 + covered[0] - bouncy) < 1e-12)
        #expect(abs(1 + covered[1] - smooth) < 1e-12)
        #expect(abs(1 + covered[2] - `default`) < 1e-12)
    }

    /// The seeds' presets, driven frame by frame at 60 fps as a host drives them, give the
    /// reference's values and finish (return nil) on the same frame, for the changes the avatars
    /// make (Δ = 0.5 for the scale, 4 for the shadow radius, −0.5 on the way back).
    @Test(arguments: [
        (Animation.bouncy, SwiftUIReference.FluidSpring.bouncy),
        (Animation.smooth, SwiftUIReference.FluidSpring.smooth),
        (Animation.default, SwiftUIReference.FluidSpring.default),
    ])
    func kinemaSpringPresetsAgreeWithTheReference(animation: Animation, reference: SwiftUIReference.FluidSpring) {
        for delta in [0.5, 4.0, -0.5] {
            var context = AnimationContext<Double>()
            var spring = reference
            for n in 1...200 {
                let time = Double(n) / 60
                let actual = animation.animate(value: delta, time: time, context: &context)
                let expected = spring.value(delta: delta, time: time)
                #expect((actual == nil) == (expected == nil), "Δ \(delta), frame \(n): \(String(describing: actual))")
                guard let actual, let expected else { break }
                #expect(abs(actual - expected) < 1e-12, "Δ \(delta), frame \(n)")
            }
        }
    }

    /// A scale effect animates (width, height): the same motion in each component, but SwiftUI's
    /// finishing rule reads the vector's squared magnitudes, so `.default` over Δ = (0.5, 0.5)
    /// finishes at frame 51 where a scalar 0.5 finishes at 49 (docs/research/swiftui_reference.py's
    /// integrator, with the rule on n·v², n·F², n·(Δ − x)²). `SpringTrack(components: 2)` models it,
    /// and Kinema's spring on the pair agrees.
    @Test func aTwoComponentChangeFinishesByTheVectorMagnitude() {
        var scalar = SpringTrack(.default, from: 1, to: 1.5, at: 0)
        var pair = SpringTrack(.default, from: 1, to: 1.5, at: 0, components: 2)
        var context = AnimationContext<AnimatablePair<Double, Double>>()
        var scalarEnd: Int?, pairEnd: Int?, kinemaEnd: Int?
        for n in 1...120 {
            let time = Double(n) / 60
            scalar.step(to: time)
            pair.step(to: time)
            if scalar.isFinished, scalarEnd == nil { scalarEnd = n }
            if pair.isFinished, pairEnd == nil { pairEnd = n }
            if kinemaEnd == nil {
                if let covered = Animation.default.animate(value: AnimatablePair(0.5, 0.5), time: time, context: &context) {
                    #expect(abs(1 + covered.first - pair.value) < 1e-12, "frame \(n)")
                    #expect(covered.first == covered.second)
                } else {
                    kinemaEnd = n
                }
            }
        }
        #expect(scalarEnd == 49)
        #expect(pairEnd == 51)
        #expect(kinemaEnd == 51)
    }

    /// Retarget pins (docs/research/swiftui_reference.py): bouncy from rest toward +0.5 for 12
    /// frames (0.2 s), then, merged with another bouncy spring, toward the start again (Δ = 0) from
    /// that position, velocity and force.
    @Test func retargetPins() {
        var track = SpringTrack(.bouncy, from: 1, to: 1.5, at: 0)
        for n in 1...12 { track.step(to: Double(n) / 60) }
        #expect(abs(track.value - 1.440234013744751) < 1e-12)
        #expect(abs(track.velocity - 1.41567213911631) < 1e-12)
        track.retarget(.bouncy, to: 1, at: 12.0 / 60)
        var values: [Int: Double] = [:]
        var finishedAt: Int?
        for n in 13...120 where finishedAt == nil {
            values[n] = track.step(to: Double(n) / 60)
            if track.isFinished { finishedAt = n }
        }
        #expect(abs((values[13] ?? 0) - 1.453320669124933) < 1e-12)
        #expect(abs((values[18] ?? 0) - 1.3058899745203125) < 1e-12)
        #expect(abs((values[24] ?? 0) - 1.082228472794042) < 1e-12)
        // The Python reference's first nil after the merge is at frame 57 (a scalar Δ).
        #expect(finishedAt == 57)
    }

    @Test func easeInOutPins() {
        // Python (docs/research/swiftui_reference.py's Bezier(0.42, 0, 0.58, 1)), on the 2⁻²⁰ grid;
        // 0.25 is also in docs/research/swiftui_reference_output.txt.
        #expect(SwiftUIReference.Bezier.easeInOut.value(at: 0.2) == 0.08166027069091797)
        #expect(SwiftUIReference.Bezier.easeInOut.value(at: 0.25) == 0.12916183471679688)
        #expect(SwiftUIReference.Bezier.easeInOut.value(at: 0.5) == 0.5)
        #expect(UnitCurve.easeInOut.value(at: 0.2) == SwiftUIReference.Bezier.easeInOut.value(at: 0.2))
    }
}

// MARK: - 2:14

@MainActor
@Suite("Seed avatar 2:14: no animation")
struct SeedAvatar0214Tests {
    @Test func restLayoutIsTheImageCentred() {
        let host = ViewHost(Seed0214.Avatar(pet: cat))
        #expect(host.size == CGSize(width: 400, height: 400))
        #expect(host.displayList.items.count == 1)
        let item = host.displayList.items[0]
        #expect(item.content == .image(name: cat.type))
        #expect(item.frame == imageFrame)
        #expect(item.transform == .identity)
        #expect(item.opacity == 1)
        #expect(item.shadow == nil)
        #expect(!host.isAnimating)
    }

    @Test func tapJumpsToTheNewScaleWithoutAnimating() {
        let host = ViewHost(Seed0214.Avatar(pet: cat))
        #expect(host.tapAvatar())
        #expect(!host.isAnimating)
        // Scale 1.5 about the centre (200, 200): translate(−c)·scale·translate(c), tx = 200 − 1.5·200.
        let expected = CGAffineTransform(a: 1.5, b: 0, c: 0, d: 1.5, tx: -100, ty: -100)
        #expect(host.displayList.items[0].transform == expected)
        host.advance(by: 0.5)
        #expect(host.displayList.items[0].transform == expected)
        #expect(host.tapAvatar())
        #expect(!host.isAnimating)
        #expect(host.displayList.items[0].transform == .identity)
    }

    @Test func bodyRunsOncePerStateChange() {
        let host = ViewHost(Seed0214.Avatar(pet: cat))
        #expect(host.bodyEvaluationCount == 1)
        host.tapAvatar()
        #expect(host.bodyEvaluationCount == 2)
        host.advance(by: 1)
        host.tapAvatar()
        #expect(host.bodyEvaluationCount == 3)
    }

    /// A parent's `.transaction` gives the 2:14 avatar a timing curve: the scale follows
    /// 1 + 0.5·easeInOut(t / 0.5), the cubic Bézier (0.42, 0, 0.58, 1) on SwiftUI's 2⁻²⁰ grid.
    @Test func aParentTransactionAnimatesItAlongTheTimingCurve() {
        let host = ViewHost(Seed0214.Avatar(pet: cat).transaction { $0.animation = .easeInOut(duration: 0.5) })
        host.tapAvatar()
        #expect(host.isAnimating)
        for frame in 1...30 {
            host.advance(by: frameStep)
            let expected = 1 + 0.5 * SwiftUIReference.Bezier.easeInOut.value(at: host.frameTime() / 0.5)
            #expect(abs(host.scale - expected) < 1e-12, "frame \(frame)")
            // Python pins (docs/research/swiftui_reference.py's Bezier, rounded to 2⁻²⁰).
            if frame == 6 { #expect(abs(host.scale - 1.040830135345459) < 1e-12) }
            if frame == 15 { #expect(abs(host.scale - 1.25) < 1e-12) }
            if frame == 24 { #expect(abs(host.scale - 1.459169864654541) < 1e-12) }
        }
        // The last frame, t = 0.5, is the target.
        #expect(host.scale == 1.5)
        host.advance(by: frameStep)
        #expect(!host.isAnimating)
        #expect(host.scale == 1.5)
    }

    /// Interrupting a timing curve adds a second animation; each newer one moves from the current
    /// combined value toward its own target (issue 4's worked example, here 1 → 1.5 at t = 0 and
    /// back to 1.0 at t = 0.5, both linear over 1 s). `.linear` is SwiftUI's Bézier (0, 0, 1, 1),
    /// within 2⁻²⁰ of t / d; at these times it is exact. Python (docs/research/swiftui_reference.py's
    /// Bezier): 1.25, 1.28125, 1.25, 1.125, 1.0 at t = 0.5, 0.75, 1.0, 1.25, 1.5.
    @Test func secondTapAddsASecondTimingCurveAnimation() {
        let host = ViewHost(Seed0214.Avatar(pet: cat).transaction { $0.animation = .linear(duration: 1) })
        host.tapAvatar()
        host.advance(by: 0.5)
        #expect(abs(host.scale - 1.25) < 1e-9)
        host.tapAvatar()
        #expect(abs(host.scale - 1.25) < 1e-9, "no jump at the second tap")
        let linear = SwiftUIReference.Bezier.linear
        func first(_ t: Double) -> Double { 1 + 0.5 * linear.value(at: t) }
        for frame in 1...60 {
            host.advance(by: frameStep)
            let t = host.frameTime()
            let p = linear.value(at: (t - 0.5) / 1)
            let expected = first(t) + (1.0 - first(t)) * p
            #expect(abs(host.scale - expected) < 1e-9, "frame \(frame) at t = \(t)")
            if frame == 15 { #expect(abs(host.scale - 1.28125) < 1e-9) }
            if frame == 30 { #expect(abs(host.scale - 1.25) < 1e-9) }
            if frame == 45 { #expect(abs(host.scale - 1.125) < 1e-9) }
        }
        #expect(host.scale == 1.0)
        host.advance(by: frameStep)
        #expect(!host.isAnimating)
    }
}

// MARK: - 4:13

@MainActor
@Suite("Seed avatar 4:13: withAnimation")
struct SeedAvatar0413Tests {
    /// `withAnimation` with no argument uses `.default`: a critically damped spring with response
    /// 0.55 (Apple's documentation).
    @Test func tapAnimatesWithTheDefaultSpringFrameByFrame() {
        let host = ViewHost(Seed0413.Avatar(pet: cat))
        #expect(host.tapAvatar())
        #expect(host.isAnimating)
        #expect(host.scale == 1.0, "nothing moves before the first frame")
        var track = SpringTrack(.default, from: 1, to: 1.5, at: 0, components: 2)
        for frame in 1...60 {
            host.advance(by: frameStep)
            track.step(to: host.frameTime())
            expectSpringFrame(host.scale, track, isAnimating: host.isAnimating, "frame \(frame)")
        }
        #expect(!host.isAnimating)
    }

    /// SwiftUI's finishing rule (speed and force ≤ 0.06, within 1% of the change) on the integrator:
    /// for `.default` and Δ = (0.5, 0.5) — the scale's width and height, so the vector's force is
    /// √2 times each component's — it first holds at frame 51 (t = 0.85 s), computed from
    /// docs/research/swiftui_reference.py's integrator; at frame 50 the force is still
    /// √2 · 0.0464 = 0.066. (A scalar Δ of 0.5 would finish at frame 49.)
    @Test func defaultSpringIsRemovedOnTheFrameTheFinishingRuleHolds() {
        let host = ViewHost(Seed0413.Avatar(pet: cat))
        host.tapAvatar()
        host.advance(by: 50 * frameStep)
        #expect(host.isAnimating)
        host.advance(by: frameStep)
        #expect(!host.isAnimating)
        #expect(host.scale == 1.5)
    }

    @Test func bodyRunsOncePerStateChangeNotPerFrame() {
        let host = ViewHost(Seed0413.Avatar(pet: cat))
        host.tapAvatar()
        #expect(host.bodyEvaluationCount == 2)
        host.advance(by: 1)
        #expect(host.bodyEvaluationCount == 2)
    }
}

// MARK: - 11:49

@MainActor
@Suite("Seed avatar 11:49: withAnimation(.bouncy)")
struct SeedAvatar1149Tests {
    @Test func tapAnimatesWithTheBouncySpringFrameByFrame() {
        let host = ViewHost(Seed1149.Avatar(pet: cat))
        #expect(host.tapAvatar())
        var largest: CGFloat = 0
        var track = SpringTrack(.bouncy, from: 1, to: 1.5, at: 0, components: 2)
        for frame in 1...60 {
            host.advance(by: frameStep)
            track.step(to: host.frameTime())
            expectSpringFrame(host.scale, track, isAnimating: host.isAnimating, "frame \(frame)")
            // The scale is about the image's centre at every frame.
            let t = host.displayList.items[0].transform
            #expect(abs(t.tx - (200 - 200 * t.a)) < 1e-9 && t.d == t.a && t.b == 0 && t.c == 0)
            largest = max(largest, host.scale)
        }
        // It overshoots: docs/research/swiftui_reference.py's maximum over the 60 Hz frames is
        // 1.520951661418879.
        #expect(abs(largest - 1.520951661418879) < 1e-9)
        #expect(!host.isAnimating)
    }

    /// The finishing rule first holds at frame 45 for Δ = (0.5, 0.5) under `.bouncy`
    /// (docs/research/swiftui_reference.py's integrator; at frame 44 the force is still
    /// √2 · 0.066 = 0.094, at frame 45 √2 · 0.0395 = 0.056).
    @Test func bouncySpringIsRemovedOnTheFrameTheFinishingRuleHolds() {
        let host = ViewHost(Seed1149.Avatar(pet: cat))
        host.tapAvatar()
        host.advance(by: 44 * frameStep)
        #expect(host.isAnimating)
        host.advance(by: frameStep)
        #expect(!host.isAnimating)
        #expect(host.scale == 1.5)
    }

    @Test func tappingBackAfterRestAnimatesDownWithTheSameSpring() {
        let host = ViewHost(Seed1149.Avatar(pet: cat))
        host.tapAvatar()
        host.advance(by: 2)
        #expect(!host.isAnimating)
        host.tapAvatar()
        var track = SpringTrack(.bouncy, from: 1.5, to: 1, at: host.time, components: 2)
        for frame in 1...30 {
            host.advance(by: frameStep)
            track.step(to: host.frameTime())
            #expect(!track.isFinished)
            expectSpringFrame(host.scale, track, isAnimating: host.isAnimating, "frame \(frame)")
        }
    }

    /// Tapping again mid-animation retargets the spring: from the position, velocity and force it
    /// had, the integrator continues toward the new target (the persistent spring merges).
    @Test func secondTapRetargetsTheSpringFromItsPositionAndVelocity() {
        let host = ViewHost(Seed1149.Avatar(pet: cat))
        host.tapAvatar()
        var track = SpringTrack(.bouncy, from: 1, to: 1.5, at: 0, components: 2)
        for _ in 1...12 {
            host.advance(by: frameStep)
            track.step(to: host.frameTime())
        }
        let s1 = track.value
        #expect(abs(host.scale - s1) < 1e-9)
        host.tapAvatar()
        #expect(abs(host.scale - s1) < 1e-9, "no jump at the second tap")
        track.retarget(.bouncy, to: 1, at: host.time)
        for frame in 1...60 {
            host.advance(by: frameStep)
            track.step(to: host.frameTime())
            expectSpringFrame(host.scale, track, isAnimating: host.isAnimating, "frame \(frame)")
            // Python pins (docs/research/swiftui_reference.py) for the frames 1, 6 and 12 after the
            // retarget.
            if frame == 1 { #expect(abs(host.scale - 1.453320669124933) < 1e-9) }
            if frame == 6 { #expect(abs(host.scale - 1.3058899745203125) < 1e-9) }
            if frame == 12 { #expect(abs(host.scale - 1.082228472794042) < 1e-9) }
        }
        #expect(!host.isAnimating)
    }

    /// Velocity is continuous across the retarget. At 300 frames per second each frame is one
    /// integrator step, so the difference of two frames over 1/300 s is that step's half-step
    /// velocity, v ∓ F·h/2 around the tap (velocity Verlet): the differences on either side of the
    /// second tap average to the velocity at the tap, and differ by the force carried over times
    /// one step. Python (docs/research/swiftui_reference.py, bouncy, Δ = 0.5, 60 frames at 300 fps):
    /// v = 1.41567213911631, F = −15.93518278317289. A spring that restarted from rest would show
    /// (nearly) 0 on the right.
    @Test func secondTapKeepsTheVelocityContinuous() {
        let fps = 300.0
        let h = 1 / fps
        let host = ViewHost(Seed1149.Avatar(pet: cat), framesPerSecond: fps)
        host.tapAvatar()
        var track = SpringTrack(.bouncy, from: 1, to: 1.5, at: 0, components: 2)
        var scales: [Double] = []
        for _ in 1...60 {
            host.advance(by: h)
            track.step(to: host.frameTime(fps: fps))
            scales.append(host.scale)
        }
        #expect(abs(host.time - 0.2) < 1e-12)
        #expect(abs(track.velocity - 1.41567213911631) < 1e-9)
        #expect(abs(track.force - -15.93518278317289) < 1e-9)
        host.tapAvatar()
        host.advance(by: h)
        let left = (scales[59] - scales[58]) / h
        let right = (host.scale - scales[59]) / h
        #expect(abs((left + right) / 2 - track.velocity) < 1e-9, "left \(left), right \(right)")
        #expect(abs((right - left) - track.force * h) < 1e-9, "left \(left), right \(right)")
        #expect(right > 1.3, "right \(right)")
    }

    @Test func bodyRunsOncePerStateChangeNotPerFrame() {
        let host = ViewHost(Seed1149.Avatar(pet: cat))
        #expect(host.bodyEvaluationCount == 1)
        host.tapAvatar()
        host.advance(by: 12 * frameStep)
        host.tapAvatar()
        #expect(host.bodyEvaluationCount == 3)
        host.advance(by: 2)
        #expect(host.bodyEvaluationCount == 3)
    }
}
