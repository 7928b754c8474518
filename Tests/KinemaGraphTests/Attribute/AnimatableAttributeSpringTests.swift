import Foundation
import KinemaCore
import KinemaGraph
import KinemaTestSupport
import Testing

/// Frame values of the persistent springs on a scale going from 1.0 to 1.5, at 60 frames per
/// second. The spring starts from rest, so each frame is the spring's closed form:
/// 1.0 + `Spring.value(target: 0.5, initialVelocity: 0, time: t)`.
///
/// The spot values are computed independently (python3) from the damped oscillator's solution with
/// ω₀ = 2π / 0.5 and ζ = 1 − bounce: for ζ < 1, x(t) = 0.5 · (1 − e^(−ζω₀t) (cos ω_d t +
/// ζω₀/ω_d · sin ω_d t)) with ω_d = ω₀√(1 − ζ²); for ζ = 1, x(t) = 0.5 · (1 − e^(−ω₀t) (1 + ω₀t)).
@Suite("Animatable attribute: springs")
struct AnimatableAttributeSpringTests {
    /// A value animated from `from` to `to`, frames produced by `advance(to:)`.
    private struct Animated<Value: Animatable> {
        let graph = AttributeGraph()
        let model: Attribute<Value>
        let shown: Attribute<Value>

        init(from: Value, to: Value, animation: Animation) {
            model = graph.makeInput(from)
            shown = graph.makeAnimatable(model)
            _ = graph[shown]
            graph.update(Transaction(animation: animation)) { graph.setValue(to, for: model) }
        }

        func frame(_ index: Int) -> Value {
            graph.advance(to: Double(index) / 60)
            return graph[shown]
        }
    }

    static let bouncySpots: [Int: Double] = [
        1: 1.009932923382875, 6: 1.2116510615372849, 12: 1.4368554478008964, 18: 1.5169651811477873,
        24: 1.5196513046594617, 30: 1.5072492108080224,
    ]
    static let smoothSpots: [Int: Double] = [
        1: 1.0095488774636765, 6: 1.1788697782347823, 12: 1.3577078445429787, 18: 1.4450169696133934,
        24: 1.4802286430966336, 30: 1.4931995342672124,
    ]

    /// Both springs come to rest at frame 45 (0.75 s) under the finishing rule (speed and
    /// acceleration ≤ 0.06, within 1% of the delta): python3 gives, at frame 44, an acceleration of
    /// 0.083 (bouncy) and 0.065 (smooth), and at frame 45, 0.051 and 0.054, with speeds below
    /// 0.006 and distances below 0.001.
    @Test(arguments: [("bouncy", Animation.bouncy, Spring.bouncy), ("smooth", Animation.smooth, Spring.smooth)])
    func scaleFramesFollowTheSpringsClosedForm(name: String, animation: Animation, spring: Spring) {
        let scale = Animated(from: 1.0, to: 1.5, animation: animation)
        let spots = name == "bouncy" ? Self.bouncySpots : Self.smoothSpots
        #expect(scale.frame(0) == 1.0)
        for index in 1...44 {
            let value = scale.frame(index)
            let closedForm = 1 + spring.value(target: 0.5, initialVelocity: 0, time: Double(index) / 60)
            #expect(AnimationLaws.isClose(value, closedForm, absolute: 1e-12), "\(name) frame \(index)")
            if let spot = spots[index] {
                #expect(AnimationLaws.isClose(value, spot, absolute: 1e-12), "\(name) frame \(index)")
            }
            #expect(scale.graph.isAnimating, "\(name) frame \(index)")
        }
        #expect(scale.frame(45) == 1.5)
        #expect(!scale.graph.isAnimating)
    }

    /// The frame times need not be a grid: the spring advances its exact solution by each step, so
    /// uneven steps land on the same curve.
    @Test func unevenFrameStepsLandOnTheSameCurve() {
        let scale = Animated(from: 1.0, to: 1.5, animation: .bouncy)
        for time in [0.001, 0.05, 0.051, 0.2, 0.33] {
            scale.graph.advance(to: time)
            let closedForm = 1 + Spring.bouncy.value(target: 0.5, initialVelocity: 0, time: time)
            #expect(AnimationLaws.isClose(scale.graph[scale.shown], closedForm, absolute: 1e-12), "t = \(time)")
        }
    }

    /// `scaleEffect`'s animatable data: a `CGSize` scale and a `UnitPoint` anchor, a 4-D
    /// `AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>`.
    struct ScaleEffect: Animatable, Equatable {
        var scale: CGSize
        var anchor: UnitPoint

        var animatableData: AnimatablePair<CGSize.AnimatableData, UnitPoint.AnimatableData> {
            get { AnimatablePair(scale.animatableData, anchor.animatableData) }
            set {
                scale.animatableData = newValue.first
                anchor.animatableData = newValue.second
            }
        }
    }

    /// Each axis follows the 1-D closed form; the anchor does not move. The finishing rule applies
    /// to the vector's length, √2 times each axis's, so it finishes a frame later than the scalar
    /// (python3: frame 46).
    @Test func aScaleEffectAnimatesBothAxesLikeTheScalar() {
        let effect = Animated(
            from: ScaleEffect(scale: CGSize(width: 1, height: 1), anchor: .center),
            to: ScaleEffect(scale: CGSize(width: 1.5, height: 1.5), anchor: .center),
            animation: .bouncy)
        for index in 1...45 {
            let value = effect.frame(index)
            let closedForm = 1 + Spring.bouncy.value(target: 0.5, initialVelocity: 0, time: Double(index) / 60)
            #expect(AnimationLaws.isClose(value.scale.width, closedForm, absolute: 1e-12), "frame \(index)")
            #expect(value.scale.width == value.scale.height)
            #expect(value.anchor == .center)
            #expect(effect.graph.isAnimating)
        }
        #expect(effect.frame(46).scale == CGSize(width: 1.5, height: 1.5))
        #expect(!effect.graph.isAnimating)
    }
}
