import Foundation
import KinemaCore
import KinemaGraph
import KinemaTestSupport
import Testing

/// Frame values of timing-curve animations on a scale going from 1.0 to 1.5, at 60 frames per
/// second: presentation = 1.0 + 0.5 · curve(t / duration).
@Suite("Animatable attribute: timing curves")
struct AnimatableAttributeTimingCurveTests {
    /// A scale animated from 1.0 to 1.5 under `animation`, frames produced by `advance(to:)`.
    private struct Scale {
        let graph = AttributeGraph()
        let model: Attribute<Double>
        let shown: Attribute<Double>

        init(animation: Animation) {
            model = graph.makeInput(1.0)
            shown = graph.makeAnimatable(model)
            _ = graph[shown]
            graph.update(Transaction(animation: animation)) { graph.setValue(1.5, for: model) }
        }

        func frame(_ index: Int) -> Double {
            graph.advance(to: Double(index) / 60)
            return graph[shown]
        }
    }

    /// `.linear` lasts 0.35 s = 21 frames: 1 + 0.5 · linear(k / 60 / 0.35), where `linear` is
    /// SwiftUI's Bézier (0, 0), (1, 1), solved to 2⁻²⁰ in x and rounded to the 2⁻²⁰ grid
    /// (`SwiftUIReference.Bezier.linear`): within ~2e-6 of the exact 1 + 0.5 · (k / 60) / 0.35, whose
    /// spot values are python3's `1 + 0.5 * (k / 60 / 0.35)`.
    @Test func linearFrames() {
        let scale = Scale(animation: .linear)
        let spot: [Int: Double] = [3: 1.0714285714285714, 7: 1.1666666666666667, 10: 1.2380952380952381,
                                   14: 1.3333333333333335, 18: 1.4285714285714286, 21: 1.5]
        for index in 0...21 {
            let value = scale.frame(index)
            let expected = 1 + 0.5 * SwiftUIReference.Bezier.linear.value(at: Double(index) / 60 / 0.35)
            #expect(AnimationLaws.isClose(value, expected, absolute: 1e-12), "frame \(index)")
            #expect(abs(value - (1 + 0.5 * (Double(index) / 60 / 0.35))) < 2e-6, "frame \(index)")
            if let spot = spot[index] {
                #expect(abs(value - spot) < 2e-6, "frame \(index)")
            }
        }
        #expect(scale.graph.isAnimating, "frame 21 is at exactly 0.35 s: the last frame of the animation")
        #expect(scale.frame(22) == 1.5)
        #expect(!scale.graph.isAnimating)
    }

    /// `.easeInOut` is the cubic Bézier (0.42, 0, 0.58, 1) over 0.35 s, on the 2⁻²⁰ grid
    /// (`SwiftUIReference.Bezier.easeInOut`). Spot values: python3, solving x(s) = t / 0.35 by
    /// bisection to machine precision, then y(s) — the exact curve, which the grid is within 2e-6 of.
    @Test func easeInOutFrames() {
        let scale = Scale(animation: .easeInOut)
        let spot: [Int: Double] = [3: 1.0204521003143134, 7: 1.1158874081513743, 10: 1.2295041942328047,
                                   14: 1.3841125918486257, 18: 1.4795478996856866, 21: 1.5]
        for index in 0...21 {
            let value = scale.frame(index)
            let expected = 1 + 0.5 * SwiftUIReference.Bezier.easeInOut.value(at: Double(index) / 60 / 0.35)
            #expect(AnimationLaws.isClose(value, expected, absolute: 1e-12), "frame \(index)")
            if let spot = spot[index] {
                #expect(abs(value - spot) < 2e-6, "frame \(index): \(value) vs \(spot)")
            }
        }
        #expect(scale.frame(22) == 1.5)
        #expect(!scale.graph.isAnimating)
    }

    /// Frames need not be on a grid: any time in between is sampled from the curve (SwiftUI's
    /// linear Bézier, within 2e-6 of t / 2).
    @Test func offGridTimesSampleTheCurve() {
        let scale = Scale(animation: .linear(duration: 2))
        for time in [0.123, 1.999] {
            scale.graph.advance(to: time)
            let expected = 1 + 0.5 * SwiftUIReference.Bezier.linear.value(at: time / 2)
            #expect(AnimationLaws.isClose(scale.graph[scale.shown], expected, absolute: 1e-12), "t = \(time)")
            #expect(abs(scale.graph[scale.shown] - (1 + 0.5 * time / 2)) < 2e-6, "t = \(time)")
        }
    }
}
