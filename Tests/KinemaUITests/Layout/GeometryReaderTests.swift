import Foundation
import Kinema
import Testing

// Geometry readers in the 400 × 400 host (which centres its content), against SwiftUI's behaviour
// since iOS 14: a reader takes all the space it is offered and places its content at its
// top-leading corner; its content is built from the size it is given, in the same update.
@MainActor
@Suite("Geometry reader")
struct GeometryReaderTests {
    /// What a reader's content saw, each time it was built.
    final class ProxyLog {
        var sizes: [CGSize] = []
        var global: [CGRect] = []
        var local: [CGRect] = []
        var named: [CGRect] = []
        var missing: [CGRect] = []
        var bounds: [CGRect?] = []
        var safeArea: [EdgeInsets] = []

        func record(_ proxy: GeometryProxy, space: String) {
            sizes.append(proxy.size)
            global.append(proxy.frame(in: .global))
            local.append(proxy.frame(in: .local))
            named.append(proxy.frame(in: .named(space)))
            missing.append(proxy.frame(in: .named("nowhere")))
            bounds.append(proxy.bounds(of: .named(space)))
            safeArea.append(proxy.safeAreaInsets)
        }
    }

    /// The reader takes the host's 400 × 400; its content, 400 / 2 wide, is at the top-leading corner.
    @Test func itTakesTheOfferedSpace() {
        let host = ViewHost(GeometryReader { proxy in
            Color.red.frame(width: proxy.size.width / 2, height: 20)
        })
        #expect(host.displayList.items.map(\.frame) == [CGRect(x: 0, y: 0, width: 200, height: 20)])
    }

    /// In a 100 × 60 frame at (150, 170), the content is 50 wide at the frame's corner.
    @Test func inAFrame() {
        let host = ViewHost(GeometryReader { proxy in
            Color.red.frame(width: proxy.size.width / 2, height: 20)
        }.frame(width: 100, height: 60))
        #expect(host.displayList.items.map(\.frame) == [CGRect(x: 150, y: 170, width: 50, height: 20)])
    }

    /// Several views each sit at the corner, on top of one another.
    @Test func severalViewsOverlapAtTheCorner() {
        let host = ViewHost(GeometryReader { _ in
            Color.red.frame(width: 10, height: 10)
            Color.blue.frame(width: 20, height: 20)
        })
        #expect(host.displayList.items.map(\.frame) == [
            CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 0, y: 0, width: 20, height: 20),
        ])
    }

    /// Offered nothing (fixedSize), a reader is 10 × 10, centred.
    @Test func unproposedItIsTenPoints() {
        let log = ProxyLog()
        _ = ViewHost(GeometryReader { proxy in
            let _ = log.record(proxy, space: "none")
            Color.red
        }.fixedSize())
        #expect(log.sizes.last == CGSize(width: 10, height: 10))
        #expect(log.global.last == CGRect(x: 195, y: 195, width: 10, height: 10))
    }

    /// A 100 × 100 column at (150, 150): a 40-point bar, then the reader (150, 190, 100, 60).
    /// Global is the host's space, local the reader's, "stack" the column's (the reader is 40
    /// below its top); an unknown name reads as global; the column's bounds seen from the reader
    /// start 40 above it.
    @Test func framesInCoordinateSpaces() {
        let log = ProxyLog()
        let host = ViewHost(VStack(spacing: 0) {
            Color.blue.frame(width: 100, height: 40)
            GeometryReader { proxy in
                let _ = log.record(proxy, space: "stack")
                Color.red.frame(width: 10, height: 10)
            }
            .frame(width: 100, height: 60)
        }.coordinateSpace(name: "stack"))
        #expect(host.displayList.items[1].frame == CGRect(x: 150, y: 190, width: 10, height: 10))
        #expect(log.sizes.last == CGSize(width: 100, height: 60))
        #expect(log.global.last == CGRect(x: 150, y: 190, width: 100, height: 60))
        #expect(log.local.last == CGRect(x: 0, y: 0, width: 100, height: 60))
        #expect(log.named.last == CGRect(x: 0, y: 40, width: 100, height: 60))
        #expect(log.missing.last == CGRect(x: 150, y: 190, width: 100, height: 60))
        #expect(log.bounds.last == CGRect(x: 0, y: -40, width: 100, height: 100))
        #expect(log.safeArea.last == EdgeInsets())
    }

    /// The newer spellings: `.coordinateSpace(.named(_))` names the space, and the innermost space
    /// of a name wins. The inner frame is the reader's own frame here: (0, 0).
    @Test func namedCoordinateSpaceSpellings() {
        let log = ProxyLog()
        _ = ViewHost(VStack(spacing: 0) {
            Color.blue.frame(width: 100, height: 40)
            GeometryReader { proxy in
                let _ = log.record(proxy, space: "space")
                Color.red
            }
            .frame(width: 100, height: 60)
            .coordinateSpace(.named("space"))
        }.coordinateSpace(.named("space")))
        #expect(log.named.last == CGRect(x: 0, y: 0, width: 100, height: 60))
        #expect(log.bounds.last == CGRect(x: 0, y: 0, width: 100, height: 60))
    }

    /// The content is built once the reader has a size: the first build already sees 400 × 400 —
    /// never a zero or provisional size.
    @Test func theContentIsBuiltWithTheLaidOutSize() {
        let log = ProxyLog()
        _ = ViewHost(GeometryReader { proxy in
            let _ = log.record(proxy, space: "none")
            Color.red
        })
        #expect(log.sizes == [CGSize(width: 400, height: 400)])
    }

    /// Resizing the host builds the content again for the new size, in that update.
    @Test func resizingRebuildsTheContent() {
        let host = ViewHost(GeometryReader { proxy in
            Color.red.frame(width: proxy.size.width / 2, height: 20)
        })
        host.size = CGSize(width: 200, height: 100)
        #expect(host.displayList.items.map(\.frame) == [CGRect(x: 0, y: 0, width: 100, height: 20)])
    }

    /// A sibling that grows moves the reader: its content sees the new global frame. The row is
    /// 50 + 50 = 100 wide at x = 150, then 100 + 50 = 150 wide at x = 125: the reader moves from
    /// 200 to 225.
    @Test func aMovingReaderSeesItsNewPosition() {
        let log = ProxyLog()
        struct Row: View {
            let log: ProxyLog
            @State private var wide = false
            var body: some View {
                HStack(spacing: 0) {
                    Color.blue.frame(width: wide ? 100 : 50, height: 10)
                        .onTapGesture { wide = true }
                    GeometryReader { proxy in
                        let _ = log.record(proxy, space: "none")
                        Color.red
                    }
                    .frame(width: 50, height: 10)
                }
            }
        }
        let host = ViewHost(Row(log: log))
        #expect(log.global.last == CGRect(x: 200, y: 195, width: 50, height: 10))
        host.tap(at: CGPoint(x: 170, y: 200))
        #expect(log.global.last == CGRect(x: 225, y: 195, width: 50, height: 10))
        #expect(host.displayList.items[1].frame == CGRect(x: 225, y: 195, width: 50, height: 10))
    }

    /// Nested readers settle in the update they appear in: the outer one builds the inner one,
    /// which is laid out and builds its own content, one round each.
    @Test func nestedReadersSettleInOneUpdate() {
        let host = ViewHost(GeometryReader { outer in
            GeometryReader { inner in
                Color.red.frame(width: inner.size.width / 4, height: 10)
            }
            .frame(width: outer.size.width / 2)
        })
        // The inner reader is 200 × 400 at the corner; its content 50 wide.
        #expect(host.displayList.items.map(\.frame) == [CGRect(x: 0, y: 0, width: 50, height: 10)])
    }

    /// Readers nested deeper than the 8 rounds an update takes stop there: after the first update
    /// the tenth reader (inside the ninth) does not exist yet, so nothing is drawn; the next update
    /// (a resize to the same size) settles the rest.
    @Test func deepNestingStopsAfterEightRounds() {
        let host = ViewHost(NestedReaders(depth: 10))
        #expect(host.displayList.items.isEmpty)
        host.size = CGSize(width: 400, height: 400)
        #expect(host.displayList.items.map(\.frame) == [CGRect(x: 0, y: 0, width: 400, height: 10)])
    }

    /// A reader in a vertical scroll view is offered no height: it is 10 points tall.
    @Test func inAScrollView() {
        let log = ProxyLog()
        _ = ViewHost(ScrollView { GeometryReader { proxy in
            let _ = log.record(proxy, space: "none")
            Color.red
        } })
        #expect(log.global.last == CGRect(x: 0, y: 0, width: 400, height: 10))
    }
}

/// `depth` geometry readers, each inside the previous one's content, the last holding a bar.
private struct NestedReaders: View {
    let depth: Int

    var body: some View {
        GeometryReader { proxy in
            if depth > 1 {
                AnyView(NestedReaders(depth: depth - 1))
            } else {
                AnyView(Color.red.frame(width: proxy.size.width, height: 10))
            }
        }
    }
}
