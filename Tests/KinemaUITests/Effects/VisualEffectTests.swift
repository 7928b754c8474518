import Foundation
import Kinema
import Testing

// `visualEffect(_:)` hands its closure a proxy for the view's own layout frame; the effects it
// builds draw without changing layout. Scroll transitions show the identity phase (a Kinema host
// does not scroll).
@MainActor
@Suite("Visual effects")
struct VisualEffectTests {
    /// A 40-point square centred in the host is at x = 180: offset by its own minX, it is drawn
    /// 180 points further right, its layout frame unchanged.
    @Test func theEffectReadsTheViewsGeometry() {
        let host = ViewHost(Color.red.frame(width: 40, height: 40)
            .visualEffect { content, proxy in
                content.offset(x: proxy.frame(in: .global).minX)
            })
        let item = host.displayList.items[0]
        #expect(item.frame == CGRect(x: 180, y: 180, width: 40, height: 40))
        #expect(item.transform.tx == 180)
    }

    @Test func effectsChainInOrder() {
        let host = ViewHost(Color.red.frame(width: 40, height: 40)
            .visualEffect { content, proxy in
                content
                    .opacity(proxy.size.width / 80)
                    .scaleEffect(2)
            })
        let item = host.displayList.items[0]
        #expect(item.opacity == 0.5)
        #expect(item.transform.a == 2)
    }

    /// The effect follows the view when its geometry changes.
    private struct Moving: View {
        @State private var wide = false
        var body: some View {
            HStack(spacing: 0) {
                Color.blue.frame(width: wide ? 100 : 0, height: 10)
                Color.red.frame(width: 40, height: 40)
                    .visualEffect { content, proxy in
                        content.opacity(proxy.frame(in: .global).minX > 200 ? 0.25 : 1)
                    }
                    .onTapGesture { wide.toggle() }
            }
        }
    }

    @Test func theEffectFollowsLayoutChanges() {
        let host = ViewHost(Moving())
        #expect(Containers.items(host, color: .red).first?.opacity == 1)
        host.tap(at: CGPoint(x: 200, y: 200))
        #expect(Containers.items(host, color: .red).first?.opacity == 0.25)
    }

    @Test func aScrollTransitionShowsTheIdentityPhase() {
        let host = ViewHost(ScrollView(.horizontal) {
            HStack {
                Color.red.frame(width: 40, height: 40)
                    .scrollTransition { content, phase in
                        content.opacity(phase.isIdentity ? 1 : 0.3).scaleEffect(1 + phase.value)
                    }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.viewAligned)
        .contentMargins(20, for: .scrollContent))
        let item = try! #require(Containers.items(host, color: .red).first)
        #expect(item.opacity == 1)
        #expect(item.transform.a == 1)
        #expect(ScrollTransitionPhase.topLeading.value == -1 && ScrollTransitionPhase.bottomTrailing.value == 1)
    }
}
