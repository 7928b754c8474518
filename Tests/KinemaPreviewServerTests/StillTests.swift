import Foundation
import Kinema
@testable import KinemaPreviewServer
import Testing

/// Stills (`/scene/NAME/frame.svg?t=…`) play their scene on the main actor, which the live pages
/// share: a long one is played in turns of `stillFramesPerTurn` frames, and an asked-for-again
/// one comes from the cache.
@MainActor
@Suite("Stills")
struct StillTests {
    /// A bar that grows for twenty seconds from when it appears.
    private struct GrowingBar: View {
        @State private var wide = false
        var body: some View {
            Rectangle()
                .frame(width: wide ? 200 : 0, height: 10)
                .onAppear { withAnimation(.linear(duration: 20)) { wide = true } }
        }
    }

    private static let growing = GalleryScene(
        name: "still-test-growing", title: "Growing", summary: "A bar growing for twenty seconds.",
        size: CGSize(width: 200, height: 20)
    ) { fps in
        ViewHost(GrowingBar(), size: CGSize(width: 200, height: 20), framesPerSecond: fps)
    }

    @Test func aLongStillLetsTheMainActorGoBetweenTurns() async {
        var turns = 0
        let other = Task { @MainActor in
            while !Task.isCancelled {
                turns += 1
                await Task.yield()
            }
        }
        // 10 s at 60 fps: 600 frames, 20 turns of 30. The other task runs at least once between
        // most of them; on a loaded machine the executor may run it less often than once per
        // turn (18 of 19 seen at load 6), so half the turns is the bound: a still that never
        // yielded would leave it one or two.
        _ = await PreviewServer.still(of: Self.growing, at: 10, framesPerSecond: 60)
        other.cancel()
        #expect(turns >= 600 / PreviewServer.stillFramesPerTurn / 2, "other main-actor work ran between the turns")
    }

    @Test func aStillPlayedInTurnsIsTheFrameOneAdvanceGives() async {
        let time = 7.3
        let cache = StillCache()
        let svg = await PreviewServer.still(of: Self.growing, at: time, framesPerSecond: 60, cache: cache)
        let host = Self.growing.makeLiveHost(framesPerSecond: 60)
        host.advance(by: (time * 60).rounded(.down) / 60)
        #expect(svg == SVGRenderer().render(host.displayList, size: host.size))
        // Asked again, the same still (from the cache).
        #expect(cache.svg(for: .init(scene: Self.growing.name, frames: 438, framesPerSecond: 60)) == svg, "7.3 s: frame 438")
        #expect(await PreviewServer.still(of: Self.growing, at: time, framesPerSecond: 60, cache: cache) == svg)
    }

    @Test func theCacheKeepsTheNewestStills() {
        let cache = StillCache()
        for index in 0..<(StillCache.capacity + 5) {
            cache.insert("svg \(index)", for: .init(scene: "s", frames: index, framesPerSecond: 60))
        }
        #expect(cache.svg(for: .init(scene: "s", frames: 0, framesPerSecond: 60)) == nil, "the oldest went first")
        #expect(cache.svg(for: .init(scene: "s", frames: StillCache.capacity + 4, framesPerSecond: 60)) == "svg \(StillCache.capacity + 4)")
    }
}
