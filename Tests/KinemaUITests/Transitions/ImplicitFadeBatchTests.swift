import Foundation
@testable import KinemaUI
import Testing

/// Rows that arrive one after another each fade in on an implicit fade; dropping finished fades
/// rebuilds the drawing, so they are dropped in batches — once at least half of the fades have
/// finished, or none is still fading in — while every finished row draws at full opacity, as if
/// its fade were gone.
@MainActor
@Suite struct ImplicitFadeBatchTests {
    private struct Rows: View {
        var count: Int
        var body: some View {
            VStack(spacing: 0) {
                ForEach(0..<count, id: \.self) { _ in Color.red.frame(width: 10, height: 10) }
            }
        }
    }

    private func fades(_ host: ViewHost<Rows>) -> Int {
        host.engine.capabilityIndex.nodes(with: .implicitFade).count
    }

    /// Eight rows inserted 0.05 s apart, each fading in over 0.3 s: they finish at 0.30, 0.35, …,
    /// 0.65 s.
    @Test func staggeredFadesAreDroppedInHalves() {
        let host = ViewHost(Rows(count: 0))
        for count in 1...8 {
            withAnimation(.linear(duration: 0.3)) { host.rootView = Rows(count: count) }
            if count < 8 { host.advance(by: 0.05) }
        }
        #expect(fades(host) == 8)
        // At 0.42 s three have finished: fewer than half, so all eight stay, the finished ones at
        // full opacity.
        host.advance(by: 0.42 - 0.35)
        #expect(fades(host) == 8)
        #expect(host.displayList.items.prefix(3).allSatisfy { $0.opacity == 1 })
        #expect(host.displayList.items[7].opacity < 1)
        // At 0.45 s the fourth finished: half, so the four finished ones go (at the next frame);
        // at 0.52 s one of the four left has finished, fewer than half of them.
        host.advance(by: 0.52 - 0.42)
        #expect(fades(host) == 4)
        // Past 0.65 s none is fading in any more: the last ones go.
        host.advance(by: 0.3)
        #expect(fades(host) == 0)
        #expect(host.displayList.items.count == 8)
        #expect(host.displayList.items.allSatisfy { $0.opacity == 1 })
    }

    /// A single fade (or fades finishing together) goes as soon as it finishes.
    @Test func aLoneFadeIsDroppedWhenItFinishes() {
        let host = ViewHost(Rows(count: 1))
        withAnimation(.linear(duration: 0.2)) { host.rootView = Rows(count: 3) }
        #expect(fades(host) == 2)
        host.advance(by: 0.25)
        #expect(fades(host) == 0)
        #expect(host.displayList.items.allSatisfy { $0.opacity == 1 })
    }
}
