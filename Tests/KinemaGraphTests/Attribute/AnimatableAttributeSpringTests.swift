import Foundation
import KinemaCore
import KinemaGraph
import KinemaTestSupport
import Testing

/// Frame values of the persistent springs on a scale going from 1.0 to 1.5, at 60 frames per
/// second. The spring starts from rest and steps SwiftUI's integrator (fixed 1/300 s
/// velocity-Verlet steps, a frame showing the first grid point at or after its time), restated
/// independently in `SwiftUIReference.FluidSpring`: 1.0 + the reference's covered part of 0.5.
///
/// The spot values are `docs/research/swiftui_reference_output.txt` §A (python3, delta 100),
/// scaled to the delta 0.5: the integrator is linear in the delta, so 1 + value / 200.
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
        1: 1.6502823284858157, 6: 43.869499069813756, 12: 88.04680274895024, 18: 102.96568008439334,
        24: 103.60088582274744, 30: 101.32966704791727,
    ]
    static let smoothSpots: [Int: Double] = [
        1: 1.6093464157932393, 6: 37.0761948345911, 12: 72.12778163638288, 18: 88.64552684267514,
        24: 95.7431171459748, 30: 98.44691391517424,
    ]

    /// Each frame is the reference integrator's, and the spring finishes on the frame where the
    /// reference returns nil (speed and force ≤ 0.06, within 1% of the delta): the thresholds are
    /// absolute, so for this delta of 0.5 that is earlier than §A's frames for a delta of 100.
    @Test(arguments: [
        ("bouncy", Animation.bouncy, SwiftUIReference.FluidSpring.bouncy),
        ("smooth", Animation.smooth, SwiftUIReference.FluidSpring.smooth),
    ])
    func scaleFramesFollowSwiftUIsIntegrator(
        name: String, animation: Animation, reference: SwiftUIReference.FluidSpring
    ) {
        let scale = Animated(from: 1.0, to: 1.5, animation: animation)
        let spots = name == "bouncy" ? Self.bouncySpots : Self.smoothSpots
        let frames = SwiftUIReference.FluidSpring.frames(reference, delta: 0.5)
        // A sanity bound on the reference: these springs settle within about a second.
        #expect(frames.count > 30 && frames.count < 70, "\(name): \(frames.count) frames")
        #expect(scale.frame(0) == 1.0)
        for index in 1..<frames.count {
            let value = scale.frame(index)
            #expect(AnimationLaws.isClose(value, 1 + frames[index], absolute: 1e-12), "\(name) frame \(index)")
            if let spot = spots[index] {
                #expect(AnimationLaws.isClose(value, 1 + spot / 200, absolute: 1e-12), "\(name) frame \(index)")
            }
            #expect(scale.graph.isAnimating, "\(name) frame \(index)")
        }
        #expect(scale.frame(frames.count) == 1.5)
        #expect(!scale.graph.isAnimating)
    }

    /// The frame times need not be a grid: the integrator steps in fixed 1/300 s steps up to the
    /// first grid point at or after each frame's time, so uneven frames land on the same grid
    /// values as the reference driven with the same times — and a frame's value does not depend on
    /// which frames came before it (under a second apart), only on its own time.
    @Test func unevenFrameStepsLandOnTheSameGrid() {
        let scale = Animated(from: 1.0, to: 1.5, animation: .bouncy)
        var reference = SwiftUIReference.FluidSpring.bouncy
        for time in [0.001, 0.05, 0.051, 0.2, 0.33] {
            scale.graph.advance(to: time)
            let expected = reference.value(delta: 0.5, time: time)
            #expect(expected != nil)
            var direct = SwiftUIReference.FluidSpring.bouncy
            let jumped = direct.value(delta: 0.5, time: time)
            #expect(expected == jumped, "t = \(time): the path to it does not matter")
            #expect(AnimationLaws.isClose(scale.graph[scale.shown], 1 + (expected ?? .nan), absolute: 1e-12), "t = \(time)")
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

    /// Each axis follows the 1-D integrator; the anchor does not move. The finishing rule applies
    /// to the vector's length: speed² and force² are twice each axis's, while the 1% rule compares
    /// lengths in the same ratio as one axis. So it finishes on the first frame where
    /// 2·max(v², F²) ≤ 0.0036 and the axis is within 1% — the reference's scalar state, checked here
    /// with the doubled speed and force.
    @Test func aScaleEffectAnimatesBothAxesLikeTheScalar() {
        let effect = Animated(
            from: ScaleEffect(scale: CGSize(width: 1, height: 1), anchor: .center),
            to: ScaleEffect(scale: CGSize(width: 1.5, height: 1.5), anchor: .center),
            animation: .bouncy)
        var reference = SwiftUIReference.FluidSpring.bouncy
        var index = 1
        while true {
            let time = Double(index) / 60
            let covered = reference.value(delta: 0.5, time: time) ?? reference.offset
            let moving = 2 * max(reference.velocity * reference.velocity, reference.force * reference.force) > 0.0036
            let outside = (0.5 - reference.offset) * (0.5 - reference.offset) > (0.5 * 0.01) * (0.5 * 0.01)
            let value = effect.frame(index)
            guard moving || outside else {
                #expect(value.scale == CGSize(width: 1.5, height: 1.5), "frame \(index): finished")
                break
            }
            #expect(AnimationLaws.isClose(value.scale.width, 1 + covered, absolute: 1e-12), "frame \(index)")
            #expect(value.scale.width == value.scale.height)
            #expect(value.anchor == .center)
            #expect(effect.graph.isAnimating)
            index += 1
            if index > 120 { break }
        }
        // Never before the scalar spring (python3 replaying the rule: both at frame 45 for this
        // delta), and within a second.
        let scalarFrames = SwiftUIReference.FluidSpring.frames(.bouncy, delta: 0.5).count
        #expect(index >= scalarFrames && index < 60, "finished at frame \(index), the scalar at \(scalarFrames)")
        #expect(!effect.graph.isAnimating)
    }
}
