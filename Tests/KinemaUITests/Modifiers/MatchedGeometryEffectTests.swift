import Foundation
import Kinema
import Testing

// `matchedGeometryEffect`: a view inserted as another of its group is removed travels from the
// removed view's frame to its own under the transaction's animation; a non-source view takes its
// source's position and size. Expected frames are linear interpolations (`.linear` animations).
@MainActor
@Suite("matchedGeometryEffect")
struct MatchedGeometryEffectTests {
    private struct Hero: View {
        @Namespace private var hero
        @State private var expanded = false
        let animation: Animation?

        var body: some View {
            ZStack {
                if expanded {
                    Color.orange
                        .matchedGeometryEffect(id: "card", in: hero)
                        .frame(width: 300, height: 200)
                } else {
                    Color.orange
                        .matchedGeometryEffect(id: "card", in: hero)
                        .frame(width: 100, height: 50)
                }
            }
            .onTapGesture {
                withAnimation(animation) { expanded.toggle() }
            }
        }
    }

    private let small = CGRect(x: 150, y: 175, width: 100, height: 50)
    private let large = CGRect(x: 50, y: 100, width: 300, height: 200)

    private func frame<V: View>(_ host: ViewHost<V>) -> CGRect {
        host.displayList.items[0].frame
    }

    private func expectClose(_ a: CGRect, _ b: CGRect, sourceLocation: SourceLocation = #_sourceLocation) {
        let close = abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6
            && abs(a.width - b.width) < 1e-6 && abs(a.height - b.height) < 1e-6
        #expect(close, "\(a) is not \(b)", sourceLocation: sourceLocation)
    }

    private func lerp(_ a: CGRect, _ b: CGRect, _ t: CGFloat) -> CGRect {
        CGRect(
            x: a.minX + (b.minX - a.minX) * t, y: a.minY + (b.minY - a.minY) * t,
            width: a.width + (b.width - a.width) * t, height: a.height + (b.height - a.height) * t)
    }

    @Test func anInsertedViewTravelsFromTheRemovedViewsFrame() {
        let host = ViewHost(Hero(animation: .linear(duration: 1)))
        expectClose(frame(host), small)
        host.tap(at: CGPoint(x: 200, y: 200))
        // Neither view has a transition: the default one, `.opacity`, cross-fades them. The
        // inserted view is drawn first, the leaving one above it until it has faded out.
        #expect(host.displayList.items.map(\.opacity) == [0, 1])
        expectClose(frame(host), small)
        host.advance(by: 0.25)
        expectClose(frame(host), lerp(small, large, 0.25))
        #expect(abs(host.displayList.items[0].opacity - 0.25) < 1e-9)
        #expect(abs(host.displayList.items[1].opacity - 0.75) < 1e-9)
        host.advance(by: 0.25)
        expectClose(frame(host), lerp(small, large, 0.5))
        host.advance(by: 0.5)
        expectClose(frame(host), large)
        host.advance(by: 1 / 60)
        #expect(host.displayList.items.map(\.opacity) == [1])
        // And back.
        host.tap(at: CGPoint(x: 200, y: 200))
        host.advance(by: 0.5)
        expectClose(frame(host), lerp(large, small, 0.5))
    }

    @Test func withoutAnAnimationTheInsertedViewIsAtItsFrameAtOnce() {
        let host = ViewHost(Hero(animation: nil))
        host.tap(at: CGPoint(x: 200, y: 200))
        expectClose(frame(host), large)
    }

    private struct Follower: View {
        @Namespace private var space
        let properties: MatchedGeometryProperties
        let anchor: UnitPoint

        var body: some View {
            HStack(spacing: 0) {
                Color.red
                    .matchedGeometryEffect(id: 1, in: space, properties: properties, anchor: anchor, isSource: false)
                    .frame(width: 20, height: 20)
                Color.blue
                    .frame(width: 100, height: 60)
                    .matchedGeometryEffect(id: 1, in: space)
            }
        }
    }

    // The HStack is 120 × 60, centred in 400 × 400: red at (140, 190, 20, 20), blue at (160, 170, 100, 60).
    private let blue = CGRect(x: 160, y: 170, width: 100, height: 60)

    @Test func aNonSourceTakesTheSourcesFrame() {
        let host = ViewHost(Follower(properties: .frame, anchor: .center))
        expectClose(host.displayList.items[0].frame, blue)
        expectClose(host.displayList.items[1].frame, blue)
    }

    @Test func positionOnlyPutsTheAnchorOnTheSourcesAnchor() {
        let centre = ViewHost(Follower(properties: .position, anchor: .center))
        expectClose(centre.displayList.items[0].frame, CGRect(x: 200, y: 190, width: 20, height: 20))
        let corner = ViewHost(Follower(properties: .position, anchor: .topLeading))
        expectClose(corner.displayList.items[0].frame, CGRect(x: 160, y: 170, width: 20, height: 20))
    }

    @Test func sizeOnlyKeepsTheAnchorWhereItWas() {
        // Red's centre is (150, 200): a 100 × 60 frame around it.
        let host = ViewHost(Follower(properties: .size, anchor: .center))
        expectClose(host.displayList.items[0].frame, CGRect(x: 100, y: 170, width: 100, height: 60))
    }

    @Test func aNaNAnchorReadsAsTheCentre() {
        let host = ViewHost(Follower(properties: .position, anchor: UnitPoint(x: .nan, y: 0)))
        expectClose(host.displayList.items[0].frame, CGRect(x: 200, y: 190, width: 20, height: 20))
    }

    private struct TwoSpaces: View {
        @Namespace private var first
        @Namespace private var second

        var body: some View {
            HStack(spacing: 0) {
                Color.red
                    .matchedGeometryEffect(id: 1, in: first, isSource: false)
                    .frame(width: 20, height: 20)
                Color.blue
                    .frame(width: 100, height: 60)
                    .matchedGeometryEffect(id: 1, in: second)
            }
        }
    }

    @Test func theSameIDInAnotherNamespaceIsAnotherGroup() {
        let host = ViewHost(TwoSpaces())
        expectClose(host.displayList.items[0].frame, CGRect(x: 140, y: 190, width: 20, height: 20))
    }

    @Test func namespacesAreDistinctAndStable() {
        let a = Namespace().wrappedValue
        let b = Namespace().wrappedValue
        #expect(a != b)
        let namespace = Namespace()
        #expect(namespace.wrappedValue == namespace.wrappedValue)
    }

    private struct Tabs: View {
        @Namespace private var tabs
        @State private var selected = 0

        var body: some View {
            HStack(spacing: 0) {
                ForEach(0..<3) { index in
                    Text("Tab")
                        .frame(width: 100, height: 40)
                        .contentShape(Rectangle())
                        .background {
                            if selected == index {
                                Capsule().fill(Color.blue).matchedGeometryEffect(id: "pill", in: tabs)
                            }
                        }
                        .onTapGesture { withAnimation(.linear(duration: 1)) { selected = index } }
                }
            }
        }
    }

    @Test func aSelectionPillSlidesBetweenTabs() {
        // Tabs at x = 50, 150, 250 (each 100 wide), y = 180.
        let host = ViewHost(Tabs())
        let pill = {
            host.displayList.items.first { item in
                if case .shape = item.content { return true }
                return false
            }?.frame ?? .null
        }
        let first = CGRect(x: 50, y: 180, width: 100, height: 40)
        let third = CGRect(x: 250, y: 180, width: 100, height: 40)
        expectClose(pill(), first)
        host.tap(at: CGPoint(x: 300, y: 200))
        expectClose(pill(), first)
        host.advance(by: 0.5)
        expectClose(pill(), lerp(first, third, 0.5))
        host.advance(by: 0.5)
        expectClose(pill(), third)
    }
}
