import Foundation
import Kinema
import KinemaTestSupport
import PropertyBased
import Testing

private typealias Close = AnimationLaws

/// Steps `animation` at 60 frames per second from frame 0 through `frame` with one context, and
/// the reference alongside; returns both values at `frame` (nil once finished) and the context.
private func stepped(
    _ animation: Animation, _ reference: SwiftUIReference.RepeatedCurve, delta: Double, through frame: Int
) -> (value: Double?, expected: Double?, context: AnimationContext<Double>) {
    var context = AnimationContext<Double>()
    var reference = reference
    var value: Double?
    var expected: Double?
    for n in 0...frame {
        let time = Double(n) / 60
        value = animation.animate(value: delta, time: time, context: &context)
        expected = reference.value(at: time).map { $0 * delta }
    }
    return (value, expected, context)
}

@Suite("Animation: repeats")
struct RepeatAnimationTests {
    // 1 s linear passes at 60 fps take 61 frames: pass p runs from frame 61p, its 15th frame is
    // a quarter of the way through it.
    @Test(arguments: [(15, 0.25), (45, 0.75), (76, 0.75), (106, 0.25), (137, 0.25), (167, 0.75)] as [(Int, Double)])
    func repeatCountThreeAutoreversingPlaysForwardBackForward(frame: Int, fraction: Double) {
        let animation = Animation.linear(duration: 1).repeatCount(3, autoreverses: true)
        let reference = SwiftUIReference.RepeatedCurve(.linear, duration: 1, count: 3, autoreverses: true)
        let (value, expected, _) = stepped(animation, reference, delta: 10, through: frame)
        #expect(Close.isClose(value ?? .nan, expected ?? .nan, absolute: 1e-12))
        // SwiftUI's linear is t / d to within 1.5 steps of the 2⁻²⁰ grid.
        #expect(Close.isClose(value ?? .nan, 10 * fraction, absolute: 10 * 1.5 * UnitCurveTests.grid))
    }

    @Test func repeatCountFinishesAfterItsPasses() {
        // Three 61-frame passes: the last ends, and the animation with it, on frame 183 (3.05 s).
        let animation = Animation.linear(duration: 1).repeatCount(3, autoreverses: true)
        var context = AnimationContext<Double>()
        for frame in 0...182 {
            #expect(animation.animate(value: 1.0, time: Double(frame) / 60, context: &context) != nil, "frame \(frame)")
        }
        #expect(animation.animate(value: 1.0, time: 183.0 / 60, context: &context) == nil)
    }

    @Test func aPassEndsOnTheFrameItsBaseFinishesShowingItsEndValue() {
        // Frame 61 (t = 61/60 > 1) is where the first pass's base returns nil: it shows the whole
        // delta, and the reversed second pass starts there, so frame 62 is 1/60 s into it.
        let animation = Animation.linear(duration: 1).repeatCount(2, autoreverses: true)
        var context = AnimationContext<Double>()
        for frame in 0...60 { _ = animation.animate(value: 4.0, time: Double(frame) / 60, context: &context) }
        #expect(animation.animate(value: 4.0, time: 61.0 / 60, context: &context) == 4)
        let next = animation.animate(value: 4.0, time: 62.0 / 60, context: &context) ?? .nan
        let expected = 4 - 4 * SwiftUIReference.Bezier.linear.value(at: 62.0 / 60 - 61.0 / 60)
        #expect(Close.isClose(next, expected, absolute: 1e-12))
    }

    @Test func autoreversesDefaultsToTrue() {
        #expect(Animation.easeIn.repeatCount(3) == Animation.easeIn.repeatCount(3, autoreverses: true))
        #expect(Animation.easeIn.repeatForever() == Animation.easeIn.repeatForever(autoreverses: true))
        #expect(Animation.easeIn.repeatCount(3) != Animation.easeIn.repeatCount(3, autoreverses: false))
    }

    @Test(arguments: [(15, 0.25), (76, 0.25), (152, 0.5)] as [(Int, Double)])
    func withoutAutoreverseEveryPassPlaysForward(frame: Int, fraction: Double) {
        let animation = Animation.linear(duration: 1).repeatCount(3, autoreverses: false)
        let reference = SwiftUIReference.RepeatedCurve(.linear, duration: 1, count: 3, autoreverses: false)
        let (value, expected, _) = stepped(animation, reference, delta: 1, through: frame)
        #expect(Close.isClose(value ?? .nan, expected ?? .nan, absolute: 1e-12))
        #expect(Close.isClose(value ?? .nan, fraction, absolute: 1.5 * UnitCurveTests.grid))
    }

    @Test func reversedPassesReverseTheVelocity() {
        // Linear's slope is exactly 1 (its x and y polynomials are equal), so ±delta / duration.
        let animation = Animation.linear(duration: 1).repeatCount(3, autoreverses: true)
        let reference = SwiftUIReference.RepeatedCurve(.linear, duration: 1, count: 3, autoreverses: true)
        let first = stepped(animation, reference, delta: 2, through: 30).context
        #expect(animation.velocity(value: 2.0, time: 0.5, context: first) == 2)
        // Frame 91 is 30 frames into the reversed second pass.
        let second = stepped(animation, reference, delta: 2, through: 91).context
        #expect(animation.velocity(value: 2.0, time: 91.0 / 60, context: second) == -2)
    }

    // Passes of 61 frames would put frame 625 15 frames into pass 10 (forward) and frame 716 45
    // frames into pass 11 (reversed). But a pass's 60th frame can land a rounding error past 1 s
    // after its start (n/60 − start > 1), ending it a frame early, so later passes drift by whole
    // frames; the reference steps the same floating-point times, and the nominal fraction holds to
    // within a frame (1/60).
    @Test(arguments: [(625, 0.25), (716, 0.25)] as [(Int, Double)])
    func repeatForeverAutoreversingKeepsGoing(frame: Int, fraction: Double) {
        let animation = Animation.linear(duration: 1).repeatForever()
        let reference = SwiftUIReference.RepeatedCurve(.linear, duration: 1, count: nil, autoreverses: true)
        let (value, expected, _) = stepped(animation, reference, delta: 1, through: frame)
        #expect(Close.isClose(value ?? .nan, expected ?? .nan, absolute: 1e-12))
        #expect(Close.isClose(value ?? .nan, fraction, absolute: 1.0 / 60 + 1.5 * UnitCurveTests.grid))
    }

    @Test func repeatForeverCarriesOnAfterALongGap() {
        // A frame a million seconds on ends the running pass there (showing its end), and the
        // reversed pass after it starts from that frame: half a second later it is half way back.
        let animation = Animation.linear(duration: 1).repeatForever()
        var context = AnimationContext<Double>()
        for frame in 0...30 { _ = animation.animate(value: 1.0, time: Double(frame) / 60, context: &context) }
        #expect(animation.animate(value: 1.0, time: 1e6, context: &context) == 1)
        #expect(animation.animate(value: 1.0, time: 1e6 + 0.5, context: &context) == 0.5)
    }

    @Test func repeatForeverWithoutAutoreverseRestartsEachPass() {
        // With 61-frame passes, frames 442 and 503 would be 15 frames into passes 7 and 8; passes
        // can end a frame early by rounding (see repeatForeverAutoreversingKeepsGoing).
        let animation = Animation.linear(duration: 1).repeatForever(autoreverses: false)
        let reference = SwiftUIReference.RepeatedCurve(.linear, duration: 1, count: nil, autoreverses: false)
        for frame in [442, 503] {
            let (value, expected, _) = stepped(animation, reference, delta: 1, through: frame)
            #expect(Close.isClose(value ?? .nan, expected ?? .nan, absolute: 1e-12))
            #expect(Close.isClose(value ?? .nan, 0.25, absolute: 1.0 / 60 + 1.5 * UnitCurveTests.grid))
        }
    }

    @Test func repeatCountZeroFinishesAtOnce() {
        var context = AnimationContext<Double>()
        #expect(Animation.easeIn.repeatCount(0).animate(value: 1.0, time: 0, context: &context) == nil)
        #expect(Animation.easeIn.repeatCount(-3).animate(value: 1.0, time: 0, context: &context) == nil)
        #expect(Animation.smooth.repeatCount(0).animate(value: 1.0, time: 0, context: &context) == nil)
    }

    @Test func repeatCountIntMaxRunsLikeRepeatForever() {
        let huge = Animation.linear(duration: 1).repeatCount(.max, autoreverses: false)
        let forever = Animation.linear(duration: 1).repeatForever(autoreverses: false)
        for time in [0.25, 5.5, 1e6 + 0.75] {
            var a = AnimationContext<Double>()
            var b = AnimationContext<Double>()
            let x = huge.animate(value: 1.0, time: time, context: &a)
            #expect(x != nil)
            #expect(x == forever.animate(value: 1.0, time: time, context: &b))
        }
        // Stepped frame by frame, the two agree on every frame.
        var a = AnimationContext<Double>()
        var b = AnimationContext<Double>()
        for frame in 0...300 {
            let time = Double(frame) / 60
            #expect(huge.animate(value: 1.0, time: time, context: &a) == forever.animate(value: 1.0, time: time, context: &b))
        }
        // Frame 76 is 15 frames into the reversed second pass.
        let reversing = Animation.linear(duration: 1).repeatCount(.max, autoreverses: true)
        let reference = SwiftUIReference.RepeatedCurve(.linear, duration: 1, count: nil, autoreverses: true)
        let (value, expected, _) = stepped(reversing, reference, delta: 1, through: 76)
        #expect(Close.isClose(value ?? .nan, expected ?? .nan, absolute: 1e-12))
        #expect(Close.isClose(value ?? .nan, 0.75, absolute: 1.5 * UnitCurveTests.grid))
    }

    @Test func composesAsAPeriodicTime() async {
        // Passes of a 0.5 s base at 60 fps last 31 frames (frame 30 is at exactly 0.5 s, still
        // inside). Inside a pass the repeat shows the base at the pass's local time; on the frame
        // that ends a pass, the whole delta.
        await propertyCheck(count: 200, input: Gen.int(in: 1...5), Gen.double(in: 0...0.98)) { count, fraction in
            let base = Animation.easeIn(duration: 0.5)
            let frame = Int(fraction * Double(31 * count))
            let reference = SwiftUIReference.RepeatedCurve(.easeIn, duration: 0.5, count: count, autoreverses: false)
            let (repeated, expected, _) = stepped(base.repeatCount(count, autoreverses: false), reference, delta: 1, through: frame)
            #expect(repeated == expected)
            let pass = frame / 31
            let local = frame - 31 * pass
            if local == 0 && pass > 0 {
                #expect(repeated == 1)
            } else {
                var single = AnimationContext<Double>()
                let alone = base.animate(value: 1.0, time: Double(local) / 60, context: &single) ?? .nan
                #expect(Close.isClose(repeated ?? .nan, alone, absolute: 2 * UnitCurveTests.grid))
            }
        }
    }

    @Test func repeatsASpringUntilItsPassesEnd() {
        // A spring's pass ends on the frame it returns nil; the next pass starts from rest.
        func finish(_ animation: Animation) -> Int? {
            var context = AnimationContext<Double>()
            for frame in 0...600 where animation.animate(value: 1.0, time: Double(frame) / 60, context: &context) == nil {
                return frame
            }
            return nil
        }
        let once = finish(.smooth) ?? 0
        let twice = finish(.smooth.repeatCount(2, autoreverses: false)) ?? 0
        // docs/research/swiftui_reference.py: `.smooth` with a delta of 1 first returns nil at frame 50.
        #expect(once == 50)
        #expect(abs(twice - 2 * once) <= 1)
    }

    @Test func autoreversedSpringPassRunsBack() {
        let animation = Animation.smooth.repeatCount(2, autoreverses: true)
        var context = AnimationContext<Double>()
        var values: [Double] = []
        for frame in 0...200 {
            guard let x = animation.animate(value: 1.0, time: Double(frame) / 60, context: &context) else { break }
            values.append(x)
        }
        // Up to about 1, then back down to about 0.
        #expect((values.max() ?? 0) > 0.99)
        #expect(abs(values.last ?? 1) < 0.02)
        #expect(values.count > 90)
    }
}
