import Foundation
import Kinema
import Testing

// The pet-avatar samples of WWDC23 "Explore SwiftUI animation" (seed 000) that own their state:
// 2:14, 4:13 and 11:49, driven through ViewHost frame by frame. Expected values come from the
// closed-form spring (SpringFormula, with pins computed separately in Python) and the timing curves'
// definitions, never from Kinema's output. The @Binding samples are in SeedAvatarBindingTests.swift
// and SeedAvatarTransactionTests.swift.

// MARK: - The formulas themselves

@Suite("Seed avatars: reference formulas")
struct SeedAvatarFormulaTests {
    /// Values of 1 + 0.5·x(t), x the unit step response, computed independently in Python
    /// (`math.exp`, `math.cos`, `math.sin`) from the closed forms in `SpringFormula`'s comment.
    @Test(arguments: [
        (1.0 / 60, 1.009932923382875, 1.0095488774636765),
        (0.1, 1.2116510615372849, 1.1788697782347823),
        (0.25, 1.4920437454856854, 1.4105127767929655),
        (0.5, 1.5072492108080224, 1.4931995342672124),
    ])
    func springFormulaMatchesPythonPins(time: Double, bouncy: Double, smooth: Double) {
        #expect(abs(1 + SpringFormula.bouncy.value(to: 0.5, time: time) - bouncy) < 1e-12)
        #expect(abs(1 + SpringFormula.smooth.value(to: 0.5, time: time) - smooth) < 1e-12)
    }

    /// The brief's cited formula: the presets' closed form, `Spring.bouncy.value(target:time:)`
    /// (Kinema's persistent spring steps exactly this closed form, ARCHITECTURE.md "Differences from
    /// SwiftUI"), agrees with the independent one.
    @Test(arguments: stride(from: 0.0, through: 1.5, by: 0.05).map { $0 })
    func kinemaSpringPresetsAgreeWithTheClosedForm(time: Double) {
        #expect(abs(Spring.bouncy.value(target: 0.5, time: time) - SpringFormula.bouncy.value(to: 0.5, time: time)) < 1e-12)
        #expect(abs(Spring.smooth.value(target: 0.5, time: time) - SpringFormula.smooth.value(to: 0.5, time: time)) < 1e-12)
        #expect(abs(Spring.smooth.value(target: 4.0, time: time) - SpringFormula.smooth.value(to: 4, time: time)) < 1e-11)
    }

    /// Retarget pins (Python): bouncy from rest toward +0.5 for 0.2 s, then toward the start again
    /// from that position and velocity.
    @Test func retargetPins() {
        let s1 = 1 + SpringFormula.bouncy.value(to: 0.5, time: 0.2)
        let v1 = SpringFormula.bouncy.velocity(to: 0.5, time: 0.2)
        #expect(abs(s1 - 1.4368554478008964) < 1e-12)
        #expect(abs(v1 - 1.4769034003547787) < 1e-6)
        #expect(abs(SpringFormula.bouncy.value(from: s1, to: 1, velocity: v1, time: 0.1) - 1.3053141196103868) < 1e-9)
        #expect(abs(SpringFormula.bouncy.value(from: s1, to: 1, velocity: v1, time: 0.5) - 0.9916933468857076) < 1e-9)
    }

    @Test func easeInOutPins() {
        // Python, bisection on the Bézier (0.42, 0, 0.58, 1).
        #expect(abs(BezierFormula.easeInOut.value(at: 0.2) - 0.08165985626589747) < 1e-9)
        #expect(abs(BezierFormula.easeInOut.value(at: 0.5) - 0.5) < 1e-12)
        #expect(abs(UnitCurve.easeInOut.value(at: 0.2) - BezierFormula.easeInOut.value(at: 0.2)) < 1e-9)
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
        #expect(item.content == .image(name: "cat"))
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
    /// 1 + 0.5·easeInOut(t / 0.5), the cubic Bézier (0.42, 0, 0.58, 1).
    @Test func aParentTransactionAnimatesItAlongTheTimingCurve() {
        let host = ViewHost(Seed0214.Avatar(pet: cat).transaction { $0.animation = .easeInOut(duration: 0.5) })
        host.tapAvatar()
        #expect(host.isAnimating)
        for frame in 1...30 {
            host.advance(by: frameStep)
            let expected = 1 + 0.5 * BezierFormula.easeInOut.value(at: host.time / 0.5)
            #expect(abs(host.scale - expected) < 1e-9, "frame \(frame)")
            // Python pins (bisection on the same Bézier).
            if frame == 6 { #expect(abs(host.scale - 1.0408299281329487) < 1e-9) }
            if frame == 15 { #expect(abs(host.scale - 1.25) < 1e-9) }
            if frame == 24 { #expect(abs(host.scale - 1.4591700718670513) < 1e-9) }
        }
        // The last frame, t = 0.5, is the target.
        #expect(host.scale == 1.5)
        host.advance(by: frameStep)
        #expect(!host.isAnimating)
        #expect(host.scale == 1.5)
    }

    /// Interrupting a timing curve adds a second animation; each newer one moves from the current
    /// combined value toward its own target (issue 4's worked example, here 1 → 1.5 at t = 0 and
    /// back to 1.0 at t = 0.5, both linear over 1 s). Python: 1.25, 1.28125, 1.25, 1.125, 1.0 at
    /// t = 0.5, 0.75, 1.0, 1.25, 1.5.
    @Test func secondTapAddsASecondTimingCurveAnimation() {
        let host = ViewHost(Seed0214.Avatar(pet: cat).transaction { $0.animation = .linear(duration: 1) })
        host.tapAvatar()
        host.advance(by: 0.5)
        #expect(abs(host.scale - 1.25) < 1e-9)
        host.tapAvatar()
        #expect(abs(host.scale - 1.25) < 1e-9, "no jump at the second tap")
        func first(_ t: Double) -> Double { 1 + 0.5 * min(t, 1) }
        for frame in 1...60 {
            host.advance(by: frameStep)
            let t = host.time
            let p = min((t - 0.5) / 1, 1)
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
    /// `withAnimation` with no argument uses `.default`, the smooth spring (response 0.5, ζ = 1).
    @Test func tapAnimatesWithTheDefaultSpringFrameByFrame() {
        let host = ViewHost(Seed0413.Avatar(pet: cat))
        #expect(host.tapAvatar())
        #expect(host.isAnimating)
        #expect(host.scale == 1.0, "nothing moves before the first frame")
        for frame in 1...60 {
            host.advance(by: frameStep)
            let expected = 1 + SpringFormula.smooth.value(to: 0.5, time: host.time)
            expectSpringFrame(host.scale, expected: expected, target: 1.5, delta: 0.5, animating: host.isAnimating,
                              "frame \(frame)")
        }
        #expect(!host.isAnimating)
    }

    /// SwiftUI's finishing rule (speed and acceleration ≤ 0.06, within 1% of the change;
    /// ARCHITECTURE.md) on the closed form: for Δ = (0.5, 0.5) it first holds at frame 47
    /// (t = 0.7833 s), computed in Python; at frame 46 the acceleration is still 0.063.
    @Test func defaultSpringIsRemovedOnTheFrameTheFinishingRuleHolds() {
        let host = ViewHost(Seed0413.Avatar(pet: cat))
        host.tapAvatar()
        host.advance(by: 46 * frameStep)
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
        for frame in 1...60 {
            host.advance(by: frameStep)
            let expected = 1 + SpringFormula.bouncy.value(to: 0.5, time: host.time)
            expectSpringFrame(host.scale, expected: expected, target: 1.5, delta: 0.5, animating: host.isAnimating,
                              "frame \(frame)")
            // The scale is about the image's centre at every frame.
            let t = host.displayList.items[0].transform
            #expect(abs(t.tx - (200 - 200 * t.a)) < 1e-9 && t.d == t.a && t.b == 0 && t.c == 0)
            largest = max(largest, host.scale)
        }
        // It overshoots: Python's maximum over the 60 Hz frames is 1.5229939462250413.
        #expect(abs(largest - 1.5229939462250413) < 1e-9)
        #expect(!host.isAnimating)
    }

    /// The finishing rule first holds at frame 46 for Δ = 0.5 under `.bouncy` (Python).
    @Test func bouncySpringIsRemovedOnTheFrameTheFinishingRuleHolds() {
        let host = ViewHost(Seed1149.Avatar(pet: cat))
        host.tapAvatar()
        host.advance(by: 45 * frameStep)
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
        let start = host.time
        for frame in 1...30 {
            host.advance(by: frameStep)
            let expected = 1.5 + SpringFormula.bouncy.value(to: -0.5, time: host.time - start)
            #expect(abs(host.scale - expected) < 1e-9, "frame \(frame)")
        }
    }

    /// Tapping again mid-animation retargets the spring: from the position and velocity it had, the
    /// closed form continues toward the new target (the persistent spring merges).
    @Test func secondTapRetargetsTheSpringFromItsPositionAndVelocity() {
        let host = ViewHost(Seed1149.Avatar(pet: cat))
        host.tapAvatar()
        host.advance(by: 12 * frameStep)
        let t1 = host.time
        let s1 = 1 + SpringFormula.bouncy.value(to: 0.5, time: t1)
        let v1 = SpringFormula.bouncy.velocity(to: 0.5, time: t1)
        #expect(abs(host.scale - s1) < 1e-9)
        host.tapAvatar()
        #expect(abs(host.scale - s1) < 1e-9, "no jump at the second tap")
        for frame in 1...60 {
            host.advance(by: frameStep)
            let expected = SpringFormula.bouncy.value(from: s1, to: 1, velocity: v1, time: host.time - t1)
            expectSpringFrame(host.scale, expected: expected, target: 1.0, delta: 0.5, animating: host.isAnimating,
                              "frame \(frame)")
            // Python pins for the frames 1, 6 and 12 after the retarget.
            if frame == 1 { #expect(abs(host.scale - 1.449356139944748) < 1e-9) }
            if frame == 6 { #expect(abs(host.scale - 1.3053141196103868) < 1e-9) }
            if frame == 12 { #expect(abs(host.scale - 1.0827958568585057) < 1e-9) }
        }
    }

    /// Velocity is continuous across the retarget: second-order one-sided differences of the scale at
    /// 1,000 frames per second, just before and just after the second tap, agree with each other and
    /// with the formula's velocity (≈ 1.477 per second, Python). A spring that restarted from rest
    /// would show 0 on the right.
    @Test func secondTapKeepsTheVelocityContinuous() {
        let host = ViewHost(Seed1149.Avatar(pet: cat), framesPerSecond: 1000)
        let h = 0.001
        host.tapAvatar()
        host.advance(by: 0.198)
        let sMinus2 = host.scale
        host.advance(by: h)
        let sMinus1 = host.scale
        host.advance(by: h)
        let s0 = host.scale
        host.tapAvatar()
        host.advance(by: h)
        let sPlus1 = host.scale
        host.advance(by: h)
        let sPlus2 = host.scale
        let left = (3 * s0 - 4 * sMinus1 + sMinus2) / (2 * h)
        let right = (-3 * s0 + 4 * sPlus1 - sPlus2) / (2 * h)
        let v1 = SpringFormula.bouncy.velocity(to: 0.5, time: 0.2)
        #expect(abs(v1 - 1.4769034003547787) < 1e-6)
        #expect(abs(left - v1) < 0.005, "left \(left)")
        #expect(abs(right - v1) < 0.005, "right \(right)")
        #expect(abs(left - right) < 0.005)
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
