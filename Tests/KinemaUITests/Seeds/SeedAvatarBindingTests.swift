import Foundation
import Kinema
import KinemaTestSupport
import Testing

// The @Binding samples with animation modifiers (seed 000, 22:44, 23:44, 25:20), each inside a
// parent (`SelectionOwner`) that owns `selected`. A tap toggles the binding with no transaction of
// its own; a "programmatic" change toggles the parent's state through `SelectionRemote` inside
// `host.perform { }`, optionally under `withAnimation`. Expected values: `SpringTrack` on
// `SwiftUIReference`'s spring integrator and Bézier curves (SeedAvatarSupport.swift).

// MARK: - 22:44

@MainActor
@Suite("Seed avatar 22:44: animation(_:value:)")
struct SeedAvatar2244Tests {
    let remote = SelectionRemote()

    func makeHost() -> ViewHost<SelectionOwner<Seed2244.Avatar>> {
        let host = ViewHost(SelectionOwner(remote: remote) { Seed2244.Avatar(pet: cat, selected: $0) })
        // At rest, drawn once (see ViewHostTests.changeBeforeTheFirstFrameIsReadAnimates).
        #expect(host.displayList.items.first?.transform == .identity)
        return host
    }

    @Test func restLayoutIsTheImageCentred() {
        let host = makeHost()
        #expect(host.displayList.items.count == 1)
        #expect(host.displayList.items[0].frame == imageFrame)
        #expect(host.displayList.items[0].transform == .identity)
    }

    @Test func tapAnimatesWithTheBouncySpringFrameByFrame() {
        let host = makeHost()
        #expect(host.tapAvatar())
        #expect(remote.selected)
        #expect(host.isAnimating)
        var track = SpringTrack(.bouncy, from: 1, to: 1.5, at: 0, components: 2)
        for frame in 1...60 {
            host.advance(by: frameStep)
            track.step(to: host.frameTime())
            expectSpringFrame(host.scale, track, isAnimating: host.isAnimating, "frame \(frame)")
        }
        #expect(!host.isAnimating)
    }

    /// The modifier's animation replaces the transaction's when the value changes, whatever the change
    /// came with: a programmatic change under `withAnimation(.linear)` still springs.
    @Test func theModifierAnimationWinsOverAnEnclosingOne() {
        let host = makeHost()
        host.perform { withAnimation(.linear(duration: 1)) { remote.toggle() } }
        #expect(remote.selected)
        var track = SpringTrack(.bouncy, from: 1, to: 1.5, at: 0, components: 2)
        for frame in 1...20 {
            host.advance(by: frameStep)
            track.step(to: host.frameTime())
            expectSpringFrame(host.scale, track, "frame \(frame)")
        }
    }

    /// The value is compared with the previous update's: an update that does not change `selected`
    /// (here a new root value with the same selection, under an animation) leaves the scale alone,
    /// and the running spring goes on undisturbed.
    @Test func anUpdateThatDoesNotChangeTheValueDoesNotRestartTheSpring() {
        let host = makeHost()
        host.tapAvatar()
        var track = SpringTrack(.bouncy, from: 1, to: 1.5, at: 0, components: 2)
        for _ in 1...6 {
            host.advance(by: frameStep)
            track.step(to: host.frameTime())
        }
        withAnimation(.linear(duration: 1)) {
            host.rootView = SelectionOwner(remote: remote) { Seed2244.Avatar(pet: cat, selected: $0) }
        }
        for frame in 1...10 {
            host.advance(by: frameStep)
            track.step(to: host.frameTime())
            expectSpringFrame(host.scale, track, "frame \(frame)")
        }
    }

    /// Parent and avatar each run their body once per change of `selected`; frames run none.
    @Test func bodiesRunOncePerStateChangeNotPerFrame() {
        let host = makeHost()
        #expect(host.bodyEvaluationCount == 2)
        host.tapAvatar()
        #expect(host.bodyEvaluationCount == 4)
        host.advance(by: 1)
        #expect(host.bodyEvaluationCount == 4)
    }
}

// MARK: - 23:44

@MainActor
@Suite("Seed avatar 23:44: one animation(_:value:) per effect")
struct SeedAvatar2344Tests {
    let remote = SelectionRemote()

    func makeHost() -> ViewHost<SelectionOwner<Seed2344.Avatar>> {
        let host = ViewHost(SelectionOwner(remote: remote) { Seed2344.Avatar(pet: cat, selected: $0) })
        // At rest, drawn once (see ViewHostTests.changeBeforeTheFirstFrameIsReadAnimates).
        #expect(host.displayList.items.first?.transform == .identity)
        return host
    }

    /// The shadow sits inside the scale effect, so it is drawn scaled: the display list's radius (host
    /// coordinates, DisplayList.Item) is the shadow's own radius times the scale.
    @Test func restShowsTheEightPointShadow() {
        let host = makeHost()
        let item = host.displayList.items[0]
        #expect(item.shadow?.radius == 8)
        #expect(item.shadow?.x == 0 && item.shadow?.y == 0)
        #expect(item.shadow?.color == Color(.sRGBLinear, white: 0, opacity: 0.33))
        #expect(item.transform == .identity)
    }

    /// The scale springs with `.bouncy` while the shadow radius springs with `.smooth`, each frame.
    @Test func scaleIsBouncyAndShadowIsSmoothFrameByFrame() {
        let host = makeHost()
        #expect(host.tapAvatar())
        var sawBouncyFinishFirst = false
        var scale = SpringTrack(.bouncy, from: 1, to: 1.5, at: 0, components: 2)
        var radius = SpringTrack(.smooth, from: 8, to: 12, at: 0)
        for frame in 1...70 {
            host.advance(by: frameStep)
            scale.step(to: host.frameTime())
            radius.step(to: host.frameTime())
            // The scale's spring (Δ = (0.5, 0.5)) finishes at frame 45, the shadow's (Δ = 4) at frame 58
            // (docs/research/swiftui_reference.py: SwiftUI's finishing rule on the integrator).
            #expect(scale.isFinished == (frame >= 45), "scale, frame \(frame)")
            #expect(radius.isFinished == (frame >= 58), "shadow, frame \(frame)")
            expectSpringFrame(host.scale, scale, "scale, frame \(frame)")
            if radius.isFinished {
                #expect(host.shadowRadius == 18, "shadow, frame \(frame)")
            } else {
                #expect(abs(host.shadowRadius - radius.value * scale.value) < 1e-8, "shadow, frame \(frame)")
            }
            #expect(host.isAnimating == !radius.isFinished, "frame \(frame)")
            if frame == 50 { sawBouncyFinishFirst = host.isAnimating && host.scale == 1.5 }
        }
        #expect(sawBouncyFinishFirst, "at frame 50 the scale is done while the shadow still moves")
        #expect(!host.isAnimating)
    }

    /// A programmatic change takes the same animations: they come from the modifiers.
    @Test func programmaticChangeAnimatesTheSameWay() {
        let host = makeHost()
        host.perform { remote.toggle() }
        var scale = SpringTrack(.bouncy, from: 1, to: 1.5, at: 0, components: 2)
        var radius = SpringTrack(.smooth, from: 8, to: 12, at: 0)
        for _ in 1...6 {
            host.advance(by: frameStep)
            scale.step(to: host.frameTime())
            radius.step(to: host.frameTime())
        }
        #expect(abs(host.scale - scale.value) < 1e-9)
        #expect(abs(host.shadowRadius - radius.value * scale.value) < 1e-8)
    }

    @Test func tappingBackMidAnimationRetargetsBothSprings() {
        let host = makeHost()
        host.tapAvatar()
        var scale = SpringTrack(.bouncy, from: 1, to: 1.5, at: 0, components: 2)
        var radius = SpringTrack(.smooth, from: 8, to: 12, at: 0)
        for _ in 1...9 {
            host.advance(by: frameStep)
            scale.step(to: host.frameTime())
            radius.step(to: host.frameTime())
        }
        host.tapAvatar()
        // Both springs merge: each keeps its position, velocity and force and heads back.
        scale.retarget(.bouncy, to: 1, at: host.time)
        radius.retarget(.smooth, to: 8, at: host.time)
        for frame in 1...20 {
            host.advance(by: frameStep)
            scale.step(to: host.frameTime())
            radius.step(to: host.frameTime())
            #expect(abs(host.scale - scale.value) < 1e-9, "scale, frame \(frame)")
            #expect(abs(host.shadowRadius - radius.value * scale.value) < 1e-8, "shadow, frame \(frame)")
        }
    }

    @Test func bodiesRunOncePerStateChangeNotPerFrame() {
        let host = makeHost()
        host.tapAvatar()
        host.advance(by: 1)
        #expect(host.bodyEvaluationCount == 4)
    }
}

// MARK: - 25:20

/// The 25:20 avatar with content that has an effect of its own, driven by the same selection: its
/// opacity. The sample's body-scoped modifiers must leave it unanimated.
@MainActor
func avatar2520(_ selected: Binding<Bool>) -> Seed2520.Avatar<some View> {
    Seed2520.Avatar(content: Image("cat").opacity(selected.wrappedValue ? 0.5 : 1), selected: selected)
}

@MainActor
@Suite("Seed avatar 25:20: animation(_:body:)")
struct SeedAvatar2520Tests {
    let remote = SelectionRemote()

    func makeHost() -> ViewHost<SelectionOwner<Seed2520.Avatar<some View>>> {
        let host = ViewHost(SelectionOwner(remote: remote) { avatar2520($0) })
        // At rest, drawn once (see ViewHostTests.changeBeforeTheFirstFrameIsReadAnimates).
        #expect(host.displayList.items.first?.transform == .identity)
        return host
    }

    @Test func restLayoutIsTheContentCentredWithItsShadow() {
        let host = makeHost()
        #expect(host.displayList.items.count == 1)
        let item = host.displayList.items[0]
        #expect(item.content == .image(name: "cat"))
        #expect(item.frame == imageFrame)
        #expect(item.shadow?.radius == 8)
        #expect(item.opacity == 1)
    }

    /// A tap carries no animation: the scale springs (`.bouncy`), the shadow springs (`.smooth`), and
    /// the content's own opacity jumps, since the scoped modifiers leave its transaction alone.
    @Test func tapAnimatesTheScopedEffectsOnly() {
        let host = makeHost()
        #expect(host.tapAvatar())
        #expect(host.opacity == 0.5, "the content's effect jumps")
        var scale = SpringTrack(.bouncy, from: 1, to: 1.5, at: 0, components: 2)
        var radius = SpringTrack(.smooth, from: 8, to: 12, at: 0)
        for frame in 1...40 {
            host.advance(by: frameStep)
            scale.step(to: host.frameTime())
            radius.step(to: host.frameTime())
            #expect(abs(host.scale - scale.value) < 1e-9, "scale, frame \(frame)")
            #expect(abs(host.shadowRadius - radius.value * scale.value) < 1e-8, "shadow, frame \(frame)")
            #expect(host.opacity == 0.5, "opacity, frame \(frame)")
        }
    }

    /// The content keeps the transaction it had: under `withAnimation(.linear(duration: 1))` its
    /// opacity goes linearly from 1 to 0.5 (SwiftUI's linear Bézier, within 2⁻²⁰ of t), while the
    /// scoped effects still use their own springs.
    @Test func contentKeepsTheEnclosingTransaction() {
        let host = makeHost()
        host.perform { withAnimation(.linear(duration: 1)) { remote.toggle() } }
        var scale = SpringTrack(.bouncy, from: 1, to: 1.5, at: 0, components: 2)
        var radius = SpringTrack(.smooth, from: 8, to: 12, at: 0)
        for frame in 1...30 {
            host.advance(by: frameStep)
            let t = host.frameTime()
            scale.step(to: t)
            radius.step(to: t)
            let opacity = 1 - 0.5 * SwiftUIReference.Bezier.linear.value(at: t)
            #expect(abs(host.opacity - opacity) < 1e-9, "opacity, frame \(frame)")
            #expect(abs(host.opacity - (1 - 0.5 * t)) < 2e-6, "opacity, frame \(frame): nearly t")
            #expect(abs(host.scale - scale.value) < 1e-9, "scale, frame \(frame)")
            #expect(abs(host.shadowRadius - radius.value * scale.value) < 1e-8, "shadow, frame \(frame)")
        }
    }

    @Test func bodiesRunOncePerStateChangeNotPerFrame() {
        let host = makeHost()
        #expect(host.bodyEvaluationCount == 2)
        host.tapAvatar()
        #expect(host.bodyEvaluationCount == 4)
        host.advance(by: 1)
        #expect(host.bodyEvaluationCount == 4)
    }
}
