import Foundation
import Kinema
import Testing

// The @Binding samples with animation modifiers (seed 000, 22:44, 23:44, 25:20), each inside a
// parent (`SelectionOwner`) that owns `selected`. A tap toggles the binding with no transaction of
// its own; a "programmatic" change toggles the parent's state through `SelectionRemote` inside
// `host.perform { }`, optionally under `withAnimation`.

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
        for frame in 1...60 {
            host.advance(by: frameStep)
            let expected = 1 + SpringFormula.bouncy.value(to: 0.5, time: host.time)
            expectSpringFrame(host.scale, expected: expected, target: 1.5, delta: 0.5, animating: host.isAnimating,
                              "frame \(frame)")
        }
        #expect(!host.isAnimating)
    }

    /// The modifier's animation replaces the transaction's when the value changes, whatever the change
    /// came with: a programmatic change under `withAnimation(.linear)` still springs.
    @Test func theModifierAnimationWinsOverAnEnclosingOne() {
        let host = makeHost()
        host.perform { withAnimation(.linear(duration: 1)) { remote.toggle() } }
        #expect(remote.selected)
        for frame in 1...20 {
            host.advance(by: frameStep)
            let expected = 1 + SpringFormula.bouncy.value(to: 0.5, time: host.time)
            #expect(abs(host.scale - expected) < 1e-9, "frame \(frame)")
        }
    }

    /// The value is compared with the previous update's: an update that does not change `selected`
    /// (here a new root value with the same selection, under an animation) leaves the scale alone,
    /// and the running spring goes on undisturbed.
    @Test func anUpdateThatDoesNotChangeTheValueDoesNotRestartTheSpring() {
        let host = makeHost()
        host.tapAvatar()
        host.advance(by: 6 * frameStep)
        withAnimation(.linear(duration: 1)) {
            host.rootView = SelectionOwner(remote: remote) { Seed2244.Avatar(pet: cat, selected: $0) }
        }
        for frame in 1...10 {
            host.advance(by: frameStep)
            let expected = 1 + SpringFormula.bouncy.value(to: 0.5, time: host.time)
            #expect(abs(host.scale - expected) < 1e-9, "frame \(frame)")
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
        for frame in 1...70 {
            host.advance(by: frameStep)
            let t = host.time
            let scale = 1 + SpringFormula.bouncy.value(to: 0.5, time: t)
            let radius = 8 + SpringFormula.smooth.value(to: 4, time: t)
            // The scale's spring finishes at frame 46, the shadow's (Δ = 4) at frame 56 (Python, the
            // finishing rule in ARCHITECTURE.md).
            let scaleAnimating = frame < 46
            let radiusAnimating = frame < 56
            expectSpringFrame(host.scale, expected: scale, target: 1.5, delta: 0.5, animating: scaleAnimating,
                              "scale, frame \(frame)")
            let shownScale = scaleAnimating ? scale : 1.5
            let shownRadius = radiusAnimating ? radius : 12
            if radiusAnimating {
                #expect(abs(host.shadowRadius - shownRadius * shownScale) < 1e-8, "shadow, frame \(frame)")
            } else {
                #expect(host.shadowRadius == 18, "shadow, frame \(frame)")
                #expect(abs(radius - 12) <= 0.04)
            }
            if frame == 50 { sawBouncyFinishFirst = host.isAnimating && host.scale == 1.5 }
        }
        #expect(sawBouncyFinishFirst, "at frame 50 the scale is done while the shadow still moves")
        #expect(!host.isAnimating)
    }

    /// A programmatic change takes the same animations: they come from the modifiers.
    @Test func programmaticChangeAnimatesTheSameWay() {
        let host = makeHost()
        host.perform { remote.toggle() }
        host.advance(by: 6 * frameStep)
        let t = host.time
        let scale = 1 + SpringFormula.bouncy.value(to: 0.5, time: t)
        let radius = 8 + SpringFormula.smooth.value(to: 4, time: t)
        #expect(abs(host.scale - scale) < 1e-9)
        #expect(abs(host.shadowRadius - radius * scale) < 1e-8)
    }

    @Test func tappingBackMidAnimationRetargetsBothSprings() {
        let host = makeHost()
        host.tapAvatar()
        host.advance(by: 9 * frameStep)
        let t1 = host.time
        let s1 = 1 + SpringFormula.bouncy.value(to: 0.5, time: t1)
        let sv = SpringFormula.bouncy.velocity(to: 0.5, time: t1)
        let r1 = 8 + SpringFormula.smooth.value(to: 4, time: t1)
        let rv = SpringFormula.smooth.velocity(to: 4, time: t1)
        host.tapAvatar()
        for frame in 1...20 {
            host.advance(by: frameStep)
            let t = host.time - t1
            let scale = SpringFormula.bouncy.value(from: s1, to: 1, velocity: sv, time: t)
            let radius = SpringFormula.smooth.value(from: r1, to: 8, velocity: rv, time: t)
            #expect(abs(host.scale - scale) < 1e-9, "scale, frame \(frame)")
            #expect(abs(host.shadowRadius - radius * scale) < 1e-8, "shadow, frame \(frame)")
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
        for frame in 1...40 {
            host.advance(by: frameStep)
            let t = host.time
            let scale = 1 + SpringFormula.bouncy.value(to: 0.5, time: t)
            let radius = 8 + SpringFormula.smooth.value(to: 4, time: t)
            #expect(abs(host.scale - scale) < 1e-9, "scale, frame \(frame)")
            #expect(abs(host.shadowRadius - radius * scale) < 1e-8, "shadow, frame \(frame)")
            #expect(host.opacity == 0.5, "opacity, frame \(frame)")
        }
    }

    /// The content keeps the transaction it had: under `withAnimation(.linear(duration: 1))` its
    /// opacity goes linearly from 1 to 0.5, while the scoped effects still use their own springs.
    @Test func contentKeepsTheEnclosingTransaction() {
        let host = makeHost()
        host.perform { withAnimation(.linear(duration: 1)) { remote.toggle() } }
        for frame in 1...30 {
            host.advance(by: frameStep)
            let t = host.time
            #expect(abs(host.opacity - (1 - 0.5 * t)) < 1e-9, "opacity, frame \(frame)")
            let scale = 1 + SpringFormula.bouncy.value(to: 0.5, time: t)
            #expect(abs(host.scale - scale) < 1e-9, "scale, frame \(frame)")
            let radius = 8 + SpringFormula.smooth.value(to: 4, time: t)
            #expect(abs(host.shadowRadius - radius * scale) < 1e-8, "shadow, frame \(frame)")
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
