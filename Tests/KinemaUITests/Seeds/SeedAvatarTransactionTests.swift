import Foundation
import Kinema
import KinemaTestSupport
import Testing

// The transaction samples (seed 000, 28:45 and 28:58): the custom `avatarTapped` key picks `.bouncy`
// for a tap on the avatar and `.smooth` for any other change of `selected` (a programmatic change:
// the parent's state toggled through `SelectionRemote` in `host.perform { }`, or a new root value).
// Expected values: `SpringTrack` on `SwiftUIReference`'s spring integrator and Bézier curves
// (SeedAvatarSupport.swift).

// MARK: - 28:45

@MainActor
@Suite("Seed avatar 28:45: transaction(value:_:) with a custom key")
struct SeedAvatar2845Tests {
    let remote = SelectionRemote()

    func makeHost() -> ViewHost<SelectionOwner<Seed2845.Avatar>> {
        let host = ViewHost(SelectionOwner(remote: remote) { Seed2845.Avatar(pet: cat, selected: $0) })
        // At rest, drawn once (see ViewHostTests.changeBeforeTheFirstFrameIsReadAnimates).
        #expect(host.displayList.items.first?.transform == .identity)
        return host
    }

    @Test func tapPicksBouncy() {
        let host = makeHost()
        #expect(host.tapAvatar())
        var track = SpringTrack(.bouncy, from: 1, to: 1.5, at: 0, components: 2)
        for frame in 1...60 {
            host.advance(by: frameStep)
            track.step(to: host.frameTime())
            expectSpringFrame(host.scale, track, isAnimating: host.isAnimating, "frame \(frame)")
        }
        #expect(!host.isAnimating)
    }

    @Test func programmaticChangePicksSmooth() {
        let host = makeHost()
        host.perform { remote.toggle() }
        #expect(host.isAnimating)
        var track = SpringTrack(.smooth, from: 1, to: 1.5, at: 0, components: 2)
        for frame in 1...60 {
            host.advance(by: frameStep)
            track.step(to: host.frameTime())
            expectSpringFrame(host.scale, track, isAnimating: host.isAnimating, "frame \(frame)")
        }
        #expect(!host.isAnimating)
    }

    /// The closure replaces any animation the change came with.
    @Test func programmaticChangeUnderWithAnimationStillPicksSmooth() {
        let host = makeHost()
        host.perform { withAnimation(.linear(duration: 1)) { remote.toggle() } }
        var track = SpringTrack(.smooth, from: 1, to: 1.5, at: 0, components: 2)
        for frame in 1...20 {
            host.advance(by: frameStep)
            track.step(to: host.frameTime())
            expectSpringFrame(host.scale, track, "frame \(frame)")
        }
    }

    /// A parent passing a new input (a new root value) is a programmatic change too.
    @Test func newRootValuePicksSmooth() {
        let host = ViewHost(Seed2845.Avatar(pet: cat, selected: .constant(false)))
        #expect(host.scale == 1)
        host.rootView = Seed2845.Avatar(pet: cat, selected: .constant(true))
        #expect(host.isAnimating)
        var track = SpringTrack(.smooth, from: 1, to: 1.5, at: 0, components: 2)
        for frame in 1...20 {
            host.advance(by: frameStep)
            track.step(to: host.frameTime())
            expectSpringFrame(host.scale, track, "frame \(frame)")
        }
    }

    /// The key lives for one update: after a tap, the next programmatic change reads the default.
    @Test func theKeyDoesNotOutliveTheTapsUpdate() {
        let host = makeHost()
        host.tapAvatar()
        host.advance(by: 2)
        #expect(!host.isAnimating)
        host.perform { remote.toggle() }
        var track = SpringTrack(.smooth, from: 1.5, to: 1, at: host.time, components: 2)
        for frame in 1...20 {
            host.advance(by: frameStep)
            track.step(to: host.frameTime())
            expectSpringFrame(host.scale, track, "frame \(frame)")
        }
    }

    /// A programmatic change mid-way through the tap's bouncy spring merges: the smooth spring takes
    /// over the position, velocity and force and heads back (same response, so nothing to blend).
    @Test func programmaticChangeMidTapRetargetsWithSmooth() {
        let host = makeHost()
        host.tapAvatar()
        var track = SpringTrack(.bouncy, from: 1, to: 1.5, at: 0, components: 2)
        for _ in 1...9 {
            host.advance(by: frameStep)
            track.step(to: host.frameTime())
        }
        host.perform { remote.toggle() }
        track.retarget(.smooth, to: 1, at: host.time)
        for frame in 1...30 {
            host.advance(by: frameStep)
            track.step(to: host.frameTime())
            expectSpringFrame(host.scale, track, "frame \(frame)")
        }
    }

    @Test func bodiesRunOncePerStateChangeNotPerFrame() {
        let host = makeHost()
        #expect(host.bodyEvaluationCount == 2)
        host.tapAvatar()
        host.advance(by: 0.2)
        host.perform { remote.toggle() }
        host.advance(by: 1)
        #expect(host.bodyEvaluationCount == 6)
    }
}

// MARK: - 28:58

/// The 28:58 avatar with content that has its own opacity effect, driven by the same selection.
@MainActor
func avatar2858(_ selected: Binding<Bool>) -> Seed2858.Avatar<some View> {
    Seed2858.Avatar(content: Image("cat").opacity(selected.wrappedValue ? 0.5 : 1), selected: selected)
}

@MainActor
@Suite("Seed avatar 28:58: transaction(_:body:) with a custom key")
struct SeedAvatar2858Tests {
    let remote = SelectionRemote()

    func makeHost() -> ViewHost<SelectionOwner<Seed2858.Avatar<some View>>> {
        let host = ViewHost(SelectionOwner(remote: remote) { avatar2858($0) })
        // At rest, drawn once (see ViewHostTests.changeBeforeTheFirstFrameIsReadAnimates).
        #expect(host.displayList.items.first?.transform == .identity)
        return host
    }

    @Test func tapPicksBouncyForTheScaleAndLeavesTheContentUnanimated() {
        let host = makeHost()
        #expect(host.tapAvatar())
        #expect(host.opacity == 0.5, "the content's effect jumps")
        var track = SpringTrack(.bouncy, from: 1, to: 1.5, at: 0, components: 2)
        for frame in 1...60 {
            host.advance(by: frameStep)
            track.step(to: host.frameTime())
            expectSpringFrame(host.scale, track, isAnimating: host.isAnimating, "frame \(frame)")
            #expect(host.opacity == 0.5)
        }
    }

    @Test func programmaticChangePicksSmoothForTheScaleAndLeavesTheContentUnanimated() {
        let host = makeHost()
        host.perform { remote.toggle() }
        #expect(host.opacity == 0.5)
        var track = SpringTrack(.smooth, from: 1, to: 1.5, at: 0, components: 2)
        for frame in 1...60 {
            host.advance(by: frameStep)
            track.step(to: host.frameTime())
            expectSpringFrame(host.scale, track, isAnimating: host.isAnimating, "frame \(frame)")
            #expect(host.opacity == 0.5)
        }
    }

    /// Under `withAnimation(.linear(duration: 1))` the content animates linearly with the transaction it
    /// had (SwiftUI's linear Bézier, within 2⁻²⁰ of t), while the scoped scale gets `.smooth` from
    /// the closure (the key is unset).
    @Test func contentKeepsTheEnclosingTransaction() {
        let host = makeHost()
        host.perform { withAnimation(.linear(duration: 1)) { remote.toggle() } }
        var track = SpringTrack(.smooth, from: 1, to: 1.5, at: 0, components: 2)
        for frame in 1...30 {
            host.advance(by: frameStep)
            let t = host.frameTime()
            track.step(to: t)
            let opacity = 1 - 0.5 * SwiftUIReference.Bezier.linear.value(at: t)
            #expect(abs(host.opacity - opacity) < 1e-9, "opacity, frame \(frame)")
            #expect(abs(host.opacity - (1 - 0.5 * t)) < 2e-6, "opacity, frame \(frame): nearly t")
            expectSpringFrame(host.scale, track, "scale, frame \(frame)")
        }
    }

    @Test func bodiesRunOncePerStateChangeNotPerFrame() {
        let host = makeHost()
        #expect(host.bodyEvaluationCount == 2)
        host.tapAvatar()
        host.advance(by: 1)
        #expect(host.bodyEvaluationCount == 4)
    }
}
